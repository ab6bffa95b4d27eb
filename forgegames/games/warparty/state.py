"""Warparty's state: plain frozen records of units, cities and armies, JSON round-trippable.

A *side turn* is one team's turn (movement, combat, collection and placement); ``clock`` counts
them from 1, so a unit flipped in side turn ``n`` (rough-terrain penalty or retreat) sits out its
team's next turn, ``n + 2``, and turns face up at the end of it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping
from itertools import islice
from typing import Any, Generic, TypeVar

from forgegames.games.warparty.model import ARMIES, SIDES

PHASE_MOVE = "move"
PHASE_COMBAT = "combat"
PHASE_COLLECT = "collect"
PHASE_OVER = "over"
PHASE_ROLLOFF = "rolloff"
PHASE_ORDER = "order"
PHASE_SETUP = "setup"

T = TypeVar("T")
R = TypeVar("R", "Unit", "City", "Army", "WPState")


class _once(Generic[T]):
    """A value worked out from a frozen record on first use and kept in its ``__dict__``, like
    ``functools.cached_property`` but without its lock (Python 3.11 takes one on every first
    use; the records never change, so two threads can at worst work it out twice)."""

    def __init__(self, work: Callable[[Any], T]) -> None:
        self.work = work
        self.name = work.__name__
        self.__doc__ = work.__doc__

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, record: Any, owner: type | None = None) -> T:
        if record is None:
            return self  # type: ignore[return-value]
        value = record.__dict__[self.name] = self.work(record)
        return value


def _quick_init(cls: type, derived: str = "", **names: Any) -> None:
    """Give the frozen dataclass ``cls`` an ``__init__`` with the same parameters and defaults
    that fills the instance's dict in one step (the generated one sets each field through
    ``object.__setattr__``: the rules make and replace tens of thousands of records a game).
    ``derived``: more ``'key': expression`` entries for the dict, using ``names``."""
    params, entries, scope = [], [], {"_set": object.__setattr__, **names}
    for f in dataclasses.fields(cls):
        assert f.default_factory is dataclasses.MISSING, f"{cls.__name__}.{f.name}"
        if f.default is dataclasses.MISSING:
            params.append(f.name)
        else:
            scope[f"_default_{f.name}"] = f.default
            params.append(f"{f.name}=_default_{f.name}")
        entries.append(f"{f.name!r}: {f.name}")
    source = (
        f"def __init__(self, {', '.join(params)}):\n"
        f"    _set(self, '__dict__', {{{', '.join(entries)}{derived}}})\n"
    )
    exec(source, scope)  # the source is built from the class's own field names
    init = scope["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = cls.__init__.__doc__
    cls.__init__ = init  # type: ignore[misc]


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

    @_once
    def place(self) -> str:
        """Where it fights: its territory, or the stream as ``a|b`` (banks sorted). Worked out
        as the unit is made (see ``_quick_init`` below); not a field."""
        return stream_key(self.at, self.across) if self.across else self.at


def stream_key(a: str, b: str) -> str:
    return "|".join(sorted((a, b)))


_quick_init(Unit, ", 'place': _stream_key(at, across) if across else at", _stream_key=stream_key)


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


_quick_init(City)


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
        return self._points.get(tech, 0)

    @_once
    def _points(self) -> dict[str, int]:
        return dict(self.research)


_quick_init(Army)


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
    """The side that offered its opponents a marginal victory or defeat, waiting for their
    answer."""
    offered: str = ""
    """What that offer gives the opponents: ``victory`` or ``defeat`` (``OUTCOMES``)."""

    # --- read helpers --------------------------------------------------------------------
    @property
    def turn(self) -> int:
        """The turn number on the turn track (both teams move in each)."""
        return (self.clock + 1) // 2

    @_once
    def memo(self) -> dict[Any, Any]:
        """Answers the rules computed about this very state (legal moves, route context);
        never part of the state's value, never saved."""
        return {}

    @_once
    def _armies(self) -> dict[str, Army]:
        return _as_dict(self.armies)

    @_once
    def _owners(self) -> dict[str, str]:
        return _as_dict(self.owner)

    @_once
    def _cities(self) -> dict[str, City]:
        return _as_dict(self.cities)

    def army(self, army: str) -> Army:
        return self._armies[army]

    def owner_of(self, territory: str) -> str:
        return self._owners.get(territory, "")

    def city(self, territory: str) -> City | None:
        return self._cities.get(territory)

    @_once
    def by_place(self) -> dict[str, tuple[Unit, ...]]:
        """Units by the place they fight in, in ``units`` order (computed once per state, and
        shared by the states made from it that have the very same units; a state made by
        ``replace_units`` updates the index of the state it came from)."""
        units = self.units
        base = self.__dict__.get("_index_base")
        if base is not None:
            found = _patched(units, *base)
            _share(units, found)
            return found
        known = _BY_PLACE.get(id(units))
        if known is not None and known[0] is units:
            return known[1]
        index: dict[str, list[Unit]] = {}
        for u in units:
            there = index.get(u.place)
            if there is None:
                index[u.place] = [u]
            else:
                there.append(u)
        found = {place: tuple(units) for place, units in index.items()}
        _share(units, found)
        return found

    def units_at(self, place: str) -> tuple[Unit, ...]:
        return self.by_place.get(place, ())

    @_once
    def _positions(self) -> dict[int, int]:
        """Where each uid stands in ``units`` (the last time, should one be listed twice); the
        states ``replace_units`` makes without adding units share it."""
        return {u.uid: i for i, u in enumerate(self.units)}

    def unit(self, uid: int) -> Unit:
        """The unit with this uid (KeyError when there is none)."""
        return self.units[self._positions[uid]]

    def seat_of(self, army: str) -> int:
        for seat, armies in enumerate(self.seats):
            if army in armies:
                return seat
        raise KeyError(army)

    def side_armies(self, side: str) -> tuple[str, ...]:
        return SIDES[side]


