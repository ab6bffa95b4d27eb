"""Land a team leaves with no defenders where the enemy can walk in on its next turn is named
before Set-up done and End buying (playtest 17: the Humans' Duskshore, placed empty, was lost
on turn 2 without a word). Engine scenarios for the words the board shows."""

from __future__ import annotations

from test_wp_quick_setup import EVIL_SETUP, GOOD_SETUP
from wpscenario import board, started, step

from forgegames.core.frozen import evolve
from forgegames.games.warparty import hint_reasons
from forgegames.games.warparty.actions import EndMove, EndTurn, Ready
from forgegames.games.warparty.board_info import unguarded_words
from forgegames.games.warparty.exposed import unguarded
from forgegames.games.warparty.rules import world
from forgegames.games.warparty.state import replace_units


def _deploy(state, army: str, place: str, n: int):
    """``n`` of ``army``'s units still in their capital moved to ``place``."""
    capital = next(p for p, c in state.cities if c.army == army and c.capital)
    uids = [u.uid for u in state.units if u.army == army and u.at == capital][:n]
    return step(state, f"deploy {','.join(map(str, uids))} {place}")


def test_empty_cities_the_enemy_can_reach_from_where_it_may_set_up_are_named():
    state = step(started(variant="quick-play"), *GOOD_SETUP)
    found = dict(unguarded(state, world(), "good"))
    # the Undead may set up two territories from Duskshore and Dunmoor; both are empty
    assert found["duskshore"] == ("undead",) and found["dunmoor"] == ("undead",)
    assert found["flintridge"] == ("goblins",)
    assert unguarded_words(state, world(), "good") == (
        "Dunmoor, Duskshore and Flintridge have no defenders and the Goblins and Undead can "
        "reach them next turn."
    )
    assert unguarded_words(state, world(), "good", short=True) == (
        "Undefended and in the enemy's reach next turn: Dunmoor and 2 more."
    )


def test_a_place_with_a_defender_drops_out_of_the_warning():
    state = step(started(variant="quick-play"), *GOOD_SETUP)
    state = _deploy(state, "humans", "dunmoor", 3)
    state = _deploy(state, "humans", "duskshore", 3)
    assert unguarded_words(state, world(), "good") == (
        "Flintridge has no defenders and the Goblins can reach it next turn."
    )
    state = _deploy(state, "dwarves", "flintridge", 2)
    assert unguarded_words(state, world(), "good") == ""


def test_the_second_team_hears_of_its_own_land_the_first_team_can_reach():
    state = step(started(variant="quick-play"), *GOOD_SETUP, "ready", *EVIL_SETUP)
    assert state.phase == "setup" and state.side == "evil"
    words = unguarded_words(state, world(), "evil")
    assert words.startswith("Briarwood, Saltflats, Dusk Hollow and 1 more place have no "), words
    assert words.endswith("the Humans and Dwarves can reach them next turn."), words
    # the Humans' units stand in Kingsreach: the land next to it is in reach, the far side not
    reached = dict(unguarded(state, world(), "evil"))
    assert all(armies for armies in reached.values())
    assert "gnashwood" not in reached, "the Goblins' capital holds its troops"


def test_in_the_buying_the_enemy_s_units_as_they_stand_and_none_face_down():
    """End buying hands the turn over: a Goblin warrior next to an empty Duskshore can walk
    in; turned face down, it sits that turn out and the warning goes."""
    state = board(
        ("humans", "soldier", "dunmoor"),
        ("goblins", "warrior", "eastwatch"),
        owner={"duskshore": "humans", "dunmoor": "humans"},
        phase="collect",
    )
    assert unguarded_words(state, world(), "good") == (
        "Duskshore has no defenders and the Goblins can reach it next turn."
    )
    assert hint_reasons.unguarded_notes(state, world(), EndTurn()) == (
        "Duskshore has no defenders and the Goblins can reach it next turn."
    )
    (warrior,) = [u for u in state.units if u.army == "goblins"]
    tired = replace_units(state, [evolve(warrior, tired=state.clock)])
    assert unguarded_words(tired, world(), "good") == ""


def test_the_hint_s_reason_for_set_up_done_names_the_empty_land():
    state = step(started(variant="quick-play"), *GOOD_SETUP)
    state = _deploy(state, "humans", "dunmoor", 3)
    state = _deploy(state, "humans", "duskshore", 3)
    assert hint_reasons.unguarded_notes(state, world(), Ready()) == (
        "Flintridge has no defenders and the Goblins can reach it next turn."
    )
    assert hint_reasons.unguarded_notes(state, world(), EndMove()) is None, "only the last step"
    state = _deploy(state, "dwarves", "flintridge", 2)
    assert hint_reasons.unguarded_notes(state, world(), Ready()) is None


def test_while_moving_only_the_empty_cities_the_enemy_reaches_are_named():
    """Playtest 19: the computer took a city left empty. While the good team moves, its
    prompt names its empty cities the enemy reaches next turn, not its empty fields."""
    from forgegames.games.warparty.state import City

    fields = board(
        ("humans", "soldier", "dunmoor"),
        ("goblins", "warrior", "eastwatch"),
        owner={"duskshore": "humans", "dunmoor": "humans"},
    )
    assert fields.phase == "move"
    assert unguarded_words(fields, world(), "good").startswith("Duskshore has no defenders")
    assert unguarded_words(fields, world(), "good", cities_only=True) == ""
    city = board(
        ("humans", "soldier", "dunmoor"),
        ("goblins", "warrior", "eastwatch"),
        owner={"duskshore": "humans", "dunmoor": "humans"},
        cities={"duskshore": City("humans")},
    )
    assert unguarded_words(city, world(), "good", cities_only=True) == (
        "Duskshore has no defenders and the Goblins can reach it next turn."
    )
