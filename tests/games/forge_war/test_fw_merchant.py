"""The merchant and market stalls: one buy and one sell a round, Buyer's and Seller's Savvy,
each stall once a round either way, Trader's Savvy, and availability at every decision."""

from __future__ import annotations

import pytest
from fw_helpers import TITLE, advance_to, apply, from_supply, seat_now, set_pool, started, take_card

from forgegames.core.errors import IllegalAction
from forgegames.games.forge_war import board_info
from forgegames.games.forge_war.game_actions import Buy, KeepWealth, Sell, UseStall
from forgegames.games.forge_war.state import with_seat


def in_mine(gold: int = 20, pool=None):
    state = started(2)
    seat = seat_now(state)
    state = with_seat(state, seat, gold=gold)
    for rid, n in (pool or {}).items():
        state = from_supply(state, rid, n - state.seats[seat].pool[rid])
        state = set_pool(state, seat, {rid: n})
    return state, seat


def test_one_buy_and_one_sell_a_round():
    state, seat = in_mine(pool={"copper": 2, "iron": 1, "emerald": 0})
    assert Buy("iron") in TITLE.legal_actions(state)
    state = apply(state, Buy("iron"))
    assert state.seats[seat].gold == 17
    assert state.seats[seat].pool["iron"] == 2
    assert not any(isinstance(a, Buy) for a in TITLE.legal_actions(state))
    with pytest.raises(IllegalAction, match="already bought"):
        apply(state, Buy("copper"))
    state = apply(state, Sell("copper"))
    assert state.seats[seat].gold == 18
    assert not any(isinstance(a, Sell) for a in TITLE.legal_actions(state))
    with pytest.raises(IllegalAction, match="already sold"):
        apply(state, Sell("iron"))
    assert TITLE.check_invariants(state) == []


def test_the_rulebooks_merchant_example_in_the_simple_game():
    """Sell an emerald for 2 gold, buy a mithril for 5: the merchant deals in every resource,
    the simple game's stage included (mithril, ruby and diamond too)."""
    state, seat = in_mine(gold=5, pool={"emerald": 1, "ruby": 1, "diamond": 1})
    legal = TITLE.legal_actions(state)
    for rid in ("mithril", "ruby"):
        assert Buy(rid) in legal
    assert {Sell("emerald"), Sell("ruby"), Sell("diamond")} <= set(legal)
    assert Buy("diamond") not in legal  # 6 gold, more than the 5 this player has
    state = apply(state, Sell("emerald"))
    assert state.seats[seat].gold == 7
    state = apply(state, Buy("mithril"))
    assert state.seats[seat].gold == 2
    assert state.seats[seat].pool["mithril"] == 1
    assert TITLE.check_invariants(state) == []


def test_limits_reset_next_round():
    state, seat = in_mine()
    state = apply(state, Buy("copper"))
    nxt = advance_to(advance_to(state, "market"), "mine")
    assert nxt.round == 2
    assert nxt.seats[seat].buys == 0 and nxt.seats[seat].sells == 0


def test_buyers_savvy_adds_a_buy_and_sellers_savvy_adds_gold():
    state, seat = in_mine(pool={"emerald": 2})
    for card in ("buyers-savvy-1", "sellers-savvy-1"):
        state = take_card(state, card)
        state = with_seat(state, seat, bonus=(*state.seats[seat].bonus, card))
    state = apply(state, Buy("copper"))
    assert Buy("copper") in TITLE.legal_actions(state)
    state = apply(state, Buy("copper"))
    assert not any(isinstance(a, Buy) for a in TITLE.legal_actions(state))
    gold = state.seats[seat].gold
    state = apply(state, Sell("emerald"))
    assert state.seats[seat].gold == gold + 2 + 1


def test_each_stall_once_a_round_either_way_and_traders_savvy():
    state, seat = in_mine(pool={"copper": 6, "iron": 3})
    state = take_card(state, "ore-exchange")  # 2 copper <-> 1 iron
    state = with_seat(state, seat, bonus=(*state.seats[seat].bonus, "ore-exchange"))
    legal = TITLE.legal_actions(state)
    assert UseStall("ore-exchange", "left") in legal
    assert UseStall("ore-exchange", "right") in legal
    after = apply(state, UseStall("ore-exchange", "right"))
    assert after.seats[seat].pool["iron"] == 2
    assert after.seats[seat].pool["copper"] == 8
    assert not any(isinstance(a, UseStall) for a in TITLE.legal_actions(after))
    with pytest.raises(IllegalAction, match="already used"):
        apply(after, UseStall("ore-exchange", "left"))
    state = take_card(state, "traders-savvy-1")
    state = with_seat(state, seat, bonus=(*state.seats[seat].bonus, "traders-savvy-1"))
    after = apply(state, UseStall("ore-exchange", "left"))
    after = apply(after, UseStall("ore-exchange", "left"))
    assert after.seats[seat].pool["iron"] == 5
    assert not any(isinstance(a, UseStall) for a in TITLE.legal_actions(after))
    assert TITLE.check_invariants(after) == []


def test_merchant_is_offered_at_every_decision_of_a_round_but_not_in_setup():
    state, seat = in_mine()
    assert Buy("copper") in TITLE.legal_actions(state)  # mine phase
    market = advance_to(state, "market")
    assert any(isinstance(a, Buy) for a in TITLE.legal_actions(market))
    quest = advance_to(state, "quest", "acquire")
    assert any(isinstance(a, Buy) for a in TITLE.legal_actions(quest))
    # a bought cube is the acting seat's own: another seat is never charged
    other = 1 - seat_now(market)
    gold = market.seats[other].gold
    after = apply(market, Buy("copper"))
    assert after.seats[other].gold == gold


def test_no_merchant_while_choosing_wealth_cards():
    from fw_helpers import config, resolve_chance

    state = resolve_chance(TITLE.new_game(config(2)))
    assert state.phase == "wealth"
    assert all(isinstance(a, KeepWealth) for a in TITLE.legal_actions(state))
    with pytest.raises(IllegalAction, match="first round"):
        apply(state, Buy("copper"))


def test_merchant_panel_lists_prices_and_actions():
    state, seat = in_mine(pool={"iron": 1})
    panel = board_info.merchant_panel(state, seat)
    lines = {line.resource: line for line in panel.lines}
    assert list(lines) == ["copper", "iron", "mithril", "emerald", "ruby", "diamond"]
    assert (lines["iron"].buy_price, lines["iron"].sell_price) == (3, 1)
    assert lines["iron"].sell == Sell("iron") and lines["emerald"].sell is None
    assert (panel.buys_left, panel.sells_left) == (1, 1)
    other = board_info.merchant_panel(state, 1 - seat)
    assert all(line.buy is None for line in other.lines)  # not that seat's turn
