"""A computer player's seat says how strong it is, in plain words, wherever the seat is shown
(playtest 16, item 2: the game showed only "(computer)"): King's Forge's tray, Forge War's mat,
the top bar while it thinks, and the results."""

from __future__ import annotations

import pygame
import pytest

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui import text_report
from forgegames.ui.app import App
from forgegames.ui.game_scene import GameScene
from forgegames.ui.results import Results


def drawn_texts(game: str, variant: str, first: str | None = "greedy") -> list[str]:
    """Every text drawn on a 1280x720 game of ``game`` with Ann a person and Ben the computer
    player ``first`` (and Ben's move first, where the game starts with it)."""
    seats = (SeatConfig("Ann", "blue"), SeatConfig("Ben", "orange", first))
    text_report.start()
    try:
        app = App((1280, 720), bot_delay_ms=10**9)
        app.surface = text_report.recording_window(app.surface)
        scene = GameScene(app, Session.start(GameConfig(game, seats, variant), 5))
        app.push(scene)
        app.draw()
        found = text_report.report(app.surface)
    finally:
        text_report.stop()
        pygame.display.quit()
    return [item["text"] for item in found]


def test_a_kings_forge_tray_names_its_computer_player_and_how_strong():
    texts = drawn_texts("kings-forge", "standard")
    said = [t for t in texts if t.startswith("Computer — normal")]
    assert said, texts
    assert not any(t.startswith("Computer — ") for t in texts if t not in said)
    people = drawn_texts("kings-forge", "standard", None)
    assert not any("Computer —" in t for t in people), "a person's tray says nothing of the kind"


def test_a_forge_war_mat_gives_its_computer_players_strength():
    """On the mat's header where it has room, else (fw34: the header names its workers in
    words first) in the tooltip of the player's name on the mat."""
    texts = drawn_texts("forge-war", "simple", "random")
    if "(random moves)" in texts:
        return
    seats = (SeatConfig("Ann", "blue"), SeatConfig("Ben", "orange", "random"))
    app = App((1280, 720), bot_delay_ms=10**9)
    try:
        scene = GameScene(app, Session.start(GameConfig("forge-war", seats, "simple"), 5))
        app.push(scene)
        app.draw()
        board = scene.board
        name = board.mats.name_rect(board.view, 1, board.rects["mat:1"])
        tips = [words for rect, words in board.tips if rect == name]
        assert tips and "random moves" in tips[0], (tips, texts)
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("kind, words", [("greedy", "Computer — normal"), (None, "")])
def test_the_results_name_a_computer_players_strength(kind, words):
    app = App((1280, 720), bot_delay_ms=10**9)
    try:
        seats = (SeatConfig("Ann", "blue"), SeatConfig("Ben", "orange", kind))
        scene = GameScene(app, Session.start(GameConfig("kings-forge", seats, "standard"), 5))
        app.push(scene)
        results = Results(app, scene)
        assert results.computer_words(1) == words and results.computer_words(0) == ""
    finally:
        pygame.display.quit()
