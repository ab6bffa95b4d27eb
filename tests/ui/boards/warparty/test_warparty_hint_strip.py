"""Warparty's hint strip under the map (issue 39): its two lines hold the hint whole; the keys'
reminder gives way when the hint needs its room, rather than the last line being dropped."""

from __future__ import annotations

import json

import pygame
from test_warparty_board import _scene

from forgegames.core.i18n import tr
from forgegames.ui import text_report, theme
from forgegames.ui.app import App
from forgegames.ui.boards.warparty.words import KEYS_HINT
from forgegames.ui.screenshot import render


def long_hint(board) -> str:
    """A hint that fills the strip's two lines with room to spare for no keys' reminder."""
    size, width = int(15 * board.s), max(10, board.bar_left - board.bar_rect.x - int(16 * board.s))
    words = ["Move"]
    while len(theme.try_wrap(" ".join(words) + " " + tr(KEYS_HINT), size, width)) <= 2:
        words.append("armies" if len(words) % 2 else "onward,")
    hint = " ".join(words)
    assert len(theme.try_wrap(hint, size, width)) == 2
    return hint


def strip_words(tmp_path, make_words) -> tuple[str, list[dict]]:
    """The hint given and the texts drawn in the strip's hint part at 1024x640."""
    text_report.start()
    try:
        application = App((1024, 640), bot_delay_ms=0)
        scene = _scene(application)
        board = scene.board
        words = make_words(board)
        board._hint_words = lambda state: words
        scene.invalidate()  # the frame's picture was drawn with the hint it had
        assert board.walk_targets(), "the keys' reminder is due: the map has targets"
        render(application, tmp_path / "strip.png", tmp_path / "strip.json")
        strip = board.bar_rect.copy()
        strip.width = board.bar_left - strip.x  # left of the strip's buttons
    finally:
        text_report.stop()
        pygame.display.quit()
    drawn = json.loads((tmp_path / "strip.json").read_text(encoding="utf-8"))
    return words, [d for d in drawn if pygame.Rect(d["rect"]).colliderect(strip)]


def test_a_short_hint_keeps_the_keys_reminder(tmp_path):
    _words, drawn = strip_words(tmp_path, lambda board: "Move an army.")
    assert " ".join(d["text"] for d in drawn) == f"Move an army. {KEYS_HINT}"
    assert not any(d["cut"] for d in drawn)


def test_a_long_hint_is_whole_and_the_keys_reminder_gives_way(tmp_path):
    words, drawn = strip_words(tmp_path, long_hint)
    assert " ".join(d["text"] for d in drawn) == words
    assert not any(d["cut"] for d in drawn), drawn
