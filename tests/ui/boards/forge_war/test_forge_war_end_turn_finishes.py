"""Playtest 34: a confirm click at almost every step. In the quest phase End turn is lit while
the person manages quests, and one press makes the engine's "Finish managing quests" and hands
the turn over; where that Done fails a quest it is still asked first, and the turn then waits
for End turn (docs/confirms.md). A greyed End turn pressed after the game moved on by itself
shows a calm notice, never an error (real mouse events)."""

from __future__ import annotations

import pytest
from test_forge_war_board import start
from test_forge_war_enter_done import quest_done_due
from test_forge_war_whose_piece import play_until
from uihelp import button, click_button, run_timers

from forgegames.core import i18n
from forgegames.core.i18n import tr
from forgegames.games.forge_war.actions import Done, KeepWealth
from forgegames.ui.app import App
from forgegames.ui.hotseat import ConfirmLoss


def quest_turn(seed: int):
    app = App((1280, 720), bot_delay_ms=0)
    scene = start(app, seed=seed, players=2)
    play_until(app, scene, lambda: quest_done_due(scene))
    run_timers(app, steps=20, dt=50)  # past the input guard of a turn just handed over
    app.draw()
    return app, scene


@pytest.mark.parametrize("seed", [5, 8, 11])
def test_end_turn_finishes_managing_quests_and_hands_over(seed) -> None:
    app, scene = quest_turn(seed)
    session, seat = scene.session, scene.session.active
    assert scene.handover is None and button(scene.top, tr("End turn")).enabled
    losses = scene.title.losses(session.state, Done())
    made = len(session.history)
    click_button(app, scene.top, tr("End turn"))
    if losses:  # Done fails a quest: asked first, as its own button does
        assert isinstance(app.stack.top, ConfirmLoss) and len(session.history) == made
        click_button(app, app.stack.top.group, tr("Do it"))
        assert session.history[made].action == Done()
        if scene.handover is not None:  # the loss is read first: End turn hands over after
            click_button(app, scene.top, tr("End turn"))
    assert session.history[made].action == Done()
    assert scene.handover is None
    assert scene.board.view.phase != "quest" or session.active != seat
    assert scene.toast is None or not scene.toast.error


def test_end_turn_stays_greyed_outside_the_quest_management() -> None:
    """Where no finishing move is the engine's (choosing wealth cards), End turn stays off."""
    app = App((1280, 720), bot_delay_ms=0)
    scene = start(app, seed=5, players=2)
    app.draw()
    assert scene.board.view.phase == "wealth"
    assert scene.board.end_turn_move() is None
    assert not button(scene.top, tr("End turn")).enabled


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_greyed_end_turn_after_the_game_moved_on_is_a_calm_notice(request, lang) -> None:
    """One person and computer players: the person's wealth choice, then the computers',
    end the wealth phase by itself. End turn pressed then gives a calm notice of what
    happened, not an error box."""
    request.addfinalizer(lambda: i18n.set_language("en"))
    i18n.set_language(lang)
    app = App((1280, 720), bot_delay_ms=0)
    scene = start(app, seed=5, players=3, bots=(1, 2))
    session = scene.session
    keep = next(a for a in scene.board.legal if isinstance(a, KeepWealth) and not a.stack)
    scene.board.act(keep)
    for _ in range(200):  # the computer players choose; the placement begins
        run_timers(app, steps=5, dt=50)
        if session.state.phase != "wealth" and scene.my_turn():
            break
    assert session.state.phase != "wealth" and scene.my_turn() and scene.handover is None
    run_timers(app, steps=40, dt=50)  # past any quiet time and guard
    scene.toast = None
    made = len(session.history)
    click_button(app, scene.top, tr("End turn"))
    assert len(session.history) == made
    assert scene.toast is not None and not scene.toast.error
    assert scene.toast.text == tr(
        "Your last move finished that step by itself, so End turn has nothing to hand "
        "over: the game has moved on."
    )
