"""King's Forge's opening with the greedy player in every seat: how often a seat opens a round
with a pass, how often the hint's first choice is a pass, and the cards crafted per round (the
figures of docs/rulings.md, "Passing at once").

    python tools/kf_opening.py [--games N] [--seed S] [--players 2 3 4] [--hints N]

For each seat count it prints one JSON line: the share of seats' first gather moves in rounds 1
and 2 that are a pass; over the first ``--hints`` games, the share whose hint (``Title.hint``,
the search included) for the first player's first move of round 1 is a pass; the cards crafted
per seat by the end of rounds 1 to 8 (a game that ended earlier counts its final cards); the
share of seats with no card after round 3; and the rounds a game lasts on average.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from forgegames.core.session import Session  # noqa: E402
from forgegames.core.simulate import bot_config  # noqa: E402
from forgegames.games.kings_forge import TITLE  # noqa: E402
from forgegames.games.kings_forge.state import PHASE_GATHER  # noqa: E402

ROUNDS = 8
"""Rounds in the crafted-cards curve."""


def play(players: int, seed: int, hint: bool) -> dict:
    """One greedy game: each seat's first gather move of rounds 1-2, whether the hint's first
    choice in round 1 was a pass (None when not asked), cards per seat after each round."""
    config = bot_config(TITLE, players, TITLE.info.default_variant, ["greedy"])
    session = Session(TITLE, config, seed)
    session.resolve_chance()
    first: dict[tuple[int, int], str] = {}
    hint_pass = None
    cards: list[list[int]] = []
    while not session.over:
        s = session.state
        if s.round != len(cards) + 1:
            cards.append([len(p.claimed) for p in s.players])
        action = session.bot_action()
        if s.phase == PHASE_GATHER and not s.sub and s.round <= 2:
            if hint and s.round == 1 and not first:
                hint_pass = TITLE.hint(s, s.turn)[0].action.verb == "pass"
            first.setdefault((s.round, s.turn), action.verb)
        session.apply(action)
    cards.append([len(p.claimed) for p in session.state.players])
    return {"first": first, "hint_pass": hint_pass, "cards": cards, "rounds": session.state.round}


def measure(players: int, games: int, seed: int, hints: int) -> dict:
    """The figures of the module's docstring over seeds ``seed`` to ``seed + games - 1``."""
    opened = {1: [0, 0], 2: [0, 0]}  # round: [passes, first moves]
    hinted = [0, 0]
    curve = [0.0] * ROUNDS
    none_after_3 = rounds = 0
    for index in range(games):
        game = play(players, seed + index, index < hints)
        for (round_, _), verb in game["first"].items():
            opened[round_][0] += verb == "pass"
            opened[round_][1] += 1
        if game["hint_pass"] is not None:
            hinted[0] += game["hint_pass"]
            hinted[1] += 1
        cards = game["cards"]
        for k in range(ROUNDS):
            curve[k] += sum(cards[min(k, len(cards) - 1)]) / players
        none_after_3 += sum(1 for n in cards[min(2, len(cards) - 1)] if n == 0)
        rounds += game["rounds"]
    return {
        "players": players,
        "games": games,
        "first_move_pass_round_1": round(opened[1][0] / max(opened[1][1], 1), 3),
        "first_move_pass_round_2": round(opened[2][0] / max(opened[2][1], 1), 3),
        "hint_pass_round_1": round(hinted[0] / hinted[1], 3) if hinted[1] else None,
        "hints_asked": hinted[1],
        "cards_per_seat_by_round": [round(c / games, 2) for c in curve],
        "seats_without_a_card_after_round_3": round(none_after_3 / (games * players), 3),
        "mean_rounds": round(rounds / games, 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    parser.add_argument("--hints", type=int, default=200, help="games whose hint is asked")
    args = parser.parse_args()
    for players in args.players:
        print(json.dumps(measure(players, args.games, args.seed, args.hints)), flush=True)


if __name__ == "__main__":
    main()
