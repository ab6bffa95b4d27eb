"""How often the greedy player completes each secret quest in quick play, army by army.

``quests.worth`` weighs a quest by how likely its holder is to complete it. By objective kind
alone (``quests.LIKELY``) every army rated a card alike, so in two-player quick play the
Dwarves kept Settler in 21 of 176 games and never completed it (they found too few cities)
and the Goblins kept Great Works in 20 and never completed it (only the Undead buy the
upgrades), while the Humans and the Undead completed Settler every time they kept it.
The figures below are what greedy armies did in two-player quick play (seeds 40000-40099 and
41000-41075; each row's comment gives completed/kept), drawn toward the kind's figure as if three
more games had gone its way; a card an army kept fewer than four times keeps its kind's figure.
docs/rulings.md, "Quick play's quests weighed army by army", has the measurement.
"""

from __future__ import annotations

ARMIES = ("humans", "dwarves", "goblins", "undead")
"""The order of ``QUICK_ODDS``' columns."""

QUICK_ODDS: dict[str, tuple[float | None, ...]] = {
    "at-the-gates": (0.85, 1.0, 0.85, 0.9),  # 24/29 29/29 18/21 29/32
    "bring-down-the-titan": (0.05, 0.1, 0.05, 0.05),  # 1/22 1/14 0/18 0/18
    "broad-lands": (0.75, 0.85, 0.6, 0.8),  # 19/25 21/25 14/24 28/35
    "cleanse-the-ruins": (0.02, 0.02, None, 0.02),  # 0/7 0/5 - 0/8
    "conqueror": (0.9, 0.9, 0.8, 0.9),  # 20/22 28/31 19/24 28/31
    "dragon-bane": (0.02, 0.02, 0.02, None),  # 0/4 0/4 0/4 -
    "full-coffers": (0.9, 0.9, 0.8, 0.95),  # 25/27 22/24 23/30 25/26
    "great-works": (0.02, 0.02, 0.02, 0.85),  # 0/16 0/12 0/20 18/18
    "heart-of-the-forest": (None, None, 1.0, None),  # - - 21/21 -
    "hoard": (0.02, 0.02, 0.02, 0.02),  # 0/11 0/10 0/5 0/10
    "horse-breaker": (0.3, 0.15, 0.05, 0.25),  # 8/25 2/17 0/17 6/25
    "lord-of-the-peaks": (None, 1.0, None, None),  # - 24/24 - -
    "monster-hunter": (0.02, 0.02, 0.02, 0.02),  # 0/7 0/5 0/9 0/13
    "put-to-the-torch": (0.9, 0.6, 0.75, 0.75),  # 21/22 15/24 23/29 17/22
    "rich-fields": (0.5, 0.75, 0.55, 0.45),  # 15/32 19/26 12/24 7/17
    "seasoned-hero": (0.02, 0.02, 0.02, 0.02),  # 0/9 0/11 0/14 0/15
    "settler": (1.0, 0.1, 0.3, 1.0),  # 28/28 0/21 4/20 46/46
    "siege-train": (0.35, 0.3, 0.7, None),  # 8/23 6/20 20/28 -
    "standing-army": (0.45, 0.75, 0.4, 0.55),  # 10/23 21/27 10/24 12/20
    "warmonger": (0.15, 0.35, 0.15, 0.3),  # 3/20 8/23 3/18 4/13
}
"""Each army's measured chance of completing a card it keeps in quick play, by card, in
``ARMIES`` order (None: kept too seldom to tell)."""

QUICK_PLAY_ODDS: dict[str, dict[str, float]] = {
    army: {card: odds[i] for card, odds in QUICK_ODDS.items() if odds[i] is not None}
    for i, army in enumerate(ARMIES)
}
"""The same by army, then card: what ``quests.likely`` looks up."""
