"""Where forgegames finds its files.

Two kinds: the game's own data and assets (``ROOT / "data"``, ``ROOT / "assets"``), read-only and
shipped with the program; and the player's saves and preferences (``data_dir()``), the
platform's user data directory or FORGEGAMES_DATA_DIR. The second never depends on where or
which version of the program runs (a checkout, ``pip install .`` or the standalone app), so
each of them finds the same saves.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

APP_NAME = "forgegames"
PACKAGE_DIR = Path(__file__).resolve().parents[1]
"""The ``forgegames`` package folder."""


def frozen_root() -> Path | None:
    """The standalone app's own folder of bundled files (PyInstaller's ``sys._MEIPASS``), or
    None when running from Python sources."""
    if not getattr(sys, "frozen", False):
        return None
    bundle = getattr(sys, "_MEIPASS", None)
    return Path(bundle) if bundle else Path(sys.executable).resolve().parent


def _resources_root() -> Path:
    """The folder holding ``data/`` and ``assets/``.

    The standalone app (``tools/build_app.py``) carries them in its bundle folder; an installed
    copy inside the package (the build maps the checkout's top-level folders to
    ``forgegames/data`` and ``forgegames/assets``); run from a checkout (``python main.py``),
    they sit beside the package.
    """
    bundle = frozen_root()
    if bundle is not None:
        return bundle
    return PACKAGE_DIR if (PACKAGE_DIR / "data").is_dir() else PACKAGE_DIR.parent


ROOT = _resources_root()
"""Holds ``data/`` and ``assets/``: the checkout when run from one, the bundle folder in the
standalone app, else the installed package."""


class FolderError(OSError):
    """A folder of the user data folder cannot be made or used (a file has its name, or the
    disk refuses); the message names it in one line."""


def folder(path: Path) -> Path:
    """``path``, made a folder if it is not one yet; FolderError when it cannot be."""
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        reason = "a file has its name" if isinstance(exc, FileExistsError) else exc.strerror
        raise FolderError(f"{path} cannot be used as a folder ({reason or exc})") from None
    return path


def data_dir_path() -> Path:
    """Where the user data directory is (not made: see ``data_dir``)."""
    override = os.environ.get("FORGEGAMES_DATA_DIR")
    return Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, False))


def data_dir() -> Path:
    """The user data directory (created on first use); FolderError when it cannot be."""
    return folder(data_dir_path())


def may_quote(file: str) -> bool:
    """Whether a message may quote what the file ``file`` holds: a file of the program or of
    the user's data folder, or one the user owns; through a link, only the program's, the
    data folder's or the user's own files outside the system's (a link to a password file
    must not print it, even to the administrator). A name that is not a file's (a package, a
    setting) may be quoted."""
    try:
        real = Path(os.path.realpath(file))
        if not real.exists():
            return True
        if any(real.is_relative_to(p.resolve()) for p in (ROOT, data_dir_path())):
            return True
        owner = real.stat().st_uid
    except (OSError, ValueError):
        return True
    if not hasattr(os, "getuid"):
        return True
    uid = os.getuid()
    linked = Path(os.path.abspath(file)) != real
    return owner == uid and not (linked and uid == 0)


def saves_dir() -> Path:
    return folder(data_dir() / "saves")
