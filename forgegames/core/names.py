"""The one way a title's ids become words: its data's names and texts in the current language.

Every text of a title's data files has a translation key ``<folder>/<file>/<id>/<field>``
(``kings_forge/craft/anvil/name``, ``warparty/units/soldier/name``); the English is the data
file's own text and another language's is its catalogue entry (``data/locale/<lang>/*.yaml``).
A title's world holds one ``Names`` over its tables (file -> id -> record), so a rule or a board
asks ``world.names.name("craft", card)`` and never builds a key or reads a catalogue itself.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from forgegames.core.i18n import Name, catalogue, data_name, data_text, language


class Names:
    """A title's ids turned into words in either language.

    ``folder``: the title's data folder (the first part of every key); ``tables``: for each
    data file, its records by id (each record's fields hold the English texts)."""

    def __init__(self, folder: str, tables: Mapping[str, Mapping[str, Any]]) -> None:
        self.folder = folder
        self.tables = tables

    def key(self, file: str, rid: str, field: str = "name") -> str:
        """The translation key of a record's text."""
        return f"{self.folder}/{file}/{rid}/{field}"

    def english(self, file: str, rid: str, field: str = "name") -> str:
        """The data file's own text (KeyError for an unknown file or id)."""
        return getattr(self.tables[file][rid], field)

    def name(self, file: str, rid: str, english: str | None = None) -> Name:
        """A record's name in the current language, with its article (``i18n.Name``);
        ``english``: the text when the record's field does not hold it as such."""
        english = self.english(file, rid) if english is None else english
        return data_name(self.key(file, rid), english)

    def text(self, file: str, rid: str, field: str = "text", english: str | None = None) -> str:
        """Any other text of a record (``field``) in the current language."""
        english = self.english(file, rid, field) if english is None else english
        return data_text(self.key(file, rid, field), english)

    def translation(self, file: str, rid: str, field: str = "name") -> str | None:
        """The current language's catalogue entry for a record's text, or None (English, or
        not translated): for a title whose names carry more than ``Name`` holds."""
        lang = language()
        return None if lang == "en" else catalogue(lang).get(self.key(file, rid, field))
