"""``TITLE.losses``: what a move throws away for good, one phrase each, so the interface can
ask first. Failing quests when management ends, weapons given up, declined rewards, the
round's overseer move passed; nothing for trades and free choices."""

from __future__ import annotations

from fw_helpers import (
    TITLE,
    advance_to,
    apply,
    from_supply,
    seat_now,
    set_market,
    set_pool,
    started,
)

from forgegames.core.frozen import FrozenMap, evolve
from forgegames.games.forge_war.game_actions import (
    Buy,
    Done,
    Equip,
    MarketPass,
    QuestPass,
    Skip,
    Unassign,
)
from forgegames.games.forge_war.mine_actions import MoveOverseer, PassMove
from forgegames.games.forge_war.state import (
    Adventurer,
    QuestEntry,
    changed,
    pending_entry,
    with_seat,
)

WOODS = "trouble-in-the-weird-woods"
ARENA = "arena-games-1"


def managing(quests: list[tuple[str, int]], advs: list[tuple[int, str | None, str | None]]):
    """The acting seat in quest management with quests (id, round taken) and adventurers
    (level, quest, weapon); weapons' cubes are taken out of the supply."""
    state = advance_to(started(2), "quest", "acquire")
    seat = seat_now(state)
    ids = {qid for qid, _ in quests}
    green = tuple(x for x in state.quests["green"] if x not in ids)
    offer = tuple(None if x in ids else x for x in state.quests["offer"])
    state = changed(state, "quests", green=green, offer=offer)
    entries = tuple(QuestEntry(i, 0, t) for i, t in quests)
    team = tuple(Adventurer(i, lv, qid, w) for i, (lv, qid, w) in enumerate(advs))
    state = with_seat(state, seat, quests=entries, advs=team, next_adv=len(advs))
    state = evolve(state, adventurers_left=40 - sum(len(d.advs) for d in state.seats))
    for _lv, _qid, weapon in advs:
        if weapon == "copper-dagger":
            state = from_supply(state, "copper", 1)
    state = evolve(state, step="manage")
    assert TITLE.check_invariants(state) == []
    return state, seat


def test_done_names_each_failing_quest_with_its_penalty_and_weapons():
    state, seat = managing([(ARENA, 1), (WOODS, 0)], [(1, ARENA, "copper-dagger"), (1, None, None)])
    assert state.round == 1
    assert TITLE.losses(state, Done()) == [
        "Arena Games, which then fails (-3 prestige, adventurer 1's Copper Dagger lost)",
        "Trouble in the Weird Woods, which then fails",
    ]
    # and these are exactly what Done costs
    after = apply(state, Done())
    assert after.seats[seat].quests == () and after.seats[seat].prestige == -3


def test_done_loses_nothing_when_every_quest_is_met():
    state, seat = managing([(WOODS, 1)], [(1, WOODS, "copper-dagger"), (1, None, None)])
    assert TITLE.losses(state, Done()) == [
        "Trouble in the Weird Woods, which then fails "
        "(-3 prestige, adventurer 1's Copper Dagger lost)"
    ]
    state = from_supply(state, "copper", 2 - state.seats[seat].pool["copper"])
    state = set_pool(state, seat, {"copper": 2})
    state = apply(state, Equip(1, "copper-sword", WOODS))  # 1 + 2 meets the 3
    assert TITLE.losses(state, Done()) == []


def test_a_weapon_given_up_is_named():
    state, _seat = managing(
        [(ARENA, 1), (WOODS, 0)], [(1, ARENA, "copper-dagger"), (1, None, None)]
    )
    assert TITLE.losses(state, Unassign(0)) == ["adventurer 1's Copper Dagger"]
    assert TITLE.losses(state, Equip(0, "copper-sword", ARENA)) == ["adventurer 1's Copper Dagger"]
    assert TITLE.losses(state, Equip(0, "copper-sword", WOODS)) == ["adventurer 1's Copper Dagger"]
    assert TITLE.losses(state, Equip(1, "copper-sword", ARENA)) == []


def with_reward(kind: str, count: int = 1):
    state = advance_to(started(2), "market")
    seat = seat_now(state)
    state = evolve(
        state,
        pending=(pending_entry(seat, kind, count, why="Clear the Goblin Warren"),),
    )
    return state


def test_declining_a_reward_names_what_is_given_up():
    assert TITLE.losses(with_reward("overseer", 2), Skip()) == [
        "2 overseer moves from Clear the Goblin Warren"
    ]
    state = with_reward("worker")
    free = next(h for h in sorted(state.mine.board.hexes) if not state.mine.occupied(h))
    state = evolve(state, mine=evolve(state.mine, workers=state.mine.workers.with_item(free, 1)))
    assert TITLE.losses(state, Skip()) == ["1 worker move from Clear the Goblin Warren"]
    state = evolve(state, mine=evolve(state.mine, workers=FrozenMap()))  # no worker to move
    assert TITLE.losses(state, Skip()) == []
    state = with_reward("card")
    state = set_market(state, bonus=state.market["bonus"][:-1], discard=state.market["bonus"][-1:])
    assert TITLE.losses(state, Skip()) == [
        "a free card from the market discard (Clear the Goblin Warren)"
    ]
    state = set_market(state, bonus=state.market["bonus"] + state.market["discard"], discard=())
    assert TITLE.losses(state, Skip()) == []
    moves = [a for a in TITLE.legal_actions(with_reward("overseer")) if isinstance(a, MoveOverseer)]
    assert TITLE.losses(with_reward("overseer"), moves[0]) == []


def test_passing_the_mine_turn_loses_the_rounds_move_but_not_the_extra_move():
    state = started(2)
    assert any(isinstance(a, MoveOverseer) for a in TITLE.legal_actions(state))
    assert TITLE.losses(state, PassMove()) == ["this round's overseer move"]
    state = apply(apply(state, PassMove()), PassMove())
    assert state.mphase.is_extra
    assert TITLE.losses(state, PassMove()) == []


def test_trades_and_free_choices_lose_nothing():
    market = advance_to(started(2), "market")
    assert TITLE.losses(market, MarketPass()) == []
    assert TITLE.losses(market, Buy("copper")) == []
    acquire = advance_to(market, "quest", "acquire")
    assert TITLE.losses(acquire, QuestPass()) == []
    over = advance_to(market, "over")
    assert TITLE.losses(over, Done()) == []


def test_declines_and_passes_do_not_lose_the_game():
    """Playtest 18: Decline, a free card declined and the mine's pass all have "Do it" ready
    (a move that loses the game is the one exception: in the solo game, a quest not taken)."""
    assert not TITLE.loses_the_game(with_reward("overseer", 2), Skip())
    assert not TITLE.loses_the_game(with_reward("card"), Skip())
    state = started(2)
    assert TITLE.losses(state, PassMove()) and not TITLE.loses_the_game(state, PassMove())


def test_a_quest_not_taken_loses_the_solo_game():
    """The solo game is lost when a quest is not taken: its warning keeps Cancel ready."""
    import dataclasses

    acquire = advance_to(advance_to(started(2), "market"), "quest", "acquire")
    solo = dataclasses.replace(acquire, solo={"difficulty": "normal"})
    assert not TITLE.loses_the_game(acquire, QuestPass())
    assert TITLE.loses_the_game(solo, QuestPass())
    assert "the solo game (a quest not taken or failed loses it)" in TITLE.losses(solo, QuestPass())
