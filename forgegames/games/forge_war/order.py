"""Player order after the mine phase: fewest workers in the mine first.

Players with the same number of workers swap their previous relative order (the one who was
later now goes earlier). A player who took the first player's extra move goes last and is left
out of the comparison.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from forgegames.core.i18n import count, tr
from forgegames.games.forge_war.notes import Note


def next_order(
    order: Sequence[int], counts: Mapping[int, int], extra_mover: int | None = None
) -> tuple[tuple[int, ...], tuple[Note, ...]]:
    """The new player order and the notes explaining it.

    ``order`` is the order the mine phase was played in, ``counts`` each seat's workers in the
    mine, ``extra_mover`` the seat that took the extra move (None when it was declined).
    """
    if extra_mover is not None and extra_mover not in order:
        raise ValueError(f"seat {extra_mover} is not in the player order")
    ranked = [s for s in order if s != extra_mover]
    previous = {s: i for i, s in enumerate(order)}
    ranked.sort(key=lambda s: (counts.get(s, 0), -previous[s]))
    notes: list[Note] = []
    i = 0
    while i < len(ranked):
        j = i
        while j + 1 < len(ranked) and counts.get(ranked[j + 1], 0) == counts.get(ranked[i], 0):
            j += 1
        if j > i:
            group = tuple(ranked[i : j + 1])
            names = tr(
                "{names} and {last}",
                names=", ".join(f"{{{k}}}" for k in range(len(group) - 1)),
                last=f"{{{len(group) - 1}}}",
            )
            workers = count(counts.get(group[0], 0), "worker", "workers")
            text = tr(
                "{names} are tied with {workers} in the mine: they reverse their order",
                names=names,
                workers=workers,
            )
            notes.append(Note("order_tie", text, group))
        i = j + 1
    if extra_mover is not None:
        ranked.append(extra_mover)
        last = tr("{0} took the extra move and goes last")
        notes.append(Note("order_last", last, (extra_mover,)))
    listed = ", ".join(
        f"{{{k}}} ({counts.get(s, 0)})"
        if s != extra_mover
        else tr("{who} (extra move)", who=f"{{{k}}}")
        for k, s in enumerate(ranked)
    )
    # the same words as the order's line and note on the board (playtest 21, item 9)
    text = tr("Player order, fewest workers in the mine first: {listed}", listed=listed)
    summary = Note("order_summary", text, tuple(ranked))
    if tuple(ranked) == tuple(order):
        return tuple(ranked), (*notes, summary)
    return tuple(ranked), (changed_note(order, ranked), *notes, summary)


def changed_note(old: Sequence[int], new: Sequence[int]) -> Note:
    """That the player order changes, and who plays first now, with the order before (a
    newcomer saw the mats' "1st" and "2nd" swap and did not know why): the first of the
    order's notes, those on ties and the extra move and the new order with each seat's
    workers after it."""
    before = ", ".join(f"{{{k + 1}}}" for k in range(len(old)))
    text = tr(
        "The player order changes: {first} plays first now (before: {before})",
        first="{0}",
        before=before,
    )
    return Note("order_change", text, (new[0], *old))
