"""Guided first games, headless: each title's lesson opened from the launcher and completed by
clicking the places the board reports for the taught move; then the game goes on freely, in a
file of its own that the launcher lists "In progress", "after the lesson", after the program
is closed. A lesson left before its end is listed too (issue #39), and Continue offers to
resume the lesson where it was left or to play on freely from there."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest
from uihelp import (
    button,
    choose_in_dialog,
    click,
    click_button,
    next_place,
    play_by_places,
    press,
    run_timers,
    settle,
)

from forgegames.core.saved_games import games_dir, list_games
from forgegames.core.tutorial import load_tutorial
from forgegames.ui.app import App
from forgegames.ui.game_scene import GameScene
from forgegames.ui.hotseat import ConfirmLoss
from forgegames.ui.launcher import PLAYING, Launcher
from forgegames.ui.overlays import ChoiceDialog, Curtain

NAMES = {"kings-forge": "King's Forge", "forge-war": "Forge War", "warparty": "Warparty"}


def open_lesson(app, title_id: str) -> GameScene:
    launcher = Launcher(app)
    app.push(launcher)
    click_button(app, launcher.group, NAMES[title_id])
    click_button(app, launcher.group, "Learn to play")
    scene = app.stack.scenes[0]
    assert isinstance(scene, GameScene) and scene.teaching.lesson is not None
    assert scene.session.autosave is not None  # kept from its start (issue #39)
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
        click(app, app.stack.top.button_rect().center)


@pytest.mark.parametrize("title_id", list(NAMES))
def test_each_lesson_is_completed_by_clicking_and_ends_in_free_play(app, title_id):
    scene = open_lesson(app, title_id)
    run = scene.teaching.lesson
    person = load_tutorial(scene.title).person
    waited = []
    real_end_turn = scene.end_turn

    def end_turn() -> None:
        """Pressed while the game waits for the person: the frame says so, never that a
        computer player is thinking."""
        if scene.handover is not None and not run.finished(len(scene.session.history)):
            assert "End turn" in scene.side_notes()[0].paragraphs[0]
            assert "thinking" not in scene.top_bar.active_text()
            waited.append(len(scene.session.history))
        real_end_turn()

    scene.end_turn = end_turn  # the top bar's button calls it (rebuilt at each refresh)
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
    assert len(waited) >= (0 if title_id == "kings-forge" else 2)  # its moves draw or roll
    app.draw()
    # the free game a lesson goes on into is kept and listed at once (playtest 7), once
    games = list_games(finished=False, manual=False)
    assert scene.session.after_lesson and [g.path for g in games] == [scene.session.autosave]
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


def test_a_click_elsewhere_during_the_lesson_gets_a_short_nudge_gone_at_the_next_step(app):
    scene = open_lesson(app, "kings-forge")
    board = scene.board
    other = next(t for t in board.all_targets() if t.key.startswith("gather:") and not t.live)
    click(app, other.rect.center)
    taught = scene.describe(scene.teaching.lesson.expected(len(scene.session.history)))
    nudge = f"Not that one: the lesson asks for “{taught}” now (marked in magenta)."  # playtest 30
    assert scene.toast is not None and scene.toast.text == nudge  # not the step's words again
    assert not scene.session.history or scene.session.history[-1].actor < 0  # nothing played
    app.draw()
    assert scene.side_notes()[0].heading == "Lesson: step 1 of 7"
    assert scene.side_notes()[0].paragraphs[0].startswith("Welcome to King's Forge!")
    # the marks show the taught move; a hint would only distract from it
    assert scene.teaching.hint_marks == board.hint_places(scene.teaching.lesson.expected(0))
    press(app, pygame.K_h)
    assert scene.toast.text == "In the lesson the marked move is the one to make."
    assert scene.session.hints_used == [0, 0]
    click(app, other.rect.center)
    assert scene.toast.text == nudge
    # the taught move is made: the nudge of step 1 goes with it
    play_by_places(app, scene, scene.teaching.lesson.expected(len(scene.session.history)))
    for _ in range(20):
        settle(app, scene)  # Next, after Bruno's explained move
        if scene.my_turn() and not scene.lesson_holds():
            break
        run_timers(app, steps=2, dt=20)
    app.draw()
    assert scene.side_notes()[0].heading == "Lesson: step 2 of 7"
    assert scene.toast is None


@pytest.mark.parametrize("title_id", list(NAMES))
def test_following_the_marks_never_shows_a_refusal(app, title_id):
    """A person who clicks what the lesson marks, in order, is never shown a red refusal
    (King's Forge: "Discard for the docks" under any card once played the docks visit and then
    refused every card but the Caravan)."""
    scene = open_lesson(app, title_id)
    run = scene.teaching.lesson
    numbers: list[int] = []
    """The step numbers the note showed at the person's steps, in order."""
    for _ in range(600):
        lift_curtain(app)
        settle(app, scene)
        if run.finished(len(scene.session.history)):
            break
        if not scene.my_turn():
            run_timers(app, steps=2, dt=20)
            continue
        step = run.sync(len(scene.session.history))
        clicked: Counter[tuple[int, int, int, int]] = Counter()
        while run.sync(len(scene.session.history)) == step:
            app.draw()  # the marks are where the board was last drawn
            heading = scene.side_notes()[0].heading
            number = int(heading.removeprefix("Lesson: step ").split(" of ")[0])
            if not numbers or numbers[-1] != number:
                numbers.append(number)
            mark = next_place(scene.teaching.hint_marks, clicked)
            assert mark is not None, f"step {step}: the marks ran out before the step was done"
            click(app, mark.center)
            settle(app, scene)
            refused = scene.toast is not None and scene.toast.error
            assert not refused, f"step {step}: {scene.toast.text}"
    assert run.finished(len(scene.session.history))
    # every step of the person was shown, in order, none skipped
    done, total = run.person_steps(len(scene.session.history))
    assert numbers == list(range(1, total + 1)) and done == total


