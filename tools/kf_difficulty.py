"""King's Forge: every craft card's rank against its difficulty (the figures behind the ranks).

    python tools/kf_difficulty.py [--markdown] [--check] [--ties GAMES]

Difficulty: the cheapest set of dice whose roll crafts the card at least half the time, by the
game's own craft check, each die priced by its colour's scarcity in the box (metal 1, wood
1.91, gem 3, magic 4.2 metal dice); see forgegames/games/kings_forge/difficulty.py. Prints one
row per card in rank order: the rank, the card, its dice, where its figures come from, the
difficulty, that set of dice and its chance, the chance with one die per space, and for a
reconstructed card how many published cards are easier (where the ranking rule places it).
``--check`` exits 1 when the ranks in data/kings_forge/craft.yaml differ from the order the
rule gives (and prints that order). ``--ties GAMES`` also plays that many greedy games (seeds
1 to GAMES) for 3 and 4 players and counts the ties on claimed cards, and how many of them a
reconstructed card broke (the card with the highest rank is the winner's).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from forgegames.games.kings_forge import TITLE  # noqa: E402
from forgegames.games.kings_forge.difficulty import (  # noqa: E402
    easier_published,
    price,
    rank_order,
    spearman,
    table,
)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--markdown", action="store_true", help="a Markdown table")
    parser.add_argument("--check", action="store_true", help="exit 1 if the ranks disagree")
    parser.add_argument("--ties", type=int, default=0, metavar="GAMES", help="count greedy ties")
    args = parser.parse_args()
    world = TITLE.world
    rows = table(world)
    prices = ", ".join(f"{c} {float(price(world, c)):.2f}" for c in "MWGX")
    head = ("rank", "card", "dice", "source", "difficulty", "cheapest even-chance dice", "chance")
    head += ("one die a space", "published easier")
    lines = []
    for d in rows:
        pool = " ".join(f"{k}{c}" for c, k in d.pool.items())
        placed = str(easier_published(d, rows)) if d.source == "reconstructed" else ""
        lines.append(
            (
                str(d.rank),
                d.name,
                d.dice,
                d.source,
                f"{float(d.cost):.1f}",
                pool,
                f"{d.odds:.0%}",
                f"{d.bare:.1%}",
                placed,
            )
        )
    if args.markdown:
        print("| " + " | ".join(head) + " |")
        print("|" + "|".join("---:" if i in (0, 4, 6, 7, 8) else "---" for i in range(9)) + "|")
        for row in lines:
            print("| " + " | ".join(row) + " |")
    else:
        widths = [max(len(r[i]) for r in [head, *lines]) for i in range(len(head))]
        for row in [head, *lines]:
            print("  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)))
    published = [d for d in rows if d.source != "reconstructed"]
    print()
    print(f"Prices in metal dice: {prices}.")
    print(f"Rank against difficulty, Spearman: all cards {spearman(rows):.3f}, ", end="")
    print(f"published cards {spearman(published):.3f}.")
    order = rank_order(world, rows)
    by_rank = [d.card for d in rows]
    if order != by_rank:
        print("The ranks differ from the order the rule gives:")
        for i, card in enumerate(order, start=1):
            print(f"  {i:2} {card}")
        return 1 if args.check else 0
    print("The ranks follow the rule (published order kept, reconstructed cards fitted in).")
    for players in (3, 4) if args.ties else ():
        print(ties(players, args.ties))
    return 0


def ties(players: int, games: int) -> str:
    """Greedy games: how many end tied on claimed cards, and how many of those ties a
    reconstructed card breaks."""
    from forgegames.core.session import Session
    from forgegames.core.simulate import bot_config, play_one
    from forgegames.games.kings_forge.flow import ranking

    crafts = TITLE.world.content.craft
    config = bot_config(TITLE, players, "standard", ["greedy"])
    tied = ours = 0
    for seed in range(1, games + 1):
        session = Session(TITLE, config, seed)
        session.resolve_chance()
        play_one(session, check=False)
        state = session.state
        winner = ranking(state)[0]
        most = len(state.players[winner].claimed)
        if sum(1 for p in state.players if len(p.claimed) == most) > 1:
            tied += 1
            top = max(state.players[winner].claimed, key=lambda k: crafts[k].rank)
            ours += crafts[top].source == "reconstructed"
    return (
        f"{players} players, {games} greedy games: {tied} ended tied on claimed cards; "
        f"a reconstructed card broke {ours} of them."
    )


if __name__ == "__main__":
    sys.exit(main())
