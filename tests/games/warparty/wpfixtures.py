"""A small map for Warparty rules tests, with the real army sheets.

hill(mountain) -- home -- field == brook(stream) == meadow -- wood(forest)
                   |        |                        |
                 road ---- pond(lake) ------------- ford
"""

from __future__ import annotations

import dataclasses

from forgegames.games.warparty.content import load_armies
from forgegames.games.warparty.content_map import Board, Border, Territory
from forgegames.games.warparty.model import Armies
from forgegames.games.warparty.state import Unit, WPState, empty_armies
from forgegames.games.warparty.world import World, world

HOME = Territory("home", "Home", 5, "plains", capital="humans")
FAR_CAPITALS = [
    Territory("dcap", "Dwarf Hold", 5, "mountain", capital="dwarves"),
    Territory("gcap", "Goblin Den", 5, "forest", capital="goblins"),
    Territory("ucap", "Bone Keep", 5, "plains", capital="undead"),
]
"""The other armies' capitals, far away (no borders to them)."""
PLACES = [
    HOME,
    Territory("hill", "Hill", 1, "mountain"),
    Territory("field", "Field", 2, "plains"),
    Territory("meadow", "Meadow", 1, "plains"),
    Territory("wood", "Wood", 1, "forest"),
    Territory("road", "Road", 1, "plains"),
    Territory("pond", "Pond", 0, "lake"),
    Territory("ford", "Ford", 1, "plains"),
    *FAR_CAPITALS,
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


ARMIES = Armies(load_armies())
"""The real army sheets: soldier, knight, catapult; warrior (dwarves, goblins), wolf-rider;
skeleton, vampire."""


def small_world(places: list[Territory], borders: list[Border]) -> World:
    """The real content and army sheets on a map of ``places``, the Humans' ``HOME`` and the
    far capitals, joined by ``borders``."""
    return World(world().content, Board("tests", [*places, HOME, *FAR_CAPITALS], borders), ARMIES)


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


def apply_move(state: WPState, world, move) -> WPState:
    """``state`` after ``move``, which the rules allow (``moves.move_or_refusal``)."""
    from forgegames.games.warparty.moves import move_or_refusal

    after = move_or_refusal(state, world, move)
    assert not isinstance(after, str), after
    return after
