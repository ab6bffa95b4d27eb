"""Issue #39 (wp38): the rules browser's search for "knight" said "Nothing matches" though
the Knight is on Warparty's buy list, and Enter seemed to jump to an unrelated section (the
page stayed where "kn" had jumped). Unit, research and upgrade names from the data find their
section, in English and Spanish; a query that finds nothing takes the page back to where the
reader was, and Enter then goes nowhere. Real keys."""

from __future__ import annotations

import pygame
import pytest
from uihelp import press, type_text

from forgegames.core import i18n
from forgegames.ui import rules_browser
from forgegames.ui.rules_browser import RulesBrowser


def _open(app) -> RulesBrowser:
    rules_browser.open_rules(app, "warparty", "Warparty", [])
    page = app.stack.top
    assert isinstance(page, RulesBrowser)
    app.draw()
    return page


def _search(app, page: RulesBrowser, words: str) -> None:
    press(app, pygame.K_SLASH, unicode="/")
    type_text(app, "/")  # (the key's own text is not typed)
    for letter in words:
        type_text(app, letter)
    assert page.query == words


def _found_parts(page: RulesBrowser) -> list[str]:
    return [page.parts[page.rows[r].part].id for r in page.results]


@pytest.mark.parametrize(
    ("lang", "words", "section"),
    [
        ("en", "knight", "units"),
        ("en", "skeleton archer", "units"),
        ("en", "catapult workshop", "units"),
        ("en", "stables", "capitals"),
        ("es", "caballero", "units"),
        ("es", "establos", "capitals"),
    ],
)
def test_a_name_from_the_data_finds_its_section(app, lang, words, section) -> None:
    with i18n.speaking(lang):
        page = _open(app)
        _search(app, page, words)
        assert page.results, f"nothing found for {words!r}"
        assert _found_parts(page)[0] == section, _found_parts(page)
        press(app, pygame.K_RETURN)
        assert page.mark == page.results[0]
        assert page.parts[page.rows[page.mark].part].id == section
        press(app, pygame.K_ESCAPE)
        press(app, pygame.K_ESCAPE)


def test_a_query_that_finds_nothing_leaves_the_page_where_it_was(app) -> None:
    page = _open(app)
    start = (page.scroll_y, page.section)
    _search(app, page, "z")
    assert page.results and page.scroll_y != start[0], "the first letter jumped"
    type_text(app, "q")
    assert page.query == "zq" and page.results == []
    assert (page.scroll_y, page.section) == start, "back where the reader was"
    press(app, pygame.K_RETURN)
    app.draw()
    assert page.mark is None and (page.scroll_y, page.section) == start, "Enter went nowhere"
