"""Each player's record (games played and won, per title), kept as JSON in the user data folder.

One file: ``{"format", "version", "titles": {title: {player name: {"played", "won"}}},
"games": [game ids]}``. ``games`` lists the games already counted (the newest ``KEEP_GAMES``),
so a result shown twice counts once. Only people are counted, not computer players.

The file is written atomically; a file that cannot be used is reported (``RecordsError``) and
never overwritten.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

from forgegames.core.json_files import JsonFileError, read_json
from forgegames.core.paths import data_dir
from forgegames.core.saves import write_atomic

FILE_NAME = "records.json"
FORMAT = "forgegames-records"
VERSION = 1
KEEP_GAMES = 500


class RecordsError(Exception):
    """The records file exists but cannot be used; the message says why and where."""


@dataclasses.dataclass(frozen=True)
class Record:
    played: int = 0
    won: int = 0


def records_path() -> Path:
    return data_dir() / FILE_NAME


def _load() -> dict[str, Any]:
    path = records_path()
    try:
        data = read_json(path)
    except JsonFileError as exc:
        raise RecordsError(str(exc)) from exc
    if data is None:
        return {"format": FORMAT, "version": VERSION, "titles": {}, "games": []}
    if not _well_formed(data):
        raise RecordsError(f"{path} is not a records file this program wrote: left as it is")
    return data


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _well_formed(data: Any) -> bool:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return False
    games, titles = data.get("games"), data.get("titles")
    if not isinstance(games, list) or not all(isinstance(g, str) for g in games):
        return False
    if not isinstance(titles, dict):
        return False
    for players in titles.values():
        if not isinstance(players, dict):
            return False
        for entry in players.values():
            if not (
                isinstance(entry, dict)
                and _count(entry.get("played"))
                and _count(entry.get("won"))
                and entry["won"] <= entry["played"]
            ):
                return False
    return True


def record_of(title: str, name: str) -> Record:
    """``name``'s record at ``title`` (nothing played yet: zeros)."""
    entry = _load()["titles"].get(title, {}).get(name)
    return Record(entry["played"], entry["won"]) if entry else Record()


def count_game(title: str, game: str, results: list[tuple[str, bool]]) -> bool:
    """Count a finished game: each (player name, won) of ``results``. False when ``game`` was
    counted before (nothing changes then)."""
    data = _load()
    if game in data["games"]:
        return False
    players = data["titles"].setdefault(title, {})
    for name, won in results:
        entry = players.setdefault(name, {"played": 0, "won": 0})
        entry["played"] += 1
        entry["won"] += int(won)
    data["games"] = [*data["games"], game][-KEEP_GAMES:]
    write_atomic(records_path(), json.dumps(data, indent=1, sort_keys=True))
    return True
