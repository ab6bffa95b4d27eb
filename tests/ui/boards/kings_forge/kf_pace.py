"""A King's Forge game at the normal pace, run frame by frame as the program runs it: Alice at
the screen (her moves the greedy player's, made through the frame), computer players in the
other seats, until a computer step a test looks for is played."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from forgegames.core.position_random import BOT_STREAM, PositionRandom
from forgegames.core.session import Entry, Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui.app import App
from forgegames.ui.game_scene import GameScene

PACE = 900
"""The normal speed setting's pause before a computer move (``app.BOT_SPEEDS``)."""


def run_until_bot(
    seats: Sequence[SeatConfig],
    seed: int,
    wanted: Callable[[Entry, Session], bool],
    frames: int = 8000,
) -> tuple[App, GameScene, object]:
    """The window, the frame and the state before the first computer step ``wanted`` (its
    history entry, the session after it) says is the one; the frame is drawn after it."""
    app = App((1280, 720), bot_delay_ms=PACE)
    session = Session.start(GameConfig("kings-forge", tuple(seats), "standard"), seed)
    scene = GameScene(app, session)
    app.push(scene)
    bot = session.title.bots()["greedy"](0)
    for _ in range(frames):
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
        if new and new[0].actor > 0 and wanted(new[0], session):
            return app, scene, before
    raise AssertionError("the computer step looked for was not played")
