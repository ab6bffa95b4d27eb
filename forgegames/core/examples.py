"""A position of a game kept as a teacher's own example: a scenario file (docs/scenarios.md)
in the user data folder's ``scenarios/``, which the launcher's "Rulebook examples" lists
under "Your own examples" and ``scenario --check`` checks.

The file holds the game's set-up (title, variant, options, seed) and every move since, its
dice and draws included (``moves``), so it opens at exactly the position it was saved at.
Its seats are named as every scenario's are (Alice, Bruno...); the players' own names are
told in its introduction.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

import yaml

from forgegames.core import registry, scenario
from forgegames.core.i18n import tr
from forgegames.core.scenario import TEXT_LIMITS

NAME_LIMIT = TEXT_LIMITS["name"]


class NotAnExample(ValueError):
    """The game cannot be kept as an example (the message says why, in a player's words)."""


def default_name(session: Any) -> str:
    """The name an example gets when the teacher types none: the game and where it stands."""
    return tr("{game}: {status}", game=session.title.info.name, status=session.status_line())


def example_text(session: Any, name: str) -> str:
    """The scenario file of ``session``'s game so far, named ``name``."""
    if session.origin is not None:
        raise NotAnExample(
            tr("A game opened from an example cannot be saved as one: its start is a position.")
        )
    if session.title.content_version != registry.get(session.title.info.id).content_version:
        raise NotAnExample(
            tr("This game goes on under older rules: an example is read under today's.")
        )
    config, info = session.config, session.title.info
    players = ", ".join(seat.name for seat in config.seats)
    defaults = info.settle_options(config.variant, {})
    options = {k: v for k, v in dict(config.options).items() if dict(defaults).get(k) != v}
    doc: dict[str, Any] = {
        "title": info.id,
        "variant": config.variant,
        "players": config.players,
        "seed": session.seed,
        "name": " ".join(name.split())[:NAME_LIMIT] or default_name(session),
        "source": tr("Your own example, saved from a game"),
        "intro": tr(
            "The position of a game of {game} played by {players}, at {status}.",
            game=info.name,
            players=players,
            status=session.status_line(),
        ),
        **({"options": options} if options else {}),
        "moves": [str(entry.action) for entry in session.history],
    }
    return yaml.safe_dump(doc, allow_unicode=True, sort_keys=False, width=100)


def file_name(name: str) -> str:
    """A file name made of ``name``'s letters and digits (``example`` when it has none)."""
    stem = re.sub(r"[^\w]+", "-", name.lower(), flags=re.UNICODE).strip("-_")[:60]
    return stem or "example"


def save_example(session: Any, name: str, folder: Path | None = None) -> Path:
    """Write ``session``'s game as an example named ``name`` in ``folder`` (else the user
    data folder's ``scenarios/``), under a file name no file had; returns its path.
    NotAnExample when the game cannot be one; OSError when the folder cannot be written."""
    text = example_text(session, name)
    folder = folder or scenario.own_folder()
    stem = file_name(name or default_name(session))
    for n in range(1, 10_000):
        path = folder / (f"{stem}.yaml" if n == 1 else f"{stem}-{n}.yaml")
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0))
        except FileExistsError:
            continue
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
        return path
    raise OSError(f"no free file name for '{stem}' in {folder}")
