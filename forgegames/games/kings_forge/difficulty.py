"""How hard each craft card is: the figures behind the craft cards' ranks (docs/rulings.md).

A card's difficulty is the cheapest set of dice whose roll crafts it at least half the time.
The chance is the game's own: a card's spaces are filled by the rules' assignment check
(``dice.possible``), and dice of one colour fill only spaces of that colour, so the chance for
a set of dice is the product of each colour's chance, counted exactly over every roll. A die
is priced by how scarce its colour is: the box's metal dice per die of that colour (metal 1,
wood 42/22, gem 42/14 = 3, magic 42/10 = 4.2), so a gem die costs what three metal dice do.

Ranks follow from it (``rank_order``): the published cards keep their published order, and
each reconstructed card goes after as many published cards as are easier than it.

``python tools/kf_difficulty.py`` prints the table for every card.
"""

from __future__ import annotations

import dataclasses
import functools
import math
from fractions import Fraction

from forgegames.games.kings_forge.content import COLOURS, CraftSpec
from forgegames.games.kings_forge.world import World

EVEN = 0.5
"""The chance a card's cheapest set of dice must reach."""
MOST = 24
"""The most dice of one colour a set may hold (and never more than the box has)."""


def price(world: World, colour: str) -> Fraction:
    """A die of ``colour`` in metal dice: the box's metal dice per die of that colour."""
    totals = world.content.dice_total
    return Fraction(totals["M"], totals[colour])


@functools.cache
def colour_odds(minimums: tuple[int, ...], dice: int) -> float:
    """The chance that ``dice`` rolled dice of one colour fill spaces of that colour with
    these ``minimums``: exactly, over every roll.

    The dice fill the spaces when, for every value v, at least as many dice show v or more
    as there are spaces asking v or more (the assignment check's rule for one colour). The
    rolls are counted by how many dice show each face, from 6 down.
    """
    if dice < len(minimums):
        return 0.0
    need = [sum(1 for m in minimums if m >= v) for v in range(7)]
    ways = {0: 1}  # dice showing the faces seen so far -> ways to choose them
    for face in range(6, 0, -1):
        nxt: dict[int, int] = {}
        for seen, w in ways.items():
            for k in range(dice - seen + 1):
                total = seen + k
                if total < need[face] or (face == 1 and total != dice):
                    continue
                nxt[total] = nxt.get(total, 0) + w * math.comb(dice - seen, k)
        ways = nxt
    return ways.get(dice, 0) / 6**dice


def spaces(card: CraftSpec) -> dict[str, tuple[int, ...]]:
    """The card's minimums by colour (metal, wood, gem, magic order)."""
    out: dict[str, tuple[int, ...]] = {}
    for colour in COLOURS:
        wanted = tuple(sorted(m for c, m in card.slots if c == colour))
        if wanted:
            out[colour] = wanted
    return out


def card_odds(card: CraftSpec, dice: dict[str, int]) -> float:
    """The chance that rolling ``dice`` (count per colour) crafts ``card``."""
    return math.prod(colour_odds(mins, dice.get(c, 0)) for c, mins in spaces(card).items())


@dataclasses.dataclass(frozen=True)
class Difficulty:
    card: str
    name: str
    rank: int
    source: str
    dice: str
    """The card's spaces, like "M3 G3 G3"."""
    cost: Fraction
    """The difficulty: the cheapest even-chance set of dice, in metal dice."""
    pool: dict[str, int]
    """That set: dice per colour."""
    odds: float
    """The chance that set crafts the card."""
    bare: float
    """The chance with exactly one die per space."""


def difficulty(world: World, card: CraftSpec) -> Difficulty:
    """The card's cheapest set of dice (by scarcity price) that crafts it at least half the
    time; among sets of equal price, the likeliest."""
    need = spaces(card)
    colours = list(need)
    prices = [price(world, c) for c in colours]
    totals = world.content.dice_total
    most = [min(MOST, totals[c]) for c in colours]
    best_top = [colour_odds(need[c], top) for c, top in zip(colours, most, strict=True)]
    best: list = [None, -1.0, {}]  # cost, odds, pool

    def search(i: int, cost: Fraction, odds: float, pool: dict[str, int]) -> None:
        if i == len(colours):
            if odds >= EVEN and (
                best[0] is None or cost < best[0] or cost == best[0] and odds > best[1]
            ):
                best[:] = [cost, odds, dict(pool)]
            return
        colour = colours[i]
        reach = math.prod(best_top[i + 1 :])
        for k in range(len(need[colour]), most[i] + 1):
            spent = cost + prices[i] * k
            if best[0] is not None and spent > best[0]:
                break
            chance = odds * colour_odds(need[colour], k)
            if chance * reach < EVEN:
                continue
            pool[colour] = k
            search(i + 1, spent, chance, pool)
            del pool[colour]

    search(0, Fraction(0), 1.0, {})
    if best[0] is None:
        raise ValueError(f"{card.id}: no set of dice the box holds gives an even chance")
    bare = card_odds(card, {c: len(m) for c, m in need.items()})
    return Difficulty(
        card.id,
        card.name,
        card.rank,
        card.source,
        " ".join(f"{c}{m}" for c, m in card.slots),
        best[0],
        best[2],
        best[1],
        bare,
    )


def table(world: World) -> list[Difficulty]:
    """Every craft card's difficulty, in rank order."""
    cards = sorted(world.content.craft.values(), key=lambda c: c.rank)
    return [difficulty(world, card) for card in cards]


def _easier(d: Difficulty) -> tuple:
    return (d.cost, -d.odds, d.rank)


def rank_order(world: World, rows: list[Difficulty] | None = None) -> list[str]:
    """The card ids in the order the ranks should follow: the published cards in their
    published order, each reconstructed card after as many published cards as are easier
    than it (reconstructed cards that land in one place: the easier first)."""
    rows = table(world) if rows is None else rows
    published = [d for d in rows if d.source != "reconstructed"]
    gaps: dict[int, list[Difficulty]] = {}
    for d in rows:
        if d.source == "reconstructed":
            place = sum(1 for p in published if p.cost < d.cost)
            gaps.setdefault(place, []).append(d)
    order: list[str] = []
    for i in range(len(published) + 1):
        order += [d.card for d in sorted(gaps.get(i, []), key=_easier)]
        if i < len(published):
            order.append(published[i].card)
    return order


def easier_published(d: Difficulty, rows: list[Difficulty]) -> int:
    """How many published cards are easier than ``d`` (where the rule places it)."""
    return sum(1 for p in rows if p.source != "reconstructed" and p.cost < d.cost)


def spearman(rows: list[Difficulty]) -> float:
    """Spearman's rank correlation between rank and difficulty over ``rows`` (ties share
    their mean place): 1 when harder always means a higher rank."""

    def places(values: list) -> list[float]:
        order = sorted(range(len(values)), key=lambda i: values[i])
        out = [0.0] * len(values)
        i = 0
        while i < len(order):
            j = i
            while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
                j += 1
            for k in range(i, j + 1):
                out[order[k]] = (i + j) / 2
            i = j + 1
        return out

    a = places([d.rank for d in rows])
    b = places([d.cost for d in rows])
    n = len(rows)
    ma, mb = sum(a) / n, sum(b) / n
    cov = sum((x - ma) * (y - mb) for x, y in zip(a, b, strict=True))
    var = math.sqrt(sum((x - ma) ** 2 for x in a) * sum((y - mb) ** 2 for y in b))
    return cov / var if var else 0.0
