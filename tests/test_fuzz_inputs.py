"""The hostile-input review kept as tests (issue 35): saves, scenarios, data files and command
lines mutated at random (seeded), a few seconds each. Every mutation is refused in the
program's own words (SaveError, ContentError, a usage error) or played, never a traceback."""

from __future__ import annotations

import copy
import json
import random
import shutil
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import every_title
import pytest
import yaml

from forgegames import cli
from forgegames.core import scenario
from forgegames.core.errors import ContentError, SaveError
from forgegames.core.paths import ROOT
from forgegames.core.replay import Replay
from forgegames.core.saves import save_text
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig

BUDGET = 2.5
"""Seconds each fuzzing test mutates and tries for."""
HOSTILE: tuple[Any, ...] = (
    None, "", "nowhereland", "__class__", "a\x00b", "x" * 300, -1, 0, 10**30, 1.5, True,
    [], {}, [1, "a"], {"a": 1},
)  # fmt: skip


def for_a_while(seed: int) -> Iterator[random.Random]:
    """The same random source again and again until the budget is spent (at least 20 tries)."""
    rng = random.Random(seed)
    stop, tries = time.monotonic() + BUDGET, 0
    while tries < 20 or time.monotonic() < stop:
        tries += 1
        yield rng


def leaves(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """The paths of every value in nested lists and mappings (containers too)."""
    found = [path]
    if isinstance(value, dict):
        for key, inner in value.items():
            found += leaves(inner, (*path, key))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            found += leaves(inner, (*path, index))
    return found


def mutated(data: Any, rng: random.Random, words: list[str]) -> Any:
    """``data`` with one value replaced (by a hostile value or a word from elsewhere in it) or
    removed."""
    data = copy.deepcopy(data)
    path = rng.choice(leaves(data)[1:])
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    if rng.random() < 0.15 and isinstance(parent, dict):
        del parent[path[-1]]
    else:
        parent[path[-1]] = rng.choice([*HOSTILE, rng.choice(words)])
    return data


def words_in(data: Any) -> list[str]:
    texts = [_at(data, p) for p in leaves(data)]
    return [word for text in texts if isinstance(text, str) for word in text.split()] or ["x"]


def _at(data: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        data = data[key]
    return data


# --- saves --------------------------------------------------------------------------------------
GAMES = [("warparty", "quick-play"), ("forge-war", "simple"), ("kings-forge", "standard")]


@pytest.mark.parametrize(("game", "variant"), GAMES)
def test_fuzzed_saves_are_refused_in_one_line(game: str, variant: str, tmp_path: Path) -> None:
    seats = tuple(SeatConfig(f"P{i}", c, "random") for i, c in enumerate(("blue", "orange")))
    session = Session.start(GameConfig(game, seats, variant), 5)
    while len(session.history) < 40 and not session.over:
        session.apply(session.bot_action())
    good = json.loads(save_text(session.save_data()))
    good["actions"] = good["actions"][:25]  # a short replay: more mutations in the budget
    words = words_in(good)
    path = tmp_path / "fuzzed.json"
    refused = 0
    for rng in for_a_while(sum(map(ord, game))):
        path.write_text(json.dumps(mutated(good, rng, words)), encoding="utf-8")
        try:
            Replay.load(path)
        except SaveError as exc:
            refused += 1
            assert "\n" not in str(exc) and len(str(exc)) < 1200
    assert refused > 0


# --- scenarios ------------------------------------------------------------------------------------
SHIPPED = sorted((ROOT / "data").glob("*/scenarios/*.yaml"))


def test_fuzzed_scenarios_are_reported_never_crash(tmp_path: Path) -> None:
    files = [yaml.safe_load(p.read_text(encoding="utf-8")) for p in SHIPPED]
    path = tmp_path / "fuzzed.yaml"
    problems = 0
    for rng in for_a_while(35):
        data = rng.choice(files)
        path.write_text(yaml.safe_dump(mutated(data, rng, words_in(data))), encoding="utf-8")
        found = scenario.check(path)
        assert all("\n" not in line or "Traceback" not in line for line in found)
        problems += bool(found)
    assert problems > 0


# --- data files -----------------------------------------------------------------------------------
def _loaders() -> dict[str, Callable[[Path], Any]]:
    from forgegames.games.kings_forge.content import load_content as kings_forge
    from forgegames.games.warparty.content import load_content as warparty

    return {"kings_forge": kings_forge, "warparty": warparty}


@pytest.mark.parametrize("title", ["kings_forge", "warparty"])
def test_fuzzed_data_files_are_content_errors(title: str, tmp_path: Path) -> None:
    load = _loaders()[title]
    folder = tmp_path / title
    shutil.copytree(ROOT / "data" / title, folder, ignore=shutil.ignore_patterns("scenarios"))
    files = [
        p
        for p in sorted(folder.rglob("*.yaml"))
        if p.name not in ("rules_text.yaml", "tutorial.yaml")
    ]
    originals = {p: p.read_text(encoding="utf-8") for p in files}
    errors = 0
    for rng in for_a_while(len(title)):
        target = rng.choice(files)
        data = yaml.safe_load(originals[target])
        target.write_text(yaml.safe_dump(mutated(data, rng, words_in(data))), encoding="utf-8")
        try:
            load(folder)
        except ContentError as exc:
            errors += 1
            assert "\n" not in str(exc)
        target.write_text(originals[target], encoding="utf-8")
    assert errors > 0


# --- command lines --------------------------------------------------------------------------------
COMMANDS = ["saves", "odds", "scenario", "load", "replay", "screenshot", "simulate", "play"]
FLAGS = [
    "--game", "--players", "--seed", "--bots", "--variant", "--out", "--scene", "--file",
    "--step", "--attacker", "--defender", "--games", "--check", "--size", "--text-report",
    "--copy", "--lang",
]  # fmt: skip
VALUES = [
    *every_title.title_ids(), "chess", "2", "0", "-1", "9" * 30, "launcher",
    "replay", "humans:infantry*3", "goblins:infantry*2", "humans:nowhere", "es", "xx",
    "1:greedy", "960x600", "/dev/full", "/nonexistent/x.png", "\x1b[2J", "",
]  # fmt: skip


def test_fuzzed_command_lines_end_in_a_status_never_a_traceback(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(cli, "run_app", lambda start: 0)  # no window waits for a person
    monkeypatch.chdir(tmp_path)
    places = [str(tmp_path), str(tmp_path / "x.png"), str(tmp_path / "x.json")]
    for rng in for_a_while(7):
        argv = [rng.choice(COMMANDS)]
        for _ in range(rng.randrange(6)):
            argv += [rng.choice(FLAGS), rng.choice([*VALUES, *places])]
        if "--games" in argv or "simulate" in argv[:1]:
            argv += ["--games", "1"]  # a simulation the budget allows
        try:
            status = cli.main(argv)
        except SystemExit as stop:
            status = stop.code
        assert isinstance(status, int), argv
        assert "Traceback" not in capsys.readouterr().err, argv
