"""Bonus tiles (epic game option): laid on the round track at set-up, resolved at the end of
their round after the quest rewards and before a change of stage, each kind paying as the rules
and docs/rulings.md say."""

from __future__ import annotations

import pytest

from forgegames.core.errors import IllegalAction
from forgegames.core.frozen import FrozenMap, evolve
from forgegames.games.forge_war import TITLE
from forgegames.games.forge_war import bonus_tiles as tiles
from forgegames.games.forge_war.economy import Log, buy_price
from forgegames.games.forge_war.game_actions import Finish, Skip, TileBuy
from forgegames.games.forge_war.mine_actions import MoveOverseer
from forgegames.games.forge_war.state import FWState, QuestEntry, with_seat
from tests.games.forge_war.fw_helpers import (
    advance_to,
    apply,
    config,
    from_supply,
    seat_now,
    set_adv,
    set_pool,
    started,
)
from tests.games.forge_war.test_fw_epic_stages import last_finish


def test_five_tiles_are_laid_at_setup_as_chance_nodes() -> None:
    state = TITLE.new_game(config(3, "epic", bonus_tiles="on"))
    assert state.bonus_tiles
    assert state.chance[2:7] == tuple(("tile", i) for i in range(5))
    outcomes = TITLE.chance_outcomes(TITLE.new_game(config(3, "epic", bonus_tiles="on")))
    assert outcomes  # the mine sides come first
    laid = started(3, "epic", bonus_tiles="on")
    assert len(laid.tiles) == len(TITLE.world.content.tile_placements) == 5
    assert len({t[0] for t in laid.tiles}) == 5
    assert TITLE.new_game(config(3, "epic")).tiles == ()


def at_round_end(tile: str, players: int = 2) -> FWState:
    """The last ``finish`` of stage 1's round 6 with only ``tile`` on the track (place 0)."""
    state = last_finish(started(players, "epic", bonus_tiles="on"), 6)
    state = evolve(state, tiles=((tile, 0),))
    return state


def resolve(state: FWState, tile: str) -> FWState:
    """Resolve ``tile`` now, as if it lay on stage 1's track and this were round 6."""
    state = evolve(state, round=6)
    state = evolve(state, tiles=((tile, 0),))
    state = tiles.resolve_due(state, Log(state))
    return state


def test_a_tile_is_resolved_after_the_quest_phase_and_before_the_stage_changes() -> None:
    state = at_round_end("knowledge-gold")
    gold = [d.gold for d in state.seats]
    after = apply(state, Finish())
    assert after.round == 7 and after.tiles == ()
    unique = [
        tiles.count_for(state, s, TITLE.world.content.bonus_tiles["knowledge-gold"]) for s in (0, 1)
    ]
    assert [d.gold for d in after.seats] == [g + 2 * n for g, n in zip(gold, unique, strict=True)]


def test_a_tile_on_a_later_place_waits_for_its_round() -> None:
    state = advance_to(started(2, "epic", bonus_tiles="on"), "quest")
    state = evolve(state, tiles=(("decorated-gold", 1),))  # stage 2, after round 3
    assert tiles.due_tiles(state) == []
    state = evolve(state, round=9)
    assert [t.id for t in tiles.due_tiles(state)] == ["decorated-gold"]


def test_industrious_an_extra_overseer_move_for_exactly_that_many_workers() -> None:
    state = at_round_end("industrious-2")
    assert state.mine is not None
    free = [h for h in state.mine.board.hexes if not state.mine.occupied(h)]
    workers = {free[0]: 0, free[1]: 0, free[2]: 1}
    state = evolve(state, mine=evolve(state.mine, workers=FrozenMap(workers)))
    after = apply(state, Finish())
    assert [p["seat"] for p in after.pending] == [0]
    assert after.pending[0]["kind"] == "overseer" and after.round == 6
    moves = [a for a in TITLE.legal_actions(after) if isinstance(a, MoveOverseer)]
    assert moves and Skip() in TITLE.legal_actions(after)
    done = apply(after, Skip())
    assert done.round == 7 and done.mine is None  # then the stage changes


def test_industrious_moves_come_in_player_order() -> None:
    state = at_round_end("industrious-2", players=3)
    assert state.mine is not None
    free = [h for h in state.mine.board.hexes if not state.mine.occupied(h)]
    workers = {free[i]: seat for i, seat in enumerate((0, 0, 1, 1, 2, 2))}
    state = evolve(state, mine=evolve(state.mine, workers=FrozenMap(workers)))
    state = evolve(state, order=[2, 0, 1])
    after = apply(state, Finish())
    assert [p["seat"] for p in after.pending if p["kind"] == "overseer"] == [2, 0, 1]


