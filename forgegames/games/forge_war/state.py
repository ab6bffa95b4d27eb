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
``state.solo`` (the solo variant only, else None): ``{"difficulty", "order": [mine colours,
first first], "lost": the reason the game was lost or None, "market_used": market actions
taken this round}``. The player is seat 0 and mine
colour 0; the automated colours are mine colours 1 and 2, which have no seat (``names`` has
an entry for them) and are moved by seat 0.
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
    solo: dict[str, Any] | None = None


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
        return min(state.mphase.actor, state.players - 1) if state.solo else state.mphase.actor
    return state.order[state.turn]


def deep(value: Any) -> Any:
    """A copy of JSON-like data (dicts, lists and scalars)."""
    if isinstance(value, dict):
        return {k: deep(v) for k, v in value.items()}
    if isinstance(value, list):
        return [deep(v) for v in value]
    return value


# --- the copy made for every action -----------------------------------------------------------
# ``clone`` follows the shapes above instead of walking every value with ``deep`` (which was
# half the engine's time): each container is copied by the means its shape needs, scalars are
# shared. A key these tables do not know is copied with ``deep``, so a new part of the state is
# always copied safely; a known key whose shape grows deeper must get its copier updated here
# (tests/forge_war/test_fw_speedups.py checks that a clone shares no container with its
# original, over many positions of every variant).
def _records(value: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A list of flat records (adventurers, quest entries)."""
    return [record.copy() for record in value]


def _optional_list(value: list[Any] | None) -> list[Any] | None:
    return None if value is None else value.copy()


def _lists_by_key(value: dict[str, list[Any]]) -> dict[str, list[Any]]:
    return {k: v.copy() for k, v in value.items()}


_SEAT_SCALARS = frozenset(
    ("gold", "prestige", "next_adv", "completed", "stack", "buys", "sells", "extra_stall_uses")
)
_SEAT_COPY: dict[str, Any] = {
    "pool": dict.copy,
    "advs": _records,
    "designs": list.copy,
    "bonus": list.copy,
    "quests": _records,
    "hand": list.copy,
    "kept": _optional_list,
    "stall_uses": dict.copy,
    "end_bonuses": list.copy,
}
_MARKET_COPY: dict[str, Any] = {
    "weapon": list.copy,
    "bonus": list.copy,
    "single": list.copy,
    "up": dict.copy,
    "public": list.copy,
    "claims": _lists_by_key,
    "discard": list.copy,
    "removed": list.copy,
    "spaces": _lists_by_key,
}
_QUESTS_COPY: dict[str, Any] = {
    "offer": list.copy,
    "green": list.copy,
    "yellow": list.copy,
    "gone": list.copy,
}


def _copy_seat(seat: dict[str, Any]) -> dict[str, Any]:
    new = seat.copy()
    for key, value in seat.items():
        if key not in _SEAT_SCALARS:
            new[key] = _SEAT_COPY.get(key, deep)(value)
    return new


def _copy_by(table: dict[str, Any], data: dict[str, Any]) -> dict[str, Any]:
    return {key: table.get(key, deep)(value) for key, value in data.items()}


def clone(state: FWState) -> FWState:
    """A copy that may be changed freely (the mine and phase machines are immutable)."""
    return dataclasses.replace(
        state,
        names=list(state.names),
        order=list(state.order),
        supply=dict(state.supply),
        seats=[_copy_seat(seat) for seat in state.seats],
        market=_copy_by(_MARKET_COPY, state.market),
        quests=_copy_by(_QUESTS_COPY, state.quests),
        wealth_deck=list(state.wealth_deck),
        chance=[list(task) for task in state.chance],
        pending=deep(state.pending),
        solo=deep(state.solo),
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
    if state.solo is not None:
        data["solo"] = deep(state.solo)
    return data


def state_from_json(data: dict[str, Any]) -> FWState:
    values = {k: data[k] for k in _SCALARS}
    for key in (*_DATA, "pending"):
        values[key] = deep(data[key])
    mine = mine_from_json(data["mine"]) if data["mine"] is not None else None
    mphase = phase_from_json(data["mphase"]) if data["mphase"] is not None else None
    return FWState(**values, mine=mine, mphase=mphase, solo=deep(data.get("solo")))
