"""Quests: slot costs, one quest a round, level limits, requirements with weapon types,
failure scoring (consolation, the road exception, -3), completion, the offer's clean-up and
the end of the game."""

from __future__ import annotations

import pytest
from fw_helpers import (
    TITLE,
    advance_to,
    apply,
    from_supply,
    passing_move,
    resolve_chance,
    seat_now,
    set_claims,
    set_pool,
    started,
    take_card,
)

from forgegames.core.errors import IllegalAction
from forgegames.core.frozen import evolve
from forgegames.games.forge_war import quests as q
from forgegames.games.forge_war.game_actions import Done, Equip, Levels, Road, TakeQuest
from forgegames.games.forge_war.quests import with_slot
from forgegames.games.forge_war.state import (
    Adventurer,
    QuestEntry,
    changed,
    taken_out,
    with_seat,
)


def at_acquire(players: int = 2):
    state = advance_to(started(players), "quest", "acquire")
    return state, seat_now(state)


def at_manage(quests: list[dict], advs: list[dict], pool=None, players: int = 2):
    """The acting seat in quest management with the given quests, adventurers and pool."""
    state, seat = at_acquire(players)
    state = with_seat(state, seat, quests=tuple(quests), advs=tuple(advs), next_adv=len(advs))
    state = set_pool(state, seat, pool or {})
    state = evolve(state, adventurers_left=40 - sum(len(d.advs) for d in state.seats))
    ids = {e.id for e in quests}
    green = tuple(x for x in state.quests["green"] if x not in ids)
    offer = tuple(x if x not in ids else None for x in state.quests["offer"])
    state = changed(state, "quests", green=green, offer=offer)
    state = evolve(state, step="manage")
    return state, seat


def adv(i: int, level: int = 1, quest=None, weapon=None) -> Adventurer:
    return Adventurer(i, level, quest, weapon)


def quest(qid: str, pos: int = 0, taken: int = 0, rushed: int = 0) -> QuestEntry:
    return QuestEntry(qid, pos, taken, rushed)


# --- acquisition ------------------------------------------------------------------------------
def test_slot_costs_are_0_0_1_1_1_2_2_2():
    assert [q.slot_cost(TITLE.world, i) for i in range(8)] == [0, 0, 1, 1, 1, 2, 2, 2]
    state, seat = at_acquire()
    state = with_seat(state, seat, gold=1)
    takes = {a.slot for a in TITLE.legal_actions(state) if isinstance(a, TakeQuest)}
    assert takes == {0, 1, 2, 3, 4}
    with pytest.raises(IllegalAction):
        apply(state, TakeQuest(5))
    after = apply(state, TakeQuest(2))
    assert after.seats[seat].gold == 0
    assert after.quests["offer"][2] is None
    assert after.seats[seat].quests[-1].taken == after.round


def test_at_most_one_quest_a_round_and_five_trackers():
    state, seat = at_acquire()
    state = with_seat(state, seat, gold=10)
    after = apply(state, TakeQuest(0))
    assert after.step == "manage"
    assert not any(isinstance(a, TakeQuest) for a in TITLE.legal_actions(after))
    with pytest.raises(IllegalAction):
        apply(after, TakeQuest(1))
    state = with_seat(state, seat, quests=tuple(quest(f"x{i}") for i in range(5)))
    assert not any(isinstance(a, TakeQuest) for a in q.acquire_options(state, seat))


# --- management --------------------------------------------------------------------------------
def test_level_limits_on_designs():
    state, seat = at_manage(
        [quest("arena-games-1")],
        [adv(0, 1), adv(1, 2), adv(2, 3)],
        {"copper": 6, "iron": 6, "emerald": 3},
    )
    state = set_claims(state, "copper-axe", [seat])
    state = take_card(state, "emerald-cleaver")
    state = with_seat(state, seat, designs=(*state.seats[seat].designs, "emerald-cleaver"))
    legal = set(TITLE.legal_actions(state))
    qid = "arena-games-1"
    assert Equip(0, "copper-sword", qid) in legal
    assert Equip(0, "copper-dagger", qid) in legal
    assert Equip(0, "copper-axe", qid) not in legal
    assert Equip(1, "copper-axe", qid) in legal
    assert Equip(1, "emerald-cleaver", qid) not in legal
    assert Equip(2, "emerald-cleaver", qid) in legal
    with pytest.raises(IllegalAction, match="level 2"):
        apply(state, Equip(0, "copper-axe", qid))
    with pytest.raises(IllegalAction, match="level 3"):
        apply(state, Equip(1, "emerald-cleaver", qid))


