"""Local high-score tables (solo games), kept as JSON in the user data folder.

One file for every title: ``{"format", "version", "tables": {title: {table key: [entries]}}}``,
best first, at most ``KEEP`` entries a table. A table key names the variant and its settings
("solo/medium"). An entry: ``{"score", "name", "date", "game"}``; ``game`` identifies the game
played (``game_id``: seed, length and a digest of the moves) so showing the same result twice
records it once, and two games of one seed and length are two results. (Entries written
before the digest was added hold "seed:length" and match any game of that seed and length.)

The file is written atomically. A file that cannot be read is reported (``HighScoreError``)
and never overwritten: the player may want to repair it.
"""

from __future__ import annotations

import dataclasses
import datetime
import hashlib
import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from forgegames.core.json_files import JsonFileError, read_json
from forgegames.core.paths import data_dir
from forgegames.core.saves import write_atomic

FILE_NAME = "high_scores.json"
FORMAT = "forgegames-high-scores"
VERSION = 1
KEEP = 10


class HighScoreError(Exception):
    """The high-score file exists but cannot be used; the message says why and where."""


@dataclasses.dataclass(frozen=True)
class Entry:
    score: float
    name: str
    date: str
    game: str = ""


def game_id(seed: int, moves: Iterable[str]) -> str:
    """What identifies a game played: "seed:length:digest", the digest of its moves' text."""
    listed = list(moves)
    digest = hashlib.sha256("\n".join(listed).encode("utf-8")).hexdigest()[:16]
    return f"{seed}:{len(listed)}:{digest}"


def _same_game(recorded: Any, game: str) -> bool:
    """Whether an entry's ``game`` is ``game`` (an old "seed:length" id: any game of those)."""
    if not isinstance(recorded, str) or not recorded:
        return False
    if recorded.count(":") == 1:
        return game.startswith(recorded + ":") or game == recorded
    return recorded == game


def high_scores_path() -> Path:
    return data_dir() / FILE_NAME


def _load() -> dict[str, Any]:
    path = high_scores_path()
    try:
        data = read_json(path)
    except JsonFileError as exc:
        raise HighScoreError(str(exc)) from exc
    if data is None:
        return {"format": FORMAT, "version": VERSION, "tables": {}}
    if not _well_formed(data):
        raise HighScoreError(f"{path} is not a high-score file this program wrote: left as it is")
    return data


def _well_formed(data: Any) -> bool:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return False
    tables = data.get("tables")
    if not isinstance(tables, dict):
        return False
    for by_key in tables.values():
        if not isinstance(by_key, dict):
            return False
        for entries in by_key.values():
            if not isinstance(entries, list):
                return False
            for e in entries:
                if not (
                    isinstance(e, dict)
                    and isinstance(e.get("score"), int | float)
                    and isinstance(e.get("name"), str)
                    and isinstance(e.get("date"), str)
                ):
                    return False
    return True


def table(title: str, key: str) -> list[Entry]:
    """The table ``key`` of ``title``, best first (empty when none was recorded)."""
    entries = _load()["tables"].get(title, {}).get(key, [])
    return [Entry(e["score"], e["name"], e["date"], e.get("game", "")) for e in entries]


def tables(title: str) -> dict[str, list[Entry]]:
    """Every table of ``title`` by key."""
    return {key: table(title, key) for key in _load()["tables"].get(title, {})}


def record(
    title: str, key: str, score: float, name: str, game: str = "", date: str | None = None
) -> int | None:
    """Add a result; its place in the table (1 = best) or None when it did not make the
    table. A result already recorded for the same ``game`` is not added again."""
    data = _load()
    entries: list[dict[str, Any]] = data["tables"].setdefault(title, {}).setdefault(key, [])
    if game:
        for place, e in enumerate(entries, start=1):
            if _same_game(e.get("game"), game):
                return place
    when = date or datetime.date.today().isoformat()
    new = {"score": score, "name": name, "date": when, "game": game}
    entries.append(new)
    entries.sort(key=lambda e: -e["score"])  # stable: an earlier equal score stays ahead
    del entries[KEEP:]
    if new not in entries:
        return None
    write_atomic(high_scores_path(), json.dumps(data, indent=1, sort_keys=True))
    return entries.index(new) + 1
