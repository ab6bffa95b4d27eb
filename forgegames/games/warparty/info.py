"""What the launcher shows of Warparty (id, name, seats, variants, blurb), without its rules:
the registry reads it to list the title, and the rules are imported when it is chosen
(issue #40)."""

from __future__ import annotations

from forgegames.core.i18n import N_
from forgegames.core.title import TitleInfo, Variant

INFO = TitleInfo(
    id="warparty",
    name="Warparty",
    min_players=2,
    max_players=4,
    variants=(
        Variant(
            "standard",
            "Standard",
            "The full war over 14 turns: each army starts with its capital alone, claims land "
            "and founds cities as it goes, and keeps two secret quests. For a first game, Quick "
            "play starts faster.",
        ),
        Variant(
            "short",
            "Short game",
            "Standard's start and rules (capital alone, secret quests) but the war ends after "
            "12 turns instead of 14.",
        ),
        Variant(
            "quick-play",
            "Quick play",
            "Best for a first game: each army keeps two secret quests, starts with land round "
            "its capital, founds two cities from the buy list and spends 30 crowns before turn "
            "1; the war lasts 11 turns.",
        ),
        Variant(
            "quick-play-short",
            "Quick play, short",
            "Quick play's guided start (two secret quests, land, two cities, 30 crowns) over "
            "only 9 turns: the shortest war.",
        ),
    ),
    first_game="quick-play",
    blurb="Good against Evil on a territory map: move armies, fight in rows, build cities.",
    pitch=(
        N_("Burn an enemy capital, out-earn the enemy by 50, or lead on points at the end."),
        N_("Quick play: guided, or set up in one click."),
    ),
    minutes=(90, 180),
    turn_rule="turn-order",
)
