"""The greedy computer player: regressions for games it once crashed, its reward choices, and
how it looks ahead without the title (``bots`` must not import ``rules``)."""

from __future__ import annotations

import random

import pytest
from fw_helpers import TITLE, advance_to, seat_now, started

from forgegames.core.frozen import FrozenMap, evolve
from forgegames.core.hexgrid import Hex
from forgegames.core.simulate import simulate
from forgegames.games.forge_war.bots import GreedyBot
from forgegames.games.forge_war.game_actions import Skip
from forgegames.games.forge_war.mine_actions import MoveWorker
from forgegames.games.forge_war.state import pending_entry


@pytest.mark.parametrize(("players", "seed"), [(2, 121), (4, 116)])
def test_greedy_games_that_once_crashed_now_finish(players: int, seed: int):
    """These games reach a worker-move reward for a seat with no worker of its own in the mine;
    the bot read a worker move's field from every legal action, ``skip`` included."""
    report = simulate(TITLE, players, 1, seed=seed, bots=["greedy"])
    assert report.errors == 0, report.messages
    assert sum(report.wins) == 1


def with_worker_reward(workers: dict[Hex, int]):
    """The market phase with a worker-move reward waiting for the acting seat."""
    state = advance_to(started(2), "market")
    seat = seat_now(state)
    free = [h for h in sorted(state.mine.board.hexes) if not state.mine.occupied(h)]
    placed = {free[i]: (seat if owner == "me" else 1 - seat) for i, owner in enumerate(workers)}
    state = evolve(state, mine=evolve(state.mine, workers=FrozenMap(placed)))
    state = evolve(state, pending=(pending_entry(seat, "worker", 1, why="a test"),))
    return state, seat


def choose(state, seat, bot_seat=None):
    legal = TITLE.legal_actions(state)
    bot = GreedyBot(seat if bot_seat is None else bot_seat)
    choice = bot.choose(TITLE.view(state, seat), legal, random.Random(1))
    assert choice in legal
    return choice


def test_worker_reward_without_an_own_worker_is_skipped():
    state, seat = with_worker_reward(["them", "them"])
    assert choose(state, seat) == Skip()


def test_worker_reward_takes_the_bots_own_worker_out_of_the_mine():
    state, seat = with_worker_reward(["them", "me"])
    choice = choose(state, seat)
    assert isinstance(choice, MoveWorker) and choice.to == ()
    assert state.mine.workers[Hex(*choice.frm)] == seat


def test_the_bot_plays_for_the_seat_whose_turn_it_is():
    """One bot may be asked for every seat (the click-through test does this): it reads the
    acting seat from the position, not from the seat it was made for."""
    state, seat = with_worker_reward(["them", "me"])
    choice = choose(state, seat, bot_seat=1 - seat)
    assert isinstance(choice, MoveWorker) and choice.to == ()
    assert state.mine.workers[Hex(*choice.frm)] == seat
