"""Playtest 22 item 3: King's Forge's top gather hint ("go to the docks... pay one die for a
wood die") had no figure while the third line said 84%. In a list of gather moves either
every line gives its chance to craft this round or none does (no move brings a chance).
Positions: every gather decision of seeded games of greedy players, 2 to 4 seats."""

from __future__ import annotations

import random
import re

import pytest

from forgegames.core.i18n import speaking
from forgegames.core.session import Session
from forgegames.core.simulate import bot_config
from forgegames.games.kings_forge import TITLE
from forgegames.games.kings_forge.bots import FIGURED, chance_shown
from forgegames.games.kings_forge.state import PHASE_GATHER

pytestmark = pytest.mark.usefixtures("greedy_hints")

FIGURE = re.compile(r"\d+\s?%")


def gather_hints(players: int, seed: int, rounds: int = 4):
    session = Session(TITLE, bot_config(TITLE, players, "standard", ["greedy"]), seed)
    session.resolve_chance()
    while not session.over and session.state.round <= rounds:
        s = session.state
        if s.phase == PHASE_GATHER:
            yield s, session.active, TITLE.hint(s, session.active, random.Random(0))
        session.apply(session.bot_action())
        session.resolve_chance()


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3)])
def test_every_gather_line_gives_its_figure_or_none_does(players, seed) -> None:
    with_figures = without = 0
    for state, seat, hint in gather_hints(players, seed):
        lines = [c for c in hint if c.action.verb in FIGURED]
        if len(lines) < 2:
            continue
        figured = [bool(FIGURE.search(c.reason)) for c in lines]
        assert all(figured) or not any(figured), [c.reason for c in lines]
        assert all(figured) == chance_shown(TITLE.view(state, seat), seat)
        with_figures += all(figured)
        without += not any(figured)
    assert with_figures >= 5
    assert without >= 1


def test_the_figures_are_said_in_spanish_too() -> None:
    with speaking("es"):
        for _state, _seat, hint in gather_hints(2, 1, rounds=2):
            lines = [c for c in hint if c.action.verb in FIGURED]
            figured = [bool(FIGURE.search(c.reason)) for c in lines]
            if len(lines) >= 2 and all(figured):
                assert all("probabilidad de fabricar" in c.reason for c in lines), lines
                return
    pytest.fail("no Spanish gather hint with figures")
