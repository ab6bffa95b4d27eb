"""Saves: versioned JSON written atomically; broken or tampered saves are refused, untouched."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

import pytest
from titles.dice_race import EndTurn, Reveal, Roll, StepForward

from forgegames.core import saves
from forgegames.core.errors import SaveError
from forgegames.core.saves import SaveData, read_save, write_atomic, write_save
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig

CONFIG = GameConfig(
    "dice-race", (SeatConfig("Ann", "c0"), SeatConfig("Bob", "c1", "random")), "short"
)


def played_session() -> Session:
    session = Session.start(CONFIG, 42)
    for action in (StepForward(), Roll(), Reveal(), EndTurn(), Roll()):
        session.apply(action)
    return session


def valid_json() -> dict[str, Any]:
    return SaveData(CONFIG, 42, ("deal 1", "deal 3", "step", "roll", "die 4")).to_json()


# --- writing -----------------------------------------------------------------------------------


def test_write_atomic_leaves_no_temporary_files(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "game.json"
    write_atomic(path, "first")
    write_atomic(path, "second")
    assert path.read_text(encoding="utf-8") == "second"
    assert [p.name for p in path.parent.iterdir()] == ["game.json"]


def test_failed_write_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "game.json"
    write_atomic(path, "old")

    def broken_replace(src: Any, dst: Any) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError, match="disk full"):
        write_atomic(path, "new")
    assert path.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_write_read_round_trip(tmp_path: Path) -> None:
    data = SaveData(CONFIG, 42, ("deal 1", "deal 3", "step"))
    path = tmp_path / "game.json"
    write_save(path, data)
    assert read_save(path) == data
    raw = json.loads(path.read_text(encoding="utf-8"))
    keys = {"format", "version", "game", "config", "seed", "actions", "summary", "hints"}
    # summary, hints and warnings are optional: a save without them still reads
    assert set(raw) == keys | {"warnings"}
    assert raw["format"] == saves.FORMAT
    assert raw["version"] == saves.VERSION
    assert raw["game"] == "dice-race"


@pytest.mark.parametrize(
    "warnings",
    [None, [], {"silenced": [["EndTurn"]]}, {"silenced": [["EndTurn"], [3]]}, {"silenced": 1}],
)
def test_odd_silenced_warnings_silence_nothing(tmp_path: Path, warnings: Any) -> None:
    path = tmp_path / "game.json"
    write_save(path, SaveData(CONFIG, 42, ("deal 1",), silenced=(("EndTurn",), ())))
    assert read_save(path).silenced == (("EndTurn",), ())
    raw = json.loads(path.read_text(encoding="utf-8"))
    raw["warnings"] = warnings
    path.write_text(json.dumps(raw), encoding="utf-8")
    assert read_save(path).silenced == ()


def test_session_save_and_load(tmp_path: Path, dice_race: Any) -> None:
    session = played_session()
    path = tmp_path / "game.json"
    session.save(path)
    loaded = Session.load(path)
    assert loaded.state == session.state
    assert loaded.config == session.config
    assert loaded.seed == session.seed
    assert loaded.save_data() == session.save_data()
    assert set(loaded.bots) == {1}
    assert [e.text for e in loaded.events()] == [e.text for e in session.events()]


def test_load_resolves_pending_chance(tmp_path: Path, dice_race: Any) -> None:
    # A save that stops at a chance node (e.g. written by hand) continues with a sampled outcome.
    path = tmp_path / "game.json"
    write_save(path, SaveData(CONFIG, 42, ("deal 1", "deal 3", "roll")))
    loaded = Session.load(path)
    assert loaded.save_data().actions[-1].startswith("die ")
    assert loaded.active == 1


# --- refusing broken files ---------------------------------------------------------------------


def corrupt(data: dict[str, Any], **changes: Any) -> str:
    data = dict(data)
    for key, value in changes.items():
        if value is ...:
            del data[key]
        else:
            data[key] = value
    return json.dumps(data)


BAD_SAVES = {
    "corrupt JSON": ("{this is not json", "corrupt or truncated"),
    "truncated": (json.dumps(valid_json(), indent=1)[:70], "corrupt or truncated"),
    "empty": ("", "corrupt or truncated"),
    "not an object": ("[1, 2, 3]", "not a forgegames save"),
    "wrong format": (corrupt(valid_json(), format="other-game-save"), "not a forgegames save"),
    "no format": (corrupt(valid_json(), format=...), "not a forgegames save"),
    "wrong version": (corrupt(valid_json(), version=2), "version 2; this program reads 1"),
    "version as text": (corrupt(valid_json(), version="1"), "version '1'"),
    "seed as text": (corrupt(valid_json(), seed="42"), "'seed' must be a whole number"),
    "seed as bool": (corrupt(valid_json(), seed=True), "'seed' must be a whole number"),
    "seed as float": (corrupt(valid_json(), seed=4.5), "'seed' must be a whole number"),
    "no seed": (corrupt(valid_json(), seed=...), "'seed' must be a whole number"),
    "actions as text": (corrupt(valid_json(), actions="step"), "'actions' must be a list"),
    "actions not texts": (corrupt(valid_json(), actions=[1, 2]), "'actions' must be a list"),
    "no actions": (corrupt(valid_json(), actions=...), "'actions' must be a list"),
    "no config": (corrupt(valid_json(), config=...), "config must be an object"),
    "seats not a list": (
        corrupt(valid_json(), config={"game": "dice-race", "variant": "short", "seats": 2}),
        "config.seats must be a list",
    ),
    "seat without name": (
        corrupt(
            valid_json(),
            config={"game": "dice-race", "variant": "short", "seats": [{"colour": "c0"}]},
        ),
        "config.seats[0] needs a text name and colour",
    ),
    "bot not text": (
        corrupt(
            valid_json(),
            config={
                "game": "dice-race",
                "variant": "short",
                "seats": [{"name": "A", "colour": "c0", "bot": 3}],
            },
        ),
        "config.seats[0].bot must be text or null",
    ),
    "game mismatch": (corrupt(valid_json(), game="warparty"), "'game' does not match"),
}


@pytest.mark.parametrize("case", BAD_SAVES, ids=list(BAD_SAVES))
def test_broken_save_is_refused_and_left_untouched(
    case: str, tmp_path: Path, dice_race: Any, data_dir: Path
) -> None:
    text, reason = BAD_SAVES[case]
    path = tmp_path / "game.json"
    path.write_text(text, encoding="utf-8")
    before = path.read_bytes()
    with pytest.raises(SaveError, match=re.escape(reason)) as info:
        read_save(path)
    assert str(path) in str(info.value)
    autosave = data_dir / "autosave.json"
    with pytest.raises(SaveError, match=re.escape(reason)):
        Session.load(path, autosave)
    assert path.read_bytes() == before
    assert not autosave.exists()


def test_binary_garbage_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe\x00")
    before = path.read_bytes()
    with pytest.raises(SaveError, match="not a text file"):
        read_save(path)
    assert path.read_bytes() == before


def test_missing_save(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="cannot read save"):
        read_save(tmp_path / "nope.json")


def test_save_error_is_a_value_error() -> None:
    assert issubclass(SaveError, ValueError)


# --- tampered saves: replay re-validates every move ---------------------------------------------


TAMPERED = {
    # (actions, index of the bad move, words of the reason)
    "second step in a turn": (["deal 1", "deal 3", "step", "step"], 4, "step only once"),
    "reveal twice": (["deal 1", "deal 3", "reveal", "reveal"], 4, "already revealed"),
    "impossible die": (["deal 1", "deal 3", "roll", "die 7"], 4, "not a possible outcome"),
    "impossible deal": (["deal 4"], 1, "not a possible outcome"),
    "die instead of deal": (["die 3"], 1, "not a possible outcome"),
    "seat moves at a chance node": (["deal 1", "step"], 2, "not a possible outcome"),
    "chance outcome on a seat's turn": (["deal 1", "deal 2", "die 6"], 3, "not a move you can"),
    "unknown verb": (["deal 1", "deal 2", "fly 3"], 3, "not a move in this game"),
    "wrong arguments": (["deal 1", "deal 2", "step 3"], 3, "argument"),
    "unreadable argument": (["deal one"], 1, "cannot be read"),
    "empty move": (["deal 1", "deal 2", ""], 3, "empty"),
}


@pytest.mark.parametrize("case", TAMPERED, ids=list(TAMPERED))
def test_tampered_save_names_the_bad_move(case: str, tmp_path: Path, dice_race: Any) -> None:
    actions, index, reason = TAMPERED[case]
    path = tmp_path / "game.json"
    write_save(path, SaveData(CONFIG, 42, tuple(actions)))
    before = path.read_bytes()
    with pytest.raises(SaveError) as info:
        Session.load(path)
    message = str(info.value)
    assert f"move {index} ('{actions[index - 1]}')" in message
    assert reason in message
    assert path.read_bytes() == before


def test_move_after_the_end_is_refused(tmp_path: Path, dice_race: Any) -> None:
    session = Session.start(CONFIG, 3)
    while not session.over:
        session.apply(Roll())
    actions = session.save_data().actions + ("end",)
    path = tmp_path / "game.json"
    write_save(path, SaveData(CONFIG, 3, actions))
    with pytest.raises(SaveError, match=f"move {len(actions)} .*the game is over"):
        Session.load(path)


def test_illegal_move_inserted_into_a_real_game(tmp_path: Path, dice_race: Any) -> None:
    session = played_session()
    actions = list(session.save_data().actions)
    step_at = actions.index("step")
    actions.insert(step_at + 1, "step")
    path = tmp_path / "game.json"
    write_save(path, SaveData(CONFIG, 42, tuple(actions)))
    with pytest.raises(SaveError, match=f"move {step_at + 2} \\('step'\\) is not legal"):
        Session.load(path)


def test_unknown_game_id(tmp_path: Path) -> None:
    config = GameConfig("chess", CONFIG.seats, "standard")
    path = tmp_path / "game.json"
    write_save(path, SaveData(config, 1, ()))
    with pytest.raises(SaveError, match="no playable game called 'chess'"):
        Session.load(path)


@pytest.mark.parametrize(
    ("config", "reason"),
    [
        (GameConfig("dice-race", CONFIG.seats[:1], "short"), "1 players, which this game forbids"),
        (
            GameConfig(
                "dice-race", (*CONFIG.seats, SeatConfig("C", "c2"), SeatConfig("D", "c3")), "short"
            ),
            "4 players",
        ),
        (GameConfig("dice-race", CONFIG.seats, "epic"), "unknown variant 'epic'"),
        (
            GameConfig("dice-race", (SeatConfig("A", "c0", "genius"), CONFIG.seats[1]), "short"),
            "unknown bot 'genius'",
        ),
    ],
)
def test_save_with_an_impossible_config(
    config: GameConfig, reason: str, tmp_path: Path, dice_race: Any
) -> None:
    path = tmp_path / "game.json"
    write_save(path, SaveData(config, 1, ()))
    with pytest.raises(SaveError, match=reason):
        Session.load(path)
