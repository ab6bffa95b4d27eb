"""Playtests 31 and 32: "the computer's roll and claims happen at once with no pause on the
board". A computer player whose roll makes nothing ends its craft turn; its End is held on the
board for the pace's time, and now its roll stays on the craft table under its heading while
that step is shown (before, the next crafter's roll replaced it the moment End was played)."""

from __future__ import annotations

import pygame

from forgegames.core.position_random import BOT_STREAM, PositionRandom
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.kings_forge.actions import End
from forgegames.ui.app import App
from forgegames.ui.boards.kings_forge import steps
from forgegames.ui.game_scene import GameScene

PACE = 900
SEATS = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange", "greedy"))
SEED = 7
"""Round 1: Bruno rolls one metal 5, which makes nothing, and ends his craft turn."""


def first_bot_end() -> tuple[App, GameScene, object]:
    """A game at the normal pace, Alice's moves made through the frame as the greedy player
    would make them, run frame by frame until Bruno's End is played; the state before it."""
    app = App((1280, 720), bot_delay_ms=PACE)
    session = Session.start(GameConfig("kings-forge", SEATS, "standard"), SEED)
    scene = GameScene(app, session)
    app.push(scene)
    bot = session.title.bots()["greedy"](0)
    for _ in range(4000):
        if app.stack.top is not scene:
            app.pop()
            continue
        if not session.is_bot_turn() and not scene.animations.active:
            if scene.handover is not None:
                scene.end_turn()
                continue
            rng = PositionRandom(session.seed, BOT_STREAM, len(session.history))
            view = session.title.view(session.state, 0)
            assert scene.commit(bot.choose(view, session.legal_actions(), rng))
            continue
        before, had = session.state, len(session.history)
        app.tick(16)
        app.draw()
        new = session.history[had:]
        if new and new[0].actor == 1 and isinstance(new[0].action, End):
            return app, scene, before
    raise AssertionError("Bruno never ended a craft turn")


def test_a_computer_roll_stays_on_the_table_while_its_end_is_shown():
    app, scene, before = first_bot_end()
    assert before.pool, "Bruno had rolled dice"
    rect, picture = steps.roll_picture(scene.board, before)
    for ms in (100, PACE // 2, PACE - 150):
        while scene.animations.running and scene.animations.running[0].elapsed < ms:
            app.tick(16)
        app.draw()
        shown = app.surface.subsurface(rect)
        assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(picture, "RGB"), (
            f"Bruno's roll is on the table {ms} ms into his End"
        )
