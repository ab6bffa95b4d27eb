"""A small map and army sheets for Warparty rules tests (figures as the rulebook states them).

hill(mountain) -- home -- field == brook(stream) == meadow -- wood(forest)
                   |        |                        |
                 road ---- pond(lake) ------------- ford
"""

from __future__ import annotations

import dataclasses

from forgegames.games.warparty.mapfile import Board, Border, Territory
from forgegames.games.warparty.model import Armies, UnitType
from forgegames.games.warparty.state import Unit, WPState, empty_armies

PLACES = [
    Territory("home", "Home", 5, "plains", capital="humans"),
    Territory("hill", "Hill", 1, "mountain"),
    Territory("field", "Field", 2, "plains"),
    Territory("meadow", "Meadow", 1, "plains"),
    Territory("wood", "Wood", 1, "forest"),
    Territory("road", "Road", 1, "plains"),
    Territory("pond", "Pond", 0, "lake"),
    Territory("ford", "Ford", 1, "plains"),
    # the other capitals, far away (no borders here)
    Territory("dcap", "Dwarf Hold", 5, "mountain", capital="dwarves"),
    Territory("gcap", "Goblin Den", 5, "forest", capital="goblins"),
    Territory("ucap", "Bone Keep", 5, "plains", capital="undead"),
]
BORDERS = [
    ("home", "hill", "open"),
    ("home", "field", "open"),
    ("home", "road", "open"),
    ("field", "meadow", "stream"),
    ("field", "pond", "open"),
    ("road", "pond", "open"),
    ("pond", "ford", "open"),
    ("meadow", "wood", "open"),
    ("meadow", "ford", "bridge"),
]
GEO = Board("tests", PLACES, [Border(a, b, c) for a, b, c in BORDERS])


def kind(army: str, id: str, attack: int, defence: int, **more) -> UnitType:
    return UnitType(id, army, id.title(), more.pop("cost", 5), attack, defence, **more)


UNITS = {
    "humans": {
        "soldier": kind("humans", "soldier", 3, 2),
        "knight": kind("humans", "knight", 4, 3, attack_mod=-1, defence_mod=-1, move=2),
    },
    "dwarves": {"warrior": kind("dwarves", "warrior", 3, 2)},
    "goblins": {
        "goblin": kind("goblins", "goblin", 3, 2),
        "wolf-rider": kind("goblins", "wolf-rider", 4, 2, defence_mod=-1, move=2),
    },
    "undead": {
        "skeleton": kind("undead", "skeleton", 3, 2),
        "vampire": kind("undead", "vampire", 4, 3, defence_mod=-1, move=2, flying=True),
    },
}
ALIASES = {
    "humans": {"infantry": "soldier"},
    "dwarves": {"infantry": "warrior"},
    "goblins": {"infantry": "goblin"},
    "undead": {"infantry": "skeleton"},
}
ARMIES = Armies(UNITS, {a: {} for a in UNITS}, ALIASES)


def position(*units: tuple[str, str, str], clock: int = 1, **changes) -> WPState:
    """A state with ``(army, kind, territory)`` units (uids from 1), good to move."""
    placed = tuple(
        Unit(i, army, k, where, start=where) for i, (army, k, where) in enumerate(units, start=1)
    )
    state = WPState(
        seats=(("humans", "dwarves"), ("goblins", "undead")),
        variant="standard",
        limit=14,
        first="good",
        side="good",
        phase="move",
        actor="humans",
        clock=clock,
        units=placed,
        next_uid=len(placed) + 1,
        owner=(),
        cities=(),
        armies=empty_armies(),
    )
    return dataclasses.replace(state, **changes)
