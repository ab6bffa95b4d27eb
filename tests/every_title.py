"""The titles a cross-title test covers, taken from the registry, never written out by hand.

A test that checks something of every title marks its module with ``CROSS_TITLE = True`` and
builds its cases here, so a title added to ``forgegames/games`` is checked the day it is
registered (``tests/test_every_title_covered.py`` holds every marked module to that). A test may
add games of its own (another variant, options) on top of the one per title it gets here.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from forgegames.core import registry
from forgegames.core.title import Options, TitleInfo

Game = tuple[str, str, int, Options]
"""(title id, variant id, seats, options)."""


def titles() -> list[TitleInfo]:
    """Every playable title the launcher lists, in launcher order."""
    return [info for info in registry.catalogue() if info.available]


def title_ids() -> tuple[str, ...]:
    return tuple(info.id for info in titles())


def seats(info: TitleInfo, variant: str, wanted: int) -> int:
    """``wanted`` seats, or the nearest count ``variant`` takes."""
    low, high = info.seats_for(variant)
    return min(max(wanted, low), high)


def games(
    players: int = 2,
    *,
    seats_by_title: Mapping[str, int] | None = None,
    every_variant: bool = False,
    extra: Iterable[Game] = (),
) -> list[Game]:
    """One game of every title (its first variant, or every variant) at ``players`` seats (or
    ``seats_by_title``'s count for a title, or the nearest count the variant takes), with no
    options, followed by ``extra`` (games a test wants besides, not already listed)."""
    found: list[Game] = []
    for info in titles():
        wanted = (seats_by_title or {}).get(info.id, players)
        variants = [v.id for v in info.variants] if every_variant else [info.default_variant]
        found += [(info.id, v, seats(info, v, wanted), ()) for v in variants]
    return found + [game for game in extra if game not in found]


def covered(cases: Iterable[tuple[str, ...]]) -> set[str]:
    """The title ids named first in ``cases``."""
    return {case[0] for case in cases}
