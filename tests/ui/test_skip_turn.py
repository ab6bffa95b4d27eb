"""Skip to my turn (issue 23): one click (or K) plays every computer player's moves at once,
without animations, until the person's turn; the log keeps a line for every event. Computer
moves shown one by one never cut the last move's animation short. Driven by real events."""

from __future__ import annotations

import pygame
from uihelp import click_button, press, run_timers, settle

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui.app import App
from forgegames.ui.game_scene import GameScene

SEATS = (
    SeatConfig("Bea", "red", "greedy"),
    SeatConfig("Cal", "green", "greedy"),
    SeatConfig("Dora", "orange", "greedy"),
    SeatConfig("Alice", "blue"),
)


def waiting_for_computers(app: App, game: str, variant: str) -> GameScene:
    """A game where Alice sits after three computer players, at the point where the
    computers are to move (they move only when skipped to)."""
    scene = GameScene(app, Session.start(GameConfig(game, SEATS, variant), 6))
    app.push(scene)
    for _ in range(50):
        settle(app, scene)
        if scene.session.is_bot_turn():
            return scene
        scene.act(scene.legal_actions()[0])
    raise AssertionError("the computers never came to move")


def test_one_click_plays_every_computer_move_up_to_my_turn(dice_race):
    app = App((1280, 720), bot_delay_ms=10**9, animation_speed="normal")
    for game, variant in (("kings-forge", "standard"), ("forge-war", "simple")):
        scene = waiting_for_computers(app, game, variant)
        session = scene.session
        first, logged = len(session.history), len(scene.log.entries)
        click_button(app, scene.top, "Skip to my turn")
        assert scene.my_turn() or session.over
        moved = {e.actor for e in session.history[first:] if e.actor >= 0}
        assert len(moved) >= 2 and 3 not in moved, f"{game}: the computers played, not Alice"
        events = [e for entry in session.history[first:] for e in entry.events]
        lines = [line for line, _, _ in scene.log.entries[logged:]]
        assert len(events) >= 3 and len(lines) == len(events), "a log line for every event"
        assert all(e.text in line for e, line in zip(events, lines, strict=True))
        assert not scene.animations.active, "the skipped moves are not animated"
        if game == "kings-forge":  # (Forge War's first choices are secret: nothing to see)
            assert scene.marks.get("bot"), "what the computers changed is marked"
        app.stack.scenes.clear()


def test_the_k_key_skips_too_and_is_refused_on_my_turn(dice_race):
    app = App((1280, 720), bot_delay_ms=10**9)
    scene = waiting_for_computers(app, "kings-forge", "standard")
    press(app, pygame.K_k)
    assert scene.my_turn()
    before = len(scene.session.history)
    press(app, pygame.K_k)
    assert len(scene.session.history) == before
    assert scene.toast is not None and scene.toast.text == "No computer player is to move now."


def test_a_computer_move_waits_for_the_last_ones_animation(dice_race):
    """At the fastest pace the next computer move follows the animation's end, not before."""
    app = App((1280, 720), bot_delay_ms=0, animation_speed="normal")
    scene = GameScene(
        app, Session.start(GameConfig("kings-forge", SEATS[:3], "standard"), 6)
    )  # computers only: they play on their own
    app.push(scene)
    for _ in range(200):
        before = len(scene.session.history)
        run_timers(app, 1, 16)
        if len(scene.session.history) > before and scene.animations.active:
            break
    assert scene.animations.active, "a computer move is being animated"
    moved = len(scene.session.history)
    left = max(a.delay_ms + a.duration_ms - a.elapsed for a in scene.animations.running)
    assert left > 100
    run_timers(app, 1, left - 1)
    assert len(scene.session.history) == moved, "no move cuts the animation short"
    run_timers(app, 1, 1)
    assert len(scene.session.history) > moved, "the next follows the animation's end at once"
