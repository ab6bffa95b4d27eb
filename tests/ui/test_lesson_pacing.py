"""The teacher paces the lesson (issue #41 review): a computer's step with words waits for
Next (the note's button, or Page Down), the note keeps a scrollable transcript, a stray K
skips nothing, and the closing note follows what the game waits for."""

from __future__ import annotations

import pygame
from test_tutorial_board import lift_curtain, open_lesson, play_by_places_held
from uihelp import button, click, click_button, play_by_places, post, press, run_timers, settle

from forgegames.ui import theme
from forgegames.ui.intents import Intent
from forgegames.ui.side_notes import SideNote, draw_side_notes


def until_held(app, scene) -> None:
    """Play the taught moves until the lesson waits for Next."""
    history = scene.session.history
    for _ in range(200):
        if scene.lesson_holds():
            return
        lift_curtain(app)
        if scene.handover is not None:
            settle(app, scene)
        elif scene.my_turn():
            play_by_places(app, scene, scene.teaching.lesson.expected(len(history)))
        else:
            run_timers(app, steps=2, dt=50)
    raise AssertionError("the lesson never waited for Next")


def test_a_computer_step_with_words_waits_for_next_and_k_skips_nothing(app):
    scene = open_lesson(app, "kings-forge")
    history = scene.session.history
    until_held(app, scene)
    held_at = len(history)
    note = scene.side_notes()[0]
    assert note.paragraphs[0].startswith("Bruno claims the upper half of the South Mine")
    assert note.earlier[0].startswith("Welcome to King's Forge!")  # the transcript
    assert note.button.startswith("Next")
    run_timers(app, steps=100, dt=100)  # ten seconds: nothing moves on by itself
    press(app, pygame.K_k)  # a stray K: ignored in a lesson
    assert len(history) == held_at and scene.lesson_holds()
    assert scene.legal_actions() == []  # the person's step waits for Next too
    app.draw()
    click(app, scene.log_column.notes_drawn.button.center)
    assert not scene.lesson_holds()
    app.draw()
    assert scene.side_notes()[0].heading == "Lesson: step 2 of 7"
    assert scene.log_column.notes_drawn.button is None


def test_the_last_explained_step_is_read_before_the_free_game(app):
    """King's Forge's clean-up words (Bruno's last step) were never on screen."""
    scene = open_lesson(app, "kings-forge")
    run = scene.teaching.lesson
    history = scene.session.history
    for _ in range(300):
        if run.finished(len(history)):
            break
        until_held(app, scene)
        if not run.finished(len(history)):
            press(app, pygame.K_PAGEDOWN)
    assert run.finished(len(history)) and scene.lesson_holds()
    note = scene.side_notes()[0]
    assert "clean-up follows" in note.paragraphs[0]
    press(app, pygame.K_PAGEDOWN)
    note = scene.side_notes()[0]
    assert note.heading == "Free game" and not scene.lesson_holds()
    assert len(note.earlier) == sum(1 for step in run.tutorial.steps if step.say)
    # the transcript, folded into one line, opens with a click and scrolls with the wheel
    app.draw()
    assert scene.log_column.notes_drawn.boxes[0][2:] == (0, 0)
    click(app, dict(scene.log_column.notes_drawn.toggles)["earlier:lesson"].center)
    app.draw()
    _, box, low, high = scene.log_column.notes_drawn.boxes[0]
    assert high > 0
    app.dispatch(Intent("wheel", pos=box.center, dy=3))  # the dummy driver has no pointer
    assert scene.teaching.note_scrolls["lesson"] == min(3, high)


