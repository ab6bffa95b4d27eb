"""Issue #39: after the program passed for a seat by itself, a curtain came up under the
person's habitual End-turn click, which opened it unseen. The curtain now ignores every click
and key for a moment after it appears, and then opens only on its own button (or Enter/Space),
not on a click anywhere. Driven by real pygame events."""

from __future__ import annotations

import pygame
import pytest
from uihelp import click, click_button, press, recording_app, run_timers

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui.game_scene import GameScene
from forgegames.ui.overlays import CURTAIN_GUARD_MS, Curtain

SEATS = (SeatConfig("Ann", "blue"), SeatConfig("Ben", "orange"))


def first_curtain_lifted(app) -> GameScene:
    """A two-person Forge War game opened at its first secret wealth choice, the opening
    curtain lifted by its button."""
    session = Session.start(GameConfig("forge-war", SEATS, "simple"), 4)
    scene = GameScene(app, session)
    app.push(scene)
    curtain = app.stack.top
    first = session.active
    assert isinstance(curtain, Curtain) and curtain.name == SEATS[first].name
    click(app, curtain.button_rect().center)
    assert app.stack.top is scene and scene.viewer == first
    run_timers(app, steps=2, dt=300)
    return scene


def test_a_click_or_enter_just_after_the_curtain_appears_does_not_open_it(app):
    scene = first_curtain_lifted(app)
    first = scene.session.active
    scene.act(scene.session.legal_actions()[0])  # the first person keeps wealth cards
    assert scene.handover == first
    end_turn = next(b for b in scene.top.buttons if b.label.startswith("End turn")).rect.center
    click(app, end_turn)
    curtain = app.stack.top
    assert isinstance(curtain, Curtain) and curtain.name == SEATS[1 - first].name
    # the habitual second click on End turn, a click in the middle, Enter: all too soon
    click(app, end_turn, pause=False)
    click(app, curtain.button_rect().center, pause=False)
    press(app, pygame.K_RETURN, pause=False)
    assert app.stack.top is curtain and scene.viewer is None
    run_timers(app, steps=1, dt=CURTAIN_GUARD_MS + 10)
    # later, a click anywhere but the button still does nothing
    click(app, end_turn)
    click(app, (5, app.size[1] - 5))
    assert app.stack.top is curtain and scene.viewer is None
    click(app, curtain.button_rect().center)
    assert app.stack.top is scene and scene.viewer == 1 - first


def test_enter_opens_the_curtain_once_the_moment_has_passed(app):
    scene = first_curtain_lifted(app)
    first = scene.session.active
    scene.act(scene.session.legal_actions()[0])
    click_button(app, scene.top, "End turn")
    assert isinstance(app.stack.top, Curtain)
    press(app, pygame.K_RETURN)  # a person's pause: longer than the guard
    assert app.stack.top is scene and scene.viewer == 1 - first


def test_the_curtain_button_is_drawn_and_named_in_both_languages(app):
    from forgegames.core import i18n

    scene = first_curtain_lifted(app)
    first = scene.session.active
    scene.act(scene.session.legal_actions()[0])
    click_button(app, scene.top, "End turn")
    curtain = app.stack.top
    app.draw()
    name = SEATS[1 - first].name
    assert curtain.group.buttons[0].label == f"I am {name}"
    assert curtain.group.buttons[0].rect.collidepoint(app.size[0] // 2, app.size[1] // 2)
    with i18n.speaking("es"):
        assert i18n.tr("I am {name}", name=name) == f"Soy {name}"


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_curtain_s_sentences_end_with_a_full_stop(lang):
    """Playtest 35: the curtain's second line ("…when Alice is at the screen") had no full stop
    where the line above it had one."""
    from forgegames.ui import text_report

    with recording_app((1024, 640), lang) as app:
        session = Session.start(GameConfig("forge-war", SEATS, "simple"), 4)
        app.push(GameScene(app, session))
        app.draw()
        assert isinstance(app.stack.top, Curtain)
        items = text_report.report(app.surface, text_report.scene_boxes(app.stack.scenes))
        lines = [i["text"] for i in items if len(i["text"].split()) > 5]
        assert len(lines) == 2 and all(line.endswith(".") for line in lines), lines
