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

In the epic game an adventurer may also hold ``title`` (a champion title id) and ``tokens``
(Unrelenting's +1s on his weapon); a quest entry ``start`` (adventurers there from its first
step), ``paid`` (its slot cost) and ``ahead`` (steps an Expeditious start skipped); a seat
``title_use`` {title: quest} for Charming and Expeditious, which work again once that quest ends.

``state.market``::

    weapon, bonus, single (face-down decks, unordered: a draw is a chance node),
    up {weapon, bonus1, bonus2, single1, single2} (face-up card or None), public [designs],
    claims {design: [seats in claim order]}, discard [ids], removed [single-use ids],
    spaces {space: [seats]}

``state.quests``: offer [8 quest ids or None], green, yellow (face-down decks), gone [ids]; the
epic game adds grey and red, dealt in the order green, grey, red, yellow (``quests.DECK_ORDER``).
The epic market adds unused (old stages' face-down cards, out of the game) and undealt (stage-3
designs not dealt to the weapon deck).
``state.chance``: the chance tasks still to resolve, first first (``["reveal", "weapon"]``...).
``state.pending``: choices a seat must make before play goes on (``{"seat", "kind", ...}``).
``state.solo`` (the solo variant only, else None): ``{"difficulty", "order": [mine colours,
first first], "lost": the reason the game was lost or None, "market_used": market actions
taken this round}``. The player is seat 0 and mine
colour 0; the automated colours are mine colours 1 and 2, which have no seat (``names`` has
an entry for them) and are moved by seat 0.

A state the rules hand out is never changed: the next one is made by copy-on-write (``Draft``)
and shares the parts an action leaves alone, and the rules remember their answers about it
(``memo``). ``clone`` gives a copy that may be changed (tests building positions, bots looking
ahead).
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
    bonus_tiles: bool = False
    tiles: list[list[Any]] = dataclasses.field(default_factory=list)
    """Bonus tiles still on the round track: ``[tile id, placement index]`` (``stages``)."""
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


def memo(state: FWState) -> dict[str, Any] | None:
    """Answers the rules worked out about this very state (its legal actions, its chance
    outcomes), kept on it so that asking again costs nothing: the bot asks, then ``apply``
    checks the action against the same list. Never part of the state's value (not compared,
    copied or saved).

    Only a state ``apply`` returned has one (``seal``): the rules never change such a state.
    Other states (a new game, a loaded one, a ``clone`` a test or a bot changes freely) have
    none (None), and every question about them is worked out afresh."""
    return state.__dict__.get("_memo")


def seal(state: FWState) -> None:
    """``state`` is final: the rules will remember their answers about it (``memo``)."""
    state.__dict__["_memo"] = {}


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
# (tests/games/forge_war/test_fw_speedups.py checks that a clone shares no container with its
# original, over many positions of every variant).
def _records(value: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A list of flat records (adventurers, quest entries)."""
    return [record.copy() for record in value]


def _quest_records(value: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Active quests: flat records but for the epic game's ``start`` list."""
    out = []
    for record in value:
        new = record.copy()
        if "start" in new:
            new["start"] = list(new["start"])
        out.append(new)
    return out


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
    "quests": _quest_records,
    "hand": list.copy,
    "kept": _optional_list,
    "stall_uses": dict.copy,
    "end_bonuses": list.copy,
    "title_use": dict.copy,
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
    "unused": list.copy,
    "undealt": list.copy,
}
_QUESTS_COPY: dict[str, Any] = {
    "offer": list.copy,
    "green": list.copy,
    "yellow": list.copy,
    "gone": list.copy,
    "grey": list.copy,
    "red": list.copy,
}


_EPIC_SEAT_KEYS = frozenset(_SEAT_SCALARS | _SEAT_COPY.keys())
"""An epic game's seat: with ``title_use``, and quests that may have ``start`` lists."""
_SEAT_KEYS = _EPIC_SEAT_KEYS - {"title_use"}
"""A simple game's seat."""
_MARKET_KEYS = frozenset(_MARKET_COPY)
_SIMPLE_MARKET_KEYS = _MARKET_KEYS - {"unused", "undealt"}
_QUEST_KEYS = frozenset(_QUESTS_COPY)


