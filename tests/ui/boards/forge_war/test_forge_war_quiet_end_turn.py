"""Playtest 11 (shots 30, 50): some last moves pass the turn on by themselves, others wait for
End turn. A habitual End turn click just after such a move landed on the next person's turn
and showed "End turn lights up after a move…". Now, for a short time after the turn passed by
itself, a click on End turn does nothing, and the banner naming the next person says the turn
passed by itself. Driven by real mouse events."""

from __future__ import annotations

import pygame
import pytest
from test_forge_war_placement_flow import at_placement, click_placement
from uihelp import click, run_timers

from forgegames.core import i18n
from forgegames.ui.hotseat import GUARD_MS, PASSED_WORDS, QUIET_END_TURN_MS


def end_turn_rect(scene) -> pygame.Rect:
    return next(b.rect for b in scene.top.buttons if b.on_press == scene.end_turn)


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_end_turn_just_after_a_turn_passed_by_itself_does_nothing(size, lang, request):
    from forgegames.ui.app import App

    app = App(size, bot_delay_ms=0)
    request.addfinalizer(pygame.display.quit)
    scene = at_placement(app)
    request.addfinalizer(lambda: i18n.set_language("en"))
    i18n.set_language(lang)
    scene.refresh()
    session = scene.session
    run_timers(app, steps=300, dt=10)  # the opening banner and any message go
    scene.toast = None
    mover = session.active
    click_placement(app, scene)
    assert session.active != mover and scene.handover is None, "the turn passed by itself"
    app.draw()
    assert scene.banner is not None and scene.seat_name(session.active) in scene.banner.text
    assert scene.banner.detail == i18n.tr(PASSED_WORDS)
    box = scene.banner_box  # drawn whole, on one line in the top bar's strip
    assert box is not None and app.surface.get_rect().contains(box), box
    state, length = session.state, len(session.history)
    click(app, end_turn_rect(scene).center)  # the habit: End turn after the last move
    app.draw()
    told = scene.banner.untold  # said in a message when the bar had no room for it beside
    assert told in ("", i18n.tr(PASSED_WORDS))
    # nothing about End turn: the banner's words, or the hand-over notice (fw36: the same
    # "Turn passed to NAME." after every hand-over, by itself or by End turn)
    passed = i18n.tr("Turn passed to {name}.", name=scene.seat_name(session.active))
    assert (scene.toast.text if scene.toast else "") in (told, passed)
    assert session.state is state and len(session.history) == length
    # the quiet time is short: later, the disabled button says why it is off
    run_timers(app, steps=1, dt=QUIET_END_TURN_MS)
    click(app, end_turn_rect(scene).center)
    assert scene.toast is not None and i18n.tr("End turn") in scene.toast.text


def test_a_held_move_gets_no_quiet_time_and_its_banner_says_nothing_more(app):
    """The wealth choices are held for End turn: End turn works at once, and the next
    person's banner has no line about a turn passing by itself."""
    from test_forge_war_placement_flow import SEATS

    from forgegames.core.session import Session
    from forgegames.core.title import GameConfig
    from forgegames.ui.game_scene import GameScene
    from forgegames.ui.overlays import Curtain

    session = Session.start(GameConfig("forge-war", SEATS, "simple"), 4)
    scene = GameScene(app, session)
    app.push(scene)
    while isinstance(app.stack.top, Curtain):
        click(app, (app.size[0] // 2, app.size[1] // 2))
    run_timers(app, steps=1, dt=GUARD_MS + 50)
    title, seat = session.title, session.active
    move = title.bots()["greedy"](seat).choose(
        title.view(session.state, seat), session.legal_actions(), None
    )
    scene.act(move)
    assert scene.handover == seat and scene.quiet.ms == 0
    click(app, end_turn_rect(scene).center)
    assert scene.handover is None and session.active != seat
    while isinstance(app.stack.top, Curtain):
        click(app, (app.size[0] // 2, app.size[1] // 2))
    assert scene.banner is not None and scene.banner.detail == ""
