"""Forge War's chance nodes: the outcomes of each chance task (mine sides, player order,
reveals, deals, tiles) and what each outcome does to the state."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from itertools import repeat
from operator import is_
from typing import Any

from forgegames.core.actions import Action
from forgegames.core.i18n import count, tr
from forgegames.games.forge_war import bonus_tiles as tiles
from forgegames.games.forge_war import market as m
from forgegames.games.forge_war import quests as q
from forgegames.games.forge_war import solo
from forgegames.games.forge_war.economy import Log
from forgegames.games.forge_war.game_actions import (
    DealDesign,
    DealQuest,
    DealWealth,
    PlaceTile,
    Reveal,
    SetAside,
    SetOrder,
    shared,
)
from forgegames.games.forge_war.mine import new_mine
from forgegames.games.forge_war.mine_actions import MineSides
from forgegames.games.forge_war.mine_board import build_board, side_outcomes
from forgegames.games.forge_war.mine_pieces import stage_pieces
from forgegames.games.forge_war.stages import deal_design, deal_outcomes, stage_of
from forgegames.games.forge_war.state import FWState, evolve, seat_changed


def chance_actions(state: FWState, task: list[Any]) -> list[Action]:
    """The outcomes of a chance task (``has_outcomes`` must answer for every kind here)."""
    kind = task[0]
    if kind == "sides":
        return _setups(solo.mine_players(state), stage_of(state))
    if kind == "order":
        return [SetOrder(p) for p in itertools.permutations(range(state.players))]
    if kind == "reveal":
        return _shared(Reveal, task[1], m.reveal_outcomes(state, task[1]))
    if kind == "quest":
        return _shared(DealQuest, task[1], sorted(q.deal_deck(state)))
    if kind == "tile":
        return [PlaceTile(task[1], t) for t in tiles.placement_outcomes(state)]
    if kind == "design":
        return [DealDesign(card) for card in deal_outcomes(state)]
    if kind == "wealth":
        return _shared(DealWealth, task[1], sorted(set(state.wealth_deck)))
    if kind == "set-aside":
        return solo.set_aside_outcomes(state, task[1])
    raise ValueError(f"unknown chance task {task!r}")


_SHARED: dict[tuple[type[Action], Any], dict[Any, Action]] = {}


def _shared(kind: type[Action], first: Any, seconds: list[Any]) -> list[Action]:
    """``[kind(first, x) for x in seconds]``, each action made once and shared (actions never
    change): a deck's draws are listed at every chance node."""
    made = _SHARED.get((kind, first))
    if made is None:
        made = _SHARED[kind, first] = {}
    try:
        return list(map(made.__getitem__, seconds))  # each made before: looked up in C
    except KeyError:
        for second in seconds:
            if second not in made:
                made[second] = kind(first, second)
        return list(map(made.__getitem__, seconds))


_SETUPS: dict[tuple[int, int], tuple[Any, list[Action]]] = {}


def _setups(players: int, stage: int) -> list[Action]:
    """``[MineSides(tuple(sides), gap) for sides, gap in side_outcomes(players, stage)]``,
    listed once for as long as the stage's pieces stay the same."""
    pieces = stage_pieces(stage)
    known = _SETUPS.get((players, stage))
    if known is None or known[0] is not pieces:
        outcomes = side_outcomes(players, stage)
        listed = [shared(MineSides, tuple(sides), gap) for sides, gap in outcomes]
        known = _SETUPS[players, stage] = (pieces, listed)
    return list(known[1])


def first_outcomes(state: FWState) -> list[Action]:
    """The first chance task's outcomes (worked out once per state; see ``memo``)."""
    known = state.memo
    outcomes = known.get("outcomes")
    if outcomes is None:
        outcomes = known["outcomes"] = chance_actions(state, state.chance[0])
    return outcomes


