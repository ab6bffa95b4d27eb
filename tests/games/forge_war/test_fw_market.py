"""The market: reveals, closed and open action spaces, the bazaar by player count, clerk
payments, barracks, passing, the discard and the last round's bonus spaces."""

from __future__ import annotations

import pytest
from fw_helpers import (
    TITLE,
    advance_to,
    apply,
    config,
    resolve_chance,
    seat_now,
    set_claims,
    set_market,
    set_up,
    started,
)

from forgegames.core.errors import IllegalAction
from forgegames.core.frozen import evolve
from forgegames.games.forge_war import board_info
from forgegames.games.forge_war.game_actions import (
    Barracks,
    Bazaar,
    Blacksmith,
    Clerk,
    EndBonusSpace,
    MarketPass,
    Reveal,
)
from forgegames.games.forge_war.state import pending_entry, with_seat


def at_market(players: int = 2, gold: int = 20):
    state = advance_to(started(players), "market")
    for i in range(state.players):
        state = with_seat(state, i, gold=gold)
    return state


def test_reveal_puts_normal_iron_designs_public_and_reveals_again():
    state = TITLE.new_game(config(2))
    while state.chance[0][0] != "reveal":
        state = apply(state, TITLE.chance_outcomes(state)[0][0])
    assert state.chance[0] == ("reveal", "weapon")
    after = apply(state, Reveal("weapon", "iron-axe"))
    assert "iron-axe" in after.market["public"]
    assert after.chance[0] == ("reveal", "weapon")
    after = apply(after, Reveal("weapon", "viper-fang"))
    assert after.market["up"]["weapon"] == "viper-fang"
    assert after.chance[0] == ("reveal", "bonus1")


@pytest.mark.parametrize(
    ("players", "bazaars"), [(2, ["bazaar"]), (3, ["bazaar-bonus", "bazaar-single"])]
)
def test_bazaar_spaces_by_player_count(players, bazaars):
    state = at_market(players)
    names = [s.space for s in board_info.market_spaces(state, seat_now(state))]
    assert names == ["blacksmith", *bazaars, "barracks", "clerk", "road"]


def test_two_player_bazaar_is_one_closed_space_for_all_four_cards():
    state = at_market(2)
    first = seat_now(state)
    offered = {a.slot for a in TITLE.legal_actions(state) if isinstance(a, Bazaar)}
    assert offered == {"bonus1", "bonus2", "single1", "single2"}
    after = resolve_chance(apply(state, Bazaar("bonus1")))
    assert after.market["spaces"]["bazaar"] == (first,)
    assert seat_now(after) != first
    assert not any(isinstance(a, Bazaar) for a in TITLE.legal_actions(after))
    with pytest.raises(IllegalAction, match="already taken"):
        apply(after, Bazaar("single1"))


def test_three_player_bazaar_has_a_bonus_space_and_a_single_use_space():
    state = at_market(3)
    after = resolve_chance(apply(state, Bazaar("bonus1")))
    slots = {a.slot for a in TITLE.legal_actions(after) if isinstance(a, Bazaar)}
    assert slots == {"single1", "single2"}


def test_blacksmith_is_closed_and_buys_the_unique_design_at_the_simple_price():
    state = at_market(2, gold=10)
    first = seat_now(state)
    design = state.market["up"]["weapon"]
    after = apply(state, Blacksmith())
    from forgegames.games.forge_war import TITLE

    price = TITLE.world.content.weapons[design].simple_price
    assert after.seats[first].gold == 10 - price
    assert design in after.seats[first].designs
    assert Blacksmith() not in TITLE.legal_actions(after)


def test_clerk_is_open_and_pays_earlier_claimants():
    state = at_market(2, gold=10)
    state = set_market(state, claims={})
    first = seat_now(state)
    after = apply(state, Clerk("iron-sword"))
    second = seat_now(after)
    assert after.seats[first].gold == 10 - 2
    assert Clerk("iron-sword") in TITLE.legal_actions(after)  # open space, not yet claimed by them
    after = apply(after, Clerk("iron-sword"))
    assert after.seats[second].gold == 10 - 3
    assert after.seats[first].gold == 10 - 2 + 1
    assert after.market["claims"]["iron-sword"] == (first, second)


