"""The rules search jumps the page as it is typed (playtest 16, item 9: the matches were listed
but the text stayed on the first page), and steps through the places found, each marked, with
the ▲▼ buttons beside the field, F3 and Up/Down. Real events."""

from __future__ import annotations

import pygame
from test_rules_browser import browser, start, visible
from uihelp import click, press, type_text

from forgegames.ui import rules_browser


def search(app, words: str):
    start(app)
    press(app, rules_browser.KEY)
    page = browser(app)
    assert page.scroll_y == 0
    press(app, pygame.K_SLASH, unicode="/")
    type_text(app, "/")
    type_text(app, words)
    app.draw()
    return page


def steps(page) -> tuple[pygame.Rect, pygame.Rect]:
    """The previous and next buttons beside the search field."""
    glyphs = {b.label: b for b in page.group.buttons}
    return glyphs["▲"].rect, glyphs["▼"].rect


def test_typing_a_search_scrolls_the_page_to_the_first_place_found(app):
    page = search(app, "cemetery")
    first = page.results[0]
    assert page.parts[page.rows[first].part].id != page.parts[0].id  # not on the first page
    assert page.scroll_y > 0 and visible(page, first)
    assert page.mark == first and page.highlight == "cemetery"  # marked, its words lit
    assert first in page.marks
    assert page.editing  # still typing: the next letter goes into the field
    type_text(app, "s")
    assert page.query == "cemeterys"


def test_next_and_previous_step_through_the_places_found(app):
    page = search(app, "cemetery")
    assert len(page.results) >= 3
    previous, following = steps(page)
    click(app, following.center)
    assert page.chosen == 1 and page.mark == page.results[1] and visible(page, page.results[1])
    assert page.highlight == "cemetery"
    click(app, following.center)
    assert page.mark == page.results[2] and visible(page, page.results[2])
    click(app, previous.center)
    assert page.mark == page.results[1]
    press(app, pygame.K_F3)  # the keyboard's way
    assert page.mark == page.results[2]
    press(app, pygame.K_F3, mod=pygame.KMOD_SHIFT)
    assert page.mark == page.results[1]


def test_up_and_down_in_the_field_move_the_page_with_the_chosen_place(app):
    page = search(app, "cemetery")
    press(app, pygame.K_DOWN)
    assert page.editing and page.chosen == 1
    assert page.mark == page.results[1] and visible(page, page.results[1])
    press(app, pygame.K_UP)
    assert page.mark == page.results[0] and visible(page, page.results[0])


def test_ctrl_a_selects_the_whole_search_and_typing_replaces_it(app):
    """Playtest 27: Ctrl+A did nothing in the search field, so a new search meant deleting the
    old one letter by letter."""
    page = search(app, "cemetery")
    press(app, pygame.K_a, mod=pygame.KMOD_CTRL)
    assert page.field.selected and page.query == "cemetery"
    app.draw()  # the selection is drawn behind the words
    shown = app.surface.get_at((page.field.label_rect.left - 1, page.field.label_rect.centery))[:3]
    assert shown == pygame.Color(*rules_browser.theme.SELECTION)[:3]
    press(app, pygame.K_LCTRL)  # the modifier alone keeps the selection
    assert page.field.selected
    type_text(app, "tax")
    assert page.query == "tax" and not page.field.selected


def test_backspace_on_a_selection_or_ctrl_backspace_empties_the_search(app):
    page = search(app, "cemetery")
    press(app, pygame.K_a, mod=pygame.KMOD_CTRL)
    press(app, pygame.K_BACKSPACE)
    assert page.query == "" and page.editing
    type_text(app, "dock")
    press(app, pygame.K_BACKSPACE)
    assert page.query == "doc"  # no selection: one letter
    press(app, pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL)
    assert page.query == ""
