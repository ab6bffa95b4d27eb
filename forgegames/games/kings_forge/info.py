"""What the launcher shows of King's Forge (id, name, seats, variants, blurb), without its
rules: the registry reads it to list the title, and the rules are imported when it is
chosen (issue #40)."""

from __future__ import annotations

from forgegames.core.title import TitleInfo, Variant

INFO = TitleInfo(
    "kings-forge",
    "King's Forge",
    2,
    4,
    (Variant("standard", "Standard", "The published rules for 2-4 players."),),
    "Claim gather cards with your dice, then roll to craft the King's items.",
    turn_rule="round-order",
)
