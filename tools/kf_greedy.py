"""King's Forge with the greedy player in every seat: wasted gather actions, game length, and
who wins by place in the first round's order (the figures in docs/rulings.md, "Bots").

    python tools/kf_greedy.py [--games N] [--seed S] [--players 2 3 4]

A wasted action is a gather action paid for with dice (a claim, a Workshop copy or a docks
action) whose whole gain the stock can no longer give (``gather.gives_nothing``). For each seat
count it prints one JSON line: games, paid and wasted actions and their share, the games with
a wasted action, the rounds (mean, longest, games past 15), and the wins of the first,
second... player in the first round's order (each as a count and a share, with the standard
error of a fair share), and the wins by place in the last round's order (the anvil moves on
each round, so who crafts last in the final round depends on how long the game lasts). Seeds
run from S to S+N-1, as ``main.py simulate`` plays them, so its ``first_mover_wins`` equals
``wins_by_order[0]`` here.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from forgegames.core.session import Session  # noqa: E402
from forgegames.core.simulate import bot_config  # noqa: E402
from forgegames.games.kings_forge import TITLE  # noqa: E402
from forgegames.games.kings_forge.actions import Claim, Copy, Dock  # noqa: E402
from forgegames.games.kings_forge.gather import gives_nothing  # noqa: E402
from forgegames.games.kings_forge.state import KFState  # noqa: E402

LONG = 15
"""A game past this many rounds counts as long."""


def paid_action(s: KFState, action: object) -> tuple[bool, bool]:
    """Whether ``action`` is a gather action paid with dice, and whether it is wasted."""
    actions = s.world.content.actions
    if isinstance(action, Dock):
        return True, False  # a docks action that gives nothing is refused
    if isinstance(action, Claim | Copy):
        spec = actions[(action.card, action.side)]
        paid = isinstance(action, Copy) or bool(spec.boxes) or spec.pay_all
        return paid, paid and gives_nothing(s, spec)
    return False, False


def measure(players: int, games: int, seed: int) -> dict:
    """Play ``games`` greedy games of ``players`` seats; the figures of the module's docstring."""
    config = bot_config(TITLE, players, TITLE.info.default_variant, ["greedy"])
    paid = wasted = wasteful_games = long_games = 0
    rounds: list[int] = []
    by_order = [0] * players
    by_last_round = [0] * players
    for index in range(games):
        session = Session(TITLE, config, seed + index)
        session.resolve_chance()
        first = session.state.first
        any_waste = False
        while not session.over:
            action = session.bot_action()
            is_paid, is_wasted = paid_action(session.state, action)
            paid += is_paid
            wasted += is_wasted
            any_waste = any_waste or is_wasted
            session.apply(action)
        final = session.state
        winner = next(line.seat for line in TITLE.score_breakdown(final) if line.winner)
        by_order[(winner - first) % players] += 1
        by_last_round[(winner - final.first) % players] += 1
        wasteful_games += any_waste
        rounds.append(final.round)
        long_games += final.round > LONG
    fair = 1 / players
    return {
        "players": players,
        "games": games,
        "paid_actions": paid,
        "wasted_actions": wasted,
        "wasted_share": round(wasted / paid, 4) if paid else 0.0,
        "games_with_waste": wasteful_games,
        "rounds_mean": round(sum(rounds) / games, 2),
        "rounds_max": max(rounds),
        f"games_past_{LONG}_rounds": long_games,
        "wins_by_order": by_order,
        "win_share_by_order": [round(k / games, 4) for k in by_order],
        "fair_share_standard_error": round(math.sqrt(fair * (1 - fair) / games), 4),
        "wins_by_last_round_order": by_last_round,
        "win_share_by_last_round_order": [round(k / games, 4) for k in by_last_round],
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4], choices=[2, 3, 4])
    args = parser.parse_args()
    for n in args.players:
        print(json.dumps(measure(n, args.games, args.seed)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
