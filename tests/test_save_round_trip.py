"""Every title's states survive its saved form (core/codec.py): along seeded bot games of every
title and variant, ``from_json(json(to_json(state)))`` is the state itself, and writing it again
gives the same data."""

from __future__ import annotations

import json

import every_title
import pytest

from forgegames.core import registry
from forgegames.core.session import Session
from forgegames.core.simulate import bot_config

CROSS_TITLE = True
CASES = every_title.games(
    every_variant=True, extra=[("forge-war", "epic", 3, (("bonus-tiles", "on"),))]
)
"""Every title and variant, and Forge War's bonus tiles (a part of the state of their own)."""
ACTIONS = 400
"""Actions (chance outcomes included) played in each game; every state on the way is checked."""


@pytest.mark.parametrize(("game", "variant", "players", "options"), CASES)
def test_states_of_a_bot_game_round_trip_through_json(
    game: str, variant: str, players: int, options: tuple[tuple[str, str], ...]
) -> None:
    title = registry.get(game)
    config = bot_config(title, players, variant, ["greedy", "random"], options)
    session = Session(title, config, 36)
    session.resolve_chance()
    checked = 0
    while not session.over and len(session.history) < ACTIONS:
        state = session.state
        data = title.to_json(state)
        text = json.dumps(data)
        back = title.from_json(json.loads(text))
        assert back == state, f"after action {len(session.history)} the state reads back otherwise"
        assert json.dumps(title.to_json(back)) == text, "written again, the same data"
        checked += 1
        session.apply(session.bot_action())
        session.resolve_chance()
    assert checked > 20
