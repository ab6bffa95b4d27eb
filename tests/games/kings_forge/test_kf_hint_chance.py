"""Issue 39: King's Forge's hint kept proposing "+2 dice to your smithy" in the same words.
A gather hint now says what the move does to the chance of crafting this round (a pass: the
card its dice may craft and the chance; a claim: the chance falling or rising), and that dice
gained to the smithy are for next round. The figures are checked against the board's own
estimate (``board_info.craft_probability``, a different method: simulated rolls)."""

from __future__ import annotations

import random
import re

import pytest
from kfscen import new, supply

from forgegames.core.i18n import speaking
from forgegames.core.session import Session
from forgegames.core.simulate import bot_config
from forgegames.games.kings_forge import TITLE, board_info
from forgegames.games.kings_forge.actions import Claim
from forgegames.games.kings_forge.state import PHASE_GATHER

pytestmark = pytest.mark.usefixtures("greedy_hints")


def after_payment(state, seat: int, action):
    """The state once ``action`` and the greedy player's dice for it are placed."""
    bot = TITLE.bots()["greedy"](seat)
    state = TITLE.apply(state, action).state
    while TITLE.current_player(state) == seat and state.sub:
        legal = TITLE.legal_actions(state)
        state = TITLE.apply(state, bot.choose(TITLE.view(state, seat), legal, None)).state
    return state


def card_id(state, name: str) -> str:
    return next(c for c in state.display if str(state.world.card_name(c)) == name)


def gather_positions(seeds=(1, 2, 3), players: int = 3, rounds: int = 3):
    for seed in seeds:
        session = Session(TITLE, bot_config(TITLE, players, "standard", ["greedy"]), seed)
        session.resolve_chance()
        while not session.over and session.state.round <= rounds:
            s = session.state
            if s.phase == PHASE_GATHER and not s.sub:
                yield s
            session.apply(session.bot_action())


FALLS = re.compile(r"chance to craft the (.+) this round falls from (\d+)% to (\d+)%")
KEEPS = re.compile(r"chance to craft the (.+) this round: (\d+)%")


def test_hint_chances_agree_with_the_boards_estimate():
    checked = 0
    for state in gather_positions():
        seat = state.turn
        for choice in TITLE.hint(state, seat, random.Random(0)):
            if choice.action.verb == "pass" and (m := KEEPS.search(choice.reason)):
                card, pct = card_id(state, m.group(1)), int(m.group(2))
                odds = board_info.craft_probability(state, seat, card).value
                assert abs(odds * 100 - pct) <= 6, (choice.reason, odds)
                checked += 1
            elif choice.action.verb == "claim" and (m := FALLS.search(choice.reason)):
                card, was, now = card_id(state, m.group(1)), int(m.group(2)), int(m.group(3))
                assert was > now
                odds = board_info.craft_probability(state, seat, card).value
                assert abs(odds * 100 - was) <= 6, (choice.reason, odds)
                after = after_payment(state, seat, choice.action)
                if after.phase == PHASE_GATHER:  # with the dice the greedy payer really left
                    real = board_info.craft_probability(after, seat, card).value
                    assert abs(real * 100 - now) <= 6, (choice.reason, real)
                checked += 1
    assert checked >= 5


def test_hints_change_with_the_position():
    tops = []
    for state in gather_positions(seeds=(1,)):
        hint = TITLE.hint(state, state.turn, random.Random(0))
        if hint:
            tops.append(hint[0].reason)
    assert len(tops) >= 8
    # the same words come back only for a seat whose dice have not changed (others moved)
    assert len(set(tops)) >= 0.75 * len(tops), tops
    assert max(tops.count(t) for t in tops) <= 3, tops


def test_dice_gained_to_the_smithy_are_said_to_be_for_next_round():
    state = supply(new(2), 0, m=5)
    mine = Claim("south-mine", "top")  # two metal dice to the smithy
    assert mine in TITLE.legal_actions(state)
    spec = state.world.content.actions[("south-mine", "top")]
    assert all(e.to == "smithy" for e in spec.effects if e.kind == "gain")
    line = next(c for c in TITLE.hint_choices(state, 0) if c.action == mine)
    assert "for next round" in line.reason
    with speaking("es"):
        line = next(c for c in TITLE.hint_choices(state, 0) if c.action == mine)
        assert "para la próxima ronda" in line.reason
