"""Fewer "Are you sure?" (issue #39, playtest 19 item 10; docs/confirms.md): a move that loses
something is played with one click and told (what it lost, and Ctrl+Z) where Undo can take it
back, and Ctrl+Z does; it is still asked about where Undo cannot (a roll or a card turned up
follows it, the board hands it on at once) or where it loses the game. Positions come from
the greedy player's games; the moves are made by real clicks on the places the board offers
for them, and taken back by the real key."""

from __future__ import annotations

import random

import pygame
import pytest
from uihelp import click, click_button, open_game, press

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.forge_war.mine_actions import PassMove
from forgegames.games.kings_forge.actions import End, Pass
from forgegames.ui.hotseat import ConfirmLoss

SEATS = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange"))
VARIANT = {"kings-forge": "standard", "forge-war": "simple"}


def position(game: str, kind: type, seed: int = 1, most: int = 600, seats=SEATS):
    """A game of ``game`` (two people unless ``seats`` say), played by the greedy player
    until a move of ``kind`` that loses something is legal to a person; the session and
    that move."""
    session = Session.start(GameConfig(game, seats, VARIANT[game]), seed)
    title, rng = session.title, random.Random(seed)
    bots = {seat: title.bots()["greedy"](seat) for seat in range(len(seats))}
    for _ in range(most):
        assert not session.over
        for action in session.legal_actions() if session.active not in session.bots else ():
            if isinstance(action, kind) and title.losses(session.state, action):
                return session, action
        seat = session.active
        view = title.view(session.state, seat)
        session.apply(bots[seat].choose(view, session.legal_actions(), rng))
    raise AssertionError(f"no {kind.__name__} that loses something came")


def click_move(app, scene, action) -> None:
    """Click where the board offers ``action`` (the places its hint would mark)."""
    app.draw()
    places = scene.board.hint_places(action)
    assert places, scene.describe(action)
    click(app, places[0].center)
    app.draw()


def test_a_move_undo_can_take_back_is_played_and_told(app):
    """Forge War: passing the round's overseer move, with one possible, hands the turn on
    (held for End turn): one click plays it, the message names the move given up and Ctrl+Z,
    and Ctrl+Z brings it back."""
    session, action = position("forge-war", PassMove)
    scene = open_game(app, session)
    mover, had = session.active, len(session.history)
    lost = session.title.losses(session.state, action)
    click_move(app, scene, action)
    assert app.stack.top is scene, "no question"
    assert session.history[had].action == action and scene.handover == mover
    assert lost[0] in scene.toast.text and scene.toast.text.endswith("Ctrl+Z takes it back.")
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(session.history) == had and session.active == mover
    assert action in session.legal_actions()
    app.tick(50)
    assert scene.toast is None or "Ctrl+Z" not in scene.toast.text, "gone with the move"


@pytest.mark.parametrize(
    ("kind", "why"),
    [(End, "the next craft turn's roll follows: Undo cannot take it back")],
)
def test_a_move_undo_cannot_take_back_still_asks(app, kind, why):
    """King's Forge: ending a craft turn with a card still in reach still asks first, with
    "don't ask me this again" for that seat (a gather pass no longer asks: kf37, below)."""
    session, action = position("kings-forge", kind)
    scene = open_game(app, session)
    had = len(session.history)
    assert not scene.undo_takes_back(action), why
    click_move(app, scene, action)
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmLoss), why
    assert any(b.label.startswith("Do it, and don't ask") for b in dialog.group.buttons)
    click_button(app, dialog.group, "Cancel")
    assert app.stack.top is scene and len(session.history) == had
    click_move(app, scene, action)
    click_button(app, app.stack.top.group, "Do it")
    assert session.history[had].action == action


def test_a_gather_pass_is_played_without_a_question(app):
    """Issue 39 (kf37): a pass with gather cards left loses those turns, and Undo cannot take
    it back, yet it is not asked about: its button names the reward and its tooltip says
    that gathering ends. The hint's line still names what it gives up."""
    session, action = position("kings-forge", Pass)
    assert session.title.losses(session.state, action), "the pass gives something up"
    scene = open_game(app, session)
    had = len(session.history)
    click_move(app, scene, action)
    assert app.stack.top is scene, "no question"
    assert session.history[had].action == action


def losing_dice_race(app, dice_race, monkeypatch):
    """The test title's two people's game, where ending the turn or rolling without a step
    loses the free step (and nothing is secret): its scene."""
    from titles import dice_race as dicerace

    def losses(self, state, action):
        if isinstance(action, dicerace.EndTurn | dicerace.Roll) and not state.stepped:
            return ["your free step forward this turn"]
        return []

    monkeypatch.setattr(type(dice_race), "losses", losses)
    monkeypatch.setattr(type(dice_race), "has_private_info", lambda self, state: False)
    seats = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange"))
    return open_game(app, Session.start(GameConfig("dice-race", seats, "standard"), 3))


def test_the_test_title_tells_its_end_and_asks_before_a_roll(app, dice_race, monkeypatch):
    """The frame's rule on the test title: ending without a step (held for End turn) is told
    and taken back by Ctrl+Z; rolling without a step, which a roll follows, is asked."""
    scene = losing_dice_race(app, dice_race, monkeypatch)
    session = scene.session
    had = len(session.history)
    click_button(app, scene.board.group, "end")
    assert app.stack.top is scene and len(session.history) == had + 1
    assert "free step" in scene.toast.text and "Ctrl+Z" in scene.toast.text
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(session.history) == had
    click_button(app, scene.board.group, "roll")
    assert isinstance(app.stack.top, ConfirmLoss), "a roll follows: asked first"
    click_button(app, app.stack.top.group, "Cancel")
    assert len(session.history) == had


def test_an_illegal_move_that_would_lose_something_is_refused_not_asked(
    app, dice_race, monkeypatch
):
    """A move the rules refuse is neither asked about nor told: the rule's reason shows."""
    from titles import dice_race as dicerace

    monkeypatch.setattr(type(dice_race), "losses", lambda self, state, action: ["something"])
    monkeypatch.setattr(type(dice_race), "has_private_info", lambda self, state: False)
    seats = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange"))
    scene = open_game(app, Session.start(GameConfig("dice-race", seats, "standard"), 3))
    session = scene.session
    step = dicerace.StepForward()
    assert session.title.losses(session.state, step)
    click_button(app, scene.board.group, "step")  # told (Undo could take it back)
    assert app.stack.top is scene and session.history[-1].action == step
    had = len(session.history)
    assert step not in session.legal_actions(), "one step a turn"
    assert scene.act(step) is False
    assert app.stack.top is scene and len(session.history) == had
    assert scene.toast is not None and scene.toast.error and "Ctrl+Z" not in scene.toast.text
