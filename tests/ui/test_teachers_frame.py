"""The teacher's frame after teaching review 5 (issue 41): the lesson note shows the step under
way whole with the earlier steps folded into one line; after the lesson the Free game note
makes room for the Hint; the teaching table is offered on the launcher and by greyed Undo;
a lesson's computer moves come at a teaching pace and the panel says what they are; the table
view folds the log column away so the board fills the window. Driven by real events."""

from __future__ import annotations

import random

import pygame
import pytest
from test_tutorial_board import NAMES, lift_curtain, open_lesson
from uihelp import (
    button,
    click,
    click_button,
    open_game,
    play_by_places,
    post,
    press,
    run_timers,
    settle,
)

from forgegames.core.session import Session
from forgegames.core.title import CHANCE, GameConfig, SeatConfig
from forgegames.ui import text_report
from forgegames.ui.app import App
from forgegames.ui.game_bots import LESSON_PACE_MS
from forgegames.ui.game_scene import TABLE_KEY, GameScene
from forgegames.ui.launcher import Launcher

SEATS = (SeatConfig("Ann", "blue"), SeatConfig("Bob", "orange"))


def note_ranges(app, scene) -> dict[str, tuple[int, int]]:
    """Each side note's scroll range as drawn now ((0, 0): every line of it is shown)."""
    app.draw()
    return {key: (low, high) for key, _, low, high in scene.log_column.notes_drawn.boxes}


def play_lesson(app, scene, each=lambda: None) -> None:
    """Play the lesson to its end as a person would (Next, End turn, the taught moves),
    calling ``each`` at every position on the way."""
    run, history = scene.teaching.lesson, scene.session.history
    for _ in range(3000):
        if run.finished(len(history)) and not scene.lesson_holds():
            return
        lift_curtain(app)
        each()
        if scene.lesson_holds() or scene.handover is not None:
            settle(app, scene)
        elif scene.my_turn():
            play_by_places(app, scene, run.expected(len(history)))
        else:
            run_timers(app, steps=2, dt=50)
    raise AssertionError("the lesson never ended")


@pytest.mark.parametrize("title_id", list(NAMES))
def test_the_lesson_note_shows_the_step_under_way_whole_at_every_step(app, title_id):
    scene = open_lesson(app, title_id)
    seen = []

    def check() -> None:
        note = scene.teaching.lesson_note()
        ranges = note_ranges(app, scene)
        assert ranges["lesson"] == (0, 0), f"{note.heading}: {note.paragraphs} scrolls"
        folded = "earlier:lesson" in dict(scene.log_column.notes_drawn.toggles)
        assert folded == bool(note.earlier) and not note.earlier_open
        seen.append(len(note.earlier))

    play_lesson(app, scene, check)
    assert max(seen) >= 5  # the late steps had many before them, all folded


def test_the_earlier_steps_open_and_fold_with_a_click_and_next_still_works(app):
    scene = open_lesson(app, "kings-forge")
    history = scene.session.history
    while not (scene.lesson_holds() and len(scene.teaching.lesson_note().earlier) >= 2):
        lift_curtain(app)
        if scene.my_turn() and not scene.lesson_holds():
            play_by_places(app, scene, scene.teaching.lesson.expected(len(history)))
        elif scene.lesson_holds():
            press(app, pygame.K_PAGEDOWN)
        else:
            run_timers(app, steps=2, dt=50)
    app.draw()
    folded_box = scene.log_column.notes_drawn.boxes[0][1]
    toggle = dict(scene.log_column.notes_drawn.toggles)["earlier:lesson"]
    click(app, toggle.center)
    note = scene.teaching.lesson_note()
    assert note.earlier_open and note.paragraphs  # the step under way stays
    app.draw()
    opened_box = scene.log_column.notes_drawn.boxes[0][1]
    assert opened_box.height > folded_box.height
    assert scene.lesson_holds()  # opening the transcript is not Next
    held = len(history)
    press(app, pygame.K_PAGEDOWN)  # Next (a presenter's clicker) goes on as before
    assert not scene.lesson_holds() or len(history) > held
    app.draw()
    click(app, dict(scene.log_column.notes_drawn.toggles)["earlier:lesson"].center)
    assert not scene.teaching.lesson_note().earlier_open


