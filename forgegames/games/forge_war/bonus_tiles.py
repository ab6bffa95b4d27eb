"""Bonus tiles (epic game option): laid on the round track at set-up (chance nodes, one tile
per place of ``tile_placements``), each resolved at the end of the round its place names,
after the quest rewards and before a change of stage or the end of the game.

Kinds (bonus_tiles.yaml; docs/rulings.md "Bonus tiles"): industrious (exactly N own workers in
the mine: an optional extra overseer move, offered in player order once everyone has
qualified), adventurous (exactly N active quests: a level-1 adventurer), stockpile (a cube of
the tile's resource for every ``per`` cubes in the pool), decorated (per champion) and
knowledge (per unique design owned), paid in the tile's form: gold, prestige, or gold spent at
once at the merchant (a pending ``spend`` choice: ``TileBuy`` cubes or ``Skip``; what is left is
lost).
"""

from __future__ import annotations

from typing import Any

from forgegames.core.actions import Action
from forgegames.core.errors import IllegalAction
from forgegames.core.i18n import tr
from forgegames.games.forge_war.content_records import BonusTile
from forgegames.games.forge_war.economy import Log, buy_price, gain, hire, traded_resources
from forgegames.games.forge_war.game_actions import Skip, TileBuy
from forgegames.games.forge_war.stages import stage_of, stage_round
from forgegames.games.forge_war.state import (
    FWState,
    evolve,
    first_counted,
    popped,
    pushed,
    with_more,
)


def placement_outcomes(state: FWState) -> list[str]:
    """The tiles that may still be laid (those not on the track yet)."""
    laid = {t[0] for t in state.tiles}
    return sorted(t for t in state.world.content.bonus_tiles if t not in laid)


def lay_tile(state: FWState, place: int, tile: str, log: Log) -> FWState:
    if tile not in placement_outcomes(state):
        raise IllegalAction(tr("that bonus tile is already on the round track"), rule="bonus-tiles")
    spot = state.world.content.tile_placements[place]
    name = state.world.content.bonus_tiles[tile].name
    log.add(tr("Bonus tile {name} lies on stage {n}'s track", name=name, n=spot.stage))
    return evolve(state, tiles=(*state.tiles, (tile, place)))


def due_tiles(state: FWState) -> list[BonusTile]:
    """The tiles resolved at the end of the current round."""
    c = state.world.content
    stage, now = stage_of(state), stage_round(state)
    out = []
    for tile, place in state.tiles:
        spot = c.tile_placements[place]
        if spot.stage == stage and spot.resolved_after == now:
            out.append(c.bonus_tiles[tile])
    return out


def count_for(state: FWState, seat: int, tile: BonusTile) -> int:
    """How many times ``tile`` pays ``seat`` (0 or 1 for the exact-count kinds)."""
    data = state.seats[seat]
    if tile.kind == "industrious":
        mine = state.mine
        own = 0 if mine is None else sum(1 for s in mine.workers.values() if s == seat)
        return int(own == tile.workers)
    if tile.kind == "adventurous":
        return int(len(data.quests) == tile.quests)
    if tile.kind == "stockpile":
        return sum(data.pool.values()) // (tile.per or 1)
    if tile.kind == "decorated":
        return sum(1 for a in data.advs if a.title)
    unique = state.world.content.all_weapons
    return sum(1 for d in data.designs if d in unique and unique[d].unique)


def resolve_due(state: FWState, log: Log) -> FWState:
    """Pay every tile due this round, everyone in player order, and take it off the track."""
    for tile in due_tiles(state):
        log.part(state)  # a teacher's example shows what came before, then each tile paid
        log.add(
            tr("The {name} bonus tile: {about}", name=tile.name, about=tile.text), None, "phase"
        )
        for seat in state.order:
            times = count_for(state, seat, tile)
            if times:
                state = _pay(state, seat, tile, times, log)
        state = evolve(state, tiles=tuple(t for t in state.tiles if t[0] != tile.id))
    return state


def _pay(state: FWState, seat: int, tile: BonusTile, times: int, log: Log) -> FWState:
    why = tr("the {name} tile", name=tile.name)
    if tile.kind == "industrious":
        state = pushed(state, seat, "overseer", 1, why=why)
    elif tile.kind == "adventurous":
        return hire(state, seat, log, tr(" from {name}", name=why))
    elif tile.kind == "stockpile":
        return gain(state, seat, {tile.resource or "": times}, log, tr(" from {name}", name=why))
    elif tile.reward == "gold":
        gold = times * (tile.amount or 0)
        state = with_more(state, seat, gold=gold)
        log.add(tr("{{0}} receives {n} gold from {name}", n=gold, name=why), seat, "consequence")
    elif tile.reward == "prestige":
        points = times * (tile.amount or 0)
        state = with_more(state, seat, prestige=points)
        log.add(tr("{{0}} scores {n} prestige from {name}", n=points, name=why), seat)
    else:
        budget = times * (tile.amount or 0)
        log.add(
            tr("{{0}} has {n} gold from {name} to spend at the merchant", n=budget, name=why), seat
        )
        state = pushed(state, seat, "spend", budget, why=why)
    return state


# --- spending a tile's gold at the merchant -------------------------------------------------------
def spend_options(state: FWState, item: dict[str, Any]) -> list[Action]:
    return [
        TileBuy(rid)
        for rid in traded_resources()
        if buy_price(state.world, rid) <= item["count"] and state.supply.get(rid, 0) > 0
    ]


def can_spend(state: FWState, item: dict[str, Any]) -> bool:
    return bool(spend_options(state, item))


def too_dear(item: dict[str, Any]) -> str:
    """The refusal of a purchase the tile's gold left cannot pay."""
    return tr("{name} has {n} gold left: not enough for that", name=item["why"], n=item["count"])


def apply_spend(state: FWState, item: dict[str, Any], action: Action, log: Log) -> FWState:
    if isinstance(action, Skip):
        state = popped(state)
        left = tr("{{0}} leaves {n} gold from {name} unspent", n=item["count"], name=item["why"])
        log.add(left, item["seat"], "move")
        return state
    if not isinstance(action, TileBuy) or action not in spend_options(state, item):
        raise IllegalAction(too_dear(item), rule="bonus-tiles")
    left = item["count"] - buy_price(state.world, action.resource)
    why = tr(" with {name}'s gold", name=item["why"])
    state = gain(state, item["seat"], {action.resource: 1}, log, why)
    if can_spend(state, item.with_item("count", left)):
        return first_counted(state, left)
    if left:
        lost = tr("{{0}} cannot spend the last {n} gold: it is lost", n=left)
        log.add(lost, item["seat"])
    return popped(state)
