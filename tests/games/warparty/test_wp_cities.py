"""Cities: where they may be founded, two-turn construction and its interruption, capture with
the capital's crowns, burning after a full turn (at once with siege; later when penalised)."""

from __future__ import annotations

import dataclasses

from wpfixtures import ARMIES, GEO, position

from forgegames.games.warparty.cities import (
    advance_construction,
    burn_cities,
    found,
    update_captures,
    why_not_found,
)
from forgegames.games.warparty.state import Army, City, with_entry


def test_a_city_needs_owned_occupied_ground_of_the_right_kind():
    state = position(("humans", "soldier", "field"), owner=(("field", "humans"),))
    assert why_not_found(state, GEO, "humans", "field") is None
    assert "do not control" in why_not_found(state, GEO, "humans", "road")
    assert "one of your units" in why_not_found(
        position(owner=(("field", "humans"),)), GEO, "humans", "field"
    )
    dwarves = position(("dwarves", "warrior", "field"), owner=(("field", "dwarves"),))
    assert "mountain" in why_not_found(dwarves, GEO, "dwarves", "field")


def test_at_most_four_expansion_cities():
    cities = tuple((t, City("humans")) for t in ("a", "b", "c", "d"))
    state = position(("humans", "soldier", "field"), owner=(("field", "humans"),), cities=cities)
    assert "founded 4 cities" in why_not_found(state, GEO, "humans", "field")


def test_cities_burned_or_lost_still_count_among_the_four():
    state = position(("humans", "soldier", "field"), owner=(("field", "humans"),), clock=3)
    for n in range(3):
        state = found(state, "humans", "field")
        assert state.army("humans").founded == n + 1
        state = dataclasses.replace(state, cities=with_entry(state.cities, "field", None))
    assert (
        state.army("humans").founded == 3 and why_not_found(state, GEO, "humans", "field") is None
    )
    state = found(state, "humans", "field")
    state = dataclasses.replace(state, cities=with_entry(state.cities, "field", None))
    assert not any(c.army == "humans" and not c.capital for _, c in state.cities)
    assert "founded 4 cities" in why_not_found(state, GEO, "humans", "field"), "burned ones count"


def test_construction_takes_a_second_full_turn_with_a_unit_that_stayed():
    state = position(("humans", "soldier", "field"), owner=(("field", "humans"),), clock=3)
    state = found(state, "humans", "field")
    state, events = advance_construction(state, GEO, "humans")
    assert not state.city("field").built and not events, "the founding turn does not count"
    moved_in = dataclasses.replace(
        state, clock=5, units=(dataclasses.replace(state.units[0], moved=True),)
    )
    assert not advance_construction(moved_in, GEO, "humans")[0].city("field").built, (
        "a unit that moved in this turn does not count"
    )
    stayed = dataclasses.replace(state, clock=5)
    done, events = advance_construction(stayed, GEO, "humans")
    assert done.city("field").built and "finish" in events[0].text


def test_capturing_a_capital_takes_its_saved_crowns_and_freeing_it_restores_it():
    armies = with_entry(position().armies, "humans", Army(treasury=17))
    state = position(
        ("goblins", "warrior", "home"),
        side="evil",
        cities=(("home", City("humans", capital=True)),),
        armies=armies,
        clock=4,
    )
    state, events = update_captures(state, GEO, ARMIES, "evil")
    assert state.city("home").captor == "goblins" and state.city("home").since == 4
    assert state.army("goblins").treasury == 17 and state.army("humans").treasury == 0
    assert "seize the Humans' 17 crowns" in events[-1].text
    back = dataclasses.replace(
        state,
        side="good",
        units=(dataclasses.replace(state.units[0], army="humans", kind="soldier"),),
    )
    back, _ = update_captures(back, GEO, ARMIES, "good")
    assert back.city("home").captor == ""


def test_a_capital_taken_with_an_empty_treasury_says_there_is_nothing_to_seize():
    state = position(
        ("goblins", "warrior", "home"),
        side="evil",
        cities=(("home", City("humans", capital=True)),),
        clock=4,
    )
    state, events = update_captures(state, GEO, ARMIES, "evil")
    words = [e.text for e in events]
    assert "The Goblins find the Humans' treasury empty: there is nothing to seize." in words
    assert not any("0 crowns" in w for w in words)


def test_burning_needs_a_full_turn_held_and_wins_with_a_capital():
    city = City("humans", capital=True, captor="goblins", since=4)
    state = position(("goblins", "warrior", "home"), side="evil", clock=4, cities=(("home", city),))
    assert burn_cities(state, GEO, ARMIES, "evil")[0].city("home") is not None, "same turn"
    later = dataclasses.replace(state, clock=6)
    burned, events = burn_cities(later, GEO, ARMIES, "evil")
    assert burned.city("home") is None and burned.winner == "evil"
    assert dict(burned.burned)["evil"] == 1 and "burned" in events[0].text
    result = [e for e in events if e.kind == "result"]
    assert [e.text for e in result] == ["The Evil team wins: the Humans' capital is burned."]


def test_a_penalised_garrison_burns_a_turn_later_and_siege_burns_at_once():
    city = City("goblins", captor="humans", since=4)
    state = position(("humans", "soldier", "wood"), clock=6, cities=(("wood", city),))
    tired = dataclasses.replace(state, units=(dataclasses.replace(state.units[0], tired=4),))
    assert burn_cities(tired, GEO, ARMIES, "good")[0].city("wood") is not None
    fresh = position(("humans", "catapult", "wood"), clock=4, cities=(("wood", city),))
    assert burn_cities(fresh, GEO, ARMIES, "good")[0].city("wood") is None
