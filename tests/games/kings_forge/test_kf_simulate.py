"""Bots play complete games with every invariant checked after every action; bots and helpers."""

from __future__ import annotations

import os
import random

import kfscen
import pytest

from forgegames.core.simulate import simulate
from forgegames.games.kings_forge import TITLE, board_info
from forgegames.games.kings_forge.state import Power

GAMES = int(os.environ.get("KF_SIM_GAMES", "60"))
"""Games per player count (CI plays 60; the full run of 1,000 per count is
``KF_SIM_GAMES=1000``, see the long runs in docs/guide.md)."""


@pytest.mark.slow  # many whole bot games
@pytest.mark.parametrize("players", [2, 3, 4])
def test_simulate_many_games_without_errors(players: int) -> None:
    report = simulate(TITLE, players, GAMES, seed=20_000 * players, bots=["novice"])
    assert report.errors == 0, report.messages[:3]
    assert report.games == GAMES
    assert sum(report.wins) >= GAMES  # every game has a winner


def test_greedy_beats_random() -> None:
    report = simulate(TITLE, 2, 40, seed=77, bots=["greedy", "random"])
    assert report.errors == 0
    # Seat 0 is greedy in every game here; it should win most of them.
    assert report.wins[0] >= 26, report.wins


def test_helpers_suggest_and_estimate() -> None:
    s = kfscen.new(2, faceup=("alchemist", "north-mine", "south-mine", "east-forest"))
    s = kfscen.supply(s, 0, 2, 1, 2, 1)
    assert board_info.payment_for(s, "north-mine", "top") == ("M", "M")
    assert board_info.payment_for(s, "alchemist", "top") == ("G", "G", "M")
    assert board_info.payment_for(s, "alchemist", "bottom") == ()
    s, _ = kfscen.play(s, "claim east-forest top")
    assert s.sub == "pay" and board_info.suggest_payment(s) == ("M", "M")
    assert str(board_info.suggest_pay(s)) == "pay M"

    s = kfscen.new(2)
    s = kfscen.supply(s, 0, 3, 0, 0, 0)
    s = kfscen.to_craft(s)
    s, _ = kfscen.play(s, 6, 2, 5)
    assert board_info.auto_assign(s, "mace") is None
    assert board_info.auto_assign(s, "shield") == (2, 0)
    assert board_info.auto_assign(s, "knife") == (0,)
    assert board_info.auto_assign(s, "anvil") == (1, 2, 0)
    crafts = [a for a in TITLE.legal_actions(s) if a.verb == "craft" and a.card == "anvil"]
    assert str(board_info.suggest_dice(s, crafts)) == "craft anvil 1,2,0"
    assert not board_info.can_steal(s, "anvil") and board_info.steal_assignment(s, "anvil") is None


def test_craft_probability_is_sound() -> None:
    s = kfscen.new(2)
    s = kfscen.supply(s, 0, 3, 0, 0, 0)
    anvil = board_info.craft_probability(s, 0, "anvil")
    assert anvil.value == 1.0 and "±3" in anvil.how
    knife = board_info.craft_probability(s, 0, "knife").value  # 1 - (5/6)^3 = 0.42
    assert abs(knife - (1 - (5 / 6) ** 3)) < 0.05
    assert board_info.craft_probability(s, 0, "ruby-collar").value == 0.0  # no gem die
    with_bonus = kfscen.token(s, 0, "auto6")
    assert board_info.craft_probability(with_bonus, 0, "knife").value == 1.0
    s2 = kfscen.supply(s, 0, 6, 0, 0, 0)
    plain = board_info.craft_probability(s2, 0, "shield").value
    s2 = kfscen.power(s2, 0, Power("plus", 1, 3, source="east-forest"))
    helped = board_info.craft_probability(s2, 0, "shield").value
    assert 0.0 < plain < helped <= 1.0  # three +1s can only help
    # (How long this takes is a bench figure, kings_forge_craft_odds_ms, not a test.)


def test_bots_only_choose_legal_moves() -> None:
    rng = random.Random(3)
    s = kfscen.new(3)
    for name, make in TITLE.bots().items():
        bot = make(0)
        legal = TITLE.legal_actions(s)
        assert bot.choose(TITLE.view(s, 0), legal, rng) in legal, name


# --- no dice thrown away on an empty stock (issue 38) ----------------------------------------
def test_the_greedy_player_does_not_pay_for_a_gain_the_stock_cannot_give() -> None:
    from forgegames.core.frozen import evolve
    from forgegames.games.kings_forge.bots import GreedyBot
    from forgegames.games.kings_forge.gather import card_spec, gives_nothing

    s = kfscen.new(2, faceup=("alchemist", "north-mine", "south-mine", "east-forest"))
    s = kfscen.supply(s, 0, 2, 0, 2, 0)
    claim = TITLE.parse_action("claim alchemist top")
    assert claim in TITLE.legal_actions(s)
    bot = GreedyBot(0)
    full = {str(c.action): c.score for c in bot.choices(s, TITLE.legal_actions(s))}
    stock = list(s.stock)
    stock[3] = 0  # no magic die left: the Alchemist's top action would give nothing
    empty = evolve(s, stock=tuple(stock))
    assert gives_nothing(empty, card_spec(TITLE.world, "alchemist", "top"))
    assert not gives_nothing(s, card_spec(TITLE.world, "alchemist", "top"))
    scores = {str(c.action): c.score for c in bot.choices(empty, TITLE.legal_actions(empty))}
    assert scores["claim alchemist top"] < full["claim alchemist top"]
    assert scores["claim alchemist top"] < max(v for k, v in scores.items() if k.startswith("pass"))
    assert bot.choose(empty, TITLE.legal_actions(empty), random.Random(0)) != claim


def test_the_measure_counts_no_wasted_action_in_greedy_games() -> None:
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "tools"))
    from kf_greedy import measure

    figures = measure(3, 4, seed=1)
    assert figures["games"] == 4 and figures["paid_actions"] > 100
    assert figures["wasted_actions"] == 0 and figures["games_with_waste"] == 0
    assert sum(figures["wins_by_order"]) == 4 == sum(figures["wins_by_last_round_order"])
