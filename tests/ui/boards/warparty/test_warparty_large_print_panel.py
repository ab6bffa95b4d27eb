"""Playtest 34, item 4: with large print on, Warparty's side panel stayed as narrow as without
it and its larger words were cramped. The panel now widens with the chosen factor and the map
yields the room; its words grow and none is cut."""

from __future__ import annotations

import statistics

import pytest
from uihelp import heights_in, lifted, recording_app

from forgegames.cli_screenshot import play_bots
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.warparty.state import PHASE_COLLECT
from forgegames.ui import text_report
from forgegames.ui.game_scene import GameScene

SEATS = (SeatConfig("Ann", "blue"), SeatConfig("Bo", "orange"))


@pytest.mark.parametrize(("size", "lang"), [((1024, 640), "en"), ((1280, 720), "es")])
def test_large_print_widens_the_side_panel_and_the_map_yields(size, lang):
    with recording_app(size, lang) as app:
        session = Session.start(GameConfig("warparty", SEATS, "standard"), 3)
        play_bots(session, "greedy", 3, 3000, PHASE_COLLECT)  # buying: the panel is shown
        scene = GameScene(app, session)
        app.push(scene)
        lifted(app, scene)
        seen = {}
        for setting in ("off", "large", "larger"):
            app.large_print = setting
            app.draw()
            board = scene.board
            assert not board.folded
            items = text_report.report(app.surface, text_report.scene_boxes(app.stack.scenes))
            assert not [i for i in items if i["cut"]], (setting, [i for i in items if i["cut"]])
            heights = heights_in(items, board.panel_rect)
            seen[setting] = (board.panel_rect.width, board.map_rect.width, heights)
        widths = [seen[s][0] for s in ("off", "large", "larger")]
        maps = [seen[s][1] for s in ("off", "large", "larger")]
        # "larger" grows the words, not the panel again: its map keeps "large"'s room
        assert widths[0] < widths[1] == widths[2], widths
        assert maps[0] > maps[1] == maps[2], maps
        assert widths[1] >= 1.15 * widths[0], widths  # wider as its words grow
        off, large = statistics.median(seen["off"][2]), statistics.median(seen["large"][2])
        assert large > off, (off, large)
