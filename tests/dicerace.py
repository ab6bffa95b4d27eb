"""A tiny two-seat test game that exercises the frame: chance, hidden cards, undo limits.

Each seat is dealt a hidden bonus card (1-3). On a turn a seat may ``step`` forward one space
once, then must ``roll`` (a die, chance) or ``end``; ``reveal`` plays the bonus card once per
game (it shows hidden information, so undo cannot cross it). First to 12 spaces wins.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from forgegames.core.actions import Action, ActionCodec
from forgegames.core.codec import decode, encode
from forgegames.core.errors import Refusal
from forgegames.core.moves import Move, MoveTable, apply_move
from forgegames.core.title import (
    CHANCE,
    TERMINAL,
    Event,
    GameConfig,
    GameOption,
    Status,
    Step,
    Title,
    TitleInfo,
    Variant,
)

GOAL = 12


@dataclasses.dataclass(frozen=True)
class StepForward(Action):
    verb = "step"


@dataclasses.dataclass(frozen=True)
class Roll(Action):
    verb = "roll"


@dataclasses.dataclass(frozen=True)
class EndTurn(Action):
    verb = "end"


@dataclasses.dataclass(frozen=True)
class Reveal(Action):
    verb = "reveal"


@dataclasses.dataclass(frozen=True)
class Die(Action):
    """Chance outcome: the die shows ``value``."""

    verb = "die"
    value: int


@dataclasses.dataclass(frozen=True)
class Deal(Action):
    """Chance outcome: the next seat's hidden card is ``value``."""

    verb = "deal"
    value: int


CODEC = ActionCodec(StepForward, Roll, EndTurn, Reveal, Die, Deal)


@dataclasses.dataclass(frozen=True)
class RaceState:
    positions: tuple[int, ...]
    cards: tuple[int, ...]
    revealed: tuple[bool, ...]
    turn: int = 0
    stepped: bool = False
    rolling: bool = False
    rounds: int = 1


def _advance(state: RaceState, amount: int) -> RaceState:
    positions = list(state.positions)
    positions[state.turn] = min(GOAL, positions[state.turn] + amount)
    return dataclasses.replace(state, positions=tuple(positions))


def _next_turn(state: RaceState) -> RaceState:
    turn = (state.turn + 1) % len(state.positions)
    rounds = state.rounds + (turn == 0)
    return dataclasses.replace(state, turn=turn, stepped=False, rolling=False, rounds=rounds)


def _gate(state: RaceState, action: Action) -> Refusal | None:
    who = TITLE.current_player(state)
    if who == CHANCE and not isinstance(action, Deal | Die):
        return Refusal("a chance outcome is expected")
    if who == TERMINAL:
        return Refusal("the game is over")
    return None


def _outcome(fits):
    """The check of a chance outcome: a seat may not make one; a chance node takes it when it
    ``fits``."""

    def check(state: RaceState, action: Action) -> Refusal | None:
        if TITLE.current_player(state) != CHANCE:
            return _listed()(state, action)
        return None if fits(state) else Refusal("a chance outcome is expected")

    return check


def _listed(words: str | None = None):
    """The check of a seat's move: refused in ``words`` (else "not a move now") unless legal."""

    def check(state: RaceState, action: Action) -> Refusal | None:
        if action in TITLE.legal_actions(state):
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


class DiceRace(Title):
    info = TitleInfo(
        "dice-race",
        "Dice Race (test)",
        2,
        2,
        (Variant("standard", "Standard"), Variant("short", "Short")),
        "A test game.",
        listed=False,
    )
    moves = MOVES

    def new_game(self, config: GameConfig) -> RaceState:
        n = config.players
        return RaceState((0,) * n, (), (False,) * n)

    def current_player(self, state: RaceState) -> int:
        if any(p >= GOAL for p in state.positions):
            return TERMINAL
        if len(state.cards) < len(state.positions) or state.rolling:
            return CHANCE
        return state.turn

    def legal_actions(self, state: RaceState) -> list[Action]:
        if self.current_player(state) < 0:
            return []
        moves: list[Action] = [] if state.stepped else [StepForward()]
        moves += [Roll(), EndTurn()]
        if not state.revealed[state.turn]:
            moves.append(Reveal())
        return moves

    def chance_outcomes(self, state: RaceState) -> list[tuple[Action, float]]:
        if self.current_player(state) != CHANCE:
            return []
        if len(state.cards) < len(state.positions):
            return [(Deal(v), 1 / 3) for v in (1, 2, 3)]
        return [(Die(v), 1 / 6) for v in range(1, 7)]

    def apply(self, state: RaceState, action: Action) -> Step:
        return apply_move(self.moves, state, action)

    def view(self, state: RaceState, seat: int) -> RaceState:
        cards = tuple(c if i == seat or state.revealed[i] else 0 for i, c in enumerate(state.cards))
        return dataclasses.replace(state, cards=cards)

    def scores(self, state: RaceState) -> list[float]:
        return [float(p) for p in state.positions]

    def parse_action(self, text: str) -> Action:
        return CODEC.parse(text)

    def to_json(self, state: RaceState) -> dict[str, Any]:
        return encode(state)

    def from_json(self, data: dict[str, Any]) -> RaceState:
        return decode(RaceState, data)

    def check_invariants(self, state: RaceState) -> list[str]:
        bad = [f"seat {i} is at {p}" for i, p in enumerate(state.positions) if not 0 <= p <= GOAL]
        return bad + [f"card {c} out of range" for c in state.cards if c not in (1, 2, 3)]

    def status(self, state: RaceState) -> Status:
        return Status(state.rounds, "Race")

    def summary(self, view: RaceState, seat: int) -> list[str]:
        """Lines the generic board shows to ``seat`` (its own hidden card)."""
        shown = "played" if view.revealed[seat] else str(view.cards[seat])
        return [f"Your bonus card: {shown}", f"First to {GOAL} wins"]

    def has_private_info(self, state: RaceState) -> bool:
        return True

    def losses(self, state: RaceState, action: Action) -> list[str]:
        if isinstance(action, EndTurn) and not state.stepped:
            return ["your free step forward this turn"]
        return []

    def reveals_hidden(self, state: RaceState, action: Action) -> bool:
        return isinstance(action, Reveal)


TITLE = DiceRace()


PLUS_INFO = TitleInfo(
    "dice-race-plus",
    "Dice Race Plus (test)",
    2,
    2,
    (Variant("standard", "Standard"), Variant("practice", "Practice", players=(1, 1))),
    options=(
        GameOption("speed", "Speed", ("slow", "fast"), "slow"),
        GameOption("coach", "Coach", ("off", "on"), "off", variants=("practice",)),
    ),
)
"""Dice Race with a one-seat practice variant and two options (the options' tests)."""


class DiceRacePlus(DiceRace):
    """Dice Race Plus: remembers the configs of the games it starts."""

    info = PLUS_INFO

    def __init__(self) -> None:
        self.configs: list[GameConfig] = []

    def new_game(self, config: GameConfig) -> RaceState:
        self.configs.append(config)
        return super().new_game(config)
