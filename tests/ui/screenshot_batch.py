"""Several ``screenshot`` commands in one fresh process (``python screenshot_batch.py FILE``,
FILE a JSON list of argument lists): the text report test pays Python's and pygame's start-up
once per batch of positions rather than once per picture.

Recording starts before the first command and never stops, so every surface of the process
remembers its words, as in a process that takes one picture; the texts noted as shortened are
forgotten before each command (each is noted again as its picture lays it out). Each
command gets an empty user data folder of its own, as ``screenshot`` does in its own process
(a finished game's records would otherwise show on the next picture's results screen), and
speaks English unless it says ``--lang`` (the language of the command before would stay).
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def main(path: str) -> int:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    sys.path.insert(0, str(ROOT))
    from forgegames import cli
    from forgegames.ui import text_report

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
