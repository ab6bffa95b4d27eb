"""Every game's own save file: games in progress, finished games, manual saves.

Each game gets its own file in ``games/`` from its first moment (created exclusively, so no two
games ever share one) and is rewritten after every action (so starting or loading another game
never touches it). When a game ends its file moves to ``finished/``, which opens the results
instead of a playable game. Manual saves live in ``saves/``. A summary (status line, finished
flag) is stored in each file so listing the games needs no replay.
"""

from __future__ import annotations

import contextlib
import dataclasses
import itertools
import os
import re
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from forgegames.core import json_files
from forgegames.core.errors import SaveError
from forgegames.core.paths import data_dir, folder, saves_dir
from forgegames.core.saves import MAX_BYTES, SaveData, read_save, save_text, write_save

LEGACY_AUTOSAVE = "autosave.json"
"""The single autosave slot of earlier versions, moved into ``games/`` once."""


def games_dir() -> Path:
    """Games in progress, one file each (FolderError when it cannot be a folder)."""
    return folder(data_dir() / "games")


def finished_dir() -> Path:
    """Games that ended, kept for their results (and, later, replays)."""
    return folder(data_dir() / "finished")


@dataclasses.dataclass(frozen=True)
class SavedGame:
    """What the launcher and ``main.py saves`` show about one save file."""

    path: Path
    game: str
    seats: tuple[str, ...]
    finished: bool
    written: str
    """The status line as the file says it, in the language the game was played in."""
    updated: float
    """Last write, seconds since the epoch."""
    manual: bool = False
    statuses: tuple[tuple[str, str], ...] = ()
    """The status line in each language the file keeps it in."""
    content: int | None = None
    """The title's content version the game is played with (None: a save from before
    versions were recorded, not known until it is replayed)."""

    def newer_rules(self) -> bool:
        """True when the game goes on under older rules or content than a new game of its
        title would be played with (``Title.content_version``)."""
        from forgegames.core import registry  # the listing itself needs no title

        try:
            newest = registry.get(self.game).content_version
        except KeyError:
            return False
        return self.content is not None and self.content < newest

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def state_word(self) -> str:
        return "finished" if self.finished else "in progress"


SAFE_ID = re.compile(r"[a-z0-9][a-z0-9-]{0,39}")
"""A title id that may become part of a file name (anything else becomes ``game``)."""


def file_stem(game_id: str) -> str:
    """The start of a game file's name: the title id when it is a plain id, else ``game`` (a
    file's name never comes from a file's contents unchecked: ``../x`` or ``a/b`` would put the
    file elsewhere or nowhere)."""
    return game_id if SAFE_ID.fullmatch(game_id) else "game"


def create_game_file(
    game_id: str, text: str, folder: Path | None = None, first: str | None = None
) -> Path:
    """A new file in ``games/`` (or ``folder``) holding ``text``, under a name no file had.

    The name is the title id, the time and a number; two games started in the same second
    (in two programs, or with a clock that went back) take different numbers, since the file
    is created exclusively: the text is written to a temporary file, which is then linked to
    the first free name (a link never replaces an existing file). So the file holds the whole
    text from its first moment, and a crash leaves no empty file. ``first``: a name to take
    when it is free.
    """
    folder = folder or games_dir()
    stem = f"{file_stem(game_id)}-{time.strftime('%Y%m%d-%H%M%S')}"
    fd, tmp = tempfile.mkstemp(prefix=".new-", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        names = itertools.chain(
            [first] if first else [], (f"{stem}-{n}.json" for n in itertools.count(1))
        )
        for name in names:
            path = folder / name
            try:
                _claim(Path(tmp), path, text)
            except FileExistsError:
                continue
            return path
    finally:
        Path(tmp).unlink(missing_ok=True)
    raise AssertionError("unreachable")


def _claim(tmp: Path, path: Path, text: str) -> None:
    """Give ``tmp``'s text the name ``path``; FileExistsError when that name is taken."""
    try:
        os.link(tmp, path)
        return
    except FileExistsError:
        raise
    except (OSError, NotImplementedError):  # a file system without hard links
        pass
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0))
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write(text)
        handle.flush()
        os.fsync(handle.fileno())


