"""An unknown id in a move is a refusal like any other (issue 35): read from a save, a scenario
or a lesson, it is refused as the move is read, with the nearest known ids, and the file and
the step are named; load, replay and the commands never end in a traceback."""

from __future__ import annotations

import json
import random
import time
from pathlib import Path

import pytest

from forgegames.cli import main
from forgegames.core import registry
from forgegames.core.datacheck import check_scenarios
from forgegames.core.errors import ContentError, IllegalAction, SaveError
from forgegames.core.paths import ROOT
from forgegames.core.replay import Replay
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.core.tutorial import check_tutorial

SEATS = [{"name": "A", "colour": "blue", "bot": None}, {"name": "B", "colour": "red", "bot": None}]
SAVES = {
    "warparty": (
        "quick-play",
        ["rolloff good", "order first", "found humans nowhereland"],
        "'nowhereland', which this game does not have",
    ),
    "forge-war": ("simple", ["end-bonus royal-keep"], "(known ones are: adventurers"),
}


def save_file(tmp_path: Path, game: str) -> Path:
    variant, actions, _ = SAVES[game]
    config = {"game": game, "variant": variant, "seats": SEATS, "options": {}}
    data = {"format": "forgegames-save", "version": 1, "game": game, "config": config}
    path = tmp_path / f"{game}.json"
    path.write_text(json.dumps({**data, "seed": 3, "actions": actions}), encoding="utf-8")
    return path


@pytest.mark.parametrize("game", SAVES)
def test_a_save_with_an_unknown_id_is_refused_naming_file_and_move(
    game: str, tmp_path: Path
) -> None:
    path = save_file(tmp_path, game)
    _, actions, hint = SAVES[game]
    for opener in (Session.load, Session.resume, Replay.load):
        with pytest.raises(SaveError) as info:
            opener(path)
        message = str(info.value)
        assert str(path) in message and f"move {len(actions)} " in message
        assert hint in message and "\n" not in message


def test_a_near_miss_is_told_the_id_it_meant() -> None:
    with pytest.raises(IllegalAction, match="did you mean: duskshore"):
        registry.get("warparty").parse_action("found humans duskshor")
    with pytest.raises(IllegalAction, match="did you mean: adventurers"):
        registry.get("forge-war").parse_action("end-bonus adventurer")
    with pytest.raises(IllegalAction, match="did you mean: west-forest"):
        registry.get("kings-forge").parse_action("claim west-forst top")


def test_replay_screenshot_of_a_save_with_an_unknown_id_is_a_one_line_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = save_file(tmp_path, "warparty")
    out = tmp_path / "u.png"
    args = ["screenshot", "--scene", "replay", "--file", str(path), "--step", "3"]
    assert main([*args, "--out", str(out)]) == 1
    err = capsys.readouterr().err.strip()
    assert str(path) in err and "move 3" in err and len(err.splitlines()) == 1
    assert not out.exists()


# --- fuzzing each title's move texts, on a budget ---------------------------------------------
GAMES = [("warparty", "quick-play"), ("forge-war", "simple"), ("kings-forge", "standard")]
WORDS = ("nowhereland", "royal-keep", "0", "-1", "99", "a,b", "-", "x|y")


def played(game: str, variant: str, moves: int) -> tuple[list[object], list[str]]:
    """The states and move texts of the first ``moves`` moves of a random game."""
    seats = tuple(SeatConfig(f"P{i}", f"c{i}", "random") for i in range(2))
    session = Session.start(GameConfig(game, seats, variant), 7)
    while not session.over and len(session.history) < moves:
        session.apply(session.bot_action())
    return session.states(), [str(e.action) for e in session.history]


@pytest.mark.parametrize(("game", "variant"), GAMES)
def test_fuzzed_move_texts_are_refused_never_crash(game: str, variant: str) -> None:
    """Each argument of each move, in the position it was played in, replaced by an unknown
    id, a number out of range or odd punctuation: read and applied, it is played or refused
    with IllegalAction (a ValueError), never another exception. Two seconds a title."""
    title = registry.get(game)
    states, texts = played(game, variant, 120)
    rng = random.Random(35)
    stop, tried, refused = time.monotonic() + 2, 0, 0
    while time.monotonic() < stop:
        index = rng.randrange(len(texts))
        parts = texts[index].split()
        if len(parts) < 2:
            continue
        parts[rng.randrange(1, len(parts))] = rng.choice(WORDS)
        tried += 1
        try:
            action = title.parse_action(" ".join(parts))
            state = states[index]
            implied = title.implied_move(state, action)
            if implied is not None:
                state = title.apply(state, implied).state
            title.apply(state, action)
        except ValueError:
            refused += 1
    assert tried > 20 and refused > tried // 2


# --- scenarios and lessons ---------------------------------------------------------------------
def test_check_data_plays_scenario_steps_and_names_file_and_step(tmp_path: Path) -> None:
    folder = tmp_path / "scenarios"
    folder.mkdir()
    shipped = (ROOT / "data" / "forge_war" / "scenarios" / "clerk-claim.yaml").read_text()
    typo = folder / "typo.yaml"
    typo.write_text(shipped.replace('do: "clerk iron-sword"', 'do: "end-bonus royal-keep"'))
    refused = folder / "refused.yaml"
    refused.write_text(shipped.replace('do: "clerk iron-sword"', 'do: "clerk steel-sword"'))
    errors = {e.file: e for e in check_scenarios([typo, refused])}
    assert errors[str(typo)].key_path == "steps[0].do"
    assert "royal-keep" in errors[str(typo)].problem
    assert errors[str(refused)].key_path == "steps[0]"
    assert "is refused" in errors[str(refused)].problem


def test_a_typo_in_a_lesson_is_named_with_file_and_step(tmp_path: Path) -> None:
    lesson = tmp_path / "tutorial.yaml"
    shipped = (ROOT / "data" / "warparty" / "tutorial.yaml").read_text()
    lesson.write_text(shipped.replace("found humans dunmoor", "found humans dunmor", 1))
    with pytest.raises(ContentError) as info:
        check_tutorial(registry.get("warparty"), lesson)
    assert info.value.file == str(lesson) and info.value.key_path.startswith("steps[")
    assert "did you mean: dunmoor" in str(info.value)
