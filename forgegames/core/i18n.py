"""The one translation function for every player-facing string.

UI strings are written in English in the code and passed through ``tr`` (gettext style: the
English text is the key). Data text (card names, rule summaries) is looked up by a stable key,
``<game>/<file>/<id>/<field>``, with the English text from the data file as the fallback.
A translation is a YAML mapping in ``data/locale/<lang>.yaml`` (interface strings) and
``data/locale/<lang>/*.yaml`` (data text, one file per title).

The language in use is, in this order: the one set with ``set_language`` (the command line's
``--lang`` or the launcher's setting), FORGEGAMES_LANG (read when the program starts and again
on ``set_language(None)``), English. It can change while the program runs: every lookup reads
the catalogue of the current language (each loaded once).

A string kept in a constant and translated later is marked with ``N_`` where it is written, so
``forgegames.core.translations`` finds it among the interface strings. A sentence about a number
of things has a form for one and a form for many (``ntr``), so that its nouns, verbs and
pronouns agree with the number in every language.
"""

from __future__ import annotations

import contextlib
import functools
import itertools
import os
import re
import string
import sys
from collections.abc import Iterator
from pathlib import Path

from forgegames.core.paths import ROOT

LANGUAGES = {"en": "English", "es": "Español"}
"""The languages the program offers, each named in its own language."""

LANGUAGE_PREFERENCE = "language"
"""The preferences key of the language chosen in the launcher."""

_chosen: str | None = None
"""The language set at run time (None: FORGEGAMES_LANG or English)."""
_from_env: str | None = os.environ.get("FORGEGAMES_LANG")
"""FORGEGAMES_LANG as last read (kept: ``tr`` runs often, and reading the environment is slow
next to a dictionary look-up)."""


def catalogue_files(lang: str) -> list[Path]:
    """The files that make up ``lang``'s translation: ``data/locale/<lang>.yaml`` (the interface
    strings) and every ``data/locale/<lang>/*.yaml`` (one per title's data text), in name order."""
    base = ROOT / "data" / "locale"
    single = base / f"{lang}.yaml"
    return ([single] if single.exists() else []) + sorted((base / lang).glob("*.yaml"))


@functools.cache
def _catalogue(lang: str) -> dict[str, str]:
    if lang == "en":
        return {}
    from forgegames.core.content import convert, read_yaml
    from forgegames.core.errors import ContentError

    files = catalogue_files(lang)
    if not files:
        print(f"forgegames: no translation '{lang}' (data/locale); using English", file=sys.stderr)
        return {}
    merged: dict[str, str] = {}
    try:
        for path in files:
            entries = convert(read_yaml(path), dict[str, str], str(path), "")
            twice = sorted(set(entries) & set(merged))
            if twice:
                raise ContentError(str(path), twice[0], "already translated in another file")
            merged.update(entries)
    except ContentError as exc:  # a broken translation never stops the program
        print(f"forgegames: {exc}; using English (check-data names it too)", file=sys.stderr)
        return {}
    return merged


def catalogue(lang: str) -> dict[str, str]:
    """Every entry of ``lang``'s translation file (empty for English)."""
    return _catalogue(lang)


def language() -> str:
    return _chosen or _from_env or "en"


def set_language(lang: str | None) -> None:
    """Use ``lang`` from now on (None goes back to FORGEGAMES_LANG, read again, or English)."""
    global _chosen, _from_env
    _chosen = lang
    if lang is None:
        _from_env = os.environ.get("FORGEGAMES_LANG")


@contextlib.contextmanager
def speaking(lang: str) -> Iterator[None]:
    """Use ``lang`` inside the ``with`` block only (e.g. English for words matched against
    what a person typed on the command line)."""
    global _chosen
    before = _chosen
    _chosen = lang
    try:
        yield
    finally:
        _chosen = before


