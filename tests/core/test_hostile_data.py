"""Hostile data and scenario files get a clear error (issue 22): YAML nested deep or full of
aliases, numbers too long, figures out of range, check-data on broken data. Every hostile file
is made here, in a temporary folder; the ones that once crashed the interpreter are read in a
subprocess, so a regression cannot take pytest down with it."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Annotated

import pytest

from forgegames.cli import main
from forgegames.core import content
from forgegames.core.content import Range, convert, read_yaml
from forgegames.core.errors import ContentError
from forgegames.core.paths import ROOT
from forgegames.games.kings_forge import content as kf_content
from forgegames.games.warparty import content as wp_content

HEAD = "title: kings-forge\nplayers: 2\nsource: x\nintro: x\n"
"""A scenario's required keys (its name comes after)."""

BILLION_LAUGHS = "\n".join(
    [
        'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
        *(
            f"{n}: &{n} [{','.join([f'*{p}'] * 9)}]"
            for p, n in zip("abcdefgh", "bcdefghi", strict=True)
        ),
    ]
)
"""1.8 KB that stand for 9^9 (387 million) strings once the aliases are expanded."""


def short(message: str) -> None:
    assert "\n" not in message and len(message) < 700, message[:1000]


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "main.py", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "SDL_VIDEODRIVER": "dummy"},
    )


# --- YAML ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "name: " + "[" * 50_000 + "]" * 50_000,
        "name: " + "{a: " * 50_000 + "}" * 50_000,
        "name:\n" + "".join("  " * i + "-\n" for i in range(1, 2000)),
        "name:\n  " + "- " * 50_000 + "x",
    ],
    ids=["flow lists", "flow mappings", "block lists", "compact lists"],
)
def test_yaml_nested_50000_deep_is_an_error_not_a_crash(tmp_path: Path, text: str) -> None:
    path = tmp_path / "deep.yaml"
    path.write_text(HEAD + text)
    started = time.monotonic()
    result = run("scenario", str(path), "--check")
    assert result.returncode == 1, (result.returncode, result.stderr[-500:])
    assert "nest more than 50 deep" in result.stdout and "Traceback" not in result.stderr
    assert time.monotonic() - started < 60
    for line in result.stdout.splitlines():
        short(line)


def test_deep_yaml_is_refused_before_anything_is_built(tmp_path: Path) -> None:
    path = tmp_path / "deep.yaml"
    path.write_text("[" * 51 + "]" * 51)
    with pytest.raises(ContentError, match="nest more than 50 deep"):
        read_yaml(path)
    path.write_text("[" * 50 + "]" * 50)
    assert read_yaml(path) is not None


def test_a_billion_laughs_is_refused_at_once(tmp_path: Path) -> None:
    path = tmp_path / "bomb.yaml"
    path.write_text(BILLION_LAUGHS)
    assert len(BILLION_LAUGHS) < 2000
    started = time.monotonic()
    with pytest.raises(ContentError, match="once its aliases are expanded") as info:
        read_yaml(path)
    assert time.monotonic() - started < 2
    short(str(info.value))


def test_aliases_cannot_repeat_a_long_text_millions_of_times(tmp_path: Path) -> None:
    path = tmp_path / "bomb.yaml"
    path.write_text('a: &s "' + "x" * 100_000 + '"\nb: [' + ",".join(["*s"] * 1000) + "]\n")
    with pytest.raises(ContentError, match="once its aliases are expanded"):
        read_yaml(path)


def test_a_few_aliases_still_read(tmp_path: Path) -> None:
    path = tmp_path / "ok.yaml"
    path.write_text("a: &a [1, 2]\nb: *a\nc: [*a, *a]\n")
    assert read_yaml(path) == {"a": [1, 2], "b": [1, 2], "c": [[1, 2], [1, 2]]}


def test_an_alias_inside_its_own_node_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "loop.yaml"
    path.write_text("a: &x [1, *x]\n")
    with pytest.raises(ContentError, match=r"alias \*x is inside the node it names"):
        read_yaml(path)


