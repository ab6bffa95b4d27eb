"""King's Forge gather cards read at a glance (issue 39: "walls of text"): each action is its
cost boxes, what it gives as a picture or a figure, and one short line of words; the whole
text stays on hover."""

from __future__ import annotations

import re

import pygame
import pytest
from test_kings_forge_layout import board_after, resize

from forgegames.core import i18n
from forgegames.games.kings_forge import TITLE
from forgegames.ui import icons, text_report
from forgegames.ui.boards.kings_forge.faces import action_face
from forgegames.ui.boards.kings_forge.words import action_text

SHORT = 52
"""The most characters an action's line of words has (its whole text runs to 150)."""


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_action_has_a_short_line_and_its_pictures_are_icons(lang, request):
    i18n.set_language(lang)
    request.addfinalizer(lambda: i18n.set_language("en"))
    pictured = 0
    for card, side in TITLE.world.content.actions:
        face = action_face(TITLE.world, card, side)
        assert face.words and len(face.words) <= SHORT, (card, side, face.words)
        assert len(face.words) < len(action_text(TITLE.world, card, side)), (card, side)
        for name in re.findall(r"\{([^}]+)\}", face.gives):
            icons.icon(name, 20)  # a name that is no icon raises
        pictured += bool(face.gives)
    assert pictured >= len(TITLE.world.content.actions) * 3 // 4, "most actions show what they give"


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_painted_gather_card_shows_its_name_and_short_lines_not_its_whole_text(
    app, lang, request
):
    resize(app, (1024, 640))
    i18n.set_language(lang)
    request.addfinalizer(lambda: i18n.set_language("en"))
    board = board_after(app, 0, 4, moves=0)
    rect = next(r for card, r in board.geo.gather_cards() if card)
    text_report.start()
    request.addfinalizer(text_report.stop)
    for card in TITLE.world.content.gather:
        face = text_report.RecordingSurface(rect.size)
        place = pygame.Rect((0, 0), rect.size)
        board.gather.paint_gather_card(face, place, card)
        items = text_report.report(face)
        drawn = " ".join(item["text"] for item in items)
        assert TITLE.world.card_name(card) in drawn or all(
            word in drawn for word in TITLE.world.card_name(card).split()
        ), (
            card,
            drawn,
        )
        for item in items:
            assert not item["cut"] and place.contains(pygame.Rect(item["rect"])), (card, item)
        for side in ("top", "bottom"):
            assert (
                action_text(TITLE.world, card, side) not in drawn
            )  # the whole text is the hover's
        assert len(drawn) < 200, (card, drawn)
