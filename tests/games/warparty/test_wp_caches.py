"""Warparty's caches answer for the world they are asked about, never for another.

Every answer worked out from the game's data is remembered by the object holding that data
(the board, the army sheets) and keyed by values (a ``MovementProfile``, a place, a control
tuple), never by ``id()``: an id is reused once its object is gone. Here worlds that differ
in one detail and use the same names are built one after another, each dropped before the
next (so a new board may well get the address of the last), and every answer is compared
with the answer worked out from scratch.
"""

from __future__ import annotations

import ast
import dataclasses
import gc
from pathlib import Path

import pytest
from wpfixtures import ARMIES, BORDERS, PLACES, position

from forgegames.games.warparty import bot_distances, economy, movement
from forgegames.games.warparty.content_map import Board, Border, Territory, distances
from forgegames.games.warparty.model import Armies, MovementProfile
from forgegames.games.warparty.state import Unit

ROUNDS = 6


@pytest.fixture(autouse=True)
def collections_see_only_this_tests_objects():
    """``gc.freeze()``: the objects a long-lived worker made before are left out of the
    collections below (each then takes a moment, not half a second); what a test makes and
    drops is collected as before."""
    gc.freeze()
    yield
    gc.unfreeze()


def board(round_: int) -> Board:
    """The fixture map, with the field joined to the wood directly in even rounds (the wood is
    then two moves from home, else three), and every territory worth ``round_`` more."""
    borders = [Border(a, b, c) for a, b, c in BORDERS]
    if round_ % 2 == 0:
        borders.append(Border("field", "wood", "open"))
    places = [dataclasses.replace(t, value=t.value + round_) for t in PLACES]
    return Board("tests", places, borders)


def from_scratch(geo: Board, armies: Armies, unit: Unit) -> dict[str, movement.Route]:
    """``movement.routes`` for ``unit`` alone on ``geo``, searched afresh (nothing known)."""
    profile = armies.movement(unit.army, unit.kind)
    return dict(movement._search(geo, profile, unit.place, (frozenset(), frozenset())))


def test_routes_on_boards_made_one_after_another_are_each_boards_own() -> None:
    state = position(("humans", "knight", "field"))
    unit = state.unit(1)
    seen = set()
    for round_ in range(ROUNDS):
        geo = board(round_)
        found = movement.routes(state, geo, ARMIES, unit)
        assert dict(found) == from_scratch(geo, ARMIES, unit)
        assert ("wood" in found) == (round_ % 2 == 0), round_
        seen.add(tuple(sorted(found)))
        del geo, found
        gc.collect()  # the next board may be made where this one was
    assert len(seen) == 2


def test_land_values_and_capital_distances_are_each_boards_own() -> None:
    owner = (("field", "humans"), ("home", "humans"), ("meadow", "dwarves"))
    for round_ in range(ROUNDS):
        geo = board(round_)
        land = economy._land(geo, owner)
        assert land == {"humans": 7 + 2 * round_, "dwarves": 1 + round_}
        steps = bot_distances.steps_from(geo, "home")
        assert steps == distances(geo, "home")
        assert steps["wood"] == (2 if round_ % 2 == 0 else 3)
        del geo
        gc.collect()


def with_knight_move(move: int) -> Armies:
    """The real army sheets, but the humans' knight moves ``move``."""
    sheets = dict(ARMIES.sheets)
    humans = sheets["humans"]
    knight = dataclasses.replace(humans.units["knight"], move=move)
    sheets["humans"] = dataclasses.replace(humans, units={**humans.units, "knight": knight})
    return Armies(sheets)


def test_army_sheets_made_one_after_another_give_their_own_profiles_and_routes() -> None:
    geo = board(1)
    state = position(("humans", "knight", "home"))
    unit = state.unit(1)
    for move in (1, 3, 1, 2, 3, 1):
        armies = with_knight_move(move)
        assert armies.movement("humans", "knight") == MovementProfile(move)
        found = movement.routes(state, geo, armies, unit)
        assert dict(found) == from_scratch(geo, armies, unit)
        assert max(r.cost for r in found.values()) == move
        del armies
        gc.collect()


def test_profiles_that_differ_in_any_field_take_their_own_routes() -> None:
    """A hero or a spell will change one field of a profile: every cache keys by all of them."""
    geo = board(1)
    walker = MovementProfile(2)
    for changed in (
        walker,
        dataclasses.replace(walker, flying=True),
        dataclasses.replace(walker, flying=True, airborne=True),
        dataclasses.replace(walker, home_ground="forest"),
        dataclasses.replace(walker, move=3),
    ):
        armies = Armies(ARMIES.sheets)
        armies._movement["humans", "knight"] = changed  # as a spell would make it
        state = position(("humans", "knight", "field"), ("goblins", "warrior", "road"))
        found = movement.routes(state, geo, armies, state.unit(1))
        enemies = frozenset({"road"})
        reach = movement.near(geo, "field", changed.move)
        fresh = movement._search(geo, changed, "field", (enemies & reach, frozenset()))
        assert dict(found) == dict(fresh), changed
    assert movement._route_table(geo), "the board remembers them"


def test_a_board_keeps_its_answers_away_from_a_board_with_other_territories() -> None:
    small = Board(
        "tests",
        [
            Territory("home", "Home", 5, "plains", capital="humans"),
            Territory("field", "Field", 2, "plains"),
        ],
        [Border("home", "field", "open")],
    )
    state = position(("humans", "knight", "home"))
    big = board(1)
    assert set(movement.routes(state, big, ARMIES, state.unit(1))) > {"field"}
    assert set(movement.routes(state, small, ARMIES, state.unit(1))) == {"field"}


def test_no_rule_keys_anything_by_id_or_builds_records_by_hand() -> None:
    """``id()`` keys and hand-built records (``object.__new__``, ``exec``) are left to
    ``core/frozen.py``, the one place that makes records quickly."""
    package = Path(movement.__file__).parent
    found = []
    for path in sorted(package.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = ast.unparse(node.func)
            if name in ("id", "exec", "eval", "object.__new__"):
                found.append(f"{path.name}:{node.lineno}: {name}")
    assert found == []
