"""Playtest 26: with a hint's long list on the log column and a refusal under it, the game
log kept about five lines at 1280x720. While a notice shows on the column, the hint's list
stops higher (its lines scroll) and the log keeps at least ten lines."""

from __future__ import annotations

import pygame
from kf_play import person_and_bot, person_turns
from uihelp import press, run_timers

from forgegames.core.errors import Refusal
from forgegames.ui.game_scene import LOG_KEPT

LONG_ASIDE = " ".join(["A long aside that makes the hint's list as long as the playtest's."] * 6)


def hint_and_refusal(app, monkeypatch):
    scene = person_and_bot(app)
    for turn, _ in enumerate(person_turns(app, scene, 4)):
        if turn == 1:
            break
    monkeypatch.setattr(scene.board, "hint_aside", lambda: LONG_ASIDE)
    press(app, pygame.K_h)
    run_timers(app, 5, 50)
    return scene


def test_a_refusal_under_a_long_hint_leaves_ten_log_lines(app, monkeypatch):
    scene = hint_and_refusal(app, monkeypatch)
    app.draw()
    hint = next(box for key, box, *_ in scene.log_column.notes_drawn.boxes if key == "hint")
    assert hint.bottom > app.surface.get_height() // 2, "the hint's list reaches low"
    scene.reject(Refusal("Your supply cannot pay for that action (2 wood dice).", "gather"))
    run_timers(app, 2, 50)
    app.draw()
    lines = scene.drawing.lines_under_notice
    assert len(lines) >= LOG_KEPT, len(lines)
    notice = scene.toast_place()[1]
    assert scene.log_rect.contains(notice)
    assert scene.notes_limit is not None and scene.notes_limit <= notice.top
    assert all(line.top >= notice.bottom for line in lines)
    assert all(line.bottom <= scene.log_rect.bottom for line in lines)
