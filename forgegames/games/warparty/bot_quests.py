"""How often the greedy player completes each secret quest in quick play, army by army.

``quests.worth`` weighs a quest by how likely its holder is to complete it. By objective kind
alone (``quests.LIKELY``) every army rated a card alike, so in two-player quick play the
Dwarves kept Settler in 21 of 176 games and never completed it (they found too few cities)
and the Goblins kept Great Works in 20 and never completed it (only the Undead buy the
upgrades), while the Humans and the Undead completed Settler every time they kept it.
The figures below are what greedy armies did in two-player quick play (seeds 40000-40099 and
41000-41075; the comment gives completed and kept), drawn toward the kind's figure as if three
more games had gone its way; a card an army kept fewer than four times keeps its kind's figure.
docs/rulings.md, "Quick play's quests weighed army by army", has the measurement.
"""

from __future__ import annotations

QUICK_PLAY_ODDS: dict[str, dict[str, float]] = {
    "humans": {
        "at-the-gates": 0.85,  # 24 of 29
        "bring-down-the-titan": 0.05,  # 1 of 22
        "broad-lands": 0.75,  # 19 of 25
        "cleanse-the-ruins": 0.02,  # 0 of 7
        "conqueror": 0.9,  # 20 of 22
        "dragon-bane": 0.02,  # 0 of 4
        "full-coffers": 0.9,  # 25 of 27
        "great-works": 0.02,  # 0 of 16
        "hoard": 0.02,  # 0 of 11
        "horse-breaker": 0.3,  # 8 of 25
        "monster-hunter": 0.02,  # 0 of 7
        "put-to-the-torch": 0.9,  # 21 of 22
        "rich-fields": 0.5,  # 15 of 32
        "seasoned-hero": 0.02,  # 0 of 9
        "settler": 1.0,  # 28 of 28
        "siege-train": 0.35,  # 8 of 23
        "standing-army": 0.45,  # 10 of 23
        "warmonger": 0.15,  # 3 of 20
    },
    "dwarves": {
        "at-the-gates": 1.0,  # 29 of 29
        "bring-down-the-titan": 0.1,  # 1 of 14
        "broad-lands": 0.85,  # 21 of 25
        "cleanse-the-ruins": 0.02,  # 0 of 5
        "conqueror": 0.9,  # 28 of 31
        "dragon-bane": 0.02,  # 0 of 4
        "full-coffers": 0.9,  # 22 of 24
        "great-works": 0.02,  # 0 of 12
        "hoard": 0.02,  # 0 of 10
        "horse-breaker": 0.15,  # 2 of 17
        "lord-of-the-peaks": 1.0,  # 24 of 24
        "monster-hunter": 0.02,  # 0 of 5
        "put-to-the-torch": 0.6,  # 15 of 24
        "rich-fields": 0.75,  # 19 of 26
        "seasoned-hero": 0.02,  # 0 of 11
        "settler": 0.1,  # 0 of 21
        "siege-train": 0.3,  # 6 of 20
        "standing-army": 0.75,  # 21 of 27
        "warmonger": 0.35,  # 8 of 23
    },
    "goblins": {
        "at-the-gates": 0.85,  # 18 of 21
        "bring-down-the-titan": 0.05,  # 0 of 18
        "broad-lands": 0.6,  # 14 of 24
        "conqueror": 0.8,  # 19 of 24
        "dragon-bane": 0.02,  # 0 of 4
        "full-coffers": 0.8,  # 23 of 30
        "great-works": 0.02,  # 0 of 20
        "heart-of-the-forest": 1.0,  # 21 of 21
        "hoard": 0.02,  # 0 of 5
        "horse-breaker": 0.05,  # 0 of 17
        "monster-hunter": 0.02,  # 0 of 9
        "put-to-the-torch": 0.75,  # 23 of 29
        "rich-fields": 0.55,  # 12 of 24
        "seasoned-hero": 0.02,  # 0 of 14
        "settler": 0.3,  # 4 of 20
        "siege-train": 0.7,  # 20 of 28
        "standing-army": 0.4,  # 10 of 24
        "warmonger": 0.15,  # 3 of 18
    },
    "undead": {
        "at-the-gates": 0.9,  # 29 of 32
        "bring-down-the-titan": 0.05,  # 0 of 18
        "broad-lands": 0.8,  # 28 of 35
        "cleanse-the-ruins": 0.02,  # 0 of 8
        "conqueror": 0.9,  # 28 of 31
        "full-coffers": 0.95,  # 25 of 26
        "great-works": 0.85,  # 18 of 18
        "hoard": 0.02,  # 0 of 10
        "horse-breaker": 0.25,  # 6 of 25
        "monster-hunter": 0.02,  # 0 of 13
        "put-to-the-torch": 0.75,  # 17 of 22
        "rich-fields": 0.45,  # 7 of 17
        "seasoned-hero": 0.02,  # 0 of 15
        "settler": 1.0,  # 46 of 46
        "standing-army": 0.55,  # 12 of 20
        "warmonger": 0.3,  # 4 of 13
    },
}
"""Each army's measured chance of completing a card it keeps, in quick play."""
