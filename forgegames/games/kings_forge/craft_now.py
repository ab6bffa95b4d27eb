"""What a gather move does to this round's craft: the dice left to roll and the chance they
craft a card on display (the greedy player weighs it, so its opening crafts).

A player who spends nearly every die on gather cards rolls one die in the craft phase and
crafts nothing; the playtest's opening ("nobody crafted in three rounds") came from that. The
chance is the odds estimate the board shows (``board_info._odds``), with fewer rolls.
"""

from __future__ import annotations

import functools
import math

from forgegames.core.actions import Action
from forgegames.games.kings_forge.content import BOX_ALLOWS, CI, COLOUR_CODE, COLOURS
from forgegames.games.kings_forge.state import KFState

_CHEAP_FIRST = "MWGX"
"""The colours a gatherer pays with first (the common ones)."""


def _stock(s: KFState, code: str, n: int) -> int:
    return min(n, s.stock[CI[code]])


def _spend(counts: list[int], allowed: str) -> None:
    """Take one die of the commonest colour ``allowed`` that ``counts`` still has (a rough
    payer: a hint's figures come from the bot's real payment, ``bots.after_move``)."""
    for code in _CHEAP_FIRST:
        if code in allowed and counts[CI[code]] > 0:
            counts[CI[code]] -= 1
            return


def dice_after(s: KFState, seat: int, a: Action) -> tuple[int, int, int, int]:
    """The dice of each colour ``seat`` would roll this round after gather move ``a``, paying
    with the commonest colours a box allows (Library dice, of any colour, left out)."""
    p = s.players[seat]
    counts = list(p.supply)
    smithy_rolls = p.astro
    verb = a.verb
    if verb == "pay":
        _spend(counts, a.colour)  # type: ignore[attr-defined]
    elif verb == "dock":
        for _ in range(s.world.content.docks[a.action].cost):  # type: ignore[attr-defined]
            _spend(counts, _CHEAP_FIRST)
    elif verb == "docks":
        free = {u.action for u in s.docks}
        costs = [
            spec.cost
            for d, spec in s.world.content.docks.items()
            if d not in free and spec.cost <= sum(p.supply)
        ]
        for _ in range(min(costs, default=0)):
            _spend(counts, _CHEAP_FIRST)
    elif verb in ("claim", "copy"):
        spec = s.world.content.actions[(a.card, a.side)]  # type: ignore[attr-defined]
        if spec.pay_all:
            counts = [0, 0, 0, 0]
        else:
            for box in spec.boxes + (("A",) if verb == "copy" else ()):
                _spend(counts, BOX_ALLOWS[box])
        for e in spec.effects:
            if e.kind == "gain" and e.to == "supply":
                for colour, n in e.gain.items():
                    code = COLOUR_CODE[colour]
                    counts[CI[code]] += _stock(s, code, n)
            elif e.kind == "roll_smithy":
                smithy_rolls = True
    if smithy_rolls:
        counts = [a_ + b for a_, b in zip(counts, p.smithy, strict=True)]
    return (counts[0], counts[1], counts[2], counts[3])


@functools.lru_cache(maxsize=8192)
def cover_chance(n: int, minimums: tuple[int, ...], dead: int = 0) -> float:
    """The exact chance that ``n`` dice of one colour, rolled, fill spaces needing at least
    ``minimums`` (one die a space; a die showing ``dead``, the Cemetery's value, is lost).

    With the spaces sorted highest first, they are filled exactly when, for every i, at least
    i live dice show the i-th highest minimum or more. Faces are settled from 6 down: of the
    r dice not yet settled (each showing at most v), Binomial(r, 1/v) show v."""
    need = sorted(minimums, reverse=True)
    if len(need) > n:
        return 0.0
    if not need:
        return 1.0
    states = {(n, 0): 1.0}  # (dice not yet settled, live dice showing v or more): chance
    for v in range(6, 0, -1):
        wanted = [i + 1 for i, m in enumerate(need) if m == v]
        after: dict[tuple[int, int], float] = {}
        for (r, live), chance in states.items():
            for k in range(r + 1):
                p = chance * math.comb(r, k) * (1 / v) ** k * (1 - 1 / v) ** (r - k)
                now = live + (0 if v == dead else k)
                if wanted and now < max(wanted):
                    continue
                key = (r - k, now)
                after[key] = after.get(key, 0.0) + p
        states = after
    return sum(states.values())


