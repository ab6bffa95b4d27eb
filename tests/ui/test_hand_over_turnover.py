"""One hand-over for the whole game (playtest 6, finding 4): when a round turns over by itself
and the next person is someone else, and when a game of several people is continued from its
save, the screen greets the next person the same way it does at every other hand-over — behind
the curtain in a game that hides something (Warparty), with the turn banner and input guard
in a game that hides nothing (King's Forge, and Forge War once the secret wealth choices are
made: issue #39). Driven by real clicks and keys."""

from __future__ import annotations

import random

import pytest
from uihelp import click, click_button, run_timers

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui.game_scene import GameScene
from forgegames.ui.hotseat import GUARD_MS, ConfirmLoss
from forgegames.ui.overlays import Curtain

SEATS = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange"))
GAMES = {"forge-war": "simple", "kings-forge": "standard", "warparty": "standard"}
CURTAINED = {"warparty"}  # secret quests and spells (Forge War hides nothing after round 1)


def round_of(session: Session) -> int | None:
    return session.title.status(session.state).round


def turnover_game(game: str, seed: int = 11) -> tuple[GameConfig, list]:
    """A game of two people played by random moves up to the first move of one person after
    which the round has turned over by itself and the other person is to act: the config and
    the people's moves, that move last."""
    config = GameConfig(game, SEATS, GAMES[game])
    session = Session.start(config, seed)
    rng = random.Random(seed)
    for _ in range(3000):
        assert not session.over, "the game ended without a round turning over"
        mover, before = session.active, round_of(session)
        legal = session.legal_actions()
        # no offer to end the game nor conceding it (Warparty's)
        action = rng.choice(
            [a for a in legal if not str(a).startswith(("offer", "concede"))] or legal
        )
        session.apply(action)
        after = session.active
        if before is not None and round_of(session) != before and after >= 0 and after != mover:
            return config, [e.action for e in session.history if e.actor >= 0]
    raise AssertionError("no round turned over in 3000 moves")


def continued(app, tmp_path, config: GameConfig, moves: list) -> GameScene:
    """The game saved after ``moves`` and opened again as Continue opens it."""
    session = Session.start(config, 11)
    for action in moves:
        session.apply(action)
    path = tmp_path / "game.json"
    session.save(path)
    scene = GameScene(app, Session.resume(path))
    app.push(scene)
    return scene


def assert_greeted(app, scene: GameScene, game: str, seat: int) -> None:
    """The next person is greeted as at every hand-over of this game: a curtain naming them,
    or (no curtain) their banner and the input guard."""
    name = SEATS[seat].name
    if game in CURTAINED:
        assert isinstance(app.stack.top, Curtain), f"{game}: no curtain for {name}"
        assert app.stack.top.name == name
        assert scene.viewer is None, "nobody's board is on screen behind the curtain"
        click(app, app.stack.top.button_rect().center)
    assert app.stack.top is scene and scene.viewer == seat
    assert scene.banner is not None and scene.banner.text == f"{name}, your turn"
    assert scene.guarded()


@pytest.mark.parametrize("game", sorted(GAMES))
def test_continue_and_round_turnover_hand_over_like_any_turn(app, tmp_path, game):
    config, moves = turnover_game(game)
    last = moves.pop()  # opened one move before the turnover, at a person's turn
    scene = continued(app, tmp_path, config, moves)
    mover = scene.session.active
    assert mover >= 0
    assert_greeted(app, scene, game, mover)
    run_timers(app, steps=1, dt=GUARD_MS + 50)
    # the move that ends the round, made by clicking where the board says it is made
    before = len(scene.session.history)
    clicked: set[tuple[int, int, int, int]] = set()
    while len(scene.session.history) == before:
        top = app.stack.top
        if isinstance(top, ConfirmLoss):
            click_button(app, top.group, "Do it")
            continue
        app.draw()
        places = [r for r in scene.board.hint_places(last) if tuple(r) not in clicked]
        assert places, f"no place left to click for {last}"
        clicked.add(tuple(places[0]))
        click(app, places[0].center)
    if scene.handover is not None:
        click_button(app, scene.top, "End turn")
    assert scene.session.active == 1 - mover
    assert_greeted(app, scene, game, 1 - mover)