@pytest.mark.parametrize("count", [1, 2])
def test_adventurous_a_new_adventurer_for_exactly_that_many_quests(count: int) -> None:
    state = advance_to(started(2, "epic", bonus_tiles="on"), "quest")
    state = with_seat(state, 0, quests=tuple(QuestEntry(f"q{i}", 0, 1) for i in (1, 2)))
    before = [len(d.advs) for d in state.seats]
    state = resolve(state, f"adventurous-{count}")
    gained = [len(d.advs) - b for d, b in zip(state.seats, before, strict=True)]
    assert not state.seats[1].quests
    assert gained == ([1, 0] if count == 2 else [0, 0])


def test_stockpile_one_cube_for_every_three_in_the_pool() -> None:
    state = advance_to(started(2, "epic", bonus_tiles="on"), "quest")
    for seat, data in enumerate(state.seats):
        for rid in data.pool:
            state = from_supply(state, rid, -data.pool[rid])
        state = set_pool(state, seat, dict.fromkeys(data.pool, 0))
    state = from_supply(state, "copper", 7)
    state = set_pool(state, 0, {"copper": 7})
    state = resolve(state, "stockpile-iron")
    assert state.seats[0].pool["iron"] == 2 and state.seats[1].pool["iron"] == 0


def champions(state: FWState, seat: int, n: int) -> FWState:
    for i, title in enumerate(("valorous", "charming")[:n]):
        if i < len(state.seats[seat].advs):
            state, _ = set_adv(state, seat, i, level=4, title=title)
    return state


def test_decorated_pays_per_champion_in_the_tiles_form() -> None:
    state = advance_to(started(2, "epic", bonus_tiles="on"), "quest")
    state = champions(state, 0, 2)
    gold, prestige = state.seats[0].gold, state.seats[0].prestige
    state = resolve(state, "decorated-gold")
    state = resolve(state, "decorated-prestige")
    assert state.seats[0].gold == gold + 4 and state.seats[0].prestige == prestige + 4
    assert not state.pending


def test_merchant_form_gold_is_spent_on_cubes_and_the_rest_is_lost() -> None:
    state = advance_to(started(2, "epic", bonus_tiles="on"), "quest", "acquire")
    state = champions(state, 0, 2)  # 6 gold to spend
    state = resolve(state, "decorated-merchant")
    assert state.pending[0] == {"seat": 0, "kind": "spend", "count": 6, "why": "the Decorated tile"}
    assert seat_now(state) == 0
    legal = TITLE.legal_actions(state)
    buys = [a for a in legal if isinstance(a, TileBuy)]
    assert {a.resource for a in buys} == {
        r for r in state.supply if buy_price(TITLE.world, r) <= 6 and state.supply[r]
    }
    own_gold = state.seats[0].gold
    iron = state.seats[0].pool.get("iron", 0)
    state = apply(state, TileBuy("iron"))
    assert state.seats[0].pool["iron"] == iron + 1 and state.seats[0].gold == own_gold
    left = 6 - buy_price(TITLE.world, "iron")
    assert state.pending and state.pending[0]["count"] == left
    too_dear = next(r for r in state.supply if buy_price(TITLE.world, r) > left)
    with pytest.raises(IllegalAction, match="gold left"):
        apply(state, TileBuy(too_dear))
    state = apply(state, Skip())
    assert not state.pending and state.seats[0].gold == own_gold


def test_knowledge_counts_unique_designs_only() -> None:
    state = advance_to(started(2, "epic", bonus_tiles="on"), "quest")
    unique = next(w.id for w in TITLE.world.content.weapons.values() if w.unique)
    state = with_seat(state, 1, designs=(*state.seats[1].designs, unique))
    tile = TITLE.world.content.bonus_tiles["knowledge-prestige"]
    assert (tiles.count_for(state, 0, tile), tiles.count_for(state, 1, tile)) == (0, 1)
    prestige = state.seats[1].prestige
    state = resolve(state, "knowledge-prestige")
    assert state.seats[1].prestige == prestige + 2


def test_leaving_tile_gold_unspent_is_a_loss_the_player_is_warned_of() -> None:
    state = advance_to(started(2, "epic", bonus_tiles="on"), "quest", "acquire")
    state = champions(state, 0, 1)
    state = resolve(state, "decorated-merchant")
    assert TITLE.losses(state, Skip()) == ["3 gold from the Decorated tile, which cannot be kept"]
