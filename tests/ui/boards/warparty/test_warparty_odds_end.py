"""Spanish review 17: the Warparty battle screenshot printed an EOFError traceback from an odds
child after writing its picture. The program's end now ends every odds child, waiting for one
being started, and starts none after it; the command ends with nothing on its error stream."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from forgegames.ui.boards.warparty import odds_child

ROOT = Path(__file__).resolve().parents[4]


def where_am_i(battle, stale) -> int:
    return os.getpid()


def test_the_end_ends_every_odds_child_and_starts_no_other(monkeypatch) -> None:
    monkeypatch.setattr(odds_child, "_ended", False)
    monkeypatch.setattr(odds_child, "_idle", [])
    monkeypatch.setattr(odds_child, "_started", [])
    at_work = odds_child._take()
    idle = odds_child._take()
    odds_child._give(idle)
    assert at_work.process.is_alive() and idle.process.is_alive()
    odds_child.end_all()
    assert not at_work.process.is_alive() and not idle.process.is_alive()
    assert odds_child._idle == [] and odds_child._started == []
    # a job asked for once the program ends is worked out here, in no new child
    assert odds_child.in_child(where_am_i)(None, lambda: False) == os.getpid()
    assert odds_child._started == []


def test_the_battle_screenshot_ends_with_nothing_on_its_error_stream(tmp_path) -> None:
    scenario = ROOT / "data/warparty/scenarios/cast-3-fireball-strikes-three-different-enemies.yaml"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env["FORGEGAMES_DATA_DIR"] = str(tmp_path / "data")
    out = tmp_path / "battle.png"
    args = ["screenshot", "--scenario", str(scenario), "--steps", "4", "--out", str(out)]
    done = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), *args, "--lang", "es"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0 and out.exists()
    assert done.stderr == ""
