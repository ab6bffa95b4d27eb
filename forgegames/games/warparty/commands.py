"""Warparty's own command line: ``main.py odds``, the odds of a battle (``odds``), printed in
words and then as one JSON line. ``cli`` adds every title package's ``commands`` module."""

from __future__ import annotations

import argparse
import json
import sys

from forgegames.core.quoting import cut
from forgegames.games.warparty import odds
from forgegames.games.warparty.content import load_armies


def add_commands(sub: argparse._SubParsersAction) -> None:
    """Add ``odds`` to ``main.py``'s commands (its runner is the parser's ``title_command``)."""
    parser = sub.add_parser(
        "odds",
        help="the odds of a Warparty battle, exact when small enough (last line: JSON)",
        description=odds.POLICY_HELP,
    )
    parser.add_argument("--game", required=True, choices=["warparty"], help="warparty")
    parser.add_argument("--attacker", action="append", required=True, help=odds.SIDE_HELP)
    parser.add_argument("--defender", action="append", required=True, help=odds.SIDE_HELP)
    parser.add_argument(
        "--terrain", choices=odds.TERRAINS, default="plains", help=odds.TERRAIN_HELP
    )
    parser.set_defaults(title_command=cmd_odds)


def cmd_odds(args: argparse.Namespace) -> int:
    """Print the odds in words, then as one JSON line; exit 2 on an unknown army or unit, a
    bad count, or sides that are not two teams."""
    from forgegames.cli import program

    armies = load_armies()
    try:
        attackers = odds.parse_side(args.attacker, armies)
        defenders = odds.parse_side(args.defender, armies)
        odds.check_sides(attackers, defenders)
    except ValueError as exc:
        print(f"{program()} odds: error: {cut(str(exc), 300)}", file=sys.stderr)
        return 2
    result = odds.battle_odds(attackers, defenders, args.terrain)
    print("\n".join(odds.summary(result)))
    print(json.dumps(result.to_json()))
    return 0
