"""Guided first games, headless: each title's lesson opened from the launcher and completed by
clicking the places the board reports for the taught move; then the game goes on freely."""

from __future__ import annotations

import pygame
import pytest
from uihelp import click, click_button, play_by_places, press, run_timers, settle

from forgegames.core.tutorial import load_tutorial
from forgegames.ui.game_scene import GameScene
from forgegames.ui.hotseat import ConfirmLoss
from forgegames.ui.launcher import Launcher
from forgegames.ui.overlays import Curtain

NAMES = {"kings-forge": "King's Forge", "forge-war": "Forge War", "warparty": "Warparty"}


def open_lesson(app, title_id: str) -> GameScene:
    launcher = Launcher(app)
    app.push(launcher)
    click_button(app, launcher.group, NAMES[title_id])
    click_button(app, launcher.group, "Learn to play")
    scene = app.stack.scenes[0]
    assert isinstance(scene, GameScene) and scene.lesson is not None
    assert scene.session.autosave is None  # a lesson is not kept among the saved games
    run_timers(app, steps=20, dt=50)  # past the greeting's input guard
    return scene


def layers_pushed(app, do, *args) -> list:
    """The layers (dialogs, curtains) pushed on the app while ``do(*args)`` runs."""
    pushed = []
    real_push = app.push

    def push(layer) -> None:
        pushed.append(layer)
        real_push(layer)

    app.push = push
    try:
        do(*args)
    finally:
        del app.push
    return pushed


def lift_curtain(app) -> None:
    while isinstance(app.stack.top, Curtain):
        click(app, (640, 360))


@pytest.mark.parametrize("title_id", list(NAMES))
def test_each_lesson_is_completed_by_clicking_and_ends_in_free_play(app, title_id):
    scene = open_lesson(app, title_id)
    run = scene.lesson
    person = load_tutorial(scene.title).person
    taught = 0
    for _ in range(400):
        lift_curtain(app)
        settle(app, scene)
        if run.finished(len(scene.session.history)):
            break
        if scene.my_turn():
            expected = run.expected(len(scene.session.history))
            assert scene.legal_actions() == [expected]  # only the taught move is offered
            app.draw()
            pushed = layers_pushed(app, play_by_places, app, scene, expected)
            # the lesson asks for this move: no "are you sure?" gets in its way
            assert not any(isinstance(layer, ConfirmLoss) for layer in pushed), expected
            taught += 1
        else:
            assert scene.session.active != person or scene.handover is not None
            run_timers(app, steps=2, dt=20)  # the computer's scripted moves
    assert run.finished(len(scene.session.history)), "the lesson did not reach its end"
    assert taught >= 5
    app.draw()
    # free play: the note says so, and the person is offered every legal move again
    notes = scene.side_notes()
    assert notes and notes[0].heading == "Free game"
    for _ in range(200):
        lift_curtain(app)
        settle(app, scene)
        if scene.my_turn() or scene.session.over:
            break
        run_timers(app, steps=2, dt=20)
    if scene.my_turn():
        assert scene.legal_actions() == scene.session.legal_actions()


def test_a_click_elsewhere_during_the_lesson_names_the_step(app):
    scene = open_lesson(app, "kings-forge")
    board = scene.board
    other = next(t for t in board.targets if t.key.startswith("gather:") and not t.live)
    click(app, other.rect.center)
    assert scene.toast is not None
    assert scene.toast.text.startswith("Step 1 of 7: Welcome to King's Forge!")
    assert not scene.session.history or scene.session.history[-1].actor < 0  # nothing played
    app.draw()
    # the marks show the taught move; a hint would only distract from it
    assert scene.hint_marks == board.hint_places(scene.lesson.expected(0))
    press(app, pygame.K_h)
    assert scene.toast.text == "In the lesson the marked move is the one to make."
    assert scene.session.hints_used == [0, 0]


@pytest.mark.parametrize("title_id", list(NAMES))
def test_following_the_marks_never_shows_a_refusal(app, title_id):
    """A person who clicks what the lesson marks, in order, is never shown a red refusal
    (King's Forge: "Discard for the docks" under any card once played the docks visit and then
    refused every card but the Caravan)."""
    scene = open_lesson(app, title_id)
    run = scene.lesson
    for _ in range(600):
        lift_curtain(app)
        settle(app, scene)
        if run.finished(len(scene.session.history)):
            break
        if not scene.my_turn():
            run_timers(app, steps=2, dt=20)
            continue
        step = run.sync(len(scene.session.history))
        clicked: set[tuple[int, int, int, int]] = set()
        while run.sync(len(scene.session.history)) == step:
            app.draw()  # the marks are where the board was last drawn
            marks = [m for m in scene.hint_marks if tuple(m) not in clicked]
            assert marks, f"step {step}: the marks ran out before the step was done"
            clicked.add(tuple(marks[0]))
            click(app, marks[0].center)
            settle(app, scene)
            refused = scene.toast is not None and scene.toast.error
            assert not refused, f"step {step}: {scene.toast.text}"
    assert run.finished(len(scene.session.history))
