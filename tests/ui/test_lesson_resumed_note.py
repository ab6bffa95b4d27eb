"""Playtest 25 (shots 102, 117-119): Forge War's lesson left at "Bruno moves too…" and
resumed from the launcher showed its old notes again ("Bruno keeps his two wealth cards…",
"Bruno places an overseer"…), one Next each, while the board was already in the mine phase. A
resumed lesson shows the step the game is at: the note left unread comes back with its Next,
and one Next goes on; a note already read stays read (playtest 30)."""

from __future__ import annotations

import json

import pygame
import pytest
from test_tutorial_board import lift_curtain, open_lesson, reopen_launcher
from uihelp import click, click_button, play_by_places, press, run_timers, settle

from forgegames.ui.game_scene import GameScene
from forgegames.ui.teaching import NEXT_KEY

MOVES_TOO = 9
"""The Forge War lesson's step "Bruno moves too…" (its fifth note of Bruno's)."""
BRUNO_KEEPS = 1
"""The Forge War lesson's step "Bruno chooses his two wealth cards…" (its first note of
Bruno's; the person's step 2 comes after it)."""


def left_at(app, step: int, *, held: bool):
    """Forge War's lesson played by clicks (every Next pressed) until ``step`` is done and
    its note waits for Next (``held``), or the step after it is the person's to make; then
    the program closed. Its file and the words on the note then."""
    scene = open_lesson(app, "forge-war")
    run, history = scene.teaching.lesson, scene.session.history
    for _ in range(300):
        lift_curtain(app)
        index = run.sync(len(history))
        if scene.lesson_holds():
            if index == step + 1 and held:
                break
            press(app, NEXT_KEY)
            continue
        if index > step and scene.my_turn() and scene.teaching.taught() is not None:
            break
        if scene.handover is not None:
            settle(app, scene)
        elif scene.my_turn():
            play_by_places(app, scene, run.expected(len(history)))
        else:
            run_timers(app, steps=2, dt=50)
    assert run.sync(len(history)) == step + 1 and scene.lesson_holds() == held
    words = scene.side_notes()[0].paragraphs
    path = scene.session.autosave
    pygame.display.quit()
    return path, words


def resumed(app) -> GameScene:
    """The launcher's "Resume the lesson" on the game left."""
    again, launcher = reopen_launcher()
    click(app=again, pos=launcher.rows[0].open.rect.center)
    click_button(again, again.stack.top.group, "Resume the lesson")
    scene = again.stack.scenes[0]
    assert isinstance(scene, GameScene) and scene.teaching.lesson is not None
    run_timers(again, steps=20, dt=50)
    return scene


def test_a_lesson_left_at_a_note_of_bruno_resumes_at_that_note(app):
    _, words = left_at(app, MOVES_TOO, held=True)
    assert words[0].startswith("Bruno moves too")
    scene = resumed(app)
    again, run = scene.app, scene.teaching.lesson
    note = scene.side_notes()[0]
    assert note.paragraphs == words and note.button.startswith("Next")
    assert run.say(MOVES_TOO - 2) in note.earlier  # the steps before are the transcript
    press(again, NEXT_KEY)  # one Next goes on: the person's next step is taught
    assert not scene.lesson_holds()
    assert scene.teaching.taught() == run.expected(len(scene.session.history))
    note = scene.side_notes()[0]
    assert note.paragraphs[0] == run.say(MOVES_TOO + 1) and not note.button
    pygame.display.quit()


@pytest.mark.parametrize("step", [BRUNO_KEEPS, MOVES_TOO])
def test_a_lesson_left_after_the_next_resumes_at_the_person_s_step(app, step):
    """Playtest 30: left at step 2 (placing an overseer) after Bruno's note was closed with
    Next, the lesson reopened on that note ("Lesson: the others play"). The save records the
    reader's Next: it reopens on the step the person had reached, with that step's note and
    heading, no Next to press, and the taught move marked."""
    path, words = left_at(app, step, held=False)
    saved = json.loads(path.read_text("utf-8"))
    assert saved["lesson_read"] == step + 1
    scene = resumed(app)
    run = scene.teaching.lesson
    assert words == (run.say(step + 1),)
    note = scene.side_notes()[0]
    assert note.paragraphs == words and not note.button and not scene.lesson_holds()
    assert note.heading.startswith("Lesson: step ") and "the others play" not in note.heading
    assert run.say(step) in note.earlier  # Bruno's note is in the transcript, read
    assert scene.teaching.taught() == run.expected(len(scene.session.history))
    pygame.display.quit()
