"""Playtest 24 (Forge War's "worth 1.4") and King's Forge alike: a hint's reason never falls
back on the computer's figure ("worth 0.0 to the computer player") for a move a player makes in
a real game. Whole games of greedy players, every reason of every choice read: before, all of
the 160 discards of six three-seat games said it."""

from __future__ import annotations

import random

import pytest

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.kings_forge import TITLE

SEATS = (
    SeatConfig("Ann", "blue", "greedy"),
    SeatConfig("Ben", "orange", "greedy"),
    SeatConfig("Cat", "green", "greedy"),
)


@pytest.mark.parametrize("seed", [0, 3])
def test_no_hint_reason_is_the_computer_s_bare_figure(seed: int) -> None:
    session = Session.start(GameConfig("kings-forge", SEATS, "standard"), seed)
    rng, read, discards = random.Random(seed), 0, 0
    for _ in range(300):
        legal = session.legal_actions()
        seat = session.active
        if not legal or seat is None or seat < 0:
            if not legal:
                break
            session.apply(legal[0])
            continue
        bot = TITLE.bots()["greedy"](seat)
        view = TITLE.view(session.state, seat)
        for choice in bot.choices(view, legal):
            words = bot.reason(view, choice)
            assert "computer player" not in words, (choice.action, words)
            read += 1
            discards += choice.action.verb == "discard"
        session.apply(bot.choose(view, legal, rng))
    assert read > 100 and discards > 0
