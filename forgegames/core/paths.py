"""Where forgegames keeps saves: the platform's user data directory, or FORGEGAMES_DATA_DIR."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "forgegames"
ROOT = Path(__file__).resolve().parents[2]
"""The checkout: holds ``data/`` and ``assets/``."""


def data_dir() -> Path:
    """The user data directory (created on first use)."""
    override = os.environ.get("FORGEGAMES_DATA_DIR")
    path = Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    """The game in progress, rewritten after every action ("continue" in the launcher)."""
    return data_dir() / "autosave.json"