def _copy_seat(seat: dict[str, Any]) -> dict[str, Any]:
    keys = seat.keys()
    epic = keys == _EPIC_SEAT_KEYS
    if not epic and keys != _SEAT_KEYS:  # a seat of another shape: key by key
        new = seat.copy()
        for key, value in seat.items():
            if key not in _SEAT_SCALARS:
                new[key] = _SEAT_COPY.get(key, deep)(value)
        return new
    new = seat.copy()
    new["pool"] = seat["pool"].copy()
    new["advs"] = [adv.copy() for adv in seat["advs"]]
    new["designs"] = seat["designs"].copy()
    new["bonus"] = seat["bonus"].copy()
    if epic:
        new["quests"] = _quest_records(seat["quests"])
        new["title_use"] = seat["title_use"].copy()
    else:
        new["quests"] = [entry.copy() for entry in seat["quests"]]
    new["hand"] = seat["hand"].copy()
    if seat["kept"] is not None:
        new["kept"] = seat["kept"].copy()
    new["stall_uses"] = seat["stall_uses"].copy()
    new["end_bonuses"] = seat["end_bonuses"].copy()
    return new


def _copy_market(market: dict[str, Any]) -> dict[str, Any]:
    keys = market.keys()
    epic = keys == _MARKET_KEYS  # with the stages' decks still to come
    if not epic and keys != _SIMPLE_MARKET_KEYS:  # a market of another shape: key by key
        return _copy_by(_MARKET_COPY, market)
    new = market.copy()
    if epic:
        new["unused"] = market["unused"].copy()
        new["undealt"] = market["undealt"].copy()
    new["weapon"] = market["weapon"].copy()
    new["bonus"] = market["bonus"].copy()
    new["single"] = market["single"].copy()
    new["up"] = market["up"].copy()
    new["public"] = market["public"].copy()
    new["claims"] = {k: v.copy() for k, v in market["claims"].items()}
    new["discard"] = market["discard"].copy()
    new["removed"] = market["removed"].copy()
    new["spaces"] = {k: v.copy() for k, v in market["spaces"].items()}
    return new


def _copy_by(table: dict[str, Any], data: dict[str, Any]) -> dict[str, Any]:
    return {key: table.get(key, deep)(value) for key, value in data.items()}


def _copy_quests(quests: dict[str, Any]) -> dict[str, Any]:
    if not quests.keys() <= _QUEST_KEYS:
        return _copy_by(_QUESTS_COPY, quests)
    return {key: value.copy() for key, value in quests.items()}