_JOINED_IN_SENTENCES = {
    "es": ((re.compile(r"\b([Aa]) el\b"), r"\1l"), (re.compile(r"\b([Dd]e) el\b"), r"\1l")),
}
"""Words a language joins once a sentence is filled in: Spanish 'a el' and 'de el' become
'al' and 'del' ('se retira al Bosque', from 'se retira a {place}' and 'el Bosque')."""


_FIELD = re.compile(r"([A-Za-z_]\w*|\d+)(?:\.([A-Za-z]\w*))?")
"""A placeholder a translation may use: a name, perhaps with one form of it (``card.the``),
never an index or a name starting with '_' (``n.__class__`` would show the program's insides)."""


def field_problem(translated: str, english: str) -> str | None:
    """Why ``translated`` cannot stand for ``english`` (a broken brace, a placeholder the English
    text lacks, an index or a hidden attribute), or None when it can."""
    try:
        fields = [f for _, f, _, _ in string.Formatter().parse(translated) if f is not None]
        allowed = {"n"} | {  # ntr gives {n} to both forms of a sentence
            f.split(".")[0].split("[")[0]
            for _, f, _, _ in string.Formatter().parse(english)
            if f is not None
        }
    except ValueError as exc:
        return f"it cannot be filled in ({exc})"
    for field in fields:
        match = _FIELD.fullmatch(field)
        if not match:
            return f"'{{{field}}}' is not a plain placeholder"
        if match.group(1) not in allowed:
            return f"'{{{field}}}' is not a placeholder of the English text"
    return None


@functools.lru_cache(maxsize=4096)
def _usable(translated: str, english: str) -> bool:
    return translated == english or field_problem(translated, english) is None


def tr(text: str, **values: object) -> str:
    """Translate a UI string, then fill ``{name}`` placeholders from ``values``. A translation
    that cannot be filled in (``field_problem``; ``check-data`` names it) gives the English."""
    lang = _chosen or _from_env
    if lang is None or lang == "en":  # (the engines' sentences, thousands a game: no lookups)
        if not values:
            return text
        try:
            return text.format(**values)
        except AttributeError:  # '{card.the}' given a plain text: it takes no article
            return text.format(**{k: _as_name(v) for k, v in values.items()})
    translated = _catalogue(lang).get(text, text)
    if not values:
        return translated
    if not _usable(translated, text):
        translated = text
    try:
        filled = translated.format(**values)
    except AttributeError:  # '{card.the}' given a plain text: it takes no article
        filled = translated.format(**{k: _as_name(v) for k, v in values.items()})
    except (KeyError, IndexError, ValueError):  # a value the words need was not given
        if translated == text:
            raise
        filled = text.format(**values)
    return joined(filled, lang)


def joined(filled: str, lang: str | None = None) -> str:
    """``filled`` with the words its language (default: the current one) joins once a sentence
    is filled in ('de el Autómata A' becomes 'del Autómata A')."""
    for pattern, words in _JOINED_IN_SENTENCES.get(lang or _chosen or _from_env or "en", ()):
        filled = pattern.sub(words, filled)
    return filled


_LOWER_AFTER_COLON = frozenset({"es"})
"""Languages that go on in lower case after a colon: 'Bruno: el dado muestra 1' (English
keeps the capital: 'Bruno: The die shows 1')."""


def after_colon(text: str) -> str:
    """``text`` as it reads after a colon in the current language: a Spanish sentence starts
    in lower case there ('Bruno: has tirado 1 dado'). A word spelt all in capitals ('PV') and
    any other language's text are kept as they are."""
    if language() not in _LOWER_AFTER_COLON or not text[:1].isupper():
        return text
    word = text.split(" ", 1)[0]
    if len(word) > 1 and word.isupper():
        return text
    return text[0].lower() + text[1:]


def N_(text: str) -> str:  # noqa: N802 - gettext's name for a marker every translator knows
    """Mark ``text`` as an interface string translated later with ``tr(...)``; returns it."""
    return text