def test_warparty_closing_note_follows_what_the_game_waits_for(app):
    scene = open_lesson(app, "warparty")
    run = scene.teaching.lesson
    history = scene.session.history
    for _ in range(600):
        finished = run.finished(len(history))
        if finished and not scene.lesson_holds():
            break
        lift_curtain(app)
        if scene.lesson_holds():
            press(app, pygame.K_PAGEDOWN)
        elif scene.handover is not None:
            click_button(app, scene.top, "End turn")
        elif scene.my_turn():
            play_by_places_held(app, scene, run.expected(len(history)))
        else:
            run_timers(app, steps=2, dt=50)
    assert scene.handover is not None  # the lesson ends with the person's turn held
    note = scene.side_notes()[0]
    assert note.heading == "Free game" and "End turn" in note.paragraphs[-1]
    assert "End turn" not in run.finish_words()
    assert button(scene.top, "End turn").enabled
    click_button(app, scene.top, "End turn")
    note = scene.side_notes()[0] if scene.side_notes() else None
    assert note is None or all("End turn" not in p for p in note.paragraphs)
    for _ in range(400):
        lift_curtain(app)
        if scene.my_turn():
            break
        run_timers(app, steps=2, dt=50)
    move = scene.legal_actions()[0]
    play_by_places(app, scene, move)
    assert scene.teaching.lesson_note() is None  # the free game has begun: the note is gone


def test_a_long_note_scrolls_instead_of_losing_lines(app):
    """The hint box cut its text off: a note keeps every line, shown a window at a time."""
    surface = pygame.Surface((400, 300))
    rect = pygame.Rect(0, 0, 300, 300)
    note = SideNote("Hint", tuple(f"line {i}" for i in range(30)), key="hint")
    drawn = draw_side_notes(surface, [note], rect, 1.0)
    key, box, low, high = drawn.boxes[0]
    assert key == "hint" and box.bottom <= 240 + 10 and low < 0 == high  # 4/5 at most; at its top
    rest = surface.copy()
    shifted = draw_side_notes(surface, [note], rect, 1.0, {"hint": low})
    assert shifted.boxes[0][2:] == (low, high)
    assert pygame.image.tobytes(rest, "RGB") != pygame.image.tobytes(surface, "RGB")


def test_forge_war_lesson_greyed_place_says_the_nudge_without_not_now(app):
    """Forge War's greyed buttons in a lesson said "Not now: Not that one…" (King's Forge's
    were fixed): the lesson's nudge stands whole."""
    scene = open_lesson(app, "forge-war")
    board = scene.board
    history = scene.session.history
    for _ in range(300):
        lift_curtain(app)
        settle(app, scene)
        app.draw()
        if scene.my_turn() and not scene.lesson_holds() and board.greyed:
            break
        if scene.my_turn():
            play_by_places(app, scene, scene.teaching.lesson.expected(len(history)))
        else:
            run_timers(app, steps=2, dt=50)
    key = next(k for k in board.greyed if k in board.rects)
    post(app, pygame.MOUSEMOTION, pos=board.rects[key].center, rel=(0, 0), buttons=(0, 0, 0))
    app.draw()
    tip = board.hover_tip()
    taught = scene.describe(scene.teaching.taught())
    assert tip.startswith(f"Not that one: the lesson asks for “{taught}” now"), tip
    assert "Not now" not in tip


def test_the_lesson_and_hint_notes_wear_the_marks_magenta_double_outline(app):
    """The lesson's note was gold while the board marked its move in magenta: the note, its
    Next button and the hint note take the marks' colour, as a double outline."""
    scene = open_lesson(app, "kings-forge")
    until_held(app, scene)
    note = scene.side_notes()[0]
    assert note.colour == theme.HINT
    assert SideNote("Hint", ("a",)).colour == theme.HINT  # the hint note's default
    surface = pygame.Surface((300, 300))
    drawn = draw_side_notes(surface, [note], pygame.Rect(0, 0, 300, 300), 1.0)
    box = drawn.boxes[0][1]
    y = box.centery
    row = [tuple(surface.get_at((x, y)))[:3] for x in range(box.x, box.x + 12)]
    assert row.count(theme.HINT) >= 3 and row[0] == theme.HINT  # two lines, a gap between
    assert tuple(surface.get_at((drawn.button.x + 3, drawn.button.centery)))[:3] == theme.HINT
