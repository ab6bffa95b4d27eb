"""Small JSON files of the user data folder (high scores, players' records): read with a
message that names the file and what is wrong, written atomically (``saves.write_atomic``)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any


class JsonFileError(Exception):
    """The file exists but cannot be used; the message says why and where. The file is left
    as it is: the player may want to repair it."""


def read_json(path: Path) -> Any | None:
    """The JSON value in ``path``, or None when there is no such file."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as exc:
        raise JsonFileError(f"cannot read {path}: {exc}") from exc
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise JsonFileError(f"{path} is not valid JSON (line {exc.lineno}): left as it is") from exc