def data_text(key: str, english: str) -> str:
    """Translate a data file's text, identified by ``key``; ``english`` is the fallback."""
    return _catalogue(language()).get(key, english)


class Words(dict[str, str]):
    """A table of interface words (mark each value with ``N_``): looking one up gives it in
    the current language."""

    def __getitem__(self, key: str) -> str:
        return tr(super().__getitem__(key))

    def get(self, key: str, default: str | None = None) -> str | None:  # type: ignore[override]
        return tr(super().__getitem__(key)) if key in self else default


_SAID_I = re.compile(r"[hH]?[iIíÍ](?![aeoéóAEO])")
"""A Spanish word said with an 'i' sound first ('hilo', 'imán', not 'hierro' or 'hielo'):
'y' before it is written 'e'."""


def listing(items: list[str]) -> str:
    """Items joined as a sentence lists them, in the current language: 'a, b and c'
    ('a, b y c'; Spanish 'y' is 'e' before an 'i' sound: 'cobre e imán'); one item alone,
    none ''. Every title's lists go through here, so no language reads 'a, b, c'."""
    if len(items) < 2:
        return "".join(items)
    head, last = ", ".join(items[:-1]), items[-1]
    joined = tr("{names} and {last}", names=head, last=last)
    if language() == "es" and _SAID_I.match(last) and joined == f"{head} y {last}":
        return f"{head} e {last}"
    return joined


def count(n: int, one: str, many: str) -> str:
    """``n`` with the word for that many ("1 die", "3 dice", "0 dice"), each form translated."""
    return f"{n} {tr(one) if n == 1 else tr(many)}"


def ntr(n: int, one: str, many: str, **values: object) -> str:
    """A sentence about ``n`` things in the form for that many, translated, then filled with
    ``{n}`` and ``values`` (gettext's ``ngettext``): ``one`` for 1, ``many`` for any other
    number, 0 too. ``ntr(k, "{n} unit retreats", "{n} units retreat")`` gives '1 unit
    retreats', '3 units retreat'; in Spanish '1 unidad se retira', '3 unidades se retiran'.

    Each form is a catalogue key of its own, so a language words each whole (its verbs and
    pronouns agree too); the two English forms must differ. A form may leave ``{n}`` out
    ('The attacker falls back...'). English and Spanish both take the singular for 1 alone;
    a language with more forms would need more here."""
    return tr(one if n == 1 else many, **{"n": n, **values})


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


_SIBILANT = ("s", "x", "z", "ch", "sh")
"""Endings whose English plural adds 'es': 'Warbosses', 'Foxes', 'Witches'."""


def plural(name: str) -> str:
    """The English plural of a data name (which stays English in every language): the last
    word changes ('Warboss' 'Warbosses', 'Ruby' 'Rubies', 'Elf Spearman' 'Elf Spearmen',
    'Soldier' 'Soldiers'); a name that already ends in 'men' is kept."""
    head, _, last = name.rpartition(" ")
    low = last.lower()
    if low.endswith("men"):
        made = last
    elif low.endswith("man"):
        made = last[:-3] + last[-3:].replace("a", "e")
    elif low.endswith(_SIBILANT):
        made = last + "es"
    elif low.endswith("y") and len(low) > 1 and low[-2] not in "aeiou":
        made = last[:-1] + "ies"
    else:
        made = last + "s"
    return f"{head} {made}" if head else made


def with_article(name: str) -> str:
    """``name`` after the English indefinite article it takes ('an Iron Sword'), for text
    written in English. A translated sentence keeps its article in the template instead: it
    has an 'a' and an 'an' form, picked with ``article`` on the English name, so each language
    places (and chooses) its own article."""
    return f"{article(name)} {name}"


# --- grammar a translation asks of a value: articles, decimals ------------------------------

