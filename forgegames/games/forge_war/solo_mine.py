"""The solo variant's automated colours in the mine: which moves their priority allows.

An automated colour jumps as many workers of other colours as it can; among those moves, as
few of its own as it can; the player chooses among the moves left (rulebook "Solo Variant").
It passes only when it has no move at all (docs/rulings.md).
"""

from __future__ import annotations

from forgegames.core.actions import Action
from forgegames.core.hexgrid import Hex
from forgegames.core.i18n import tr
from forgegames.games.forge_war.mine import Mine, MovePath, destinations
from forgegames.games.forge_war.mine_actions import PassMove, move_action


def jump_rank(mine: Mine, colour: int, path: MovePath) -> tuple[int, int]:
    """(workers of other colours jumped, own workers jumped) by a move along ``path``."""
    own = sum(1 for h in path.passed if mine.workers[h] == colour)
    return len(path.passed) - own, own


def priority_moves(mine: Mine, colour: int) -> list[Action]:
    """The moves ``colour``'s priority allows (all equally ranked), or passing without any."""
    ranked: list[tuple[tuple[int, int], Hex, Hex]] = [
        (jump_rank(mine, colour, path), start, end)
        for start in mine.overseers_of(colour)
        for end, path in destinations(mine, start)
    ]
    if not ranked:
        return [PassMove()]
    best = max(ranked, key=lambda item: (item[0][0], -item[0][1]))[0]
    return [move_action(start, end) for rank, start, end in ranked if rank == best]


def why_not_priority(mine: Mine, colour: int, action: Action) -> str | None:
    """Why the priority forbids ``action`` for the automated ``colour``, or None."""
    allowed = priority_moves(mine, colour)
    if action in allowed:
        return None
    if isinstance(action, PassMove):
        return tr("an automated colour never passes while it has a move")
    first = allowed[0]
    for start in mine.overseers_of(colour):
        for end, path in destinations(mine, start):
            if move_action(start, end) == first:
                others, own = jump_rank(mine, colour, path)
                return tr(
                    "an automated colour jumps as many workers of other colours as it can"
                    " ({others}), then as few of its own as it can ({own})",
                    others=others,
                    own=own,
                )
    return tr("that is not a move of the automated colour")
