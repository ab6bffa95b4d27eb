"""Complete epic games by the greedy and random bots for every player count, with and without
bonus tiles, invariants checked after every action (longer runs: ``main.py simulate``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from forgegames.core.saves import write_save
from forgegames.core.session import Session
from forgegames.core.simulate import bot_config, play_one, simulate
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


def test_an_epic_game_with_bonus_tiles_replays_from_its_save(tmp_path: Path) -> None:
    config = bot_config(TITLE, 3, "epic", ["random"], (("bonus-tiles", "on"),))
    session = Session(TITLE, config, 7)
    session.resolve_chance()
    play_one(session)
    path = tmp_path / "epic.json"
    write_save(path, session.save_data())
    loaded = Session.load(path)
    assert loaded.over and loaded.state == session.state
    assert loaded.config.options == (("bonus-tiles", "on"),)
