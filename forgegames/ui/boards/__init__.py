"""Board views, one per title, found by discovery: a module or package here defining ``BOARDS``
(a mapping of title id to a BoardView class) plugs a board in; other titles get the generic one.
A board's other parts (its legend: ``LEGENDS``; checks of data only the interface reads:
``DATA_CHECKS``; the sound each action type makes: ``SOUNDS``) are found the same way, with
``board_part`` and ``all_parts``. A package's pictures join the icon set when it is imported
(``icons.add_kind``).
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

from forgegames.ui.boards.base import BoardView
from forgegames.ui.boards.generic import GenericBoard

__all__ = ["BoardView", "all_parts", "board_class", "board_part"]


def board_part(title_id: str, name: str) -> Any | None:
    """What a module or package here exports for ``title_id`` in its mapping ``name``
    (``BOARDS``, ``LEGENDS``...), or None when none does."""
    for module in pkgutil.iter_modules(__path__, __name__ + "."):
        part = getattr(importlib.import_module(module.name), name, {})
        if title_id in part:
            return part[title_id]
    return None


def all_parts(name: str) -> dict[str, Any]:
    """Every title's entry in the mapping ``name`` that a module or package here exports."""
    found: dict[str, Any] = {}
    for module in pkgutil.iter_modules(__path__, __name__ + "."):
        found.update(getattr(importlib.import_module(module.name), name, {}))
    return found


def board_class(title_id: str) -> type[BoardView]:
    """The board view registered for ``title_id``, or the generic one."""
    return board_part(title_id, "BOARDS") or GenericBoard
