"""The rules search lists first what the reader means (issue #39, playtest 13: "extra move" in
Forge War's rules listed the solo game first). A section whose heading is the query's phrase
comes first; then this game's sections before other variants' (``rules_text`` ``about``); in
each group: every word in the heading, then the phrase in the text, then some words. Real
queries in each title, in English and Spanish, and one typed into the browser."""

from __future__ import annotations

import pygame
import pytest
from uihelp import press, type_text

from forgegames.core import rules_search
from forgegames.core.i18n import speaking
from forgegames.core.rules_search import Passage, search
from forgegames.ui import rules_browser
from forgegames.ui.rules_browser import RulesBrowser, passages, title_parts


def ranked(title_id: str, query: str, variant: str | None = None) -> list[str]:
    """The section ids a query lists, best first, as the browser ranks them."""
    parts = title_parts(title_id, (), "", variant)
    later = frozenset(i for i, p in enumerate(parts) if p.elsewhere)
    hits = search(passages(parts), query, rules_search.synonyms(title_id), later)
    return [parts[h.part].id for h in rules_search.sections(hits)]


def test_the_four_ranks_in_order():
    toy = [
        Passage(0, 0, "Dice move once more; an extra move of dice."),  # phrase in the text
        Passage(1, -1, "Move"),  # one word in the heading
        Passage(1, 0, "Extra dice."),
        Passage(2, 0, "A move, then something extra."),  # the words apart
        Passage(3, -1, "Moves: the extra ones"),  # every word in the heading, not as a phrase
        Passage(4, -1, "The extra move"),  # the phrase in the heading
    ]
    assert [h.part for h in rules_search.sections(search(toy, "extra move"))] == [4, 3, 0, 1, 2]


def test_another_variants_section_comes_after_this_games_unless_its_heading_is_the_query():
    toy = [
        Passage(0, 0, "The extra move goes to the first player."),
        Passage(1, 0, "In the solo game nobody takes the extra move."),
        Passage(2, -1, "Extra move"),
    ]
    found = search(toy, "extra move", later=frozenset({1, 2}))
    assert [h.part for h in rules_search.sections(found)] == [2, 0, 1]
    found = search(toy, "extra move", later=frozenset({0}))
    assert [h.part for h in rules_search.sections(found)] == [2, 1, 0]


@pytest.mark.parametrize(
    ("title_id", "variant", "lang", "query", "first"),
    [
        ("forge-war", "simple", "en", "extra move", "mine"),
        ("forge-war", "epic", "en", "extra move", "mine"),
        ("forge-war", "solo", "en", "extra move", "mine"),
        ("forge-war", "simple", "es", "movimiento extra", "mine"),
        ("forge-war", "simple", "en", "solo game", "solo"),
        ("forge-war", "simple", "en", "bonus tiles", "bonus-tiles"),
        ("forge-war", "simple", "es", "huelga", "strikes"),
        ("kings-forge", None, "en", "steal a card", "steal"),
        ("kings-forge", None, "es", "robar una carta", "steal"),
        ("kings-forge", None, "en", "pass", "pass"),
        ("warparty", "quick-play", "en", "secret quest", "secret-quests"),
        ("warparty", "standard", "en", "attack back", "attack-back"),
        ("warparty", "standard", "en", "rough terrain", "rough-terrain"),
        ("warparty", "quick-play", "es", "retirada", "retreat"),
    ],
)
def test_real_queries_find_the_section_meant_first(title_id, variant, lang, query, first):
    with speaking(lang):
        assert ranked(title_id, query, variant)[0] == first


@pytest.mark.parametrize("variant", ["simple", "epic"])
def test_the_solo_game_comes_after_this_games_sections_holding_the_phrase(variant):
    found = ranked("forge-war", "extra move", variant)
    assert found.index("player-order") < found.index("solo")
    with speaking("es"):
        found = ranked("forge-war", "movimiento extra", variant)
        assert found.index("player-order") < found.index("solo")


def test_a_variants_own_sections_are_not_put_last_in_that_variant():
    assert title_parts("forge-war", (), "", "solo")[-1].id == "solo"
    parts = {p.id: p.elsewhere for p in title_parts("forge-war", (), "", "solo")}
    assert not parts["solo"] and parts["epic"] and not parts["mine"]
    parts = {p.id: p.elsewhere for p in title_parts("warparty", (), "", None)}
    assert not parts["secret-quests"], "no variant: the title's first (standard) has them"
    parts = {p.id: p.elsewhere for p in title_parts("warparty", (), "", "quick-play")}
    assert parts["secret-quests"], "quick play deals no secret quests"


def test_typed_into_the_browser_of_a_simple_game_the_first_result_is_the_mine(app):
    rules_browser.open_rules(app, "forge-war", "Forge War", (), controls="x", variant="simple")
    page = app.stack.top
    assert isinstance(page, RulesBrowser)
    app.draw()
    press(app, pygame.K_SLASH, unicode="/")
    type_text(app, "extra move")
    assert page.query == "extra move"
    listed = [page.parts[page.rows[r].part].id for r in page.results]
    assert listed[0] == "mine" and listed.index("player-order") < listed.index("solo")
    press(app, pygame.K_RETURN)  # the first result
    assert page.parts[page.rows[page.mark].part].id == "mine"
