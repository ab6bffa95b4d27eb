"""A listed save's status line ("Round 3 · Mine phase") in the language of the moment.

A save keeps the line in every language (``summary.status_in``); an older save has only the
words it was played with, and its line is worked out again by replaying it. The replay needs
a ``Session``, which writes through ``saved_games``: so this lives beside both, not in
``saved_games`` (imports go one way).
"""

from __future__ import annotations

import functools
from pathlib import Path

from forgegames.core.errors import SaveError
from forgegames.core.i18n import language, speaking
from forgegames.core.saved_games import SavedGame
from forgegames.core.session import Session


def status_now(game: SavedGame) -> str:
    """The file's own words in the current language, else worked out by replaying it; the
    words it was written with only when it cannot be replayed."""
    lang = language()
    kept = dict(game.statuses).get(lang)
    if kept is not None:
        return kept
    worked_out = _replayed_status(game.path, game.updated, lang)
    return game.written if worked_out is None else worked_out


@functools.lru_cache(maxsize=256)
def _replayed_status(path: Path, updated: float, lang: str) -> str | None:
    """A save's status line in ``lang``, by replaying it (once per file version and language:
    ``updated`` tells versions apart); None when it cannot be replayed."""
    try:
        session = Session.load(path)
    except (SaveError, OSError, ValueError):
        return None
    with speaking(lang):
        return session.status_line()
