"""What a killed program leaves behind (issue 35): temporary files of an autosave are recovered
(when they hold a newer save) or removed on the next start; programs started together move the
old ``autosave.json`` once."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

from forgegames.core import locks, saved_games
from forgegames.core.saves import SaveData, read_save, save_text
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig

CONFIG = GameConfig("dice-race", (SeatConfig("Ann", "c0"), SeatConfig("Bob", "c1")), "standard")
ROOT = Path(__file__).resolve().parents[2]


def game_with_a_newer_temporary(moves: int = 3) -> tuple[Session, Path, tuple[str, ...]]:
    """A game file, and the temporary file of its next autosave, as a kill leaves them."""
    session = Session.start(CONFIG, 4, own_file=True)
    path = session.autosave
    assert path is not None
    newer = Session.start(CONFIG, 4)
    for _ in range(moves):
        newer.apply(newer.legal_actions()[0])
    tmp = path.with_name(f"{path.name}.k1ll3d.tmp")
    tmp.write_text(save_text(newer.save_data()), encoding="utf-8")
    return session, tmp, newer.save_data().actions


def dead_pid() -> int:
    process = subprocess.Popen([sys.executable, "-c", "pass"])
    process.wait()
    return process.pid


def test_a_newer_temporary_file_takes_its_game_s_place(dice_race) -> None:
    session, tmp, actions = game_with_a_newer_temporary()
    locks.release(session.autosave)  # the program that wrote it is gone
    (listed,) = saved_games.list_games()
    assert listed.path == session.autosave and not tmp.exists()
    assert read_save(session.autosave).actions == actions, "the newest move is kept"


def test_an_older_or_broken_temporary_file_is_removed(dice_race) -> None:
    session, tmp, _ = game_with_a_newer_temporary()
    locks.release(session.autosave)
    kept = session.autosave.read_bytes()
    old = time.time() - 100
    os.utime(tmp, (old, old))
    broken = session.autosave.with_name(f"{session.autosave.name}.x.tmp")
    broken.write_text('{"format": "forgegames-save", "ver', encoding="utf-8")
    assert len(saved_games.list_games()) == 1
    assert not tmp.exists() and not broken.exists()
    assert session.autosave.read_bytes() == kept


def test_the_temporary_file_of_a_game_another_program_plays_is_left_alone(dice_race) -> None:
    session, tmp, _ = game_with_a_newer_temporary()
    other = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        lock = locks.lock_path(session.autosave)
        lock.write_text(json.dumps({"pid": other.pid, "host": socket.gethostname()}))
        saved_games.list_games()
        assert tmp.exists()
    finally:
        other.kill()
        other.wait()
    saved_games.list_games()
    assert not tmp.exists()


def test_a_new_game_s_temporary_file_becomes_a_game_once_it_is_old(dice_race) -> None:
    folder = saved_games.games_dir()
    text = save_text(SaveData(CONFIG, 8, ()))
    tmp = folder / ".new-abc.tmp"
    tmp.write_text(text, encoding="utf-8")
    assert saved_games.list_games() == [] and tmp.exists(), "a program may be writing it"
    old = time.time() - 100
    os.utime(tmp, (old, old))
    (game,) = saved_games.list_games()
    assert game.path.read_text(encoding="utf-8") == text and not tmp.exists()
    copy = folder / ".new-def.tmp"  # one a file holds already is removed
    copy.write_text(text, encoding="utf-8")
    os.utime(copy, (old, old))
    assert len(saved_games.list_games()) == 1 and not copy.exists()


def test_a_claim_left_by_a_killed_program_is_moved_by_the_next(dice_race, data_dir: Path) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    claim = data_dir / f".autosave.json.{dead_pid()}.claimed"
    claim.write_text(save_text(SaveData(CONFIG, 9, ())), encoding="utf-8")
    (game,) = saved_games.list_games()
    assert read_save(game.path).seed == 9 and not claim.exists()


LINED_UP = """
import os, sys, time
from pathlib import Path
from forgegames.core import saved_games
from forgegames.cli import main

barrier, runners, before_fix = Path(sys.argv[1]), int(sys.argv[2]), sys.argv[3] == "old"
waited = []


