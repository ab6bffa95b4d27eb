"""Issue #39: the rules browser's search for "odds" found nothing. Words a newcomer types
(odds, chance, win, score, turn, buy...) now find the sections that answer them, by keywords
each section carries (never shown), in English and in Spanish."""

from __future__ import annotations

import pytest

from forgegames.core import rules_search
from forgegames.core.i18n import speaking
from forgegames.ui.rules_browser import passages, title_parts

COMMON = {
    "forge-war": {
        "chance": "setup",
        "win": "goal",
        "winner": "end",
        "score": "end",
        "turn": "round",
        "buy": "market",
        "money": "merchant",
        "lose": "quests",
    },
    "kings-forge": {
        "odds": "craft",
        "chance": "concepts",
        "dice": "concepts",
        "roll": "craft",
        "win": "goal",
        "winner": "end",
        "score": "end",
        "turn": "round",
        "buy": "docks",
        "money": "docks",
    },
    "warparty": {
        "odds": "combat",
        "chance": "combat",
        "dice": "combat",
        "win": "victory",
        "winner": "victory",
        "score": "victory",
        "turn": "turn-order",
        "money": "economy",
        "buy": "economy",
        "fight": "combat",
    },
}
"""For each title, words a newcomer types and a section each must find (Forge War has no
dice: "odds" and "dice" are not its words)."""

SPANISH = {
    "forge-war": {"ganador": "end", "puntuación": "end", "comprar": "market", "turno": "round"},
    "kings-forge": {"probabilidad": "craft", "ganador": "end", "dinero": "docks"},
    "warparty": {"probabilidades": "combat", "ganador": "victory", "dinero": "economy"},
}


def found(title_id: str, word: str) -> list[str]:
    parts = title_parts(title_id, (), "")
    hits = rules_search.search(passages(parts), word, rules_search.synonyms(title_id))
    return [parts[h.part].id for h in rules_search.sections(hits)]


@pytest.mark.parametrize("title_id", sorted(COMMON))
def test_common_words_find_their_sections(title_id):
    missing = {
        word: section
        for word, section in COMMON[title_id].items()
        if section not in found(title_id, word)
    }
    assert not missing, f"{title_id}: {missing}"


@pytest.mark.parametrize("title_id", sorted(SPANISH))
def test_common_words_find_their_sections_in_spanish(title_id):
    with speaking("es"):
        missing = {
            word: section
            for word, section in SPANISH[title_id].items()
            if section not in found(title_id, word)
        }
        # the English words still find them in a Spanish page
        assert "goal" in found(title_id, "winner") or "victory" in found(title_id, "winner")
    assert not missing, f"{title_id}: {missing}"


def test_keywords_are_never_shown():
    for title_id in COMMON:
        for part in title_parts(title_id, (), ""):
            assert "odds chance" not in part.text and "winner victory" not in part.text
