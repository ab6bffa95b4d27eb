"""Playtest 30: at 1024x640 large print left Warparty's side panel, buy list, map labels and
log as they were (the window caps its factor at 1.07); only the bottom prompt grew. Now the
panel's words and buy rows grow as far as the panel holds them whole (the list pages), the
counters and names by the chosen factor, and the log's lines wrap and scroll larger."""

from __future__ import annotations

import statistics

import pytest
from uihelp import heights_in, lifted, recording_app

from forgegames.cli_screenshot import play_bots
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.warparty.state import PHASE_COLLECT
from forgegames.ui import text_report
from forgegames.ui.boards.warparty import map_strip
from forgegames.ui.boards.warparty.board import PANEL_W
from forgegames.ui.game_scene import GameScene

SEATS = (SeatConfig("Ann", "blue"), SeatConfig("Bo", "orange"))  # people: the board offers


@pytest.mark.parametrize(("size", "lang"), [((1024, 640), "en"), ((1280, 720), "es")])
def test_large_print_grows_the_panel_the_map_labels_and_the_log_while_buying(size, lang):
    with recording_app(size, lang) as app:
        session = Session.start(GameConfig("warparty", SEATS, "standard"), 3)
        play_bots(session, "greedy", 3, 3000, PHASE_COLLECT)  # the first buying, a person's
        scene = GameScene(app, session)
        app.push(scene)
        lifted(app, scene)  # the handover curtain: lifted, as Ann would
        seen = {}
        for setting in ("off", "large"):
            app.large_print = setting
            app.draw()
            board = scene.board
            assert not board.folded, "the side panel is shown while buying"
            items = text_report.report(app.surface, text_report.scene_boxes(app.stack.scenes))
            assert not [i for i in items if i["cut"]], [i for i in items if i["cut"]]
            rows = [rect for rect, _ in board.economy.offer_rows()]
            assert len(rows) >= 3, "the buy list still shows three offers at once"
            seen[setting] = {
                "panel": heights_in(items, board.panel_rect),
                "rows": [h for row in rows for h in heights_in(items, row)],
                "log": heights_in(items, scene.log_rect),
                "map": heights_in(items, board.canvas_area()),
                "names": [board.name_px()],
            }
            assert all(seen[setting].values()), seen[setting]
        off, large = seen["off"], seen["large"]
        for part in ("panel", "rows", "log", "map"):  # the typical line, not one heading
            assert statistics.median(large[part]) > statistics.median(off[part]), (part, seen)
        assert large["names"][0] >= 1.15 * off["names"][0], seen


@pytest.mark.parametrize("lang", ["en", "es"])
def test_buying_at_1024x640_gives_the_map_more_width_and_keeps_stack_labels_readable(lang):
    """Playtest 30: the buy panel squeezed the map to about 490 px at 1024x640. The side
    panel is narrower there (its rows wrap between their parts), nothing is cut, each army's
    commander is still named, and the stacks' figures stay 11 px or more."""
    with recording_app((1024, 640), lang) as app:
        session = Session.start(GameConfig("warparty", SEATS, "standard"), 3)
        play_bots(session, "greedy", 3, 3000, PHASE_COLLECT)
        scene = GameScene(app, session)
        app.push(scene)
        lifted(app, scene)
        app.draw()
        board = scene.board
        assert not board.folded
        items = text_report.report(app.surface, text_report.scene_boxes(app.stack.scenes))
        assert not [i for i in items if i["cut"]], [i for i in items if i["cut"]]
        area, tmx = board.canvas_area(), board.canvas.tmx
        whole_panel = board.rect.w - int(PANEL_W * board.s)  # the map's width before
        before = map_strip.map_fit(tmx, whole_panel, area.height)
        assert map_strip.map_fit(tmx, area.width, area.height) >= 1.02 * before
        assert board.economy.named == 4, "every army's block still names who commands it"
        assert board.canvas.counter_px(12) >= 11, 'a chip\'s figures ("4/1") stay readable'
