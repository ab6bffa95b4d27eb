"""Arguments out of range get the usual one-line usage error, never a huge picture or a
simulation of -3 games that exits 0 (issue 22)."""

from __future__ import annotations

import pytest

from forgegames.cli import main


def usage_error(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    with pytest.raises(SystemExit) as stop:
        main(list(argv))
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("usage:") and "Traceback" not in err
    (last,) = [line for line in err.splitlines() if "error:" in line]
    return last


@pytest.mark.parametrize("size", ["1x1", "100x100", "100000x100000", "0x0", "x", "12e3x1"])
def test_screenshot_size_out_of_range(capsys, size: str) -> None:
    last = usage_error(
        capsys, "screenshot", "--scene", "launcher", "--out", "x.png", "--size", size
    )
    assert "--size" in last


def test_a_negative_size_is_refused(capsys) -> None:
    usage_error(capsys, "screenshot", "--scene", "launcher", "--out", "x.png", "--size=-5x100")


@pytest.mark.parametrize("games", ["-3", "0", "100001", "many", "9" * 5000])
def test_simulate_games_out_of_range(capsys, games: str) -> None:
    last = usage_error(
        capsys, "simulate", "--game", "kings-forge", "--players", "2", "--games", games
    )
    assert "--games" in last and len(last) < 200


@pytest.mark.parametrize(
    ("flag", "value"),
    [("--players", "0"), ("--players", "-2"), ("--players", "9"), ("--seed", "9" * 30)],
)
def test_play_numbers_out_of_range(capsys, flag: str, value: str) -> None:
    argv = {"--players": "2", "--seed": "1"}
    argv[flag] = value
    last = usage_error(
        capsys, "play", "--game", "kings-forge", "--players", argv["--players"], "--seed",
        argv["--seed"],
    )  # fmt: skip
    assert flag in last and len(last) < 200


@pytest.mark.parametrize("flag", ["--step", "--actions", "--steps"])
def test_screenshot_counts_are_not_negative(capsys, flag: str) -> None:
    usage_error(capsys, "screenshot", "--scene", "launcher", "--out", "x.png", flag, "-1")


@pytest.mark.parametrize(
    "argv",
    [
        ["play", "--game", "x" * 100_000, "--players", "2"],
        ["play", "--game", "kings-forge", "--players", "2", "--variant", "x" * 100_000],
        ["play", "--game", "kings-forge", "--players", "2", "--bots", "x" * 100_000],
        ["play", "--game", "kings-forge", "--players", "2", "--option", "a=" + "x" * 100_000],
    ],
    ids=["game", "variant", "bots", "option"],
)
def test_a_long_bad_value_is_quoted_in_short(capsys, argv: list[str]) -> None:
    last = usage_error(capsys, *argv)
    assert len(last) < 400


def test_odds_quotes_a_long_bad_unit_in_short(capsys) -> None:
    for side in ("humans:" + "x" * 100_000, "humans:infantry*" + "9" * 5000, "x" * 100_000):
        argv = ["odds", "--game", "warparty", "--attacker", side, "--defender", "goblins:infantry"]
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert len(err) < 400 and len(err.splitlines()) == 1
