"""Playtest 28: in round 1 the hint said "chance to craft the Anvil this round: 100%"; Bruno,
the first player, crafted the Anvil before the player's roll and their dice could not steal it.
A chance to craft a card now holds on only while it is still there: when a seat that crafts
first could take it, the hint's figure says so and names that seat (English and Spanish)."""

from __future__ import annotations

import random

import pytest
from kfscen import new, step, supply

from forgegames.core.i18n import speaking
from forgegames.games.kings_forge import TITLE, board_info
from forgegames.games.kings_forge.actions import Pass
from forgegames.games.kings_forge.craft_odds import crafts_before

pytestmark = pytest.mark.usefixtures("greedy_hints")

CONDITION = "if it is still there when you craft (Ann crafts before you)"


def figured(state, seat: int) -> list[str]:
    """The hint's lines for ``seat`` that give a chance to craft a named card."""
    lines = [c.reason for c in TITLE.hint(state, seat, random.Random(0))]
    return [line for line in lines if "chance to craft the" in line or "fabricar el" in line]


def after_first_pass():
    """Round 1, two seats with five metal dice each (the Anvil is certain for either):
    Ann, the first player, has passed and kept her dice; Ben is to move."""
    s = new(2, first=0)
    s = step(s, next(a for a in TITLE.legal_actions(s) if isinstance(a, Pass)))
    assert s.turn == 1 and s.players[0].passed
    return s


def test_a_chance_the_first_crafter_can_break_says_so():
    s = after_first_pass()
    assert board_info.craft_probability(s, 0, "anvil").value > 0.99
    lines = figured(s, 1)
    assert lines
    for line in lines:
        assert CONDITION in line, line
    with speaking("es"):
        lines = figured(s, 1)
        assert lines
        for line in lines:
            assert "si aún está cuando te toque fabricar (Ann fabrica antes que tú)" in line


def test_the_first_crafter_is_promised_nothing_it_need_not_be():
    s = new(2, first=0)
    lines = figured(s, 0)
    assert lines and all("100%" in line for line in lines)
    assert not any("if it is still there" in line for line in lines)


def test_a_first_crafter_done_gathering_and_without_a_chance_is_not_named():
    s = supply(after_first_pass(), 0)  # Ann passed with no dice: she cannot craft the Anvil
    assert board_info.takers_first(s, 1, "anvil") == ()
    lines = figured(s, 1)
    assert lines and not any("if it is still there" in line for line in lines)


def test_seats_still_gathering_before_you_are_named():
    s = new(3, first=1)  # Ben first, Cat second, Ann third
    s = step(s, next(a for a in TITLE.legal_actions(s) if isinstance(a, Pass)))
    s = step(s, next(a for a in TITLE.legal_actions(s) if isinstance(a, Pass)))
    assert s.turn == 0
    assert crafts_before(s, 0) == (1, 2)
    lines = figured(s, 0)
    assert lines
    for line in lines:
        assert "(Ben and Cat craft before you)" in line, line
