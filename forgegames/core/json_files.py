"""Small JSON files of the user data folder (saves, preferences, high scores, players'
records): read with bounds and a message that names the file and what is wrong, written
atomically (``saves.write_atomic``).

Whatever a file holds, reading it ends in a value or in one exception with a one-line message:
only a regular file is opened for reading (a FIFO, a device or a folder is refused without
reading from it), at most ``limit`` bytes are read, and the JSON may nest at most
``MAX_DEPTH`` deep and hold numbers of at most ``MAX_DIGITS`` digits. Python's own reader would
otherwise stop with a RecursionError or a ValueError on such files, or wait forever on a FIFO.
"""

from __future__ import annotations

import json
import math
import os
import stat
from pathlib import Path
from typing import Any

MAX_DEPTH = 64
"""Deepest nesting of lists and objects read (the program's own files nest 4 deep)."""
MAX_DIGITS = 30
"""Longest whole number read, in digits (seeds have at most 19)."""
DEFAULT_LIMIT = 4 * 1024 * 1024
"""Most bytes read from a file by default (a records or high-score file holds a few KB)."""


class JsonFileError(Exception):
    """The file exists but cannot be used; the message says why and where. The file is left
    as it is: the player may want to repair it."""


class BadFile(ValueError):
    """Raised by ``read_text`` and ``parse``: the one-line reason, without the file's name."""


def is_regular(path: Path) -> bool:
    """Whether ``path`` is (or links to) a regular file; checked without opening it."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False


def read_text(path: Path, limit: int = DEFAULT_LIMIT) -> str:
    """The UTF-8 text of the regular file ``path`` (a link is followed), at most ``limit``
    bytes. FileNotFoundError when it does not exist; BadFile when it is not a regular file,
    is too large or is not text; another OSError when it cannot be read."""
    mode = os.stat(path).st_mode  # FileNotFoundError passes to the caller
    if not stat.S_ISREG(mode):
        raise BadFile(f"is not a regular file ({_kind(mode)}): not read")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        mode = os.fstat(fd).st_mode  # it may have changed since the check above
        if not stat.S_ISREG(mode):
            raise BadFile(f"is not a regular file ({_kind(mode)}): not read")
        chunks = []
        left = limit + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    finally:
        os.close(fd)
    raw = b"".join(chunks)
    if len(raw) > limit:
        raise BadFile(f"is larger than {limit // 1024} KB: not read")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise BadFile(f"is not a text file (a byte at {exc.start} is not UTF-8)") from exc


def _kind(mode: int) -> str:
    for test, name in (
        (stat.S_ISDIR, "a folder"),
        (stat.S_ISFIFO, "a pipe"),
        (stat.S_ISCHR, "a device"),
        (stat.S_ISBLK, "a device"),
        (stat.S_ISSOCK, "a socket"),
    ):
        if test(mode):
            return name
    return "a special file"


def _whole(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > MAX_DIGITS:
        raise BadFile(f"holds a number of {digits} digits (at most {MAX_DIGITS})")
    return int(text)


def _real(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise BadFile(f"holds a number too large to use ({text[:20]}...)")
    return value


def _constant(text: str) -> float:
    raise BadFile(f"holds {text}, which is not a number JSON allows")


def parse(text: str, max_depth: int = MAX_DEPTH) -> Any:
    """The JSON value in ``text``; BadFile (one line) when it is not valid JSON, nests deeper
    than ``max_depth`` or holds a number too long to use."""
    try:
        value = json.loads(text, parse_int=_whole, parse_float=_real, parse_constant=_constant)
    except json.JSONDecodeError as exc:
        raise BadFile(
            f"is corrupt or truncated (not valid JSON: {exc.msg} at line {exc.lineno})"
        ) from None
    except RecursionError:
        raise BadFile(f"nests lists or objects more than {max_depth} deep") from None
    except BadFile:
        raise
    except ValueError as exc:  # a number Python refuses to read
        raise BadFile(f"holds a value that cannot be read ({str(exc)[:80]})") from None
    if depth_over(value, max_depth):
        raise BadFile(f"nests lists or objects more than {max_depth} deep")
    return value


def depth_over(value: Any, limit: int) -> bool:
    """Whether lists and dicts nest in ``value`` more than ``limit`` deep (walked without
    recursion)."""
    stack = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            item = list(item.values())
        elif not isinstance(item, list):
            continue
        if depth >= limit:
            return True
        stack.extend((inner, depth + 1) for inner in item)
    return False


def read_json(path: Path, limit: int = DEFAULT_LIMIT) -> Any | None:
    """The JSON value in ``path``, or None when there is no such file."""
    try:
        return parse(read_text(path, limit))
    except FileNotFoundError:
        return None
    except BadFile as exc:
        raise JsonFileError(f"{path} {exc}: left as it is") from exc
    except OSError as exc:
        raise JsonFileError(f"cannot read {path}: {exc.strerror or exc}") from exc
