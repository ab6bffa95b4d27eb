"""The whole Forge War game as plain data, its copy, and its JSON form.

``FWState`` is a dataclass whose nested parts are JSON-ready dicts and lists (so ``to_json`` is
nearly free and equality is exact), plus the mine (an immutable ``Mine``, shared between
states) and the placement / mine-phase machines (frozen dataclasses).

A seat (``state.seats[i]``)::

    gold, pool {resource: n}, prestige (from quests), advs [{id, level, quest, weapon}],
    next_adv, designs [unique design ids and the starting player cards], bonus [bonus card ids],
    quests [{id, pos, taken, rushed}], completed, hand [wealth ids], kept [ids] or None,
    stack (both wealth level-ups on one adventurer), buys, sells, stall_uses {card: n},
    extra_stall_uses, end_bonuses [ids]

``state.market``::

    weapon, bonus, single (face-down decks, unordered: a draw is a chance node),
    up {weapon, bonus1, bonus2, single1, single2} (face-up card or None), public [designs],
    claims {design: [seats in claim order]}, discard [ids], removed [single-use ids],
    spaces {space: [seats]}

``state.quests``: offer [8 quest ids or None], green, yellow (face-down decks), gone [ids].
``state.chance``: the chance tasks still to resolve, first first (``["reveal", "weapon"]``...).
``state.pending``: choices a seat must make before play goes on (``{"seat", "kind", ...}``).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from forgegames.core.title import CHANCE, TERMINAL
from forgegames.games.forge_war.mine import Mine, mine_from_json, mine_to_json
from forgegames.games.forge_war.mine_phase import MinePhase, Placement, phase_from_json
from forgegames.games.forge_war.mine_phase import phase_to_json as mphase_to_json

PHASES = ("setup", "wealth", "place", "mine", "market", "quest", "rewards", "over")
UP_SLOTS = ("weapon", "bonus1", "bonus2", "single1", "single2")


@dataclasses.dataclass
class FWState:
    players: int
    names: list[str]
    variant: str
    round: int
    phase: str
    order: list[int]
    supply: dict[str, int]
    seats: list[dict[str, Any]]
    market: dict[str, Any]
    quests: dict[str, Any]
    wealth_deck: list[str]
    chance: list[list[Any]]
    pending: list[dict[str, Any]]
    turn: int = 0
    step: str = ""
    mine: Mine | None = None
    mphase: Placement | MinePhase | None = None
    adventurers_left: int = 0


def whose_turn(state: FWState) -> int:
    """The seat to act, or CHANCE, or TERMINAL: a waiting reward choice first, then the mine's
    own turn order during placement and the mine phase, else player order."""
    if state.phase == "over":
        return TERMINAL
    if state.chance:
        return CHANCE
    if state.pending:
        return state.pending[0]["seat"]
    if state.phase in ("place", "mine"):
        assert state.mphase is not None and state.mphase.actor is not None
        return state.mphase.actor
    return state.order[state.turn]


def deep(value: Any) -> Any:
    """A copy of JSON-like data (dicts, lists and scalars)."""
    if isinstance(value, dict):
        return {k: deep(v) for k, v in value.items()}
    if isinstance(value, list):
        return [deep(v) for v in value]
    return value


def clone(state: FWState) -> FWState:
    """A copy that may be changed freely (the mine and phase machines are immutable)."""
    return dataclasses.replace(
        state,
        names=list(state.names),
        order=list(state.order),
        supply=dict(state.supply),
        seats=deep(state.seats),
        market=deep(state.market),
        quests=deep(state.quests),
        wealth_deck=list(state.wealth_deck),
        chance=deep(state.chance),
        pending=deep(state.pending),
    )


def new_seat(pool: dict[str, int], player_cards: list[str]) -> dict[str, Any]:
    return {
        "gold": 0,
        "pool": dict(pool),
        "prestige": 0,
        "advs": [],
        "next_adv": 0,
        "designs": list(player_cards),
        "bonus": [],
        "quests": [],
        "completed": 0,
        "hand": [],
        "kept": None,
        "stack": False,
        "buys": 0,
        "sells": 0,
        "stall_uses": {},
        "extra_stall_uses": 0,
        "end_bonuses": [],
    }


_SCALARS = ("players", "variant", "round", "phase", "turn", "step", "adventurers_left")
_DATA = ("names", "order", "supply", "seats", "market", "quests", "wealth_deck", "chance")


def state_to_json(state: FWState) -> dict[str, Any]:
    data: dict[str, Any] = {k: getattr(state, k) for k in _SCALARS}
    for key in (*_DATA, "pending"):
        data[key] = deep(getattr(state, key))
    data["mine"] = mine_to_json(state.mine) if state.mine is not None else None
    data["mphase"] = mphase_to_json(state.mphase) if state.mphase is not None else None
    return data


def state_from_json(data: dict[str, Any]) -> FWState:
    values = {k: data[k] for k in _SCALARS}
    for key in (*_DATA, "pending"):
        values[key] = deep(data[key])
    mine = mine_from_json(data["mine"]) if data["mine"] is not None else None
    mphase = phase_from_json(data["mphase"]) if data["mphase"] is not None else None
    return FWState(**values, mine=mine, mphase=mphase)
