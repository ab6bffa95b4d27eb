"""Every line of Warparty's hint gives a reason (playtest 3: "End combat: the computer
player's pick"): over a game played by the computer players, the hint at each of a person's
positions words what its moves gain or avoid, in combat too."""

from __future__ import annotations

import random

import pytest

from forgegames.core import registry
from forgegames.core.i18n import tr
from forgegames.core.session import Session
from forgegames.core.title import CHANCE, GameConfig, SeatConfig
from forgegames.games.warparty.actions import EndCombat, Fight

pytestmark = pytest.mark.usefixtures("greedy_hints")  # hundreds of hints' words


def test_every_hint_line_has_a_reason_in_a_whole_game() -> None:
    title = registry.get("warparty")
    seats = (SeatConfig("Ann", "blue"), SeatConfig("Bo", "orange"))
    session = Session.start(GameConfig("warparty", seats, "standard"), 11)
    generic = tr("the computer player's pick")
    seen: set[type] = set()
    rng = random.Random(5)
    for _ in range(500):
        if session.over:
            break
        seat = session.active
        if seat != CHANCE and len(session.history) % 3 == 0:
            for choice in title.hint(session.state, seat):
                assert choice.reason and choice.reason != generic, choice.action
                seen.add(type(choice.action))
        bot = title.bots()["greedy"](seat)
        view = title.view(session.state, seat)
        session.apply(bot.choose(view, session.legal_actions(), rng))
    assert {EndCombat, Fight} <= seen, seen
