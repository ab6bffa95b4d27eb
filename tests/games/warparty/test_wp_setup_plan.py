"""Quick play's "Set up the rest for me" (issue 39): the computer's set-up choices for a seat,
over several seeds and seat counts, are legal one by one and leave the seat's set-up complete
(both cities of every army it commands, the starting infantry spread out, Set-up done open)."""

from __future__ import annotations

import pytest
from wpscenario import TITLE, config

from forgegames.core.session import Session
from forgegames.games.warparty.actions import Ready, Research
from forgegames.games.warparty.setup_plan import MOST_STEPS, setup_step
from forgegames.games.warparty.start import acting, setup_cities, setup_city_places
from forgegames.games.warparty.state import PHASE_SETUP

W = TITLE.world


def _to_setup(players: int, seed: int) -> Session:
    session = Session.start(config(players, "quick-play", "greedy"), seed)
    while session.state.phase != PHASE_SETUP:
        session.apply(session.bot_action())
    return session


def _finish(session: Session) -> list:
    """The seat to move has its set-up finished by ``setup_step``; the moves made."""
    seat, made = session.active, []
    for _ in range(MOST_STEPS):
        move = setup_step(TITLE.view(session.state, seat), session.legal_actions(), W)
        if move is None:
            return made
        assert move in session.legal_actions()
        assert not isinstance(move, (Ready, Research)), "Set-up done and rolls are the person's"
        session.apply(move)
        assert session.active == seat, "the set-up for one seat never hands the turn on"
        made.append(move)
    raise AssertionError("the set-up never ended")


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [0, 1, 7, 12])
def test_every_seat_set_up_by_the_computer_is_legal_and_complete(players, seed):
    session = _to_setup(players, seed)
    seats_done = 0
    while session.state.phase == PHASE_SETUP:
        made = _finish(session)
        state = session.state
        assert made, "a seat that has not set up has choices to make"
        for army in acting(state):
            assert setup_cities(state, army) == 2 or not setup_city_places(state, W, army)
            capital = W.geo.capital_of(army).id
            home = sum(1 for u in state.units if u.army == army and u.at == capital)
            placed = sum(1 for u in state.units if u.army == army and u.at != capital)
            assert placed >= 4 and home >= 2, "the starting infantry are spread over the cities"
            assert state.army(army).treasury < W.content.quickplay.crowns, "crowns were spent"
        assert Ready() in session.legal_actions(), "Set-up done is open afterwards"
        assert setup_step(TITLE.view(state, session.active), session.legal_actions(), W) is None
        session.apply(Ready())
        seats_done += 1
    assert seats_done == players and session.state.phase == "move"


def test_a_set_up_begun_by_hand_is_finished_from_where_it_stands():
    session = _to_setup(2, 3)
    seat = session.active
    city = next(a for a in session.legal_actions() if str(a).startswith("found "))
    session.apply(city)
    _finish(session)
    assert session.state.city(city.place) is not None, "the person's city stays"
    for army in acting(session.state):
        assert setup_cities(session.state, army) == 2
    assert session.active == seat


def test_nothing_is_offered_outside_the_set_up():
    session = _to_setup(2, 0)
    while session.state.phase == PHASE_SETUP:
        _finish(session)
        session.apply(Ready())
    view = TITLE.view(session.state, session.active)
    assert setup_step(view, session.legal_actions(), W) is None
