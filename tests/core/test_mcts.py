"""The search player (core/mcts.py): legal moves only, blind to others' secrets, repeatable."""

from __future__ import annotations

import math
import os
import random
import time

import every_title
import pytest

from forgegames.core import registry
from forgegames.core.frozen import evolve
from forgegames.core.mcts import LEVELS, Budget, SearchBot, standing, win_shares
from forgegames.core.session import Session
from forgegames.core.simulate import bot_config
from forgegames.core.thinking import Thinking
from forgegames.core.title import Title
from forgegames.games.forge_war.state import seat_changed

CROSS_TITLE = True
TITLES = every_title.title_ids()
"""Every registered title, from the registry (``tests/test_every_title_covered.py``)."""
CASES = [(title_id,) for title_id in TITLES]

SMALL = Budget(iterations=6, horizon=3, width=3)


def opening(game: str, seed: int, kinds: list[str]) -> Session:
    title = registry.get(game)
    session = Session(title, bot_config(title, 2, title.info.default_variant, kinds), seed)
    session.resolve_chance()
    return session


@pytest.mark.parametrize("game", TITLES)
def test_every_title_offers_the_three_levels_with_their_own_words(game):
    title = registry.get(game)
    kinds = title.bots()
    assert list(LEVELS) == ["mcts-easy", "mcts-normal", "mcts-hard"]
    assert set(LEVELS) <= set(kinds)
    assert isinstance(kinds["mcts-hard"](1), SearchBot)
    words = {title.describe_bot(k) for k in LEVELS}
    assert len(words) == 3 and not any("A computer player" in w for w in words)
    assert title.bot_name("mcts-hard") == "Planner, hard"


@pytest.mark.parametrize("game", TITLES)
def test_the_search_player_only_ever_picks_a_legal_move(game):
    session = opening(game, 7, ["greedy"])
    title = session.title
    bots = [SearchBot(title, seat, SMALL) for seat in range(2)]
    for index in range(24):
        if session.over:
            break
        seat = session.active
        legal = session.legal_actions()
        action = bots[seat].choose(title.view(session.state, seat), legal, random.Random(index))
        assert action in legal
        session.apply(action)
    assert len(session.history) > 24


def test_same_seed_same_move_and_the_search_does_its_iterations():
    session = opening("kings-forge", 11, ["greedy"])
    for _ in range(6):
        session.apply(session.bot_action())
    title, seat = session.title, session.active
    legal = session.legal_actions()
    assert len(legal) > 1
    view = title.view(session.state, seat)
    picks = set()
    for _ in range(3):
        bot = SearchBot(title, seat, Budget(iterations=30, horizon=4, width=4))
        picks.add(bot.choose(view, legal, random.Random(99)))
        assert bot.iterations_done == 30
    assert len(picks) == 1


def test_another_seats_secret_cards_do_not_change_the_choice():
    session = opening("forge-war", 3, ["greedy"])
    title, state = session.title, session.state
    assert state.phase == "wealth" and session.active == 0
    theirs = state.seats[1].hand
    assert theirs and "?" not in theirs
    # seat 1's hand swapped with cards of the deck: what seat 0 may not see changes
    swapped = tuple(sorted(state.wealth_deck))[: len(theirs)]
    deck = tuple(sorted((set(state.wealth_deck) - set(swapped)) | set(theirs)))
    other = evolve(state, seats=seat_changed(state.seats, 1, hand=swapped), wealth_deck=deck)
    assert other != state and not title.check_invariants(other)
    legal = session.legal_actions()
    assert title.legal_actions(other) == legal
    budget = Budget(iterations=20, horizon=4, width=4)
    first = SearchBot(title, 0, budget).choose(title.view(state, 0), legal, random.Random(5))
    second = SearchBot(title, 0, budget).choose(title.view(other, 0), legal, random.Random(5))
    assert first == second


def test_forge_war_deals_the_unseen_cards_and_keeps_the_seen_ones():
    session = opening("forge-war", 3, ["greedy"])
    title, state = session.title, session.state
    view = title.view(state, 0)
    full = title.determinize(view, 0, random.Random(1))
    cards = [c for s in full.seats for c in s.hand] + list(full.wealth_deck)
    assert "?" not in cards and len(cards) == len(set(cards))
    assert full.seats[0].hand == state.seats[0].hand
    assert len(full.seats[1].hand) == len(state.seats[1].hand)
    assert len(full.wealth_deck) == len(state.wealth_deck)
    assert set(cards) == {c for s in state.seats for c in s.hand} | set(state.wealth_deck)


def test_a_title_without_secrets_searches_the_view_itself():
    title = registry.get("kings-forge")
    state = opening("kings-forge", 2, ["greedy"]).state
    assert Title.determinize(title, state, 0, random.Random(1)) is state


def test_values_win_shares_at_the_end_and_standing_before():
    assert win_shares([3, 5]) == [0.0, 1.0]
    assert win_shares([4, 4, 1]) == [0.5, 0.5, 0.0]
    behind, ahead = standing([2, 7])
    assert behind < 0.01 and ahead > 0.99 and standing([3, 3]) == [0.5, 0.5]
    low, level, _ = standing([1, 5, 5], scale=10.0)
    assert 0.1 < low < 0.5 == level
    assert standing([4, 6], scale=2.0)[1] == pytest.approx(0.5 + 0.5 * math.tanh(1.0))


def test_a_search_in_another_process_sends_back_the_move_chosen_here():
    """Forge War (a secret to deal) at the easy level (no clock): the move ``Thinking`` brings
    back from its own process is ``bot_action``'s; a second search cancelled ends at once."""
    session = opening("forge-war", 5, ["mcts-easy"])
    request = session.bot_search()
    assert request is not None and request[0] == "mcts-easy"
    thinking = Thinking()
    thinking.start(session.title, *request, key="here")
    assert thinking.busy and thinking.key == "here"
    action = None
    for _ in range(600):
        action = thinking.result()
        if action is not None:
            break
        time.sleep(0.05)
    assert action == session.bot_action()
    assert not thinking.busy
    thinking.start(session.title, *request)
    pid = thinking.process.pid
    thinking.cancel()
    assert not thinking.busy
    with pytest.raises(ProcessLookupError):  # ended and reaped
        os.kill(pid, 0)
    assert opening("forge-war", 5, ["greedy"]).bot_search() is None, "greedy chooses here"
