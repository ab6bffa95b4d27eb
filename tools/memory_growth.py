"""How much a process that plays many games grows: one title's bot games in one process, the
memory the engine still holds (``tracemalloc``, after a collection) after the 10th game and after
the last, and every process-wide cache's size with its limit.

    python tools/memory_growth.py --game warparty --games 100 [--bots random] [--players 2]

Prints one JSON object: ``games``, ``mb_after_10``, ``mb_after_last``, ``growth_mb`` and
``caches`` (name -> [size, limit]).
"""

from __future__ import annotations

import argparse
import gc
import json
import sys
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from forgegames.core import registry  # noqa: E402
from forgegames.core.engine_caches import process_caches  # noqa: E402
from forgegames.core.simulate import simulate  # noqa: E402


def held_mb() -> float:
    gc.collect()
    return round(tracemalloc.get_traced_memory()[0] / 1e6, 2)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--bots", default="random")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1000)
    args = parser.parse_args(argv)
    title = registry.get(args.game)
    bots = args.bots.split(",")
    tracemalloc.start()
    first = min(10, args.games)
    for start, count in ((0, first), (first, args.games - first)):
        simulate(title, args.players, count, args.seed + start, bots=bots, check=False)
        print(f"{start + count} games", file=sys.stderr)
        if start == 0:
            after_10 = held_mb()
    last = held_mb()
    caches = {k: list(v) for k, v in sorted(process_caches().items())}
    out = {"games": args.games, "mb_after_10": after_10, "mb_after_last": last}
    out |= {"growth_mb": round(last - after_10, 2), "caches": caches}
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
