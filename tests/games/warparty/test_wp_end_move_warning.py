"""Ending movement asks first whenever units that could still move would lose their move, on
any turn and whether or not another unit has moved (playtest 13: asked only on turn 1), and
its words say the units stay where they are, unharmed (they do not die)."""

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
        "the moves of 2 units that could still move — they stay where they are, unharmed"
    ]


def test_asked_on_a_later_turn_too():
    state = board(("humans", "soldier", "kingsreach"), clock=9)
    assert state.turn > 1
    assert end_move_losses(state) == [
        "the move of 1 unit that could still move — it stays where it is, unharmed"
    ]
    moved = step(state, "move 1 crownvale")
    assert end_move_losses(moved) == [], "nothing left to move: nothing to ask"


def test_units_that_cannot_move_are_not_counted():
    state = board(("humans", "soldier", "kingsreach"), ("humans", "soldier", "kingsreach"))
    tired = [dataclasses.replace(u, tired=state.clock) if u.uid == 2 else u for u in state.units]
    state = dataclasses.replace(state, units=tuple(tired))
    assert end_move_losses(state) == [
        "the move of 1 unit that could still move — it stays where it is, unharmed"
    ]


def test_the_words_in_spanish_say_the_units_stay():
    state = board(("humans", "soldier", "kingsreach"), ("humans", "soldier", "kingsreach"))
    with speaking("es"):
        words = end_move_losses(state)
        assert words == [
            "los movimientos de 2 unidades que aún podían moverse — se quedan donde están, ilesas"
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
