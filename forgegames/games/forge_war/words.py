"""Forge War's ids said in players' words: weapon types, quest deck colours, solo difficulties
and the automated colours (an id never reaches the screen)."""

from __future__ import annotations

from collections.abc import Iterable

from forgegames.core.i18n import N_, Words, listing, tr
from forgegames.games.forge_war.resources import resource_name

WEAPON_TYPE_WORDS = Words(
    slashing=N_("slashing"),
    piercing=N_("piercing"),
    crushing=N_("crushing"),
)
"""A weapon type as an adjective ('a slashing weapon'; 'cortante')."""

DECK_WORDS = Words(
    green=N_("green"),
    yellow=N_("yellow"),
    grey=N_("grey"),
    red=N_("red"),
)
"""A quest deck's colour, as it qualifies the word 'deck' ('the yellow deck'; 'amarillo')."""

DIFFICULTY_WORDS = Words(
    {
        "very-easy": N_("Very easy"),
        "medium": N_("Medium"),
        "difficult": N_("Difficult"),
        "random": N_("Random"),
    }
)
"""The solo difficulties as the launcher's option names them."""


def said(table: Words, key: str) -> str:
    """``key`` in the current language from ``table`` (an unknown key is shown as given)."""
    return table.get(key, key) or key


def types_words(types: Iterable[str]) -> str:
    """Weapon types joined for a sentence: 'slashing and piercing' ('cortante y perforante')."""
    return listing([said(WEAPON_TYPE_WORDS, t) for t in types])


def without_resource(name: str, rid: str) -> str | None:
    """A card's name without the resource it is named after, as a chip shows it beside the
    resource's icon: 'Copper Spear' 'Spear', 'Lanza de cobre' 'Lanza' (the name as the
    current language words it: the resource first, or last after ' of '); None when the name
    does not name that resource so."""
    word = resource_name(rid)
    if name.startswith(word + " "):
        return name[len(word) + 1 :]
    tail = tr(" of {name}", name=word.lower())
    if name.endswith(tail) and len(name) > len(tail):
        return name[: -len(tail)]
    return None
