"""Playtest 25 (shot 94): the lesson said Bruno keeps his wealth cards in secret while the
log named them. The rules keep each choice secret until everyone has chosen, then turn every
kept card face up (``Rules.view``); the log follows them: a choice made while others still
choose names no card, and the reveal names everyone's."""

from __future__ import annotations

import pytest
from fw_helpers import config

from forgegames.core.session import Session
from forgegames.games.forge_war import TITLE


@pytest.mark.parametrize("players", [2, 3])
def test_the_log_names_kept_wealth_cards_only_once_everyone_has_chosen(players):
    session = Session(TITLE, config(players), 5)
    session.resolve_chance()
    wealth = session.state.world.content.wealth
    every_name = {card.name for card in wealth.values()}
    for turn in range(players):
        seat = session.active
        first = len(session.history)
        choice = TITLE.legal_actions(session.state)[0]
        session.apply(choice)
        text = " ".join(e.text for entry in session.history[first:] for e in entry.events)
        kept = [wealth[c].name for c in session.state.seats[seat].kept]
        if turn < players - 1:  # others still choose: no card of anyone's is named
            assert not [n for n in every_name if n in text], text
            assert "kept secret" in text
        else:  # the last choice turns every kept card face up
            assert f"keeps {kept[0]} and {kept[1]}" in text
            assert all(f"{session.config.seats[i].name} keeps" in text for i in range(players))
