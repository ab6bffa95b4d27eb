"""Warparty's state: plain frozen records of units, cities and armies, JSON round-trippable.

A *side turn* is one team's turn (movement, combat, collection and placement); ``clock`` counts
them from 1, so a unit flipped in side turn ``n`` (rough-terrain penalty or retreat) sits out its
team's next turn, ``n + 2``, and turns face up at the end of it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any

from forgegames.core.codec import saved_form
from forgegames.core.frozen import evolve, frozen_record, keep_also, kept_while, made, once
from forgegames.games.warparty.dungeon_state import Delve, Lair, Loot
from forgegames.games.warparty.fighters import Battle
from forgegames.games.warparty.model import ARMIES

PHASE_MOVE = "move"
PHASE_COMBAT = "combat"
PHASE_COLLECT = "collect"
PHASE_OVER = "over"
PHASE_ROLLOFF = "rolloff"
PHASE_ORDER = "order"
PHASE_SETUP = "setup"
PHASE_QUESTS = "quests"


@saved_form(omit_default=("xp", "haste", "teleport", "ford", "explorer", "treasure"))
@frozen_record
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
    xp: int = 0
    """A hero's experience points (its level follows from them: ``heroes.level_of``); left
    out of the saved form while 0, so saves from before heroes read the same."""
    haste: int = 0
    """Extra territories it may move this turn (Speed, Greater Speed); 0 while none."""
    teleport: int = 0
    """When above 0, it moves this turn as Teleport carries it: up to that many territories,
    as a flyer does (over enemies, streams and the lake, free of rough ground)."""
    ford: bool = False
    """Mark of Passing is on it this turn: it crosses streams without stopping on them."""
    explorer: bool = False
    """A priest holding Eye of the Explorer (it works from the moment it is chosen): rough
    ground never halts it, and it frees the units with it there (``movement.frees_among``)."""
    treasure: tuple[str, ...] = ()
    """A hero's treasure cards (ids of treasure.yaml), in the order won (``treasure``)."""

    @kept_while("at", "across")
    def place(self) -> str:
        """Where it fights: its territory, or the stream as ``a|b`` (banks sorted); not a
        field."""
        return stream_key(self.at, self.across) if self.across else self.at


def stream_key(a: str, b: str) -> str:
    return "|".join(sorted((a, b)))


@frozen_record
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


@frozen_record
@dataclasses.dataclass(frozen=True)
class Army:
    """One army's purse and capital: treasury, upgrades, research points, and purchases made
    in the current collection phase (prerequisites are never bought in the same turn).
    ``founded`` counts the expansion cities it has founded in the game, standing or not (at
    most four: docs/rulings.md)."""

    treasury: int = 0
    upgrades: tuple[str, ...] = ()
    research: tuple[tuple[str, int], ...] = ()
    bought: tuple[str, ...] = ()
    lost_unique: tuple[str, ...] = ()
    founded: int = 0

    def points(self, tech: str) -> int:
        return self._points.get(tech, 0)

    @kept_while("research")
    def _points(self) -> dict[str, int]:
        return dict(self.research)


