"""The computer players' moves are a collaborator the game frame owns (``scene.computer``),
not a mixin (issue 36): ``ComputerTurns`` asks the frame only what ``ComputerHost`` names, so
it runs against a bare host that has those names and nothing else."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pygame
from frame_parts import protocol_names
from uihelp import click_button, press, run_timers

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui.animation import Player
from forgegames.ui.game_bots import ComputerHost, ComputerTurns
from forgegames.ui.game_scene import GameScene


class BareHost:
    """Exactly what ``ComputerHost`` names, around a real session; it records what the
    computer players asked of it."""

    def __init__(self, session: Session) -> None:
        self.app = SimpleNamespace(bot_delay_ms=0, animation_factor=0.0, board_scale=1.0)
        self.session = session
        self.board = SimpleNamespace(
            holds_play=lambda: False,
            bot_pause_ms=lambda usual: usual,
            shown_later=lambda action: False,
        )
        self.animations = Player(lambda: 0.0)
        self.changes: dict[str, tuple[Any, Any]] = {}
        self.handover: int | None = None
        self.skippable = True
        self.teaching = SimpleNamespace(lesson=None)
        self.calls: list[str] = []
        self.logged: list[tuple[int, bool]] = []
        self.toasts: list[str] = []

    def on_top(self) -> bool:
        return True

    def lesson_holds(self) -> bool:
        return False

    def lesson_running(self) -> bool:
        return False

    def seat_name(self, seat: int) -> str:
        return self.session.config.seats[seat].name

    def describe(self, action) -> str:
        return str(action)

    def view_of(self, state):
        return state

    def log_events(self, events, first: int, audible: bool = True) -> None:
        self.logged.append((first, audible))

    def after_change(self, mover: int | None = None) -> None:
        self.calls.append("after_change")

    def animate(self, before) -> None:
        self.calls.append("animate")

    def show_toast(self, message: str, error: bool = True) -> None:
        self.toasts.append(message)

    def refresh(self) -> None:
        self.calls.append("refresh")


def bot_first(seed: int = 3) -> Session:
    seats = (SeatConfig("Bruno", "orange", "random"), SeatConfig("Alice", "blue"))
    session = Session.start(GameConfig("dice-race", seats, "standard"), seed)
    session.resolve_chance()
    return session


def test_skip_to_my_turn_runs_against_the_bare_host(dice_race):
    session = bot_first()
    assert session.is_bot_turn()
    host = BareHost(session)
    extra = set(vars(host)) - protocol_names(ComputerHost) - {"calls", "logged", "toasts"}
    assert extra == set(), "the bare host has only what the protocol names"
    turns = ComputerTurns(host)
    assert turns.should_move() and turns.can_skip()
    first = len(session.history)
    turns.skip_to_my_turn()
    assert not session.is_bot_turn() or session.over, "the computer moved up to Alice's turn"
    assert len(session.history) > first
    assert all(not audible for _, audible in host.logged), "skipped moves are logged quietly"
    assert host.logged[0][0] == first
    assert "bot" in host.changes and host.calls[-1] == "refresh"
    assert "animate" not in host.calls, "skipped moves are not animated"
    assert turns.seat == 0, "Bruno's moves are the ones marked"
    assert not turns.can_skip()
    turns.skip_to_my_turn()
    assert host.toasts == ["No computer player is to move now."]


def test_one_computer_move_at_its_pace(dice_race):
    session = bot_first()
    host = BareHost(session)
    turns = ComputerTurns(host)
    before = len(session.history)
    turns.tick(10)  # the instant pace: the move is made at once, then animated
    assert len(session.history) > before
    assert host.logged == [(before, True)] and host.calls[-2:] == ["after_change", "animate"]
    assert turns.words(0) == "Bruno is thinking…"


def test_the_game_frame_owns_its_computer_players(app, dice_race):
    """``GameScene`` is not assembled from ``ComputerTurns`` any more; the board still asks
    the frame for the computer's words (``BoardHost.bot_words``), and K skips through it."""
    assert not issubclass(GameScene, ComputerTurns)
    seats = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange", "random"))
    app.fixed_bot_delay = 10**9  # the computer moves only when skipped to
    scene = GameScene(app, Session.start(GameConfig("dice-race", seats, "standard"), 3))
    app.push(scene)
    run_timers(app, 1, 500)
    assert isinstance(scene.computer, ComputerTurns) and scene.computer.host is scene
    assert scene.bot_words(1) == "Bruno is thinking…"
    click_button(app, scene.board.group, "step")
    click_button(app, scene.board.group, "end")  # held for End turn
    click_button(app, scene.top, "End turn")
    assert scene.session.is_bot_turn()
    press(app, pygame.K_k, unicode="k")
    assert not scene.session.is_bot_turn(), "K played the computer's moves at once"
    assert "bot" in scene.changes, "and the board marks what they changed"


def test_the_top_bar_says_the_computer_waits_while_the_board_holds_play(app, dice_race):
    """Playtest 13: after a battle the summary waited for Alice to close it while the top bar
    said "Bruno is thinking…". While the board holds the computer's moves, the bar says so."""
    seats = (SeatConfig("Alice", "blue", "random"), SeatConfig("Bruno", "orange"))
    app.fixed_bot_delay = 10**9
    scene = GameScene(app, Session.start(GameConfig("dice-race", seats, "standard"), 3))
    app.push(scene)
    run_timers(app, 1, 500)
    assert scene.session.is_bot_turn()
    assert scene.top_bar.active_words() == "(random moves) is thinking…"  # its strength too (pt16)
    assert scene.top_bar.active_seat() == 0
    scene.board.holds_play = lambda: True
    # playtest 29: the person at the screen is named, with what they close
    assert scene.top_bar.active_seat() == 1
    assert scene.top_bar.active_words() == "— close the summary to go on"
