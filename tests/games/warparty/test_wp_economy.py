"""Collection: conquest (allies, rough terrain), income and the capital rule, inflation timing."""

from __future__ import annotations

import dataclasses

from wpfixtures import ARMIES, GEO, position

from forgegames.games.warparty.content_map import Board
from forgegames.games.warparty.economy import (
    collect,
    conquer,
    income,
    price,
    start_side_turn_prices,
)
from forgegames.games.warparty.state import City, with_entry


def test_ending_a_turn_in_a_territory_conquers_it_and_allied_markers_stay():
    state = position(
        ("humans", "soldier", "field"), ("humans", "soldier", "road"), owner=(("road", "dwarves"),)
    )
    state, events = conquer(state, GEO, "good")
    assert dict(state.owner) == {"field": "humans", "road": "dwarves"}
    assert any("conquer Field" in e.text for e in events)


def test_rough_terrain_is_only_de_conquered_by_armies_not_at_home_there():
    state = position(("goblins", "warrior", "hill"), side="evil", owner=(("hill", "dwarves"),))
    state, _ = conquer(state, GEO, "evil")
    assert state.owner_of("hill") == "", "the goblins remove the dwarves' marker but hold nothing"
    state = position(("dwarves", "warrior", "hill"))
    state, _ = conquer(state, GEO, "good")
    assert state.owner_of("hill") == "dwarves"


def test_retreated_units_and_contested_territories_conquer_nothing():
    state = position(("humans", "soldier", "field"), ("goblins", "warrior", "field"))
    assert conquer(state, GEO, "good")[0].owner == ()
    retreated = position(("humans", "soldier", "field"))
    retreated = dataclasses.replace(
        retreated, units=(dataclasses.replace(retreated.units[0], retreated=True),)
    )
    assert conquer(retreated, GEO, "good")[0].owner == ()


def test_income_counts_land_and_cities_and_nothing_without_the_capital():
    owner = (("field", "humans"), ("home", "humans"), ("road", "humans"))
    cities = (("home", City("humans", capital=True)), ("road", City("humans")))
    state = position(owner=owner, cities=cities)
    assert income(state, GEO, ARMIES, "humans") == 5 + 2 + 1 + 4
    building = with_entry(state.cities, "road", City("humans", built=False))
    assert income(dataclasses.replace(state, cities=building), GEO, ARMIES, "humans") == 8
    lost = dataclasses.replace(state, owner=(("field", "humans"), ("road", "humans")))
    assert income(lost, GEO, ARMIES, "humans") == 0


def test_prices_double_after_45_with_a_grace_turn_when_the_first_team_reached_it():
    owner = (("home", "humans"),)
    state = position(owner=owner)
    rich = dataclasses.replace(state, owner=owner)
    # force a big income through the territory values: 45 crowns collected
    big = dataclasses.replace(GEO.by_id["home"], value=45)
    geo = Board("tests", [big if t.id == "home" else t for t in GEO.territories], GEO.borders)
    rich, events = collect(rich, geo, ARMIES, "humans")
    assert rich.army("humans").treasury == 45 and rich.inflation_due == 2
    assert any("multiplied by 2" in e.text for e in events)
    evil_turn = start_side_turn_prices(dataclasses.replace(rich, side="evil"))
    assert price(evil_turn, 5) == 5, "the second team still buys at old prices"
    good_again = start_side_turn_prices(dataclasses.replace(evil_turn, side="good"))
    assert price(good_again, 5) == 10
