"""The process-wide caches the engines keep, found so that a test and ``tools/memory_growth.py``
can check that a process playing many games (a tournament, an evening in one window) does not
grow with them.

Caches tied to a state (its ``memo``) go with the state. The others live as long as the process:
``functools`` caches on module functions, found here by their ``cache_info``, and plain
dictionaries, which their module registers with ``keep_dict_cache``.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

SizeAndLimit = tuple[int, int | None]
"""A cache's entries now, and the most it keeps (None: no limit)."""

_DICT_CACHES: list[Callable[[], dict[str, SizeAndLimit]]] = []


def keep_dict_cache(sizes: Callable[[], dict[str, SizeAndLimit]]) -> None:
    """Register a function naming a module's dictionary caches with their sizes and limits."""
    _DICT_CACHES.append(sizes)


def process_caches(prefix: str = "forgegames.") -> dict[str, SizeAndLimit]:
    """Every process-wide cache of the loaded ``prefix`` modules, by name: (size, limit)."""
    found: dict[str, SizeAndLimit] = {}
    for module_name, module in list(sys.modules.items()):
        if not module_name.startswith(prefix) or module is None:
            continue
        for attr, value in list(vars(module).items()):
            info = getattr(value, "cache_info", None)
            if not callable(info) or getattr(value, "__module__", module_name) != module_name:
                continue
            stats = info()
            found[f"{module_name}.{attr}"] = (stats.currsize, stats.maxsize)
    for sizes in _DICT_CACHES:
        found.update(sizes())
    return found