@saved_form(
    omit_default=(
        "spells", "cast", "dealt", "quests", "quests_done", "tally", "spent", "fallen", "lairs",
        "delve", "explored", "loot", "stash",
    )
)  # fmt: skip
@frozen_record
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
    battle: Battle | None = None
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
    """What that offer gives the opponents: ``"victory"`` or ``"defeat"``."""
    spells: tuple[tuple[str, tuple[str, ...]], ...] = ()
    """The spells each army's heroes chose, ``(army, ("<uid>:<spell>", ...))`` sorted by
    army, each hero's in the order chosen (a spell chosen twice is listed twice). Secret to
    the army's seat (``hidden.SECRET_FIELDS``); left out of the saved form while empty."""
    cast: tuple[str, ...] = ()
    """The spells cast in the battle under way, ``"<uid>:<spell>:<round>"`` in the order cast
    (``spells``: once-a-battle limits, and the caster whose attack a spell replaces this
    round); emptied when the battle ends, left out of the saved form while empty."""
    dealt: tuple[tuple[str, tuple[str, ...]], ...] = ()
    """The quests dealt to each army and not yet sorted into kept and returned,
    ``(army, (quest, ...))`` sorted by army (``quests.py``). Secret to the army's seat."""
    quests: tuple[tuple[str, tuple[str, ...]], ...] = ()
    """The quests each army keeps and has not completed, sorted by army. Secret."""
    quests_done: tuple[tuple[str, tuple[str, ...]], ...] = ()
    """The quests each army completed, shown to every seat, sorted by army."""
    tally: tuple[tuple[str, tuple[tuple[str, int], ...]], ...] = ()
    """What each army did over the game that quests count (``quests.TALLIES``): kills, battles
    won, cities burned, the best collection..., ``(army, ((key, n), ...))`` sorted; public."""
    spent: tuple[str, ...] = ()
    """Once-a-game spells cast, ``"<army>:<uid>:<spell>:<bonus>"`` in the order cast (Tax of
    the Magi's income rise is its bonus, for good; ``spell_placement``); public."""
    fallen: tuple[str, ...] = ()
    """Units killed that a spell may bring back, ``"<army>:<uid>:<kind>:<xp>:<clock>"``:
    the ordinary units killed in the side turn under way (Raise Dead) and every hero killed
    (Resurrect); tier-3 units never. Public."""
    lairs: tuple[Lair, ...] = ()
    """The dungeons heroes have entered, sorted by dungeon (``dungeons``); public."""
    delve: Delve | None = None
    """The exploration under way (its dice and draws, then its battle), or None."""
    explored: tuple[int, ...] = ()
    """The heroes (uids) who explored a dungeon this combat phase (once a turn each); emptied
    as the phase ends."""
    loot: tuple[Loot, ...] = ()
    """Treasure won this combat phase, handed out as the phase ends (``treasure``)."""
    stash: tuple[str, ...] = ()
    """Treasure cards kept in a capital, ``"<army>:<card>"`` in the order put there: won by
    heroes of that army who could not use them, waiting for a hero of its team who can to
    come and take them, or to be sold (``treasure_stash``); public."""

    # --- read helpers --------------------------------------------------------------------
    @property
    def turn(self) -> int:
        """The turn number on the turn track (both teams move in each)."""
        return (self.clock + 1) // 2

    @property
    def last_own_turn(self) -> bool:
        """The team on the move has no turn after this one (the last turn ends the game)."""
        return self.clock + 2 > 2 * self.limit

    @property
    def last_side_turn(self) -> bool:
        """No side turn follows this one: the other team moves no more."""
        return self.clock >= 2 * self.limit

    @once
    def memo(self) -> dict[Any, Any]:
        """Answers the rules computed about this very state (legal moves, route context);
        never part of the state's value, never saved, never handed on by ``evolve`` (a rule
        that knows an answer still holds hands it on itself)."""
        return {}

    @kept_while("armies")
    def _armies(self) -> dict[str, Army]:
        return dict(self.armies)

    @kept_while("owner")
    def _owners(self) -> dict[str, str]:
        return dict(self.owner)

    @kept_while("cities")
    def _cities(self) -> dict[str, City]:
        return dict(self.cities)

    def army(self, army: str) -> Army:
        return self._armies[army]

    def owner_of(self, territory: str) -> str:
        return self._owners.get(territory, "")

    def city(self, territory: str) -> City | None:
        return self._cities.get(territory)

    @kept_while("units")
    def by_place(self) -> dict[str, tuple[Unit, ...]]:
        """Units by the place they fight in, in ``units`` order (computed once for these
        units; a state made by ``replace_units`` updates the index of the state it came
        from, see ``_carry_indexes``)."""
        units = self.units
        base = self.__dict__.get("_index_base")
        if base is not None:
            return _patched(units, *base)
        index: dict[str, list[Unit]] = {}
        for u in units:
            there = index.get(u.place)
            if there is None:
                index[u.place] = [u]
            else:
                there.append(u)
        return {place: tuple(units) for place, units in index.items()}

    def units_at(self, place: str) -> tuple[Unit, ...]:
        return self.by_place.get(place, ())

    @kept_while("units")
    def _positions(self) -> dict[int, int]:
        """Where each uid stands in ``units`` (the last time, should one be listed twice); the
        states ``replace_units`` makes without adding units share it."""
        return {u.uid: i for i, u in enumerate(self.units)}

    def unit(self, uid: int) -> Unit:
        """The unit with this uid (KeyError when there is none)."""
        return self.units[self._positions[uid]]

    @kept_while("spells")
    def spellbook(self) -> dict[str, dict[int, tuple[str, ...]]]:
        """``spells`` read once: by army, then by hero (uid), the spells it chose in order
        (``heroes.chosen``); hidden entries (a view's) are in none."""
        book: dict[str, dict[int, tuple[str, ...]]] = {}
        for army, held in dict(self.spells).items():
            mine: dict[int, list[str]] = {}
            for entry in held:
                written, sep, spell = entry.partition(":")
                uid = _uid(written) if sep else None
                if uid is not None:
                    mine.setdefault(uid, []).append(spell)
            book[army] = {uid: tuple(spells) for uid, spells in mine.items()}
        return book

    @kept_while("cast")
    def cast_entries(self) -> tuple[tuple[int, str, int], ...]:
        """``cast`` read once: ``(uid, spell, round)`` in the order cast."""
        out = []
        for entry in self.cast:
            uid, spell, round_ = entry.split(":")
            out.append((int(uid), spell, int(round_)))
        return tuple(out)

    @kept_while("units")
    def explorers(self) -> tuple[int, ...]:
        """Where the priests holding Eye of the Explorer (``Unit.explorer``) stand in
        ``units`` (``replace_units`` hands it on while no such priest changes)."""
        return tuple(i for i, u in enumerate(self.units) if u.explorer)

    @kept_while("units")
    def fielded(self) -> frozenset[tuple[str, str]]:
        """The ``(army, kind)`` of every unit on the board."""
        return frozenset((u.army, u.kind) for u in self.units)

    @kept_while("units")
    def fought_armies(self) -> frozenset[str]:
        """The armies with a unit that fought this turn (``Unit.fought``)."""
        return frozenset(u.army for u in self.units if u.fought)

    def seat_of(self, army: str) -> int:
        for seat, armies in enumerate(self.seats):
            if army in armies:
                return seat
        raise KeyError(army)


