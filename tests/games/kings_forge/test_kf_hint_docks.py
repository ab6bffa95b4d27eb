"""Playtest 22, item 3: King's Forge's top hint, "go to the docks…", had no number while the
third (Pass) said 84%. The docks' reason now gives the chance to craft this round once the
trade it names is made."""

from __future__ import annotations

import random
import re

import pytest

from forgegames.core.session import Session
from forgegames.core.simulate import bot_config
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.kings_forge import TITLE
from forgegames.games.kings_forge.actions import Discard, Visit
from forgegames.games.kings_forge.bots import GreedyBot, after_move, docks_plan, odds_value
from forgegames.games.kings_forge.hint_words import dock_gain
from forgegames.games.kings_forge.state import PHASE_GATHER


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
    assert words.endswith(f" {figure}%"), words  # "falls from 24% to 10%", "stays at 55%"


FIGURE = re.compile(r"(\d+)\s?%$")


def docks_lines_ranked_over_more(players: int, seed: int):
    """Every docks line of the greedy hints of a seeded game's first 4 rounds that stands
    above a line giving a higher chance to craft this round: (its reason, the hinted seat's
    view)."""
    session = Session(TITLE, bot_config(TITLE, players, "standard", ["greedy"]), seed)
    session.resolve_chance()
    while not session.over and session.state.round <= 4:
        state = session.state
        if state.phase == PHASE_GATHER:
            hint = TITLE.hint(state, session.active, random.Random(0))
            figures = [FIGURE.search(c.reason) for c in hint]
            for i, choice in enumerate(hint):
                later = [int(f.group(1)) for f in figures[i + 1 :] if f]
                mine = int(figures[i].group(1)) if figures[i] else None
                if (
                    choice.action.verb == "docks"
                    and mine is not None
                    and max(later, default=0) > mine
                ):
                    yield choice.reason, TITLE.view(state, session.active)
        session.apply(session.bot_action())
        session.resolve_chance()


@pytest.mark.usefixtures("greedy_hints")
def test_a_docks_line_above_a_higher_figure_says_what_its_trade_brings() -> None:
    """Playtest 25, item 2: "go to the docks: ... pay one die for a wood die; chance to craft
    the Shield this round: 10%" stood first above two lines at 24%, with no word of why. The
    line now says what the trade brings (the die and the cards wanting its colour) and how the
    chance changes from now, as a claim's line does: the order reads as this round's chance
    traded for that die."""
    seen = 0
    for players, seed in [(2, 7), (3, 2), (2, 1)]:
        for words, state in docks_lines_ranked_over_more(players, seed):
            _discard, dock = docks_plan(state, state.turn)
            gain = dock_gain(state, dock.action)
            assert f"({gain})" in words, words
            assert any(w in words for w in ("falls from", "stays at", "rises to")), words
            seen += 1
    assert seen >= 2
