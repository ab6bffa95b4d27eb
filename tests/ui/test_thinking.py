"""A searching computer player thinks in another process (issue 40): the window keeps drawing
while it thinks, a mark shows on its seat, Undo and leaving the game end the search at once,
and the move it sends back is the one it would choose in the window's own process. Driven by
real events on a headless window."""

from __future__ import annotations

import os
import signal
import time

import pygame
from uihelp import click_button, run_timers, settle

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui import theme
from forgegames.ui.app import App
from forgegames.ui.game_bots import THINK_POLL_MS
from forgegames.ui.game_scene import GameScene
from forgegames.ui.launcher import Launcher


def gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def thinking_mark(app: App, scene: GameScene) -> bool:
    """The thinking mark is on screen: its dots under the seat in the top bar, one lit."""
    rect, s = scene.top_bar.seat_tag_rect, app.board_scale
    r = max(2, int(3 * s))
    dots = [(rect.x + int(9 * s) + i * 3 * r, rect.bottom + r) for i in range(3)]
    colours = [tuple(app.surface.get_at(dot))[:3] for dot in dots]
    return colours.count(theme.ACCENT) == 1 and colours.count(theme.TEXT_DIM) == 2


def thinking_game(bot: str) -> tuple[App, GameScene]:
    """King's Forge, Alice against a search player, at the search player's first move."""
    seats = (SeatConfig("Alice", "blue"), SeatConfig("Bea", "red", bot))
    app = App((1280, 720), bot_delay_ms=0, animation_speed="off")
    scene = GameScene(app, Session.start(GameConfig("kings-forge", seats, "standard"), 3))
    scene.session.set_teaching(True)  # undo may take Alice's move back on Bea's turn
    app.push(scene)
    for _ in range(20):
        if scene.session.is_bot_turn():
            return app, scene
        scene.act(scene.legal_actions()[0])
        settle(app, scene)
    raise AssertionError("the search player never came to move")


def test_frames_keep_coming_while_it_thinks_and_undo_ends_the_search(dice_race):
    app, scene = thinking_game("mcts-hard")
    moved = len(scene.session.history)
    run_timers(app)
    assert scene.computer.thinking.busy, "the search started in another process"
    pid = scene.computer.thinking.process.pid
    assert not gone(pid)
    os.kill(pid, signal.SIGSTOP)  # the search holds still: the window must not wait for it
    for _ in range(10):
        run_timers(app, dt=THINK_POLL_MS)
        app.draw()
    assert thinking_mark(app, scene), "three dots under the thinking seat"
    assert scene.computer.thinking.busy and len(scene.session.history) == moved
    os.kill(pid, signal.SIGCONT)
    assert scene.wakeup_ms() <= THINK_POLL_MS, "the frame comes back for the move"
    click_button(app, scene.top, "Undo")
    assert not scene.computer.thinking.busy
    assert gone(pid), "the search's process ended at the undo"
    assert scene.my_turn(), "Alice's move was taken back"
    assert len(scene.session.history) < moved
    app.draw()
    assert not thinking_mark(app, scene)


def test_leaving_the_game_ends_the_search(dice_race):
    app, scene = thinking_game("mcts-hard")
    run_timers(app)
    pid = scene.computer.thinking.process.pid
    app.home = lambda: Launcher(app)
    scene.menu.quit_to_launcher()
    assert not scene.computer.thinking.busy and gone(pid)


def test_closing_the_window_ends_the_search(dice_race, monkeypatch):
    app, scene = thinking_game("mcts-hard")
    run_timers(app)
    pid = scene.computer.thinking.process.pid
    monkeypatch.setattr(pygame, "quit", lambda: None)  # the other tests' display stays
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run()  # the real loop, ended by the window's close
    assert gone(pid)


def test_the_move_sent_back_is_the_one_chosen_here(dice_race):
    app, scene = thinking_game("mcts-easy")  # no clock: the same move in any process
    session = scene.session
    expected = session.bot_action()
    moved = len(session.history)
    for _ in range(400):
        run_timers(app, dt=THINK_POLL_MS)
        if len(session.history) > moved:
            break
        time.sleep(0.02)
    assert len(session.history) > moved, "the search's move came back and was played"
    assert session.history[moved].action == expected
    assert not scene.computer.thinking.busy
