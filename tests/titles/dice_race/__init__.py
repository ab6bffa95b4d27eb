"""Dice Race, the test title: a package shaped as a real title's (``forgegames/games/<title>/``,
docs/new-title.md), exposing ``TITLE`` for the registry. A test registers it with one line,
``registry.register_package("titles.dice_race")``; it needs no data folder, no words of its own
and no board package (the generic board plays it)."""

from __future__ import annotations

from titles.dice_race.actions import CODEC, Deal, Die, EndTurn, Reveal, Roll, StepForward
from titles.dice_race.rules import PLUS_INFO, TITLE, DiceRace, DiceRacePlus
from titles.dice_race.state import GOAL, RaceState

__all__ = [
    "CODEC",
    "GOAL",
    "PLUS_INFO",
    "TITLE",
    "Deal",
    "DiceRace",
    "DiceRacePlus",
    "Die",
    "EndTurn",
    "RaceState",
    "Reveal",
    "Roll",
    "StepForward",
]
