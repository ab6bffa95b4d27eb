"""The other seats' moves between two of a seat's turns (``trail``): the board's arrows
(playtest 29) come from it, so it must say what the states say."""

from __future__ import annotations

import random

from forgegames.core import registry
from forgegames.core.session import Session
from forgegames.core.title import CHANCE, GameConfig, SeatConfig
from forgegames.games.warparty.actions import Move
from forgegames.games.warparty.state import evolve
from forgegames.games.warparty.trail import Clash, Step, Trail, own_move, trail


def _played(moves: int, seed: int = 3) -> Session:
    """A two-seat game the greedy computer players played ``moves`` moves into."""
    title = registry.get("warparty")
    seats = (SeatConfig("Ann", "blue"), SeatConfig("Bo", "orange"))
    session = Session.start(GameConfig("warparty", seats, "standard"), seed)
    rng = random.Random(seed)
    while len(session.history) < moves and not session.over:
        seat = session.active
        assert seat != CHANCE
        bot = title.bots()["greedy"](seat)
        session.apply(bot.choose(title.view(session.state, seat), session.legal_actions(), rng))
    return session


def test_each_move_of_a_stack_is_a_step_from_where_it_stood() -> None:
    session = _played(160)
    states = session.states()
    found = trail(states)
    moves = [(i, e.action) for i, e in enumerate(session.history) if isinstance(e.action, Move)]
    assert moves, "the computer players moved no stack"
    for i, move in moves:
        before = states[i]
        unit = before.unit(move.units[0])
        start = unit.place
        expected = sum(1 for u in before.units if u.uid in move.units and u.army == unit.army)
        step = next(s for s in found.steps if (s.army, s.start) == (unit.army, start))
        assert step.count >= expected  # (the same group twice adds up)
        assert any(s.end == states[i + 1].unit(move.units[0]).place for s in found.steps)
    assert found.taken, "nothing was conquered in 160 moves"
    last = states[-1]
    for territory, army in found.taken:
        assert last.owner_of(territory) == army != states[0].owner_of(territory)


def test_a_battle_that_ends_names_who_stands_there() -> None:
    session = _played(400)
    states = session.states()
    found = trail(states)
    assert found.clashes, "no battle was fought in 400 moves"
    for clash in found.clashes:
        there = {u.army for u in states[-1].units_at(clash.place)}
        assert clash.winner in there if clash.winner else not there
    assert any(c.winner for c in found.clashes)


def test_no_states_or_one_is_no_trail() -> None:
    session = _played(40)
    assert not trail([]) and not trail(session.states()[-1:])
    assert Trail((Step("humans", "a", "b", 1),)) and Trail(clashes=(Clash("a", ""),))


def test_an_answer_in_the_other_teams_turn_is_not_a_seats_own_move() -> None:
    session = _played(80)
    state = session.state
    acting = state.seat_of(state.actor)
    assert own_move(state, acting)
    assert not own_move(state, 1 - acting)
    assert not own_move(evolve(state, actor=""), acting)