_quick_init(WPState)


def _as_dict(pairs: tuple[tuple[str, Any], ...]) -> dict[str, Any]:
    """``dict(pairs)``, shared by the states that have the very same pairs (most states of a
    turn share their control markers and cities with the state they were made from)."""
    known = _DICTS.get(id(pairs))
    if known is not None and known[0] is pairs:
        return known[1]
    found = dict(pairs)
    if len(_DICTS) >= 64:
        _DICTS.clear()
    _DICTS[id(pairs)] = (pairs, found)
    return found


_DICTS: dict[int, tuple[tuple, dict[str, Any]]] = {}
"""Recent ``_as_dict`` answers by the id of their pairs (kept with them, so the id stays theirs)."""

_BY_PLACE: dict[int, tuple[tuple[Unit, ...], dict[str, tuple[Unit, ...]]]] = {}
"""``by_place`` of recent states by the id of their units (kept with it, so the id stays
theirs): a state made with ``dataclasses.replace`` starts with an empty cache."""


def _share(units: tuple[Unit, ...], index: dict[str, tuple[Unit, ...]]) -> None:
    if len(_BY_PLACE) >= 64:
        _BY_PLACE.clear()
    _BY_PLACE[id(units)] = (units, index)


def replace_units(state: WPState, changed: Iterable[Unit], **changes: Any) -> WPState:
    """``state`` with the units of the same uid replaced (units it does not have are added at
    the end) and the other fields in ``changes`` changed. The new state starts with its
    indexes worked out from ``state``'s."""
    by_uid = {u.uid: u for u in changed}
    at = state._positions
    if len(at) != len(state.units):  # a uid listed twice (a broken state): the first is replaced
        kept = tuple(by_uid.pop(u.uid, u) for u in state.units)
        return evolve(state, units=kept + tuple(by_uid.values()), **changes)
    units = list(state.units)
    fresh = []
    for uid, u in by_uid.items():
        i = at.get(uid)
        if i is None:
            fresh.append(u)
        else:
            units[i] = u
    after = evolve(state, units=tuple(units + fresh) if fresh else tuple(units), **changes)
    _carry_indexes(state, after, by_uid, fresh)
    return after


def without_units(state: WPState, gone: list[Unit], **changes: Any) -> WPState:
    """``state`` without the units ``gone`` (and with ``changes``), its ``by_place`` made from
    ``state``'s when that is known (only the places the units left change)."""
    uids = {u.uid for u in gone}
    after = evolve(state, units=tuple(u for u in state.units if u.uid not in uids), **changes)
    index = state.__dict__.get("by_place")
    if index is not None:
        index = dict(index)
        for place in {u.place for u in gone}:
            left = tuple(u for u in index.get(place, ()) if u.uid not in uids)
            if left:
                index[place] = left
            else:
                index.pop(place, None)
        after.__dict__["by_place"] = index
        _share(after.units, index)
    return after


def same_units(state: WPState, units: tuple[Unit, ...], **changes: Any) -> WPState:
    """``evolve(state, units=units, **changes)`` where ``units`` are the state's units (the
    same uids in the same order) changed in place: the new state keeps the uid index."""
    after = evolve(state, units=units, **changes)
    at = state.__dict__.get("_positions")
    if at is not None:
        after.__dict__["_positions"] = at
    return after


