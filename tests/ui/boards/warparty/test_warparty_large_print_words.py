"""Playtest 26: at 1024x640 the large-print setting changed little on Warparty's board (the
window caps its factor at 1.07). The words under and beside the map (the bottom prompt, the
income line, the folded side panel's note) now grow by the chosen factor as far as their
boxes hold them whole (the bar under the map a little taller: the map gives those pixels)."""

from __future__ import annotations

import pytest
from uihelp import heights_in, recording_app

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui import text_report, theme
from forgegames.ui.boards.warparty.fold_note import note_box
from forgegames.ui.boards.warparty.standing import standing_rect
from forgegames.ui.game_scene import GameScene

SEATS = tuple(
    SeatConfig(name, colour, "greedy")
    for name, colour in (("Ann", "blue"), ("Bo", "orange"), ("Cy", "green"), ("Di", "red"))
)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_large_print_grows_the_words_by_the_map_at_1024x640_and_cuts_none(lang):
    with recording_app((1024, 640), lang) as app:
        session = Session.start(GameConfig("warparty", SEATS, "standard"), 3)
        for _ in range(40):
            session.apply(session.bot_action())
        scene = GameScene(app, session)
        app.push(scene)
        seen = {}
        for setting in ("off", "larger"):
            app.large_print = setting
            app.draw()
            board = scene.board
            assert board.folded, "at 1024x640 the side panel is folded in movement"
            items = text_report.report(app.surface, text_report.scene_boxes(app.stack.scenes))
            boxes = {
                "prompt": board.prompt_strip(),
                "income": standing_rect(board),
                "note": note_box(board),
            }
            seen[setting] = {name: heights_in(items, box) for name, box in boxes.items()}
            assert all(seen[setting].values()), seen[setting]
            seen[setting]["map"] = [board.map_rect.height]
            if setting == "larger":
                assert not [i for i in items if i["cut"]], [i for i in items if i["cut"]]
        off, larger = seen["off"], seen["larger"]
        for name in ("prompt", "income", "note"):
            assert min(larger[name]) > max(off[name]), (name, off[name], larger[name])
        assert max(larger["prompt"]) >= 1.25 * max(off["prompt"]), (off, larger)
        grown = off["map"][0] - larger["map"][0]  # the bar's growth, a few lines of the map
        assert 0 < grown <= 0.3 * 50 * theme.board_scale_for((1024, 640)) + 1, grown