@pytest.mark.parametrize(
    ("earlier", "words"),
    [
        (0, "claims the public design Iron Sword."),
        (1, "Iron Sword, paying 1 gold to the earlier claimant."),
        (2, "Iron Sword, paying 1 gold to each of the 2 earlier claimants."),
    ],
)
def test_the_clerk_log_counts_the_earlier_claimants_in_words(earlier, words):
    state = at_market(3)
    seat = seat_now(state)
    state = set_claims(state, "iron-sword", [s for s in range(3) if s != seat][:earlier])
    text = TITLE.apply(state, Clerk("iron-sword")).events[0].text
    assert text.endswith(words) and "(s)" not in text


def test_one_claim_per_player_per_design():
    state = at_market(2)
    seat = seat_now(state)
    state = set_market(state, claims={"copper-axe": [seat]})
    assert Clerk("copper-axe") not in TITLE.legal_actions(state)


def test_barracks_hire_and_level_up_not_the_new_hire():
    state = at_market(2, gold=6)
    seat = seat_now(state)
    advs = state.seats[seat].advs
    new_id = state.seats[seat].next_adv
    legal = TITLE.legal_actions(state)
    assert Barracks(True, (advs[0].id,)) in legal
    assert Barracks(True, (new_id,)) not in legal
    level = advs[0].level
    after = apply(state, Barracks(True, (advs[0].id,)))
    data = after.seats[seat]
    assert data.gold == 6 - 4 - level
    assert len(data.advs) == len(advs) + 1
    assert data.advs[0].level == level + 1
    assert data.advs[-1].level == 1
    assert Barracks(True, ()) not in TITLE.legal_actions(after)  # closed


def test_passing_gives_one_gold_and_unbought_cards_go_to_the_discard():
    state = at_market(2, gold=0)
    up = [c for c in state.market["up"].values() if c]
    first = seat_now(state)
    after = apply(state, MarketPass())
    assert after.seats[first].gold == 1
    after = apply(after, MarketPass())
    assert after.phase == "quest"
    assert sorted(after.market["discard"]) == sorted(up)
    assert all(c is None for c in after.market["up"].values())


def test_last_round_offers_end_game_bonus_spaces():
    state = at_market(2, gold=10)
    state = evolve(state, round=7)
    for slot in state.market["up"]:
        state = set_up(state, slot, None)
    legal = TITLE.legal_actions(state)
    bonuses = {a.bonus for a in legal if isinstance(a, EndBonusSpace)}
    assert bonuses == {"smith", "quests", "adventurers", "bonus-cards", "resources"}
    first = seat_now(state)
    after = apply(state, EndBonusSpace("quests"))
    assert after.seats[first].end_bonuses == ("quests",)
    assert after.seats[first].gold == 8
    left = {a.bonus for a in TITLE.legal_actions(after) if isinstance(a, EndBonusSpace)}
    assert left == {"smith"}  # the single 2-player bazaar space is taken


def test_single_use_overseer_move_is_an_optional_choice_for_the_buyer():
    from fw_helpers import take_card

    from forgegames.games.forge_war.game_actions import Skip
    from forgegames.games.forge_war.mine_actions import MoveOverseer

    state = at_market(2, gold=5)
    buyer = seat_now(state)
    state = take_card(state, "foremans-favour")
    if state.market["up"]["single1"]:
        state = set_market(state, single=[*state.market["single"], state.market["up"]["single1"]])
    state = set_up(state, "single1", "foremans-favour")
    after = apply(state, Bazaar("single1"))
    assert "foremans-favour" in after.market["removed"]
    assert after.pending[0]["kind"] == "overseer" and seat_now(after) == buyer
    legal = TITLE.legal_actions(after)
    assert Skip() in legal
    moves = [a for a in legal if isinstance(a, MoveOverseer)]
    assert moves
    moved = apply(after, moves[0])
    assert not moved.pending and seat_now(moved) != buyer
    assert len(moved.mine.workers) == len(after.mine.workers) + 1
    declined = apply(after, Skip())
    assert declined.mine == after.mine and seat_now(declined) != buyer
    assert TITLE.check_invariants(moved) == []


def test_card_reward_takes_from_the_discard():
    from forgegames.games.forge_war.game_actions import TakeCard

    state = at_market(2)
    seat = seat_now(state)
    card = state.market["up"]["bonus1"]
    state = set_up(set_market(state, discard=[card]), "bonus1", None)
    state = evolve(state, pending=(pending_entry(seat, "card", 1, why="a test"),))
    legal = TITLE.legal_actions(state)
    assert TakeCard(card) in legal
    after = apply(state, TakeCard(card))
    assert card in after.seats[seat].bonus and after.market["discard"] == ()
    assert TITLE.check_invariants(after) == []
