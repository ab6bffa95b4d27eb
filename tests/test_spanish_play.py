"""A Spanish table sees no English game word (issue 25): seeded bot games of every title and
variant, played in Spanish, put none of the English words of the game's own vocabulary (the
names in its data files) into a log line, a move's label or the status line."""

from __future__ import annotations

import re
from functools import cache

import pytest

from forgegames.core import registry, translations
from forgegames.core.i18n import catalogue, speaking
from forgegames.core.session import Session, status_line
from forgegames.core.simulate import bot_config, play_one

WORD = re.compile(r"[A-Za-z]{4,}")
"""A word worth checking (shorter ones are as often Spanish as English: "oro", "de")."""

GAMES = [
    (info.id, variant.id)
    for info in registry.catalogue()
    if info.available
    for variant in info.variants
]


def words(text: str) -> set[str]:
    return {w.lower() for w in WORD.findall(text)}


@cache
def vocabulary(title_id: str) -> frozenset[str]:
    """The English words of the title's data names that its Spanish never uses (a proper name
    that Spanish keeps, such as a territory's, is not counted)."""
    prefix = title_id.replace("-", "_") + "/"
    english = {
        key: text
        for key, text in translations.data_keys().items()
        if key.startswith(prefix) and key.endswith("/name")
    }
    spanish = catalogue("es")
    kept = set().union(*(words(text) for text in spanish.values()))
    return frozenset(set().union(*(words(text) for text in english.values())) - kept)


def spanish_texts(title_id: str, variant: str, seed: int) -> list[tuple[str, str]]:
    """(what, text) for every move's label, status line and log line of a seeded bot game
    played in Spanish."""
    title = registry.get(title_id)
    low, _high = title.info.seats_for(variant)
    players = max(low, 2) if title.info.seats_for(variant)[1] >= 2 else low
    with speaking("es"):
        config = bot_config(title, players, variant, ["greedy", "random"])
        session = Session(title, config, seed)
        session.resolve_chance()
        play_one(session, check=False)
        texts = [("log", e.text) for e in session.resolve_chance()]
        for entry, before in zip(session.history, session.states(), strict=False):
            texts.append(("move", title.describe_action(before, entry.action)))
            texts.append(("status", status_line(title, before)))
            texts += [("log", event.text) for event in entry.events]
    return texts


def test_every_title_has_a_vocabulary_to_check():
    for title_id in {t for t, _ in GAMES}:
        assert len(vocabulary(title_id)) >= 10, title_id


@pytest.mark.parametrize(("title_id", "variant"), GAMES)
def test_no_english_game_word_in_a_spanish_game(title_id: str, variant: str) -> None:
    texts = spanish_texts(title_id, variant, seed=7)
    assert {what for what, _ in texts} >= {"move", "status", "log"}
    english = vocabulary(title_id)
    found = sorted({f"{what}: {text}" for what, text in texts if words(text) & english})
    assert found == [], f"{len(found)} texts with English words, e.g. {found[:5]}"


DIE = r"\d+ dados? (?:de )?\w+"
DICE_LIST = re.compile(rf"{DIE}(?:(?:, | y | e ){DIE})+")
"""A list of counted dice in a Spanish sentence ('1 dado de madera y 1 dado de gemas')."""


def test_a_spanish_list_of_dice_ends_with_y_not_a_comma() -> None:
    texts = spanish_texts("kings-forge", "standard", seed=7)
    lists = [m.group(0) for _, text in texts for m in DICE_LIST.finditer(text)]
    assert len(lists) >= 5, "the game names several dice at once"
    assert [x for x in lists if not re.search(rf" [ye] {DIE}$", x)] == []
