"""The rough-terrain penalty (docs/rulings.md, Warparty, "The rough-terrain penalty"): only a
finished city of the team frees its units, and a unit that steps off a stream onto the rough
bank it came from has entered rough ground like any other."""

from __future__ import annotations

import dataclasses

from wpfixtures import apply_move, position, small_world

from forgegames.games.warparty.actions import Move
from forgegames.games.warparty.content_map import Border, Territory
from forgegames.games.warparty.movement import frees, rough_penalties, routes
from forgegames.games.warparty.moves import move_actions
from forgegames.games.warparty.state import City
from forgegames.games.warparty.world import World

# thicket (forest) == stream == shore (plains) -- home (the Humans' capital)
BANKS_PLACES = [
    Territory("thicket", "Thicket", 1, "forest"),
    Territory("shore", "Shore", 1, "plains"),
]
BANKS_BORDERS = [Border("thicket", "shore", "stream"), Border("shore", "home", "open")]


def banks() -> World:
    return small_world(BANKS_PLACES, BANKS_BORDERS)


def test_a_unit_stepping_off_a_stream_onto_the_rough_bank_it_came_from_is_turned_over():
    w = banks()
    state = position(("humans", "soldier", "thicket"), clock=3)
    on_stream = dataclasses.replace(state.units[0], across="shore")
    state = dataclasses.replace(state, units=(on_stream,))
    assert set(routes(state, w.geo, w.armies, on_stream)) == {"thicket", "shore"}
    back = apply_move(state, w, Move((1,), "thicket"))
    assert back.unit(1).at == back.unit(1).start == "thicket", "back where its turn began"
    (flipped,) = rough_penalties(back, w.geo, w.armies, "good")
    assert flipped.uid == 1 and flipped.tired == 3
    over = apply_move(state, w, Move((1,), "shore"))
    assert rough_penalties(over, w.geo, w.armies, "good") == [], "plains: no penalty"


def test_only_a_finished_city_of_the_team_frees_its_units_from_rough_ground():
    w = banks()
    for city, freed in (
        (City("goblins", built=False), False),
        (City("goblins"), True),
        (City("goblins", captor="humans"), False),
    ):
        state = position(
            ("undead", "skeleton", "shore"),
            side="evil",
            actor="goblins",
            clock=4,
            cities=(("thicket", city),),
        )
        assert frees(state, w.geo, w.armies, "thicket", "evil") is freed, city
        wading = dataclasses.replace(state.units[0], across="thicket")  # on the stream
        moved = apply_move(dataclasses.replace(state, units=(wading,)), w, Move((1,), "thicket"))
        flipped = rough_penalties(moved, w.geo, w.armies, "evil")
        assert (flipped == []) is freed, city


def test_a_knight_rides_through_a_mountain_only_past_a_finished_dwarf_city():
    """What frees a place also lets units move on through it: a knight (two moves) stops in
    a mountain where the Dwarves' city is not finished."""
    w = small_world(
        [
            *BANKS_PLACES,
            Territory("crag", "Crag", 1, "mountain"),
            Territory("far", "Far", 1, "plains"),
        ],
        [*BANKS_BORDERS, Border("home", "crag", "open"), Border("crag", "far", "open")],
    )
    for built in (False, True):
        state = position(
            ("humans", "knight", "home"), clock=3, cities=(("crag", City("dwarves", built=built)),)
        )
        dests = {m.dest for m in move_actions(state, w) if isinstance(m, Move)}
        assert ("far" in dests) is built, built
