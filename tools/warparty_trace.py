"""Where each Warparty army wins or loses the war, split by the team that moved first or second.

    python tools/warparty_trace.py --players 4 --games 200 [--variant standard] [--seed 40000]

Plays greedy-on-every-seat games (as ``warparty_balance.py`` does) and prints one JSON object:
for the team moving first (``first``) and second (``second``), per army: the side turn of its
first battle (mean), battles it fought as attacker and defender (won, lost, other), units lost
attacking and defending, cities and capitals lost, and its mean income after each round; and,
over all games, how the games ended for the team that moved first. The figures behind the
standard game's first-move ruling in docs/rulings.md come from this script.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from forgegames.core.session import Session  # noqa: E402
from forgegames.core.simulate import bot_config  # noqa: E402
from forgegames.games.warparty import TITLE  # noqa: E402
from forgegames.games.warparty.economy import income  # noqa: E402
from forgegames.games.warparty.model import ARMIES, side_of  # noqa: E402
from forgegames.games.warparty.world import world  # noqa: E402

ROUNDS = 16


def _role(army: str, first: str) -> str:
    return "first" if side_of(army) == first else "second"


def play(config, seed: int, totals: dict) -> None:
    """Play one game and add each army's battles, losses and incomes to ``totals``."""
    w = world()
    session = Session(TITLE, config, seed)
    session.resolve_chance()
    contact: dict[str, int] = {}
    clock = session.state.clock
    arrived: dict[int, tuple[str, int]] = {}
    while not session.over:
        before = session.state
        session.apply(session.bot_action())
        after = session.state
        if before.battle is not None and after.battle is None and not before.battle.volley:
            _battle(before, after, contact, arrived, totals)
        for u in after.units:
            if arrived.get(u.uid, ("", 0))[0] != u.at:
                arrived[u.uid] = (u.at, after.clock)
        _cities_lost(before, after, totals)
        if after.clock != clock:
            clock = after.clock
            if clock % 2 == 1 and clock // 2 <= ROUNDS:  # a round (both teams' turns) is over
                for army in ARMIES:
                    role = _role(army, after.first)
                    totals[role][army]["income"][clock // 2] += income(after, w.geo, w.armies, army)
                    totals[role][army]["rounds"][clock // 2] += 1
    state = session.state
    for army in ARMIES:
        a = totals[_role(army, state.first)][army]
        a["games"] += 1
        if army in contact:
            a["contact"] += contact[army]
            a["contact_games"] += 1
    won = "first" if state.winner == state.first else "draw" if state.winner == "draw" else "second"
    totals["end"][f"{state.first} first: {won} by {state.how}"] += 1
    totals["team"][f"{state.winner} ({'first' if state.winner == state.first else 'second'})"] += 1
    for side, n in state.burned:
        totals["burned"]["first" if side == state.first else "second"] += n


def _battle(before, after, contact: dict, arrived: dict, totals: dict) -> None:
    """A battle just ended in ``before.fight``: who fought it, who won, who fell, and where
    the defenders stood: ``stepped up`` (they moved there in their team's last turn, and the
    enemy struck first), ``city`` (an own city or capital) or ``held`` (land they stood on
    longer)."""
    place, attacking = before.fight, before.side
    fought = before.units_at(place)
    for u in fought:
        contact.setdefault(u.army, before.clock)
    left = {side_of(u.army) for u in after.units_at(place)}
    won = attacking in left and len(left) == 1
    lost = attacking not in left
    alive = {u.uid for u in after.units}
    for army in {u.army for u in fought}:
        role = "attack" if side_of(army) == attacking else "defend"
        result = "other" if not (won or lost) else "won" if won == (role == "attack") else "lost"
        totals[_role(army, before.first)][army][role][result] += 1
        if role == "defend":
            city = before.city(place)
            came = min(arrived.get(u.uid, ("", 0))[1] for u in fought if u.army == army)
            where = (
                "city"
                if city is not None and city.army == army and not city.captor
                else "stepped up"
                if came == before.clock - 1
                else "held"
            )
            totals[_role(army, before.first)][army]["defended"][f"{where} {result}"] += 1
            if where == "stepped up":
                kinds = totals[_role(army, before.first)][army]["stepped_up_kinds"]
                kinds.update(u.kind for u in fought if u.army == army and u.uid not in alive)
    for u in fought:
        if u.uid not in alive:
            role = "attack" if side_of(u.army) == attacking else "defend"
            totals[_role(u.army, before.first)][u.army]["units_lost"][role] += 1


def _cities_lost(before, after, totals: dict) -> None:
    now = dict(after.cities)
    for place, city in before.cities:
        later = now.get(place)
        if later is not None and later.army == city.army and later.captor == city.captor:
            continue
        if city.captor:  # a captured city burned or taken back: counted when it was taken
            continue
        kind = "capital" if city.capital else "city"
        totals[_role(city.army, before.first)][city.army]["lost"][kind] += 1


def _empty_army() -> dict:
    return {
        "games": 0,
        "contact": 0,
        "contact_games": 0,
        "attack": Counter(),
        "defend": Counter(),
        "defended": Counter(),
        "stepped_up_kinds": Counter(),
        "units_lost": Counter(),
        "lost": Counter(),
        "income": Counter(),
        "rounds": Counter(),
    }


def report(totals: dict) -> dict:
    out: dict = {
        "end": dict(totals["end"].most_common()),
        "team": dict(totals["team"].most_common()),
        "burned": dict(totals["burned"]),
    }
    for role in ("first", "second"):
        out[role] = {}
        for army, a in totals[role].items():
            n = max(a["games"], 1)
            out[role][army] = {
                "games": a["games"],
                "first_battle_turn": round(a["contact"] / max(a["contact_games"], 1), 1),
                "attack": {k: round(v / n, 2) for k, v in sorted(a["attack"].items())},
                "defend": {k: round(v / n, 2) for k, v in sorted(a["defend"].items())},
                "defended": {k: round(v / n, 2) for k, v in sorted(a["defended"].items())},
                "stepped_up_lost": {
                    k: round(v / n, 2) for k, v in a["stepped_up_kinds"].most_common()
                },
                "units_lost": {k: round(v / n, 1) for k, v in sorted(a["units_lost"].items())},
                "lost": {k: round(v / n, 2) for k, v in sorted(a["lost"].items())},
                "income": {
                    r: round(a["income"][r] / a["rounds"][r], 1)
                    for r in sorted(a["rounds"])
                    if r % 2 == 0
                },
            }
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--seed", type=int, default=40000)
    parser.add_argument("--variant", default="standard")
    args = parser.parse_args(argv)
    config = bot_config(TITLE, args.players, args.variant, ["greedy"] * args.players)
    totals: dict = {
        "end": Counter(),
        "team": Counter(),
        "burned": Counter(),
        "first": defaultdict(_empty_army),
        "second": defaultdict(_empty_army),
    }
    for i in range(args.games):
        play(config, args.seed + i, totals)
    print(json.dumps(report(totals), indent=1))


if __name__ == "__main__":
    main()
