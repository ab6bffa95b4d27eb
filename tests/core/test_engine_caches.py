"""A process that plays many games does not grow with them (issue 40): every cache an engine
keeps for the whole process either has a small limit or stops growing once its title's data is
read. (``tools/memory_growth.py`` measures the memory itself over a hundred games.)"""

from __future__ import annotations

import pytest

from forgegames.core import registry
from forgegames.core.engine_caches import process_caches
from forgegames.core.simulate import simulate

LIMIT = 10_000
"""The most entries a process-wide cache may keep: a few games' worth."""

TITLES = [info.id for info in registry.catalogue(include_unlisted=True) if info.available]


@pytest.mark.parametrize("title_id", TITLES)
def test_process_caches_are_small_or_stop_growing(title_id: str) -> None:
    title = registry.get(title_id)
    players = title.info.seats_for(title.info.default_variant)[0]
    simulate(title, players, 1, 500, bots=["greedy"], check=False)
    after_one = process_caches()
    simulate(title, players, 2, 501, bots=["greedy"], check=False)
    after_three = process_caches()
    grown = {
        name: (size, limit)
        for name, (size, limit) in after_three.items()
        if (limit is None or limit > LIMIT) and size > after_one.get(name, (0, None))[0]
    }
    assert not grown, f"caches that keep growing with the games played: {grown}"


def test_the_caches_games_fill_are_found() -> None:
    """The search sees the caches engines fill in play (one it missed would go unchecked)."""
    simulate(registry.get("warparty"), 2, 1, 7, bots=["greedy"], check=False)
    simulate(registry.get("kings-forge"), 2, 1, 7, bots=["greedy"], check=False)
    found = process_caches()
    kept = ("warparty.moves", "warparty.routes[0]", "forgegames.games.warparty.fighters.target")
    for name in kept:
        assert found[name][0] > 0 and found[name][1] <= LIMIT, name
    assert found["forgegames.games.kings_forge.dice.assignments"][0] > 0
