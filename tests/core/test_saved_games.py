"""Every game has its own file: starting another never touches it, a finished game becomes a
record, the old single autosave is moved into the new scheme, `saves` lists them all."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from forgegames.cli import main
from forgegames.core import saved_games
from forgegames.core.i18n import speaking
from forgegames.core.save_status import status_now
from forgegames.core.saves import SaveData, write_save
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig

ROOT = Path(__file__).resolve().parents[2]


def race_config(bot: str | None = None) -> GameConfig:
    seats = (SeatConfig("Alice", "blue", bot), SeatConfig("Bruno", "orange", bot))
    return GameConfig("dice-race", seats, "standard")


def start(seed: int, bot: str | None = None) -> Session:
    config = race_config(bot)
    return Session.start(config, seed, own_file=True)


def play_out(session: Session) -> None:
    while not session.over:
        session.apply(session.bot_action())


def test_two_games_keep_two_files(dice_race) -> None:
    a, b = start(1), start(2)
    assert a.autosave != b.autosave
    a.apply(a.legal_actions()[0])
    before_a = a.autosave.read_bytes()
    b.apply(b.legal_actions()[0])
    b.apply(b.legal_actions()[-1])
    assert a.autosave.read_bytes() == before_a, "playing B never touches A's file"
    resumed = Session.resume(a.autosave)
    assert resumed.state == a.state and resumed.autosave == a.autosave
    listed = saved_games.list_games()
    assert {g.path for g in listed} == {a.autosave, b.autosave}
    assert all(g.state_word == "in progress" and g.players == 2 for g in listed)
    assert listed[0].seats == ("Alice", "Bruno") and status_now(listed[0]).startswith("Round")


def test_a_finished_game_moves_to_its_record(dice_race) -> None:
    session = start(5, bot="random")
    first = session.autosave
    play_out(session)
    assert not first.exists()
    assert session.autosave.parent == saved_games.finished_dir()
    (record,) = saved_games.list_games()
    assert record.finished and record.state_word == "finished"
    stamp = record.path.stat().st_mtime_ns
    assert Session.resume(record.path).over, "a finished record opens as a finished game"
    assert record.path.stat().st_mtime_ns == stamp, "looking at the results changes nothing"
    assert saved_games.list_games(finished=False) == []


def test_a_manual_save_continues_in_a_new_game_file(dice_race, tmp_path) -> None:
    session = start(7)
    session.apply(session.legal_actions()[0])
    manual = tmp_path / "mine.json"
    session.save(manual)
    kept = manual.read_bytes()
    resumed = Session.resume(manual)
    resumed.apply(resumed.legal_actions()[-1])
    assert manual.read_bytes() == kept, "the manual save stays as it was"
    assert resumed.autosave.parent == saved_games.games_dir()


def test_the_old_single_autosave_is_moved_once(dice_race, data_dir) -> None:
    session = Session.start(race_config(), 9)
    session.apply(session.legal_actions()[0])
    legacy = data_dir / "autosave.json"
    write_save(legacy, SaveData(session.config, session.seed, session.save_data().actions))
    (game,) = saved_games.list_games()
    assert not legacy.exists() and game.path.parent == saved_games.games_dir()
    assert Session.resume(game.path).state == session.state
    assert len(saved_games.list_games()) == 1, "moved once, not copied"


def test_an_unreadable_old_autosave_is_left_untouched(data_dir) -> None:
    legacy = data_dir / "autosave.json"
    data_dir.mkdir(parents=True)
    legacy.write_text("{not json")
    assert saved_games.list_games() == []
    assert legacy.read_text() == "{not json"


def test_saves_command_lists_every_game(dice_race, capsys) -> None:
    assert main(["saves"]) == 0
    assert capsys.readouterr().out == "", "no games: no lines, exit 0"
    running = start(11)
    finished = start(12, bot="random")
    play_out(finished)
    assert main(["saves"]) == 0
    lines = sorted(line.split("\t") for line in capsys.readouterr().out.splitlines())
    assert sorted(lines) == sorted(
        [
            [str(running.autosave), "dice-race", "2", "in progress"],
            [str(finished.autosave), "dice-race", "2", "finished"],
        ]
    )


def test_delete_removes_only_that_game(dice_race) -> None:
    a, b = start(1), start(2)
    saved_games.delete_game(a.autosave)
    assert [g.path for g in saved_games.list_games()] == [b.autosave]


@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGTERM])
def test_a_killed_game_leaves_a_save_of_its_last_action(tmp_path, sig) -> None:
    env = {
        **os.environ,
        "FORGEGAMES_DATA_DIR": str(tmp_path / "data"),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
    }
    args = ["main.py", "play", "--game", "kings-forge", "--players", "2", "--bots", "1,2"]
    game = subprocess.Popen([sys.executable, *args, "--seed", "5"], cwd=ROOT, env=env)
    try:
        deadline = time.monotonic() + 60
        files: list[Path] = []
        while time.monotonic() < deadline:
            files = list((tmp_path / "data" / "games").glob("*.json"))
            if files and len(json.loads(files[0].read_text() or "{}").get("actions", [])) > 8:
                break
            time.sleep(0.2)
        game.send_signal(sig)
    finally:
        game.wait(timeout=30)
    (path,) = (tmp_path / "data" / "games").glob("*.json")
    actions = json.loads(path.read_text())["actions"]
    assert len(actions) > 8
    env_dir = os.environ.get("FORGEGAMES_DATA_DIR")
    os.environ["FORGEGAMES_DATA_DIR"] = str(tmp_path / "data")
    try:
        resumed = Session.resume(path)
    finally:
        os.environ["FORGEGAMES_DATA_DIR"] = env_dir or ""
    assert [str(e.action) for e in resumed.history] == actions


def kings_forge_game(lang: str) -> Session:
    """A King's Forge game played a few moves in ``lang``, in its own file."""
    config = GameConfig(
        "kings-forge", (SeatConfig("Ana", "blue"), SeatConfig("Bo", "orange")), "standard"
    )
    with speaking(lang):
        session = Session.start(config, 3, own_file=True)
        for _ in range(3):
            session.apply(session.legal_actions()[0])
    return session