def test_weird_woods_example_final_step_with_axe():
    """The rulebook's example: 3 + 3 + 2 = 8 with the axe meeting the slashing requirement."""
    qid = "trouble-in-the-weird-woods"
    state, seat = at_manage(
        [quest(qid, pos=3)], [adv(0, 1), adv(1, 1), adv(2, 2)], {"iron": 4, "copper": 2}
    )
    state = set_claims(state, "iron-sword", [seat])
    state = set_claims(state, "copper-axe", [seat])
    req = q.requirement(state, seat, qid)
    assert (req.difficulty, req.types, req.needed, req.power) == (8, ("slashing",), 11, 0)
    state = apply(state, Equip(0, "iron-sword", qid))
    state = apply(state, Equip(1, "iron-sword", qid))
    req = q.requirement(state, seat, qid)
    assert (req.power, req.needed, req.missing, req.met) == (6, 11, ("slashing",), False)
    state = apply(state, Equip(2, "copper-axe", qid))
    req = q.requirement(state, seat, qid)
    assert (req.power, req.needed, req.missing, req.met) == (8, 8, (), True)
    assert state.seats[seat].pool["iron"] == 0
    after = apply(state, Done())
    assert after.seats[seat].quests  # not failed


def pool_from_supply(state, seat, amounts):
    for rid, n in amounts.items():
        state = from_supply(state, rid, n)
        state = set_pool(state, seat, {rid: state.seats[seat].pool[rid] + n})
    return state


def next_management(state, seat):
    """Pass everything up to ``seat``'s quest management of the next round."""
    state = advance_to(state, "mine")
    for _ in range(200):
        if state.phase == "quest" and state.step == "manage" and seat_now(state) == seat:
            return state
        state = resolve_chance(apply(state, passing_move(state)))
    raise AssertionError("never reached the quest management")


def test_weird_woods_example_played_from_the_round_it_is_taken():
    """The rulebook's example in full: a level-1 adventurer with an iron sword meets the first
    leg (3) and stays on the quest alone; three rounds later, at the final step (8, slashing),
    a second iron sword and a copper axe join: 3 + 3 + 2 = 8 with the axe's slashing. The lone
    sword must meet every step in between, so they are of difficulty 3 at most (our card)."""
    qid = "trouble-in-the-weird-woods"
    state, seat = at_manage([quest(qid, taken=1)], [adv(0, 1), adv(1, 1), adv(2, 2)])
    for design in ("iron-sword", "copper-axe"):
        state = set_claims(state, design, [seat])
    state = pool_from_supply(state, seat, {"iron": 4 - state.seats[seat].pool["iron"]})
    state = apply(state, Equip(0, "iron-sword", qid))
    assert q.requirement(state, seat, qid).met
    state = apply(state, Done())
    for step in (1, 2):  # the next two rounds: the lone iron sword is enough
        state = next_management(state, seat)
        req = q.requirement(state, seat, qid)
        assert (req.step, req.power, req.advs) == (step, 3, (0,))
        assert req.met, req
        state = apply(state, Done())
        assert q.active(state, seat, qid)
    state = next_management(state, seat)
    assert state.round == 4  # three rounds after it was taken
    req = q.requirement(state, seat, qid)
    assert (req.step, req.difficulty, req.types, req.needed) == (3, 8, ("slashing",), 11)
    assert state.seats[seat].pool["copper"] >= 2  # leg 1 paid 2 copper
    state = apply(state, Equip(1, "iron-sword", qid))
    state = apply(state, Equip(2, "copper-axe", qid))
    req = q.requirement(state, seat, qid)
    assert (req.power, req.needed, req.missing, req.met) == (8, 8, (), True)
    prestige = state.seats[seat].prestige
    state = advance_to(apply(state, Done()), "mine")
    data = state.seats[seat]
    assert data.completed == 1 and data.prestige == prestige + 14
    assert [a.level for a in data.advs] == [2, 2, 3]  # 3 legs: a level each
    assert TITLE.check_invariants(state) == []


def test_reequipping_loses_the_old_weapon_to_the_supply():
    qid = "arena-games-1"
    state, seat = at_manage([quest(qid)], [adv(0, 1)], {"copper": 3})
    state = apply(state, Equip(0, "copper-sword", qid))
    supply = state.supply["copper"]
    state = apply(state, Equip(0, "copper-dagger", qid))
    assert state.supply["copper"] == supply + 2
    assert state.seats[seat].pool["copper"] == 0
    assert TITLE.check_invariants(state) == []


