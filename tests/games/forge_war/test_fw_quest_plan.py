"""The quest plans shown to a newcomer in the quest phase (``quest_plan``): which adventurer,
which forged weapon and which quest meet each unmet step, the seat's cubes and adventurers
shared between its quests, what is missing when no way exists, the search's bound, and the
hint that leads with the plan's first move."""

from __future__ import annotations

import time
from pathlib import Path

from fw_helpers import add_quest, apply, set_adv, set_pool

from forgegames.core import i18n, scenario
from forgegames.games.forge_war import TITLE
from forgegames.games.forge_war import board_info as info
from forgegames.games.forge_war import quests as q
from forgegames.games.forge_war.game_actions import Done, Equip
from forgegames.games.forge_war.quest_plan import quest_plans
from forgegames.games.forge_war.quest_reach import first_step_words, take_warning
from forgegames.games.forge_war.state import Adventurer, FWState, QuestEntry, with_seat

SCENARIOS = Path(__file__).resolve().parents[3] / "data" / "forge_war" / "scenarios"
WOODS = "trouble-in-the-weird-woods"
RATS = "rats-in-the-cellar-1"


def start(name: str) -> FWState:
    return scenario.load(SCENARIOS / f"{name}.yaml").start


def play(state: FWState, moves) -> FWState:
    for move in moves:
        assert move in TITLE.legal_actions(state), move
        state = apply(state, move)
    return state


def two_quests(pool: dict[str, int]) -> FWState:
    """Weird Woods just taken (difficulty 3, no type) and Rats in the Cellar (difficulty 2)
    beside it, three adventurers free, the seat holding ``pool`` and the Iron Sword design."""
    state = apply(start("quest-weird-woods-first-leg"), "take 0")
    state = add_quest(state, 0, QuestEntry(RATS, 0, state.round))
    return set_pool(state, 0, {"iron": 0, "copper": 0, **pool})


def test_a_plan_played_through_the_rules_meets_the_quest() -> None:
    state = start("quest-weird-woods-no-axe")  # power 3 of 8, slashing wanted
    assert not q.requirement(state, 0, WOODS).met
    plans = quest_plans(TITLE.view(state, 0), 0)
    (plan,) = plans.plans
    assert plan.possible and not plan.missing and not plans.capped
    assert {m.design for m in plan.moves} == {"iron-sword", "copper-axe"}
    assert plan.line.startswith("Trouble in the Weird Woods: forge ")
    assert "Copper Axe for adventurer 3" in plan.line  # only adventurer 3 may wield an axe
    after = play(state, plan.moves)
    assert q.requirement(after, 0, WOODS).met


def test_the_seats_cubes_and_adventurers_are_shared_between_its_quests() -> None:
    state = two_quests({"iron": 2, "copper": 2})
    plans = quest_plans(TITLE.view(state, 0), 0)
    woods, rats = plans.plans
    assert woods.possible and rats.possible
    advs = [m.adv for m in plans.moves]
    assert len(advs) == len(set(advs))  # no adventurer counted twice
    assert woods.moves == (Equip(0, "iron-sword", WOODS),)  # the iron for the harder step
    assert [m.design for m in rats.moves] == ["copper-sword"]
    after = play(state, plans.moves)
    assert q.requirement(after, 0, WOODS).met and q.requirement(after, 0, RATS).met


def test_a_quest_the_shared_cubes_cannot_also_meet_says_what_it_lacks() -> None:
    state = two_quests({"iron": 2})  # one Iron Sword: for one quest, not both
    woods, rats = quest_plans(TITLE.view(state, 0), 0).plans
    assert woods.possible and not rats.possible
    # issue 39: the power and the cubes, in the words the offer's tooltip gives
    assert rats.line == (
        "Rats in the Cellar: no way this round: needs power 2; your adventurers reach only "
        "power 0 now; 2 copper more would do it"
    )
    with i18n.speaking("es"):
        woods, rats = quest_plans(TITLE.view(state, 0), 0).plans
        assert "imposible esta ronda: pide poder 2; " in rats.line
        assert rats.line.endswith("; con 2 de cobre más bastaría")
        assert woods.line.endswith(": forjar Espada de hierro al aventurero 1")


def test_no_way_this_round_names_the_missing_cube() -> None:
    state = set_pool(start("quest-weird-woods-no-axe"), 0, {"iron": 2, "copper": 1})
    (plan,) = quest_plans(TITLE.view(state, 0), 0).plans
    assert not plan.moves and plan.missing.endswith("; 1 copper more would do it")
    assert plan.missing.startswith("needs power 8 and a slashing weapon; the best ")
    assert plan.line.endswith(": no way this round: " + plan.missing)


