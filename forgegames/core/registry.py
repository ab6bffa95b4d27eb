"""The list of titles: those built (a package exposing ``TITLE``) and those still coming.

Titles plug in without touching this module: every package under ``forgegames.games`` that
defines a module-level ``TITLE`` is found by ``discover``; the launcher's order lives in
``forgegames.games.ORDER`` and the titles still coming in ``forgegames.games.CATALOGUE``. Tests
may ``register`` extra titles (unlisted by default), or a whole title package of their own with
``register_package`` (the test title, ``tests/titles/dice_race``).
"""

from __future__ import annotations

import importlib
import pkgutil

from forgegames.core.title import Title, TitleInfo

_titles: dict[str, Title] = {}
_discovered = False
load_errors: dict[str, str] = {}
"""Game packages that failed to import, with the reason (reported by check-data)."""


def register(title: Title) -> None:
    """Add (or replace) a built title."""
    _titles[title.info.id] = title


def unregister(title_id: str) -> None:
    _titles.pop(title_id, None)


def register_package(name: str) -> Title | None:
    """Import the title package ``name`` (``forgegames.games.<title>``, or a test's own) and
    register the ``TITLE`` it exposes; the title, or None when the package has none."""
    title = getattr(importlib.import_module(name), "TITLE", None)
    if not isinstance(title, Title):
        return None
    register(title)
    return title


def discover() -> None:
    """Import every game package once and register the titles they expose."""
    global _discovered
    if _discovered:
        return
    _discovered = True
    import forgegames.games as games

    for module in pkgutil.iter_modules(games.__path__, games.__name__ + "."):
        if not module.ispkg:
            continue
        try:
            register_package(module.name)
        except Exception as exc:  # noqa: BLE001 - one broken title must not hide the others
            load_errors[module.name] = f"{type(exc).__name__}: {exc}"


def get(title_id: str) -> Title:
    """The built title with this id; KeyError with the known ids when there is none."""
    discover()
    if title_id not in _titles:
        known = ", ".join(sorted(i.id for i in catalogue() if i.available)) or "none"
        raise KeyError(f"no playable game called '{title_id}' (playable: {known})")
    return _titles[title_id]


def catalogue(include_unlisted: bool = False) -> list[TitleInfo]:
    """Every title to show in the launcher: built ones, then the ones still coming."""
    discover()
    import forgegames.games as games

    infos = [t.info for t in _titles.values() if include_unlisted or t.info.listed]
    built = {i.id for i in infos} | set(_titles)
    infos += [i for i in games.CATALOGUE if i.id not in built]
    order = [*games.ORDER, *(i.id for i in games.CATALOGUE)]
    return sorted(infos, key=lambda i: order.index(i.id) if i.id in order else len(order))
