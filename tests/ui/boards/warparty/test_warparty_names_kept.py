"""Playtest 20 (wp20's figure): working out every territory's label for the Names view (N)
took about 1.2 s a press. The labels are now placed once per layout (what blocks them, the
view, the type) and kept: pressing N again in the same layout, even for a new game state
whose map looks the same, searches no spot; a layout that changed (a counter moved) is
worked out again."""

from __future__ import annotations

import dataclasses

import pygame
from uihelp import greedy_session, open_game, press

from forgegames.core.title import SeatConfig
from forgegames.ui.app import App
from forgegames.ui.boards.warparty import name_spots

SEATS = (SeatConfig("Ann", "blue"), SeatConfig("Bo", "orange"))


def test_a_second_press_of_n_in_the_same_layout_searches_nothing(monkeypatch) -> None:
    calls = {"grid": 0, "best": 0}
    grid, best = name_spots.spot_grid, name_spots.best_spot

    def counted_grid(*args, **kwargs):
        calls["grid"] += 1
        return grid(*args, **kwargs)

    def counted_best(*args, **kwargs):
        calls["best"] += 1
        return best(*args, **kwargs)

    monkeypatch.setattr(name_spots, "spot_grid", counted_grid)
    monkeypatch.setattr(name_spots, "best_spot", counted_best)
    app = App((1280, 720), bot_delay_ms=0)
    try:
        scene = open_game(app, greedy_session("warparty", SEATS, 3, 40))
        board = scene.board
        press(app, pygame.K_n)  # every name
        app.draw()
        assert board.names_all
        first = list(board.placed_names())
        assert len(first) == len(board.canvas.ids)
        assert calls["best"] >= len(board.canvas.ids)  # the first press searched
        press(app, pygame.K_n)  # names off
        app.draw()
        # the same map in a new state object (as after a move and its undo): its labels' pictures
        # are for the old state, the layout is the same
        state = scene.session.state
        scene.session.state = dataclasses.replace(state)
        scene.invalidate()
        before = dict(calls)
        press(app, pygame.K_n)  # every name again
        app.draw()
        assert board.names_all
        assert calls == before, "no new search"
        assert [(tuple(b), n) for b, _, n in board.placed_names()] == [
            (tuple(b), n) for b, _, n in first
        ]
        # a counter that moves is a new layout: its labels are searched again
        unit = next(u for u in state.units if u.army == "humans")
        far = next(t for t in board.canvas.ids if t != unit.place)
        moved = tuple(dataclasses.replace(u, at=far) if u is unit else u for u in state.units)
        scene.session.state = dataclasses.replace(state, units=moved)
        scene.invalidate()
        app.draw()
        assert calls["best"] > before["best"]
    finally:
        pygame.display.quit()