def lined_up():
    # each program waits, before its first step that moves the old game, for the others
    if waited:
        return
    waited.append(1)
    (barrier / str(os.getpid())).touch()
    end = time.time() + 60
    while len(list(barrier.iterdir())) < runners and time.time() < end:
        time.sleep(0.02)
    print("lined up" if len(list(barrier.iterdir())) >= runners else "alone")


rename, create = os.rename, saved_games.create_game_file


def rename_lined_up(source, *args, **kwargs):
    if Path(source).name == "autosave.json":
        lined_up()
    return rename(source, *args, **kwargs)


def create_lined_up(*args, **kwargs):
    lined_up()
    return create(*args, **kwargs)


def migrate_before_the_fix():
    # saved_games.migrate_legacy_autosave as it was before the claim (9cd2439^)
    legacy = saved_games.data_dir() / saved_games.LEGACY_AUTOSAVE
    if not legacy.exists():
        return None
    try:
        data = saved_games.read_save(legacy)
        text = saved_games.json_files.read_text(legacy, saved_games.MAX_BYTES)
    except (saved_games.SaveError, OSError, saved_games.json_files.BadFile):
        return None
    folder = saved_games.finished_dir() if data.finished else saved_games.games_dir()
    target = saved_games.create_game_file(data.config.game, text, folder)
    legacy.unlink(missing_ok=True)
    return target


os.rename, saved_games.create_game_file = rename_lined_up, create_lined_up
if before_fix:
    saved_games.migrate_legacy_autosave = migrate_before_the_fix
sys.exit(main(["saves"]))
"""


def _saves_lined_up(data_dir: Path, code: str, runners: int = 3) -> list[Path]:
    """``runners`` ``saves`` commands over an old ``autosave.json``, each held before its first
    step that moves the old game (a rename of it, or a new game file) until all are there
    (``LINED_UP``); ``code`` "old" moves it as the program did before the claim. The game
    files they leave."""
    data_dir.mkdir(parents=True, exist_ok=True)
    save = SaveData(GameConfig("forge-war", CONFIG.seats, "simple"), 9, ())
    (data_dir / "autosave.json").write_text(save_text(save), encoding="utf-8")
    barrier = data_dir.parent / f"barrier-{code}"
    barrier.mkdir()
    env = {**os.environ, "FORGEGAMES_DATA_DIR": str(data_dir)}
    runs = [
        subprocess.Popen(
            [sys.executable, "-c", LINED_UP, str(barrier), str(runners), code],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(runners)
    ]
    outputs = [run.communicate(timeout=180) for run in runs]
    assert all(run.returncode == 0 for run in runs), outputs
    assert all("lined up" in out.splitlines() for out, _ in outputs), outputs
    return sorted((data_dir / "games").glob("*.json"))


def test_three_saves_commands_lined_up_over_the_old_autosave_move_it_once(
    tmp_path: Path, data_dir: Path
) -> None:
    """The three programs are held where the race was (all have read the old file, none has
    moved it): the move as it was before the claim makes a copy in each, so the race is really
    run, and today's makes one."""
    before = _saves_lined_up(tmp_path / "before-fix", "old")
    assert len(before) == 3, "the lined-up programs each copied the old game before the fix"
    assert len(_saves_lined_up(data_dir, "new")) == 1
    assert not (data_dir / "autosave.json").exists()
    assert not list(data_dir.glob(".autosave.json.*"))


def test_a_program_moving_the_old_autosave_while_another_does_makes_one_copy(
    dice_race, data_dir: Path, monkeypatch
) -> None:
    """The second program runs while the first is between reading the old file and removing
    it (the moment the race happened in)."""
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "autosave.json").write_text(save_text(SaveData(CONFIG, 9, ())), encoding="utf-8")
    create = saved_games.create_game_file
    second: list[Path | None] = []

    def first_program_creating(*args, **kwargs) -> Path:
        if not second:
            second.append(saved_games.migrate_legacy_autosave())
        return create(*args, **kwargs)

    monkeypatch.setattr(saved_games, "create_game_file", first_program_creating)
    assert saved_games.migrate_legacy_autosave() is not None
    assert second == [None]
    assert len(list(saved_games.games_dir().glob("*.json"))) == 1