@pytest.mark.parametrize("title_id", list(NAMES))
def test_after_the_lesson_the_hint_panel_shows_its_lines_whole(app, title_id):
    """Forge War's Free game note kept its room after the lesson and the Hint showed one
    cut-off line (review 5, shot 43)."""
    scene = open_lesson(app, title_id)
    play_lesson(app, scene)
    for _ in range(600):
        lift_curtain(app)
        settle(app, scene)
        if scene.my_turn():
            break
        run_timers(app, steps=2, dt=50)
    assert scene.teaching.lesson_note().heading == "Free game"
    assert note_ranges(app, scene)["lesson"] == (0, 0)
    press(app, pygame.K_h)
    notes = scene.side_notes()
    assert [n.heading for n in notes] == ["Free game", "Hint: the computer's choices"]
    assert notes[0].folded  # the closing words fold to their heading line
    assert note_ranges(app, scene)["hint"] == (0, 0), "the hint's lines are cut"
    boxes = {key: box for key, box, _, _ in scene.log_column.notes_drawn.boxes}
    assert scene.log_rect.contains(boxes["hint"])
    # the teacher may open the closing words again with a click on their heading
    click(app, dict(scene.log_column.notes_drawn.toggles)["fold:lesson"].center)
    assert not scene.side_notes()[0].folded


def kings_forge_after_a_claim(app) -> GameScene:
    """Ann has claimed a gather card whose place a draw refilled."""
    scene = open_game(app, Session.start(GameConfig("kings-forge", SEATS, "standard"), 5))
    move = next(  # one not asked about first (kf36: a claim keeping too few dice to craft)
        a
        for a in scene.session.legal_actions()
        if str(a).startswith("claim ") and not scene.board.losses(a)
    )
    assert scene.act(move)
    assert scene.session.history[-1].actor == CHANCE
    app.draw()
    return scene


def test_greyed_undo_after_a_draw_tells_of_the_teaching_table_where_the_mouse_rests(app):
    scene = kings_forge_after_a_claim(app)
    undo = button(scene.top, "Undo")
    assert not undo.enabled
    words = "A roll or a draw cannot be taken back; turn on Teaching table in the menu"
    assert undo.tooltip.startswith(words)
    text_report.start()
    try:
        window = text_report.recording_window(app.surface)
        post(app, pygame.MOUSEMOTION, pos=undo.rect.center, rel=(0, 0), buttons=(0, 0, 0))
        scene.invalidate()
        scene.draw(window)
        shown = " ".join(item["text"] for item in text_report.report(window))
    finally:
        text_report.stop()
    assert "Teaching table in the" in shown
    click(app, undo.rect.center)  # and a click says it too
    assert scene.toast.text.startswith(words)


def test_the_launcher_starts_a_game_at_a_teaching_table(app):
    launcher = Launcher(app)
    app.push(launcher)
    click_button(app, launcher.group, "King's Forge")
    click_button(app, launcher.group, "☐ Teaching table (undo anything)")
    click_button(app, launcher.group, "☑ Teaching table (undo anything)")  # off again
    click_button(app, launcher.group, "☐ Teaching table (undo anything)")
    assert button(launcher.group, "☑ Teaching table (undo anything)")
    click_button(app, launcher.group, "Start game")
    scene = app.stack.scenes[0]
    assert isinstance(scene, GameScene) and scene.session.teaching
    lift_curtain(app)
    settle(app, scene)
    before = scene.session.state
    move = next(  # one not asked about first (kf36: a claim keeping too few dice to craft)
        a
        for a in scene.session.legal_actions()
        if str(a).startswith("claim ") and not scene.board.losses(a)
    )
    assert scene.act(move) and scene.session.history[-1].actor == CHANCE
    click_button(app, scene.top, "Undo")  # past the draw
    assert scene.session.state == before
    # remembered for the next game started from the launcher
    again = Launcher(app)
    assert again.teaching


