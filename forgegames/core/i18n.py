"""The one translation function for every player-facing string.

UI strings are written in English in the code and passed through ``tr`` (gettext style: the
English text is the key). Data text (card names, rule summaries) is looked up by a stable key,
``<game>/<file>/<id>/<field>``, with the English text from the data file as the fallback.
A translation is a YAML mapping in ``data/locale/<lang>.yaml``; select it with FORGEGAMES_LANG.
Only English exists today, so the catalogue is empty and every lookup falls back.
"""

from __future__ import annotations

import functools
import itertools
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


_AN_BEFORE = ("hour", "honest", "honour", "honor", "heir")
"""Words spelt with a consonant but said with a vowel first: 'an hour'."""
_A_WORDS = frozenset({"one", "once", "ewe", "ewes"})
"""Whole words spelt with a vowel but said with a consonant first: 'a one-eyed giant'."""
_A_BEFORE = ("eu", "uni", "use", "usu", "uti", "uto", "ura", "uri")
"""Beginnings spelt with a vowel but said with a consonant first: 'a unicorn', 'a useful'."""
_UN_PREFIX = ("unin", "unim", "unid")
"""'un-' words that begin like 'uni' but say 'un': 'an uninvited guest', 'an unidentified'."""
_VOWEL_LETTERS = frozenset("AEFHILMNORSX")
"""Capital letters said with a vowel first when spelt out: 'an MP', 'an X'."""


def article(name: str) -> str:
    """'a' or 'an' for ``name`` as it is said: 'an Iron Sword', 'a Hammer', 'an hour',
    'a Unicorn', 'an 8', 'an 11', 'a +1/+1 token', 'an HP potion'."""
    word = name.split()[0] if name.split() else ""
    digits = "".join(itertools.takewhile(str.isdigit, word))
    if digits:
        eleven = digits[:2] in ("11", "18") and len(digits) % 3 == 2
        return "an" if digits[0] == "8" or eleven else "a"
    letters = "".join(itertools.takewhile(str.isalpha, word))
    if not letters:
        return "a"  # '+1/+1' and other signs are said 'plus ...'
    if len(letters) > 1 and letters.isupper():
        return "an" if letters[0] in _VOWEL_LETTERS else "a"  # spelt out: 'an HP potion'
    low = letters.lower()
    if low.startswith(_AN_BEFORE):
        return "an"
    if low in _A_WORDS or (low.startswith(_A_BEFORE) and not low.startswith(_UN_PREFIX)):
        return "a"
    return "an" if low[0] in "aeiou" else "a"


def with_article(name: str) -> str:
    """``name`` after the indefinite article it takes ('an Iron Sword'), through ``tr``
    (the keys 'a {name}' and 'an {name}', so a translation can choose its own article)."""
    return tr("an {name}", name=name) if article(name) == "an" else tr("a {name}", name=name)
