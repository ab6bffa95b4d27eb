"""Playtest 8: King's Forge's player trays switched between supply over smithy (stacked) and
supply beside smithy between rounds. The trays' size and shape are chosen once for the
window's size and the seat count: at the start of round 1's and round 3's gather phase the
trays are the same rectangles, and through a whole game no tray changes size or shape."""

from __future__ import annotations

import pytest
from test_kings_forge_layout import resize
from uihelp import run_timers

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.kings_forge.state import PHASE_CRAFT, PHASE_GATHER
from forgegames.ui.game_scene import GameScene

SEATS = (("Ann", "blue"), ("Ben", "orange"), ("Cat", "green"), ("Dan", "purple"))


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_trays_keep_their_place_size_and_shape_all_game(app, players, size):
    resize(app, size)
    seats = tuple(SeatConfig(n, c) for n, c in SEATS[:players])
    session = Session.start(GameConfig("kings-forge", seats, "standard"), 1)
    scene = GameScene(app, session)
    app.push(scene)
    run_timers(app, steps=4, dt=50)
    board, title = scene.board, session.title
    round_starts: dict[int, list] = {}
    sizes, shapes, tops = set(), set(), set()
    rounds = 0
    while not session.over and rounds < 4:
        state = session.state
        if state.phase in (PHASE_GATHER, PHASE_CRAFT):
            trays = board.geo.tray_rects(state)
            shapes.add(board.geo.tray_grid(trays[0]).stacked)
            # shortened or not, a tray holds its lines (at 4 seats the payment line's room
            # was taken from the trays' gaps: their lines stuck out while paying)
            need = board.geo.tray_need(least=True)
            assert all(tray.height >= need for tray in trays), (state.sub, trays, need)
            if state.phase == PHASE_GATHER:
                tops.add(trays[0].top)  # paying or not
            # the payment line or a long prompt shortens the trays while it shows; a large
            # roll on the craft table may take room from them
            roomy = board.geo.trays_end() >= board.geo.tray_band()[0]
            gave_way = trays[-1].bottom >= board.geo.trays_end() - len(trays)
            if state.phase == PHASE_GATHER and roomy or state.phase == PHASE_CRAFT and not gave_way:
                sizes.update(tray.size for tray in trays)
            fresh = state.phase == PHASE_GATHER and not state.placements and not state.sub
            if fresh and roomy and state.round not in round_starts:
                round_starts[state.round] = [tuple(t) for t in trays]
                rounds += 1
        seat = session.active
        bot = title.bots()["greedy"](seat)
        session.apply(bot.choose(title.view(state, seat), session.legal_actions(), None))
        board.refresh()
    assert {1, 3} <= set(round_starts), sorted(round_starts)
    assert round_starts[1] == round_starts[3]
    assert len(sizes) == 1, sizes
    assert len(shapes) == 1, "the trays switched between stacked and side by side"
    assert len(tops) == 1, tops