def test_king_s_forge_docks_visit_is_one_step_made_by_one_click(app):
    """The marked "Discard for the docks" makes two engine moves (the visit and the card
    thrown away): the lesson counts them as one step, so the step after it was never shown
    before."""
    scene = open_lesson(app, "kings-forge")
    run = scene.teaching.lesson
    history = scene.session.history
    while str(run.expected(len(history))) != "docks":
        settle(app, scene)
        if scene.my_turn():
            play_by_places(app, scene, run.expected(len(history)))
        else:
            run_timers(app, steps=2, dt=20)
    settle(app, scene)  # Next, after Bruno's explained move
    app.draw()
    assert scene.side_notes()[0].heading == "Lesson: step 3 of 7"
    (mark,) = scene.teaching.hint_marks
    click(app, mark.center)
    assert [str(e.action) for e in history[-2:]] == ["docks", "discard caravan"]
    app.draw()
    assert scene.side_notes()[0].heading == "Lesson: step 4 of 7"
    assert scene.side_notes()[0].paragraphs[0].startswith("Pick the dock")


def test_while_the_turn_waits_for_end_turn_the_lesson_says_to_press_it(app):
    """Warparty's End buying ends the person's turn, held for End turn: the note asks for
    End turn, and never says the computer is playing."""
    scene = open_lesson(app, "warparty")
    run = scene.teaching.lesson
    history = scene.session.history
    while scene.handover is None:
        assert scene.my_turn(), "the lesson's first turn ends with the person's move"
        play_by_places_held(app, scene, run.expected(len(history)))
    app.draw()
    (note,) = scene.side_notes()
    assert note.heading == "Lesson: your turn is done"
    assert "End turn" in note.paragraphs[0] and "Watch" not in note.paragraphs[0]
    assert button(scene.top, "End turn").enabled
    click_button(app, scene.top, "End turn")
    app.draw()
    assert scene.side_notes()[0].heading == "Lesson: the others play"


def play_by_places_held(app, scene, action) -> None:
    """Click the places of ``action`` (as ``play_by_places``) but leave a held turn held."""
    before = len(scene.session.history)
    clicked: Counter[tuple[int, int, int, int]] = Counter()
    while not any(e.action == action for e in scene.session.history[before:]):
        app.draw()
        # Warparty's quests to keep
        if choose_in_dialog(app, scene, action, True, then_settle=False):
            continue
        place = next_place(scene.board.hint_places(action), clicked)
        assert place is not None, f"no place left to click for {action}"
        click(app, place.center)


def reopen_launcher() -> tuple[App, Launcher]:
    """The program started again (the earlier one closed), its launcher on screen."""
    again = App((1280, 720), bot_delay_ms=0)
    again.home = lambda: Launcher(again)
    launcher = Launcher(again)
    again.push(launcher)
    return again, launcher