def record(path: Path, data: SaveData) -> Path:
    """Write a game's autosave; a finished game in ``games/`` moves to ``finished/``.

    Returns where the file now lives (the session keeps writing there).
    """
    if data.finished and path.parent.resolve() == games_dir().resolve():
        target = create_game_file(data.config.game, save_text(data), finished_dir(), path.name)
        path.unlink(missing_ok=True)
        return target
    if not _holds(path, save_text(data)):  # opening a game to look at it changes nothing
        write_save(path, data)
    return path


def _holds(path: Path, text: str) -> bool:
    try:
        return json_files.read_text(path, MAX_BYTES) == text
    except (OSError, json_files.BadFile):
        return False


def summary(path: Path, manual: bool = False) -> SavedGame:
    """Read one save's summary; SaveError when the file is not a readable save."""
    data = read_save(path)
    return SavedGame(
        path=path,
        game=data.config.game,
        seats=tuple(seat.name for seat in data.config.seats),
        finished=data.finished,
        written=data.status,
        updated=path.stat().st_mtime,
        manual=manual,
        statuses=data.statuses,
        content=data.content,
    )


def list_games(*, finished: bool = True, manual: bool = True) -> list[SavedGame]:
    """Every readable save, newest first: in progress, then (optionally) finished and manual
    saves. Unreadable files are skipped here (opening one reports why), and anything that is
    not a regular file (a pipe, a link to a device, a folder) is never opened."""
    with contextlib.suppress(OSError):  # the data folder cannot be used: nothing to move
        migrate_legacy_autosave()
    folders = [(games_dir, False)]
    if finished:
        folders.append((finished_dir, False))
    if manual:
        folders.append((saves_dir, True))
    found = []
    for where, is_manual in folders:
        for path in save_files(where):
            try:
                found.append(summary(path, is_manual))
            except (SaveError, OSError):
                continue
    return sorted(found, key=lambda g: -g.updated)


def save_files(where: Path | Callable[[], Path]) -> list[Path]:
    """The ``*.json`` names in the folder ``where`` (or that ``where()`` gives), in name order;
    none when it cannot be listed (or made: a file with the folder's name)."""
    try:
        path = where() if callable(where) else where
        return sorted(path.glob("*.json"))
    except OSError:
        return []


def unreadable(folder: Path | None = None) -> list[tuple[Path, str]]:
    """Save files in ``games/`` (or ``folder``) that cannot be read, with the reason (a file
    that is not a regular file is named without being opened)."""
    bad = []
    for path in save_files(folder or games_dir):
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

    A file that is not a readable save is left where it is, untouched. The new name is made
    like any game file's (``create_game_file``): the game id inside the file only names it
    when it is a plain title id, and the name is one no file had.
    """
    legacy = data_dir() / LEGACY_AUTOSAVE
    if not legacy.exists():
        return None
    try:
        data = read_save(legacy)
        text = json_files.read_text(legacy, MAX_BYTES)
    except (SaveError, OSError, json_files.BadFile):
        return None
    folder = finished_dir() if data.finished else games_dir()
    target = create_game_file(data.config.game, text, folder)
    legacy.unlink(missing_ok=True)
    return target


def continue_path(path: Path, game_id: str) -> Path | None:
    """Where a game opened from ``path`` keeps saving itself: its own file when it is one of
    the games in progress (or finished), else None: a new game file (a manual save stays as
    it was).

    A file listed in ``games/`` or ``finished/`` is its own file even when it is a link to a
    file elsewhere (the writes go through the link); a link elsewhere to a file in those
    folders stands for that file, so the game goes on there, not beside it."""
    own = {games_dir().resolve(), finished_dir().resolve()}
    listed = Path(os.path.abspath(path))
    if listed.parent.resolve() in own:
        return listed
    real = Path(os.path.realpath(path))
    if real.parent in own:
        return real
    return None
