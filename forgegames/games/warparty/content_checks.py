"""Checks every Warparty data file shares: a record's id, ids unique in a list, and its
``source`` (``content``, ``content_spells`` and ``decks`` use them)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from forgegames.core.errors import ContentError

_ID = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
_SOURCE = re.compile(r"^(rulebook|reconstructed): \S")


def check_source(file: str, path: str, text: str) -> None:
    """``text`` must say ``rulebook: <section>`` or ``reconstructed: <reason>``."""
    if not _SOURCE.match(text):
        raise ContentError(
            file, path, "must start 'rulebook: ' (with the section) or 'reconstructed: ' (why)"
        )


def check_id(file: str, path: str, ident: str) -> None:
    if not _ID.match(ident):
        raise ContentError(file, path, f"'{ident}' must be lower case words joined by hyphens")


def check_unique(file: str, path: str, idents: Iterable[str]) -> None:
    """No id twice in the list at ``path``: the second one's key is named."""
    seen: set[str] = set()
    for i, ident in enumerate(idents):
        if ident in seen:
            raise ContentError(file, f"{path}[{i}].id", f"duplicate id '{ident}'")
        seen.add(ident)
