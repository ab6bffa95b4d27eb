"""The names of Warparty's things in the current language, with the words a sentence needs
around them: a unit 'a Soldier' / 'un Soldado', 'the Soldier' / 'el Soldado', '3 Soldiers' /
'3 Soldados'; a place 'Greenhollow' / 'Valleverde', 'la Encrucijada'.

The English names are the data's; another language's come from its catalogue (keys
``warparty/<file>/<id>/name``). A translated name is written with the definite article a
sentence puts before it, which also gives its gender and number ('la Catapulta', 'los
Establos'), or bare when it takes none ('Puertobarro', 'Lord Ancon'); a unit or monster adds its
plural after a bar ('el Soldado|los Soldados'). Labels on the board show the name without the
article. See docs/glossary-warparty.md.
"""

from __future__ import annotations

import dataclasses
import functools
from typing import Any

from forgegames.core.i18n import N_, language, plural, tr, with_article
from forgegames.core.names import Names
from forgegames.games.warparty.dungeon_state import MONSTER

_ARTICLES = {
    "es": {"el": "un", "la": "una", "los": "unos", "las": "unas"},
}
"""Each language's definite articles (as a translated name begins with one), with the
indefinite article of the same gender and number."""


@dataclasses.dataclass(frozen=True)
class Noun:
    """A name and the forms sentences use."""

    label: str
    """The bare name, as on the board: 'Soldier', 'Soldado', 'Encrucijada'."""
    the: str
    """The name where a sentence means this very one: 'the Soldier', 'el Soldado'; a place
    as a sentence names it ('Greenhollow', 'la Encrucijada')."""
    a: str
    """One of them: 'a Soldier', 'an Archer', 'un Soldado', 'una Catapulta'."""
    many: str
    """The bare plural, after a number: 'Soldiers', 'Soldados'."""
    named: str
    """The name where English puts no article before it and a language with articles does:
    'Soldier #3 attacks', 'it needs Stables first'; 'el Soldado n.º 3 ataca', 'antes
    necesita los Establos'."""


@functools.lru_cache(maxsize=2048)
def _english(name: str, definite: bool) -> Noun:
    """The data's English name and its forms (made once per name: refusals and log lines
    name places and units thousands of times a game)."""
    the = f"the {name}" if definite else name
    return Noun(name, the, with_article(name), plural(name), name)


@functools.lru_cache(maxsize=2048)
def _translated(text: str, lang: str) -> Noun:
    """A catalogue entry read as a name: 'el Soldado|los Soldados', 'la Encrucijada', 'Aguafría'."""
    one, _, many = (part.strip() for part in text.partition("|"))
    articles = _ARTICLES.get(lang, {})

    def bare(words: str) -> tuple[str, str | None]:
        head, _, rest = words.partition(" ")
        return (rest, head) if head in articles and rest else (words, None)

    label, article = bare(one)
    plural_label = bare(many)[0] if many else label
    a = f"{articles[article]} {label}" if article else label
    return Noun(label, one, a, plural_label, one)


GONE = N_("one of those units is no longer on the map")
"""The refusal of a move naming a unit that is not in play (never its number: the map shows
none)."""


NAMES = Names("warparty", {})
"""The core naming service over Warparty's data (keys ``warparty/<file>/<id>/name``); the
English names are passed in, as the records at hand hold them."""


def noun(file: str, record_id: str, english: str, definite: bool = True) -> Noun:
    """The name of ``file``'s record ``record_id`` in the current language; ``english`` is the
    data's. ``definite``: English says 'the' before it (a unit, an upgrade), not a place's
    name."""
    entry = NAMES.translation(file, record_id)
    return _english(english, definite) if entry is None else _translated(entry, language())


def unit(army: str, unit_id: str, english: str) -> Noun:
    """A unit type, upgrade or research line of ``army`` (all named in its army file); a
    dungeon's monster (army ``monster``) by its card."""
    if army == MONSTER:
        return noun("monsters", unit_id, english)
    if NAMES.translation(f"armies/{army}", unit_id) is None and NAMES.translation(
        "monsters", unit_id
    ):  # an allied monster with an army: named by its card
        return noun("monsters", unit_id, english)
    return noun(f"armies/{army}", unit_id, english)


def of(army: str, record: Any) -> Noun:
    """A record of ``army``'s sheet by its ``id`` and English ``name``: a unit type, an
    upgrade, a research line."""
    return unit(army, record.id, record.name)


def land(geo: Any, territory_id: str) -> Noun:
    """A territory of the map ``geo`` (a ``content_map.Board``) by its id."""
    return place(territory_id, geo.by_id[territory_id].name)


def place(territory_id: str, english: str) -> Noun:
    """A territory of the map (the lake too)."""
    return noun("map", territory_id, english, definite=False)


def table(record_id: str, english: str, file: str = "economy") -> Noun:
    """A named record of another table: an inflation level (``economy``), a monster or a
    dungeon (``dungeons``)."""
    return noun(file, record_id, english, definite=False)


def fighter(army: str, unit_id: str, english: str, number: int, in_sentence: bool) -> str:
    """One unit in a battle, told apart from its like by ``number`` (0: it has none): 'Soldier'
    or 'Soldier 3' / 'Soldado 3' as a label, 'el Soldado 3' ``in_sentence``."""
    shown = unit(army, unit_id, english)
    name = shown.named if in_sentence else shown.label
    return tr("{name} {n}", name=name, n=number) if number else name


def on_the_map(world: Any, u: Any) -> str:
    """A unit as a player finds it on the map, by its kind and territory ('a Soldier in
    Crownvale'): refusals never name a unit by its number, which the map does not show."""
    kind = world.armies.unit(u.army, u.kind)
    where = place(u.at, world.geo.by_id[u.at].name).label
    return tr("{unit} in {place}", unit=unit(u.army, kind.id, kind.name).a, place=where)


def capitalised(text: str) -> str:
    """``text`` as a sentence begins ('El Soldado...' from a name put first)."""
    return text[:1].upper() + text[1:]