def test_a_lesson_s_computer_moves_come_at_a_teaching_pace_named_on_the_panel():
    """Warparty's lesson showed "Bruno is thinking…" for 10-20 s a turn (review 5): Bruno's
    twelve set-up moves at the usual pause each. In a lesson each comes after the teaching
    pause, a run of one kind back to back, whatever the speed setting; the panel names the
    move; Skip plays the moves without words at once."""
    app = App((1280, 720), bot_delay_ms=1600)  # the slowest speed setting
    app.home = lambda: Launcher(app)
    try:
        scene = open_lesson(app, "warparty")
        history = scene.session.history

        def to_bruno() -> None:
            while scene.session.active not in scene.session.bots:
                lift_curtain(app)
                if scene.handover is not None or scene.lesson_holds():
                    settle(app, scene)
                else:
                    play_by_places(app, scene, scene.teaching.lesson.expected(len(history)))

        to_bruno()
        while str(scene.teaching.lesson.scripted_move(len(history))).startswith("keep-quests "):
            until_bruno_moves(app, scene)  # Bruno keeps his quests (quick play deals them)
            to_bruno()
        coming = scene.teaching.lesson.scripted_move(len(history))
        assert str(coming).startswith("found ")
        assert scene.board.hint(scene.board.state).startswith("Bruno plays: Found")
        assert scene.top_bar.active_words() == "(normal) is playing"
        start = len(history)
        waited = until_bruno_moves(app, scene)
        assert waited >= LESSON_PACE_MS - 20  # the first after the teaching pause
        assert str(history[-1].action).startswith("found ")
        while str(scene.teaching.lesson.scripted_move(len(history))).startswith("found "):
            assert until_bruno_moves(app, scene) <= 20  # the other cities back to back
        assert until_bruno_moves(app, scene) >= LESSON_PACE_MS - 20  # then an upgrade, paced
        assert str(history[-1].action).startswith("upgrade ") and len(history) == start + 5
        assert button(scene.top, "Skip to my turn").enabled
        click_button(app, scene.top, "Skip to my turn")
        assert scene.session.active not in scene.session.bots or scene.lesson_holds()
        assert str(history[-1].action) == "ready"  # Bruno's whole set-up
    finally:
        pygame.display.quit()


def until_bruno_moves(app, scene) -> int:
    """Let time pass in 10 ms steps until a computer move is made; the time it took."""
    made = len(scene.session.history)
    for waited in range(10, 5000, 10):
        run_timers(app, dt=10)
        if len(scene.session.history) > made:
            return waited
    raise AssertionError("no computer move came")


def played(game: str, variant: str, moves: int) -> Session:
    """A game ``moves`` moves in, the greedy player in every seat (dice from the seed)."""
    session = Session.start(GameConfig(game, SEATS, variant), 3)
    title, rng = session.title, random.Random(3)
    while len(session.history) < moves:
        seat = session.active
        bot = title.bots()["greedy"](seat)
        session.apply(bot.choose(title.view(session.state, seat), session.legal_actions(), rng))
    return session


GAMES = [
    ("kings-forge", "standard", 10),
    ("forge-war", "simple", 12),
    ("warparty", "quick-play", 14),
]


@pytest.mark.parametrize(("game", "variant", "moves"), GAMES)
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_table_view_gives_the_board_the_window_and_cuts_nothing(game, variant, moves, size):
    text_report.start()
    app = App(size, bot_delay_ms=0)
    try:
        session = played(game, variant, moves)
        scene = open_game(app, session)
        board = scene.board.rect.copy()
        press(app, TABLE_KEY)
        assert scene.log_column.table_on and scene.board.rect.width > board.width + 200
        assert scene.board.rect.right >= size[0] - 20 and "log" not in scene.boxes()
        scene.toast = None
        window = text_report.recording_window(app.surface)
        app.surface = window
        scene.invalidate()
        app.draw()
        items = text_report.report(window, text_report.scene_boxes(app.stack.scenes))
        cut = [item for item in items if item["cut"]]
        assert not cut, cut
        # remembered for this title only
        assert GameScene(app, session).log_column.table_on
        other = next((g, v) for g, v, _ in GAMES if g != game)
        assert not GameScene(
            app, Session.start(GameConfig(other[0], SEATS, other[1]), 1)
        ).log_column.table_on
        click_button(app, scene.top, "Menu")
        click_button(app, app.stack.top.group, "Table view (V): on")
        assert not scene.log_column.table_on and scene.board.rect == board
    finally:
        text_report.stop()
        pygame.display.quit()
