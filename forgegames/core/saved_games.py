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

from forgegames.core import json_files, locks
from forgegames.core.errors import SaveError
from forgegames.core.paths import data_dir, folder, saves_dir
from forgegames.core.saves import (
    MAX_BYTES,
    SaveData,
    leads_outside,
    read_save,
    save_text,
    write_save,
)

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
    computers: tuple[str | None, ...] = ()
    """For each seat, the kind of computer player that plays it, None for a person (empty:
    not known)."""
    after_lesson: bool = False
    """The game went on after a lesson ended (listed as such)."""
    in_lesson: bool = False
    """A lesson left before its end (listed as such; Continue asks how to go on)."""

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
        computers=tuple(seat.bot for seat in data.config.seats),
        after_lesson=data.after_lesson,
        in_lesson=data.in_lesson,
    )


def list_games(*, finished: bool = True, manual: bool = True) -> list[SavedGame]:
    """Every readable save, newest first: in progress, then (optionally) finished and manual
    saves. Unreadable files are skipped here (opening one reports why), and anything that is
    not a regular file (a pipe, a link to a device, a folder) is never opened."""
    with contextlib.suppress(OSError):  # the data folder cannot be used: nothing to move
        migrate_legacy_autosave()
        recover_temporary(games_dir())
        recover_temporary(finished_dir())
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
    """Remove a saved game's file (the launcher asks first), and its lock."""
    Path(path).unlink(missing_ok=True)
    locks.release(Path(path))


def migrate_legacy_autosave() -> Path | None:
    """Move the old single ``autosave.json`` into ``games/`` (once); return its new path.

    A file that is not a readable save is left where it is, untouched. The new name is made
    like any game file's (``create_game_file``): the game id inside the file only names it
    when it is a plain title id, and the name is one no file had. Programs started together
    move it once: each first claims the file by renaming it to a name of its own, which only
    one rename can do; a claim left by a program killed before it moved the file is moved
    by the next start.
    """
    home = data_dir()
    legacy = home / LEGACY_AUTOSAVE
    moved = None
    if legacy.exists() and _readable(legacy):
        claim = home / f".{LEGACY_AUTOSAVE}.{os.getpid()}.claimed"
        try:
            os.rename(legacy, claim)  # atomic: of programs started together, one succeeds
        except OSError:
            claim = None
        if claim is not None:
            moved = _move_claimed(claim)
    for left in home.glob(f".{LEGACY_AUTOSAVE}.*.claimed"):
        pid = left.name.split(".")[-2]
        if pid.isdigit() and int(pid) != os.getpid() and not locks.alive(int(pid)):
            _move_claimed(left)
    return moved


def _readable(path: Path) -> bool:
    try:
        read_save(path)
    except SaveError:
        return False
    return True


def _move_claimed(claim: Path) -> Path | None:
    """Give the claimed old autosave a game file of its own, and remove the claim."""
    try:
        data = read_save(claim)
        text = json_files.read_text(claim, MAX_BYTES)
    except (SaveError, OSError, json_files.BadFile):
        return None
    folder = finished_dir() if data.finished else games_dir()
    target = create_game_file(data.config.game, text, folder)
    claim.unlink(missing_ok=True)
    return target


RECENT = 5.0
"""Seconds a new game's temporary file is left alone (a program may be writing it now)."""


def recover_temporary(folder: Path) -> list[Path]:
    """Deal with the temporary files a program killed while writing left in ``folder``: one
    that holds a readable save newer than its game's file takes its place (it holds the
    newest move), one for a new game that no file holds becomes a game file, any other is
    removed. A game another live program plays (``locks``), and a new game's file younger
    than ``RECENT`` seconds, are left alone. Returns the game files recovered."""
    recovered = []
    for tmp in sorted(folder.glob("*.tmp")):
        if not json_files.is_regular(tmp):
            continue
        with contextlib.suppress(OSError):
            if tmp.name.startswith(".new-"):
                found = _recover_new(tmp, folder)
            else:
                found = _recover_write(tmp, folder)
            if found is not None:
                recovered.append(found)
    return recovered


def _save_text(path: Path) -> tuple[SaveData, str] | None:
    try:
        return read_save(path), json_files.read_text(path, MAX_BYTES)
    except (SaveError, OSError, json_files.BadFile):
        return None


def _recover_new(tmp: Path, folder: Path) -> Path | None:
    if time.time() - tmp.stat().st_mtime < RECENT:
        return None
    found = _save_text(tmp)
    made = None
    if found is not None and not any(_holds(p, found[1]) for p in save_files(folder)):
        made = create_game_file(found[0].config.game, found[1], folder)
    tmp.unlink(missing_ok=True)
    return made


def _recover_write(tmp: Path, folder: Path) -> Path | None:
    """``<game>.json.<random>.tmp``: ``write_atomic``'s text for ``<game>.json``."""
    name = tmp.name[: -len(".tmp")].rpartition(".")[0]
    if not name.endswith(".json") or "/" in name:
        tmp.unlink(missing_ok=True)
        return None
    target = folder / name
    if locks.holder(target) is not None:
        return None
    newer = _save_text(tmp) is not None and (
        not target.exists()
        or not _readable(target)
        or tmp.stat().st_mtime >= target.stat().st_mtime
    )
    if newer and not target.is_symlink():
        os.replace(tmp, target)
        return target
    tmp.unlink(missing_ok=True)
    return None


def retire_outside_link(path: Path) -> bool:
    """Take a game file of ``games/`` or ``finished/`` that links outside the data folder off
    the list once its game goes on in a new file (``continue_path`` gave none): the link goes,
    the file it leads to is left as it was. True when it went."""
    listed = Path(os.path.abspath(path))
    own = {games_dir().resolve(), finished_dir().resolve()}
    if listed.parent.resolve() not in own or not leads_outside(listed):
        return False
    listed.unlink(missing_ok=True)  # the link itself, never its target
    return True


def continue_path(path: Path, game_id: str) -> Path | None:
    """Where a game opened from ``path`` keeps saving itself: its own file when it is one of
    the games in progress (or finished), else None: a new game file (a manual save stays as
    it was).

    A file listed in ``games/`` or ``finished/`` is its own file even when it is a link to
    another file of the data folder (the writes go through the link), but not when it links
    to a file outside it (that file is never rewritten: the game goes on in a new file); a
    link elsewhere to a file in those folders stands for that file, so the game goes on
    there, not beside it."""
    own = {games_dir().resolve(), finished_dir().resolve()}
    listed = Path(os.path.abspath(path))
    if listed.parent.resolve() in own:
        return None if leads_outside(listed) else listed
    real = Path(os.path.realpath(path))
    if real.parent in own:
        return real
    return None
