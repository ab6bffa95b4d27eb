"""The list of titles: those built (a package exposing ``TITLE``) and those still coming.

Titles plug in without touching this module: every package under ``forgegames.games`` that
defines a module-level ``TITLE`` is found by ``discover``; the launcher's order lives in
``forgegames.games.ORDER`` and the titles still coming in ``forgegames.games.CATALOGUE``. Tests
may ``register`` extra titles (unlisted by default), or a whole title package of their own with
``register_package`` (the test title, ``tests/titles/dice_race``).

A package may also expose ``INFO`` (its ``TitleInfo``) from a light module and import its rules
only when ``TITLE`` is first read (issue #40: importing every title's rules cost the launcher
more than a second before its first frame). ``infos`` lists the titles from ``INFO`` alone,
and ``get`` imports only the one title asked for; ``discover`` and ``catalogue`` still import
every title, as the command line, the tools and the tests expect.
"""

from __future__ import annotations

import importlib
import pkgutil
import threading

from forgegames.core.title import Title, TitleInfo

_titles: dict[str, Title] = {}
_discovered = False
load_errors: dict[str, str] = {}
"""Game packages that failed to import, with the reason (reported by check-data)."""
_light: dict[str, tuple[str, TitleInfo]] = {}
"""Title id -> (package, ``INFO``) of the game packages whose rules are not imported yet."""
_listed = False
_lock = threading.RLock()
"""Held while a title is being found or imported: the launcher checks titles in a worker
thread while its own thread may ask for the title on show (one import, one ``TITLE``)."""


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


def _packages() -> list[str]:
    import forgegames.games as games

    found = pkgutil.iter_modules(games.__path__, games.__name__ + ".")
    return [module.name for module in found if module.ispkg]


def _list_packages() -> None:
    """Read every game package's ``INFO`` once, importing no rules (a package without one is
    imported whole, as ``discover`` does); a package that fails is left to ``discover``."""
    global _listed
    if _listed or _discovered:
        return
    _listed = True
    for name in _packages():
        try:
            package = importlib.import_module(name)
            info = vars(package).get("INFO")
            if not isinstance(info, TitleInfo) or isinstance(vars(package).get("TITLE"), Title):
                register_package(name)
            elif info.id not in _titles:
                _light[info.id] = (name, info)
        except Exception:  # noqa: BLE001,S112 - ``discover`` records it for check-data
            continue


def infos(include_unlisted: bool = False) -> list[TitleInfo]:
    """``catalogue`` without importing any title's rules: what the launcher draws first."""
    if _discovered:
        return catalogue(include_unlisted)
    with _lock:
        _list_packages()
        known = {title_id: info for title_id, (_, info) in _light.items()}
        known.update((title_id, title.info) for title_id, title in _titles.items())
    return _ordered([i for i in known.values() if include_unlisted or i.listed], set(known))


def discover() -> None:
    """Import every game package once and register the titles they expose."""
    global _discovered
    with _lock:
        if _discovered:
            return
        _discovered = True
        for name in _packages():
            try:
                register_package(name)
            except Exception as exc:  # noqa: BLE001 - one broken title must not hide the others
                load_errors[name] = f"{type(exc).__name__}: {exc}"
        _light.clear()


def get(title_id: str) -> Title:
    """The built title with this id; KeyError with the known ids when there is none. A title
    listed by ``infos`` is imported alone (its rules, not the other titles')."""
    if title_id in _titles:
        return _titles[title_id]
    with _lock:
        _list_packages()
        if title_id in _light:
            package, _ = _light.pop(title_id)
            try:
                register_package(package)
            except Exception as exc:  # noqa: BLE001 - reported as ``discover`` would
                load_errors[package] = f"{type(exc).__name__}: {exc}"
        if title_id not in _titles:
            discover()
    if title_id not in _titles:
        known = ", ".join(sorted(i.id for i in catalogue() if i.available)) or "none"
        raise KeyError(f"no playable game called '{title_id}' (playable: {known})")
    return _titles[title_id]


def catalogue(include_unlisted: bool = False) -> list[TitleInfo]:
    """Every title to show in the launcher: built ones, then the ones still coming."""
    discover()
    built = [t.info for t in _titles.values() if include_unlisted or t.info.listed]
    return _ordered(built, {i.id for i in built} | set(_titles))


def _ordered(built: list[TitleInfo], ids: set[str]) -> list[TitleInfo]:
    """``built`` and the titles still coming (those of them not among ``ids``), in order."""
    import forgegames.games as games

    listed = built + [i for i in games.CATALOGUE if i.id not in ids]
    order = [*games.ORDER, *(i.id for i in games.CATALOGUE)]
    return sorted(listed, key=lambda i: order.index(i.id) if i.id in order else len(order))
