"""Issue 26, the Forge War review: solo results that agree with themselves (the log, the result
line and the notes), the round's events in their order, the solo market's two spaces, the
end of the game for an Expeditious quest and for a solo game, and the high-score tables."""

from __future__ import annotations

import functools
import re

import pytest

from forgegames.core.errors import IllegalAction
from forgegames.core.frozen import evolve
from forgegames.core.session import Session
from forgegames.core.simulate import bot_config, play_one
from forgegames.games.forge_war import TITLE, solo
from forgegames.games.forge_war.economy import Log
from forgegames.games.forge_war.game_actions import Clerk, MarketPass, Road
from forgegames.games.forge_war.mine_actions import PassMove
from forgegames.games.forge_war.quests import fail_quest, with_slot
from forgegames.games.forge_war.round_flow import end_round
from forgegames.games.forge_war.state import QuestEntry, changed, taken_out, with_seat
from tests.games.forge_war.fw_helpers import add_quest, advance_to, apply, passing_move, started
from tests.games.forge_war.solo_helpers import solo_started, with_mine


def bot_game(variant: str, seed: int, players: int = 1, **options: str) -> Session:
    chosen = tuple((k.replace("_", "-"), v) for k, v in options.items())
    config = bot_config(TITLE, players, variant, ["greedy"] * players, chosen)
    session = Session(TITLE, config, seed)
    session.resolve_chance()
    play_one(session, check=False)
    return session


# --- the round's events in their order -----------------------------------------------------------
def check_round_starts(texts: list[str]) -> None:
    """Each round's cards come out before its mine phase is announced, none during it."""
    starts = [i for i, t in enumerate(texts) if t.endswith(": mine phase.")]
    assert len(starts) >= 2
    cards = ("Market: ", "Quest offer: ")
    for at in starts:
        market = next(i for i in range(at, len(texts)) if texts[i].endswith(": market phase."))
        assert not any(t.startswith(cards) for t in texts[at:market]), texts[at:market]
    for before, at in zip(starts, starts[1:], strict=False):
        assert any(t.startswith(cards) for t in texts[before:at])


@pytest.mark.parametrize(("variant", "players"), [("simple", 2), ("solo", 1)])
def test_a_rounds_mine_phase_is_announced_after_its_cards_are_out(variant, players):
    check_round_starts([e.text for e in bot_game(variant, 4, players).events()])


def test_an_epic_round_begins_with_its_reveals_then_its_mine_phase():
    state = advance_to(started(2, "epic"), "quest")
    state = evolve(state, round=15)  # stage 3, round 3
    texts = []
    while state.round == 15 or TITLE.current_player(state) < 0:
        step = TITLE.apply(state, _passing(state))
        state = step.state
        texts += [e.text for e in step.events]
    mine = texts.index("Stage 3, round 4: mine phase.")
    assert any(t.startswith("Market: ") for t in texts[:mine])
    assert texts[mine:] == ["Stage 3, round 4: mine phase."]


def _passing(state):
    if TITLE.current_player(state) < 0:
        return TITLE.chance_outcomes(state)[0][0]
    return passing_move(state)


def test_the_solo_log_names_the_order_track_not_a_player_order():
    texts = [e.text for e in bot_game("solo", 3, difficulty="very-easy").events()]
    assert "The order track: Automaton A, Automaton B, Bot 1 (the player's marker last)." in texts
    assert not any(t.startswith("Starting player order") for t in texts)


def test_nothing_is_pushed_or_cleared_after_the_last_round():
    state = solo_started()
    state = evolve(state, round=7)
    offer = ("a", "b", "c", "d", "e", "f", "g", "h")  # pushing would drop two
    green = tuple(q for q in state.quests["green"] if q not in offer)
    state = changed(state, "quests", offer=offer, green=green)
    log = Log(state)
    state = end_round(state, log)
    assert state.phase == "over"
    assert not any("pushed off" in e.text or "leave the offer" in e.text for e in log.events)


def test_an_automated_colour_without_a_move_says_so_and_passes():
    # Colour 1's only overseers are hemmed in by the edge and by other overseers.
    overseers = {(0, -4): 1, (1, -4): 1, (2, -4): 1, (0, -3): 2, (1, -3): 2}
    overseers.update({(2, -3): 2, (-1, -3): 0, (-1, -2): 0, (3, -4): 0})
    state = with_mine(solo_started(), overseers, order=(0, 1, 2))
    step = TITLE.apply(state, PassMove())  # the player passes; colour 1 cannot move
    texts = [e.text for e in step.events]
    assert "Automaton A has no move: none of its overseers can move." in texts
    assert "Automaton A passes in the mine." in texts
    assert not any("only one move" in t for t in texts)


