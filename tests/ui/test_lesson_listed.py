"""Playtest 15 (shot 101): a lesson left at its last note was listed In progress as
"Student, Bruno", nothing saying it was the lesson: its script was played through, so it was
no longer an unfinished lesson, and it was not yet the free game after it (that begins when
the last note is closed). A game that was a lesson is always listed as one, in English and in
Spanish."""

from __future__ import annotations

import pygame
import pytest
from test_tutorial_board import NAMES, open_lesson, reopen_launcher
from uihelp import play_by_places, run_timers, settle

from forgegames.core import i18n
from forgegames.core.i18n import tr


def left_at_the_last_note(app, title_id: str):
    """A lesson played by clicks through its script, then the program closed at once."""
    scene = open_lesson(app, title_id)
    run, history = scene.teaching.lesson, scene.session.history
    for _ in range(400):
        if run.finished(len(history)):
            break  # (not settled: the last note's Next is not pressed)
        settle(app, scene)
        if scene.my_turn():
            play_by_places(app, scene, run.expected(len(history)))
        else:
            run_timers(app, steps=2, dt=20)
    assert run.finished(len(history))
    told = scene.teaching.lesson_over_told
    path = scene.session.autosave
    pygame.display.quit()
    return path, told


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_lesson_left_at_its_last_note_is_listed_as_a_lesson(app, lang):
    path, told = left_at_the_last_note(app, "kings-forge")
    assert not told  # the last note was still on screen, the free game not begun
    with i18n.speaking(lang):
        _again, launcher = reopen_launcher()
        assert [row.game.path for row in launcher.rows] == [path]
        title, _, seats = launcher.describe_game(launcher.rows[0].game)
        pygame.display.quit()
    assert title != NAMES["kings-forge"] and NAMES["kings-forge"] in title, title
    with i18n.speaking(lang):
        marked = tr("{title}, after the lesson", title=NAMES["kings-forge"])
    assert title == marked and ("lesson" if lang == "en" else "lección") in title, title
    assert seats.startswith("Student, Bruno")