def rested(unit: Unit) -> Unit:
    """``evolve(unit, moved=False, fought=False, start=unit.at)``, quicker: every unit that
    moved or fought starts its team's next turn so."""
    made = unit.__dict__.copy()
    made["moved"] = made["fought"] = False
    made["start"] = unit.at
    new = object.__new__(Unit)
    object.__setattr__(new, "__dict__", made)
    return new


def moved(unit: Unit, at: str, across: str) -> Unit:
    """``evolve(unit, at=at, across=across, moved=True)``, quicker (every move makes one)."""
    made = unit.__dict__.copy()
    made["at"], made["across"], made["moved"] = at, across, True
    made["place"] = stream_key(at, across) if across else at
    new = object.__new__(Unit)
    object.__setattr__(new, "__dict__", made)
    return new


def _carry_indexes(
    before: WPState, after: WPState, by_uid: dict[int, Unit], fresh: list[Unit]
) -> None:
    """Give ``after`` (``before`` with the units ``by_uid`` replaced, ``fresh`` among them
    added at the end) the indexes ``before`` has, updated rather than rebuilt."""
    known, done = before.__dict__, after.__dict__
    at = known["_positions"]
    if fresh:
        at = dict(at)
        for i, u in enumerate(fresh, len(before.units)):
            at[u.uid] = i
    done["_positions"] = at
    index = known.get("by_place")
    if index is not None:
        done["_index_base"] = (index, before.units, known["_positions"], by_uid)
    elif "_index_base" in known:
        index, units, at, changes = known["_index_base"]
        done["_index_base"] = (index, units, at, {**changes, **by_uid})


def _patched(
    units: tuple[Unit, ...],
    index: dict[str, tuple[Unit, ...]],
    base: tuple[Unit, ...],
    at: dict[int, int],
    changes: dict[int, Unit],
) -> dict[str, tuple[Unit, ...]]:
    """``by_place`` of ``units``, made from ``index`` (that of ``base``, where each uid stands
    ``at``) and the units ``changes`` replaced or added since."""
    index = dict(index)
    regroup = set()
    fresh = []
    for uid, u in changes.items():
        i = at.get(uid)
        old = base[i] if i is not None else None
        if old is None:
            fresh.append(u)
        elif old.place != u.place:
            regroup.add(u.place)
            regroup.add(old.place)
        else:
            index[u.place] = tuple(u if x is old else x for x in index[u.place])
    if regroup:
        found: dict[str, list[Unit]] = {place: [] for place in regroup}
        for u in units:
            there = found.get(u.place)
            if there is not None:
                there.append(u)
        for place, there in found.items():
            if there:
                index[place] = tuple(there)
            else:
                index.pop(place, None)
    for u in fresh:  # added after ``base``'s units, in this order: each goes last in its place
        if u.place not in regroup:
            index[u.place] = (*index.get(u.place, ()), u)
    return index


def evolve(record: R, **changes: Any) -> R:
    """``dataclasses.replace`` for the records of this module, in half the time. A record's
    ``__dict__`` starts with its fields, in order (its ``__init__`` and this function make it
    so; what it remembers comes after them), so the fields are its first items. A state made
    with the same units keeps what was worked out about them alone: ``by_place`` (or how it
    follows from an earlier state's, see ``_carry_indexes``) and ``_positions``."""
    cls = type(record)
    names, known = _FIELDS[cls]
    if not changes.keys() <= known:
        raise TypeError(f"{cls.__name__} has no field {', '.join(changes.keys() - known)}")
    values = record.__dict__
    made = values.copy()  # a dict's copy is far quicker than building one key by key
    if cls is Unit:  # its dict holds its fields and its place, worked out again here
        made.update(changes)
        made["place"] = stream_key(made["at"], made["across"]) if made["across"] else made["at"]
    else:  # a state's dict also holds what it remembers, after its fields: left behind
        if len(made) > len(names):
            for key in list(islice(values, len(names), None)):
                del made[key]
            if "units" not in changes:  # but for the indexes of its units, which stay right
                if "by_place" in values:
                    made["by_place"] = values["by_place"]
                elif "_index_base" in values:
                    made["_index_base"] = values["_index_base"]
                if "_positions" in values:
                    made["_positions"] = values["_positions"]
        made.update(changes)
    new = object.__new__(cls)
    object.__setattr__(new, "__dict__", made)
    return new


_FIELDS = {
    cls: (names, frozenset(names))
    for cls in (Unit, City, Army, WPState)
    for names in [tuple(f.name for f in dataclasses.fields(cls))]
}


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
