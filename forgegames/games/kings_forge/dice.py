"""Dice arithmetic: which payments fit a gather action, which dice fit a craft card.

Every enumeration is canonical: payments are distinct colour choices (dice of one colour are
interchangeable before the roll); assignments are distinct (colour, value) choices per die
space, with the lowest-numbered die of each kind used, so a legal-moves list stays small.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Sequence

from forgegames.core.i18n import N_, Words, count, tr
from forgegames.games.kings_forge.content import BOX_ALLOWS, COLOURS
from forgegames.games.kings_forge.state import Counts, Die
from forgegames.games.kings_forge.words import NAMES

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


def check_payment(boxes: tuple[str, ...], pay: tuple[str, ...], supply: Counts) -> str | None:
    """Why ``pay`` cannot cover ``boxes`` from ``supply`` (None when it can)."""
    if len(pay) != len(boxes):
        return tr(
            "this action needs exactly {dice}, not {n}",
            dice=count(len(boxes), "die", "dice"),
            n=len(pay),
        )
    for box, colour in zip(boxes, pay, strict=True):
        if colour not in _INDEX:
            return tr("'{c}' is not a die colour (use M, W, G or X)", c=colour)
        if colour not in BOX_ALLOWS[box]:
            return tr(
                "a {colour} die cannot go on a {box} space",
                colour=NAMES[colour],
                box=_BOX_NAMES[box],
            )
    need = counts_of(pay)
    for colour, have, want in zip(COLOURS, supply, need, strict=True):
        if want > have:
            short = (
                tr("you have only 1 {colour} die in your supply")
                if have == 1
                else tr("you have only {n} {colour} dice in your supply")
            )
            return short.format(n=have, colour=NAMES[colour])
    return None


_BOX_NAMES = Words(
    {"A": N_("any-colour"), "W": N_("wood"), "G": N_("gem"), "GX": N_("gem-or-magic")}
)


@functools.cache
def _compositions(allowed: str, size: int) -> tuple[tuple[int, int, int, int], ...]:
    """Every way to split ``size`` dice among the colours ``allowed`` (counts M W G X)."""
    out: list[tuple[int, int, int, int]] = []
    idx = [_INDEX[c] for c in allowed]

    def rec(pos: int, left: int, counts: list[int]) -> None:
        if pos == len(idx) - 1:
            counts[idx[pos]] = left
            out.append((counts[0], counts[1], counts[2], counts[3]))
            counts[idx[pos]] = 0
            return
        for take in range(left, -1, -1):
            counts[idx[pos]] = take
            rec(pos + 1, left - take, counts)
        counts[idx[pos]] = 0

    if idx:
        rec(0, size, [0, 0, 0, 0])
    return tuple(out)


def _multisets(allowed: str, size: int, avail: list[int]) -> Iterator[list[str]]:
    """Every choice of ``size`` dice from colours ``allowed`` within ``avail`` counts."""
    if size == 0:
        yield []
        return
    a0, a1, a2, a3 = avail
    for c0, c1, c2, c3 in _compositions(allowed, size):
        if c0 <= a0 and c1 <= a1 and c2 <= a2 and c3 <= a3:
            yield ["M"] * c0 + ["W"] * c1 + ["G"] * c2 + ["X"] * c3


@functools.lru_cache(maxsize=65536)
def payments(
    boxes: tuple[str, ...], x: tuple[bool, ...], supply: Counts
) -> tuple[tuple[str, ...], ...]:
    """All distinct payments for ``boxes`` (with their X flags) out of ``supply``.

    Boxes with the same kind and X flag are interchangeable, so only the colours placed on
    each group matter; within a group the colours are listed metal first.
    """
    groups: dict[tuple[str, bool], list[int]] = {}
    for pos, key in enumerate(zip(boxes, x, strict=True)):
        groups.setdefault(key, []).append(pos)
    # Restrictive groups first, so a gem-only space claims its gem before "any" spaces.
    order = sorted(groups, key=lambda k: len(BOX_ALLOWS[k[0]]))
    out: list[tuple[str, ...]] = []
    pay: list[str] = [""] * len(boxes)

    def rec(g: int, avail: list[int]) -> None:
        if g == len(order):
            out.append(tuple(pay))
            return
        key = order[g]
        positions = groups[key]
        allowed = "".join(c for c in COLOURS if c in BOX_ALLOWS[key[0]])
        for chosen in _multisets(allowed, len(positions), avail):
            for pos, colour in zip(positions, chosen, strict=True):
                pay[pos] = colour
            left = list(avail)
            for colour in chosen:
                left[_INDEX[colour]] -= 1
            rec(g + 1, left)

    rec(0, list(supply))
    return tuple(dict.fromkeys(out))


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


@functools.lru_cache(maxsize=65536)
def assignments(
    slots: tuple[Slot, ...], pool: tuple[Die, ...], strict: bool = False
) -> tuple[tuple[int, ...], ...]:
    """Every distinct way to fill ``slots`` from ``pool`` (die ids in slot order)."""
    return tuple(_search(slots, pool, strict, False))


@functools.lru_cache(maxsize=65536)
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
