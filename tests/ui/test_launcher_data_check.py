"""Issue #40: the launcher is drawn before any title's data is checked; the titles are checked
after the first frame in a worker thread while the launcher keeps drawing, or at once when a
game of one is about to start. A title found broken is still marked and cannot start; lessons
are not played at start-up. No sleeps: the tests join the worker, or hold it with an event."""

from __future__ import annotations

import threading

import pygame
from uihelp import button, click, click_button

from forgegames.core import datacheck
from forgegames.core.errors import ContentError
from forgegames.ui.launcher import CHECK_POLL_MS, Launcher
from forgegames.ui.overlays import MessageDialog


def broken_race(listed_race, monkeypatch, checked: list[str]) -> None:
    def broken(self):
        checked.append(self.info.id)
        raise ContentError("data/dice_race/cards.yaml", "cards[2].cost", "must be a whole number")

    monkeypatch.setattr(type(listed_race), "check_content", broken)


def test_the_first_frame_comes_before_any_check_and_the_checks_run_in_a_worker(
    app, listed_race, monkeypatch
):
    checked: list[str] = []
    threads: list[threading.Thread] = []
    broken_race(listed_race, monkeypatch, checked)
    real = type(listed_race).check_content

    def noted(self):
        threads.append(threading.current_thread())
        real(self)

    monkeypatch.setattr(type(listed_race), "check_content", noted)
    lessons: list[str] = []
    monkeypatch.setattr(datacheck, "check_tutorial", lambda title: lessons.append(title.info.id))
    launcher = Launcher(app)
    app.push(launcher)
    app.tick(16)  # a tick before anything is drawn checks nothing either
    assert launcher.checks is None
    app.draw()
    pygame.display.flip()
    assert checked == [] and launcher.broken == {}
    assert "dice-race" in launcher.unchecked and app.next_wakeup() == 0
    app.tick(16)  # the first tick after the first frame starts the worker
    launcher.checks.join()
    assert checked == ["dice-race"] and threads and threads[0] is not threading.main_thread()
    assert launcher.broken == {}, "the launcher takes the results at its next tick"
    assert app.next_wakeup() == CHECK_POLL_MS, "while checks are under way it looks now and then"
    app.tick(16)
    assert not launcher.unchecked
    assert "cards[2].cost" in str(launcher.broken["dice-race"])
    assert lessons == [], "lessons are checked by check-data and the tests, not at start-up"
    assert app.next_wakeup() is None, "nothing left to check: the launcher sleeps again"


def test_the_launcher_keeps_drawing_while_a_title_is_checked(app, listed_race, monkeypatch):
    """The worker is held inside the test title's check: meanwhile the launcher ticks and
    draws as usual, and the title stays unchecked until the check ends."""
    entered, release = threading.Event(), threading.Event()

    def slow(self):
        entered.set()
        assert release.wait(30), "the test lets the check finish"
        raise ContentError("data/dice_race/cards.yaml", "cards[2].cost", "must be a whole number")

    monkeypatch.setattr(type(listed_race), "check_content", slow)
    launcher = Launcher(app)
    app.push(launcher)
    launcher.select([t.id for t in launcher.titles].index("dice-race"))
    app.draw()
    app.tick(16)
    assert entered.wait(30), "the worker reached the test title (the title on show, first)"
    for _ in range(5):  # frames go on while the check is held
        app.tick(CHECK_POLL_MS)
        app.draw()
        pygame.display.flip()
    assert "dice-race" in launcher.unchecked and launcher.broken == {}
    assert button(launcher.group, "Start game").enabled
    release.set()
    launcher.checks.join()
    app.tick(CHECK_POLL_MS)
    assert "dice-race" not in launcher.unchecked and "dice-race" in launcher.broken
    assert not button(launcher.group, "Start game").enabled


def test_leaving_the_launcher_stops_its_checks(app, listed_race, monkeypatch):
    """A game started (the launcher replaced) ends the checks after the title under way:
    nothing shares the processor with the game for checks no one will read."""
    entered, release = threading.Event(), threading.Event()

    def held(self):
        entered.set()
        assert release.wait(30), "the test lets the check finish"

    monkeypatch.setattr(type(listed_race), "check_content", held)
    launcher = Launcher(app)
    app.push(launcher)
    launcher.select([t.id for t in launcher.titles].index("dice-race"))
    app.draw()
    app.tick(16)
    assert entered.wait(30) and len(launcher.unchecked) > 1
    app.stack.remove(launcher)
    release.set()
    launcher.checks.join()
    assert list(launcher.checks.take()) == ["dice-race"], "no title checked after it"


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
