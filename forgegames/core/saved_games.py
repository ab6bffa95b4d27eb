"""Every game's own save file: games in progress, finished games, manual saves.

Each game gets its own file in ``games/`` from its first action and is rewritten after every
action (so starting or loading another game never touches it). When a game ends its file moves
to ``finished/``, which opens the results instead of a playable game. Manual saves live in
``saves/``. A summary (status line, finished flag) is stored in each file so listing the games
needs no replay.
"""

from __future__ import annotations

import dataclasses
import itertools
import time
from pathlib import Path

from forgegames.core.errors import SaveError
from forgegames.core.paths import data_dir, saves_dir
from forgegames.core.saves import SaveData, read_save, save_text, write_save

LEGACY_AUTOSAVE = "autosave.json"
"""The single autosave slot of earlier versions, moved into ``games/`` once."""


def games_dir() -> Path:
    """Games in progress, one file each."""
    path = data_dir() / "games"
    path.mkdir(parents=True, exist_ok=True)
    return path


def finished_dir() -> Path:
    """Games that ended, kept for their results (and, later, replays)."""
    path = data_dir() / "finished"
    path.mkdir(parents=True, exist_ok=True)
    return path


@dataclasses.dataclass(frozen=True)
class SavedGame:
    """What the launcher and ``main.py saves`` show about one save file."""

    path: Path
    game: str
    seats: tuple[str, ...]
    finished: bool
    status: str
    updated: float
    """Last write, seconds since the epoch."""
    manual: bool = False

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def state_word(self) -> str:
        return "finished" if self.finished else "in progress"


def new_game_path(game_id: str) -> Path:
    """A fresh file name in ``games/`` that no other game uses (the session writes it at once;
    nothing is created here, so a game killed before its first write leaves no empty file)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in itertools.count(1):
        path = games_dir() / f"{game_id}-{stamp}-{n}.json"
        if not path.exists():
            return path
    raise AssertionError("unreachable")


def record(path: Path, data: SaveData) -> Path:
    """Write a game's autosave; a finished game in ``games/`` moves to ``finished/``.

    Returns where the file now lives (the session keeps writing there).
    """
    if data.finished and path.parent.resolve() == games_dir().resolve():
        target = finished_dir() / path.name
        write_save(target, data)
        path.unlink(missing_ok=True)
        return target
    if not _holds(path, save_text(data)):  # opening a game to look at it changes nothing
        write_save(path, data)
    return path


def _holds(path: Path, text: str) -> bool:
    try:
        return path.read_text(encoding="utf-8") == text
    except (OSError, UnicodeDecodeError):
        return False


def summary(path: Path, manual: bool = False) -> SavedGame:
    """Read one save's summary; SaveError when the file is not a readable save."""
    data = read_save(path)
    return SavedGame(
        path=path,
        game=data.config.game,
        seats=tuple(seat.name for seat in data.config.seats),
        finished=data.finished,
        status=data.status,
        updated=path.stat().st_mtime,
        manual=manual,
    )


def list_games(*, finished: bool = True, manual: bool = True) -> list[SavedGame]:
    """Every readable save, newest first: in progress, then (optionally) finished and manual
    saves. Unreadable files are skipped here (opening one reports why)."""
    migrate_legacy_autosave()
    folders = [(games_dir(), False)]
    if finished:
        folders.append((finished_dir(), False))
    if manual:
        folders.append((saves_dir(), True))
    found = []
    for folder, is_manual in folders:
        for path in folder.glob("*.json"):
            try:
                found.append(summary(path, is_manual))
            except (SaveError, OSError):
                continue
    return sorted(found, key=lambda g: -g.updated)


def unreadable(folder: Path | None = None) -> list[tuple[Path, str]]:
    """Save files in ``games/`` (or ``folder``) that cannot be read, with the reason."""
    bad = []
    for path in sorted((folder or games_dir()).glob("*.json")):
        try:
            read_save(path)
        except SaveError as exc:
            bad.append((path, str(exc)))
    return bad


def delete_game(path: Path) -> None:
    """Remove a saved game's file (the launcher asks first)."""
    Path(path).unlink(missing_ok=True)


def migrate_legacy_autosave() -> Path | None:
    """Move the old single ``autosave.json`` into ``games/`` (once); return its new path.

    A file that is not a readable save is left where it is, untouched.
    """
    legacy = data_dir() / LEGACY_AUTOSAVE
    if not legacy.exists():
        return None
    try:
        data = read_save(legacy)
    except SaveError:
        return None
    folder = finished_dir() if data.finished else games_dir()
    target = folder / f"{data.config.game}-{time.strftime('%Y%m%d-%H%M%S')}-upgraded.json"
    legacy.replace(target)
    return target


def continue_path(path: Path, game_id: str) -> Path:
    """Where a game opened from ``path`` keeps saving itself: its own file when it is one of
    the games in progress (or finished), else a new game file (a manual save stays as it was)."""
    own = {games_dir().resolve(), finished_dir().resolve()}
    if Path(path).resolve().parent in own:
        return Path(path)
    return new_game_path(game_id)
