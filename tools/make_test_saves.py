"""Make the saves tests/saves keeps: one game of a title, variant and player count, played by
greedy computer players up to a number of moves, saved as the program writes it.

    python tools/make_test_saves.py                     # every title and variant, today's
    python tools/make_test_saves.py --game warparty --variant quick-play --players 3 \
        --seed 1 --moves 40

The file is named ``<game>-<variant>-<players>p-v<content version>-s<seed>-m<moves>.json``
(``v0``: a program from before saves recorded a version). It plays with the forgegames of the
folder it is run from, so run from an old checkout it makes a save as that program did; tests/saves/
README.md says when to add one.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path.cwd()))  # the checkout run from (PYTHONPATH may name another)

from forgegames.core import registry  # noqa: E402
from forgegames.core.session import Session  # noqa: E402
from forgegames.core.title import GameConfig, SeatConfig  # noqa: E402

OUT = Path(__file__).resolve().parents[1] / "tests" / "saves"
COLOURS = ("red", "blue", "green", "yellow")


def make(game: str, variant: str, players: int, seed: int, moves: int, out: Path) -> Path:
    """Play one greedy game ``moves`` moves in (or to its end) and save it into ``out``."""
    title = registry.get(game)
    bot = title.hint_bot()
    seats = tuple(SeatConfig(f"Player {i + 1}", COLOURS[i], bot) for i in range(players))
    session = Session.start(GameConfig(game, seats, variant), seed)
    while not session.over and len(session.history) < moves:
        session.apply(session.bot_action())
    version = getattr(title, "content_version", 0)  # 0: before versions existed
    name = f"{game}-{variant}-{players}p-v{version}-s{seed}-m{len(session.history)}.json"
    out.mkdir(parents=True, exist_ok=True)
    session.save(out / name)
    return out / name


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", help="a title id (default: every title)")
    parser.add_argument("--variant", help="a variant id (default: every variant)")
    parser.add_argument("--players", type=int, help="default: the fewest the variant seats")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    registry.discover()
    for info in registry.catalogue():
        if not info.available or args.game not in (None, info.id):
            continue
        for variant in info.variants:
            if args.variant not in (None, variant.id):
                continue
            players = args.players or info.seats_for(variant.id)[0]
            print(make(info.id, variant.id, players, args.seed, args.moves, args.out))


if __name__ == "__main__":
    main()
