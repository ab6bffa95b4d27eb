"""Several ``screenshot`` commands in one fresh process (``python screenshot_batch.py FILE``,
FILE a JSON list of argument lists): the text report test pays Python's and pygame's start-up
once per batch of positions rather than once per picture.

Recording starts before the first command and never stops, so every surface of the process
remembers its words, as in a process that takes one picture; the texts noted as shortened are
forgotten before each command (each is noted again as its picture lays it out). Each
command gets an empty user data folder of its own, as ``screenshot`` does in its own process
(a finished game's records would otherwise show on the next picture's results screen), and
speaks English unless it says ``--lang`` (the language of the command before would stay).

The computer players' moves are chosen once per position: a later picture of the same game,
seed and move count (another size or language) applies the moves the first one chose, in the
same order, through the same session (each refused if illegal), rather than asking the
computer player again; the positions are the same, as a fresh process's would be (the choice
depends only on the position and the seed: tests/test_same_game_every_run.py).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Mapping, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def remembering(play_bots):
    """``cli.play_bots``, choosing each position's moves once (the module's docstring)."""
    from forgegames.core.title import CHANCE

    chosen: dict[str, tuple[list, int | None]] = {}

    def play(session, kind: str, seed: int, count: int, wanted: str | None) -> int | None:
        key = repr((session.title.info.id, session.config, kind, seed, count, wanted))
        start = len(session.history)
        if key not in chosen:
            mover = play_bots(session, kind, seed, count, wanted)
            moves = [e.action for e in session.history[start:] if e.actor != CHANCE]
            chosen[key] = (moves, mover)
            return mover
        moves, mover = chosen[key]
        for action in moves:
            session.apply(action)
        return mover

    return play


def text_reports(folder: Path, shots: Mapping[str, Sequence[str]]) -> dict[str, list[dict]]:
    """The text report of each of ``shots`` (label -> ``screenshot`` arguments), all taken by
    one fresh process of this script; the pictures (BMP: writing PNGs took seconds) and the
    reports are left in ``folder``."""
    commands = [
        [*argv, "--out", f"{folder / label}.bmp", "--text-report", f"{folder / label}.json"]
        for label, argv in shots.items()
    ]
    listed = folder / "commands.json"
    listed.write_text(json.dumps(commands), encoding="utf-8")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    run = [sys.executable, str(Path(__file__).resolve()), str(listed)]
    done = subprocess.run(run, cwd=ROOT, env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-3000:]
    return {label: json.loads((folder / f"{label}.json").read_text("utf-8")) for label in shots}


def main(path: str) -> int:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    sys.path.insert(0, str(ROOT))
    from forgegames import cli
    from forgegames.ui import text_report

    cli.play_bots = remembering(cli.play_bots)

    for argv in json.loads(Path(path).read_text(encoding="utf-8")):
        with tempfile.TemporaryDirectory(prefix="forgegames-shot-") as data:  # gone after
            os.environ["FORGEGAMES_DATA_DIR"] = data
            text_report.start()
            language = [] if "--lang" in argv else ["--lang", "en"]  # not the last command's
            if cli.main(["screenshot", *argv, *language]) != 0:
                return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
