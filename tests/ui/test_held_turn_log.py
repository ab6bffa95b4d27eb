"""Playtest 9, finding 7: the log ran ahead of a move held for End turn (Warparty's "Turn 2
of 14 begins." while the bar still said turn 1; Forge War's "Round 1: mine phase" while still
placing overseers). A held move's lines up to its first change of turn, phase or round show
at once; the rest come when End turn hands over (a real click), and go with an Undo."""

from __future__ import annotations

import random

import pytest
from uihelp import click_button, settle

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui.game_scene import GameScene
from forgegames.ui.hotseat import ConfirmLoss

SEATS = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange"))
GAMES = {"forge-war": "simple", "warparty": "standard"}


def before_a_phase_change(game: str, seed: int = 5, held: bool = True):
    """A game of two people played by random moves up to a person's move that hands the turn
    to the other person and changes the turn, phase or round, held for End turn (``held``) or
    passing at once (an open hand-over: Forge War's placing of overseers): the session before
    it and the move."""
    session = Session.start(GameConfig(game, SEATS, GAMES[game]), seed)
    title, rng = session.title, random.Random(seed)
    for _ in range(4000):
        assert not session.over
        if session.active < 0:
            session.apply(session.bot_action())
            continue
        legal = session.legal_actions()
        action = rng.choice([a for a in legal if not str(a).startswith(("offer", "concede"))])
        step = title.apply(session.state, action)
        after = title.current_player(step.state)
        changes = any(e.kind == "phase" for e in step.events)
        open_one = title.open_handover(session.state, step.state)
        if after >= 0 and after != session.active and changes and open_one != held:
            return session, action
        session.apply(action)
    raise AssertionError("no held move changed the phase")


def said(scene: GameScene, words: str) -> int:
    """How many lines of the log say ``words``."""
    return sum(words in line for line, _, _ in scene.log.entries)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_held_moves_phase_lines_wait_for_end_turn(app, game) -> None:
    session, action = before_a_phase_change(game)
    scene = GameScene(app, session)
    app.push(scene)
    app.draw()
    settle(app, scene)
    scene.act(action)
    if isinstance(app.stack.top, ConfirmLoss):  # a move that loses something asks first
        click_button(app, app.stack.top.group, "Do it")
    assert scene.handover is not None, "the move is held for End turn"
    events = session.history[-1].events
    first = next(i for i, e in enumerate(events) if e.kind == "phase")
    ahead = events[first].text
    before = said(scene, ahead)
    assert [e.text for e in events[first:]] == [e.text for e, _ in scene.log_column.withheld]
    app.draw()
    click_button(app, scene.top, "End turn")
    assert said(scene, ahead) == before + 1, ahead
    assert not scene.log_column.withheld


def test_an_undone_held_move_leaves_no_line_waiting(app) -> None:
    session, action = before_a_phase_change("warparty")
    scene = GameScene(app, session)
    app.push(scene)
    app.draw()
    settle(app, scene)
    scene.act(action)
    if isinstance(app.stack.top, ConfirmLoss):
        click_button(app, app.stack.top.group, "Do it")
    ahead = scene.log_column.withheld[0][0].text
    before = said(scene, ahead)
    app.draw()
    click_button(app, scene.top, "Undo")
    assert scene.handover is None and not scene.log_column.withheld
    assert said(scene, ahead) == before


def test_an_open_hand_overs_lines_show_at_once(app) -> None:
    """Forge War's last overseer placed passes the turn with no End turn: the mine phase's
    line is in the log at once, and nothing waits."""
    session, action = before_a_phase_change("forge-war", held=False)
    scene = GameScene(app, session)
    app.push(scene)
    app.draw()
    settle(app, scene)
    scene.act(action)
    assert scene.handover is None and not scene.log_column.withheld
    events = session.history[-1].events
    ahead = next(e.text for e in events if e.kind == "phase")
    assert said(scene, ahead) >= 1, ahead