# --- the solo market: two actions, two spaces ----------------------------------------------------
def solo_market_with_a_long_quest():
    state = advance_to(solo_started(), "market")
    qid = next(x for x in state.quests["green"] if x == "escort-the-salt-caravan")
    state = taken_out(state, "quests", "green", qid)
    state = add_quest(state, 0, QuestEntry(qid, 0, 1))
    state = with_seat(state, 0, gold=10)
    return state, qid


def test_the_solo_road_rushes_a_quest_once_a_round():
    state, qid = solo_market_with_a_long_quest()
    state = apply(state, Road(qid, 1))
    assert state.phase == "market" and solo.market_actions_left(state) == 1
    legal = TITLE.legal_actions(state)
    assert not any(isinstance(a, Road) for a in legal)
    assert any(isinstance(a, Clerk) for a in legal) and MarketPass() in legal
    with pytest.raises(IllegalAction, match="you have used the road space this round"):
        TITLE.apply(state, Road(qid, 1))
    state = apply(state, next(a for a in legal if isinstance(a, Clerk)))
    assert state.phase == "quest"


def test_the_solo_clerk_claims_once_a_round():
    state, _ = solo_market_with_a_long_quest()
    claims = [a for a in TITLE.legal_actions(state) if isinstance(a, Clerk)]
    assert len(claims) >= 2
    state = apply(state, claims[0])
    assert not any(isinstance(a, Clerk) for a in TITLE.legal_actions(state))
    with pytest.raises(IllegalAction, match="you have used the clerk space this round"):
        TITLE.apply(state, claims[1])
    assert any(isinstance(a, Road) for a in TITLE.legal_actions(state))


# --- the end of the game -------------------------------------------------------------------------
def test_an_expeditious_quest_caught_by_the_end_keeps_its_leg_completed_in_play():
    state = started(2, "epic")
    state = evolve(state, round=18)
    entry = QuestEntry("return-of-the-vampire", 2, 18, ahead=1)
    state = taken_out(state, "quests", "yellow", entry.id)
    state = add_quest(state, 0, entry)
    end_of_game = state
    end_of_game = fail_quest(
        end_of_game, 0, end_of_game.seats[0].quests[0], Log(end_of_game), "", True
    )
    assert end_of_game.seats[0].prestige == 12  # the second leg, completed in play: no -3
    failed_now = state
    failed_now = fail_quest(failed_now, 0, failed_now.seats[0].quests[0], Log(failed_now), "")
    assert failed_now.seats[0].prestige == -3  # failed in management: nothing, and the -3


def lift(state, qid: str):
    """``state`` without a quest card in the offer or its deck (to give it to the player)."""
    offer = state.quests["offer"]
    if qid in offer:
        return changed(state, "quests", offer=with_slot(offer, offer.index(qid), None))
    for key in ("green", "yellow"):
        if qid in state.quests[key]:
            return taken_out(state, "quests", key, qid)
    raise AssertionError(f"{qid} is not in the offer or a deck")


def solo_at_the_end(*quests: tuple[str, int, int]):
    """A solo game after round 7's rewards holding ``(quest, tracker position, round taken)``:
    the game's end applied, with its log."""
    state = solo_started()
    state = evolve(state, round=7)
    for qid, pos, taken in quests:
        state = lift(state, qid)
        state = add_quest(state, 0, QuestEntry(qid, pos, taken))
    log = Log(state)
    state = end_round(state, log)
    return state, [e.text for e in log.events]


def test_the_last_rounds_quest_left_under_way_spares_the_game():
    state, texts = solo_at_the_end(("sentient-crystal-invasion", 1, 7))
    assert state.phase == "over" and solo.lost(state) is None
    assert texts[0].startswith("Solo ends the game with Sentient Crystal Invasion still under way")
    assert (
        texts[-1]
        == f"The solo game is complete: Solo scores {int(TITLE.scores(state)[0])} prestige."
    )
    assert not any("fails" in t or "wins" in t for t in texts)
    assert TITLE.result_heading(state) == "Solo game completed"
    assert TITLE.result_notes(state)[0].startswith("Completed (medium): ")
    assert TITLE.high_score(state)[1] == TITLE.scores(state)[0]


