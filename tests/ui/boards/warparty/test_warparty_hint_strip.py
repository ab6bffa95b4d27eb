"""Warparty's hint strip under the map (issue 39): its two lines hold the hint whole; the keys'
reminder gives way when the hint needs its room, rather than the last line being dropped."""

from __future__ import annotations

import json

import pygame
import pytest
from test_warparty_board import _scene
from uihelp import click_button, play_by_places, run_timers, settle

from forgegames.core import i18n
from forgegames.core.i18n import tr
from forgegames.games.warparty.actions import Ready
from forgegames.ui import text_report, theme
from forgegames.ui.app import App
from forgegames.ui.boards.warparty.words import KEYS_HINT
from forgegames.ui.launcher import Launcher
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
        board._hint_words = lambda state, terse=0: words
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


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_lesson_s_set_up_prompt_is_whole_at_1024x640(tmp_path, lang):
    """The playtest's lesson shot stopped at "…then Set-up": the set-up prompt is the longest,
    and the lesson's step at Set-up done leaves the strip the least room."""
    i18n.set_language(lang)
    text_report.start()
    try:
        application = App((1024, 640), bot_delay_ms=0)
        application.home = lambda: Launcher(application)
        launcher = Launcher(application)
        application.push(launcher)
        click_button(application, launcher.group, "Warparty")
        click_button(application, launcher.group, tr("Learn to play"))
        scene = application.stack.scenes[0]
        run_timers(application, steps=20, dt=50)
        run = scene.teaching.lesson
        for _ in range(200):
            settle(application, scene)
            expected = run.expected(len(scene.session.history))
            if isinstance(expected, Ready):
                break
            if not scene.my_turn():  # Bruno keeps his armies' quests: the computer's move
                run_timers(application, steps=2, dt=50)
                continue
            play_by_places(application, scene, expected)
        assert isinstance(run.expected(len(scene.session.history)), Ready)
        board = scene.board
        words = board._hint_words(board.state)
        assert tr("Set-up done") in words  # the set-up's last step, not another phase's
        shorter = [board._hint_words(board.state, terse) for terse in range(3)]
        render(application, tmp_path / "setup.png", tmp_path / "setup.json")
        strip = board.bar_rect.copy()
        strip.width = board.bar_left - strip.x
    finally:
        text_report.stop()
        i18n.set_language("en")
        pygame.display.quit()
    drawn = json.loads((tmp_path / "setup.json").read_text(encoding="utf-8"))
    drawn = [d for d in drawn if pygame.Rect(d["rect"]).colliderect(strip)]
    joined = " ".join(d["text"] for d in drawn)
    assert any(joined.startswith(w) for w in shorter), joined  # the set-up's words, whole
    assert not any(d["cut"] for d in drawn), drawn


@pytest.mark.parametrize(
    ("lang", "words"),
    [("en", "(click an army to switch)"), ("es", "(clic en un ejército para cambiar)")],
)
def test_a_seat_with_two_armies_is_told_how_to_buy_for_the_other(tmp_path, lang, words):
    """A newcomer with the Humans and the Dwarves ended buying with the Dwarves' crowns
    unspent: nothing said a click on the other army's block lists its wares."""
    from forgegames import cli

    report = tmp_path / "report.json"
    argv = ["screenshot", "--game", "warparty", "--players", "2", "--seed", "14"]
    argv += ["--people", "1,2", "--until-phase", "placement", "--lang", lang]
    argv += ["--out", str(tmp_path / "a.bmp"), "--text-report", str(report)]
    try:
        assert cli.main(argv) == 0
    finally:
        text_report.stop()
        pygame.display.quit()
    said = " ".join(i["text"] for i in json.loads(report.read_text(encoding="utf-8")))
    assert words in said
