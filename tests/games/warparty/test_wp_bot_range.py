"""The greedy general holds its capital against the enemy within reach, sets up reading the
first team's set-up when its team moves second, and fields its army's whole range (issue 34)."""

from __future__ import annotations

import random
from collections import defaultdict

import pytest
from wpscenario import CAPITAL, TITLE, board, purse, started, step

from forgegames.core.session import Session
from forgegames.core.simulate import bot_config
from forgegames.games.warparty.actions import Buy, Deploy, Found, Move, Research
from forgegames.games.warparty.bots import UNSCREENED, GreedyBot
from forgegames.games.warparty.economy import income
from forgegames.games.warparty.state import City, evolve

GOOD_CITIES = (
    "found humans dunmoor",
    "found humans duskshore",
    "found dwarves highcrag",
    "found dwarves flintridge",
)
EVIL_CITIES = (
    "found undead saltflats",
    "found undead coldwater",
    "found goblins briarwood",
    "found goblins nettlewood",
)


def choose(bot, state):
    return bot.choose(state, TITLE.legal_actions(state), random.Random(1))


def choose_from(bot, state, moves):
    return bot.choose(state, moves, random.Random(1))


def capital_moves(bot, state, army):
    """The greedy player's scores of the moves out of ``army``'s capital, by units moved."""
    out = defaultdict(list)
    for choice in bot.move_choices(state, TITLE.legal_actions(state)) or ():
        move = choice.action
        if isinstance(move, Move) and state.unit(move.units[0]).at == CAPITAL[army]:
            out[len(move.units)].append(choice)
    return out


def test_the_capital_keeps_the_strength_of_the_enemy_within_reach():
    """Five soldiers at home, four goblin warriors next door: one soldier beyond the
    enemy's strength may go, a second may not; with the goblins far away, it may."""
    soldiers = [("humans", "soldier", "kingsreach")] * 5
    bot = GreedyBot()
    near = board(*soldiers, *[("goblins", "warrior", "crownvale")] * 4)
    out = [c for c in capital_moves(bot, near, "humans")[1] if c.action.dest == "shieldmoor"]
    assert out and out[0].score > 0
    after = step(near, out[0].action)
    again = [c for c in capital_moves(bot, after, "humans")[1] if c.action.dest == "shieldmoor"]
    assert again and again[0].score < -0.99
    assert bot.reason(after, again[0]) == "leaves the capital too weak for the enemy nearby"
    far = step(board(*soldiers, *[("goblins", "warrior", "gnashwood")] * 4), out[0].action)
    calm = [c for c in capital_moves(bot, far, "humans")[1] if c.action.dest == "shieldmoor"]
    assert calm and calm[0].score > 0, "no enemy near: only the garrison of two"


def test_troops_step_into_a_city_the_enemy_can_reach():
    bot = GreedyBot()
    state = board(
        ("humans", "soldier", "crownvale"),
        *[("goblins", "warrior", "queensfield")] * 3,
        owner={"crownvale": "humans"},
    )
    home = Move((1,), "kingsreach")
    scored = bot.move_choices(state, TITLE.legal_actions(state))
    choice = next(c for c in scored if c.action == home)
    assert choice.score > 10
    assert "guards a city the enemy can reach" in bot.reason(state, choice)


def test_archers_do_not_walk_up_without_a_front_row_in_the_standard_game():
    """Human archers walked up alone and were struck first (issue 34's trace): in the
    standard game a back-row move into reach of a stronger enemy costs ``UNSCREENED``
    unless a front-row unit of the team stands there; quick play scores it as before."""
    bot = GreedyBot()
    threat = [("goblins", "warrior", "crossroads")] * 3
    held = {"greenhollow": "humans", "dunmoor": "humans"}
    alone = board(("humans", "archer", "greenhollow"), *threat, owner=held)
    screened = board(
        ("humans", "archer", "greenhollow"), ("humans", "soldier", "dunmoor"), *threat, owner=held
    )
    walk = Move((1,), "dunmoor")
    scores = {}
    for name, state in (("alone", alone), ("screened", screened)):
        for variant in ("standard", "quick-play"):
            position = evolve(state, variant=variant)
            scored = bot.move_choices(position, TITLE.legal_actions(position))
            choice = next(c for c in scored if c.action == walk)
            scores[name, variant] = choice.score
            words = bot.reason(position, choice)
            warned = "without a front row" in words
            assert warned == (name == "alone" and variant == "standard"), (name, variant, words)
    assert scores["alone", "standard"] < scores["alone", "quick-play"]
    assert scores["alone", "quick-play"] - scores["alone", "standard"] == pytest.approx(UNSCREENED)
    assert scores["screened", "standard"] == pytest.approx(scores["screened", "quick-play"])


def buying(state):
    return step(state, "end-move", "end-combat")


def test_new_troops_go_to_the_capital_the_enemy_can_reach_else_to_the_front():
    city = {"dunmoor": City("humans", built=True)}
    held = {"dunmoor": "humans"}
    calm = buying(board(cities=city, owner=held, treasury={"humans": 6}))
    (buy,) = [choose(GreedyBot(), calm)]
    assert isinstance(buy, Buy) and buy.place == "dunmoor", "the city nearer the enemy"
    threat = [("goblins", "warrior", "crownvale")] * 3
    pressed = buying(board(*threat, cities=city, owner=held, treasury={"humans": 6}))
    buy = choose(GreedyBot(), pressed)
    assert isinstance(buy, Buy) and buy.place == "kingsreach", "the capital the enemy can reach"


