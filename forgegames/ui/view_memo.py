"""The seat's views of states, worked out once each: a frame asks many times for the view of the
same state (the board, its hover, its labels), and a board's own memos key on the view's
identity, so handing back the same object keeps them warm."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

KEPT = 16
"""How many states' views are kept (the state now, and those the log's pointer looks at)."""


class ViewMemo:
    """Views keyed by the state's identity and the seat (states are immutable)."""

    def __init__(self) -> None:
        self._views: dict[int, tuple[Any, int, Any]] = {}

    def view(self, state: Any, seat: int, make: Callable[[Any, int], Any]) -> Any:
        """``make(state, seat)``, or the object it gave last time for this state and seat."""
        kept = self._views.get(id(state))
        if kept is not None and kept[0] is state and kept[1] == seat:
            return kept[2]
        if len(self._views) >= KEPT:
            self._views.clear()
        view = make(state, seat)
        self._views[id(state)] = (state, seat, view)
        return view
