"""The command line: subcommands, usage errors, simulate's JSON, screenshots, check-data."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from forgegames.cli import main
from forgegames.core import i18n
from forgegames.core.datacheck import check_all
from forgegames.core.preferences import set_preference

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str, **env: str) -> subprocess.CompletedProcess:
    environment = {**os.environ, "SDL_VIDEODRIVER": "dummy", **env}
    return subprocess.run(
        [sys.executable, "main.py", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env=environment,
        timeout=120,
    )


def test_help_lists_every_subcommand():
    result = run("--help")
    assert result.returncode == 0
    for command in ("play", "load", "replay", "screenshot", "simulate", "check-data"):
        assert command in result.stdout


@pytest.mark.parametrize(
    ("started_as", "name"),
    [
        ("main.py", "main.py"),
        ("/home/ann/.local/bin/forgegames", "forgegames"),  # the command pip installs
        ("/opt/forgegames/forgegames", "forgegames"),  # the standalone app
    ],
)
def test_usage_and_errors_name_the_program_as_it_was_started(
    started_as: str, name: str, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    monkeypatch.setattr(sys, "argv", [started_as, "--frobnicate"])
    with pytest.raises(SystemExit):
        main(["--frobnicate"])
    err = capsys.readouterr().err
    assert err.startswith(f"usage: {name} ") and f"{name}: error:" in err
    with pytest.raises(SystemExit):
        main(["play", "--game", "chess", "--players", "2"])
    assert f"\n{name}: error: no playable game called 'chess'" in capsys.readouterr().err


def test_unknown_arguments_print_usage_and_exit_2():
    result = run("--frobnicate")
    assert result.returncode == 2 and "usage:" in result.stderr
    result = run("simulate", "--game", "dice-race")
    assert result.returncode == 2 and "usage:" in result.stderr


def test_unknown_game_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["play", "--game", "chess", "--players", "2"])
    assert stop.value.code == 2
    assert "no playable game called 'chess'" in capsys.readouterr().err


def test_player_count_outside_range_is_refused(dice_race, capsys):
    with pytest.raises(SystemExit) as stop:
        main(["simulate", "--game", "dice-race", "--players", "3", "--games", "1", "--seed", "1"])
    assert stop.value.code == 2
    assert "takes 2 players" in capsys.readouterr().err


def test_simulate_prints_one_json_line(dice_race, capsys):
    code = main(
        ["simulate", "--game", "dice-race", "--players", "2", "--games", "5", "--seed", "3"]
    )
    lines = capsys.readouterr().out.strip().splitlines()
    assert code == 0 and len(lines) == 1
    report = json.loads(lines[0])
    assert report["games"] == 5 and report["errors"] == 0
    assert report["actions"] > 0 and report["seconds"] >= 0


def test_simulate_without_a_seed_plays_the_default_seed(dice_race, capsys):
    """``--seed`` may be left out: the run is the one seed 1 gives, so it repeats."""
    base = ["simulate", "--game", "dice-race", "--players", "2", "--games", "3"]
    assert main(base) == 0
    unseeded = json.loads(capsys.readouterr().out)
    assert main([*base, "--seed", "1"]) == 0
    seeded = json.loads(capsys.readouterr().out)
    assert unseeded["games"] == 3 and unseeded["errors"] == 0
    assert (unseeded["actions"], unseeded["wins"]) == (seeded["actions"], seeded["wins"])


def test_simulate_exits_1_when_an_invariant_breaks(dice_race, monkeypatch, capsys):
    monkeypatch.setattr(type(dice_race), "check_invariants", lambda self, state: ["broken"])
    code = main(
        ["simulate", "--game", "dice-race", "--players", "2", "--games", "2", "--seed", "3"]
    )
    report = json.loads(capsys.readouterr().out)
    assert code == 1 and report["errors"] == 2 and "broken" in report["messages"][0]


def test_screenshot_of_the_launcher(tmp_path):
    out = tmp_path / "launcher.png"
    result = run("screenshot", "--scene", "launcher", "--out", str(out))
    assert result.returncode == 0, result.stderr
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_screenshot_of_a_game_after_bot_actions(dice_race, tmp_path):
    out = tmp_path / "race.png"
    args = ["screenshot", "--game", "dice-race", "--players", "2", "--seed", "4"]
    code = main([*args, "--actions", "5", "--out", str(out)])
    assert code == 0 and out.stat().st_size > 1000


def test_screenshot_of_the_rules_browser(tmp_path):
    out = tmp_path / "rules.png"
    args = ["screenshot", "--scene", "rules", "--game", "kings-forge", "--players", "2"]
    result = run(*args, "--seed", "4", "--section", "steal", "--out", str(out))
    assert result.returncode == 0, result.stderr
    assert out.stat().st_size > 1000
    alone = run("screenshot", "--scene", "rules", "--out", str(out))
    assert alone.returncode == 2 and "--game" in alone.stderr


def test_screenshot_until_a_phase_and_never_in_the_players_folder(tmp_path, monkeypatch, capsys):
    """--until-phase stops the bots at the phase (a phase never reached is an error), and a
    game-over picture (its results screen counts records) leaves the user's folder alone.
    In the test's process, with no data folder named (three runs of main.py took five
    seconds of processor time: the launcher's and the rules' pictures run it as a program)."""
    monkeypatch.delenv("FORGEGAMES_DATA_DIR")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home"))
    shot = ["screenshot", "--game", "forge-war", "--players", "2"]
    shot += ["--seed", "4", "--out", str(tmp_path / "fw.png")]
    assert main([*shot, "--until-phase", "market phase"]) == 0, capsys.readouterr().err
    with pytest.raises(SystemExit) as never:
        main([*shot, "--until-phase", "Stage 9"])
    assert never.value.code == 2
    assert "never reached a phase with 'Stage 9'" in capsys.readouterr().err
    assert main([*shot, "--actions", "3000"]) == 0
    assert not list((tmp_path / "home").rglob("*.json")), "the screenshot wrote user data"


def test_screenshot_in_spanish(tmp_path):
    """--lang es works after the command (and before it), on a King's Forge board."""
    out = tmp_path / "kf-es.png"
    args = ["screenshot", "--game", "kings-forge", "--players", "2", "--seed", "3"]
    result = run(*args, "--actions", "10", "--lang", "es", "--out", str(out))
    assert result.returncode == 0, result.stderr
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    code = main(["--lang", "es", *args, "--out", str(tmp_path / "before.png")])
    assert code == 0 and i18n.language() == "es" and i18n.tr("Undo") == "Deshacer"


