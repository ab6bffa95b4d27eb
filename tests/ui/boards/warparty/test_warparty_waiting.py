"""Warparty's hint line when nobody at the screen can move: it names what the game waits for
(the turn held for End turn, a computer player thinking), and says nothing of waiting in a
replay, where nobody plays."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest
from test_warparty_board import first_turn
from uihelp import click_button, open_replay, press

from forgegames.core import i18n
from forgegames.core.title import SeatConfig
from forgegames.ui import text_report
from forgegames.ui.app import App
from forgegames.ui.game_scene import GameScene
from forgegames.ui.hotseat import ConfirmLoss
from forgegames.ui.screenshot import render

THINKING_MS = 10**7
"""The computer players' pause: long enough that the test sees one thinking."""


@pytest.fixture()
def slow_app():
    from forgegames.ui.launcher import Launcher

    application = App((1280, 720), bot_delay_ms=THINKING_MS)
    application.home = lambda: Launcher(application)
    yield application
    pygame.display.quit()


def good_turn_scene(app: App, evil: SeatConfig) -> GameScene:
    """Ann (the good team) to move first, against ``evil``."""
    scene = GameScene(app, first_turn(evil))
    app.push(scene)
    app.draw()
    return scene


def end_the_good_turn(app: App, scene: GameScene) -> None:
    for label in ("End movement", "End combat", "End buying"):
        click_button(app, scene.board.bar, i18n.tr(label))  # in the language on screen
        if isinstance(app.stack.top, ConfirmLoss):  # units that could still move
            click_button(app, app.stack.top.group, i18n.tr("Do it"))
        app.draw()


def test_the_hint_names_the_held_turn_then_the_computer_thinking(slow_app) -> None:
    scene = good_turn_scene(slow_app, SeatConfig("Bo", "orange", "random"))
    board = scene.board
    # the movement's prompt (here inviting to claim land within reach)
    assert board.hint(board.state).startswith("Claim land for income: move a unit into ")
    end_the_good_turn(slow_app, scene)
    assert scene.handover == 0
    assert board.hint(board.state) == (
        "Press End turn to hand over, or Undo to take your move back."
    )
    click_button(slow_app, scene.top, "End turn")
    slow_app.draw()
    assert scene.session.active == 1 and scene.session.is_bot_turn()
    assert board.hint(board.state) == "Bo is thinking…"


def test_a_replay_says_nothing_of_waiting(app, tmp_path: Path) -> None:
    scene = open_replay(app, tmp_path, "warparty", 30)
    app.draw()
    for _ in range(12):
        press(app, pygame.K_RIGHT, pause=False)
        app.draw()
        board = scene.board
        assert scene.read_only() and board.legal == []
        hint = board.hint(board.state)
        assert "Waiting" not in hint and "thinking" not in hint and "End turn" not in hint, hint


def test_the_waiting_line_names_the_armies_in_the_players_language(slow_app) -> None:
    """Issue 39: the line read "los Humans and Dwarves" in Spanish (the armies' ids, joined
    with an English "and")."""
    from forgegames.core.i18n import speaking

    scene = good_turn_scene(slow_app, SeatConfig("Bo", "orange"))
    end_the_good_turn(slow_app, scene)
    click_button(slow_app, scene.top, "End turn")
    scene.viewer = 0  # Ann's view still on screen (as ``screenshot --people`` draws it)
    scene.refresh()
    board = scene.board
    assert scene.session.active == 1 and board.legal == []
    assert board.hint(board.state) == "Waiting for Bo, who plays the Goblins and Undead."
    with speaking("es"):
        words = board.hint(board.state)
    assert words == "Esperando a Bo, que juega con los Goblins y No Muertos.", words


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "(Goblins and Undead, random moves) is thinking…"),
        ("es", "(Goblins y No Muertos, al azar) está pensando…"),
    ],
)
def test_the_bar_names_the_computer_armies_and_strength_in_one_bracket(
    slow_app, tmp_path, lang, words
) -> None:
    """Playtest 18: "Bo (Goblins and Undead) (random moves) is thinking…" (two brackets in a
    row). The bar drawn while the computer thinks has one bracket, in English and Spanish."""
    i18n.set_language(lang)
    text_report.start()
    try:
        scene = good_turn_scene(slow_app, SeatConfig("Bo", "orange", "random"))
        end_the_good_turn(slow_app, scene)
        click_button(slow_app, scene.top, i18n.tr("End turn"))
        assert scene.session.is_bot_turn()
        render(slow_app, tmp_path / "bar.png", tmp_path / "bar.json")
    finally:
        text_report.stop()
        i18n.set_language("en")
    drawn = json.loads((tmp_path / "bar.json").read_text(encoding="utf-8"))
    bar = sorted((d for d in drawn if d["rect"][1] < 52), key=lambda d: d["rect"][0])
    said = " ".join(d["text"] for d in bar)
    assert words in said, said
    assert ") (" not in said, said