def test_the_log_forges_a_weapon_with_the_article_its_name_takes():
    qid = "arena-games-1"
    state, seat = at_manage([quest(qid)], [adv(0, 1), adv(1, 1)], {"iron": 2, "copper": 2})
    state = set_claims(state, "iron-sword", [seat])
    iron = TITLE.apply(state, Equip(0, "iron-sword", qid))
    copper = TITLE.apply(iron.state, Equip(1, "copper-sword", qid))
    assert " forges an Iron Sword for adventurer 1 " in iron.events[0].text
    assert " forges a Copper Sword for adventurer 2 " in copper.events[0].text


# --- failure -----------------------------------------------------------------------------------
def fail_now(state, seat):
    after = apply(state, Done())
    return after.seats[seat].prestige - state.seats[seat].prestige, after


def test_failure_pays_the_last_completed_legs_consolation_and_loses_weapons():
    qid = "trouble-in-the-weird-woods"  # legs of 1, 2, 1 steps; consolation 2 then 4
    state, seat = at_manage([quest(qid, pos=1)], [adv(0, 1, qid, "copper-dagger")])
    supply = state.supply["copper"] + 0
    state = from_supply(state, "copper", 1)  # the dagger's cube sits on the adventurer
    gained, after = fail_now(state, seat)
    assert gained == 2
    assert after.seats[seat].quests == ()
    assert after.seats[seat].advs[0] == adv(0, 1)
    assert after.supply["copper"] == supply
    assert qid in after.quests["gone"]
    state, seat = at_manage([quest(qid, pos=3)], [])
    assert fail_now(state, seat)[0] == 4
    state, seat = at_manage([quest(qid, pos=0)], [])
    assert fail_now(state, seat)[0] == 0


def test_failing_a_quest_taken_this_round_costs_3():
    state, seat = at_manage([quest("arena-games-1", taken=1)], [])
    assert state.round == 1
    gained, after = fail_now(state, seat)
    assert gained == -3
    assert any("taken this round" in e.text for e in TITLE.apply(state, Done()).events)


def test_road_rush_does_not_count_for_consolation_the_same_round():
    qid = "trouble-in-the-weird-woods"
    state = advance_to(started(2), "market")
    seat = seat_now(state)
    state = with_seat(state, seat, quests=(quest(qid, pos=0),))
    if qid in state.quests["green"]:
        state = taken_out(state, "quests", "green", qid)
    offer = state.quests["offer"]
    if qid in offer:
        state = changed(state, "quests", offer=with_slot(offer, offer.index(qid), None))
    copper = state.seats[seat].pool["copper"]
    assert Road(qid, 1) in TITLE.legal_actions(state)
    rushed = resolve_chance(apply(state, Road(qid, 1)))
    entry = rushed.seats[seat].quests[0]
    assert (entry.pos, entry.rushed) == (1, 1)
    assert rushed.seats[seat].pool["copper"] == copper + 2  # leg 1's physical reward
    after = advance_to(rushed, "rewards")
    assert after.seats[seat].prestige == 0  # not the 2 of leg 1: it was crossed by road
    # Without the rush, the same quest at the same place pays leg 1's consolation.
    state = with_seat(state, seat, quests=(quest(qid, pos=1),))
    after = advance_to(state, "rewards")
    assert after.seats[seat].prestige == 2


def test_road_never_completes_a_quest_and_savvy_adds_steps():
    qid = "trouble-in-the-weird-woods"  # 4 steps
    state = advance_to(started(2), "market")
    seat = seat_now(state)
    state = with_seat(state, seat, quests=(quest(qid, pos=2),))
    roads = [a for a in TITLE.legal_actions(state) if isinstance(a, Road)]
    assert roads == [Road(qid, 1)]
    state = state  # a new position: the rules remember their answers about the last
    state = with_seat(state, seat, quests=(quest(qid, pos=3),))
    assert not any(isinstance(a, Road) for a in TITLE.legal_actions(state))
    with pytest.raises(IllegalAction, match="cannot finish"):
        apply(state, Road(qid, 1))
    state = state
    state = with_seat(state, seat, quests=(quest(qid, pos=0),))
    state = take_card(state, "adventurers-savvy-1")
    state = with_seat(state, seat, bonus=("adventurers-savvy-1",))
    roads = {a for a in TITLE.legal_actions(state) if isinstance(a, Road)}
    assert roads == {Road(qid, 1), Road(qid, 2)}


