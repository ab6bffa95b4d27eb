"""The launcher's title emblems, one module per title, found by discovery as the boards are
(``forgegames.ui.boards``): a module here defining ``EMBLEMS`` (title id to its painter and
background colour) gives that title its picture; another title gets the showcase's own. The
modules import no rules and no board, so the launcher's first frame stays fast (issue #40)."""

from __future__ import annotations

import functools
import importlib
import pkgutil
from collections.abc import Callable

import pygame

Painter = Callable[[pygame.Surface], None]


@functools.cache
def emblems() -> dict[str, tuple[Painter, tuple[int, int, int]]]:
    """Every title's painter and background, by title id."""
    found: dict[str, tuple[Painter, tuple[int, int, int]]] = {}
    for module in pkgutil.iter_modules(__path__, __name__ + "."):
        found.update(getattr(importlib.import_module(module.name), "EMBLEMS", {}))
    return found
