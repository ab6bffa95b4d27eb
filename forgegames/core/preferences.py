"""Settings the program remembers between runs (the launcher's last choices, the computer
players' speed), kept as JSON in the user data folder and written atomically.

A missing or unreadable file gives the defaults: preferences are a convenience, never a reason
to refuse to start. An unreadable file (broken JSON, nested too deep, a pipe, ...) is named
once on the error stream; the next setting remembered replaces it. A file that cannot be
written is named once too, and the program goes on without remembering.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from forgegames.core import json_files
from forgegames.core.i18n import tr
from forgegames.core.paths import FolderError, data_dir
from forgegames.core.saves import write_atomic

FILE_NAME = "preferences.json"
MAX_BYTES = 1024 * 1024
"""The largest preferences file read (the program writes about 1 KB)."""

_said: set[str] = set()
"""The problems already named on the error stream (each once per run)."""


def preferences_path() -> Path:
    return data_dir() / FILE_NAME


def _say_once(message: str) -> None:
    if message not in _said:
        _said.add(message)
        print(f"forgegames: {message}", file=sys.stderr)


def load_preferences() -> dict[str, Any]:
    """Every remembered setting (empty when none were saved or the file is unreadable)."""
    try:
        path = preferences_path()
        data = json_files.parse(json_files.read_text(path, MAX_BYTES))
    except FileNotFoundError:
        return {}
    except (OSError, json_files.BadFile) as exc:
        path = FILE_NAME if isinstance(exc, FolderError) else path
        reason = str(exc) if isinstance(exc, json_files.BadFile) else (exc.strerror or str(exc))
        _say_once(
            tr(
                "{file} cannot be used ({reason}); using the default settings",
                file=path,
                reason=reason,
            )
        )
        return {}
    if not isinstance(data, dict):
        _say_once(
            tr(
                "{file} cannot be used ({reason}); using the default settings",
                file=path,
                reason=tr("it does not hold settings"),
            )
        )
        return {}
    return data


def get_preference(key: str, default: Any = None) -> Any:
    return load_preferences().get(key, default)


def set_preference(key: str, value: Any) -> None:
    """Remember ``value`` (plain JSON data) under ``key``, keeping the other keys."""
    data = load_preferences()
    data[key] = value
    path: Path | str = FILE_NAME
    try:
        path = preferences_path()
        write_atomic(path, json.dumps(data, indent=1, sort_keys=True))
    except OSError as exc:
        _say_once(
            tr(
                "{file} cannot be written ({reason}); settings are not remembered",
                file=path,
                reason=exc.strerror or str(exc),
            )
        )
