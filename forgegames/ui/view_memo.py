"""The seat's views of states, worked out once each: a frame asks many times for the view of the
same state (the board, its hover, its labels), and a board's own memos key on the view's
identity, so handing back the same object keeps them warm."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

KEPT = 64
"""How many states' views are kept (the state now, those the log's pointer looks at, and the
states before each move of a round's trail: Warparty's four armies' make more than 16)."""


class ViewMemo:
    """Views keyed by the state's identity and the seat (states are immutable)."""

    def __init__(self) -> None:
        self._views: dict[int, tuple[Any, int, Any]] = {}

    def view(self, state: Any, seat: int, make: Callable[[Any, int], Any]) -> Any:
        """``make(state, seat)``, or the object it gave last time for this state and seat."""
        views = self._views
        kept = views.get(id(state))
        if kept is not None and kept[0] is state and kept[1] == seat:
            if next(reversed(views)) != id(state):  # (the latest used last)
                views[id(state)] = views.pop(id(state))
            return kept[2]
        # the least lately used goes, never all at once: the log's pointer making views of
        # past states must not drop the view of the state now, which every board's memos
        # key on (a new one made them all work again, a frame's time)
        while len(views) >= KEPT:
            del views[next(iter(views))]
        view = make(state, seat)
        views[id(state)] = (state, seat, view)
        return view
