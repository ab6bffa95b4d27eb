"""Playtest: King's Forge's hint listed three moves without saying what each gains (the gather
lines only repeated the card's words). A line for a gather action that gives dice says which
dice and which cards on display want them, in English and in Spanish (since kf37, of those
cards only the ones its dice can make this round, or all of them "for later rounds")."""

from __future__ import annotations

import pytest

from forgegames.core.i18n import speaking
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.kings_forge import TITLE
from forgegames.games.kings_forge.content import COLOUR_CODE
from forgegames.games.kings_forge.craft_now import cards_filled, dice_after
from forgegames.games.kings_forge.state import PHASE_CRAFT

pytestmark = pytest.mark.usefixtures("greedy_hints")  # hundreds of hints' words

GIVERS = {"gain", "gamble"}


def hinted_gather_lines(seed: int, lang: str, moves: int = 160):
    """Each gather position's hint choices (with the state), the greedy player on both seats."""
    seats = (SeatConfig("Ann", "blue"), SeatConfig("Ben", "orange", "greedy"))
    session = Session.start(GameConfig("kings-forge", seats, "standard"), seed)
    title = session.title
    while not session.over and len(session.history) < moves:
        seat = session.active
        state = session.state
        if state.phase != PHASE_CRAFT and not state.sub:
            with speaking(lang):
                yield state, session.hint(seat)
        bot = title.bots()["greedy"](seat)
        session.apply(bot.choose(title.view(state, seat), session.legal_actions(), None))


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_claim_that_gives_dice_says_which_and_for_which_cards(lang):
    crafts = TITLE.world.content.craft
    checked = 0
    for seed in (3, 7):
        for state, choices in hinted_gather_lines(seed, lang):
            for choice in choices:
                action = choice.action
                assert choice.reason, action
                if action.verb != "claim":
                    continue
                spec = TITLE.world.content.actions[(action.card, action.side)]
                if not spec.effects or {e.kind for e in spec.effects} - GIVERS:
                    continue
                checked += 1
                with speaking(lang):
                    words = TITLE.world.side_text(action.card, action.side).rstrip(".")
                    assert words not in choice.reason, "it says what it gains, not the card"
                    assert choice.reason.startswith("+"), choice.reason
                    codes = set()
                    for e in spec.effects:
                        codes |= {COLOUR_CODE[c] for c in e.gain} | (
                            {COLOUR_CODE[e.colour]} if e.kind == "gamble" else set()
                        )
                    wanting = [
                        card
                        for card in state.display
                        if card and {colour for colour, _ in crafts[card].slots} & codes
                    ]
                    # every card the dice rolled this round could then make is named; one
                    # they cannot make may be left out (kf37: no promise of a craft)
                    now = cards_filled(state, state.turn, dice_after(state, state.turn, action))
                    names = {card: str(TITLE.world.card_name(card)) for card in wanting}
                    for card in wanting:
                        if card in now:
                            assert names[card] in choice.reason, (card, choice.reason)
                    if wanting:
                        assert any(n in choice.reason for n in names.values()), choice.reason
    assert checked >= 5
