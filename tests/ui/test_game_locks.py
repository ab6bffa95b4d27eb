"""Two programs continuing one game (issue 35): a lock file names the program playing it; a
second program is told and may open a copy; a lock whose program is gone counts for nothing."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from test_launcher_games import open_launcher, race_game
from uihelp import click_button

from forgegames import cli
from forgegames.core import locks
from forgegames.core.locks import GameInUse
from forgegames.core.saves import read_save
from forgegames.core.session import Session
from forgegames.ui.game_scene import GameScene
from forgegames.ui.overlays import ChoiceDialog


@pytest.fixture()
def other_program() -> Iterator[subprocess.Popen]:
    """A live process standing for another copy of the program."""
    process = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    yield process
    process.kill()
    process.wait()


def held_by(path: Path, pid: int) -> None:
    lock = locks.lock_path(path)
    lock.write_text(json.dumps({"pid": pid, "host": socket.gethostname()}), encoding="utf-8")


def test_a_game_being_played_holds_a_lock_naming_its_process(listed_race) -> None:
    session = race_game(("Ann", "Ben"), 3)
    lock = json.loads(locks.lock_path(session.autosave).read_text(encoding="utf-8"))
    assert lock["pid"] == os.getpid()


def test_a_second_program_is_refused_and_may_open_a_copy(listed_race, other_program) -> None:
    session = race_game(("Ann", "Ben"), 3)
    path = session.autosave
    held_by(path, other_program.pid)
    before = path.read_bytes()
    with pytest.raises(GameInUse, match=f"process {other_program.pid}"):
        Session.resume(path)
    copy = Session.resume(path, copy=True)
    copy.apply(copy.legal_actions()[0])
    assert copy.autosave != path and path.read_bytes() == before
    assert read_save(copy.autosave).actions == copy.save_data().actions


def test_a_lock_whose_program_is_gone_counts_for_nothing(listed_race, other_program) -> None:
    session = race_game(("Ann", "Ben"), 3)
    held_by(session.autosave, other_program.pid)
    other_program.kill()
    other_program.wait()
    assert Session.resume(session.autosave).autosave == session.autosave


def test_load_names_the_other_program_and_the_copy_option(
    listed_race, other_program, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    session = race_game(("Ann", "Ben"), 3)
    held_by(session.autosave, other_program.pid)
    opened: list[object] = []
    monkeypatch.setattr(cli, "run_app", lambda start: opened.append(start) or 0)
    assert cli.main(["load", str(session.autosave)]) == 1
    err = capsys.readouterr().err.strip()
    assert f"process {other_program.pid}" in err and "--copy" in err
    assert len(err.splitlines()) == 1 and not opened
    assert cli.main(["load", "--copy", str(session.autosave)]) == 0 and opened


def test_the_launcher_offers_a_copy_of_a_game_open_elsewhere(
    app, listed_race, other_program
) -> None:
    session = race_game(("Ann", "Ben"), 3)
    path = session.autosave
    held_by(path, other_program.pid)
    launcher = open_launcher(app)
    click_button(app, launcher.group, "Continue")
    dialog = app.stack.top
    assert isinstance(dialog, ChoiceDialog) and "open elsewhere" in dialog.title
    app.draw()
    click_button(app, dialog.group, "Open a copy")
    scene = app.stack.scenes[0]
    assert isinstance(scene, GameScene) and scene.session.autosave != path
