"""Record seeded bot games of every title, variant and seat count as golden files, so a change
that must not alter play (issue 24's structural step) can be checked against them.

    python tools/record_golden.py               # rewrites each tests/golden/<name>.json it records
    python tools/record_golden.py "warparty-*"  # only the games whose names match

Each file holds a save (config, seed, actions: what ``Session.load`` reads) and, for every
action, the digest of the state after it and the log lines it caused (in English).
``tests/test_golden_games.py`` loads each save and replays it, comparing both. Record again
only when a change is meant to alter play, and say so in the commit message. Files in
``tests/golden`` that this tool does not record (games kept from an earlier recording) are left
alone: the tool overwrites only the games it plays.
"""

from __future__ import annotations

import argparse
import fnmatch
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from forgegames.core import registry  # noqa: E402
from forgegames.core.golden import GOLDEN_DIR, golden_games, record  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "patterns", nargs="*", help="record only the games whose names match (shell patterns)"
    )
    args = parser.parse_args(argv)
    GOLDEN_DIR.mkdir(parents=True, exist_ok=True)
    recorded = 0
    for name, title_id, variant, players, options in golden_games():
        if args.patterns and not any(fnmatch.fnmatch(name, p) for p in args.patterns):
            continue
        data = record(registry.get(title_id), variant, players, options)
        path = GOLDEN_DIR / f"{name}.json"
        path.write_text(json.dumps(data, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
        print(f"{path.name}: {len(data['steps'])} actions")
        recorded += 1
    if not recorded:
        print("no golden game matches " + " ".join(args.patterns), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
