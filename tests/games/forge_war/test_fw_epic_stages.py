"""The epic game's set-up and its changes of stage, step by step (rules "Epic Game" and
"Differences between Simple and Epic Game")."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from forgegames.core.errors import IllegalAction
from forgegames.core.frozen import evolve
from forgegames.core.title import CHANCE
from forgegames.games.forge_war import TITLE
from forgegames.games.forge_war import quests as q
from forgegames.games.forge_war.game_actions import Barracks, EndBonusSpace
from forgegames.games.forge_war.market import card_price
from forgegames.games.forge_war.mine_phase import Placement
from forgegames.games.forge_war.stages import hire_cost, stage_of, stage_round
from forgegames.games.forge_war.state import FWState, changed, with_seat
from tests.games.forge_war.fw_helpers import (
    apply,
    config,
    passing_move,
    resolve_chance,
    set_adv,
    started,
)


def until(state: FWState, done: Callable[[FWState], bool], limit: int = 3000) -> FWState:
    """Pass (resolving chance with its first outcome) until ``done`` holds; a copy the test
    may change."""
    for _ in range(limit):
        if done(state):
            return state
        state = resolve_chance(apply(state, passing_move(state)))
    raise AssertionError("never got there")


def last_finish(state: FWState, round_: int) -> FWState:
    """The position just before the last ``finish`` of ``round_`` (the round's last action)."""
    return until(
        state,
        lambda s: (
            s.round == round_
            and s.phase == "rewards"
            and s.turn == s.players - 1
            and s.step == "collect"
            and not s.pending
            and not s.chance
        ),
    )


def test_epic_setup_four_adventurers_and_every_quest_deck() -> None:
    c = TITLE.world.content
    state = TITLE.new_game(config(3, "epic"))
    assert [len(d.advs) for d in state.seats] == [4, 4, 4]
    assert sorted(state.quests["green"]) == sorted(c.quest_deck("green", 1))
    assert len(state.quests["green"]) == 20  # the two starred quests stay in the epic deck
    assert sorted(state.quests["grey"]) == sorted(c.quest_deck("grey", 2))
    assert sorted(state.quests["red"]) == sorted(c.quest_deck("red", 3))
    assert sorted(state.quests["yellow"]) == sorted(c.quest_deck("yellow", 3))
    with_tiles = TITLE.new_game(config(3, "epic", bonus_tiles="on"))
    assert [len(d.advs) for d in with_tiles.seats] == [3, 3, 3]
    assert TITLE.check_invariants(state) == []


def test_quest_deck_order_green_grey_red_yellow() -> None:
    state = TITLE.new_game(config(2, "epic"))
    for colour in q.DECK_ORDER:
        assert q.deal_deck(state) is state.quests[colour]
        state = changed(state, "quests", **{colour: ()})
    assert q.deal_deck(state) == ()


def test_epic_prices_are_the_printed_ones_and_simple_keeps_its_own() -> None:
    c = TITLE.world.content
    cheap = next(w for w in c.weapons.values() if w.simple_price is not None)
    epic = TITLE.new_game(config(2, "epic"))
    simple = TITLE.new_game(config(2))
    assert card_price(epic, cheap.id) == cheap.price
    assert card_price(simple, cheap.id) == cheap.simple_price


def test_hire_cost_by_stage_and_the_barracks_charges_it() -> None:
    state = started(2, "epic")
    assert (stage_of(state), hire_cost(state)) == (1, 4)
    for round_, cost in ((7, 5), (13, 6)):
        state = evolve(state, round=round_)
        assert (stage_of(state), stage_round(state), hire_cost(state)) == (
            (round_ - 1) // 6 + 1,
            1,
            cost,
        )
    state = evolve(state, round=7)
    state = until(state, lambda s: s.phase == "market")
    seat = TITLE.current_player(state)
    state = with_seat(state, seat, gold=5)
    before = len(state.seats[seat].advs)
    state = apply(state, Barracks(True, ()))
    assert state.seats[seat].gold == 0
    assert len(state.seats[seat].advs) == before + 1


def test_stage_change_step_by_step() -> None:
    c = TITLE.world.content
    state = last_finish(started(2, "epic"), 6)
    # Just before: stage 1, its mine, a stage-1 market.
    assert stage_of(state) == 1 and state.mine is not None and state.mine.board.stage == 1
    leftover = list(state.market["weapon"])
    after = apply(state, passing_move(state))
    # 1. The round moved on to stage 2, round 1.
    assert (after.round, stage_of(after), stage_round(after)) == (7, 2, 1)
    assert TITLE.status(after).round == 1
    assert TITLE.status(after).lead == "Stage 2"
    # 2. No green quest is left in the offer (the new deals come from the deck's next cards).
    assert all(x is None or c.all_quests[x].deck != "green" for x in after.quests["offer"])
    # 3. Normal designs still face down went public, with the Mithril Sword.
    for cid in leftover:
        if not c.all_weapons[cid].unique:
            assert cid in after.market["public"]
        else:
            assert cid in after.market["unused"]
    assert "mithril-sword" in after.market["public"]
    # 4. The new stage's market decks.
    stage2 = c.market_stages[2]
    assert sorted(after.market["bonus"]) == sorted(stage2.bonus)
    assert sorted(after.market["single"]) == sorted(stage2.single_use)
    # 5. The mine is cleared; its new sides are a chance node, then the overseers are placed
    # again in player order.
    assert after.mine is None and after.phase == "place"
    assert after.chance[0] == ("sides",)
    assert TITLE.current_player(after) == CHANCE
    laid = apply(after, TITLE.chance_outcomes(after)[0][0])
    assert laid.mine is not None and laid.mine.board.stage == 2
    assert not laid.mine.workers and not laid.mine.overseers
    ready = resolve_chance(laid)
    assert isinstance(ready.mphase, Placement)
    assert TITLE.current_player(ready) == ready.order[0]
    resources = set(ready.mine.board.resources.values())
    assert {"mithril", "ruby"} <= resources
    assert TITLE.check_invariants(ready) == []
    # 6. Placement done, the mine phase of round 7 begins; the barracks charge 5.
    placed = until(ready, lambda s: s.phase == "mine")
    assert placed.round == 7 and len(placed.mine.overseers) == 3 * placed.players


def test_stage_three_deals_five_designs_and_removes_grey_quests() -> None:
    c = TITLE.world.content
    state = last_finish(started(2, "epic"), 12)
    after = apply(state, passing_move(state))
    assert stage_of(after) == 3
    assert after.chance[0] == ("sides",)
    assert after.chance[1:6] == (("design",),) * 5
    after = resolve_chance(after)
    assert len(after.market["weapon"]) + len(after.market["up"]) >= 5
    dealt = [x for x in c.market_stages[3].weapon_deck if x not in after.market["undealt"]]
    assert len(dealt) == 5 and len(after.market["undealt"]) == 5
    assert len(c.market_stages[3].bonus) == 10 and len(c.market_stages[3].single_use) == 10
    assert all(x is None or c.all_quests[x].deck != "grey" for x in after.quests["offer"])
    assert after.mine.board.stage == 3 and "diamond" in set(after.mine.board.resources.values())
    assert TITLE.check_invariants(after) == []


def test_end_bonus_spaces_only_in_the_games_last_round() -> None:
    state = until(started(2, "epic"), lambda s: s.round == 7 and s.phase == "market")
    assert not any(isinstance(a, EndBonusSpace) for a in TITLE.legal_actions(state))
    state = until(state, lambda s: s.round == 18 and s.phase == "market")
    state = with_seat(state, TITLE.current_player(state), gold=20)
    assert any(isinstance(a, EndBonusSpace) for a in TITLE.legal_actions(state))
    over = until(state, lambda s: s.phase == "over")
    assert over.round == 18 and TITLE.check_invariants(over) == []


def test_level_four_is_the_most_in_the_epic_game() -> None:
    state = until(started(2, "epic"), lambda s: s.phase == "market")
    seat = TITLE.current_player(state)
    state, adv = set_adv(state, seat, 0, level=4, title="opportunistic")
    state = with_seat(state, seat, gold=30)
    assert Barracks(False, (adv.id,)) not in TITLE.legal_actions(state)
    with pytest.raises(IllegalAction):
        apply(state, Barracks(False, (adv.id,)))


def test_the_bonus_tiles_option_is_only_for_the_epic_variants() -> None:
    info = TITLE.info
    assert "epic" in [v.id for v in info.variants]
    option = next(o for o in info.options if o.key == "bonus-tiles")
    assert option.values == ("off", "on") and option.default == "off"
    assert option.applies_to("epic") and option.applies_to("solo-epic")
    assert not option.applies_to("simple")
    with pytest.raises(ValueError):
        info.settle_options("simple", {"bonus-tiles": "on"})


def test_the_log_names_a_phase_by_its_stage_and_round_in_the_epic_game():
    from forgegames.cli import make_config
    from forgegames.core.session import Session

    config = make_config(TITLE, 2, "epic", {0: "random", 1: "random"})
    session = Session.start(config, 5)
    while not session.over and stage_of(session.state) < 3:
        session.apply(session.bot_action())
    lines = [e.text for e in session.events()]
    assert "Stage 1, round 1: market phase." in lines
    assert "Stage 2, round 1: mine phase." in lines
    assert not any(line.startswith("Round ") for line in lines)
