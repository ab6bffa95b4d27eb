"""What the launcher shows of King's Forge (id, name, seats, variants, blurb), without its
rules: the registry reads it to list the title, and the rules are imported when it is
chosen (issue #40)."""

from __future__ import annotations

from forgegames.core.i18n import N_
from forgegames.core.title import TitleInfo, Variant

INFO = TitleInfo(
    "kings-forge",
    "King's Forge",
    2,
    4,
    (Variant("standard", "Standard", "The published rules for 2-4 players."),),
    "Claim gather cards with your dice, then roll to craft the King's items.",
    pitch=(
        N_("The most items crafted wins."),
        N_("Dice claim the cards and decide every craft."),
    ),
    minutes=(30, 75),  # the rulebook's own figure
    turn_rule="round-order",
)
