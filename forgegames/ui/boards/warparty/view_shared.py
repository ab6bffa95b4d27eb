"""What a Warparty board works out from the map's shapes and the view alone (never the
game's state), kept for the process: a new board over the same map in the same view (the
next game, a game loaded, the same window again) finds it there. Working it out took about
a second a board (``MapNames.prepare_places``: each territory's mark box and the Names
view's grid of label spots)."""

from __future__ import annotations

from typing import Any

SHARED_PARTS = frozenset(
    {"grid", "masks", "grid points", "rows", "marks", "spots", "forms", "floating"}
)
"""``MapNames.view_memo`` parts that follow from the shapes and the view only, given their
own keys (a label's fixed spots by its size and the printed marks near it; a name's forms by
its words, language and type sizes): each new board in a view seen before searched its
labels' spots and forms again, about half of ``prepare_places``. Not "whole": it keeps
rendered lines, which a text report started since would not know (``text_report.note``)."""

VIEWS_SHARED = 8
"""Views kept (the latest; a window's sizes and large print's, zoomed in and back out)."""

_maps: dict[tuple, int] = {}
_views: dict[tuple, dict[str, dict]] = {}


def shared_memo(canvas: Any, scale: float, part: str) -> dict:
    """The dict for ``part`` kept for ``canvas``'s map and view (its area, scale and corner,
    the counters' scale) and the board's ``scale``."""
    shapes = getattr(canvas, "_shapes_id", None)
    if shapes is None:  # (the outlines compared once per canvas, then a number stands for them)
        outline = (canvas.tmx.width, canvas.tmx.height, tuple(canvas.polygons.items()))
        shapes = canvas._shapes_id = _maps.setdefault(outline, len(_maps))
    view = (shapes, canvas.view_key(), canvas.ui, scale)
    memo = _views.get(view)
    if memo is None:
        while len(_views) >= VIEWS_SHARED:
            del _views[next(iter(_views))]
        memo = _views[view] = {}
    elif next(reversed(_views)) != view:
        _views[view] = _views.pop(view)  # (the latest last)
    return memo.setdefault(part, {})