@pytest.mark.parametrize(("played", "listed"), [("es", "en"), ("en", "es")])
def test_a_saved_games_status_speaks_the_language_of_the_list(played, listed) -> None:
    session = kings_forge_game(played)
    with speaking(played):
        as_played = session.status_line()
    with speaking(listed):
        in_list = session.status_line()
        (game,) = saved_games.list_games()
        assert status_now(game) == in_list != as_played
    with speaking(played):
        assert status_now(game) == as_played, "the same listing follows a switch of language"


def test_an_older_save_without_every_language_is_worked_out_by_replaying_it() -> None:
    session = kings_forge_game("es")
    data = json.loads(session.autosave.read_text(encoding="utf-8"))
    assert set(data["summary"]["status_in"]) == {"en", "es"}
    del data["summary"]["status_in"]  # as written before the status was kept in every language
    session.autosave.write_text(json.dumps(data), encoding="utf-8")
    (game,) = saved_games.list_games()
    assert game.written.startswith("Ronda 1")
    with speaking("en"):
        assert status_now(game) == session.status_line() and status_now(game).startswith("Round 1")


def test_odd_status_words_in_a_save_are_ignored_and_worked_out_again() -> None:
    session = kings_forge_game("en")
    data = json.loads(session.autosave.read_text(encoding="utf-8"))
    data["summary"]["status_in"] = {"es": "Ronda\x1b[2J 1", "en": 7, "e s": "x"}
    session.autosave.write_text(json.dumps(data), encoding="utf-8")
    (game,) = saved_games.list_games()
    assert game.statuses == ()
    with speaking("es"):
        assert status_now(game) == session.status_line()
        assert status_now(game).startswith("Ronda 1")