# --- completion --------------------------------------------------------------------------------
def test_completion_pays_prestige_rewards_and_levels():
    qid = "quell-the-tavern-brawl-1"  # 2 legs of 1 step; full prestige 5, final reward 1 iron
    state, seat = at_manage(
        [quest(qid, pos=1)],
        [adv(0, 1, qid, "copper-sword"), adv(1, 3, qid, "copper-dagger"), adv(2, 4)],
    )
    state = from_supply(state, "copper", 3)
    iron = state.seats[seat].pool["iron"]
    after = advance_to(apply(state, Done()), "rewards")
    # rewards are handed out in player order; follow them to this seat's level choice
    for _ in range(10):
        if after.pending and after.pending[0]["seat"] == seat:
            break
        after = resolve_chance(apply(after, passing_move(after)))
    data = after.seats[seat]
    assert data.prestige == 5 and data.completed == 1
    assert data.pool["iron"] == iron + 1
    assert all(a.quest is None and a.weapon is None for a in data.advs)
    # 2 legs -> 2 levels, both adventurers present are below 4: no choice, both gain one
    assert [a.level for a in data.advs] == [2, 4, 4]
    assert TITLE.check_invariants(after) == []


def test_level_choice_when_more_adventurers_than_legs():
    qid = "rats-in-the-cellar-1"  # 1 leg: one level to hand out
    state, seat = at_manage(
        [quest(qid, pos=1)],
        [adv(0, 1, qid, "copper-sword"), adv(1, 2, qid, "copper-sword")],
    )
    state = from_supply(state, "copper", 4)
    after = apply(state, Done())
    for _ in range(20):
        if after.pending and after.pending[0]["seat"] == seat:
            break
        after = resolve_chance(apply(after, passing_move(after)))
    assert after.pending[0]["kind"] == "levels"
    assert set(TITLE.legal_actions(after)) >= {Levels((0,)), Levels((1,))}
    chosen = apply(after, Levels((1,)))
    assert [a.level for a in chosen.seats[seat].advs] == [1, 3]


# --- the offer ---------------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "removed"), [(2, 3), (3, 2), (4, 1)])
def test_end_of_round_removes_front_slots_by_player_count(players, removed):
    state = advance_to(started(players), "quest", "acquire")
    before = state.quests["offer"]
    nxt = advance_to(state, "mine")
    assert nxt.round == 2
    assert nxt.quests["offer"][: 8 - removed] == before[removed:]
    assert set(before[:removed]) <= set(nxt.quests["gone"])
    assert all(x is not None for x in nxt.quests["offer"])


def test_green_quests_leave_after_round_6():
    state = advance_to(started(2), "quest", "acquire")
    state = evolve(state, round=6)
    nxt = advance_to(state, "mine")
    cards = [q.quest_card(TITLE.world, x) for x in nxt.quests["offer"] if x]
    assert cards and all(c.deck == "yellow" for c in cards)
    assert nxt.quests["green"] == ()


def test_game_end_fails_active_quests():
    qid = "trouble-in-the-weird-woods"
    state, seat = at_manage(
        [quest(qid, pos=1)], [adv(0, 1, qid, "copper-sword"), adv(1, 1, qid, "iron-sword")]
    )
    state = set_claims(state, "iron-sword", [seat])
    state = from_supply(state, "copper", 2)
    state = from_supply(state, "iron", 2)
    state = evolve(state, round=7)
    after = apply(state, Done())
    assert after.seats[seat].quests  # step 2 (difficulty 3) met by 2 + 3
    final = advance_to(after, "over")
    assert final.phase == "over"
    assert final.seats[seat].quests == ()
    assert final.seats[seat].prestige == 2  # leg 1's consolation
    assert TITLE.legal_actions(final) == []


def test_game_end_failure_of_a_quest_taken_in_the_last_round_costs_no_penalty():
    """The -3 is for a quest failed in the round it was taken; the quests still active when
    the game ends fail after the last round and pay only their consolation."""
    qid = "trouble-in-the-weird-woods"
    state, seat = at_manage([quest(qid, pos=0, taken=7)], [adv(0, 1, qid, "iron-sword")])
    state = set_claims(state, "iron-sword", [seat])
    state = from_supply(state, "iron", 2)
    state = evolve(state, round=7)
    after = apply(state, Done())
    assert after.seats[seat].quests  # its first step (difficulty 3) is met
    final = advance_to(after, "over")
    assert final.seats[seat].quests == ()
    assert final.seats[seat].prestige == 2  # leg 1's consolation, no -3
    # The same quest failed in the last round's management does cost 3.
    state = with_seat(state, seat, advs=(adv(0, 1),))
    state = from_supply(state, "iron", -2)
    assert fail_now(state, seat)[0] == -3
