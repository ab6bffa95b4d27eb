"""Warparty's computer players: complete games with every invariant checked after every action
(random and greedy, 2 to 4 players, the standard game and quick play), greedy against random,
and a few of the greedy general's habits in scenarios."""

from __future__ import annotations

import random

import pytest
from wpscenario import CAPITAL, TITLE, W, board, config, legal, started, step, uids

from forgegames.core.session import Session
from forgegames.core.simulate import bot_config, play_one, simulate
from forgegames.core.title import CHANCE
from forgegames.games.warparty import combat
from forgegames.games.warparty.actions import TALKS, Move, Order
from forgegames.games.warparty.bots import GreedyBot, RandomBot
from forgegames.games.warparty.content_map import distances
from forgegames.games.warparty.model import side_of
from forgegames.games.warparty.scenario_position import without_quests

GAMES = 2
"""Games per configuration: every action of each is checked against the invariants (the
playthrough test and the golden games play every variant and seat count too)."""


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("bot", ["random", "greedy"])
def test_bots_play_complete_standard_games_keeping_every_invariant(players, bot):
    report = simulate(TITLE, players, GAMES, seed=1000 * players + len(bot), bots=[bot], check=True)
    assert report.errors == 0, report.messages[:3]
    assert report.games == GAMES and report.actions > GAMES * 100
    assert sum(report.wins) >= GAMES, "every game ends with a result"


@pytest.mark.parametrize(
    ("players", "bots", "variant"),
    [
        (2, ["greedy", "random"], "quick-play"),
        (3, ["random", "greedy"], "quick-play"),
        (4, ["random", "greedy"], "quick-play"),
        (2, ["random", "greedy"], "quick-play-short"),
    ],
)
def test_bots_play_complete_quick_play_games_keeping_every_invariant(players, bots, variant):
    report = simulate(TITLE, players, GAMES, seed=77 + players, variant=variant, bots=bots)
    assert report.errors == 0, report.messages[:3]
    assert report.games == GAMES


def finished(bots: list[str], seed: int, variant: str = "standard") -> Session:
    """A game played to its end by ``bots`` (one a seat), invariants checked at every action."""
    session = Session(TITLE, bot_config(TITLE, len(bots), variant, bots), seed)
    session.resolve_chance()
    play_one(session, check=True)
    return session


def test_greedy_beats_random_in_most_two_player_games():
    wins = 0
    for seed in range(10):
        for greedy_seat in (0, 1):
            bots = ["greedy", "random"] if greedy_seat == 0 else ["random", "greedy"]
            state = finished(bots, seed=500 + seed).state
            assert state.phase == "over"
            if state.winner == side_of(state.seats[greedy_seat][0]):
                wins += 1
    assert wins >= 14, f"greedy won {wins} of 20"


def test_a_replayed_bot_game_is_the_same_game():
    one = finished(["random", "greedy"], seed=9)
    two = finished(["random", "greedy"], seed=9)
    assert [str(e.action) for e in one.history] == [str(e.action) for e in two.history]
    assert one.state == two.state
    assert not any(isinstance(e.action, TALKS) for e in one.history), "bots never talk peace"


# --- the greedy general's habits ------------------------------------------------------------------
def choose(bot, state):
    return bot.choose(state, TITLE.legal_actions(state), random.Random(1))


def test_random_never_surrenders_or_offers():
    state = started()
    bot = RandomBot()
    picks = {
        str(bot.choose(state, TITLE.legal_actions(state), random.Random(s))) for s in range(200)
    }
    assert "concede" not in picks and "offer-marginal" not in picks
    assert any(p.startswith("move") for p in picks)


def test_greedy_moves_first_keeps_a_garrison_and_marches_on_the_enemy():
    bot = GreedyBot()
    state = step(TITLE.new_game(config(2)), "rolloff good")
    assert choose(bot, state) == Order("first")
    state = without_quests(TITLE, step(state, "order first"))  # no quests dealt here
    for _ in range(40):
        action = choose(bot, state)
        if not isinstance(action, Move):
            break
        state = step(state, action)
    assert str(action) == "end-move"
    for army in ("humans", "dwarves"):
        assert len(uids(state, army, CAPITAL[army])) == 2, "a garrison of two stays home"
        enemy = [distances(W.geo, CAPITAL[e]) for e in ("goblins", "undead")]
        home = min(d[CAPITAL[army]] for d in enemy)
        for uid in uids(state, army):
            if state.unit(uid).at != CAPITAL[army]:
                assert min(d[state.unit(uid).at] for d in enemy) < home
    state = step(state, "end-move", "end-combat")
    assert state.army("humans").treasury > 5 and state.army("dwarves").treasury > 5, "land taken"