def _copy_seats(seats: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [_copy_seat(seat) for seat in seats]


def _copy_chance(chance: list[list[Any]]) -> list[list[Any]]:
    return [task.copy() for task in chance]


def _copy_pending(pending: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return deep(pending) if pending else []


_PARTS: dict[str, Any] = {
    "names": list.copy,
    "order": list.copy,
    "supply": dict.copy,
    "seats": _copy_seats,
    "market": _copy_market,
    "quests": _copy_quests,
    "wealth_deck": list.copy,
    "chance": _copy_chance,
    "pending": _copy_pending,
}
"""Each part of the state made of lists and dicts, and how to copy it."""
_SHARED = ("players", "variant", "round", "phase", "turn", "step", "mine", "mphase")
_SHARED += ("adventurers_left",)
_OTHER_FIELDS = tuple(
    f.name for f in dataclasses.fields(FWState) if f.name not in (*_PARTS, *_SHARED)
)
"""Fields added to ``FWState`` that ``clone`` does not know: deep-copied to be safe."""


def clone(state: FWState) -> FWState:
    """A copy that may be changed freely (the mine and phase machines are immutable). Scalars,
    the mine and the phase machine are shared; every list and dict is new."""
    data = state.__dict__
    new = data.copy()
    new.pop("_memo", None)
    for name, copy_part in _PARTS.items():
        new[name] = copy_part(data[name])
    for name in _OTHER_FIELDS:
        new[name] = deep(new[name])
    copy = object.__new__(FWState)
    copy.__dict__ = new
    return copy


_OWN = {**_PARTS, "chance": list.copy}
"""How ``Draft`` copies a part: as ``clone`` does, but the chance tasks themselves (small lists
the rules never change in place: tasks are only added and removed) are shared."""


class Draft:
    """The state an action makes, copied from ``base`` part by part as it is changed.

    When ``base`` is a state the rules handed out (``seal``), ``state`` starts as a new object
    sharing every part of ``base``; before anything changes a part in place, the part is copied
    (``own``, ``own_seat``, ``own_all``), so ``base`` never changes and the parts an action
    leaves alone (most of the state, for a chance draw or a move in the mine) are shared by the
    two states. That is safe because such a state is never changed (``memo``). Any other
    ``base`` (a new game, a loaded one, a ``clone`` a test changes as it likes) is copied whole
    at once, so the new state never shares anything with it.

    A field added to ``FWState`` is copied by ``own_all`` only: an action or automatic step
    that changes it in place must call ``own_all`` first (test_fw_speedups checks that apply
    never changes the state it is given).
    """

    __slots__ = ("base", "state", "whole")

    def __init__(self, base: FWState) -> None:
        if base.__dict__.get("_memo") is None:  # not handed out by the rules
            self.base, self.state, self.whole = base, clone(base), True
            return
        data = base.__dict__.copy()
        data.pop("_memo", None)
        state = object.__new__(FWState)
        state.__dict__ = data
        self.base, self.state, self.whole = base, state, False

    def own(self, *parts: str) -> None:
        """Copy each of these parts (``_PARTS``) if it is still ``base``'s."""
        mine, base = self.state.__dict__, self.base.__dict__
        for name in parts:
            if mine[name] is base[name]:
                mine[name] = _OWN[name](base[name])

    def own_seat(self, seat: int) -> None:
        """Copy one seat's record (and the list of seats) if still ``base``'s."""
        state, base = self.state, self.base
        if state.seats is base.seats:
            state.seats = base.seats.copy()
        if state.seats[seat] is base.seats[seat]:
            state.seats[seat] = _copy_seat(base.seats[seat])

    def own_all(self) -> None:
        """Copy every part still ``base``'s: from now on anything may change."""
        if self.whole:
            return
        self.whole = True
        self.own(*(name for name in _PARTS if name != "seats"))
        state, base = self.state, self.base
        if state.seats is base.seats:
            state.seats = _copy_seats(base.seats)
        else:
            for i, seat in enumerate(state.seats):
                if i < len(base.seats) and seat is base.seats[i]:
                    state.seats[i] = _copy_seat(seat)
        mine, theirs = state.__dict__, base.__dict__
        for name in _OTHER_FIELDS:
            if mine[name] is theirs[name]:
                mine[name] = deep(theirs[name])


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
_EPIC = {"bonus_tiles": False, "tiles": []}
"""Fields only the epic game uses, with their values in a simple game (older saves lack them)."""


def state_to_json(state: FWState) -> dict[str, Any]:
    data: dict[str, Any] = {k: getattr(state, k) for k in _SCALARS}
    for key in (*_DATA, "pending"):
        data[key] = deep(getattr(state, key))
    for key in _EPIC:
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
    for key, default in _EPIC.items():
        values[key] = deep(data.get(key, default))
    mine = mine_from_json(data["mine"]) if data["mine"] is not None else None
    mphase = phase_from_json(data["mphase"]) if data["mphase"] is not None else None
    return FWState(**values, mine=mine, mphase=mphase, solo=deep(data.get("solo")))
