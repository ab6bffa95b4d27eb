"""The engine's shortcuts give the same answers as the plain way.

Every position of many seeded games (random and greedy bots, 2, 3 and 4 players, every variant
of the title) is checked: the per-action copy shares nothing with its original.
"""

from __future__ import annotations

import functools
from typing import Any

import pytest

from forgegames.core.session import Session
from forgegames.core.simulate import bot_config
from forgegames.games.forge_war import TITLE
from forgegames.games.forge_war.state import FWState, clone, deep, state_to_json

GAMES = [
    (variant.id, players, bots, seed)
    for variant in TITLE.info.variants
    for players in range(
        TITLE.info.seats_for(variant.id)[0], TITLE.info.seats_for(variant.id)[1] + 1
    )
    for bots, seeds in ((("random",), (11, 12, 13)), (("greedy", "random"), (21,)))
    for seed in seeds
]


@functools.cache
def played(variant: str, players: int, bots: tuple[str, ...], seed: int) -> tuple[FWState, ...]:
    """Every state of a seeded bot game, first to last."""
    session = Session(TITLE, bot_config(TITLE, players, variant, list(bots)), seed)
    session.resolve_chance()
    while not session.over:
        session.apply(session.bot_action())
    return (*(entry.before for entry in session.history), session.state)


def containers(value: Any, found: dict[int, Any]) -> dict[int, Any]:
    """Every dict and list inside ``value`` by id (kept alive in ``found``)."""
    if isinstance(value, dict):
        found[id(value)] = value
        for item in value.values():
            containers(item, found)
    elif isinstance(value, list):
        found[id(value)] = value
        for item in value:
            containers(item, found)
    return found


DATA = ("names", "order", "supply", "seats", "market", "quests", "wealth_deck", "chance", "pending")


def state_containers(state: FWState) -> dict[int, Any]:
    found: dict[int, Any] = {}
    for key in DATA:
        containers(getattr(state, key), found)
    return found


@pytest.mark.parametrize("game", GAMES, ids=lambda g: "-".join(map(str, g)))
def test_the_copy_equals_its_original_and_shares_no_container(game):
    for state in played(*game):
        copy = clone(state)
        assert copy == state
        assert state_to_json(copy) == state_to_json(state)
        shared = state_containers(copy).keys() & state_containers(state).keys()
        assert not shared, f"the copy shares {[state_containers(state)[i] for i in shared]}"


def test_a_part_the_copier_does_not_know_is_copied_whole():
    state = played("simple", 2, ("random",), 11)[-1]
    state = clone(state)
    state.seats[0]["titles"] = [["swift", 1]]
    state.market["stage"] = {"decks": [["a"]]}
    state.quests["starred"] = [{"id": "x", "tags": ["green"]}]
    copy = clone(state)
    assert copy.seats[0]["titles"] == deep(state.seats[0]["titles"])
    assert not state_containers(copy).keys() & state_containers(state).keys()
