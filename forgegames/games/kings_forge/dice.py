"""Dice arithmetic: which payments fit a gather action, which dice fit a craft card.

Every enumeration is canonical: payments are distinct colour choices (dice of one colour are
interchangeable before the roll); assignments are distinct (colour, value) choices per die
space, with the lowest-numbered die of each kind used, so a legal-moves list stays small.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from forgegames.core.i18n import count, tr
from forgegames.games.kings_forge.content import COLOURS
from forgegames.games.kings_forge.state import Counts, Die
from forgegames.games.kings_forge.words import NAMES

SEARCHES_KEPT = 2048
"""How many dice searches each of ``assignments`` and ``possible`` remembers: they are found again
seldom (6 % of calls in greedy games), so a few games' worth keeps a long session's memory flat."""
_INDEX = {c: i for i, c in enumerate(COLOURS)}
Slot = tuple[str, int]


def counts_of(colours: Sequence[str]) -> Counts:
    """Dice per colour (M W G X) in a list of colour letters."""
    out = [0, 0, 0, 0]
    for c in colours:
        out[_INDEX[c]] += 1
    return (out[0], out[1], out[2], out[3])


def all_dice(counts: Counts) -> tuple[str, ...]:
    """Every die of ``counts`` as colour letters, metal first."""
    return tuple(c for c, k in zip(COLOURS, counts, strict=True) for _ in range(k))


def fits(colour: str, slot_colour: str) -> bool:
    """A die of ``colour`` may fill a space of ``slot_colour`` (the Library die fits any)."""
    return colour == slot_colour or colour == "L"


def _search(
    slots: tuple[Slot, ...], pool: tuple[Die, ...], strict: bool, first_only: bool
) -> list[tuple[int, ...]]:
    """Assignments of pool dice to ``slots`` (colour, minimum).

    With ``strict`` at least one die must exceed its space's minimum (the steal rule, where
    the minimum is the holder's die). Returns die ids in slot order.
    """
    kinds: dict[tuple[str, int], list[int]] = {}
    for d in pool:
        kinds.setdefault((d.colour, d.value), []).append(d.id)
    keys = sorted(kinds)
    counts = [len(kinds[k]) for k in keys]
    n = len(slots)
    order = sorted(range(n), key=lambda i: (slots[i][0], -slots[i][1]))
    chosen = [0] * n
    out: list[tuple[int, ...]] = []

    def rec(k: int, lo: int, greater: bool) -> bool:
        if k == n:
            if strict and not greater:
                return False
            used: dict[int, int] = {}
            ids = []
            for i in range(n):
                ki = chosen[i]
                j = used.get(ki, 0)
                used[ki] = j + 1
                ids.append(kinds[keys[ki]][j])
            out.append(tuple(ids))
            return first_only
        i = order[k]
        colour, minimum = slots[i]
        start = lo if k > 0 and slots[order[k - 1]] == slots[i] else 0
        for ki in range(start, len(keys)):
            if not counts[ki]:
                continue
            c, v = keys[ki]
            if v < minimum or not (c == colour or c == "L"):
                continue
            counts[ki] -= 1
            chosen[i] = ki
            done = rec(k + 1, ki, greater or v > minimum)
            counts[ki] += 1
            if done:
                return True
        return False

    rec(0, 0, False)
    return out


@functools.lru_cache(maxsize=SEARCHES_KEPT)
def assignments(
    slots: tuple[Slot, ...], pool: tuple[Die, ...], strict: bool = False
) -> tuple[tuple[int, ...], ...]:
    """Every distinct way to fill ``slots`` from ``pool`` (die ids in slot order)."""
    return tuple(_search(slots, pool, strict, False))


@functools.lru_cache(maxsize=SEARCHES_KEPT)
def possible(slots: tuple[Slot, ...], pool: tuple[Die, ...], strict: bool = False) -> bool:
    """True when some assignment exists (stops at the first)."""
    if len(pool) < len(slots):
        return False
    return bool(_search(slots, pool, strict, True))


def check_assignment(slots: tuple[Slot, ...], dice: Sequence[Die], strict: bool) -> str | None:
    """Why ``dice`` (one per slot, in order) do not fill ``slots`` (None when they do)."""
    if len(dice) != len(slots):
        return tr(
            "this card has {spaces}; {n} given",
            spaces=count(len(slots), "die space", "die spaces"),
            n=len(dice),
        )
    greater = False
    for n, (die, (colour, minimum)) in enumerate(zip(dice, slots, strict=True), start=1):
        if not fits(die.colour, colour):
            return tr(
                "space {n} needs a {colour} die, not a {other} one",
                n=n,
                colour=NAMES[colour],
                other=NAMES[die.colour],
            )
        if die.value < minimum:
            if strict:
                return tr(
                    "space {n}: your {v} is lower than the {k} already there "
                    "(each of your dice must be at least the holder's)",
                    n=n,
                    v=die.value,
                    k=minimum,
                )
            return tr(
                "space {n} needs at least {k}; that die shows {v}", n=n, k=minimum, v=die.value
            )
        greater = greater or die.value > minimum
    if strict and not greater:
        return tr("to steal, at least one of your dice must beat the holder's die on its space")
    return None
