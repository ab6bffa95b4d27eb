"""Where ``screenshot`` writes (issue 35): a folder, a full device or a missing folder is a
one-line error, and no folder is made that the user did not ask for."""

from __future__ import annotations

from pathlib import Path

import pytest

from forgegames.cli import main


def shoot(*args: str) -> int:
    return main(["screenshot", "--scene", "launcher", "--size", "960x600", *args])


def one_line_error(capsys: pytest.CaptureFixture[str], *words: str) -> None:
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "Traceback" not in err, err
    assert all(word in err for word in words), err


def test_a_folder_for_out_or_text_report_is_an_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert shoot("--out", str(tmp_path)) == 2
    one_line_error(capsys, str(tmp_path), "is a folder")
    assert shoot("--out", str(tmp_path / "x.png"), "--text-report", str(tmp_path)) == 2
    one_line_error(capsys, "--text-report", "is a folder")
    assert not (tmp_path / "x.png").exists()


def test_a_missing_folder_is_not_made(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "no" / "such" / "x.png"
    assert shoot("--out", str(out)) == 2
    one_line_error(capsys, "there is no folder")
    assert not (tmp_path / "no").exists()


def test_a_full_device_is_an_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert shoot("--out", "/dev/full") == 1
    one_line_error(capsys, "cannot write /dev/full")
    assert shoot("--out", str(tmp_path / "x.png"), "--text-report", "/dev/full") == 1
    one_line_error(capsys, "cannot write /dev/full")


def test_a_good_path_is_written(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert shoot("--out", str(tmp_path / "x.png"), "--text-report", str(tmp_path / "x.json")) == 0
    assert (tmp_path / "x.png").read_bytes()[:4] == b"\x89PNG"
    assert (tmp_path / "x.json").stat().st_size > 0
