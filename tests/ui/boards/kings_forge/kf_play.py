"""A King's Forge game as the playtest played it: a person at the screen against one computer
player, the computer's moves made by the frame's own timers."""

from __future__ import annotations

from uihelp import play_by_places, run_timers, settle

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui.game_scene import GameScene


def person_and_bot(app, seed: int = 7) -> GameScene:
    """Alice at the screen against one computer player, as the playtest was played."""
    seats = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange", "greedy"))
    scene = GameScene(app, Session.start(GameConfig("kings-forge", seats, "standard"), seed))
    app.push(scene)
    return scene


def person_turns(app, scene: GameScene, turns: int):
    """Yield at each of Alice's turns (the computer's moves made by the frame's timers), then
    play her greedy move by clicking its places."""
    session, title = scene.session, scene.session.title
    bot = title.bots()["greedy"](0)
    for _ in range(turns):
        for _ in range(40):
            run_timers(app, steps=10, dt=50)
            settle(app, scene)
            if session.active == 0 or session.over:
                break
        if session.over:
            return
        app.draw()
        yield
        action = bot.choose(title.view(session.state, 0), session.legal_actions(), None)
        play_by_places(app, scene, action)
