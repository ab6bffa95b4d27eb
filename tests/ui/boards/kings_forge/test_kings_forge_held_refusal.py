"""Playtest 17: a refusal with a "Why?" button went before the person's click on Why? arrived,
and it lay over a smithy row. It now stays until the person clicks off it or presses a key
(at least ``WHY_MS`` on screen, its clock standing still under the mouse), and it leaves the
row of the person at the screen uncovered."""

from __future__ import annotations

import pygame
import pytest
from uihelp import click, greedy_session, open_game, post, run_timers

from forgegames.core.title import SeatConfig
from forgegames.ui.app import App
from forgegames.ui.hotseat import WHY_MS
from forgegames.ui.rules_browser import RulesBrowser

SEATS = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange"))


def refused(app, moves: int = 21, key: str = "gather:workshop:top"):
    """Alice clicks the Workshop's top, which she cannot use now (or, after ``moves``, the
    person at the screen clicks ``key``): a refusal with Why?."""
    scene = open_game(app, greedy_session("kings-forge", SEATS, 0, moves))
    run_timers(app, steps=20, dt=50)
    top = next(t for t in scene.board.all_targets() if t.key == key)
    click(app, top.rect.center)
    app.draw()
    assert scene.toast is not None and scene.toast.error and scene.toast.why
    return scene


def test_a_refusal_with_why_waits_for_the_person(app):
    scene = refused(app)
    box = scene.toast_place()[1]
    run_timers(app, steps=60, dt=500)  # half a minute without a click or a key
    app.draw()
    assert scene.toast is not None, "the refusal waits for Why? or another click"
    assert app.next_wakeup() is None, "a waiting refusal needs no timer"
    click(app, box.topleft)  # a click on the message itself, not on Why?, keeps it
    assert scene.toast is not None
    click(app, scene.toast_place()[2].center)  # Why? still opens the rules
    assert isinstance(app.stack.top, RulesBrowser)


def test_a_click_elsewhere_or_a_key_sends_it_away(app):
    scene = refused(app)
    post(app, pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=0, unicode="", scancode=0)
    assert scene.toast is not None, "a lone modifier key presses nothing"
    click(app, scene.log_rect.center)
    assert scene.toast is None, "a click off the message sends it away"
    top = next(t for t in scene.board.all_targets() if t.key == "gather:workshop:top")
    click(app, top.rect.center)
    app.draw()
    assert scene.toast is not None and scene.toast.why
    post(app, pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0)
    assert scene.toast is None, "a key sends it away"


def test_its_clock_stands_still_under_the_mouse(app):
    scene = refused(app)
    box = scene.toast_place()[1]
    post(app, pygame.MOUSEMOTION, pos=box.center, rel=(0, 0), buttons=(0, 0, 0))
    run_timers(app, steps=10, dt=WHY_MS)
    assert scene.toast is not None and scene.toast.ms == WHY_MS
    post(app, pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(0, 0, 0))
    run_timers(app, steps=1, dt=WHY_MS // 2)
    assert scene.toast is not None and scene.toast.ms == WHY_MS - WHY_MS // 2


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
def test_it_leaves_the_persons_own_row_uncovered(size):
    """Bruno at the screen, his row the lowest: the lowest free spot was over his row."""
    app = App(size, bot_delay_ms=0)
    try:
        scene = refused(app, 22, "gather:mill:bottom")
        assert scene.viewer == 1
        own = scene.board.geo.tray_rects(scene.session.state)[scene.viewer]
        box = scene.toast_place()[1]
        assert not box.colliderect(own), (box, own)
    finally:
        pygame.display.quit()
