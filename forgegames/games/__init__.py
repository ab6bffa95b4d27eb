"""One package per title. A package becomes playable by defining a module-level ``TITLE``."""

from forgegames.core.title import TitleInfo, Variant

CATALOGUE: tuple[TitleInfo, ...] = (
    TitleInfo(
        "kings-forge",
        "King's Forge",
        2,
        4,
        (Variant("standard", "Standard"),),
        "Claim gather cards with your dice, then roll to craft the King's items.",
        available=False,
    ),
    TitleInfo(
        "forge-war",
        "Forge War",
        2,
        4,
        (Variant("simple", "Simple game"),),
        "Jump overseers over workers in a hex mine, forge weapons, send adventurers on quests.",
        available=False,
    ),
    TitleInfo(
        "warparty",
        "Warparty",
        2,
        4,
        (Variant("standard", "Standard"),),
        "Good against Evil on a territory map: armies, heroes, spells and dungeons.",
        available=False,
    ),
)
"""Titles in launcher order; entries with ``available=False`` are shown as coming."""