def is_outcome(state: FWState, action: Action) -> bool:
    """``action in chance_actions(state, state.chance[0])``, looked up in a set."""
    known = state.memo
    if any(map(is_, first_outcomes(state), repeat(action))):
        return True  # the very object listed (a draw from chance_outcomes): no hashing needed
    possible = known.get("outcome_set")
    if possible is None:
        possible = known["outcome_set"] = frozenset(first_outcomes(state))
    try:
        return action in possible
    except TypeError:  # unhashable: in no list of outcomes either
        return action in first_outcomes(state)


def has_outcomes(state: FWState, task: list[Any]) -> bool:
    """``bool(chance_actions(state, task))`` without listing them."""
    kind = task[0]
    if kind == "sides":
        return bool(side_outcomes(solo.mine_players(state), stage_of(state)))
    if kind == "order":
        return True  # the permutations of the seats: at least one
    if kind == "reveal":
        return bool(state.market[m.DECK_OF[task[1]]])
    if kind == "quest":
        return bool(q.deal_deck(state))
    if kind == "wealth":
        return bool(state.wealth_deck)
    return bool(chance_actions(state, task))  # the epic game's tiles and stage-3 designs


# --- what each outcome makes (the task drawn is done: it leaves ``state.chance``) ------------
def _mine_sides(state: FWState, action: MineSides, log: Log) -> FWState:
    mine = new_mine(
        build_board(solo.mine_players(state), action.sides, action.gap, stage_of(state))
    )
    s = evolve(state, mine=mine, chance=state.chance[1:])
    log.add(
        tr("The mine is laid out: {hexes}", hexes=count(len(mine.board), "hex", "hexes")),
        None,
        "chance",
    )
    return s


def _set_order(state: FWState, action: SetOrder, log: Log) -> FWState:
    s = evolve(state, order=tuple(action.seats), chance=state.chance[1:])
    if s.solo:  # one seat: what matters is the order track, the player's marker last
        names = ", ".join(s.names[i] for i in solo.mine_order(s))
        log.add(
            tr("The order track: {names} (the player's marker last)", names=names),
            None,
            "chance",
        )
    else:
        names = ", ".join(s.names[i] for i in s.order)
        log.add(tr("Starting player order: {names}", names=names), None, "chance")
    return s


def _reveal(state: FWState, action: Reveal, log: Log) -> FWState:
    return m.apply_reveal(state, action.slot, action.card, log)


def _deal_quest(state: FWState, action: DealQuest, log: Log) -> FWState:
    quests = q.quests_dealt(state.quests, action.slot, action.quest)
    s = evolve(state, chance=state.chance[1:], quests=quests)
    cost = state.world.content.rules.slot_costs[action.slot]
    log.add(
        tr(
            "Quest offer: {name} ({n} gold)",
            name=q.quest_card(state.world, action.quest).name,
            n=cost,
        ),
        None,
        "chance",
    )
    return s


def _deal_wealth(state: FWState, action: DealWealth, log: Log) -> FWState:
    deck = state.wealth_deck
    at = deck.index(action.card)
    hand = (*state.seats[action.seat].hand, action.card)
    seats = seat_changed(state.seats, action.seat, hand=hand)
    return evolve(
        state, wealth_deck=deck[:at] + deck[at + 1 :], chance=state.chance[1:], seats=seats
    )


def _place_tile(state: FWState, action: PlaceTile, log: Log) -> FWState:
    return tiles.lay_tile(evolve(state, chance=state.chance[1:]), action.place, action.tile, log)


def _deal_design(state: FWState, action: DealDesign, log: Log) -> FWState:
    return deal_design(evolve(state, chance=state.chance[1:]), action.card)


def _set_aside(state: FWState, action: SetAside, log: Log) -> FWState:
    return solo.apply_set_aside(evolve(state, chance=state.chance[1:]), action)


OUTCOMES: dict[type, Callable[[FWState, Any, Log], FWState]] = {
    MineSides: _mine_sides,
    SetOrder: _set_order,
    Reveal: _reveal,
    DealQuest: _deal_quest,
    DealWealth: _deal_wealth,
    PlaceTile: _place_tile,
    DealDesign: _deal_design,
    SetAside: _set_aside,
}
"""The state each kind of chance outcome makes (``moves`` applies them once ``is_outcome``)."""
