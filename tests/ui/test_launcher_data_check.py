"""Issue #40: the launcher is drawn before any title's data is checked; each title is checked
after the first frame, a title a tick, or at once when a game of it is about to start. A
title found broken is still marked and cannot start; lessons are not played at start-up."""

from __future__ import annotations

import pygame
from uihelp import button, click, click_button

from forgegames.core import datacheck
from forgegames.core.errors import ContentError
from forgegames.ui.launcher import Launcher
from forgegames.ui.overlays import MessageDialog


def broken_race(listed_race, monkeypatch, checked: list[str]) -> None:
    def broken(self):
        checked.append(self.info.id)
        raise ContentError("data/dice_race/cards.yaml", "cards[2].cost", "must be a whole number")

    monkeypatch.setattr(type(listed_race), "check_content", broken)


def test_the_first_frame_comes_before_any_check_and_the_checks_follow_tick_by_tick(
    app, listed_race, monkeypatch
):
    checked: list[str] = []
    broken_race(listed_race, monkeypatch, checked)
    lessons: list[str] = []
    monkeypatch.setattr(datacheck, "check_tutorial", lambda title: lessons.append(title.info.id))
    launcher = Launcher(app)
    app.push(launcher)
    app.tick(16)  # a tick before anything is drawn checks nothing either
    app.draw()
    pygame.display.flip()
    assert checked == [] and launcher.broken == {}
    assert "dice-race" in launcher.unchecked and app.next_wakeup() == 0
    ticks = 0
    while launcher.unchecked and ticks < 10:
        app.tick(16)
        ticks += 1
    assert not launcher.unchecked and ticks >= 2, "one title a tick, all of them in the end"
    assert checked == ["dice-race"] and "cards[2].cost" in str(launcher.broken["dice-race"])
    assert lessons == [], "lessons are checked by check-data and the tests, not at start-up"
    assert app.next_wakeup() is None, "nothing left to check: the launcher sleeps again"


def test_a_title_picked_before_its_check_is_checked_when_it_would_start(
    app, listed_race, monkeypatch
):
    checked: list[str] = []
    broken_race(listed_race, monkeypatch, checked)
    launcher = Launcher(app)
    app.push(launcher)
    # no frame yet, so no check yet: the player picks the title and presses Start at once
    click_button(app, launcher.group, "Dice Race", pause=False)
    start = button(launcher.group, "Start game")
    assert start.enabled and checked == []
    click(app, start.rect.center, pause=False)
    assert checked == ["dice-race"]
    assert isinstance(app.stack.top, MessageDialog)
    assert "must be a whole number" in " ".join(app.stack.top.lines)
    assert app.stack.scenes[0] is launcher and len(app.stack.scenes) == 2, "no game started"
    app.remove(app.stack.top)
    start = button(launcher.group, "Start game")
    assert not start.enabled and "cards[2].cost" in start.tooltip


def test_check_data_still_plays_the_lessons(monkeypatch) -> None:
    lessons: list[str] = []
    monkeypatch.setattr(datacheck, "check_tutorial", lambda title: lessons.append(title.info.id))
    assert datacheck.check_title("kings-forge", lessons=False) is None and lessons == []
    assert datacheck.check_titles() == {}
    assert "kings-forge" in lessons
