"""Playtest 16, item 7: King's Forge's player rows changed height between phases: shorter while
a card was paid for or the round's end was held under a long note, and higher up the window in
the craft phase. A person (Alice) plays against the computer by clicks, at a pace that is not
instant (so the round's end is held for OK), through a round and into the next; every seat's
row keeps one height all along, and one rectangle in every phase, paying or not, except while
a prompt longer than the room kept under the rows lifts them (whole), at both window sizes and
two to four seats."""

from __future__ import annotations

import random

import pytest
from test_kings_forge_layout import resize
from uihelp import click_button, play_by_places, run_timers

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.kings_forge.state import PHASE_CRAFT
from forgegames.ui.game_scene import GameScene

SEATS = (("Alice", "blue"), ("Bruno", "orange"), ("Cat", "green"), ("Dan", "purple"))


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_row_keeps_one_rectangle_through_every_phase(app, players, size):
    resize(app, size)
    app.fixed_bot_delay = 20  # a person at the screen: the round's end is held for OK
    seats = [SeatConfig(*SEATS[0])] + [SeatConfig(*s, "greedy") for s in SEATS[1:players]]
    session = Session.start(GameConfig("kings-forge", tuple(seats), "standard"), 3)
    scene = GameScene(app, session)
    app.push(scene)
    run_timers(app, steps=20, dt=50)
    board, title = scene.board, session.title
    greedy, rng = title.bots()["greedy"](0), random.Random(2)
    rects: dict[tuple, set[str]] = {}
    heights: set[tuple[int, ...]] = set()
    lifted = 0
    moments: set[str] = set()
    for _ in range(400):
        if session.over or session.state.round > 2:
            break
        app.draw()
        state, held = session.state, board.hold.holds()
        moment = "held" if held else state.sub or state.phase
        moments.add(moment)
        trays = board.geo.tray_rects(state)
        heights.add(tuple(tray.height for tray in trays))
        if board.geo.trays_end() < board.geo.tray_band()[0]:  # a long prompt: lifted
            lifted += 1
            assert trays[-1].bottom <= board.geo.trays_end()
        else:
            rects.setdefault(tuple(tuple(r) for r in trays), set()).add(moment)
        if held:
            click_button(app, board.group, "OK")
        elif scene.my_turn():
            view = title.view(state, 0)
            play_by_places(app, scene, greedy.choose(view, session.legal_actions(), rng))
        else:
            run_timers(app, steps=2, dt=50)
    assert {"gather", PHASE_CRAFT, "held"} <= moments, moments
    assert len(heights) == 1, heights
    assert len(rects) == 1, rects
    assert {"gather", PHASE_CRAFT} <= set().union(*rects.values())
