"""Warparty's balance under computer players: who wins, how, and what each army did.

    python tools/warparty_balance.py --players 2 --games 200 [--variant quick-play] [--seed 2026]
        [--bots greedy,greedy] [--content 6]

``--content`` plays under an older content version (data/warparty/versions.yaml), to measure
what a versioned change did on today's code. Prints one JSON object: the teams' wins and
draws, the share won by the team that moved first (each share with its 95 % Wilson interval),
how games ended, and per army the mean final income, cities founded, finished and lost, cities
it burned, the units it bought by kind (mean a game, and in how many games each kind was bought
at least once), the units that joined it without a purchase (summoned) and its research rolls
by line. The figures behind the balance rulings in docs/rulings.md come from this script.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from forgegames.core.session import Session  # noqa: E402
from forgegames.core.simulate import bot_config  # noqa: E402
from forgegames.games.warparty import TITLE  # noqa: E402
from forgegames.games.warparty.actions import Buy, Found, Research  # noqa: E402
from forgegames.games.warparty.economy import income  # noqa: E402
from forgegames.games.warparty.model import GOOD, SIDES  # noqa: E402
from forgegames.games.warparty.world import world  # noqa: E402

ARMIES = (*GOOD, *SIDES["evil"])


def play(config, seed: int, totals: dict, title=TITLE) -> None:
    """Play one game (of ``title``, today's Warparty or an older version's) and add what
    happened to ``totals``."""
    w = world()
    session = Session(title, config, seed)
    session.resolve_chance()
    founded: Counter = Counter()
    bought: dict[str, Counter] = defaultdict(Counter)
    joined: dict[str, Counter] = defaultdict(Counter)
    rolls: dict[str, Counter] = defaultdict(Counter)
    built_seen: set[tuple[str, str]] = set()
    seen_uid = max((u.uid for u in session.state.units), default=0)
    while not session.over:
        action = session.bot_action()
        session.apply(action)
        if isinstance(action, Found):
            founded[action.army] += 1
        elif isinstance(action, Buy):
            bought[action.army][action.unit] += 1
        elif isinstance(action, Research):
            rolls[action.army][action.line] += 1
        if session.state.next_uid - 1 > seen_uid:
            for u in session.state.units:
                if u.uid > seen_uid and not isinstance(action, Buy) and session.state.clock:
                    joined[u.army][u.kind] += 1
            seen_uid = session.state.next_uid - 1
        for place, city in session.state.cities:
            if city.built and not city.capital and city.since > 0:
                built_seen.add((place, city.army))
    state = session.state
    first_won = state.winner == state.first
    totals["games"] += 1
    totals["winner"][state.winner] += 1
    totals["how"][state.how] += 1
    totals["first"][state.first] += 1
    totals["first_mover_wins"] += int(first_won)
    totals["turns"] += state.turn
    for army in ARMIES:
        a = totals["armies"][army]
        a["income"] += income(state, w.geo, w.armies, army)
        a["founded"] += founded[army]
        a["finished"] += sum(1 for _, who in built_seen if who == army)
        a["bought"].update(bought[army])
        a["games_bought"].update(set(bought[army]))
        a["joined"].update(joined[army])
        a["rolls"].update(rolls[army])
    standing = {city.army for _, city in state.cities if city.capital}
    for army in ARMIES:
        if army not in standing:
            totals["capital_lost"][army] += 1
    burned = dict(state.burned)
    for side in ("good", "evil"):
        totals["burned"][side] += burned.get(side, 0)


def share(wins: int, games: int) -> list[float]:
    """``wins / games`` with its 95 % Wilson interval: [share, low, high]."""
    if not games:
        return [0.0, 0.0, 1.0]
    z, p = 1.96, wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return [round(p, 3), round(centre - half, 3), round(centre + half, 3)]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--variant", default="standard")
    parser.add_argument("--bots", default="")
    parser.add_argument("--content", type=int, default=TITLE.content_version)
    args = parser.parse_args(argv)
    title = TITLE.at_version(args.content)
    bots = args.bots.split(",") if args.bots else ["greedy"] * args.players
    config = bot_config(TITLE, args.players, args.variant, bots)
    totals: dict = {
        "games": 0,
        "winner": Counter(),
        "how": Counter(),
        "first": Counter(),
        "first_mover_wins": 0,
        "turns": 0,
        "burned": Counter(),
        "capital_lost": Counter(),
        "armies": {
            a: {
                "income": 0,
                "founded": 0,
                "finished": 0,
                "bought": Counter(),
                "games_bought": Counter(),
                "joined": Counter(),
                "rolls": Counter(),
            }
            for a in ARMIES
        },
    }
    for i in range(args.games):
        play(config, args.seed + i, totals, title)
    n = totals["games"]
    report = {
        "players": args.players,
        "variant": args.variant,
        "content": args.content,
        "games": n,
        "good": totals["winner"]["good"],
        "evil": totals["winner"]["evil"],
        "draws": totals["winner"]["draw"],
        "good_share": share(totals["winner"]["good"], n),
        "evil_share": share(totals["winner"]["evil"], n),
        "first_mover_wins": totals["first_mover_wins"],
        "first_mover_share": share(totals["first_mover_wins"], n),
        "good_moved_first": totals["first"]["good"],
        "how": dict(totals["how"]),
        "mean_turns": round(totals["turns"] / n, 1),
        "burned_per_game": {s: round(v / n, 2) for s, v in totals["burned"].items()},
        "capitals_burned": dict(totals["capital_lost"]),
        "armies": {
            army: {
                "income": round(a["income"] / n, 1),
                "founded": round(a["founded"] / n, 2),
                "finished": round(a["finished"] / n, 2),
                "bought": {k: round(v / n, 1) for k, v in a["bought"].most_common()},
                "games_bought": dict(a["games_bought"].most_common()),
                "joined": {k: round(v / n, 2) for k, v in a["joined"].most_common()},
                "rolls": {k: round(v / n, 2) for k, v in a["rolls"].most_common()},
            }
            for army, a in totals["armies"].items()
        },
    }
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
