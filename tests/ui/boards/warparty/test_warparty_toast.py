"""Warparty's toasts take the prompt's room under the map (issue 39): an only move's notice
once lay over half the waiting line there. The position comes from ``greedy_session``, whose
greedy players needed a random source to play Warparty at all."""

from __future__ import annotations

import pygame
from uihelp import greedy_session, open_game

from forgegames.core.title import SeatConfig
from forgegames.ui import text_report
from forgegames.ui.hotseat import toast_layout

SEATS = (SeatConfig("Ann", "blue"), SeatConfig("Bo", "orange"))
MOVES = 25


def test_greedy_players_play_warparty_moves():
    session = greedy_session("warparty", SEATS, 5, MOVES)
    assert len(session.history) >= MOVES
    movers = {entry.actor for entry in session.history if entry.actor >= 0}
    assert movers == {0, 1}, "both teams' greedy players moved"
    again = greedy_session("warparty", SEATS, 5, MOVES)
    assert [e.action for e in again.history] == [e.action for e in session.history]


def words_on_screen(app, scene) -> list[dict]:
    text_report.start()
    try:
        app.surface = text_report.recording_window(app.surface)
        scene.layer = None
        app.draw()
        return text_report.report(app.surface)
    finally:
        text_report.stop()


def test_a_toast_covers_the_whole_prompt_and_no_other_words(app):
    scene = open_game(app, greedy_session("warparty", SEATS, 5, MOVES))
    board = scene.board
    prompt = board.prompt_lines(board.state)[1]
    before = {i["text"] for i in words_on_screen(app, scene)}
    assert set(prompt) <= before
    message = "that unit has already moved this turn, so it stays " * 3
    scene.show_toast(message)
    shown = words_on_screen(app, scene)
    toast = [i for i in shown if i["text"].strip(" .").lower() in message]  # its wrapped lines
    assert len(toast) >= 2 and not any(i["cut"] for i in toast)
    texts = {i["text"] for i in shown}
    assert not set(prompt) & texts, "the prompt is hidden whole while the toast shows"
    _, box, _ = toast_layout(
        scene.toast, board.rect, app.board_scale, scene.button_rects(), board.toast_strip()
    )
    strip = board.toast_strip()
    assert box.contains(strip) and box.bottom == strip.bottom
    for item in shown:  # every other word lies clear of the toast
        if item not in toast:
            both = pygame.Rect(item["rect"]).clip(box)
            assert both.width <= 2 or both.height <= 2, item
    assert not any(box.colliderect(r) for r in scene.button_rects())
