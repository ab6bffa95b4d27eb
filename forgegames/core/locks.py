"""One program at a time continues a game: a lock file beside the game's file names the
process writing it.

The lock of ``games/x.json`` is ``games/.x.json.lock`` (never listed: lists read ``*.json``),
holding ``{"pid": ..., "host": ...}``. A lock whose process is gone (a crash, a ``kill -9``)
counts for nothing and is taken over; a program holds the lock of the one game it plays and
gives it up when it opens another or exits. A second program asked to continue a locked game
is refused with ``GameInUse`` and may open a copy instead (a new file of its own).
"""

from __future__ import annotations

import atexit
import contextlib
import json
import os
import socket
from pathlib import Path

from forgegames.core.errors import SaveError

_held: set[Path] = set()
"""The locks this process holds (given up when it takes another, and at exit)."""


class GameInUse(SaveError):
    """The game is being continued by another program (``pid``) on this computer."""

    def __init__(self, path: Path, pid: int) -> None:
        self.path, self.pid = path, pid
        super().__init__(f"{path} is open in another program (process {pid})")


def lock_path(path: Path) -> Path:
    return path.with_name(f".{path.name}.lock")


def holder(path: Path) -> int | None:
    """The live process, other than this one, that holds ``path``'s lock, or None."""
    try:
        data = json.loads(lock_path(path).read_text(encoding="utf-8")[:1000])
        pid, host = data["pid"], data["host"]
    except (OSError, ValueError, TypeError, KeyError):
        return None  # no lock, or one nobody can have written: it counts for nothing
    if not isinstance(pid, int) or pid <= 0 or pid == os.getpid():
        return None
    if host != socket.gethostname():
        return pid  # another computer's program (a shared folder): it cannot be asked
    return pid if alive(pid) else None


def alive(pid: int) -> bool:
    """Whether the process ``pid`` runs (on this computer)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        return True  # someone else's process: it runs
    return True


def acquire(path: Path) -> None:
    """Lock ``path`` for this process (giving up any other lock it holds); GameInUse when a
    live program holds it. A lock that cannot be written (a read-only folder) is skipped:
    the game is played all the same."""
    pid = holder(path)
    if pid is not None:
        raise GameInUse(path, pid)
    lock = lock_path(path)
    text = json.dumps({"pid": os.getpid(), "host": socket.gethostname()})
    try:
        tmp = lock.with_name(f"{lock.name}.{os.getpid()}")
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, lock)
    except OSError:
        return
    pid = holder(path)  # two programs that asked at once: the last to write holds it
    if pid is not None:
        raise GameInUse(path, pid)
    for other in _held - {lock}:
        release_lock(other)
    _held.add(lock)


def release(path: Path) -> None:
    """Give up ``path``'s lock, when this process holds it."""
    release_lock(lock_path(path))


def release_lock(lock: Path) -> None:
    _held.discard(lock)
    with contextlib.suppress(OSError, ValueError, KeyError):
        if json.loads(lock.read_text(encoding="utf-8"))["pid"] == os.getpid():
            lock.unlink()


@atexit.register
def _release_all() -> None:
    for lock in list(_held):
        release_lock(lock)
