"""A craft roll that can do nothing waits for its crafter to end the turn (issue 23), and a
save written before it waited (no End after such a roll) still loads to the same game."""

from __future__ import annotations

import dataclasses

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.kings_forge.actions import End, Pass
from forgegames.games.kings_forge.state import PHASE_CRAFT


def waiting_roll() -> Session:
    """Two people pass their first gather turn; the first crafter's roll can do nothing."""
    seats = (SeatConfig("Ann", "blue"), SeatConfig("Ben", "orange"))
    session = Session.start(GameConfig("kings-forge", seats, "standard"), 7)
    while session.state.phase != PHASE_CRAFT:
        session.apply(next(a for a in session.legal_actions() if isinstance(a, Pass)))
    return session


def test_a_fruitless_roll_waits_for_its_crafter():
    session = waiting_roll()
    state = session.state
    assert state.round == 1 and state.pool and session.active == state.turn
    assert session.legal_actions() == [End()]
    crafter = state.turn
    session.apply(End())
    assert session.state.turn != crafter or session.state.round == 2


def test_a_save_without_the_end_loads_to_the_same_game():
    session = waiting_roll()
    session.apply(End())
    data = session.save_data()
    ends = [i for i, text in enumerate(data.actions) if text == "end"]
    assert ends
    old = dataclasses.replace(data, actions=tuple(t for t in data.actions if t != "end"))
    loaded = Session.from_save(old)
    assert loaded.state == session.state
    assert [str(e.action) for e in loaded.history] == [str(e.action) for e in session.history]
