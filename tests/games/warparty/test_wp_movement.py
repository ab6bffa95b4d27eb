"""Movement: rates, enemies, flyers, rough terrain and who frees whom, streams, the lake."""

from __future__ import annotations

import dataclasses

from wpfixtures import ARMIES, GEO, position

from forgegames.games.warparty.movement import move_unit, rough_penalties, routes


def reach(state, uid: int) -> dict[str, int]:
    return {d: r.cost for d, r in routes(state, GEO, ARMIES, state.unit(uid)).items()}


def test_infantry_moves_one_and_never_into_the_lake():
    state = position(("humans", "soldier", "home"))
    assert reach(state, 1) == {"hill": 1, "field": 1, "road": 1}


def test_a_stream_costs_a_move_and_a_slow_unit_stops_on_it():
    state = position(("humans", "soldier", "field"))
    assert "field|meadow" in reach(state, 1) and "meadow" not in reach(state, 1)
    on_stream = move_unit(state.unit(1), routes(state, GEO, ARMIES, state.unit(1))["field|meadow"])
    assert (on_stream.at, on_stream.across) == ("field", "meadow")
    next_turn = position(clock=3)
    next_turn = dataclasses.replace(next_turn, units=(dataclasses.replace(on_stream, moved=False),))
    assert reach(next_turn, 1) == {"field": 1, "meadow": 1}, "only onto either bank"


def test_a_two_move_unit_crosses_the_stream_in_one_turn_and_a_bridge_costs_nothing_extra():
    state = position(("humans", "knight", "field"))
    assert reach(state, 1)["meadow"] == 2
    state = position(("humans", "knight", "meadow"))
    assert reach(state, 1)["ford"] == 1


def test_enemies_stop_a_move_and_cannot_be_passed():
    state = position(("humans", "knight", "home"), ("goblins", "warrior", "field"))
    costs = reach(state, 1)
    assert costs["field"] == 1, "moving in means a battle"
    assert "field|meadow" not in costs and "pond" not in costs


def test_flyers_pass_over_enemies_and_the_lake_but_land_on_ground():
    state = position(
        ("undead", "vampire", "road"), ("humans", "soldier", "home"), side="evil", actor="undead"
    )
    costs = reach(state, 1)
    assert "pond" not in costs, "a flyer cannot end over the lake"
    assert costs["ford"] == 2 and costs["field"] == 2
    assert costs["hill"] == 2, "over the enemy-held capital"


def test_rough_terrain_stops_most_units_and_dwarves_cross_mountains():
    state = position(("humans", "knight", "home"))
    state_after = reach(state, 1)
    assert "hill" in state_after
    # the knight may not go on through the hill (nothing beyond it here), but it must stop:
    routes_ = routes(state, GEO, ARMIES, state.unit(1))
    assert routes_["hill"].path == ("hill",)


def test_the_rough_penalty_flips_units_unless_an_immune_ally_is_there():
    state = position(("humans", "soldier", "hill"), clock=5)
    state = dataclasses.replace(
        state, units=(dataclasses.replace(state.units[0], moved=True, start="home"),)
    )
    (flipped,) = rough_penalties(state, GEO, ARMIES, "good")
    assert flipped.tired == 5
    with_dwarf = position(("humans", "soldier", "hill"), ("dwarves", "warrior", "hill"), clock=5)
    units = (
        dataclasses.replace(with_dwarf.units[0], moved=True, start="home"),
        with_dwarf.units[1],
    )
    assert rough_penalties(dataclasses.replace(with_dwarf, units=units), GEO, ARMIES, "good") == []


def test_flyers_are_immune_but_free_nobody():
    state = position(
        ("undead", "skeleton", "wood"), ("undead", "vampire", "wood"), side="evil", clock=6
    )
    units = tuple(dataclasses.replace(u, moved=True, start="meadow") for u in state.units)
    flipped = rough_penalties(dataclasses.replace(state, units=units), GEO, ARMIES, "evil")
    assert [u.kind for u in flipped] == ["skeleton"]


def test_tired_or_moved_units_do_not_move():
    state = position(("humans", "soldier", "home"))
    tired = dataclasses.replace(state, units=(dataclasses.replace(state.units[0], tired=3),))
    moved = dataclasses.replace(state, units=(dataclasses.replace(state.units[0], moved=True),))
    assert reach(tired, 1) == {} and reach(moved, 1) == {}


def test_a_move_names_its_units_with_their_plurals():
    from forgegames.core import registry
    from forgegames.games.warparty.describe import units_words

    world = registry.get("warparty").world
    state = position(
        ("goblins", "warrior", "darkthorn"),
        ("goblins", "warrior", "darkthorn"),
        ("goblins", "warrior", "darkthorn"),
        ("goblins", "archer", "darkthorn"),
    )
    assert units_words(state, world, (1, 2, 3, 4)) == "3 Goblin Warriors and a Goblin Archer"
