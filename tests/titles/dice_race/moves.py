"""Dice Race's moves: per action type, the check that returns the refusal and the apply that
makes the new state and its events (``core/moves.py``)."""

from __future__ import annotations

import dataclasses

from forgegames.core.actions import Action
from forgegames.core.errors import Refusal
from forgegames.core.moves import Move, MoveTable
from forgegames.core.title import CHANCE, TERMINAL, Event
from titles.dice_race.actions import Deal, Die, EndTurn, Reveal, Roll, StepForward
from titles.dice_race.state import GOAL, RaceState


def _rules():
    """The title (its ``current_player`` and ``legal_actions`` decide what a check allows)."""
    from titles.dice_race.rules import TITLE

    return TITLE


def _advance(state: RaceState, amount: int) -> RaceState:
    positions = list(state.positions)
    positions[state.turn] = min(GOAL, positions[state.turn] + amount)
    return dataclasses.replace(state, positions=tuple(positions))


def _next_turn(state: RaceState) -> RaceState:
    turn = (state.turn + 1) % len(state.positions)
    rounds = state.rounds + (turn == 0)
    return dataclasses.replace(state, turn=turn, stepped=False, rolling=False, rounds=rounds)


def _gate(state: RaceState, action: Action) -> Refusal | None:
    who = _rules().current_player(state)
    if who == CHANCE and not isinstance(action, Deal | Die):
        return Refusal("a chance outcome is expected")
    if who == TERMINAL:
        return Refusal("the game is over")
    return None


def _outcome(fits):
    """The check of a chance outcome: a seat may not make one; a chance node takes it when it
    ``fits``."""

    def check(state: RaceState, action: Action) -> Refusal | None:
        if _rules().current_player(state) != CHANCE:
            return _listed()(state, action)
        return None if fits(state) else Refusal("a chance outcome is expected")

    return check


def _listed(words: str | None = None):
    """The check of a seat's move: refused in ``words`` (else "not a move now") unless legal."""

    def check(state: RaceState, action: Action) -> Refusal | None:
        if action in _rules().legal_actions(state):
            return None
        return Refusal(words or f"'{action}' is not a move you can make now")

    return check


def _deal(state: RaceState, action: Deal, events: list[Event]) -> RaceState:
    return dataclasses.replace(state, cards=state.cards + (action.value,))


def _die(state: RaceState, action: Die, events: list[Event]) -> RaceState:
    events.append(Event(f"rolled {action.value}", state.turn))
    return _next_turn(_advance(state, action.value))


def _step(state: RaceState, action: StepForward, events: list[Event]) -> RaceState:
    events.append(Event("stepped", state.turn))
    return dataclasses.replace(_advance(state, 1), stepped=True)


def _roll(state: RaceState, action: Roll, events: list[Event]) -> RaceState:
    return dataclasses.replace(state, rolling=True)


def _reveal(state: RaceState, action: Reveal, events: list[Event]) -> RaceState:
    who = state.turn
    revealed = list(state.revealed)
    revealed[who] = True
    events.append(Event(f"revealed a bonus of {state.cards[who]}", who))
    return dataclasses.replace(_advance(state, state.cards[who]), revealed=tuple(revealed))


def _end(state: RaceState, action: EndTurn, events: list[Event]) -> RaceState:
    events.append(Event("ended the turn", state.turn))
    return _next_turn(state)


MOVES = MoveTable(
    {
        Deal: Move(_outcome(lambda s: len(s.cards) < len(s.positions)), _deal),
        Die: Move(_outcome(lambda s: s.rolling), _die),
        StepForward: Move(_listed("you may step only once per turn"), _step),
        Roll: Move(_listed(), _roll),
        Reveal: Move(_listed("your bonus card is already revealed"), _reveal),
        EndTurn: Move(_listed(), _end),
    },
    unknown=lambda state, action: _listed()(state, action) or Refusal(""),
    gate=_gate,
)
"""Dice Race's moves: a title's table, as small as one can be (``core/moves.py``)."""
