"""Dice Race's action types and the codec that reads their text form back."""

from __future__ import annotations

import dataclasses

from forgegames.core.actions import Action, ActionCodec


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
