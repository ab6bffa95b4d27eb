"""Board views, one per title, found by discovery: a module here defining ``BOARDS``
(a mapping of title id to a BoardView class) plugs a board in; other titles get the generic one.
"""

from __future__ import annotations

import importlib
import pkgutil

from forgegames.ui.boards.base import BoardView
from forgegames.ui.boards.generic import GenericBoard

__all__ = ["BoardView", "board_class"]


def board_class(title_id: str) -> type[BoardView]:
    """The board view registered for ``title_id``, or the generic one."""
    for module in pkgutil.iter_modules(__path__, __name__ + "."):
        boards = getattr(importlib.import_module(module.name), "BOARDS", {})
        if title_id in boards:
            return boards[title_id]
    return GenericBoard