def left_mid_lesson(app, title_id: str):
    """A lesson played by clicks up to its fourth taught step, then the program closed: its
    file, its moves and the step it reached."""
    scene = open_lesson(app, title_id)
    run, history = scene.teaching.lesson, scene.session.history
    for _ in range(200):
        lift_curtain(app)
        settle(app, scene)
        if run.person_steps(len(history))[0] >= 4:
            break
        if scene.my_turn():
            play_by_places(app, scene, run.expected(len(history)))
        else:
            run_timers(app, steps=2, dt=20)
    assert run.person_steps(len(history))[0] >= 4 and not run.finished(len(history))
    path = scene.session.autosave
    actions, step = scene.session.save_data().actions, run.sync(len(history))
    pygame.display.quit()  # the program is closed mid-lesson
    return path, actions, step


@pytest.mark.parametrize("title_id", list(NAMES))
def test_an_unfinished_lesson_is_listed_and_resumed_where_it_was_left(app, title_id):
    """Issue #39: a lesson that was quit was not listed In progress. It is, and Continue
    takes the lesson up again at the step it reached."""
    path, actions, step = left_mid_lesson(app, title_id)
    again, launcher = reopen_launcher()
    assert launcher.tab == PLAYING and [row.game.path for row in launcher.rows] == [path]
    title, _, _ = launcher.describe_game(launcher.rows[0].game)
    assert title == f"{NAMES[title_id]}, lesson not finished"
    click(app=again, pos=launcher.rows[0].open.rect.center)
    choice = again.stack.top
    assert isinstance(choice, ChoiceDialog)
    click_button(again, choice.group, "Resume the lesson")
    resumed = again.stack.scenes[0]
    assert isinstance(resumed, GameScene) and resumed.teaching.lesson is not None
    history = resumed.session.history
    assert resumed.session.save_data().actions == actions
    assert resumed.teaching.lesson.sync(len(history)) == step and resumed.session.autosave == path
    pygame.display.quit()


def test_an_unfinished_lesson_can_go_on_as_a_free_game(app):
    path, actions, _ = left_mid_lesson(app, "forge-war")
    again, launcher = reopen_launcher()
    click(app=again, pos=launcher.rows[0].open.rect.center)
    click_button(again, again.stack.top.group, "Play on freely")
    free = again.stack.scenes[0]
    assert isinstance(free, GameScene) and free.teaching.lesson is None
    assert free.session.save_data().actions == actions and free.session.autosave == path
    pygame.display.quit()
    again, launcher = reopen_launcher()
    title, _, _ = launcher.describe_game(launcher.rows[0].game)
    assert title == "Forge War, after the lesson"
    pygame.display.quit()


def test_the_free_game_after_a_lesson_is_in_progress_after_the_program_closes(app):
    scene = open_lesson(app, "kings-forge")
    run = scene.teaching.lesson
    history = scene.session.history
    for _ in range(200):
        settle(app, scene)
        if run.finished(len(history)):
            break
        if scene.my_turn():
            play_by_places(app, scene, run.expected(len(history)))
        else:
            run_timers(app, steps=2, dt=20)
    # the lesson has ended: the free game is kept, and listed, at once (playtest 7)
    path = scene.session.autosave
    assert path is not None and path.parent == games_dir()
    assert [g.path for g in list_games(finished=False, manual=False)] == [path]
    for _ in range(200):
        settle(app, scene)
        if scene.my_turn():
            break
        run_timers(app, steps=2, dt=20)
    move = scene.session.hint(scene.session.active)[0].action
    play_by_places(app, scene, move)  # the student's first move of the free game
    assert scene.session.autosave == path
    actions = scene.session.save_data().actions
    state = scene.session.state
    assert path is not None and path.parent == games_dir()
    assert len(actions) == len(history) and str(move) in actions
    pygame.display.quit()  # the program is closed

    again, launcher = reopen_launcher()
    # listed once, as an ordinary game that says where it came from
    assert launcher.tab == PLAYING and [row.game.path for row in launcher.rows] == [path]
    assert launcher.rows[0].game.seats == ("Student", "Bruno")
    title, _, seats = launcher.describe_game(launcher.rows[0].game)
    assert title == "King's Forge, after the lesson" and seats.startswith("Student, Bruno")
    click(app=again, pos=launcher.rows[0].open.rect.center)
    resumed = again.stack.scenes[0]
    assert isinstance(resumed, GameScene) and resumed.title.info.id == "kings-forge"
    assert resumed.session.save_data().actions == actions and resumed.session.state == state
    assert resumed.session.autosave == path and resumed.teaching.lesson is None
    assert resumed.session.after_lesson  # still listed as the game after the lesson
