"""Forge War's hints tell the truth (issue #40, "Hints that tell the truth"): the solo extra
overseer move is free, so it is neither priced nor called costly; a take or a finish that
loses a quest (in solo, the game) says so, and the bot takes a quest it can meet when one
exists; the last round's market pass names no "later"; an automaton's move is worded as its
priority's, the player picking among the tied moves. Positions come from seeded games of
greedy players (the same config, seed and moves always give the same position)."""

from __future__ import annotations

import functools

import pytest

from forgegames.core import registry
from forgegames.core.i18n import speaking
from forgegames.core.session import Session
from forgegames.core.simulate import bot_config
from forgegames.games.forge_war.bot_mine import EXTRA_MOVE_PRICE, MOVE_FLOOR
from forgegames.games.forge_war.bot_rescue import rescue
from forgegames.games.forge_war.bot_values import look_ahead, unmet_quests
from forgegames.games.forge_war.bots import GreedyBot
from forgegames.games.forge_war.game_actions import Done, MarketPass, TakeQuest
from forgegames.games.forge_war.info import TIES_OPTION
from forgegames.games.forge_war.mine_actions import PassMove
from forgegames.games.forge_war.mine_phase import MinePhase
from forgegames.games.forge_war.solo_mine import priority_moves
from forgegames.games.forge_war.stages import last_round

pytestmark = [
    pytest.mark.usefixtures("greedy_hints"),  # the greedy player's own words
    pytest.mark.xdist_group("fw-hint-truth"),
]
"""The tests read the same kept games (``positions``): on one worker each is played once
(spread over two, each worker played most of them: solo medium seeds 0-5 for four tests)."""

TITLE = registry.get("forge-war")
FUTURE = ("later", "next round", "más adelante", "próxima ronda")
"""Words naming a round to come (English and Spanish)."""


@functools.cache
def positions(variant: str, players: int, difficulty: str, seed: int) -> tuple:
    """(state, seat, the greedy player's move) at every decision of a seeded game of greedy
    players (solo: at ``difficulty``, the automatons' ties picked by the player)."""
    options = (("difficulty", difficulty), (TIES_OPTION, "i-pick")) if players == 1 else ()
    session = Session(TITLE, bot_config(TITLE, players, variant, ["greedy"], options), seed)
    out = []
    while True:
        session.resolve_chance()
        if session.over:
            return tuple(out)
        action = session.bot_action()
        out.append((session.state, session.active, action))
        session.apply(action)


def solo(difficulty: str = "medium", seeds: range = range(6)):
    for seed in seeds:
        yield from positions("solo", 1, difficulty, seed)


def two_player(seeds: range = range(2)):
    for seed in seeds:
        yield from positions("simple", 2, "", seed)


def own_extra_move(state) -> bool:
    phase = state.mphase
    return state.phase == "mine" and isinstance(phase, MinePhase) and phase.is_extra


def pass_choice(state, seat):
    view = TITLE.view(state, seat)
    choices = GreedyBot(seat).choices(view, TITLE.legal_actions(state))
    return next(c for c in choices if isinstance(c.action, PassMove)), choices


# --- 1. the solo extra move is free --------------------------------------------------------
def test_the_solo_extra_move_is_weighed_as_free_and_said_to_be() -> None:
    seen = 0
    for state, seat, action in solo("very-easy"):
        if not own_extra_move(state):
            continue
        passing, choices = pass_choice(state, seat)
        assert passing.score == MOVE_FLOOR  # the price of the last place is not charged
        best = max(c.score for c in choices)
        if best > MOVE_FLOOR:
            assert not isinstance(action, PassMove), "a move worth more than the floor is made"
        words = GreedyBot(seat).reason(TITLE.view(state, seat), passing)
        assert "free in solo" in words and "next round" not in words, words
        seen += 1
    assert seen >= 3


def test_the_two_player_extra_move_costs_the_last_place_in_the_order() -> None:
    seen = 0
    for state, seat, _ in two_player():
        if not own_extra_move(state):
            continue
        passing, _ = pass_choice(state, seat)
        assert passing.score == EXTRA_MOVE_PRICE
        words = GreedyBot(seat).reason(TITLE.view(state, seat), passing)
        assert "going last in the player order" in words and "next round" not in words
        seen += 1
    assert seen >= 2


