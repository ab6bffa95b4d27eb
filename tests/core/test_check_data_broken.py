"""check-data on broken data (issue 22): one bad card is one error, and the translations
report never runs on data that failed to load (it once ended in a traceback)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from titles import dice_race as dicerace

from forgegames.cli import main
from forgegames.core import datacheck, registry
from forgegames.core.content import read_yaml
from forgegames.core.errors import ContentError
from forgegames.core.paths import ROOT


@pytest.fixture()
def private_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    registry.discover()
    monkeypatch.setattr(registry, "_titles", dict(registry._titles))
    monkeypatch.setattr(registry, "load_errors", {})


@pytest.mark.usefixtures("private_registry")
def test_one_bad_card_is_reported_once(tmp_path: Path) -> None:
    bad_card = ContentError("data/race/cards.yaml", "cards[1].dice[0]", "'Q6' is not like M3")

    class BrokenCards(dicerace.DiceRace):
        def check_content(self) -> None:
            raise bad_card

        def scenario_position(self, position, config, seed, where):  # every scenario loads it
            raise bad_card

    registry.register(BrokenCards())
    folder = tmp_path / "dice_race" / "scenarios"
    folder.mkdir(parents=True)
    for i in range(16):
        (folder / f"s{i}.yaml").write_text(
            "title: dice-race\nplayers: 2\nname: n\nsource: s\nintro: i\n"
        )
    _files, errors = datacheck.check_all(tmp_path)
    assert [str(e) for e in errors] == [str(bad_card)]


def test_check_data_reports_no_translations_on_data_that_failed_to_load(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    broken = tmp_path / "broken.yaml"
    broken.write_text("x: [\n")
    with pytest.raises(ContentError) as info:
        read_yaml(broken)
    monkeypatch.setattr(datacheck, "check_all", lambda: ([broken], [info.value]))

    def no_report() -> bool:
        raise AssertionError("the translations report ran on data that failed to load")

    monkeypatch.setattr("forgegames.cli.report_translations", no_report)
    assert main(["check-data"]) == 1
    err = capsys.readouterr().err
    assert err.count("error: ") == 1 and "not valid YAML" in err


def test_check_data_on_a_broken_copy_of_the_data_prints_no_traceback(tmp_path: Path) -> None:
    root = tmp_path / "checkout"
    shutil.copytree(ROOT / "forgegames", root / "forgegames")
    shutil.copytree(ROOT / "data", root / "data")
    shutil.copytree(ROOT / "assets", root / "assets")
    shutil.copy(ROOT / "main.py", root / "main.py")
    (root / "data" / "forge_war" / "broken.yaml").write_text("x: [\n")
    craft = root / "data" / "kings_forge" / "craft.yaml"
    craft.write_text(craft.read_text().replace("rank: 2, dice: [M6]", "rank: 2, dice: [Q6]"))
    result = subprocess.run(
        [sys.executable, "main.py", "check-data"],
        cwd=root,
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "SDL_VIDEODRIVER": "dummy"},
    )
    assert result.returncode == 1 and "Traceback" not in result.stderr, result.stderr[-800:]
    errors = [line for line in result.stderr.splitlines() if line.startswith("error: ")]
    assert len(errors) == 2, errors
    assert "2 errors" in result.stdout