def test_duplicate_keys_and_unsafe_tags_are_still_refused(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text("a: 1\na: 2\n")
    with pytest.raises(ContentError, match="duplicate key 'a'"):
        read_yaml(path)
    path.write_text('a: !!python/object/apply:os.system ["echo owned"]\n')
    with pytest.raises(ContentError, match="could not determine a constructor"):
        read_yaml(path)


@pytest.mark.parametrize("number", ["9" * 5000, "-" + "9" * 30, "0x" + "f" * 5000])
def test_a_number_too_long_is_refused(tmp_path: Path, number: str) -> None:
    path = tmp_path / "n.yaml"
    path.write_text(f"seed: {number}\n")
    with pytest.raises(ContentError, match="digits is too long") as info:
        read_yaml(path)
    short(str(info.value))


def test_special_and_huge_yaml_files_are_not_read(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo.yaml"
    os.mkfifo(fifo)
    with pytest.raises(ContentError, match="not a regular file"):
        read_yaml(fifo)
    big = tmp_path / "big.yaml"
    big.write_bytes(b"#" * (content.MAX_BYTES + 1))
    with pytest.raises(ContentError, match="larger than"):
        read_yaml(big)


# --- scenarios ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("extra", "words"),
    [
        ("seed: " + "9" * 5000, "a number of 5000 digits is too long"),
        ("seed: 9999999999999999999", "seed: must be a whole number from"),
        ("seed: 1.5", "seed: must be a whole number"),
        ("players: 1000000", "players: must be a whole number from 1 to 8"),
        ("steps:\n  - do: " + "x" * 1_000_000, "1,000,000 characters long (at most 4000)"),
        ("steps:\n  - do: claim " + "x" * 3000 + " top", "at most 100 characters"),
        ("steps:\n  - do: claim " + "x" * 99 + " top", "which this game does not have"),
    ],
    ids=[
        "5000-digit seed",
        "seed too large",
        "seed not whole",
        "players",
        "1 MB move",
        "1 MB card in a move",
        "a long card refused",
    ],  # fmt: skip
)
def test_a_hostile_scenario_gets_a_one_line_error(
    tmp_path: Path, extra: str, words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(HEAD.replace("players: 2\n", "") + "name: n\n" + extra + "\n")
    if "players" not in extra:
        path.write_text(HEAD + "name: n\n" + extra + "\n")
    assert main(["scenario", str(path), "--check"]) == 1
    out = capsys.readouterr().out
    assert words in out
    for line in out.splitlines():
        short(line)


def test_a_whole_bad_value_is_never_echoed(tmp_path: Path) -> None:
    huge = list(range(100_000))
    for value, kind in ((huge, str), ("x" * 1_000_000, int), ({"k": huge}, list[int])):
        with pytest.raises(ContentError) as info:
            convert(value, kind, "f.yaml", "key")
        short(str(info.value))


# --- figures: every one has a type and a range -------------------------------------------------


def test_a_figure_without_its_own_range_is_a_sane_whole_number() -> None:
    assert convert(7, int, "f", "k") == 7
    for bad in (-1, 1_000_001, 10**26):
        with pytest.raises(ContentError, match="from 0 to 1,000,000"):
            convert(bad, int, "f", "k")
    for bad in (float("nan"), float("inf"), -0.5):
        with pytest.raises(ContentError):
            convert(bad, float, "f", "k")
    assert convert(-3, Annotated[int, Range(-3, 0)], "f", "k") == -3
    assert convert(None, Annotated[int, Range(1, 2)] | None, "f", "k") is None
    with pytest.raises(ContentError, match="from 1 to 2, not 3"):
        convert(3, Annotated[int, Range(1, 2)] | None, "f", "k")


@pytest.fixture()
def warparty_data(tmp_path: Path) -> Path:
    folder = tmp_path / "warparty"
    shutil.copytree(ROOT / "data" / "warparty", folder)
    return folder


@pytest.mark.parametrize(
    ("old", "new", "key"),
    [
        ("  cost: 12", "  cost: -12", "cities.cost"),
        ("  build_turns: 2", "  build_turns: 0", "cities.build_turns"),
        ("value: 1}", "value: 0}", "coins[0].value"),
        ("    at: 45", "    at: -45", "inflation[0].at"),
    ],
)
def test_warparty_economy_figures_have_ranges(
    warparty_data: Path, old: str, new: str, key: str
) -> None:
    path = warparty_data / "economy.yaml"
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))
    with pytest.raises(ContentError) as info:
        wp_content.load_economy(warparty_data)
    assert info.value.key_path == key and "must be a whole number from" in info.value.problem


@pytest.mark.parametrize(("rank", "words"), [("-2", "from 1 to 99"), ("10" + "0" * 25, "digits")])
def test_kings_forge_rank_has_a_range(tmp_path: Path, rank: str, words: str) -> None:
    folder = tmp_path / "kings_forge"
    shutil.copytree(ROOT / "data" / "kings_forge", folder)
    path = folder / "craft.yaml"
    text = path.read_text()
    path.write_text(
        text.replace(
            "{id: knife, name: Knife, rank: 2,", f"{{rank: {rank}, id: knife, name: Knife,", 1
        )
    )
    with pytest.raises(ContentError, match=words):
        kf_content.load_content(folder)


def test_a_broken_translation_falls_back_to_english(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from forgegames.core import i18n

    (tmp_path / "data" / "locale").mkdir(parents=True)
    (tmp_path / "data" / "locale" / "es.yaml").write_text('"Delete": [' + "[" * 60_000)
    monkeypatch.setattr(i18n, "ROOT", tmp_path)
    i18n._catalogue.cache_clear()
    try:
        with i18n.speaking("es"):
            assert i18n.tr("Delete") == "Delete"
    finally:
        i18n._catalogue.cache_clear()
    err = capsys.readouterr().err
    assert "es.yaml" in err and "using English" in err and len(err.splitlines()) == 1
