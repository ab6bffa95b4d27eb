"""check-data's engine: every YAML file parsed, every built title's content checked."""

from __future__ import annotations

from pathlib import Path

import pytest
from titles import dice_race as dicerace

from forgegames.core import datacheck, registry
from forgegames.core.errors import ContentError


@pytest.fixture()
def private_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    registry.discover()
    monkeypatch.setattr(registry, "_titles", dict(registry._titles))
    monkeypatch.setattr(registry, "load_errors", {})


@pytest.mark.usefixtures("private_registry")
def test_clean_data_has_no_errors(tmp_path: Path) -> None:
    (tmp_path / "game").mkdir()
    (tmp_path / "game" / "cards.yaml").write_text("cards: []\n")
    (tmp_path / "other.yaml").write_text("a: 1\n")
    files, errors = datacheck.check_all(tmp_path)
    assert errors == []
    assert files == [tmp_path / "game" / "cards.yaml", tmp_path / "other.yaml"]


@pytest.mark.usefixtures("private_registry")
def test_every_broken_file_is_reported(tmp_path: Path) -> None:
    (tmp_path / "a.yaml").write_text("x: 1\nx: 2\n")
    (tmp_path / "b.yaml").write_text("ok: true\n")
    (tmp_path / "c.yaml").write_text("y: [\n")
    files, errors = datacheck.check_all(tmp_path)
    assert len(files) == 3
    assert [e.file for e in errors] == [str(tmp_path / "a.yaml"), str(tmp_path / "c.yaml")]
    assert "duplicate key 'x'" in str(errors[0])


@pytest.mark.usefixtures("private_registry")
def test_title_content_check_and_import_failures_are_reported(tmp_path: Path) -> None:
    class BrokenContent(dicerace.DiceRace):
        def check_content(self) -> None:
            raise ContentError("data/race/cards.yaml", "cards[0].cost", "missing key")

    registry.register(BrokenContent())
    registry.load_errors["forgegames.games.oops"] = "SyntaxError: invalid syntax"
    _files, errors = datacheck.check_all(tmp_path)
    messages = [str(e) for e in errors]
    assert "forgegames.games.oops: cannot be imported: SyntaxError: invalid syntax" in messages
    assert "data/race/cards.yaml: cards[0].cost: missing key" in messages


def test_the_shipped_data_is_valid() -> None:
    import forgegames.ui.data_checks  # noqa: F401 - what check-data adds: the Warparty map check

    _files, errors = datacheck.check_all()
    assert errors == [], [str(e) for e in errors]


@pytest.mark.usefixtures("private_registry")
def test_scenario_files_are_loaded(tmp_path: Path) -> None:
    folder = tmp_path / "kings_forge" / "scenarios"
    folder.mkdir(parents=True)
    head = "title: kings-forge\nplayers: 2\nname: n\nsource: s\nintro: i\n"
    (folder / "good.yaml").write_text(head)
    (folder / "bad.yaml").write_text(head + "position: {display: [knif]}\n")
    (tmp_path / "kings_forge" / "not-a-scenario.yaml").write_text("position: 1\n")
    _, errors = datacheck.check_all(tmp_path)
    assert [str(e) for e in errors] == [
        f"{folder / 'bad.yaml'}: position.display[0]: unknown craft card 'knif' "
        "(did you mean 'knife'?)"
    ]


@pytest.mark.usefixtures("private_registry")
def test_checks_the_interface_registers_run_once_each(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(datacheck, "_interface_checks", [])
    calls: list[str] = []

    def fine() -> None:
        calls.append("fine")

    def broken() -> None:
        calls.append("broken")
        raise ContentError("assets/maps/x.tmx", "territories", "no polygon for territory 'a'")

    for check in (fine, broken, fine):
        datacheck.register_check(check)
    _files, errors = datacheck.check_all(tmp_path)
    assert calls == ["fine", "broken"]
    assert [str(e) for e in errors] == [
        "assets/maps/x.tmx: territories: no polygon for territory 'a'"
    ]


def test_check_data_registers_the_warparty_map_check() -> None:
    import forgegames.ui.data_checks  # noqa: F401 - registers the board packages' checks
    from forgegames.ui.boards.warparty import tmxmap

    assert tmxmap.check_warparty_map in datacheck._interface_checks
