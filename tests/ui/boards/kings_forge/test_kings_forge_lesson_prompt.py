"""During King's Forge's lesson the board's "what to do now" line and the Hint agree with the
lesson's step: the line names the move the step asks for and no other, and the Hint points
to the marked move instead of the computer's own choices (issue 39). The lesson is played by
clicking what it marks."""

from __future__ import annotations

import pygame
from test_tutorial_board import lift_curtain, open_lesson
from uihelp import play_by_places, press, run_timers, settle

from forgegames.games.kings_forge.words import colours_shown


def test_the_prompt_and_the_hint_ask_for_the_lessons_move(app):
    scene = open_lesson(app, "kings-forge")
    board, run = scene.board, scene.teaching.lesson
    steps = 0
    for _ in range(400):
        lift_curtain(app)
        settle(app, scene)
        history = len(scene.session.history)
        if run.finished(history):
            break
        if not scene.my_turn():
            run_timers(app, steps=2, dt=20)
            continue
        expected = run.expected(history)
        app.draw()
        line = board.prompts.prompt(board.state, board.legal())
        move = scene.describe(expected)
        said = f"Student, the lesson's move: {move} (marked in magenta)."
        assert line == colours_shown(said), line  # a die's colour named with it (playtest 30)
        others = [a for a in scene.session.legal_actions() if a != expected]
        assert not any(f": {scene.describe(a)} (" in line for a in others)
        for key in {t.key for t in board.gather.unavailable_places()}:
            why = board.gather.unavailable_reason(key)  # one refusal, never two run together
            assert why.startswith("Not that one") or not why.startswith("Not now: Not"), why
        press(app, pygame.K_h)
        assert scene.teaching.hint is None and scene.toast is not None
        assert scene.toast.text == "In the lesson the marked move is the one to make."
        play_by_places(app, scene, expected)
        steps += 1
    assert run.finished(len(scene.session.history)) and steps >= 5
