"""A game package's ``TITLE`` built on first use (issue #40: the launcher lists the titles from
their light ``INFO`` alone, and imports a title's rules only when it is chosen)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any


def lazy_title(package: str, cls: str, rules: Callable[[], type]) -> Callable[[str], Any]:
    """The module ``__getattr__`` of game package ``package``: ``TITLE`` (an instance of the
    title class ``cls`` that ``rules`` imports and returns) and ``cls`` itself import the rules
    on first read, then stay in the package as plain attributes. ``rules`` imports inside the
    package's own function, so the import graph (tests) still sees the package use its rules."""

    def getattr_(name: str) -> Any:
        if name not in ("TITLE", cls):
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        made = rules()
        found = vars(sys.modules[package])
        found.setdefault("TITLE", made())  # one title, even if two threads ask
        found[cls] = made
        return found[name]

    return getattr_
