"""Victory by agreement (docs/rulings.md, Warparty, "Victory by agreement"): how the computer
players answer an offer of a marginal victory or a marginal defeat, and why."""

from __future__ import annotations

import random

from wpscenario import TITLE, board, step

from forgegames.games.warparty.actions import Answer
from forgegames.games.warparty.bots import GreedyBot, RandomBot
from forgegames.games.warparty.state import City

RICH = {t: "humans" for t in ("crownvale", "queensfield", "shieldmoor", "greenhollow")}


def offered(outcome: str, **position) -> tuple:
    state = step(
        board(("humans", "soldier", "kingsreach"), **position), f"offer-marginal {outcome}"
    )
    return state, TITLE.legal_actions(state)


def test_greedy_takes_a_marginal_victory_it_is_offered():
    state, legal = offered("victory")
    bot = GreedyBot()
    assert bot.choose(state, legal, random.Random(1)) == Answer(True)
    (choice,) = bot.choices(state, legal)
    assert bot.reason(state, choice) == "a marginal victory is a victory"


def test_greedy_declines_a_marginal_defeat_while_the_war_can_be_won():
    state, legal = offered("defeat")
    bot = GreedyBot()
    assert bot.choose(state, legal, random.Random(1)) == Answer(False)
    (choice,) = bot.choices(state, legal)
    assert bot.reason(state, choice) == "the war can still be won"


def test_greedy_accepts_a_marginal_defeat_when_the_war_looks_lost():
    taken = {"bone-lands": City("undead", capital=True, captor="humans", since=1)}
    state, legal = offered("defeat", cities=taken)
    bot = GreedyBot()
    assert bot.choose(state, legal, random.Random(1)) == Answer(True), "a capital is lost"
    (choice,) = bot.choices(state, legal)
    assert bot.reason(state, choice) == "the war looks lost: a marginal defeat costs less"
    poorer = {**RICH, **{t: "dwarves" for t in ("anvil-vale", "copper-crags", "stonegate")}}
    rich = board(("humans", "soldier", "kingsreach"), owner=poorer)
    rich = step(rich, "offer-marginal defeat")
    assert bot.choose(rich, TITLE.legal_actions(rich), random.Random(1)) == Answer(False)
    richer = {**poorer, **{t: "humans" for t in ("dunmoor", "southwatch", "tomb-of-fallen-heroes")}}
    richer.update({t: "dwarves" for t in ("silverdale", "goldfurrow", "amberfield", "glimmerbank")})
    far_ahead = step(
        board(("humans", "soldier", "kingsreach"), owner=richer), "offer-marginal defeat"
    )
    assert bot.choose(far_ahead, TITLE.legal_actions(far_ahead), random.Random(1)) == Answer(True)


def test_the_random_player_answers_either_way_and_never_offers():
    state, legal = offered("defeat")
    picks = {RandomBot().choose(state, legal, random.Random(seed)) for seed in range(20)}
    assert picks == {Answer(True), Answer(False)}
