"""Scenario helpers for Warparty rules tests on the real board and army sheets.

A scenario is a position, moves in their text form, and the expected outcome. ``started``
plays the roll-off and the choice of order; ``board`` builds any position from it (units,
control markers, cities, treasuries); ``play`` applies moves in text form through the title,
dice included (``roll N`` is accepted whenever the rules wait for a die, ``rolloff good`` at
the roll-off), so every outcome is forced and nothing is left to chance.

Capitals on the real board: Dwarves ``hammerdeep`` (mountain; neighbours anvil-vale,
copper-crags (mountain), stonegate), Humans ``kingsreach`` (crownvale, queensfield,
shieldmoor), Goblins ``gnashwood`` (forest; bogmire, fangwood (forest), mudgate), Undead
``bone-lands`` (cryptmoor, gravefield, ravenmarch).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping

import pytest

from forgegames.core.actions import Action
from forgegames.core.errors import IllegalAction
from forgegames.core.title import CHANCE, Event, GameConfig, SeatConfig
from forgegames.games.warparty import TITLE
from forgegames.games.warparty.scenario_position import board_position, without_quests
from forgegames.games.warparty.state import City, WPState, with_entry

W = TITLE.world
CAPITAL = {a: W.geo.capital_of(a).id for a in ("humans", "dwarves", "goblins", "undead")}


def config(players: int = 2, variant: str = "standard", bots: str | None = None) -> GameConfig:
    seats = tuple(SeatConfig(f"Player {i + 1}", f"c{i}", bots) for i in range(players))
    return GameConfig("warparty", seats, variant)


def new(players: int = 2, variant: str = "standard") -> WPState:
    return TITLE.new_game(config(players, variant))


def action(move: str | Action) -> Action:
    return TITLE.parse_action(move) if isinstance(move, str) else move


def play(state: WPState, *moves: str | Action) -> tuple[WPState, list[Event]]:
    """Apply each move (text or Action) in turn; the events of all of them."""
    events: list[Event] = []
    for move in moves:
        step = TITLE.apply(state, action(move))
        state = step.state
        events += step.events
    return state, events


def step(state: WPState, *moves: str | Action) -> WPState:
    return play(state, *moves)[0]


def texts(events: Iterable[Event]) -> str:
    return "\n".join(e.text for e in events)


def refusal(state: WPState, move: str | Action) -> str:
    """The IllegalAction message the move is refused with (fails when it is accepted)."""
    with pytest.raises(IllegalAction) as caught:
        TITLE.apply(state, action(move))
    return str(caught.value)


def legal(state: WPState) -> set[str]:
    return {str(a) for a in TITLE.legal_actions(state)}


def started(
    players: int = 2, variant: str = "standard", winner: str = "good", order: str = "first"
) -> WPState:
    """After the roll-off (won by ``winner``'s team) and its choice of ``order``."""
    state = step(new(players, variant), f"rolloff {winner}", f"order {order}")
    return without_quests(TITLE, state)


def board(
    *units: tuple[str, str, str],
    side: str = "good",
    clock: int | None = None,
    owner: Mapping[str, str] | None = None,
    treasury: Mapping[str, int] | None = None,
    cities: Mapping[str, City | None] | None = None,
    players: int = 2,
    **changes,
) -> WPState:
    """A position on the real board (``board_position`` of the scenario module, which scenario
    files use too): good moved first; it is ``side``'s movement phase. ``units`` are
    ``(army, kind, territory)`` with uids from 1."""
    return board_position(started(players), units, side, clock, owner, treasury, cities, **changes)


def two_battles() -> WPState:
    """Evil to move, two Goblin warriors in Greenhollow beside two lone Human soldiers."""
    return board(
        ("humans", "soldier", "crownvale"),
        ("humans", "soldier", "shieldmoor"),
        ("goblins", "warrior", "greenhollow"),
        ("goblins", "warrior", "greenhollow"),
        side="evil",
    )


def uids(state: WPState, army: str, at: str | None = None, kind: str | None = None) -> list[int]:
    return sorted(
        u.uid
        for u in state.units
        if u.army == army and (at is None or u.at == at) and (kind is None or u.kind == kind)
    )


def ids(numbers: Iterable[int]) -> str:
    return ",".join(str(n) for n in numbers)


def count(state: WPState, army: str, at: str) -> int:
    return len(uids(state, army, at))


def treasury(state: WPState, army: str) -> int:
    return state.army(army).treasury


def income(state: WPState, army: str) -> int:
    from forgegames.games.warparty.economy import income as _income

    return _income(state, W.geo, W.armies, army)


def seat(state: WPState) -> int:
    return TITLE.current_player(state)


def dice_due(state: WPState) -> bool:
    return TITLE.current_player(state) == CHANCE


def purse(state: WPState, army: str, **changes) -> WPState:
    """``state`` with ``army``'s purse changed."""
    new_purse = dataclasses.replace(state.army(army), **changes)
    return dataclasses.replace(state, armies=with_entry(state.armies, army, new_purse))
