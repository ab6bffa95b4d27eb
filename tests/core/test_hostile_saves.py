"""Saves nobody can break (issue 22): hostile files made here, in a temporary folder, are
refused in one line, skipped in lists, never waited on; games never share or lose a file."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest
from poison import BIG_NUMBER, CONFIG, DEEP, POISON, one_line, poison_the_folder, within

from forgegames import cli
from forgegames.cli import main
from forgegames.core import json_files, preferences, saved_games
from forgegames.core.errors import SaveError
from forgegames.core.replay import Replay
from forgegames.core.saves import SaveData, read_save
from forgegames.core.session import Session


def start(seed: int = 1) -> Session:
    return Session.start(CONFIG, seed, own_file=True)


# --- one bad file never stops the program -----------------------------------------------------


@pytest.mark.parametrize("kind", POISON)
def test_a_poisoned_save_is_refused_in_one_line(kind: str, tmp_path: Path, dice_race) -> None:
    path = tmp_path / "poison.json"
    POISON[kind](path)
    for opener in (read_save, Session.resume, Replay.load):
        with pytest.raises(SaveError) as info:
            within(10, lambda o=opener: o(path))
        one_line(str(info.value))
        assert str(path) in str(info.value)


@pytest.mark.parametrize("kind", POISON)
def test_load_and_replay_commands_name_a_poisoned_save(
    kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], dice_race
) -> None:
    path = tmp_path / "poison.json"
    POISON[kind](path)
    for command in ("load", "replay"):
        assert within(10, lambda c=command: main([c, str(path)])) == 1
        err = capsys.readouterr().err
        one_line(err.strip())


def test_lists_skip_every_poisoned_file_without_waiting(dice_race) -> None:
    good = start(4)
    for folder in (saved_games.games_dir(), saved_games.finished_dir()):
        poison_the_folder(folder)
    games = within(20, saved_games.list_games)
    assert [g.path for g in games] == [good.autosave]
    bad = within(20, saved_games.unreadable)
    assert len(bad) == len(POISON), "each one named, without being read"
    for _path, reason in bad:
        one_line(reason)


def test_saves_command_survives_a_poisoned_folder(
    dice_race, capsys: pytest.CaptureFixture[str]
) -> None:
    good = start(4)
    poison_the_folder(saved_games.games_dir())
    assert within(20, lambda: main(["saves"])) == 0
    out, err = capsys.readouterr()
    assert out.splitlines() == [f"{good.autosave}\tdice-race\t2\tin progress"]
    assert err.count("unreadable: ") == len(POISON) and "Traceback" not in err


def test_saves_command_escapes_file_names(dice_race, capsys: pytest.CaptureFixture[str]) -> None:
    good = start(4)
    evil = saved_games.games_dir() / "evil\tdice-race\t2\tfinished\nfake.json"
    evil.write_bytes(good.autosave.read_bytes())
    odd = saved_games.games_dir() / os.fsdecode(b"odd-\xff.json")
    odd.write_bytes(good.autosave.read_bytes())
    assert main(["saves"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 3, "one line per game, whatever the names hold"
    assert all(len(line.split("\t")) == 4 for line in lines)
    assert any("evil\\x09dice-race\\x092\\x09finished\\x0afake.json" in line for line in lines)
    assert any("odd-\\xff.json" in line for line in lines)


BROKEN = [kind for kind in POISON if "seat" not in kind and "move" not in kind]
"""The files that hold no JSON object at all (the others are JSON a save refuses)."""


@pytest.mark.parametrize("kind", [k for k in BROKEN if k != "a broken link"])
def test_poisoned_preferences_fall_back_to_defaults_and_say_so_once(
    kind: str, data_dir: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(preferences, "_said", set())
    data_dir.mkdir(parents=True, exist_ok=True)
    POISON[kind](preferences.preferences_path())
    assert within(10, preferences.load_preferences) == {}
    assert within(10, lambda: preferences.get_preference("speed", "normal")) == "normal"
    within(10, lambda: preferences.set_preference("speed", "fast"))  # never raises
    err = capsys.readouterr().err
    lines = [line for line in err.splitlines() if "preferences.json" in line]
    assert 1 <= len(lines) <= 2, "said once (and once more if it cannot be written)"
    assert len(set(lines)) == len(lines)


@pytest.mark.parametrize("kind", ["nested 100,000 deep", "a 5,000-digit number", "a FIFO"])
def test_saves_and_check_data_run_with_poisoned_preferences(
    kind: str, data_dir: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each command as ``python main.py <command>`` runs it (``cli.run``), here in the test's
    process: each starts with nothing said yet, as a new run would."""
    data_dir.mkdir(parents=True, exist_ok=True)
    POISON[kind](data_dir / "preferences.json")
    for command in ("saves", "check-data"):
        monkeypatch.setattr(preferences, "_said", set())
        monkeypatch.setattr(sys, "argv", ["main.py", command])
        assert within(60, cli.run) == 0, capsys.readouterr().err[-500:]
        err = capsys.readouterr().err
        assert err.count("preferences.json") == 1, err[-500:]


def test_json_reader_bounds() -> None:
    for text in (DEEP, BIG_NUMBER, "NaN", "[1e999]", "[" * 65 + "]" * 65):
        with pytest.raises(json_files.BadFile):
            json_files.parse(text)
    assert json_files.parse("[" * 64 + "]" * 64) is not None
    assert json_files.parse('{"seed": -9223372036854775807}') == {"seed": -(2**63 - 1)}


# --- hostile moves --------------------------------------------------------------------------


def test_a_long_illegal_move_is_quoted_in_short(dice_race) -> None:
    for text in ("fly " + "x" * 999, "step " + "9" * 900, "x" * 1000, "reveal 1,2"):
        with pytest.raises(SaveError) as info:
            Session.from_save(SaveData(CONFIG, 1, ("deal 1", "deal 2", text)))
        one_line(str(info.value))
        assert "move 3" in str(info.value)


# --- a file where a folder should be -----------------------------------------------------------


def test_a_file_named_like_the_games_folder_stops_nothing(
    dice_race, data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data_dir.mkdir(parents=True)
    (data_dir / "games").write_text("not a folder")
    assert saved_games.list_games() == [] and saved_games.unreadable() == []
    assert main(["saves"]) == 0
    err = capsys.readouterr().err
    assert "games cannot be used as a folder (a file has its name)" in err
    with pytest.raises(OSError, match="cannot be used as a folder"):
        start()


def test_a_file_named_like_the_data_folder_is_one_line(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from forgegames import cli

    monkeypatch.setattr(preferences, "_said", set())
    data_dir.write_text("not a folder")
    assert preferences.load_preferences() == {}
    monkeypatch.setattr("sys.argv", ["main.py", "play", "--game", "kings-forge", "--players", "2"])
    assert cli.run() == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert err[-1] == f"main.py: {data_dir} cannot be used as a folder (a file has its name)"
    assert sum("preferences.json" in line for line in err) == 1


def test_hints_beyond_any_game_are_ignored(tmp_path: Path) -> None:
    path = tmp_path / "hints.json"
    data = SaveData(CONFIG, 1, ()).to_json()
    data["hints"] = {"used": [10**20, 0], "on": True}
    path.write_text(json.dumps(data))
    assert read_save(path).hints == ()
