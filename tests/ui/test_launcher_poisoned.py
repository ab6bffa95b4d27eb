"""The launcher starts whatever the user data folder holds (issue 22): every kind of poisoned
file in the save folders, the preferences, the high scores and the records, made here in a
temporary folder; the good games are listed and the bad files counted, never read forever."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from poison import POISON, poison_the_folder, within
from test_launcher_games import open_launcher, race_game
from uihelp import click_button

from forgegames.core import preferences
from forgegames.core.paths import saves_dir
from forgegames.core.saved_games import finished_dir, games_dir
from forgegames.ui.launcher import PLAYING

ROOT = Path(__file__).resolve().parents[2]


def poison_everything(data_dir: Path) -> None:
    for folder in (games_dir(), finished_dir(), saves_dir()):
        poison_the_folder(folder)
    for i, name in enumerate(("preferences.json", "high_scores.json", "records.json")):
        make = list(POISON.values())[i % 2]  # nested too deep, a 5,000-digit number
        make(data_dir / name)
    (data_dir / "autosave.json").write_text("[" * 100_000)


def test_the_launcher_starts_with_every_kind_of_poisoned_file(
    app, listed_race, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(preferences, "_said", set())
    good = race_game(("Ann", "Ben"), 6)
    poison_everything(data_dir)
    launcher = within(30, lambda: open_launcher(app))
    assert launcher.tab == PLAYING
    assert [row.game.path for row in launcher.rows] == [good.autosave]
    assert launcher.lost == len(POISON), "each bad file counted, none read without bound"
    app.draw()
    click_button(app, launcher.group, "Load a save…")  # lists saves/, poisoned too
    app.draw()


def test_the_launcher_picture_with_a_poisoned_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    env = {
        **os.environ,
        "FORGEGAMES_DATA_DIR": str(data),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
    }
    monkeypatch.setenv("FORGEGAMES_DATA_DIR", str(data))  # games_dir() makes the folders
    poison_everything(data)
    result = subprocess.run(
        [
            sys.executable,
            "main.py",
            "screenshot",
            "--scene",
            "launcher",
            "--out",
            str(tmp_path / "l.png"),
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr[-800:]
    assert "Traceback" not in result.stderr
    assert (tmp_path / "l.png").stat().st_size > 0


def test_the_launcher_starts_when_a_file_has_the_games_folders_name(
    app, listed_race, data_dir: Path
) -> None:
    from forgegames.ui.launcher import NEW
    from forgegames.ui.overlays import MessageDialog

    data_dir.mkdir(parents=True)
    for name in ("games", "finished", "saves"):
        (data_dir / name).write_text("not a folder")
    launcher = within(30, lambda: open_launcher(app))
    assert launcher.tab == NEW and launcher.games == []
    click_button(app, launcher.group, "Load a save…")
    app.draw()
    app.pop()
    click_button(app, launcher.group, "Start game")
    dialog = app.stack.top
    assert isinstance(dialog, MessageDialog), "the game cannot keep its file: said, not a crash"
    assert any("cannot be used as a folder" in line for line in dialog.lines)


def test_two_manual_saves_in_the_same_second_keep_two_files(
    app, listed_race, monkeypatch: pytest.MonkeyPatch
) -> None:
    import time

    from forgegames.ui.game_menu import short_folder
    from forgegames.ui.game_scene import GameScene

    monkeypatch.setattr(time, "strftime", lambda *_: "20260101-120000")
    game = GameScene(app, race_game(("Ann", "Ben"), 8))
    app.push(game)
    game.menu.save()
    game.session.apply(game.session.legal_actions()[0])
    game.menu.save()
    saved = sorted(saves_dir().glob("*.json"))
    assert len(saved) == 2, "the second save never replaces the first"
    said = game.toast.text  # the file's name, then its folder (home as ~)
    assert said == f"Saved as {saved[-1].name} in {short_folder(saves_dir())}.", said
    assert short_folder(Path.home() / "a" / "saves") == str(Path("~") / "a" / "saves")
    assert short_folder(Path("/elsewhere/saves")) == str(Path("/elsewhere/saves"))
    (saves_dir() / "x").mkdir()
    monkeypatch.setattr("forgegames.ui.game_menu.saves_dir", lambda: saves_dir() / "x" / "f")
    (saves_dir() / "x" / "f").write_text("a file where the folder should be")
    game.menu.save()  # a toast names the problem; nothing is raised


def test_a_nul_in_any_text_is_drawn_not_refused(app) -> None:
    from forgegames.ui import theme

    assert theme.text("Ann\x00Ben", 16).get_width() > 0


def test_a_status_with_control_characters_is_ignored(tmp_path: Path) -> None:
    import json

    from poison import CONFIG

    from forgegames.core.saves import SaveData, read_save

    data = SaveData(CONFIG, 1, (), status="Round 1").to_json()
    data["summary"]["status"] = "Round 1\x00\n"
    (tmp_path / "s.json").write_text(json.dumps(data))
    assert read_save(tmp_path / "s.json").status == ""
    data["summary"]["status"] = "Ronda 1 · Fase\xa0de minas"
    (tmp_path / "s.json").write_text(json.dumps(data))
    assert read_save(tmp_path / "s.json").status == "Ronda 1 · Fase\xa0de minas"


def test_preferences_of_the_wrong_types_give_the_defaults(app, listed_race, data_dir: Path) -> None:
    import json

    from forgegames.cli import choose_language
    from forgegames.core.i18n import language

    data_dir.mkdir(parents=True, exist_ok=True)
    odd = {
        "launcher": {"seats": [{"name": 5, "colour": [1], "bot": {}}], "players": "x"},
        "language": [1],
        "bot_speed": [1],
        "animation_speed": {"a": 1},
        "sound_muted": "yes",
        "sound_volume": [50],
    }
    (data_dir / "preferences.json").write_text(json.dumps(odd))
    choose_language(None, remembered=True)
    assert language() == "en"
    assert app.bot_speed == "normal"
    launcher = within(30, lambda: open_launcher(app))
    assert launcher.seats[0].colour != [1]