def test_lang_flag_overrides_the_remembered_language(capsys):
    set_preference(i18n.LANGUAGE_PREFERENCE, "es")
    assert main(["check-data", "--lang", "en"]) == 0
    assert i18n.language() == "en"
    i18n.set_language(None)
    assert main(["check-data"]) == 0
    assert i18n.language() == "es"
    out = capsys.readouterr().out.splitlines()
    assert out[0].endswith("0 errors") and out[1].endswith("0 errores"), "English, then Spanish"


def test_unknown_language_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as info:
        main(["--lang", "xx"])
    assert info.value.code == 2 and "invalid choice: 'xx'" in capsys.readouterr().err


def test_check_data_passes_on_the_shipped_data(capsys):
    """In the test's process (the built app and the installed command run it as a program:
    test_standalone.py, test_packaging.py)."""
    assert main(["check-data"]) == 0, capsys.readouterr().err[-2000:]
    assert capsys.readouterr().out.strip().endswith("0 errors")


def test_check_data_names_file_and_key_of_a_broken_file(tmp_path):
    broken = tmp_path / "game" / "cards.yaml"
    broken.parent.mkdir()
    broken.write_text("cards:\n  - id: a\n    id: b\n")
    files, errors = check_all(tmp_path)
    assert files == [broken]
    assert (
        len(errors) == 1
        and "cards.yaml" in str(errors[0])
        and "duplicate key 'id'" in str(errors[0])
    )


def test_load_of_a_corrupt_save_reports_and_leaves_it(tmp_path):
    save = tmp_path / "save.json"
    save.write_text("{not json")
    result = run("load", str(save))
    assert result.returncode == 1 and "corrupt" in result.stderr
    assert save.read_text() == "{not json"


def test_replay_of_a_corrupt_save_names_it_exits_1_and_leaves_it(tmp_path):
    save = tmp_path / "save.json"
    save.write_text("{not json")
    result = run("replay", str(save))
    assert result.returncode == 1 and str(save) in result.stderr and "corrupt" in result.stderr
    assert "Traceback" not in result.stderr
    assert save.read_text() == "{not json"


def test_screenshot_of_a_replay_at_a_step(dice_race, tmp_path):
    from forgegames.core.session import Session
    from forgegames.core.title import GameConfig, SeatConfig

    seats = (SeatConfig("Ann", "blue"), SeatConfig("Bob", "orange"))
    session = Session.start(GameConfig("dice-race", seats, "standard"), 4)
    for _ in range(6):
        session.apply(session.legal_actions()[0])
    save = tmp_path / "race.json"
    session.save(save)
    out = tmp_path / "replay.png"
    args = ["screenshot", "--scene", "replay", "--file", str(save), "--step", "3"]
    assert main([*args, "--out", str(out)]) == 0 and out.stat().st_size > 1000
    with pytest.raises(SystemExit) as stop:
        main(["screenshot", "--scene", "replay", "--out", str(out)])
    assert stop.value.code == 2


def test_a_title_package_adds_its_own_commands(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The command line names no title: a package's ``commands`` module adds its commands,
    and a package that cannot be imported adds none without stopping the others."""
    import forgegames.games

    games = tmp_path / "games"
    (games / "zz_cmd").mkdir(parents=True)
    (games / "zz_cmd" / "__init__.py").write_text("")
    (games / "zz_cmd" / "commands.py").write_text(
        "def add_commands(sub):\n"
        "    parser = sub.add_parser('zz-hello', help='says hello')\n"
        "    parser.add_argument('--to', default='world')\n"
        "    parser.set_defaults(title_command=lambda args: print('hello', args.to) or 3)\n"
    )
    (games / "zz_broken").mkdir()
    (games / "zz_broken" / "__init__.py").write_text("raise RuntimeError('boom')\n")
    monkeypatch.setattr(forgegames.games, "__path__", [*forgegames.games.__path__, str(games)])
    for name in ("zz_cmd", "zz_cmd.commands", "zz_broken"):
        monkeypatch.delitem(sys.modules, f"forgegames.games.{name}", raising=False)
    assert main(["zz-hello", "--to", "you"]) == 3
    assert capsys.readouterr().out == "hello you\n"
    for name in ("zz_cmd", "zz_cmd.commands", "zz_broken"):
        sys.modules.pop(f"forgegames.games.{name}", None)


def test_the_command_line_names_no_title_package() -> None:
    """A title's code is reached through the registry and its ``commands`` module, never by
    name (its id may appear in a help text's example)."""
    files = sorted((ROOT / "forgegames").glob("cli*.py"))
    assert len(files) >= 3, "cli.py and the modules of its commands"
    for path in files:
        text = path.read_text(encoding="utf-8").lower()
        for name in ("kings_forge", "forge_war", "warparty"):
            assert name not in text, (path.name, name)
