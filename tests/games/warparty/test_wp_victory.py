"""Victory: economic lead of 50, victory points at the end with the income tie-break."""

from __future__ import annotations

import dataclasses

from wpfixtures import ARMIES, GEO, position

from forgegames.games.warparty.content_map import Board
from forgegames.games.warparty.state import City
from forgegames.games.warparty.victory import (
    economic_victory,
    final_reckoning,
    victory_points,
)


def rich(value: int):
    home = dataclasses.replace(GEO.by_id["home"], value=value)
    return Board("tests", [home if t.id == "home" else t for t in GEO.territories], GEO.borders)


def test_an_income_lead_of_fifty_wins_at_the_end_of_the_other_teams_turn():
    state = position(owner=(("home", "humans"),), side="evil")
    won, events = economic_victory(state, rich(50), ARMIES)
    assert won.winner == "good" and "economy" in events[0].text
    assert economic_victory(state, rich(49), ARMIES)[0].winner == ""


def test_points_count_burned_cities_and_enemy_capitals_occupied():
    capital = City("goblins", capital=True, captor="humans", since=3)
    state = position(
        ("humans", "soldier", "wood"),
        cities=(("wood", capital),),
        burned=(("evil", 0), ("good", 2)),
    )
    assert victory_points(state, "good") == 3 and victory_points(state, "evil") == 0
    final, events = final_reckoning(state, GEO, ARMIES)
    assert final.winner == "good" and final.how == "victory points"
    left = dataclasses.replace(state, units=())
    assert victory_points(left, "good") == 2, "captured, but nobody occupies it now"
    shared = position(
        ("humans", "soldier", "wood"), ("goblins", "warrior", "wood"), cities=(("wood", capital),)
    )
    assert victory_points(shared, "good") == 0, "an enemy stands there too (a stalemate)"


def test_equal_points_go_to_the_higher_income_and_otherwise_a_tie():
    state = position(owner=(("home", "humans"),))
    final, _ = final_reckoning(state, GEO, ARMIES)
    assert final.winner == "good" and final.how == "income tie-break"
    assert final_reckoning(position(), GEO, ARMIES)[0].winner == "draw"