def test_greedy_attacks_only_with_the_odds_and_spends_its_crowns():
    bot = GreedyBot()
    few = board(
        ("humans", "soldier", "crownvale"),
        ("goblins", "warrior", "greenhollow"),
        side="evil",
    )
    first = choose(bot, few)
    assert not (isinstance(first, Move) and first.dest == "crownvale"), "one against one: no"
    many = board(
        ("humans", "soldier", "crownvale"),
        *[("goblins", "warrior", "greenhollow")] * 4,
        side="evil",
    )
    attack = choose(bot, many)
    assert isinstance(attack, Move) and attack.dest == "crownvale" and len(attack.units) == 4
    rich = step(board(treasury={"humans": 23}), "end-move", "end-combat")
    while True:
        if TITLE.current_player(rich) == CHANCE:
            rich = step(rich, "roll 3")  # a research roll
            continue
        action = choose(bot, rich)
        if str(action) == "end-turn":
            break
        rich = step(rich, action)
    assert rich.army("humans").treasury < 5, "every crown it can spend is spent"
    assert "buy humans soldier kingsreach" not in legal(rich)


def test_greedy_rolls_to_retreat_when_badly_outnumbered_and_attacks_otherwise():
    bot = GreedyBot()
    soldiers = [("humans", "soldier", "crownvale")] * 5
    few = board(*soldiers, *[("goblins", "warrior", "greenhollow")] * 2, side="evil")
    few = step(few, "move 6,7 crownvale", "end-move", "fight crownvale")
    assert isinstance(choose(bot, few), combat.RetreatRoll)
    many = board(*soldiers, *[("goblins", "warrior", "greenhollow")] * 5, side="evil")
    many = step(many, "move 6,7,8,9,10 crownvale", "end-move", "fight crownvale")
    assert isinstance(choose(bot, many), combat.Target)
    eligible = step(few, "retreat-roll", "roll 1")
    assert isinstance(choose(bot, eligible), combat.Retreat)


def test_greedy_moves_a_group_in_one_move_so_the_log_tells_one_line():
    """Playtest: the computer moved units one at a time, "Undead move 1 unit from Bone Lands
    to Ravenmarch" eight times over, interleaved with the other army's moves. Troops of one
    army leaving one place for one destination together now go in one Move."""
    session = finished(["greedy", "greedy"], 5)
    moves = [e for e in session.history if isinstance(e.action, Move)]
    lines = [ev.text for e in moves for ev in e.events]
    assert len(lines) == len(moves)  # one line for each move
    assert not [a for a, b in zip(lines, lines[1:], strict=False) if a == b]
    grouped = [e for e in moves if len(e.action.units) > 1]
    assert len(grouped) * 4 > len(moves)  # groups are common, not a rare whole-stack move


def test_the_random_player_places_each_unit_once_in_the_quick_play_set_up() -> None:
    """Playtest 13: the random player moved the same units back and forth for dozens of
    moves before it happened on Set-up done (a median of 349 set-up moves over seeds 1-12;
    43 once each unit is placed from its capital once)."""
    from forgegames.core.session import Session
    from forgegames.core.simulate import bot_config
    from forgegames.games.warparty import TITLE
    from forgegames.games.warparty.actions import Deploy
    from forgegames.games.warparty.state import PHASE_SETUP

    for seed in (1, 5):
        session = Session(TITLE, bot_config(TITLE, 2, "quick-play", ["random", "random"]), seed)
        session.resolve_chance()
        for _ in range(20):  # the roll-off and the order come first
            if session.state.phase == PHASE_SETUP:
                break
            session.apply(session.bot_action())
        placed: set[int] = set()
        moves = 0
        while not session.over and session.state.phase == PHASE_SETUP:
            action = session.bot_action()
            if isinstance(action, Deploy):
                assert not placed & set(action.units), f"a unit placed twice: {action}"
                placed |= set(action.units)
            session.apply(action)
            moves += 1
        assert placed and moves < 120, moves
