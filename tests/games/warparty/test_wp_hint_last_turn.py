"""Warparty's hints name no turn that cannot come (issue #40, "Hints that tell the truth"): in
a team's last turn no move is "a step closer to an enemy capital", and in the game's last side
turn, after which the enemy never moves, no move guards against, or walks into, an enemy's
reach, nor keeps a garrison home for it."""

from __future__ import annotations

import pytest

from forgegames.core import registry
from forgegames.core.session import Session
from forgegames.core.simulate import bot_config

pytestmark = pytest.mark.usefixtures("greedy_hints")  # the greedy player's own words

LATER = ("a step closer to an enemy capital",)
"""Reasons that need a turn of the team's own to come."""
ENEMY_LATER = (
    "guards a city the enemy can reach",
    "walk into reach of the enemy",
    "leaves the capital without a garrison",
    "leaves the capital too weak",
)
"""Reasons that need a turn of the enemy's to come."""


@pytest.mark.parametrize("seed", [0, 1])
def test_the_last_turns_hints_name_no_turn_to_come(seed: int) -> None:
    title = registry.get("warparty")
    session = Session(title, bot_config(title, 2, "short", ["greedy"]), seed)
    own_last = side_last = 0
    while True:
        session.resolve_chance()
        if session.over:
            break
        state = session.state
        if state.last_own_turn:
            for choice in title.hint(state, session.active):
                assert not any(words in choice.reason for words in LATER), choice
                own_last += 1
                if state.last_side_turn:
                    assert not any(words in choice.reason for words in ENEMY_LATER), choice
                    side_last += 1
        session.apply(session.bot_action())
    assert session.state.clock == 2 * session.state.limit  # the game ran to its last turn
    assert side_last >= 10 and own_last > side_last
