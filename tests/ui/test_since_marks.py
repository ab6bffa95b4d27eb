"""Playtest 15, item 7: the corner marks of what changed since a person's last turn were on
almost every card, row and territory after a computer's turn, all turn long (background
noise). Now they greet the person when the turn comes back and go at the first click on the
board, or after ``SINCE_MS`` on screen; a click on the top bar (the Legend that explains
them) leaves them. Every title, one person and one computer player, by real events."""

from __future__ import annotations

import pytest
from uihelp import click, click_button, play_greedy_until, press, run_timers

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui.boards.warparty.trail_marks import TRAIL_KEY
from forgegames.ui.game_scene import GameScene
from forgegames.ui.legend import Legend
from forgegames.ui.since_marks import SINCE_MS

SEATS = {
    "kings-forge": ("standard", 2),
    "forge-war": ("simple", 2),
    "warparty": ("quick-play-short", 2),
}


def back_to_alice(app, scene: GameScene) -> None:
    """Alice plays the greedy player's move each turn until her turn comes back after the
    computer's with something marked as changed since (Warparty marks nothing from its
    set-up, where a first legal move would place one unit back and forth; and nothing that
    its arrows of the other side's moves tell: Alice hides them with their key)."""

    def marked() -> bool:
        if scene.board.trail_shown() if hasattr(scene.board, "trail_shown") else False:
            press(app, TRAIL_KEY)  # (playtest 31: tags beside the arrows crowded the map)
        return bool(scene.marks.get("since"))

    play_greedy_until(app, scene, marked)


def open_game(app, game: str) -> GameScene:
    variant, seed = SEATS[game]
    seats = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange", "greedy"))
    scene = GameScene(app, Session.start(GameConfig(game, seats, variant), seed))
    app.push(scene)
    return scene


def drawn_since(app, scene: GameScene) -> bool:
    scene.layer = None
    app.draw()
    return bool(scene.marks.get("since"))


@pytest.mark.parametrize("game", sorted(SEATS))
def test_since_marks_go_at_the_first_click_on_the_board(app, game):
    scene = open_game(app, game)
    back_to_alice(app, scene)
    assert drawn_since(app, scene)
    click_button(app, scene.top, "Legend")  # what do the marks mean? they stay meanwhile
    assert isinstance(app.stack.top, Legend)
    app.stack.top.close()
    assert app.stack.top is scene and drawn_since(app, scene)
    played = len(scene.session.history)
    board = scene.board.rect
    click(app, (board.x + 3, board.bottom - 3))  # on the board: a look, not a move
    assert len(scene.session.history) == played and scene.my_turn()
    assert not drawn_since(app, scene), "the first click on the board puts them away"


@pytest.mark.parametrize("game", sorted(SEATS))
def test_since_marks_go_after_a_few_seconds(app, game):
    scene = open_game(app, game)
    back_to_alice(app, scene)
    left = scene.since.ms
    assert SINCE_MS - 1500 < left <= SINCE_MS  # (Alice's turn came back within a second)
    run_timers(app, steps=1, dt=left - 100)
    assert drawn_since(app, scene), "still there a moment before their time"
    run_timers(app, steps=1, dt=200)
    assert scene.my_turn() and not drawn_since(app, scene)
