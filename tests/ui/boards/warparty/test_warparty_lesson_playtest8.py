"""Playtest 8 on Warparty's lesson: at 1024x640 the magenta mark round the battle's cards cut
their "row 1 (front)" captions; the fallen Goblin's strike-back, a step of the computer's, was
headed "the others play"; and the lesson advised splitting a stack, then moved all six Dwarven
Warriors as one. Played from the launcher with real clicks on what the lesson marks."""

from __future__ import annotations

import pygame
import pytest
from test_tutorial_board import open_lesson
from test_warparty_lesson_battle import play_until, strike_back_step

from forgegames.core.i18n import speaking
from forgegames.games.warparty.actions import Move, Target
from forgegames.ui import theme
from forgegames.ui.boards.warparty import pen as pen_module


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_lesson_s_marks_leave_the_row_captions_whole(small_app, lang, monkeypatch) -> None:
    app = small_app
    scene = open_lesson(app, "warparty")
    run, history = scene.teaching.lesson, scene.session.history
    first_attack = next(i for i, a in enumerate(run.actions) if isinstance(a, Target))
    play_until(app, scene, lambda: run.sync(len(history)) == first_attack)
    captions: list[pygame.Rect] = []
    real = pen_module.Pen.write

    def record(self, surface, words, *args, **kwargs) -> pygame.Rect:
        box = real(self, surface, words, *args, **kwargs)
        if words.startswith(("row 1", "primera fila")):
            captions.append(box)
        return box

    monkeypatch.setattr(pen_module.Pen, "write", record)
    with speaking(lang):
        scene.invalidate()
        app.draw()
    assert scene.teaching.hint_marks and len(captions) == 2  # both sides' front rows, both marked
    cards = scene.board.battle_panel.rects()
    assert any(m.colliderect(cards["side:0"]) for m in scene.teaching.hint_marks)
    screen = pygame.display.get_surface()
    for box in captions:
        pixels = [
            screen.get_at((x, y))[:3]
            for x in range(box.x, box.right)
            for y in range(box.y, box.bottom)
        ]
        assert theme.HINT not in pixels, box
        assert any(sum(p) > 300 for p in pixels)  # the words are there


def test_the_strike_back_step_is_headed_with_what_it_teaches(app) -> None:
    scene = open_lesson(app, "warparty")
    run, history = scene.teaching.lesson, scene.session.history
    strike = strike_back_step(run)
    play_until(app, scene, lambda: run.sync(len(history)) > strike)
    app.draw()
    note = scene.side_notes()[0]
    assert note.paragraphs == (run.say(strike),)
    assert note.heading == "Lesson: a fallen unit strikes back"
    with speaking("es"):
        assert scene.side_notes()[0].heading == "Lección: una unidad caída contraataca"


def test_the_lesson_splits_the_stack_it_tells_the_student_to_split(app) -> None:
    scene = open_lesson(app, "warparty")
    run, history, board = scene.teaching.lesson, scene.session.history, scene.board
    split = next(
        i for i, a in enumerate(run.actions) if isinstance(a, Move) and a.dest == "westmarch"
    )
    assert "click them once more" in run.say(split)
    play_until(app, scene, lambda: run.sync(len(history)) == split)
    state = scene.session.state
    stack = board.canvas.stack_rects(state)[("stonegate", "dwarves")]
    assert [m for m in scene.teaching.hint_marks if m == stack] == [stack, stack]  # marked twice
    play_until(app, scene, lambda: run.sync(len(history)) > split)
    state = scene.session.state
    assert history[-1].action == run.actions[split]
    assert sum(u.army == "dwarves" for u in state.units_at("westmarch")) == 5
    assert sum(u.army == "dwarves" for u in state.units_at("stonegate")) == 1
