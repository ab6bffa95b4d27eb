"""Shared set-up for the Forge War game tests: a started game and quick ways to a phase.

Chance nodes take their first outcome (deterministic), wealth choices their first option and
overseers the first free hexes, so every test starts from the same known position.
"""

from __future__ import annotations

from typing import Any

from forgegames.core.frozen import FrozenMap, evolve
from forgegames.core.title import CHANCE, GameConfig, SeatConfig
from forgegames.games.forge_war import TITLE
from forgegames.games.forge_war.game_actions import (
    Done,
    Finish,
    MarketPass,
    QuestPass,
    Skip,
)
from forgegames.games.forge_war.mine_actions import PassMove
from forgegames.games.forge_war.state import (
    Adventurer,
    FWState,
    QuestEntry,
    changed,
    frozen,
    taken_out,
    with_seat,
)

PASSES = (PassMove, MarketPass, QuestPass, Done, Finish, Skip)


def config(players: int, variant: str = "simple", **options: str) -> GameConfig:
    """A game of ``variant``; ``options`` by key with ``_`` for ``-`` (bonus_tiles="on")."""
    seats = tuple(SeatConfig(f"P{i + 1}", f"c{i}") for i in range(players))
    chosen = tuple((k.replace("_", "-"), v) for k, v in options.items())
    return GameConfig("forge-war", seats, variant, chosen)


def apply(state: FWState, text_or_action) -> FWState:
    action = (
        TITLE.parse_action(text_or_action) if isinstance(text_or_action, str) else text_or_action
    )
    return TITLE.apply(state, action).state


def resolve_chance(state: FWState) -> FWState:
    while TITLE.current_player(state) == CHANCE:
        state = apply(state, TITLE.chance_outcomes(state)[0][0])
    return state


def passing_move(state: FWState):
    legal = TITLE.legal_actions(state)
    for kind in PASSES:
        for action in legal:
            if isinstance(action, kind):
                return action
    return legal[0]


def started(players: int = 2, variant: str = "simple", **options: str) -> FWState:
    """Round 1, the mine phase about to begin (setup, wealth and placement done): a copy the
    test may change (a state the rules handed out must never change)."""
    state = resolve_chance(TITLE.new_game(config(players, variant, **options)))
    while state.phase in ("wealth", "place"):
        state = resolve_chance(apply(state, TITLE.legal_actions(state)[0]))
    return state


def advance_to(state: FWState, phase: str, step: str | None = None, limit: int = 500) -> FWState:
    """Pass everything until ``phase`` (and ``step``) is reached."""
    for _ in range(limit):
        if state.phase == phase and (step is None or state.step == step) and not state.pending:
            return state
        state = resolve_chance(apply(state, passing_move(state)))
    raise AssertionError(f"never reached {phase}")


def from_supply(state: FWState, rid: str, n: int) -> FWState:
    """``state`` with ``n`` cubes of ``rid`` fewer in the supply (a negative ``n``: more), for
    a test that puts them elsewhere by hand (the supply is a ``FrozenMap``)."""
    return evolve(state, supply=state.supply.with_item(rid, state.supply[rid] - n))


def seat_now(state: FWState) -> int:
    return TITLE.current_player(state)


def take_card(state: FWState, cid: str) -> FWState:
    """``state`` without a market card wherever it is (deck, face up, discard) so a test can
    give it to a player without breaking card conservation."""
    market = state.market
    for key in ("weapon", "bonus", "single", "discard", "removed", "public"):
        if cid in market[key]:
            return taken_out(state, "market", key, cid)
    for slot, card in market["up"].items():
        if card == cid:
            return set_up(state, slot, None)
    raise AssertionError(f"{cid} is not in the market")


def set_market(state: FWState, **parts: Any) -> FWState:
    """``state`` with the market's ``parts`` set (lists and dicts, as in the JSON form)."""
    return changed(state, "market", **{key: frozen(value) for key, value in parts.items()})


def set_up(state: FWState, slot: str, card: str | None) -> FWState:
    """``state`` with ``card`` (or None) face up in the market's ``slot``."""
    return changed(state, "market", up=state.market["up"].with_item(slot, card))


def set_claims(state: FWState, design: str, seats: list[int]) -> FWState:
    """``state`` with ``seats`` the claimants of the public ``design``, first first."""
    return changed(state, "market", claims=state.market["claims"].with_item(design, tuple(seats)))


def set_adv(state: FWState, seat: int, index: int, **changes) -> tuple[FWState, Adventurer]:
    """``state`` whose seat's adventurer at ``index`` has ``changes``, and that adventurer."""
    advs = list(state.seats[seat].advs)
    advs[index] = evolve(advs[index], **changes)
    return with_seat(state, seat, advs=tuple(advs)), advs[index]


def add_quest(state: FWState, seat: int, entry: QuestEntry) -> FWState:
    """``state`` with ``entry`` last on the seat's mat."""
    return with_seat(state, seat, quests=(*state.seats[seat].quests, entry))


def set_quest(state: FWState, seat: int, index: int, **changes) -> tuple[FWState, QuestEntry]:
    """``state`` whose seat's active quest at ``index`` has ``changes``, and that entry."""
    quests = list(state.seats[seat].quests)
    quests[index] = evolve(quests[index], **changes)
    return with_seat(state, seat, quests=tuple(quests)), quests[index]


def set_pool(state: FWState, seat: int, counts: dict[str, int]) -> FWState:
    """``state`` with some of the seat's cube counts set (the supply is the caller's to
    balance, e.g. with ``from_supply``)."""
    return with_seat(state, seat, pool=FrozenMap({**state.seats[seat].pool, **counts}))
