"""The craft cards' difficulty (forgegames/games/kings_forge/difficulty.py) and the ranks it
sets: exact odds that agree with the game's own craft check, and ranks that follow the rule."""

from __future__ import annotations

import itertools
import math
from collections import Counter

import pytest

from forgegames.games.kings_forge import TITLE, board_info
from forgegames.games.kings_forge.content import COLOURS
from forgegames.games.kings_forge.dice import possible
from forgegames.games.kings_forge.difficulty import (
    card_odds,
    colour_odds,
    difficulty,
    rank_order,
    spaces,
    table,
)
from forgegames.games.kings_forge.state import Die

PUBLISHED_ORDER = [
    "anvil",
    "knife",
    "shield",
    "mace",
    "axe",
    "giant-club",
    "ruby-collar",
    "bracelet",
    "fancy-pipe",
    "magic-wand",
    "necklace",
    "fancy-toys",
    "plate-armor",
    "short-staff",
    "royal-sword",
    "braced-bow",
    "ceremonial-shield",
    "shiny-crossbow",
    "ice-sword",
    "holy-hand-grenade",
    "blessed-gauntlets",
    "battle-axe",
    "crown",
    "sword-of-destiny",
]
"""The fan calculator's order of the 24 published cards (its numbers 1-24)."""


def _enumerated(colour: str, minimums: tuple[int, ...], dice: int) -> float:
    """The chance by the game's own check, over every roll of ``dice`` dice."""
    slots = tuple((colour, m) for m in minimums)
    hits = 0
    for faces in itertools.combinations_with_replacement(range(1, 7), dice):
        pool = tuple(Die(i, colour, v) for i, v in enumerate(faces))
        if possible(slots, pool):
            ways = math.factorial(dice)
            for k in Counter(faces).values():
                ways //= math.factorial(k)
            hits += ways
    return hits / 6**dice


def test_colour_odds_match_the_craft_check_roll_by_roll() -> None:
    groups = {
        (c, m) for card in TITLE.world.content.craft.values() for c, m in spaces(card).items()
    }
    for colour, minimums in sorted(groups):
        for dice in range(len(minimums), len(minimums) + 3):
            assert colour_odds(minimums, dice) == pytest.approx(
                _enumerated(colour, minimums, dice)
            ), (colour, minimums, dice)


def test_card_odds_agree_with_the_boards_estimate() -> None:
    """The board's Monte-Carlo odds (1,000 rolls, ±3 points) for each card's cheapest set."""
    crafts = TITLE.world.content.craft
    for row in table(TITLE.world):
        card = crafts[row.card]
        dice = tuple(row.pool.get(c, 0) for c in COLOURS)
        estimate = board_info._odds(card.slots, dice, 0, (), 0)
        assert abs(estimate - card_odds(card, row.pool)) < 0.05, row.card
        assert card_odds(card, row.pool) == pytest.approx(row.odds)


def test_difficulty_is_the_cheapest_even_chance() -> None:
    crafts = TITLE.world.content.craft
    anvil = difficulty(TITLE.world, crafts["anvil"])
    assert (anvil.cost, anvil.pool, anvil.odds) == (3, {"M": 3}, 1.0)
    knife = difficulty(TITLE.world, crafts["knife"])  # 1 - (5/6)^4 = 52%; three dice give 42%
    assert knife.pool == {"M": 4} and knife.odds == pytest.approx(1 - (5 / 6) ** 4)
    ruby = difficulty(
        TITLE.world, crafts["ruby-collar"]
    )  # one gem die, priced 42/14 = 3 metal dice
    assert ruby.cost == 3 and ruby.odds == pytest.approx(5 / 6)
    for row in table(TITLE.world):
        assert row.odds >= 0.5, row.card


def test_published_cards_keep_their_order() -> None:
    crafts = TITLE.world.content.craft
    published = sorted(
        (k for k, c in crafts.items() if c.source == "published"), key=lambda k: crafts[k].rank
    )
    assert published == PUBLISHED_ORDER


def test_ranks_follow_difficulty() -> None:
    """After changing a card's dice: python tools/kf_difficulty.py --check shows the order."""
    crafts = TITLE.world.content.craft
    by_rank = sorted(crafts, key=lambda k: crafts[k].rank)
    assert by_rank == rank_order(TITLE.world)
    assert [crafts[k].rank for k in by_rank] == list(range(1, len(crafts) + 1))
