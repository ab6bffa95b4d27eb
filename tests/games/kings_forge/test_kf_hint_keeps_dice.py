"""Playtest 8: King's Forge's hint advised placing the last dice, so the player had none to
roll and crafted nothing that round. A hint never leads with a gather move that leaves the
seat no die to roll while a move that keeps one exists, and a line for such a move says so."""

from __future__ import annotations

import pytest
from kfscen import new, supply

from forgegames.core.i18n import speaking
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.kings_forge import TITLE
from forgegames.games.kings_forge.actions import Claim
from forgegames.games.kings_forge.state import PHASE_GATHER

pytestmark = pytest.mark.usefixtures("greedy_hints")


def dice_left(state, seat: int, action) -> int | None:
    """The dice ``seat`` still has to roll once ``action`` and its dice placements are made
    (the greedy player's placements); None when the gather phase ends on the way."""
    bot = TITLE.bots()["greedy"](seat)
    state = TITLE.apply(state, action).state
    while TITLE.current_player(state) == seat and state.sub:
        legal = TITLE.legal_actions(state)
        state = TITLE.apply(state, bot.choose(TITLE.view(state, seat), legal, None)).state
    if state.phase != PHASE_GATHER:
        return None
    p = state.players[seat]
    return sum(p.supply) + p.library


def test_two_dice_and_a_claim_for_two_the_hint_keeps_them_and_says_why():
    state = supply(new(2), 0, m=2)  # the North Mine's top takes any two dice
    mine = Claim("north-mine", "top")
    assert mine in TITLE.legal_actions(state)
    assert dice_left(state, 0, mine) == 0
    first = TITLE.hint(state, 0)[0]
    assert dice_left(state, 0, first.action) != 0, first
    for lang, words in (("en", "no dice to roll"), ("es", "sin dados que tirar")):
        with speaking(lang):
            lines = {c.action: c.reason for c in TITLE.hint_choices(state, 0)}
        assert words in lines[mine], lines[mine]
        assert words not in lines[first.action]


def test_in_whole_games_the_hint_never_leads_with_placing_the_last_dice():
    seats = (SeatConfig("Ann", "blue"), SeatConfig("Ben", "orange", "greedy"))
    stranding_offered = 0
    for seed in (0, 3, 4):
        session = Session.start(GameConfig("kings-forge", seats, "standard"), seed)
        while not session.over and len(session.history) < 200:
            seat, state = session.active, session.state
            if seat >= 0 and state.phase == PHASE_GATHER and not state.sub:
                p = state.players[seat]
                if sum(p.supply) + p.library:
                    first = TITLE.hint(state, seat)[0]
                    assert dice_left(state, seat, first.action) != 0, (seed, first)
                    stranding_offered += any(
                        dice_left(state, seat, a) == 0
                        for a in TITLE.legal_actions(state)
                        if a.verb in ("claim", "copy")
                    )
            bot = session.title.bots()["greedy"](seat)
            view = session.title.view(state, seat)
            session.apply(bot.choose(view, session.legal_actions(), None))
    assert stranding_offered >= 10  # the games did offer the trap
