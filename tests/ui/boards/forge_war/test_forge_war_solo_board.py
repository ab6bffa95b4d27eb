"""The solo board, headless: the first round of a solo game played only by clicks, with the
automated colours' moves offered as the player's choice among the moves their priority ties."""

from __future__ import annotations

import random

from test_forge_war_board import lift_curtain, play_by_clicks
from uihelp import click, play_clicked, run_timers, settle

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.forge_war import TITLE
from forgegames.games.forge_war.mine_actions import MoveOverseer, hex_of
from forgegames.games.forge_war.solo_mine import priority_moves
from forgegames.ui.boards.forge_war import ForgeWarBoard
from forgegames.ui.game_scene import GameScene


def start_solo(app, seed: int) -> GameScene:
    config = GameConfig(
        "forge-war", (SeatConfig("Ann", "blue"),), "solo", (("difficulty", "very-easy"),)
    )
    scene = GameScene(app, Session.start(config, seed))
    app.push(scene)
    assert isinstance(scene.board, ForgeWarBoard)
    lift_curtain(app)
    run_timers(app, steps=20, dt=50)
    return scene


def test_one_solo_round_by_clicks(app, tmp_path, monkeypatch):
    monkeypatch.setenv("FORGEGAMES_DATA_DIR", str(tmp_path))
    scene = start_solo(app, seed=3)
    session = scene.session
    bot = TITLE.bots()["greedy"](0)
    rng = random.Random(3)
    automated_turns = 0
    while not session.over and session.state.round == 1:
        settle(app, scene)
        assert scene.my_turn()
        state = session.state
        board: ForgeWarBoard = scene.board
        phase = state.mphase
        if state.phase == "mine" and not state.pending and phase.actor in phase.automated:
            # Only the overseers the priority lets move are lit, and only their tied moves.
            allowed = priority_moves(state.mine, phase.actor)
            lit = {t.hex for t in board.live_targets() if t.hex is not None}
            assert lit == {hex_of(a.frm) for a in allowed if isinstance(a, MoveOverseer)}
            assert f"{len(allowed)} moves tie" in board.prompts.prompt(board.view)
            automated_turns += 1
        choice = bot.choose(TITLE.view(state, session.active), session.legal_actions(), rng)
        play_clicked(app, scene, play_by_clicks, choice)
        app.draw()
    assert automated_turns >= 1
    assert session.state.round == 2 or session.over


def test_a_ruled_out_automated_overseer_is_refused_with_the_reason(app):
    scene = start_solo(app, seed=3)
    session = scene.session
    bot = TITLE.bots()["greedy"](0)
    rng = random.Random(3)
    while not (session.state.phase == "mine" and session.state.mphase.actor != 0):
        state = session.state
        session.apply(bot.choose(TITLE.view(state, 0), session.legal_actions(), rng))
    scene.after_change()
    app.draw()
    board: ForgeWarBoard = scene.board
    state = session.state
    colour = state.mphase.actor
    names = [scene.seat_name(i) for i in range(3)]
    assert names[1:] == ["Automaton A", "Automaton B"]
    assert scene.seat_colour(1) != scene.seat_colour(0) != scene.seat_colour(2)
    # Someone else's overseer is not the automated colour's: refused, nothing played.
    other = next(h for h, c in state.mine.overseers.items() if c != colour)
    before = len(session.history)
    click(app, board.mine_view.centre(other))
    assert len(session.history) == before
