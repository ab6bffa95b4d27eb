"""Large battles (issue 22): every battle ``odds`` accepts gets an answer, exact or sampled,
in bounded time and memory; a side larger than it answers for is a one-line error."""

from __future__ import annotations

import json
import time

import pytest

from forgegames.cli import main
from forgegames.games.warparty import odds
from forgegames.games.warparty.content import load_armies


def test_odds_on_a_large_battle_gets_an_answer(monkeypatch, capsys) -> None:
    """199 units against 99 once ended in a RecursionError; now the walk gives up at its
    depth limit and the odds are sampled (here on a small budget, to keep the test quick)."""
    monkeypatch.setattr(odds, "ACTION_BUDGET", 20_000)
    started = time.monotonic()
    assert (
        main(
            [
                "odds",
                "--game",
                "warparty",
                "--attacker",
                "humans:infantry*99,catapult*99",
                "--defender",
                "goblins:infantry*99",
            ]
        )
        == 0
    )
    result = json.loads(capsys.readouterr().out.splitlines()[-1])
    assert result["method"] == "monte-carlo" and result["attacker_wins"] > 0.9
    assert time.monotonic() - started < 60


def test_the_exact_walk_stops_at_its_depth_limit(monkeypatch) -> None:
    armies = load_armies()
    side = odds.parse_side(["humans:infantry*40"], armies)
    other = odds.parse_side(["goblins:infantry*40"], armies)
    monkeypatch.setattr(odds, "DEPTH_LIMIT", 50)
    with pytest.raises(odds.TooManyStates):
        odds.exact_odds(odds.combat.new_battle(side, other))


def test_odds_refuses_a_side_larger_than_it_answers_for(capsys) -> None:
    many = ",".join(["infantry*99"] * 5)
    assert main(["odds", "--game", "warparty", "--attacker", f"humans:{many}", "--defender",
                 "goblins:infantry"]) == 2  # fmt: skip
    err = capsys.readouterr().err
    assert f"at most {odds.MAX_UNITS} units" in err and len(err.splitlines()) == 1


def test_sampling_stops_at_its_action_budget() -> None:
    armies = load_armies()
    battle = odds.combat.new_battle(
        odds.parse_side(["humans:infantry*60"], armies),
        odds.parse_side(["goblins:infantry*60"], armies),
    )
    result = odds.monte_carlo(battle, 20_000, odds.random.Random(1), action_budget=5_000)
    assert 1 <= result.size < 100


def test_walks_on_two_threads_keep_the_recursion_limit_they_need() -> None:
    """The board's odds worker and the frame's quick walk may overlap: neither may put the
    limit back under the other, and the last one to end puts back the limit it found."""
    import sys
    import threading

    before = sys.getrecursionlimit()
    inside = threading.Event()
    leave = threading.Event()

    def other_walk() -> None:
        with odds._deep_stack():
            inside.set()
            leave.wait(10)

    thread = threading.Thread(target=other_walk)
    thread.start()
    inside.wait(10)
    with odds._deep_stack():
        leave.set()
        thread.join(10)  # the other walk ends first...
        assert sys.getrecursionlimit() >= 3 * odds.DEPTH_LIMIT, "...and leaves this one's limit"
    assert sys.getrecursionlimit() == before
