"""The UI tests' own helpers do what the tests take them for."""

from __future__ import annotations

import uihelp
from uihelp import greedy_session

from forgegames.core.title import SeatConfig

SEATS = (SeatConfig("Ann", "blue"), SeatConfig("Bo", "orange"))


def test_a_greedy_position_asked_again_is_the_same_game_in_a_session_of_its_own() -> None:
    """The second session is replayed from the moves the first one chose: the same history
    and state, and a change to one leaves the other alone."""
    uihelp._GREEDY_MOVES.clear()
    first = greedy_session("warparty", SEATS, 5, 60)
    assert len(uihelp._GREEDY_MOVES) == 1  # remembered
    again = greedy_session("warparty", SEATS, 5, 60)
    assert again is not first and again.history is not first.history
    assert again.history == first.history and again.state == first.state
    assert len(first.history) >= 60
    played = len(first.history)
    again.apply(again.legal_actions()[0])
    assert len(again.history) > played == len(first.history)
    other = greedy_session("warparty", SEATS, 6, 60)  # another seed: chosen afresh
    assert len(uihelp._GREEDY_MOVES) == 2 and other.history != first.history
