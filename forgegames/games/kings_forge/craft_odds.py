"""The chance that a seat's dice still to be rolled this round craft a card (the board shows
it on each item; the hint and the strongest computer player weigh moves by it). Its own module
so that the bots and ``board_info`` can both use it with imports running one way."""

from __future__ import annotations

import dataclasses
import functools
import random

from forgegames.core.i18n import listing, ntr, tr
from forgegames.games.kings_forge.content import COLOURS
from forgegames.games.kings_forge.dice import possible
from forgegames.games.kings_forge.state import PHASE_CRAFT, Die, KFState

SAMPLES = 1000
"""Rolls simulated per estimate."""


@dataclasses.dataclass(frozen=True)
class Odds:
    """A chance with the words that say how it was found."""

    value: float
    how: str


def craft_probability(state: KFState, seat: int, card: str) -> Odds:
    """The chance that ``seat``'s dice still to be rolled this round (supply, Library dice,
    smithy with the Astrologer) craft ``card``, helped by their unused bonuses and tokens.

    Monte-Carlo over ``SAMPLES`` rolls with a fixed seed (±3.1 points at 95%); bonuses are
    spent by a simple rule (1s to 6s, then Automatic 6, flips and pips on the dice that fall
    short), so the figure is a slight under-estimate when bonuses matter; re-rolls are ignored.
    """
    p = state.players[seat]
    dice = list(p.supply)
    if p.astro:
        dice = [a + b for a, b in zip(dice, p.smithy, strict=True)]
    powers = tuple(
        (pw.kind, pw.amount, pw.uses) for pw in p.powers if pw.uses > 0 and pw.kind != "reroll"
    )
    value = _odds(
        state.world.content.craft[card].slots, tuple(dice), p.library, powers, state.cemetery
    )
    return Odds(value, tr("estimated from {n} simulated rolls, ±3 points", n=SAMPLES))


def crafts_before(state: KFState, seat: int) -> tuple[int, ...]:
    """The seats whose craft turn this round still comes before ``seat``'s: the first
    player's first, then round the table (in the craft phase, those not done yet)."""
    done = state.crafters if state.phase == PHASE_CRAFT else 0
    ahead = (seat - state.first) % state.n
    return tuple((state.first + i) % state.n for i in range(done, ahead))


def takers_first(state: KFState, seat: int, card: str) -> tuple[int, ...]:
    """The seats that craft before ``seat`` this round and could take ``card`` before its
    turn: one still gathering (its dice may yet change) or one whose dice have a chance at
    it now (``craft_probability``). ``seat``'s own chance holds only if the card is still
    there (playtest 28: a hint promised the Anvil at 100%; Bruno, first, crafted it)."""
    return tuple(
        other
        for other in crafts_before(state, seat)
        if not state.players[other].passed or craft_probability(state, other, card).value > 0
    )


def if_still_there(state: KFState, seat: int, card: str, words: str) -> str:
    """``words`` (a chance that ``seat`` crafts ``card``) with the condition it holds on
    when a seat crafting first could take the card: '... if it is still there when you craft
    (Bruno crafts before you)'; ``words`` alone when none could."""
    takers = takers_first(state, seat, card)
    if not takers:
        return words
    return ntr(
        len(takers),
        "{words} if it is still there when you craft ({who} crafts before you)",
        "{words} if it is still there when you craft ({who} craft before you)",
        words=words,
        who=listing([state.names[t] for t in takers]),
    )


@functools.lru_cache(maxsize=4096)
def _odds(
    slots: tuple[tuple[str, int], ...],
    dice: tuple[int, ...],
    library: int,
    powers: tuple[tuple[str, int, int], ...],
    dead: int,
) -> float:
    colours = [c for c, k in zip(COLOURS, dice, strict=True) for _ in range(k)] + ["L"] * library
    needed = {c for c, _ in slots}
    colours = [c for c in colours if c in needed or c == "L"]
    if len(colours) < len(slots):
        return 0.0
    for colour in needed:
        wanted = sum(1 for c, _ in slots if c == colour)
        if sum(1 for c in colours if c in (colour, "L")) < wanted:
            return 0.0
    bits = random.Random(12345).getrandbits
    hits = 0
    seen: dict[tuple, bool] = {}  # a roll's answer, for the rolls that come again
    for _ in range(SAMPLES):
        faces = [_face(bits) for _ in colours]
        pairs = [(c, v) for c, v in zip(colours, faces, strict=True) if v != dead]
        # without bonuses only which dice fell counts; with them, their order too
        key = tuple(faces) if powers else tuple(sorted(pairs))
        found = seen.get(key)
        if found is None:
            pool = [Die(i, c, v) for i, (c, v) in enumerate(zip(colours, faces, strict=True))]
            pool = [d for d in pool if d.value != dead]
            found = seen[key] = _craftable(slots, pool, powers)
        hits += found
    return hits / SAMPLES


def _face(bits) -> int:
    """One die's face from ``bits`` (a ``random.Random``'s ``getrandbits``): exactly what
    ``randint(1, 6)`` draws from the same generator (three bits, drawn again while they
    read 6 or 7), without its argument checks, which were most of the estimate's time."""
    value = bits(3)
    while value >= 6:
        value = bits(3)
    return value + 1


def _craftable(
    slots: tuple[tuple[str, int], ...], pool: list[Die], powers: tuple[tuple[str, int, int], ...]
) -> bool:
    if len(pool) < len(slots):
        return False
    if possible(slots, tuple(pool)):
        return True
    if not powers:
        return False
    kinds = [k for k, _, _ in powers]
    if "sixes" in kinds:
        pool = [Die(d.id, d.colour, 6) if d.value == 1 else d for d in pool]
        if possible(slots, tuple(pool)):
            return True
    # Match the highest spaces first with the best die of their colour, then cover
    # shortfalls with the bonuses.
    free = sorted(pool, key=lambda d: -d.value)
    short: list[tuple[int, int, int]] = []
    for colour, minimum in sorted(slots, key=lambda sl: -sl[1]):
        fitting = [d for d in free if d.colour in (colour, "L")]
        if not fitting:
            return False
        ok = [d for d in fitting if d.value >= minimum]
        pick = ok[-1] if ok else fitting[0]
        free.remove(pick)
        if pick.value < minimum:
            short.append((minimum - pick.value, minimum, pick.value))
    auto6 = kinds.count("auto6")
    flips = kinds.count("flip")
    pips = sorted(
        [amount for kind, amount, uses in powers if kind == "plus" for _ in range(uses)],
        reverse=True,
    )
    for need, minimum, value in sorted(short, reverse=True):
        if flips and 7 - value >= minimum:
            flips -= 1
            continue
        if auto6 and minimum <= 6:
            auto6 -= 1
            continue
        while need > 0 and pips:
            need -= pips.pop(0)
        if need > 0:
            return False
    return True
