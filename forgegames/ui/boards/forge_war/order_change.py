"""The player order's last change, for the mats' turn-order badges: a newcomer saw "1st" and
"2nd" swap between rounds while the mats stayed put and did not know why (playtest fw26,
item 3). A badge whose seat moved in the order the last mine phase set carries an arrow
(up: it plays earlier now) until that order has had its round; its tooltip says where the
seat was before and what decides the order. The order itself is the engine's
(``order.next_order``); this only finds, in the session's history, the order before it."""

from __future__ import annotations

from typing import Any

from forgegames.core.i18n import tr
from forgegames.games.forge_war.state import FWState
from forgegames.ui.boards.forge_war.look import ordinal


def last_reorder(host: Any, memo: dict[str, Any]) -> tuple[tuple[int, ...], int] | None:
    """The order before the last mine phase's end and the round it ended in, or None (no
    mine phase has ended yet), from what the board's ``host`` shows (the moves made, the views
    before them: the order is open to all). ``memo`` keeps the answer for the moves as they
    are (the search works out views only around the moves that changed the phase)."""
    history = host.played()
    key = (len(history), history[-1] if history else None)
    if memo.get("key") == key:
        return memo["found"]
    found = None
    for index in range(len(history) - 1, -1, -1):
        if not any(e.kind == "phase" for e in history[index].events):
            continue
        before, after = host.view_before(index), host.view_before(index + 1)
        if before.phase == "mine" and after.phase != "mine":
            found = (tuple(before.order), before.round)
            break
    memo["key"], memo["found"] = key, found
    return found


def moved(v: FWState, seat: int, reorder: tuple[tuple[int, ...], int] | None) -> int:
    """How many places ``seat`` moved up in the order the last mine phase set (negative:
    down), while that order is the one played: through its round and the next mine phase."""
    if reorder is None or v.solo or v.players == 1:
        return 0
    before, round_no = reorder
    if v.round > round_no + 1 or (v.round == round_no + 1 and v.phase != "mine"):
        return 0
    if seat not in before or tuple(v.order) == before:
        return 0
    return before.index(seat) - list(v.order).index(seat)


def badge_words(v: FWState, seat: int, reorder) -> str:
    """A mat's badge: its place in the order, with an arrow where it moved ("↑1st")."""
    place = ordinal(list(v.order).index(seat) + 1)
    step = moved(v, seat, reorder)
    return ("↑" if step > 0 else "↓" if step < 0 else "") + place


def change_words(v: FWState, seat: int, reorder) -> str:
    """The badge's tooltip's first line where its seat moved: from which place to which,
    and why; empty otherwise."""
    step = moved(v, seat, reorder)
    if not step:
        return ""
    was = ordinal(reorder[0].index(seat) + 1)
    now = ordinal(list(v.order).index(seat) + 1)
    return tr(
        "New order since the last mine phase: {was} before, {now} now. The fewer workers "
        "a player has in the mine, the earlier they play.",
        was=was,
        now=now,
    )
