"""Wizards for every army (issue 34): the second army of a seat casts movement spells in its
seat's movement phase, and the greedy general values a wizard by its spells."""

from __future__ import annotations

from wpscenario import board, legal, refusal, step


def runecaster(at: str = "hammerdeep") -> tuple:
    return ("dwarves", "wizard", at, "", "", 0, ("teleport", "flame-arrow"))


def test_the_second_army_of_a_two_player_seat_casts_its_movement_spells():
    state = board(runecaster(), owner={"hammerdeep": "dwarves"})
    assert state.actor == "humans", "the seat's first army is the actor"
    assert "cast 1 teleport" in legal(state)
    state = step(state, "cast 1 teleport")
    assert state.unit(1).teleport
    assert "one movement spell a turn" in refusal(state, "cast 1 teleport")


def test_with_four_players_the_dwarves_cast_only_when_their_seat_moves():
    state = board(runecaster(), owner={"hammerdeep": "dwarves"}, players=4)
    assert state.actor == "humans"
    assert "cast 1 teleport" not in legal(state)
    assert "movement phase" in refusal(state, "cast 1 teleport")
    state = step(state, "end-move")
    assert state.actor == "dwarves"
    assert "cast 1 teleport" in legal(state)
