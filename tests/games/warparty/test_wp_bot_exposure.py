"""Quick play: the greedy general does not step onto land it cannot hold next to a strong
enemy stack (issue 34's trace: the Undead moving first lost 5.3 units a game on land they had
just stepped onto)."""

from __future__ import annotations

import pytest
from wpscenario import TITLE, board

from forgegames.games.warparty.actions import Move
from forgegames.games.warparty.bots import EXPOSED, GreedyBot
from forgegames.games.warparty.state import City, evolve

HELD = {"greenhollow": "humans"}
NOTE = "steps onto land it cannot hold against the enemy within reach"


def scored(state, move):
    bot = GreedyBot()
    choice = next(
        c for c in bot.move_choices(state, TITLE.legal_actions(state)) if c.action == move
    )
    return choice.score, bot.reason(state, choice)


def quick(state):
    return evolve(state, variant="quick-play")


def test_a_soldier_does_not_step_up_to_a_goblin_stack_in_quick_play():
    """One soldier from Greenhollow onto Dunmoor (worth 1), four goblin warriors next to it at
    Crossroads: the step costs ``EXPOSED``; with the goblins far away it does not."""
    walk = Move((1,), "dunmoor")
    near = quick(
        board(
            ("humans", "soldier", "greenhollow"),
            *[("goblins", "warrior", "crossroads")] * 4,
            owner=HELD,
        )
    )
    far = quick(
        board(
            ("humans", "soldier", "greenhollow"),
            *[("goblins", "warrior", "gnashwood")] * 4,
            owner=HELD,
        )
    )
    near_score, near_words = scored(near, walk)
    far_score, far_words = scored(far, walk)
    assert NOTE in near_words
    assert NOTE not in far_words
    assert far_score > 0, "free land away from the enemy is still taken"
    assert near_score <= 0, "worth less than ending the move"
    assert far_score - near_score == pytest.approx(EXPOSED, abs=1.0)


def test_enough_strength_there_and_the_standard_game_are_not_exposed():
    """The same step is no longer exposed when the team already stands there in strength, nor
    in the standard game (whose back rows have their own check), nor into an own city."""
    walk = Move((1,), "dunmoor")
    goblins = [("goblins", "warrior", "crossroads")] * 4
    backed = quick(
        board(
            ("humans", "soldier", "greenhollow"),
            *[("humans", "soldier", "dunmoor")] * 6,
            *goblins,
            owner={**HELD, "dunmoor": "humans"},
        )
    )
    assert NOTE not in scored(backed, walk)[1]
    standard = board(("humans", "soldier", "greenhollow"), *goblins, owner=HELD)
    assert NOTE not in scored(standard, walk)[1]
    city = quick(
        board(
            ("humans", "soldier", "greenhollow"),
            *goblins,
            owner={**HELD, "dunmoor": "humans"},
            cities={"dunmoor": City("humans", built=True)},
        )
    )
    words = scored(city, walk)[1]
    assert NOTE not in words
    assert "guards a city the enemy can reach" in words
