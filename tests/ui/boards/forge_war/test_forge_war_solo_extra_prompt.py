"""The solo extra move's prompt tells the truth (issue #40): in solo the order track turns
whatever the player does, so the extra move is free, and the prompt says so instead of the
2-player game's "Taking it puts you last in player order"."""

from __future__ import annotations

import random

from uihelp import open_game

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.forge_war import TITLE
from forgegames.games.forge_war.mine_phase import MinePhase


def at_extra_move(config: GameConfig, seed: int) -> Session:
    """A session of ``config`` played by the greedy player up to the first extra move."""
    session = Session.start(config, seed)
    rng = random.Random(seed)
    while not session.over:
        session.resolve_chance()
        state = session.state
        if state.phase == "mine" and isinstance(state.mphase, MinePhase) and state.mphase.is_extra:
            return session
        seat = session.active
        bot = TITLE.bots()["greedy"](seat)
        session.apply(bot.choose(TITLE.view(state, seat), session.legal_actions(), rng))
    raise AssertionError("the game ended before an extra move")


def test_the_solo_extra_move_prompt_says_it_is_free(app) -> None:
    config = GameConfig(
        "forge-war", (SeatConfig("Ann", "blue"),), "solo", (("difficulty", "medium"),)
    )
    scene = open_game(app, at_extra_move(config, 1))
    prompt = scene.board.prompts.prompt(scene.board.view)
    assert "extra move, free in solo" in prompt and "puts you last" not in prompt


def test_the_two_player_extra_move_prompt_names_its_price(app) -> None:
    seats = (SeatConfig("Ann", "blue"), SeatConfig("Bea", "red"))
    scene = open_game(app, at_extra_move(GameConfig("forge-war", seats, "simple"), 3))
    prompt = scene.board.prompts.prompt(scene.board.view)
    assert "taking it puts you last in player order" in prompt.lower() and "free" not in prompt
