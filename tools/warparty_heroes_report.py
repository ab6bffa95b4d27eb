"""How often Warparty's second half happens under computer players (issue #37's report).

    python tools/warparty_heroes_report.py --players 2 --games 200 [--variant quick-play]
        [--seed 40000] [--bots greedy,greedy]

Plays the games and prints one JSON object: the teams' wins and the first mover's share (each
with its 95 % Wilson interval, as ``warparty_balance.py`` reports them), then per game (means)
and in how many games at least once: heroes bought by kind, the highest level each bought hero
reached, spells chosen and cast by id, dungeons explored by place, treasure found by card,
treasure used and sold, and quests completed by card. ``quests_by_team`` splits the quests
per team and card: in how many games the team kept the card, completed it, the mean turn it was
completed and how many of those games the team won.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from warparty_balance import share  # noqa: E402

from forgegames.core.session import Session  # noqa: E402
from forgegames.core.simulate import bot_config  # noqa: E402
from forgegames.games.warparty import TITLE  # noqa: E402
from forgegames.games.warparty.actions import (  # noqa: E402
    Buy,
    Cast,
    ChooseSpell,
    Explore,
    FindTreasure,
    SellTreasure,
    UseTreasure,
)
from forgegames.games.warparty.heroes import figures, level_of  # noqa: E402
from forgegames.games.warparty.model import GOOD  # noqa: E402
from forgegames.games.warparty.world import world  # noqa: E402

COUNTED = {
    ChooseSpell: ("chosen", "spell"),
    Cast: ("cast", "spell"),
    Explore: ("explored", "place"),
    FindTreasure: ("treasure", "card"),
    UseTreasure: ("used", "card"),
    SellTreasure: ("sold", "card"),
}
"""The moves counted by one of their fields: (the report's key, the field)."""
KINDS = ("heroes", "levels", "chosen", "cast", "explored", "treasure", "used", "sold", "quests")


def team_of(army: str) -> str:
    return "good" if army in GOOD else "evil"


def play(config, seed: int) -> tuple[dict[str, Counter], object, dict]:
    """Play one game; what of part 2 happened in it, its final state and its quests per team
    (``{team: {card: turn completed, or 0 if kept and not completed}}``)."""
    w = world()
    hero_figures = figures(w)
    seen: dict[str, Counter] = {kind: Counter() for kind in KINDS}
    best_level: dict[int, int] = {}
    session = Session(TITLE, config, seed)
    session.resolve_chance()
    quests: dict[str, dict[str, int]] = {"good": {}, "evil": {}}
    while not session.over:
        session.apply(session.bot_action())
        now = session.state
        for army, kept in now.quests:
            for card in kept:
                quests[team_of(army)].setdefault(card, 0)
        for army, cards in now.quests_done:
            for card in cards:
                if not quests[team_of(army)].get(card):
                    quests[team_of(army)][card] = now.turn
        for unit in session.state.units:
            if unit.xp:
                level = level_of(unit.xp, hero_figures)
                best_level[unit.uid] = max(level, best_level.get(unit.uid, 0))
    state = session.state
    for entry in session.history:  # the chance outcomes (treasure drawn) are entries too
        action = entry.action
        if isinstance(action, Buy) and w.armies.unit(action.army, action.unit).hero:
            seen["heroes"][f"{action.army}/{action.unit}"] += 1
        elif type(action) in COUNTED:
            kind, field = COUNTED[type(action)]
            seen[kind][getattr(action, field)] += 1
    seen["levels"].update(f"level {lv}" for lv in best_level.values())
    for _, cards in state.quests_done:
        seen["quests"].update(cards)
    return seen, state, quests


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--seed", type=int, default=40000)
    parser.add_argument("--variant", default="standard")
    parser.add_argument("--bots", default="")
    args = parser.parse_args(argv)
    bots = args.bots.split(",") if args.bots else ["greedy"] * args.players
    config = bot_config(TITLE, args.players, args.variant, bots)
    totals = {kind: Counter() for kind in KINDS}
    games_with = {kind: Counter() for kind in KINDS}
    winners: Counter = Counter()
    first_won = 0
    by_team: dict = {team: {} for team in ("good", "evil")}
    for i in range(args.games):
        seen, state, quests = play(config, args.seed + i)
        for team, cards in quests.items():
            for card, turn in cards.items():
                row = by_team[team].setdefault(
                    card, {"kept": 0, "done": 0, "turns": 0, "won_when_done": 0}
                )
                row["kept"] += 1
                if turn:
                    row["done"] += 1
                    row["turns"] += turn
                    row["won_when_done"] += int(state.winner == team)
        for kind in KINDS:
            totals[kind].update(seen[kind])
            games_with[kind].update(set(seen[kind]))
        winners[state.winner] += 1
        first_won += int(state.winner == state.first)
        print(f"game {i + 1}/{args.games}: {state.winner}", file=sys.stderr)
    n = args.games
    report = {
        "players": args.players,
        "variant": args.variant,
        "games": n,
        "good_share": share(winners["good"], n),
        "evil_share": share(winners["evil"], n),
        "draws": winners["draw"],
        "first_mover_share": share(first_won, n),
    }
    for kind in KINDS:
        report[kind] = {
            k: {"per_game": round(v / n, 2), "games": games_with[kind][k]}
            for k, v in totals[kind].most_common()
        }
    report["quests_by_team"] = {
        team: {
            card: {
                "kept": row["kept"],
                "done": row["done"],
                "mean_turn": round(row["turns"] / row["done"], 1) if row["done"] else None,
                "won_when_done": row["won_when_done"],
            }
            for card, row in sorted(rows.items(), key=lambda kv: -kv[1]["done"])
        }
        for team, rows in by_team.items()
    }
    print(json.dumps(report))


if __name__ == "__main__":
    main()
