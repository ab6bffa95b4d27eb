"""Seat colours in a save are checked (issue 35): a colour is an id, and no two seats share one
(the board could not tell them apart); a colour the palette lacks is drawn in the seat's own."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from forgegames.core.errors import SaveError
from forgegames.core.saves import SaveData, read_save
from forgegames.core.title import GameConfig, SeatConfig

CONFIG = GameConfig(
    "dice-race", (SeatConfig("Ann", "blue"), SeatConfig("Bob", "orange")), "standard"
)


def save_with_colours(tmp_path: Path, *colours: str) -> Path:
    data = SaveData(CONFIG, 1, ()).to_json()
    for seat, colour in zip(data["config"]["seats"], colours, strict=True):
        seat["colour"] = colour
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("colours", "words"),
    [
        (("__class__", "orange"), "seats[0].colour must be a colour id"),
        (("blue", "Blue Sky"), "seats[1].colour must be a colour id"),
        (("blue", "blue"), "seats[1].colour 'blue' is seat 1's colour already"),
    ],
)
def test_a_bad_or_shared_colour_is_refused(
    tmp_path: Path, colours: tuple[str, str], words: str
) -> None:
    with pytest.raises(SaveError, match=words.replace("[", r"\[").replace("]", r"\]")):
        read_save(save_with_colours(tmp_path, *colours))


def test_palette_ids_and_older_saves_ids_are_read(tmp_path: Path) -> None:
    assert read_save(save_with_colours(tmp_path, "blue", "orange")).config == CONFIG
    seats = read_save(save_with_colours(tmp_path, "c0", "c1")).config.seats
    assert [s.colour for s in seats] == ["c0", "c1"]
