"""Complete epic games by the greedy and random bots for every player count, with and without
bonus tiles, invariants checked after every action (longer runs: ``main.py simulate``)."""

from __future__ import annotations

import pytest

from forgegames.core.simulate import simulate
from forgegames.games.forge_war import TITLE


@pytest.mark.parametrize("tiles", ["off", "on"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_bots_finish_epic_games(players: int, tiles: str) -> None:
    report = simulate(
        TITLE,
        players,
        games=2,
        seed=100 + players,
        variant="epic",
        bots=["greedy", "random"],
        options=(("bonus-tiles", tiles),),
    )
    assert report.errors == 0, report.messages
    assert report.games == 2
