"""Issue 39 (kf37): the hint said "+2 metal dice for the Wizard's Chalice" to a player who had
only metal dice and could craft nothing in rounds 1 and 2: the Chalice also takes two gem dice.
Gained dice are said to be for a card only if the seat's dice could make it once they come;
otherwise the words say they build up dice for later rounds."""

from __future__ import annotations

import pytest
from kfscen import new, supply

from forgegames.core.frozen import evolve
from forgegames.core.i18n import speaking
from forgegames.games.kings_forge import TITLE
from forgegames.games.kings_forge.actions import Claim

pytestmark = pytest.mark.usefixtures("greedy_hints")

MINE = Claim("south-mine", "top")
"""Two metal dice to the smithy."""


def line(state, action=MINE) -> str:
    return next(c for c in TITLE.hint_choices(state, 0) if c.action == action).reason


def metal_only(display: tuple[str, ...], metal: int = 3):
    """Round 1, seat 0 with ``metal`` metal dice only, ``display`` the craft cards shown."""
    return supply(evolve(new(2), display=display), 0, m=metal)


def test_metal_dice_for_a_card_that_also_takes_gems_are_for_later_rounds() -> None:
    state = metal_only(("wizards-chalice", "dice-of-deceit", "necklace"))
    assert MINE in TITLE.legal_actions(state)
    words = line(state)
    assert "for the Wizard's Chalice" not in words, words
    assert "+2 metal dice (grey) for later rounds, toward the Wizard's Chalice" in words, words
    assert "for next round" not in words, "no promise of a craft next round either"
    with speaking("es"):
        assert "para más adelante, pensando en" in line(state)


def test_metal_dice_for_a_card_they_can_fill_next_round_still_name_it() -> None:
    state = metal_only(("shield", "wizards-chalice", "necklace"), metal=2)
    words = line(state)
    assert "for the Shield, for next round" in words, words
    assert "Chalice" not in words.split(";")[0], "the Chalice is not what they are for"


def test_a_supply_gain_names_only_a_card_its_dice_can_make_this_round() -> None:
    """The Workshop's bottom puts a wood die straight into the supply: with metal dice only
    and the Giant Club (three wood) shown, it is not for the Club this round."""
    from forgegames.games.kings_forge.hint_words import dice_gained

    state = metal_only(("giant-club", "wizards-chalice", "necklace"))
    action = Claim("workshop", "bottom")
    spec = state.world.content.actions[("workshop", "bottom")]
    words = dice_gained(state, spec.effects, action)
    assert words.startswith("+1 wood die for later rounds, toward the Giant Club"), words
    fill = supply(state, 0, m=2, w=2)  # metal pays: two wood kept, the third makes the Club
    words = dice_gained(fill, spec.effects, action)
    assert words == "+1 wood die for the Giant Club", words
