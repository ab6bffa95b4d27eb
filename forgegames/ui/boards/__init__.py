"""Board views, one per title, found by discovery: a module or package here defining ``BOARDS``
(a mapping of title id to a BoardView class) plugs a board in; other titles get the generic one.
A package may export more such mappings (``LEGENDS``...), read with ``board_part``.
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

from forgegames.ui.boards.base import BoardView
from forgegames.ui.boards.generic import GenericBoard

__all__ = ["BoardView", "board_class", "board_part"]


def board_part(title_id: str, name: str) -> Any:
    """The entry for ``title_id`` in the mapping ``name`` (BOARDS, LEGENDS...) that a board
    module or package of this folder defines, or None."""
    for module in pkgutil.iter_modules(__path__, __name__ + "."):
        found = getattr(importlib.import_module(module.name), name, {})
        if title_id in found:
            return found[title_id]
    return None


def board_class(title_id: str) -> type[BoardView]:
    """The board view registered for ``title_id``, or the generic one."""
    return board_part(title_id, "BOARDS") or GenericBoard
