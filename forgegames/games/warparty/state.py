"""Warparty's state: plain frozen records of units, cities and armies, JSON round-trippable.

A *side turn* is one team's turn (movement, combat, collection and placement); ``clock`` counts
them from 1, so a unit flipped in side turn ``n`` (rough-terrain penalty or retreat) sits out its
team's next turn, ``n + 2``, and turns face up at the end of it.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Iterable, Mapping
from typing import Any

from forgegames.games.warparty.model import ARMIES, SIDES

PHASE_MOVE = "move"
PHASE_COMBAT = "combat"
PHASE_COLLECT = "collect"
PHASE_OVER = "over"
PHASE_ROLLOFF = "rolloff"
PHASE_ORDER = "order"
PHASE_SETUP = "setup"


@dataclasses.dataclass(frozen=True)
class Unit:
    """One counter on the map.

    ``at`` is its territory; a unit standing on a stream is ``at`` the territory it came from
    with ``across`` naming the one on the other bank. ``start`` is where it stood when its
    team's turn began (attackers retreat there). ``tired`` is the side turn in which it was
    flipped (0: face up); ``retreated`` marks a flip caused by a retreat.
    """

    uid: int
    army: str
    kind: str
    at: str
    across: str = ""
    start: str = ""
    moved: bool = False
    tired: int = 0
    retreated: bool = False
    fought: bool = False
    """It fought a battle or made a ranged attack this turn (no ranged attack after that)."""

    @property
    def place(self) -> str:
        """Where it fights: its territory, or the stream as ``a|b`` (banks sorted)."""
        return stream_key(self.at, self.across) if self.across else self.at


def stream_key(a: str, b: str) -> str:
    return "|".join(sorted((a, b)))


@dataclasses.dataclass(frozen=True)
class City:
    """A city (or capital) in a territory. Under construction until ``built``; ``captor`` is
    the enemy army holding it. ``since`` is the side turn in which it was founded or, when
    captured, in which it was captured."""

    army: str
    capital: bool = False
    built: bool = True
    captor: str = ""
    since: int = 0


@dataclasses.dataclass(frozen=True)
class Army:
    """One army's purse and capital: treasury, upgrades, research points, and purchases made
    in the current collection phase (prerequisites are never bought in the same turn)."""

    treasury: int = 0
    upgrades: tuple[str, ...] = ()
    research: tuple[tuple[str, int], ...] = ()
    bought: tuple[str, ...] = ()
    lost_unique: tuple[str, ...] = ()

    def points(self, tech: str) -> int:
        return dict(self.research).get(tech, 0)


@dataclasses.dataclass(frozen=True)
class WPState:
    """The whole game. ``seats[i]`` lists the armies seat ``i`` commands."""

    seats: tuple[tuple[str, ...], ...]
    variant: str
    limit: int
    first: str
    side: str
    phase: str
    actor: str
    """The army acting in this phase (armies of a team move and buy one after another)."""
    clock: int
    units: tuple[Unit, ...]
    next_uid: int
    owner: tuple[tuple[str, str], ...]
    """Territory control markers: (territory, army), sorted."""
    cities: tuple[tuple[str, City], ...]
    armies: tuple[tuple[str, Army], ...]
    inflation: int = 1
    inflation_due: int = 1
    """Multiplier to apply from the next side turn on (resource depletion, bleeding the land)."""
    battles: tuple[str, ...] = ()
    battle: Any = None
    burned: tuple[tuple[str, int], ...] = (("evil", 0), ("good", 0))
    winner: str = ""
    how: str = ""
    fight: str = ""
    """Where ``battle`` is fought (a place), or the target of a ranged attack."""
    retreat: tuple[tuple[int, ...], ...] = ()
    """Groups of retreating defenders still to be given a destination (all first, then each
    group of multi-move units that may go further)."""
    retreat_to: str = ""
    """Where the whole retreating side went (the multi-move groups may go elsewhere)."""
    rolling: str = ""
    """``army/line`` while a research or summoning die is being rolled."""
    offer: str = ""
    """The side that offered its opponents a marginal victory, waiting for their answer."""

    # --- read helpers --------------------------------------------------------------------
    @property
    def turn(self) -> int:
        """The turn number on the turn track (both teams move in each)."""
        return (self.clock + 1) // 2

    @functools.cached_property
    def memo(self) -> dict[Any, Any]:
        """Answers the rules computed about this very state (legal moves, route context);
        never part of the state's value, never saved."""
        return {}

    @functools.cached_property
    def _lookup(self) -> tuple[dict[str, Army], dict[str, str], dict[str, City]]:
        return dict(self.armies), dict(self.owner), dict(self.cities)

    def army(self, army: str) -> Army:
        return self._lookup[0][army]

    def owner_of(self, territory: str) -> str:
        return self._lookup[1].get(territory, "")

    def city(self, territory: str) -> City | None:
        return self._lookup[2].get(territory)

    @functools.cached_property
    def by_place(self) -> dict[str, tuple[Unit, ...]]:
        """Units by the place they fight in (computed once per state)."""
        index: dict[str, list[Unit]] = {}
        for u in self.units:
            index.setdefault(u.place, []).append(u)
        return {place: tuple(units) for place, units in index.items()}

    def units_at(self, place: str) -> tuple[Unit, ...]:
        return self.by_place.get(place, ())

    @functools.cached_property
    def _by_uid(self) -> dict[int, Unit]:
        return {u.uid: u for u in self.units}

    def unit(self, uid: int) -> Unit:
        """The unit with this uid (KeyError when there is none)."""
        return self._by_uid[uid]

    def seat_of(self, army: str) -> int:
        for seat, armies in enumerate(self.seats):
            if army in armies:
                return seat
        raise KeyError(army)

    def side_armies(self, side: str) -> tuple[str, ...]:
        return SIDES[side]


def replace_units(state: WPState, changed: Iterable[Unit]) -> WPState:
    """``state`` with the units of the same uid replaced (removed when absent from ``keep``)."""
    by_uid = {u.uid: u for u in changed}
    units = tuple(by_uid.pop(u.uid, u) for u in state.units)
    return dataclasses.replace(state, units=units + tuple(by_uid.values()))


def with_entry(pairs: tuple[tuple[str, Any], ...], key: str, value: Any) -> tuple:
    """A sorted key/value tuple with ``key`` set to ``value`` (removed when value is None)."""
    data = dict(pairs)
    if value is None:
        data.pop(key, None)
    else:
        data[key] = value
    return tuple(sorted(data.items()))


def empty_armies() -> tuple[tuple[str, Army], ...]:
    return tuple(sorted((army, Army()) for army in ARMIES))


def as_mapping(pairs: tuple[tuple[str, Any], ...]) -> Mapping[str, Any]:
    return dict(pairs)
