"""Checks every Warparty data file shares: a record's id and its ``source`` (``content`` and
``decks`` both use them)."""

from __future__ import annotations

import re

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
