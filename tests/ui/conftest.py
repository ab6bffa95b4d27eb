"""Headless UI fixtures: a small real display and helpers that post real pygame events."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from forgegames.core import registry
from forgegames.ui.app import App


@pytest.fixture(autouse=True)
def no_animations(monkeypatch: pytest.MonkeyPatch) -> None:
    """Animations are instant in UI tests (a test that wants them passes ``animation_speed``
    to its App or sets ``app.fixed_animation_speed``)."""
    monkeypatch.setattr(App, "fixed_animation_speed", "off")


@pytest.fixture(autouse=True)
def no_checks_left_running(monkeypatch: pytest.MonkeyPatch):
    """A launcher's data checks (a worker thread) end with the test that started them, before
    its patches are undone: nothing of one test runs on into the next."""
    from forgegames.ui.title_checks import stop_all

    yield
    stop_all()


@pytest.fixture()
def app():
    from forgegames.ui.launcher import Launcher

    application = App((1280, 720), bot_delay_ms=0)
    application.home = lambda: Launcher(application)
    yield application
    pygame.display.quit()


@pytest.fixture()
def listed_race():
    """The test title, listed in the launcher for the duration of a test."""
    from titles import dice_race as dicerace

    title = dicerace.DiceRace()
    title.info = dataclasses.replace(title.info, listed=True)
    registry.register(title)
    yield title
    registry.unregister(title.info.id)
