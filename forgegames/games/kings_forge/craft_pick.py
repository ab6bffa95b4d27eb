"""Which rolled dice a one-click craft or steal uses (the board's click on a card, its preview).

A sensible player first keeps the dice another item of this roll needs (the choice that
leaves the most items still to make), then puts the highest dice on the item, since a thief
must match every die on it and beat one (playtest 26: the Anvil made with metal 1, 2, 2 from
a roll of 5, 2, 1, 2, 2 was stolen with 4, 2, 2; with the 5 on it, it would have stayed).
Equal totals go to the set whose highest die is lower, then to the lowest die ids.

This picks among the legal moves the engine lists; it decides no rule.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from forgegames.core.actions import Action
from forgegames.games.kings_forge.actions import Craft
from forgegames.games.kings_forge.dice import assignments
from forgegames.games.kings_forge.state import Die, KFState
from forgegames.games.kings_forge.world import World

MOST_FOLLOW_UPS = 4
"""How many further items the search looks for after the one clicked: more than a roll makes
in practice (a display holds three cards), and it bounds the search on a large roll."""


def _after(
    world: World, display: tuple[str, ...], line: tuple[str, ...], card: str
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The display and waiting line once ``card`` is made (the line's next card comes out)."""
    rest = tuple(c for c in display if c != card)
    return (rest + line[:1], line[1:]) if line else (rest, line)


@functools.lru_cache(maxsize=1024)
def _more(
    world: World, pool: tuple[Die, ...], display: tuple[str, ...], line: tuple[str, ...], depth: int
) -> int:
    """The most items ``pool`` still makes one after another from ``display`` (up to
    ``depth``)."""
    if depth <= 0 or not pool:
        return 0
    best = 0
    crafts = world.content.craft
    for card in display:
        nxt, rest_line = _after(world, display, line, card)
        for ids in assignments(crafts[card].slots, pool):
            left = tuple(d for d in pool if d.id not in ids)
            best = max(best, 1 + _more(world, left, nxt, rest_line, depth - 1))
            if best >= depth:
                return best
    return best


def follow_ups(state: KFState, action: Action) -> int:
    """How many more items the dice left after ``action`` still make this turn (0 after a
    steal: stealing takes the whole turn)."""
    if not isinstance(action, Craft):
        return 0
    ids = set(action.dice)
    left = tuple(d for d in state.pool if d.id not in ids)
    display, line = _after(state.world, state.display, state.line, action.card)
    return _more(state.world, left, display, line, MOST_FOLLOW_UPS)


def pick(state: KFState, options: Sequence[Action]) -> Action | None:
    """Among legal craft or steal moves of one card, the one a sensible player makes (see the
    module's words); None for no options."""
    if not options:
        return None
    values = {d.id: d.value for d in state.pool}

    def rank(action: Action) -> tuple:
        ids: tuple[int, ...] = getattr(action, "dice", ())
        dice = [values.get(i, 0) for i in ids]
        return (-follow_ups(state, action), -sum(dice), max(dice, default=0), ids)

    return min(options, key=rank)
