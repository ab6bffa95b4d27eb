"""Playtest 17, item 3, then issue 39 (kf37): "Are you sure?" after Pass came almost every
round, though passing in the gather phase loses nothing held, only the round's further gather
turns. A pass is now played at the click, with no question: each pass button names the
reward it takes or declines, and its tooltip says that gathering ends for the round. A
warning about something held (a craft turn's end with a craft possible) still asks
(``tests/ui/test_hotseat.py``)."""

from __future__ import annotations

from uihelp import button, click_button, greedy_session, open_game, run_timers

from forgegames.core.i18n import speaking, tr
from forgegames.core.title import SeatConfig
from forgegames.games.kings_forge.actions import Pass
from forgegames.ui.boards.kings_forge.strip import PASS_TIP

SEATS = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange"))


def gathering(app):
    scene = open_game(app, greedy_session("kings-forge", SEATS, 0, 21))
    run_timers(app, steps=20, dt=50)
    passes = [a for a in scene.session.legal_actions() if isinstance(a, Pass)]
    assert passes and scene.session.title.losses(scene.session.state, passes[0])
    return scene, passes


def test_a_pass_with_gather_cards_left_is_played_at_the_click(app):
    scene, passes = gathering(app)
    had = len(scene.session.history)
    click_button(app, scene.board.group, scene.describe(passes[0]))
    assert app.stack.top is scene, "no 'are you sure?' for a pass"
    assert scene.session.history[had].action == passes[0]


def test_every_pass_button_says_that_gathering_ends(app):
    with speaking("es"):
        scene, passes = gathering(app)
        for action in passes:
            tip = button(scene.board.group, scene.describe(action)).tooltip
            assert tip == tr(PASS_TIP) and tip != PASS_TIP, "the tooltip, in Spanish"
