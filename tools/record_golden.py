"""Record seeded bot games of every title, variant and seat count as golden files, so a change
that must not alter play (issue 24's structural step) can be checked against them.

    python tools/record_golden.py        # rewrites tests/golden/*.json

Each file holds a save (config, seed, actions: what ``Session.load`` reads) and, for every
action, the digest of the state after it and the log lines it caused (in English).
``tests/test_golden_games.py`` loads each save and replays it, comparing both. Record again
only when a change is meant to alter play, and say so in the commit message.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from forgegames.core import registry  # noqa: E402
from forgegames.core.golden import GOLDEN_DIR, golden_games, record  # noqa: E402


def main() -> int:
    GOLDEN_DIR.mkdir(parents=True, exist_ok=True)
    for old in GOLDEN_DIR.glob("*.json"):
        old.unlink()
    for name, title_id, variant, players, options in golden_games():
        data = record(registry.get(title_id), variant, players, options)
        path = GOLDEN_DIR / f"{name}.json"
        path.write_text(json.dumps(data, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
        print(f"{path.name}: {len(data['steps'])} actions")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
