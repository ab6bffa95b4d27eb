"""Warparty scenario positions: a scenario file's ``position`` on the real board, and the facts
a scenario may check (see docs/scenarios.md, "Warparty").

``position`` words (all optional): ``units`` a list of ``{army, kind, at, count, across,
down}`` (``kind`` is a unit id of the army's sheet, such as ``soldier`` or ``skeleton``;
``count`` defaults to 1; ``across`` the far bank when the unit stands on the stream between
``at`` and it; ``down`` ``retreat`` or ``rough`` when it was turned over on the turn before,
by a retreat or the rough-terrain penalty), ``owner`` territory -> army ("" removes a control
marker), ``cities`` territory -> ``{army, built, captor}`` (a capital keeps its place: only its
captor may be set), ``treasury`` army -> crowns, ``side`` (good / evil: whose movement phase it
is) and ``turn`` (on the turn track, default 1). Good has won the roll-off and moved first;
capitals stand and are held; units get uids from 1 in list order and start their turn where
they stand. Without ``units`` the units are those the game deals (the starting infantry in the
capitals); in quick play the position is the set-up as dealt, with only ``owner``,
``treasury`` and ``cities`` laid over it. ``board_position`` is the same builder for engine
tests.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

from forgegames.core.content import nearest
from forgegames.core.errors import ContentError
from forgegames.core.title import GameConfig
from forgegames.games.warparty.model import ARMIES, SIDES
from forgegames.games.warparty.state import PHASE_SETUP, City, Unit, WPState, with_entry

POSITION_KEYS = ("units", "owner", "cities", "treasury", "side", "turn")
UNIT_KEYS = ("army", "kind", "at", "count", "across", "down")
CITY_KEYS = ("army", "built", "captor")
DOWN = ("retreat", "rough")
"""Why a unit of a position lies face down: it retreated, or took the rough-terrain penalty."""


def started(title: Any, config: GameConfig) -> WPState:
    """A new game after the roll-off, won by good, who chose to move first."""
    state = title.new_game(config)
    for move in ("rolloff good", "order first"):
        state = title.apply(state, title.parse_action(move)).state
    return state


def board_position(
    state: WPState,
    units: Sequence[tuple[str, ...]] | None,
    side: str = "good",
    clock: int | None = None,
    owner: Mapping[str, str] | None = None,
    treasury: Mapping[str, int] | None = None,
    cities: Mapping[str, City | None] | None = None,
    **changes: Any,
) -> WPState:
    """``state`` (just started) with ``units`` ``(army, unit id, territory)`` placed, uids from
    1 (None keeps the state's units); a unit may add the far bank of the stream it stands on
    and why it lies face down (``DOWN``: turned over on the side turn before ``clock``).
    ``side``'s movement phase in side turn ``clock`` (1 for good, 2 for evil by default);
    ``owner`` adds control markers (army "" removes one), ``cities`` adds or removes cities,
    ``treasury`` sets armies' crowns. No checking: ``scenario_position`` checks words first."""
    values: dict[str, Any] = {
        "side": side,
        "actor": SIDES[side][0],
        "clock": clock if clock is not None else (1 if side == "good" else 2),
    }
    if units is not None:
        placed = tuple(_unit(i, values["clock"], *entry) for i, entry in enumerate(units, start=1))
        values.update(units=placed, next_uid=len(placed) + 1)
    values.update(_laid_over(state, owner, treasury, cities))
    values.update(changes)
    return dataclasses.replace(state, **values)


def _unit(
    uid: int, clock: int, army: str, kind: str, at: str, across: str = "", down: str = ""
) -> Unit:
    tired = max(1, clock - 1) if down else 0
    return Unit(uid, army, kind, at, across, start=at, tired=tired, retreated=down == "retreat")


def _laid_over(
    state: WPState,
    owner: Mapping[str, str] | None,
    treasury: Mapping[str, int] | None,
    cities: Mapping[str, City | None] | None,
) -> dict[str, Any]:
    """The control markers, cities and treasuries of ``state`` with the position's laid over."""
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
    return {"owner": tuple(sorted(marks.items())), "cities": built, "armies": armies}


class _Words:
    """Checks a position's words against the board and the army sheets."""

    def __init__(self, title: Any, where: str) -> None:
        self.world = title.world
        self.where = where
        self.terrain = {t.id: t.terrain for t in self.world.geo.territories}

    def error(self, path: str, problem: str) -> ContentError:
        return ContentError(self.where, f"position.{path}" if path else "position", problem)

    def mapping(self, value: Any, path: str) -> dict[str, Any]:
        if value is None:
            return {}
        if not isinstance(value, dict):
            raise self.error(path, "must be a mapping")
        return value

    def known(self, value: Any, choices: Sequence[str], path: str, what: str) -> str:
        if not isinstance(value, str) or value not in choices:
            raise self.error(path, f"unknown {what} {value!r}{nearest(str(value), choices)}")
        return value

    def army(self, value: Any, path: str) -> str:
        return self.known(value, list(self.world.armies.sheets), path, "army")

    def territory(self, value: Any, path: str) -> str:
        return self.known(value, list(self.terrain), path, "territory")

    def keys(self, value: dict[str, Any], valid: Sequence[str], path: str) -> None:
        for key in value:
            if key not in valid:
                where = f"{path}.{key}" if path else str(key)
                raise self.error(where, f"unknown key{nearest(str(key), valid)}")

    def units(self, value: Any) -> list[tuple[str, ...]] | None:
        if value is None:
            return None
        if not isinstance(value, list):
            raise self.error("units", "must be a list of {army, kind, at}")
        placed: list[tuple[str, ...]] = []
        for i, entry in enumerate(value):
            path = f"units[{i}]"
            entry = self.mapping(entry, path)
            self.keys(entry, UNIT_KEYS, path)
            for key in ("army", "kind", "at"):
                if key not in entry:
                    raise self.error(f"{path}.{key}", "missing")
            army = self.army(entry["army"], f"{path}.army")
            sheet = self.world.armies.sheets[army]
            kind = self.known(entry["kind"], list(sheet.units), f"{path}.kind", f"{army} unit")
            at = self.territory(entry["at"], f"{path}.at")
            if self.terrain[at] == "lake":
                raise self.error(f"{path}.at", f"{at} is the lake: no unit can stand on it")
            number = entry.get("count", 1)
            if not isinstance(number, int) or isinstance(number, bool) or number < 1:
                raise self.error(f"{path}.count", f"must be a whole number from 1, not {number!r}")
            across = ""
            if "across" in entry:
                across = self.territory(entry["across"], f"{path}.across")
                if self.world.geo.links[at].get(across) != "stream":
                    raise self.error(f"{path}.across", f"no stream runs between {at} and {across}")
            down = ""
            if "down" in entry:
                down = self.known(entry["down"], DOWN, f"{path}.down", "reason to lie face down")
            placed += [(army, kind, at, across, down)] * number
        return placed

    def cities(self, value: Any) -> dict[str, City]:
        capitals = {t.id: t.capital for t in self.world.geo.territories if t.capital}
        out = {}
        for territory, entry in self.mapping(value, "cities").items():
            path = f"cities.{territory}"
            self.territory(territory, path)
            entry = self.mapping(entry, path)
            self.keys(entry, CITY_KEYS, path)
            if "army" not in entry:
                raise self.error(f"{path}.army", "missing")
            army = self.army(entry["army"], f"{path}.army")
            built = entry.get("built", True)
            if not isinstance(built, bool):
                raise self.error(f"{path}.built", f"must be true or false, not {built!r}")
            captor = entry.get("captor") or ""
            if captor:
                self.army(captor, f"{path}.captor")
            capital = capitals.get(territory, "")
            if capital and (army != capital or not built):
                raise self.error(path, f"{territory} is the capital of the {capital}, built")
            out[territory] = City(army, capital=bool(capital), built=built, captor=captor)
        return out


def scenario_position(
    title: Any, position: dict[str, Any], config: GameConfig, seed: int, where: str
) -> WPState:
    """The state ``position`` describes (see the module's docstring and docs/scenarios.md)."""
    words = _Words(title, where)
    position = words.mapping(position, "")
    words.keys(position, POSITION_KEYS, "")
    units = words.units(position.get("units"))
    owner = {}
    for territory, army in words.mapping(position.get("owner"), "owner").items():
        words.territory(territory, f"owner.{territory}")
        owner[territory] = "" if army in ("", None) else words.army(army, f"owner.{territory}")
    cities = words.cities(position.get("cities"))
    treasury = {}
    for army, crowns in words.mapping(position.get("treasury"), "treasury").items():
        words.army(army, f"treasury.{army}")
        if not isinstance(crowns, int) or isinstance(crowns, bool) or crowns < 0:
            raise words.error(
                f"treasury.{army}", f"must be a whole number of crowns, not {crowns!r}"
            )
        treasury[army] = crowns
    state = started(title, config)
    if state.phase == PHASE_SETUP:  # quick play: the set-up as dealt, markers and crowns aside
        for key in ("units", "side", "turn"):
            if key in position:
                raise words.error(key, "the quick-play set-up has no " + key)
        return dataclasses.replace(state, **_laid_over(state, owner, treasury, cities))
    side = position.get("side", "good")
    words.known(side, list(SIDES), "side", "side")
    turn = position.get("turn", 1)
    if not isinstance(turn, int) or isinstance(turn, bool) or not 1 <= turn <= state.limit:
        raise words.error("turn", f"must be a turn from 1 to {state.limit}, not {turn!r}")
    clock = 2 * turn - (1 if side == "good" else 0)
    if clock == 1 and any(entry[4] for entry in units or ()):
        raise words.error("turn", "a unit lies face down only after a turn: start at turn 2")
    return board_position(state, units, side, clock, owner, treasury, cities)


def scenario_facts(title: Any, state: WPState) -> dict[str, Any]:
    """``alive.<army>``: the army's units on the map; ``down.<army>``: those of them lying face
    down; ``at.<territory>``: army -> units there (armies with none left out, so ``{}`` is an
    empty place); ``owner.<territory>``: the army holding it ("" for none);
    ``city.<territory>``: ``{army, built, captor}`` (null without a city);
    ``treasury.<army>``: crowns; ``points.<team>``: victory points as the last turn would
    count them; ``battle``: whether a battle is under way; ``side`` and ``phase``; ``winner``
    (good, evil, draw or "") and ``how`` the war ended; ``offer``: what the team to answer is
    offered (``victory`` or ``defeat``; "" without an offer)."""
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
    facts.update({f"points.{side}": victory_points(state, side) for side in SIDES})
    facts["battle"] = state.battle is not None
    facts["side"] = state.side
    facts["phase"] = state.phase
    facts["winner"] = state.winner
    facts["how"] = state.how
    facts["offer"] = (state.offered or "victory") if state.offer else ""
    return facts
