"""Warparty scenario positions: a scenario file's ``position`` on the real board, and the facts
a scenario may check (see docs/scenarios.md, "Warparty").

``position`` words (all optional): ``units`` a list of ``{army, kind, at, count}`` (``kind`` is
a unit id of the army's sheet, such as ``soldier`` or ``skeleton``; ``count`` defaults to 1),
``owner`` territory -> army ("" removes a control marker), ``treasury`` army -> crowns,
``side`` (good / evil: whose movement phase it is). Good has won the roll-off and moved first;
capitals stand and are held; units get uids from 1 in list order and start their turn where
they stand. ``board_position`` is the same builder for engine tests.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

from forgegames.core.content import nearest
from forgegames.core.errors import ContentError
from forgegames.core.title import GameConfig
from forgegames.games.warparty.model import ARMIES, SIDES
from forgegames.games.warparty.state import City, Unit, WPState, with_entry

POSITION_KEYS = ("units", "owner", "treasury", "side")
UNIT_KEYS = ("army", "kind", "at", "count")


def started(title: Any, config: GameConfig) -> WPState:
    """A new game after the roll-off, won by good, who chose to move first."""
    state = title.new_game(config)
    for move in ("rolloff good", "order first"):
        state = title.apply(state, title.parse_action(move)).state
    return state


def board_position(
    state: WPState,
    units: Sequence[tuple[str, str, str]],
    side: str = "good",
    clock: int | None = None,
    owner: Mapping[str, str] | None = None,
    treasury: Mapping[str, int] | None = None,
    cities: Mapping[str, City | None] | None = None,
    **changes: Any,
) -> WPState:
    """``state`` (just started) with ``units`` ``(army, unit id, territory)`` placed, uids from
    1; ``side``'s movement phase in side turn ``clock`` (1 for good, 2 for evil by default);
    ``owner`` adds control markers (army "" removes one), ``cities`` adds or removes cities,
    ``treasury`` sets armies' crowns. No checking: ``scenario_position`` checks words first."""
    placed = tuple(
        Unit(i, army, kind, at, start=at) for i, (army, kind, at) in enumerate(units, start=1)
    )
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
    values: dict[str, Any] = {
        "units": placed,
        "next_uid": len(placed) + 1,
        "owner": tuple(sorted(marks.items())),
        "cities": built,
        "armies": armies,
        "side": side,
        "actor": SIDES[side][0],
        "clock": clock if clock is not None else (1 if side == "good" else 2),
    }
    values.update(changes)
    return dataclasses.replace(state, **values)


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

    def units(self, value: Any) -> list[tuple[str, str, str]]:
        if value is None:
            return []
        if not isinstance(value, list):
            raise self.error("units", "must be a list of {army, kind, at}")
        placed: list[tuple[str, str, str]] = []
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
            placed += [(army, kind, at)] * number
        return placed


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
    treasury = {}
    for army, crowns in words.mapping(position.get("treasury"), "treasury").items():
        words.army(army, f"treasury.{army}")
        if not isinstance(crowns, int) or isinstance(crowns, bool) or crowns < 0:
            raise words.error(
                f"treasury.{army}", f"must be a whole number of crowns, not {crowns!r}"
            )
        treasury[army] = crowns
    side = position.get("side", "good")
    words.known(side, list(SIDES), "side", "side")
    return board_position(started(title, config), units, side, owner=owner, treasury=treasury)


def scenario_facts(title: Any, state: WPState) -> dict[str, Any]:
    """``alive.<army>``: the army's units on the map; ``at.<territory>``: army -> units there
    (armies with none left out, so ``{}`` is an empty place); ``owner.<territory>``: the army
    holding it ("" for none); ``treasury.<army>``: crowns; ``battle``: whether a battle is
    under way; ``side`` and ``phase``."""
    facts: dict[str, Any] = {f"alive.{army}": 0 for army in ARMIES}
    places: dict[str, dict[str, int]] = {t.id: {} for t in title.world.geo.territories}
    for unit in state.units:
        facts[f"alive.{unit.army}"] += 1
        here = places.setdefault(unit.at, {})
        here[unit.army] = here.get(unit.army, 0) + 1
    facts.update({f"at.{territory}": here for territory, here in places.items()})
    held = dict(state.owner)
    facts.update({f"owner.{t}": held.get(t, "") for t in places})
    facts.update({f"treasury.{name}": army.treasury for name, army in state.armies})
    facts["battle"] = state.battle is not None
    facts["side"] = state.side
    facts["phase"] = state.phase
    return facts