def _uid(written: str) -> int | None:
    """The uid an entry of ``WPState.spells`` starts with (written as ``f"{uid}:"``), or None
    when it names none (a hidden entry)."""
    try:
        uid = int(written)
    except ValueError:
        return None
    return uid if str(uid) == written else None


keep_also(WPState, "_index_base", "units")
"""How ``by_place`` follows from an earlier state's (``_carry_indexes``)."""
keep_also(WPState, "_masks", "seats", "spells", "dealt", "quests")
"""What each seat's view hides of the secret fields (``hidden.hide_secrets``)."""


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
    values = unit.__dict__.copy()
    values["moved"] = values["fought"] = False
    values["haste"] = values["teleport"] = 0
    values["ford"] = False
    values["start"] = unit.at
    return made(Unit, values)


def moved(unit: Unit, at: str, across: str) -> Unit:
    """``evolve(unit, at=at, across=across, moved=True)``, quicker (every move makes one)."""
    values = unit.__dict__.copy()
    values["at"], values["across"], values["moved"] = at, across, True
    values["place"] = stream_key(at, across) if across else at
    return made(Unit, values)


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
    explorers = known.get("explorers")
    if explorers is not None and not _explorer_changed(before, by_uid):
        done["explorers"] = explorers  # no priest with Eye of the Explorer came, went or moved
    index = known.get("by_place")
    if index is not None:
        done["_index_base"] = (index, before.units, known["_positions"], by_uid)
    elif "_index_base" in known:
        index, units, at, changes = known["_index_base"]
        done["_index_base"] = (index, units, at, {**changes, **by_uid})


def _explorer_changed(before: WPState, by_uid: dict[int, Unit]) -> bool:
    """Whether a unit of ``by_uid``, or the one of its uid in ``before``, holds Eye of the
    Explorer."""
    at, units = before._positions, before.units
    for uid, u in by_uid.items():
        if u.explorer:
            return True
        i = at.get(uid)
        if i is not None and units[i].explorer:
            return True
    return False


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
