"""Playtest 22, item 3: King's Forge's top hint, "go to the docks…", had no number while the
third (Pass) said 84%. The docks' reason now gives the chance to craft this round once the
trade it names is made."""

from __future__ import annotations

import random

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.kings_forge.actions import Discard, Visit
from forgegames.games.kings_forge.bots import GreedyBot, after_move, docks_plan, odds_value


def first_docks_hint(seed: int):
    """The greedy game of ``seed`` up to the first position where the docks' reason gives a
    figure: (state, seat, reason)."""
    seats = (SeatConfig("Ann", "blue", "greedy"), SeatConfig("Ben", "orange", "greedy"))
    session = Session.start(GameConfig("kings-forge", seats, "standard"), seed)
    title, rng = session.title, random.Random(seed)
    while len(session.history) < 200 and not session.over:
        seat = session.active
        state, legal = title.view(session.state, seat), session.legal_actions()
        bot = GreedyBot(seat)
        for choice in bot.choices(state, legal):
            if choice.action.verb == "docks" and "%" in bot.reason(state, choice):
                return state, seat, bot.reason(state, choice)
        session.apply(bot.choose(state, legal, rng))
    raise AssertionError("no docks hint with a figure in 200 moves")


def test_the_docks_hint_gives_the_chance_after_its_trade() -> None:
    state, seat, words = first_docks_hint(1)
    discard, dock = docks_plan(state, seat)
    assert isinstance(discard, Discard)
    assert words.startswith(f"discard the {state.world.card_name(discard.card)}, then at")
    after = state
    for move in (Visit(), discard, dock):
        after = after_move(after, seat, move)
    figure = round(100 * max(odds_value(after, seat, card) for card in after.display if card))
    assert words.endswith(f"this round: {figure}%"), words