_DEFINITE = {"es": ("el", "la", "los", "las")}
"""The definite articles a translated name may start with, by language ('la Maza'): the name
is shown without it, and a sentence asks for it with ``{card.the}``."""
_PREPOSITIONS = {"en": {"of": "of", "to": "to"}, "es": {"of": "de", "to": "a"}}
_CONTRACTIONS = {"es": {"de el": "del", "a el": "al"}}
"""Preposition and article that a language writes as one word: 'del Cuchillo', 'al Taller'."""


class Name(str):
    """A name as players see it (the text itself, 'Maza'), with the definite article it takes
    in the language it was translated into, so a sentence can place it:
    ``{card.the}`` 'la Maza' / 'the Mace', ``{card.The}`` 'La Maza', ``{card.of_the}``
    'de la Maza', 'del Cuchillo', ``{card.to_the}`` 'a la Maza', 'al Cuchillo'. With no
    article known, these give the name alone (after the preposition)."""

    article: str

    def __new__(cls, text: str, article: str = "") -> Name:
        made = super().__new__(cls, text)
        made.article = article
        return made

    @property
    def the(self) -> str:
        return f"{self.article} {self}" if self.article else str(self)

    @property
    def The(self) -> str:  # noqa: N802 - the capital is the point: a sentence starts with it
        the = self.the
        return the[:1].upper() + the[1:]

    def _after(self, role: str) -> str:
        lang = language()
        word = _PREPOSITIONS.get(lang, _PREPOSITIONS["en"])[role]
        joined = f"{word} {self.article}" if self.article else word
        return f"{_CONTRACTIONS.get(lang, {}).get(joined, joined)} {self}"

    @property
    def of_the(self) -> str:
        return self._after("of")

    @property
    def to_the(self) -> str:
        return self._after("to")


class _Bare(Name):
    """A plain text that a translation asked for a form it does not have ('{colour.die}' given
    an unknown colour's letter): every form is the text itself."""

    def __getattr__(self, form: str) -> str:
        if form.startswith("__"):
            raise AttributeError(form)
        return str(self)


def _as_name(value: object) -> object:
    return _Bare(value) if type(value) is str else value


def data_name(key: str, english: str) -> Name:
    """A data file's name (``key`` ends in ``/name``) in the current language, with its
    article. A translation gives the article before the name, in lower case ('la Maza',
    'el Hacha', 'los Dados del engaño'); English names take 'the'."""
    lang = language()
    text = _catalogue(lang).get(key, english) if lang != "en" else english
    if lang == "en" or key not in _catalogue(lang):
        return Name(text, "the" if lang == "en" else "")
    first, _, rest = text.partition(" ")
    if rest and first in _DEFINITE.get(lang, ()):
        return Name(rest, first)
    return Name(text)


_DECIMAL_COMMA = frozenset({"es"})
"""Languages that write a decimal comma: '2,5'."""


def decimal(x: float, places: int = 1) -> str:
    """``x`` with ``places`` decimals, written as the current language writes numbers:
    '2.5' in English, '2,5' in Spanish (a whole number keeps no decimals when ``places`` is
    0; '-0.0' is '0.0')."""
    text = f"{x + 0.0:.{places}f}"
    if text.startswith("-") and float(text) == 0:
        text = text[1:]
    return text.replace(".", ",") if language() in _DECIMAL_COMMA else text


_SPACED_PERCENT = frozenset({"es"})
"""Languages that put a space before the percent sign: '45 %'."""


def percent(amount: object) -> str:
    """``amount`` (a number, or its text: '<1') with the percent sign as the current language
    writes it: '45%' in English, '45 %' in Spanish (a no-break space, so the sign never starts
    a line of its own)."""
    return f"{amount}\u00a0%" if language() in _SPACED_PERCENT else f"{amount}%"


def number(x: float) -> str:
    """``x`` as short as it reads (``:g``: '3', '2.5'), with the language's decimal mark."""
    text = f"{x:g}"
    return text.replace(".", ",") if language() in _DECIMAL_COMMA else text
