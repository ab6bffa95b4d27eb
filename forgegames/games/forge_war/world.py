"""Everything Forge War's rules read besides the state: the content of data/forge_war and the
names of its things.

The title builds it once (``ForgeWar.world``) and every state it makes carries it
(``FWState.world``, see ``forgegames.core.world``); rules and boards reach the data through it.
"""

from __future__ import annotations

import dataclasses
import functools
from typing import Any

from forgegames.core.i18n import language
from forgegames.core.names import Names
from forgegames.games.forge_war.content import DATA_FILES, load_content
from forgegames.games.forge_war.content_records import Content


class World:
    """The loaded data a game runs on (one per title; a test may build its own).

    ``data`` is the content as the files give it; ``content`` the same with its names and
    texts in the current language (``names``; made once per language): the rules read only
    ids and numbers from it, so every language plays the same game."""

    def __init__(self, data: Content) -> None:
        self.data = data
        tables: dict[str, dict[str, Any]] = {}
        for table, file in DATA_FILES.items():
            tables.setdefault(file, {}).update(getattr(data, table))
        self.names = Names("forge_war", tables)
        self._in_language: dict[str, Content] = {"en": data}
        """The content in each language asked for so far (rules read it constantly)."""

    @property
    def content(self) -> Content:
        """The content with its words in the current language."""
        lang = language()
        shown = self._in_language.get(lang)
        if shown is None:
            shown = self._in_language[lang] = self._in_words()
        return shown

    def _in_words(self) -> Content:
        tables = {
            table: {
                rid: self._record_in_words(file, r) for rid, r in getattr(self.data, table).items()
            }
            for table, file in DATA_FILES.items()
        }
        return dataclasses.replace(self.data, **tables)

    def _record_in_words(self, file: str, record: Any) -> Any:
        """``record`` with its ``name`` and ``text`` in the current language."""
        words = {
            field: self.names.text(file, record.id, field, getattr(record, field))
            for field in ("name", "text")
            if isinstance(getattr(record, field, None), str)
        }
        return dataclasses.replace(record, **words)


@functools.cache
def load_world() -> World:
    """The world of the package's data files, read once per process."""
    return World(load_content())
