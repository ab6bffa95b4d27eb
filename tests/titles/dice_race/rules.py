"""Dice Race's title: a tiny two-seat game that exercises the frame (chance, hidden cards, undo
limits). Each seat is dealt a hidden bonus card (1-3). On a turn a seat may ``step`` forward one
space once, then must ``roll`` (a die, chance) or ``end``; ``reveal`` plays the bonus card once
per game (it shows hidden information, so undo cannot cross it). First to 12 spaces wins."""

from __future__ import annotations

import dataclasses
from typing import Any

from forgegames.core.actions import Action
from forgegames.core.codec import decode, encode
from forgegames.core.moves import apply_move
from forgegames.core.title import (
    CHANCE,
    TERMINAL,
    GameConfig,
    GameOption,
    Status,
    Step,
    Title,
    TitleInfo,
    Variant,
)
from titles.dice_race.actions import CODEC, Deal, Die, EndTurn, Reveal, Roll, StepForward
from titles.dice_race.moves import MOVES
from titles.dice_race.state import GOAL, RaceState


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
