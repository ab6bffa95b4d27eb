"""Settings the program remembers between runs (the launcher's last choices, the computer
players' speed), kept as JSON in the user data folder and written atomically.

A missing or unreadable file gives the defaults: preferences are a convenience, never a reason
to refuse to start. Each part of the program owns one top-level key.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from forgegames.core.paths import data_dir
from forgegames.core.saves import write_atomic

FILE_NAME = "preferences.json"


def preferences_path() -> Path:
    return data_dir() / FILE_NAME


def load_preferences() -> dict[str, Any]:
    """Every remembered setting (empty when none were saved or the file is unreadable)."""
    try:
        data = json.loads(preferences_path().read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        return {}
    return data if isinstance(data, dict) else {}


def get_preference(key: str, default: Any = None) -> Any:
    return load_preferences().get(key, default)


def set_preference(key: str, value: Any) -> None:
    """Remember ``value`` (plain JSON data) under ``key``, keeping the other keys."""
    data = load_preferences()
    data[key] = value
    write_atomic(preferences_path(), json.dumps(data, indent=1, sort_keys=True))
