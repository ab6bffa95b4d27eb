"""Ending movement names what is given up whenever units could still take or attack a territory,
on any turn and whether or not another unit has moved (playtest 13: asked only on turn 1), and
its words say the units stay where they are. Units that could only walk between the team's own
territories are not named: keeping them in place is routine (playtest 22 item 5)."""

from __future__ import annotations

import dataclasses

from wpscenario import TITLE, board, step

from forgegames.core.i18n import speaking, tr
from forgegames.games.warparty.actions import EndMove


def end_move_losses(state) -> list[str]:
    return TITLE.losses(state, EndMove())


def test_asked_before_any_unit_has_moved():
    state = board(("humans", "soldier", "kingsreach"), ("humans", "soldier", "kingsreach"))
    assert end_move_losses(state) == [
        "the chance for 2 units (Humans) to take or attack a territory — they stay where they are",
    ]


def test_asked_on_a_later_turn_too():
    state = board(("humans", "soldier", "kingsreach"), clock=9)
    assert state.turn > 1
    assert end_move_losses(state) == [
        "the chance for 1 unit (Humans) to take or attack a territory — it stays where it is"
    ]
    moved = step(state, "move 1 crownvale")
    assert end_move_losses(moved) == [], "nothing left to move: nothing to ask"


def test_units_that_cannot_move_are_not_counted():
    state = board(("humans", "soldier", "kingsreach"), ("humans", "soldier", "kingsreach"))
    tired = [dataclasses.replace(u, tired=state.clock) if u.uid == 2 else u for u in state.units]
    state = dataclasses.replace(state, units=tuple(tired))
    assert end_move_losses(state) == [
        "the chance for 1 unit (Humans) to take or attack a territory — it stays where it is"
    ]


NEXT_DOOR = ("crownvale", "queensfield", "shieldmoor")
"""Every territory a Soldier in Kingsreach can reach on the first turn."""


def test_units_that_could_only_walk_at_home_are_not_named():
    """All the places in reach are the Good team's: ending movement gives up nothing."""
    home = {p: "humans" for p in NEXT_DOOR} | {"queensfield": "dwarves"}
    state = board(
        ("humans", "soldier", "kingsreach"), ("humans", "soldier", "kingsreach"), owner=home
    )
    moves = [a for a in TITLE.legal_actions(state) if a.verb == "move"]
    assert {a.dest for a in moves} == set(NEXT_DOOR), "the units could still move"
    assert end_move_losses(state) == []


def test_an_enemy_in_a_home_territory_counts():
    home = {p: "humans" for p in NEXT_DOOR}
    state = board(
        ("humans", "soldier", "kingsreach"), ("goblins", "warrior", "crownvale"), owner=home
    )
    assert end_move_losses(state) == [
        "the chance for 1 unit (Humans) to take or attack a territory — it stays where it is"
    ]


def test_the_words_in_spanish_say_the_units_stay():
    state = board(("humans", "soldier", "kingsreach"), ("humans", "soldier", "kingsreach"))
    with speaking("es"):
        words = end_move_losses(state)
        assert words == [
            "la ocasión de que 2 unidades (Humanos) tomen o ataquen un territorio — se "
            "quedan donde están",
        ]
        assert tr("Are you sure?") != "Are you sure?"


def test_only_a_surrender_loses_the_game():
    """Playtest 18: ending movement and the set-up's end (which can lose crowns) have "Do it"
    ready; a surrender, which loses the game, keeps Cancel ready."""
    from forgegames.games.warparty.actions import Concede, Ready

    state = board(("humans", "soldier", "kingsreach"))
    assert end_move_losses(state) and not TITLE.loses_the_game(state, EndMove())
    assert not TITLE.loses_the_game(state, Ready())
    assert TITLE.losses(state, Concede()) and TITLE.loses_the_game(state, Concede())


def test_each_army_s_share_is_named():
    """Playtest 28: after moving 5 Humans, "5 units" meant the Dwarves, and the words did not
    say so."""
    state = board(
        ("humans", "soldier", "kingsreach"),
        ("dwarves", "warrior", "kingsreach"),
        ("dwarves", "warrior", "kingsreach"),
    )
    assert end_move_losses(state) == [
        "the chance for 3 units (Dwarves\u00a02 and Humans\u00a01) to take or attack a "
        "territory — they stay where they are"
    ]
    dwarves = board(("dwarves", "warrior", "kingsreach"))
    assert "(Dwarves)" in end_move_losses(dwarves)[0]