def test_the_team_setting_up_second_reads_the_first_teams_placement():
    """A human knight placed in Duskshore reaches Saltflats: the Undead send their first
    infantry there; without it, to Coldwater (the fewest units, then the name)."""
    good = step(started(variant="quick-play"), *GOOD_CITIES)
    knight = step(good, "upgrade humans stables", "buy humans knight duskshore", "ready")
    plain = step(good, "ready")
    for state, place in ((knight, "saltflats"), (plain, "coldwater")):
        state = step(state, *EVIL_CITIES)
        undead = [
            a
            for a in TITLE.legal_actions(state)
            if isinstance(a, Deploy) and state.unit(a.units[0]).army == "undead"
        ]
        move = choose_from(GreedyBot(), state, undead)
        assert isinstance(move, Deploy) and move.place == place
    sites = {
        c.action.place: c.score
        for c in GreedyBot().buy_choices(knight, TITLE.legal_actions(knight)) or ()
        if isinstance(c.action, Found) and c.action.army == "undead"
    }
    near_knight, far = sites["saltflats"], sites["coldwater"]
    assert far > near_knight, "a site away from the enemy's troops is worth more"


def test_each_kind_fielded_makes_another_worth_less():
    bot = GreedyBot()
    city = {"dunmoor": City("humans", built=True)}
    few = purse(buying(board(cities=city)), "humans", upgrades=("stables",), treasury=12)
    troops = [("humans", "soldier", "kingsreach")] * 8 + [("humans", "archer", "kingsreach")] * 8
    many = buying(board(*troops, cities=city))
    many = purse(many, "humans", upgrades=("stables",), treasury=12)
    soldier, knight = (Buy("humans", kind, "kingsreach") for kind in ("soldier", "knight"))
    assert bot._value(few, soldier) > bot._value(few, knight)
    assert bot._value(many, knight) > bot._value(many, soldier), "a mixed army"
    scored = bot.buy_choices(many, TITLE.legal_actions(many)) or []
    humans = [c for c in scored if isinstance(c.action, Buy) and c.action.army == "humans"]
    assert max(humans, key=lambda c: c.score).action.unit == "knight"


def test_the_great_unit_is_saved_for_then_bought():
    """Lord Ancon (30 crowns) open, the treasury short of his price by less than next turn's
    income: the Humans buy nothing this turn; with 31 crowns he is bought first."""
    bot = GreedyBot()
    keep = purse(buying(board()), "humans", upgrades=("royal-keep",))
    coming = income(keep, TITLE.world.geo, TITLE.world.armies, "humans")
    short = purse(keep, "humans", treasury=30 - coming)
    assert 0 < 30 - coming < 30
    scored = bot.buy_choices(short, TITLE.legal_actions(short)) or []
    assert scored and all(getattr(c.action, "army", "") != "humans" for c in scored)
    rich = purse(keep, "humans", treasury=31)
    picked = choose(bot, rich)
    assert isinstance(picked, Buy) and picked.unit == "lord-ancon"


def test_the_line_that_opens_the_great_unit_is_rolled_for():
    bot = GreedyBot()
    state = purse(buying(board()), "dwarves", upgrades=("gnome-workshop",), treasury=16)
    scored = bot.buy_choices(state, TITLE.legal_actions(state)) or []
    rolls = [c for c in scored if isinstance(c.action, Research) and c.action.army == "dwarves"]
    best = max(rolls, key=lambda c: c.score).action
    assert best.line == "research-airship", "the line that opens the great unit"
    assert max(scored, key=lambda c: c.score).action in {c.action for c in rolls}


def test_every_army_fields_more_than_infantry_and_archers():
    """Three four-player quick-play games: each army buys at least four kinds of unit."""
    kinds = defaultdict(set)
    for seed in (5, 6, 7):
        session = Session(TITLE, bot_config(TITLE, 4, "quick-play", ["greedy"]), seed)
        session.resolve_chance()
        while not session.over:
            action = session.bot_action()
            session.apply(action)
            if isinstance(action, Buy):
                kinds[action.army].add(action.unit)
    for army in ("humans", "dwarves", "goblins", "undead"):
        assert len(kinds[army]) >= 4, (army, kinds[army])


def test_one_research_line_at_a_time():
    """With the catapult half invented, the Humans roll for it, not for the musketeers; once
    it is invented, for neither (one invention besides the great unit's line)."""
    bot = GreedyBot()
    troops = [("humans", "soldier", "kingsreach")] * 8 + [("humans", "archer", "kingsreach")] * 8
    state = purse(buying(board(*troops)), "humans", treasury=19)
    fresh = bot.buy_choices(state, TITLE.legal_actions(state)) or []
    lines = {c.action.line for c in fresh if isinstance(c.action, Research)}
    assert lines == {"invent-catapult", "invent-musketeer"}, "both worth starting"
    begun = purse(state, "humans", research=(("invent-catapult", 4),))
    scored = bot.buy_choices(begun, TITLE.legal_actions(begun)) or []
    lines = {c.action.line for c in scored if isinstance(c.action, Research)}
    assert lines == {"invent-catapult"}
    done = purse(state, "humans", research=(("invent-catapult", 10),))
    scored = bot.buy_choices(done, TITLE.legal_actions(done)) or []
    assert not [c for c in scored if isinstance(c.action, Research)], "one invention a game"
