"""Warparty scenario positions: a scenario file's ``position`` on the real board, and the facts a
scenario may check (see docs/scenarios.md, "Warparty").

``position`` words (all optional): ``units`` a list of ``{army, kind, at, count, across, down,
xp, spells, treasure}`` (``kind`` is a unit id of the army's sheet, such as ``soldier`` or
``skeleton``; ``count`` defaults to 1; ``across`` the far bank when the unit stands on the
stream between ``at`` and it; ``down`` ``retreat`` or ``rough`` when it was turned over on the
turn before, by a retreat or the rough-terrain penalty; ``xp`` a hero's experience, ``spells``
the ids of the spells a caster has chosen, in order, ``treasure`` the cards a hero holds),
``owner`` territory -> army ("" removes a control marker), ``cities`` territory -> ``{army,
built, captor}`` (a capital keeps its place: only its captor may be set), ``treasury`` army ->
crowns, ``founded`` army -> expansion cities founded in the game so far (at least those the
position gives it; burned ones count), ``side`` (good / evil: whose movement phase it is),
``turn`` (on the turn track, default 1), ``quests`` army -> the secret quests it holds (none are
dealt otherwise) and ``tally`` army -> what its quests count so far (``kill``, ``kill:cavalry``,
``win``, ``burn``, ``collect``...), ``stash`` army -> the treasure cards its capital keeps. Good
has won the roll-off and moved first; capitals stand and are held; units get uids from 1 in list
order and start their turn where they stand. Without ``units`` the units are those the game
deals (the starting infantry in the capitals); in quick play the position is the set-up as
dealt, with only ``owner``, ``treasury``, ``founded`` and ``cities`` laid over it.
``board_position`` is the same builder for engine tests."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Annotated, Any

from forgegames.core.content import Range, build, nearest
from forgegames.core.errors import ContentError
from forgegames.core.title import GameConfig
from forgegames.games.warparty.model import ARMIES, SIDES
from forgegames.games.warparty.start import first_army
from forgegames.games.warparty.start import without_quests as start_without_quests
from forgegames.games.warparty.state import (
    PHASE_SETUP,
    City,
    Unit,
    WPState,
    with_entry,
)

DOWN = ("retreat", "rough")
"""Why a unit of a position lies face down: it retreated, or took the rough-terrain penalty."""


def started(title: Any, config: GameConfig) -> WPState:
    """A new game after the roll-off, won by good, who chose to move first; no quests are
    dealt (a position names the quests it holds: ``quests``)."""
    state = title.new_game(config)
    for move in ("rolloff good", "order first"):
        state = title.apply(state, title.parse_action(move)).state
    return without_quests(title, state)


def without_quests(title: Any, state: WPState) -> WPState:
    """``state``, where the quests are about to be dealt, with the game begun without them
    (the set-up or the first turn)."""
    return start_without_quests(state, title.world)


def board_position(
    state: WPState,
    units: Sequence[tuple[str, ...]] | None,
    side: str = "good",
    clock: int | None = None,
    owner: Mapping[str, str] | None = None,
    treasury: Mapping[str, int] | None = None,
    cities: Mapping[str, City | None] | None = None,
    founded: Mapping[str, int] | None = None,
    **changes: Any,
) -> WPState:
    """``state`` (just started) with ``units`` ``(army, unit id, territory)`` placed, uids from
    1 (None keeps the state's units); a unit may add the far bank of the stream it stands on
    and why it lies face down (``DOWN``: turned over on the side turn before ``clock``).
    ``side``'s movement phase in side turn ``clock`` (1 for good, 2 for evil by default);
    ``owner`` adds control markers (army "" removes one), ``cities`` adds or removes cities,
    ``treasury`` sets armies' crowns, ``founded`` the expansion cities they have founded in the
    game (never fewer than they have now). No checking: ``scenario_position`` checks words first."""
    values: dict[str, Any] = {
        "side": side,
        "actor": SIDES[side][0],
        "clock": clock if clock is not None else (1 if side == "good" else 2),
    }
    if units is not None:
        placed = tuple(
            _unit(
                i,
                values["clock"],
                *entry[:6],
                explorer=_explores(entry),
                treasure=tuple(entry[7]) if len(entry) > 7 else (),
            )
            for i, entry in enumerate(units, start=1)
        )
        values.update(units=placed, next_uid=len(placed) + 1)
        values["spells"] = _spells(placed, [entry[6] if len(entry) > 6 else () for entry in units])
    values.update(_laid_over(state, owner, treasury, cities, founded))
    values.update(changes)
    return dataclasses.replace(state, **values)


def _unit(
    uid: int,
    clock: int,
    army: str,
    kind: str,
    at: str,
    across: str = "",
    down: str = "",
    xp: int = 0,
    explorer: bool = False,
    treasure: tuple[str, ...] = (),
) -> Unit:
    tired = max(1, clock - 1) if down else 0
    retreated = down == "retreat"
    return Unit(
        uid,
        army,
        kind,
        at,
        across,
        start=at,
        tired=tired,
        retreated=retreated,
        xp=xp,
        explorer=explorer,
        treasure=treasure,
    )


def _explores(entry: tuple) -> bool:
    """Whether a placed unit holds Eye of the Explorer, which works from its choice on."""
    return len(entry) > 6 and "eye-of-the-explorer" in entry[6]


def _spells(units: tuple[Unit, ...], chosen: list[Any]) -> tuple:
    """``WPState.spells`` for ``units``, each with the spells ``chosen`` lists for it."""
    held: dict[str, list[str]] = {}
    for unit, spells in zip(units, chosen, strict=True):
        held.setdefault(unit.army, []).extend(f"{unit.uid}:{s}" for s in spells)
    return tuple(sorted((army, tuple(entries)) for army, entries in held.items() if entries))


def _laid_over(
    state: WPState,
    owner: Mapping[str, str] | None,
    treasury: Mapping[str, int] | None,
    cities: Mapping[str, City | None] | None,
    founded: Mapping[str, int] | None = None,
) -> dict[str, Any]:
    """The control markers, cities, treasuries and founding counts of ``state`` with the
    position's laid over; an army has founded at least the expansion cities it has."""
    marks = dict(state.owner)
    for territory, army in (owner or {}).items():
        if army:
            marks[territory] = army
        else:
            marks.pop(territory, None)
    built = state.cities
    for territory, city in (cities or {}).items():
        built = with_entry(built, territory, city)
    armies = state.armies
    for army, crowns in (treasury or {}).items():
        armies = with_entry(armies, army, dataclasses.replace(state.army(army), treasury=crowns))
    for army, purse in armies:
        standing = sum(1 for _, c in built if c.army == army and not c.capital)
        least = max(purse.founded, standing, (founded or {}).get(army, 0))
        if least != purse.founded:
            armies = with_entry(armies, army, dataclasses.replace(purse, founded=least))
    return {"owner": tuple(sorted(marks.items())), "cities": built, "armies": armies}


@dataclasses.dataclass(frozen=True)
class UnitPosition:
    """``units[i]``: ``count`` units of one kind of an army on a territory (see the module's
    docstring); ``across`` and ``down`` as ``board_position`` reads them."""

    army: str
    kind: str
    at: str
    count: Annotated[int, Range(1, 100)] = 1
    across: str = ""
    down: str = ""
    xp: Annotated[int, Range(0, 100_000)] = 0
    spells: list[str] = dataclasses.field(default_factory=list)
    treasure: list[str] = dataclasses.field(default_factory=list)
    """A hero's treasure cards (ids of treasure.yaml), in the order won."""


@dataclasses.dataclass(frozen=True)
class CityPosition:
    """``cities.<territory>``: whose city it is, whether it is built, who took it."""

    army: str
    built: bool = True
    captor: str | None = None


@dataclasses.dataclass(frozen=True)
class Position:
    """A scenario file's ``position`` (every key optional; see the module's docstring)."""

    units: list[UnitPosition] | None = None
    owner: dict[str, str | None] = dataclasses.field(default_factory=dict)
    cities: dict[str, CityPosition] = dataclasses.field(default_factory=dict)
    treasury: dict[str, int] = dataclasses.field(default_factory=dict)
    founded: dict[str, Annotated[int, Range(0, 4)]] = dataclasses.field(default_factory=dict)
    side: str | None = None
    turn: int | None = None
    quests: dict[str, list[str]] = dataclasses.field(default_factory=dict)
    tally: dict[str, dict[str, Annotated[int, Range(0, 1000)]]] = dataclasses.field(
        default_factory=dict
    )
    stash: dict[str, list[str]] = dataclasses.field(default_factory=dict)


class _Board:
    """Checks a position's names against the board and the army sheets."""

    def __init__(self, title: Any, where: str) -> None:
        self.world = title.world
        self.where = where
        self.terrain = {t.id: t.terrain for t in self.world.geo.territories}

    def error(self, path: str, problem: str) -> ContentError:
        return ContentError(self.where, f"position.{path}", problem)

    def known(self, value: str, choices: Sequence[str], path: str, what: str) -> str:
        if value not in choices:
            raise self.error(path, f"unknown {what} {value!r}{nearest(value, choices)}")
        return value

    def army(self, value: str, path: str) -> str:
        return self.known(value, list(self.world.armies.sheets), path, "army")

    def territory(self, value: str, path: str) -> str:
        return self.known(value, list(self.terrain), path, "territory")

    def units(self, given: list[UnitPosition] | None) -> list[tuple[str, ...]] | None:
        if given is None:
            return None
        placed: list[tuple[str, ...]] = []
        for i, entry in enumerate(given):
            path = f"units[{i}]"
            army = self.army(entry.army, f"{path}.army")
            sheet = self.world.armies.sheets[army]
            kind = self.known(entry.kind, list(sheet.units), f"{path}.kind", f"{army} unit")
            at = self.territory(entry.at, f"{path}.at")
            if self.terrain[at] == "lake":
                raise self.error(f"{path}.at", f"{at} is the lake: no unit can stand on it")
            if entry.across:
                self.territory(entry.across, f"{path}.across")
                if self.world.geo.links[at].get(entry.across) != "stream":
                    raise self.error(
                        f"{path}.across", f"no stream runs between {at} and {entry.across}"
                    )
            if entry.down:
                self.known(entry.down, DOWN, f"{path}.down", "reason to lie face down")
            if (entry.xp or entry.spells or entry.treasure) and sheet.units[kind].hero is None:
                raise self.error(f"{path}.xp", "only heroes have experience, spells and treasure")
            for j, card in enumerate(entry.treasure):
                cards = list(self.world.content.decks.treasure)
                self.known(card, cards, f"{path}.treasure[{j}]", "treasure card")
            for j, spell in enumerate(entry.spells):
                self.known(spell, list(self.world.content.spells), f"{path}.spells[{j}]", "spell")
            spells = tuple(entry.spells)
            cards = tuple(entry.treasure)
            placed += [
                (army, kind, at, entry.across, entry.down, entry.xp, spells, cards)
            ] * entry.count
        return placed

    def owner(self, given: dict[str, str | None]) -> dict[str, str]:
        owner = {}
        for territory, army in given.items():
            self.territory(territory, f"owner.{territory}")
            owner[territory] = self.army(army, f"owner.{territory}") if army else ""
        return owner

    def cities(self, given: dict[str, CityPosition]) -> dict[str, City]:
        capitals = {t.id: t.capital for t in self.world.geo.territories if t.capital}
        out = {}
        for territory, entry in given.items():
            path = f"cities.{territory}"
            self.territory(territory, path)
            army = self.army(entry.army, f"{path}.army")
            captor = entry.captor or ""
            if captor:
                self.army(captor, f"{path}.captor")
            capital = capitals.get(territory, "")
            if capital and (army != capital or not entry.built):
                raise self.error(path, f"{territory} is the capital of the {capital}, built")
            out[territory] = City(army, capital=bool(capital), built=entry.built, captor=captor)
        return out

    def quests(self, given: dict[str, list[str]]) -> tuple:
        """``WPState.quests`` from army -> the quest ids it holds (each one it may be dealt)."""
        cards = self.world.content.decks.quests
        out = {}
        for army, held in given.items():
            self.army(army, f"quests.{army}")
            for j, quest in enumerate(held):
                path = f"quests.{army}[{j}]"
                card = cards[self.known(quest, list(cards), path, "quest")]
                if card.armies and army not in card.armies:
                    raise self.error(path, f"only the {', '.join(card.armies)} are dealt it")
            out[army] = tuple(held)
        return tuple(sorted(out.items()))

    def tally(self, given: dict[str, dict[str, int]]) -> tuple:
        """``WPState.tally`` from army -> count -> number (``quests.TALLIES``, with a detail)."""
        from forgegames.games.warparty.quests import TALLIES

        out = {}
        for army, counts in given.items():
            self.army(army, f"tally.{army}")
            for key in counts:
                self.known(key.split(":")[0], TALLIES, f"tally.{army}.{key}", "count")
            out[army] = tuple(sorted(counts.items()))
        return tuple(sorted(out.items()))

    def stash(self, given: dict[str, list[str]]) -> tuple[str, ...]:
        """``WPState.stash`` from army -> the treasure cards its capital keeps."""
        cards = list(self.world.content.decks.treasure)
        for army, kept in given.items():
            self.army(army, f"stash.{army}")
            for j, card in enumerate(kept):
                self.known(card, cards, f"stash.{army}[{j}]", "treasure card")
        return tuple(f"{army}:{card}" for army, kept in given.items() for card in kept)

    def treasury(self, given: dict[str, int], key: str = "treasury") -> dict[str, int]:
        """``given`` (army -> a number), its armies checked."""
        for army in given:
            self.army(army, f"{key}.{army}")
        return dict(given)


def scenario_position(
    title: Any, position: dict[str, Any] | None, config: GameConfig, seed: int, where: str
) -> WPState:
    """The state ``position`` describes (see the module's docstring and docs/scenarios.md)."""
    pos = build(Position, position or {}, where, "position")
    board = _Board(title, where)
    units = board.units(pos.units)
    owner = board.owner(pos.owner)
    cities = board.cities(pos.cities)
    treasury = board.treasury(pos.treasury)
    founded = board.treasury(pos.founded, "founded")
    state = started(title, config)
    if state.phase == PHASE_SETUP:  # quick play: the set-up as dealt, markers and crowns aside
        for key in ("units", "side", "turn"):
            if getattr(pos, key) is not None:
                raise board.error(key, "the quick-play set-up has no " + key)
        laid = _laid_over(state, owner, treasury, cities, founded)
        return dataclasses.replace(state, **laid)
    side = board.known(pos.side or "good", list(SIDES), "side", "side")
    turn = 1 if pos.turn is None else pos.turn
    if not 1 <= turn <= state.limit:
        raise board.error("turn", f"must be a turn from 1 to {state.limit}, not {turn!r}")
    clock = 2 * turn - (1 if side == "good" else 0)
    if clock == 1 and any(entry[4] for entry in units or ()):
        raise board.error("turn", "a unit lies face down only after a turn: start at turn 2")
    leader = first_army(state, title.world, side)  # the team's order of its version
    state = board_position(
        state, units, side, clock, owner, treasury, cities, founded, actor=leader
    )
    quests, tally, stash = board.quests(pos.quests), board.tally(pos.tally), board.stash(pos.stash)
    return dataclasses.replace(state, quests=quests, tally=tally, stash=stash)


def scenario_facts(title: Any, state: WPState) -> dict[str, Any]:
    """``alive.<army>``: the army's units on the map; ``down.<army>``: those of them lying face
    down; ``at.<territory>``: army -> units there (armies with none left out, so ``{}`` is an
    empty place); ``owner.<territory>``: the army holding it ("" for none);
    ``city.<territory>``: ``{army, built, captor}`` (null without a city);
    ``treasury.<army>``: crowns; ``income.<army>``: what it collects; ``founded.<army>``:
    expansion cities founded in the game; ``points.<team>``: victory points as the last turn would
    count them; ``battle``: whether a battle is under way; ``side`` and ``phase``; ``winner``
    (good, evil, draw or "") and ``how`` the war ended; ``offer``: what the team to answer is
    offered (``victory`` or ``defeat``; "" without an offer); for each hero (by
    army and kind (each army has one of each), ``xp.<army>.<hero>``, ``level.<army>.<hero>`` and
    ``spells.<army>.<hero>`` (the spells it has chosen), null while it is not on the map;
    ``quests.<army>`` the secret quests it holds, ``quests_done.<army>`` those it completed;
    ``treasure.<army>.<hero>`` a hero's treasure cards; ``stash.<army>`` the cards its capital
    keeps; ``dungeon.<id>`` what is known of a dungeon once entered (``{monsters, trap,
    done}``; null before)."""
    from forgegames.games.warparty import heroes
    from forgegames.games.warparty.economy import income
    from forgegames.games.warparty.victory import victory_points

    facts: dict[str, Any] = {f"alive.{army}": 0 for army in ARMIES}
    facts.update({f"down.{army}": 0 for army in ARMIES})
    places: dict[str, dict[str, int]] = {t.id: {} for t in title.world.geo.territories}
    for unit in state.units:
        facts[f"alive.{unit.army}"] += 1
        facts[f"down.{unit.army}"] += 1 if unit.tired else 0
        here = places.setdefault(unit.at, {})
        here[unit.army] = here.get(unit.army, 0) + 1
    facts.update({f"at.{territory}": here for territory, here in places.items()})
    held = dict(state.owner)
    facts.update({f"owner.{t}": held.get(t, "") for t in places})
    facts.update({f"city.{t}": None for t in places})
    for territory, city in state.cities:
        facts[f"city.{territory}"] = {"army": city.army, "built": city.built, "captor": city.captor}
    facts.update({f"treasury.{name}": army.treasury for name, army in state.armies})
    facts.update({f"founded.{name}": army.founded for name, army in state.armies})
    facts.update(
        {f"income.{a}": income(state, title.world.geo, title.world.armies, a) for a in ARMIES}
    )
    facts.update({f"points.{side}": victory_points(state, side) for side in SIDES})
    facts["battle"] = state.battle is not None
    facts["side"] = state.side
    facts["phase"] = state.phase
    facts["winner"] = state.winner
    facts["how"] = state.how
    facts["offer"] = (state.offered or "victory") if state.offer else ""
    held, done = dict(state.quests), dict(state.quests_done)
    facts.update({f"quests.{army}": list(held.get(army, ())) for army in ARMIES})
    facts.update({f"quests_done.{army}": list(done.get(army, ())) for army in ARMIES})
    world = title.world
    for army, sheet in world.armies.sheets.items():
        for kind in (k for k in sheet.units.values() if k.hero is not None):
            unit = next((u for u in state.units if u.army == army and u.kind == kind.id), None)
            key = f"{army}.{kind.id}"
            facts[f"xp.{key}"] = None if unit is None else unit.xp
            level = None if unit is None else heroes.level_of(unit.xp, heroes.figures(world))
            facts[f"level.{key}"] = level
            facts[f"spells.{key}"] = None if unit is None else heroes.chosen(state, unit)
            facts[f"treasure.{key}"] = None if unit is None else list(unit.treasure)
    for army in ARMIES:
        facts[f"stash.{army}"] = [e.partition(":")[2] for e in state.stash if e.startswith(army)]
    lairs = {x.dungeon: x for x in state.lairs}
    for dungeon in world.content.dungeons.dungeons:
        x = lairs.get(dungeon.id)
        seen = None if x is None else {"monsters": list(x.monsters), "trap": x.trap, "done": x.done}
        facts[f"dungeon.{dungeon.id}"] = seen
    return facts
