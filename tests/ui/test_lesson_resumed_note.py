"""Playtest 25 (shots 102, 117-119): Forge War's lesson left at "Bruno moves too…" and
resumed from the launcher showed its old notes again ("Bruno keeps his two wealth cards…",
"Bruno places an overseer"…), one Next each, while the board was already in the mine phase. A
resumed lesson shows the step the game is at: the note left unread comes back with its Next,
and one Next goes on."""

from __future__ import annotations

import pygame
from test_tutorial_board import lift_curtain, open_lesson, reopen_launcher
from uihelp import click, click_button, play_by_places, press, run_timers, settle

from forgegames.ui.game_scene import GameScene
from forgegames.ui.teaching import NEXT_KEY

MOVES_TOO = 9
"""The Forge War lesson's step "Bruno moves too…" (its fifth note of Bruno's)."""


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


def test_a_lesson_left_after_the_next_goes_back_one_note_at_most(app):
    """The save does not record the reader's Next: a lesson left at the person's step after
    Bruno's note was read shows that one note again (the last step played), not the earlier
    ones, and one Next goes on."""
    _, words = left_at(app, MOVES_TOO, held=False)
    scene = resumed(app)
    again, run = scene.app, scene.teaching.lesson
    assert words == (run.say(MOVES_TOO + 1),)
    assert scene.side_notes()[0].paragraphs == (run.say(MOVES_TOO),)
    press(again, NEXT_KEY)
    note = scene.side_notes()[0]
    assert note.paragraphs == words and not note.button and scene.teaching.taught() is not None
    pygame.display.quit()