def test_a_quest_taken_earlier_and_unfinished_at_the_end_loses():
    state, texts = solo_at_the_end(
        ("escort-the-salt-caravan", 3, 5), ("sentient-crystal-invasion", 1, 7)
    )
    assert state.phase == "over"
    assert solo.lost(state) == "Escort the Salt Caravan not finished by the end of the game"
    assert "Solo fails Escort the Salt Caravan (not finished by the end of the game)" in texts[0]
    assert texts[-1] == (
        "Solo loses the solo game: Escort the Salt Caravan not finished by the end of the game."
    )
    assert TITLE.result_heading(state) == "Solo game lost"
    assert TITLE.high_score(state) == ("solo/medium", None)
    assert not TITLE.score_breakdown(state)[0].winner


def test_only_a_solo_game_has_its_own_heading():
    state = started(2)
    state = evolve(state, phase="over")
    assert TITLE.result_heading(state) is None


# --- many solo games: the log, the result line and the notes agree -------------------------------
END_LINE = re.compile(r"^The solo game is complete: (.+) scores (-?\d+) prestige\.$")
LOST_LINE = re.compile(r"^(.+) loses the solo game: (.+)\.$")
SEEDS = [(d, s) for d in ("very-easy", "medium") for s in range(12)]
SOLO_GAMES = pytest.mark.xdist_group("forge-war-solo-review-games")
"""The tests reading the solo games below run on one worker (``--dist loadgroup``,
pyproject.toml), which plays each game once (``solo_game``): twelve of them were played twice,
nine seconds."""


@functools.cache
def solo_game(difficulty: str, seed: int) -> Session:
    """The finished solo game of this seed (tests only read it)."""
    return bot_game("solo", 900 + seed, difficulty=difficulty)


@SOLO_GAMES
@pytest.mark.parametrize(("difficulty", "seed"), SEEDS)
def test_a_solo_games_log_result_and_notes_never_contradict_each_other(difficulty, seed):
    session = solo_game(difficulty, seed)
    state = session.state
    events = session.events()
    texts = [e.text for e in events]
    (note,) = TITLE.result_notes(state)
    (line,) = TITLE.score_breakdown(state)
    heading = TITLE.result_heading(state)
    assert state.phase == "over"
    assert not any(" wins " in t or t.endswith(" wins") for t in texts)
    assert not any("pushed off" in t for t in texts)
    reason = solo.lost(state)
    if reason is None:
        end = END_LINE.match(texts[-1])
        assert end and int(end[2]) == int(line.total)
        assert not any(e.kind == "failed" for e in events)  # a failure would have lost it
        assert note.startswith("Completed") and f" {int(line.total)} points, " in note
        assert heading == "Solo game completed" and line.winner
        assert TITLE.high_score(state)[1] == line.total
        spared = [t for t in texts if "still under way" in t]
        assert len(spared) <= 1
    else:
        lost = LOST_LINE.match(texts[-1])
        assert lost and lost[2] == reason
        assert sum(1 for t in texts if "loses the solo game" in t) == 1
        assert not any(END_LINE.match(t) for t in texts)
        assert note.startswith("Lost") and reason in note
        assert heading == "Solo game lost" and not line.winner
        assert TITLE.high_score(state)[1] is None
    assert "every quest completed" not in note.lower()


@SOLO_GAMES
def test_the_seeds_above_hold_completed_games_and_lost_ones():
    outcomes = {solo.lost(solo_game("very-easy", s).state) is None for s in range(12)}
    assert outcomes == {True, False}


# --- high-score tables ---------------------------------------------------------------------------
def test_bonus_tiles_have_high_score_tables_of_their_own():
    def key(variant, **options):
        chosen = tuple((k.replace("_", "-"), v) for k, v in options.items())
        return TITLE.high_score_key(variant, chosen)

    assert key("solo", difficulty="medium") == "solo/medium"
    assert key("solo-epic", difficulty="random", bonus_tiles="off") == "solo-epic/random"
    assert key("solo-epic", difficulty="random", bonus_tiles="on") == "solo-epic/random/bonus-tiles"
    assert key("epic", bonus_tiles="on") is None
    session = bot_game("solo-epic", 1, difficulty="very-easy", bonus_tiles="on")
    assert TITLE.high_score(session.state)[0] == "solo-epic/very-easy/bonus-tiles"