def best_craft(s: KFState, dice: tuple[int, int, int, int]) -> tuple[float, str]:
    """The best chance, over the cards on display, that these dice rolled now craft one of
    them as they fall (colour by colour, exactly: a die fills only its colour's spaces), and
    that card ('' when none can be crafted). Bonuses, re-rolls and Library dice are left out:
    a slight under-estimate, the same for every move weighed."""
    crafts = s.world.content.craft
    best, name = 0.0, ""
    for card in s.display:
        chance = 1.0
        for code in COLOURS:
            minimums = tuple(m for c, m in crafts[card].slots if c == code)
            if minimums:
                chance *= cover_chance(dice[CI[code]], minimums, s.cemetery)
        if chance > best:
            best, name = chance, card
    return best, name


def craft_chance(s: KFState, dice: tuple[int, int, int, int]) -> float:
    """``best_craft``'s chance alone."""
    return best_craft(s, dice)[0]


def dice_now(s: KFState, seat: int) -> tuple[int, int, int, int]:
    """The dice of each colour ``seat`` would roll if the craft phase began now."""
    p = s.players[seat]
    if not p.astro:
        return p.supply
    m, w, g, x = (a + b for a, b in zip(p.supply, p.smithy, strict=True))
    return m, w, g, x


def chance_after(s: KFState, seat: int, a: Action) -> float:
    """The chance of crafting this round after gather move ``a`` (``craft_chance``)."""
    return craft_chance(s, dice_after(s, seat, a))


def colours_fill(s: KFState, seat: int, a: Action) -> bool:
    """Whether, after gather move ``a``, the dice ``seat`` rolls this round are of the colours
    some card on display needs, enough of each (a Library die stands for any colour), whatever
    they show: only then can keeping them to roll, or a token that adds to their values,
    bring a craft this round (playtest 30: the hint's first choice was to pass for the +1/+1
    token with one metal die, and no card on display took a metal die alone)."""
    dice = list(dice_after(s, seat, a))
    if a.verb == "pass" and getattr(a, "bonus", "") == "metal":
        dice[CI["M"]] += _stock(s, "M", 1)
    return bool(cards_filled(s, seat, dice))


def dice_next_round(s: KFState, seat: int, a: Action) -> list[int]:
    """An estimate of the dice of each colour ``seat`` has next round after gather move
    ``a``: its supply and smithy, the dice it placed on gather cards this round (back on its
    smithy, the used-up ones too), and the dice ``a`` gains wherever they go."""
    p = s.players[seat]
    counts = [x + y for x, y in zip(p.supply, p.smithy, strict=True)]
    for placed in s.placements:
        if placed.seat == seat:
            for code in placed.dice:
                if code in COLOURS:
                    counts[CI[code]] += 1
    if a.verb in ("claim", "copy"):
        spec = s.world.content.actions[(a.card, a.side)]  # type: ignore[attr-defined]
        for e in spec.effects:
            if e.kind == "gain":
                for colour, n in e.gain.items():
                    code = COLOUR_CODE[colour]
                    counts[CI[code]] += _stock(s, code, n)
    return counts


def cards_filled(s: KFState, seat: int, dice: list[int] | tuple[int, ...]) -> list[str]:
    """The cards on display whose spaces ``dice`` (a count per colour, rolled this round by
    ``seat``, whose Library dice stand for any colour) fill colour by colour, whatever the
    dice show: the only cards those dice could craft."""
    wild = s.players[seat].library
    crafts = s.world.content.craft
    out = []
    for card in s.display:
        if not card:
            continue
        short = sum(
            max(0, sum(1 for c, _ in crafts[card].slots if c == code) - dice[CI[code]])
            for code in COLOURS
        )
        if short <= wild:
            out.append(card)
    return out