# --- 2. a take or a finish that loses says so; a quest that can be met is taken ---------------
def meetable(state, seat, take) -> bool:
    return rescue(look_ahead(TITLE.view(state, seat), seat, take), seat) is not None


def test_the_solo_bot_takes_a_quest_it_can_meet_when_one_exists() -> None:
    weighed = 0
    for state, seat, action in solo():
        if not isinstance(action, TakeQuest):
            continue
        takes = [a for a in TITLE.legal_actions(state) if isinstance(a, TakeQuest)]
        if any(meetable(state, seat, a) for a in takes):
            assert meetable(state, seat, action), (state.round, action)
            weighed += 1
    assert weighed >= 6


def test_a_solo_take_that_loses_the_game_says_so() -> None:
    said = 0
    for state, seat, action in solo():
        if not isinstance(action, TakeQuest) or meetable(state, seat, action):
            continue
        hint = TITLE.hint(state, seat)
        assert hint[0].action == action
        assert "the solo game is lost" in hint[0].reason, hint[0].reason
        assert "worth most prestige" not in hint[0].reason
        said += 1
    assert said >= 2


def test_a_losing_finish_says_no_way_was_found_and_none_exists() -> None:
    said = 0
    for state, seat, action in solo():
        if not (isinstance(action, Done) and state.phase == "quest"):
            continue
        view = TITLE.view(state, seat)
        if not unmet_quests(view, seat):
            continue
        assert rescue(view, seat) is None  # the bot finishes only when no way is found
        reason = TITLE.hint(state, seat)[0].reason
        assert "no way found to meet the step of" in reason, reason
        assert "nothing more to do" not in reason
        assert "the solo game" in reason  # (loses: ...)
        said += 1
    assert said >= 2


# --- 3. the last round's market pass ---------------------------------------------------------
def test_the_last_round_market_pass_is_gold_for_the_final_score() -> None:
    said = 0
    for state, seat, _ in two_player():
        if state.phase != "market" or state.round < last_round(state) or state.pending:
            continue
        for lang in ("en", "es"):
            with speaking(lang):
                choices = TITLE.hint_choices(state, seat)
                passing = next(c for c in choices if isinstance(c.action, MarketPass))
            assert not any(word in passing.reason for word in FUTURE), passing.reason
        assert "final score" in GreedyBot(seat).reason(TITLE.view(state, seat), passing)
        said += 1
    assert said >= 2


# --- 4. an automaton's move ------------------------------------------------------------------
def test_an_automatons_move_is_worded_as_its_prioritys_not_as_a_plan() -> None:
    said = 0
    for state, seat, action in solo(seeds=range(3)):
        phase = state.mphase
        if state.phase != "mine" or not isinstance(phase, MinePhase) or phase.actor == seat:
            continue
        tied = len(priority_moves(state.mine, phase.actor))
        hint = TITLE.hint(state, seat)
        assert hint[0].action == action
        assert hint[0].reason.startswith(f"its priority allows {tied} moves"), hint[0].reason
        assert "better place" not in hint[0].reason
        said += 1
    assert said >= 5


# --- the sweep -----------------------------------------------------------------------------
SWEEP = [("solo", 1, "very-easy", s) for s in range(6)] + [
    ("solo", 1, "medium", s) for s in range(4)
]
SWEEP += [("simple", 2, "", s) for s in range(4)]


@pytest.mark.parametrize(("variant", "players", "difficulty", "seed"), SWEEP)
def test_no_hint_names_a_future_that_cannot_come(variant, players, difficulty, seed) -> None:
    """In a game's last round no reason says "later" or "next round"; in solo no reason
    prices a move "next round" (the order track turns whatever one does) and passing the
    extra move is weighed at the floor of any move."""
    read = 0
    for state, seat, _ in positions(variant, players, difficulty, seed):
        last = state.round >= last_round(state)
        if not (last or (state.solo and state.phase == "mine")):
            continue
        for choice in TITLE.hint(state, seat):
            if last:
                assert not any(w in choice.reason for w in FUTURE), (state.round, choice)
            if state.solo:
                assert "next round" not in choice.reason and "price" not in choice.reason
            read += 1
        if state.solo and own_extra_move(state):
            assert pass_choice(state, seat)[0].score == MOVE_FLOOR
    assert read >= 3
