"""Playtest 11 (shot 50): a King's Forge claim passes the turn at once, with no End turn. A
habitual End turn click right after it lands on the next person's turn: it now does nothing
(no "End turn lights up…" refusal), and the banner naming the next person says the turn
passed by itself. The click is a real mouse event."""

from __future__ import annotations

from uihelp import click, run_timers

from forgegames.core import i18n
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui.game_scene import GameScene
from forgegames.ui.hotseat import GUARD_MS, PASSED_WORDS


def test_a_claim_passes_the_turn_and_a_following_end_turn_click_is_quiet(app):
    seats = (SeatConfig("Ann", "blue"), SeatConfig("Ben", "orange"))
    session = Session.start(GameConfig("kings-forge", seats, "standard"), 4)
    scene = GameScene(app, session)
    app.push(scene)
    run_timers(app, steps=300, dt=10)  # the opening banner goes
    mover = session.active
    claim = next(a for a in session.legal_actions() if str(a).startswith("claim"))
    assert scene.act(claim)
    assert session.active != mover and scene.handover is None
    app.draw()
    assert scene.banner is not None and scene.seat_name(session.active) in scene.banner.text
    assert scene.banner.detail == i18n.tr(PASSED_WORDS)
    run_timers(app, steps=1, dt=GUARD_MS + 50)  # past the double-click guard, still quiet
    history = len(session.history)
    end_turn = next(b for b in scene.top.buttons if b.on_press == scene.end_turn)
    click(app, end_turn.rect.center)
    app.draw()
    told = scene.banner.untold  # said in a message when the bar had no room for it beside
    assert told in ("", i18n.tr(PASSED_WORDS))
    assert (scene.toast.text if scene.toast else "") == told  # nothing about End turn
    assert len(session.history) == history
