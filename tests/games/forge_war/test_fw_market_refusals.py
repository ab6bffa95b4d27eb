"""A refused market action names what is missing (issue 23): the gold short, the card gone,
the design already claimed; never "you cannot afford that, or it is not available"."""

from __future__ import annotations

import pytest
from fw_helpers import TITLE, advance_to, seat_now, set_claims, set_up, started

from forgegames.core.errors import IllegalAction
from forgegames.games.forge_war import market as m
from forgegames.games.forge_war.game_actions import Barracks, Bazaar, Blacksmith, Clerk
from forgegames.games.forge_war.stages import hire_cost
from forgegames.games.forge_war.state import with_seat

VAGUE = "you cannot afford that, or it is not available"


def at_market(gold: int):
    state = advance_to(started(2), "market")
    for i in range(state.players):
        state = with_seat(state, i, gold=gold)
    return state


def refusal(state, action) -> str:
    with pytest.raises(IllegalAction) as caught:
        TITLE.apply(state, action)
    reason = str(caught.value)
    assert VAGUE not in reason
    return reason


def test_a_card_too_dear_says_how_much_gold_is_missing():
    state = at_market(gold=0)
    weapon = state.market["up"]["weapon"]
    price = m.card_price(state, weapon)
    assert price > 0
    reason = refusal(state, Blacksmith())
    assert f"you need {price} more gold" in reason
    assert TITLE.world.content.card_name(weapon) in reason


def test_the_shortfall_is_price_less_gold():
    state = at_market(gold=0)
    cid = state.market["up"]["bonus1"]
    price = m.card_price(state, cid)
    state = with_seat(state, seat_now(state), gold=price - 1)
    assert "you need 1 more gold" in refusal(state, Bazaar("bonus1"))


def test_hiring_names_the_missing_gold():
    state = at_market(gold=1)
    reason = refusal(state, Barracks(True, ()))
    assert f"you need {hire_cost(state) - 1} more gold" in reason
    assert "hiring" in reason


def test_a_bought_card_is_named_as_gone():
    state = at_market(gold=20)
    state = set_up(state, "single1", None)  # bought earlier this round, not refilled yet
    assert "already been bought" in refusal(state, Bazaar("single1"))


def test_a_design_claimed_before_is_named():
    state = at_market(gold=20)
    design = state.market["public"][0]
    state = set_claims(state, design, [seat_now(state)])
    assert "already claimed that design" in refusal(state, Clerk(design))


def test_a_quest_clicked_in_the_market_names_the_phase_not_a_cost():
    """Playtest item 5: a 0-gold quest clicked during the market phase is refused for the
    phase, and the refusal says nothing about gold."""
    from forgegames.games.forge_war.game_actions import Equip, TakeQuest

    state = at_market(gold=20)
    for action in (TakeQuest(0), TakeQuest(3)):
        reason = refusal(state, action)
        assert "quest phase" in reason and "market" in reason
        assert "gold" not in reason and "afford" not in reason
    with pytest.raises(IllegalAction) as caught:
        TITLE.apply(state, Equip(0, "x", "y"))
    assert "quest phase" in str(caught.value)


def test_another_phase_move_in_the_market_names_the_market_phase():
    from forgegames.games.forge_war.mine_actions import PassMove

    reason = refusal(at_market(gold=20), PassMove())
    assert reason.startswith("it is the market phase")
