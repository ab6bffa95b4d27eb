"""The one translation function for every player-facing string.

UI strings are written in English in the code and passed through ``tr`` (gettext style: the
English text is the key). Data text (card names, rule summaries) is looked up by a stable key,
``<game>/<file>/<id>/<field>``, with the English text from the data file as the fallback.
A translation is a YAML mapping in ``data/locale/<lang>.yaml``; select it with FORGEGAMES_LANG.
Only English exists today, so the catalogue is empty and every lookup falls back.
"""

from __future__ import annotations

import functools
import os
import sys

from forgegames.core.paths import ROOT


@functools.cache
def _catalogue(lang: str) -> dict[str, str]:
    if lang == "en":
        return {}
    from forgegames.core.content import convert, read_yaml

    path = ROOT / "data" / "locale" / f"{lang}.yaml"
    if not path.exists():
        print(f"forgegames: no translation '{lang}' ({path}); using English", file=sys.stderr)
        return {}
    return convert(read_yaml(path), dict[str, str], str(path), "")


def language() -> str:
    return os.environ.get("FORGEGAMES_LANG", "en")


def tr(text: str, **values: object) -> str:
    """Translate a UI string, then fill ``{name}`` placeholders from ``values``."""
    translated = _catalogue(language()).get(text, text)
    return translated.format(**values) if values else translated


def data_text(key: str, english: str) -> str:
    """Translate a data file's text, identified by ``key``; ``english`` is the fallback."""
    return _catalogue(language()).get(key, english)


def count(n: int, one: str, many: str) -> str:
    """``n`` with the word for that many ("1 die", "3 dice", "0 dice"), each form translated."""
    return f"{n} {tr(one) if n == 1 else tr(many)}"
