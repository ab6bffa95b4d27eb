"""Shared set-up of the Warparty board tests."""

from __future__ import annotations

import pygame
import pytest

from forgegames.ui.boards.warparty import odds_worker


@pytest.fixture()
def quick_odds(monkeypatch: pytest.MonkeyPatch) -> None:
    """A crowded battle's odds sampled from 300 battles instead of 1,500: the tests that use it
    check what the board does with an estimate (shows it, acts on a threshold), not how close
    it is (tests/games/warparty/test_odds.py checks that). Each such battle's odds took two to
    three seconds of the suite; the estimate's method and path through the board are the same."""
    monkeypatch.setattr(odds_worker, "ODDS_SAMPLES", 300)


@pytest.fixture()
def small_app():
    """The program's window at 1024x640 (the smallest size the table issues were seen at)."""
    from forgegames.ui.app import App
    from forgegames.ui.launcher import Launcher

    application = App((1024, 640), bot_delay_ms=0)
    application.home = lambda: Launcher(application)
    yield application
    pygame.display.quit()
