"""Dice Race's state record."""

from __future__ import annotations

import dataclasses

GOAL = 12
"""Spaces to the finish."""


@dataclasses.dataclass(frozen=True)
class RaceState:
    positions: tuple[int, ...]
    cards: tuple[int, ...]
    revealed: tuple[bool, ...]
    turn: int = 0
    stepped: bool = False
    rolling: bool = False
    rounds: int = 1