def test_no_way_this_round_with_no_cube_in_reach_says_the_power_reached() -> None:
    state = set_pool(start("quest-weird-woods-no-axe"), 0, {"iron": 0, "copper": 0})
    (plan,) = quest_plans(TITLE.view(state, 0), 0).plans
    assert plan.missing == (  # 4 cubes short: no cubes named
        "needs power 8 and a slashing weapon; the best your adventurers can forge now is "
        "power 3 with no slashing weapon, which then needs 11"
    )


def test_an_adventurer_already_armed_on_a_quest_is_not_moved() -> None:
    state = start("quest-weird-woods-no-axe")
    armed = next(a for a in state.seats[0].advs if a.weapon)
    assert all(m.adv != armed.id for m in quest_plans(TITLE.view(state, 0), 0).moves)


def test_the_search_stops_at_its_bound_and_never_suggests_a_way_that_fails() -> None:
    state = start("quest-weird-woods-no-axe")
    tiny = quest_plans(TITLE.view(state, 0), 0, limit=3)
    assert tiny.capped
    after = play(state, tiny.moves)
    for plan in tiny.plans:
        if plan.moves:
            assert q.requirement(after, 0, plan.quest).met
    # A crowded position (seven adventurers, three quests, six designs, a full pool) stops at
    # the bound in a moment and still meets the quests.
    big = two_quests({"iron": 9, "copper": 9})
    big = add_quest(big, 0, QuestEntry("arena-games-1", 0, big.round))
    more = ("copper-axe", "copper-mace", "iron-axe", "iron-mace")
    big = with_seat(big, 0, designs=(*big.seats[0].designs, *more))
    advs = big.seats[0].advs
    extra = tuple(Adventurer(len(advs) + k, 2) for k in range(4))
    big = with_seat(big, 0, advs=(*advs, *extra))
    for i in range(len(big.seats[0].advs)):
        big, _adv = set_adv(big, 0, i, level=2)
    began = time.perf_counter()
    plans = quest_plans(TITLE.view(big, 0), 0)
    assert time.perf_counter() - began < 3.0
    assert plans.capped and len(plans.plans) == 3 and all(p.possible for p in plans.plans)
    after = play(big, plans.moves)
    assert all(q.requirement(after, 0, p.quest).met for p in plans.plans)


def test_board_info_offers_the_plans_only_while_the_seat_manages_its_quests() -> None:
    state = start("quest-weird-woods-no-axe")
    view = TITLE.view(state, 0)
    assert info.quest_plans(view, 0).moves
    assert info.quest_plans(view, 0) is info.quest_plans(view, 0)  # kept for the same view
    assert not info.quest_plans(view, 1).plans  # not that seat's turn
    acquire = start("quest-weird-woods-first-leg")
    assert not info.quest_plans(TITLE.view(acquire, 0), 0).plans


def test_the_hint_leads_with_the_plans_first_move_and_offers_no_finish() -> None:
    state = start("quest-weird-woods-no-axe")
    first = quest_plans(TITLE.view(state, 0), 0).moves[0]
    hint = TITLE.hint(state, 0)
    assert hint[0].action == first
    assert not any(isinstance(c.action, Done) for c in hint)
    # its words say what the move does: the power the step has once it is played
    req = q.requirement(apply(state, first), 0, WOODS)
    assert f"{req.power} of the {req.needed} power" in hint[0].reason


def test_with_no_plan_the_hint_is_the_computer_players_as_before() -> None:
    state = set_pool(start("quest-weird-woods-no-axe"), 0, {"iron": 0, "copper": 0})
    assert not quest_plans(TITLE.view(state, 0), 0).moves
    hint = TITLE.hint(state, 0)
    assert hint and not isinstance(hint[0].action, Equip)


def test_the_plan_and_the_offers_tooltip_give_one_reason() -> None:
    """Issue 39: the plan said "needs 1 iron more" while the offer's tooltip said "needs power
    3: your adventurers reach only power 1". Both now give the engine's one reason, with the
    power and the cubes."""
    before = set_pool(start("quest-weird-woods-first-leg"), 0, {"iron": 1, "copper": 0})
    why = first_step_words(TITLE.view(before, 0), 0, WOODS)
    assert why is not None and "needs power 3" in why and "more would do it" in why, why
    (plan,) = quest_plans(TITLE.view(apply(before, "take 0"), 0), 0).plans
    assert not plan.moves and plan.missing == why
    assert why in (take_warning(TITLE.view(before, 0), 0, WOODS, before=True) or "")
