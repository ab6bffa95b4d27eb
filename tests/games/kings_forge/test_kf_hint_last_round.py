"""King's Forge's hint promises no round that may not come (issue #40, "Hints that tell the
truth"): dice gained to the smithy are "for next round", but once a player is close enough to
the target to end the game this round, the words say "if the game goes on"."""

from __future__ import annotations

import dataclasses

import pytest
from kfscen import new, supply

from forgegames.core.i18n import speaking
from forgegames.core.session import Session
from forgegames.core.simulate import bot_config
from forgegames.games.kings_forge import TITLE
from forgegames.games.kings_forge.actions import Claim
from forgegames.games.kings_forge.hint_words import ENDGAME_REACH

pytestmark = pytest.mark.usefixtures("greedy_hints")

NEXT = "for next round"
MAYBE = "for next round if the game goes on"


def mine_line(state) -> str:
    mine = Claim("south-mine", "top")  # two metal dice to the smithy
    return next(c for c in TITLE.hint_choices(state, 0) if c.action == mine).reason


def test_the_smithy_dice_are_for_next_round_only_if_the_game_goes_on_near_the_end() -> None:
    state = supply(new(2), 0, m=5)
    assert NEXT in mine_line(state) and MAYBE not in mine_line(state)
    target = state.world.content.setup.target[state.n]
    cards = tuple(state.world.content.craft)[: target - ENDGAME_REACH]
    players = list(state.players)
    players[1] = dataclasses.replace(players[1], claimed=cards)  # the other seat nears the end
    near = dataclasses.replace(state, players=tuple(players))
    assert MAYBE in mine_line(near)
    with speaking("es"):
        assert "para la próxima ronda, si la hay" in mine_line(near)


@pytest.mark.parametrize("seed", [0, 1])
def test_no_hint_in_the_games_last_round_promises_a_next_round(seed: int) -> None:
    session = Session(TITLE, bot_config(TITLE, 2, "standard", ["greedy"]), seed)
    said: list[tuple[int, str]] = []
    while True:
        session.resolve_chance()
        if session.over:
            break
        for choice in TITLE.hint(session.state, session.active):
            if NEXT in choice.reason:
                said.append((session.state.round, choice.reason))
        session.apply(session.bot_action())
    last = session.state.round
    assert all(MAYBE in reason for at, reason in said if at == last), said
    assert any(at < last and MAYBE not in reason for at, reason in said)  # said plainly before
