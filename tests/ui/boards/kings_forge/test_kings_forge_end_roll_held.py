"""Playtests 31 and 32: "the computer's roll and claims happen at once with no pause on the
board". A computer player whose roll makes nothing ends its craft turn; its End is held on the
board for the pace's time, and now its roll stays on the craft table under its heading while
that step is shown when the next crafter is a computer too (before, that one's roll replaced
it the moment End was played). A person's own roll is theirs at once
(``test_kings_forge_computer_roll``, playtest 30)."""

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
SEATS = (
    SeatConfig("Alice", "blue"),
    SeatConfig("Bruno", "orange", "greedy"),
    SeatConfig("Chiara", "green", "greedy"),
)
SEED = 13


def first_bot_end() -> tuple[App, GameScene, object]:
    """A game at the normal pace, Alice's moves made through the frame as the greedy player
    would make them, run frame by frame until a computer's End hands the table to the other
    computer; the state before it."""
    app = App((1280, 720), bot_delay_ms=PACE)
    session = Session.start(GameConfig("kings-forge", SEATS, "standard"), SEED)
    scene = GameScene(app, session)
    app.push(scene)
    bot = session.title.bots()["greedy"](0)
    for _ in range(8000):
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
        ended = new and new[0].actor > 0 and isinstance(new[0].action, End)
        if ended and session.is_bot_turn() and before.pool:
            return app, scene, before
    raise AssertionError("no computer ended a craft turn before another's")


def test_a_computer_roll_stays_on_the_table_while_its_end_is_shown():
    app, scene, before = first_bot_end()
    rect, picture = steps.roll_picture(scene.board, before)
    for ms in (100, PACE // 2, PACE - 150):
        while scene.animations.running and scene.animations.running[0].elapsed < ms:
            app.tick(16)
        app.draw()
        shown = app.surface.subsurface(rect)
        assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(picture, "RGB"), (
            f"the roll is on the table {ms} ms into its End"
        )
