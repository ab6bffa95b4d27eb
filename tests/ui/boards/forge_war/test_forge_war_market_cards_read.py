"""Playtest 14, item 9 (shot 106z): Forge War's market at 1024x640 was cramped and its dimmed
cards hard to read: "Adventurer Training" touched its card's edge, and the dark veil over a
card the person could not take left its words at about 2:1. Now, in the market phase with a
person choosing, in English and Spanish at 1024x640 and 1280x720: every word on a market
card keeps air to its card's sides, and a card that cannot be taken is greyed (no colour
left, clearly unlike a live one) with its words at 4.5:1 or more against it, measured from
the drawn pixels."""

from __future__ import annotations

import collections

import pygame
import pytest
from test_forge_war_board import reach, start

from forgegames.core import i18n
from forgegames.ui import text_report, theme
from forgegames.ui.app import App
from forgegames.ui.boards.forge_war.look import CARD


def fill_of(surface: pygame.Surface, rect: pygame.Rect) -> tuple[int, int, int]:
    """A card's fill: the colour most of its pixels have."""
    counts = collections.Counter(
        tuple(surface.get_at((x, y))[:3])
        for x in range(rect.x + 2, rect.right - 2)
        for y in range(rect.y + 2, rect.bottom - 2)
    )
    return counts.most_common(1)[0][0]


def brightest(surface: pygame.Surface, rect: pygame.Rect) -> tuple[int, int, int]:
    """The words' own colour: the brightest pixel where they were drawn."""
    pixels = (
        tuple(surface.get_at((x, y))[:3])
        for x in range(rect.x, rect.right)
        for y in range(rect.y, rect.bottom)
    )
    return max(pixels, key=theme.luminance)


def dear_market(app: App):
    """The market phase, the person at the screen choosing, some cards too dear for them."""
    scene = start(app, seed=3, players=3)
    reach(
        app,
        scene,
        lambda s: s.phase == "market" and not s.pending and s.round >= 2,
        limit=800,
    )
    return scene


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
def test_market_cards_keep_air_and_greyed_ones_read(lang, size, request):
    request.addfinalizer(pygame.display.quit)
    request.addfinalizer(text_report.stop)
    request.addfinalizer(lambda: i18n.set_language("en"))
    i18n.set_language(lang)
    text_report.start()
    app = App(size, bot_delay_ms=10**9)
    app.surface = text_report.recording_window(app.surface)
    scene = dear_market(app)
    board = scene.board
    assert scene.my_turn() and board.view.phase == "market" and not board.view.pending
    app.surface.fill((0, 0, 0))
    scene.invalidate()
    app.draw()
    items = text_report.report(app.surface)
    cards = {k: r for k, r in board.rects.items() if k.startswith(("card:", "clerk:"))}
    greyed = [k for k in cards if k in board.greyed]
    live = [k for k in cards if k not in board.greyed]
    assert greyed and live, (greyed, live)
    air = 5 if size == (1024, 640) else 6
    worded = 0
    for key, rect in cards.items():
        inside = [i for i in items if rect.contains(i["rect"])]
        assert inside, key
        for item in inside:
            words = pygame.Rect(item["rect"])
            edge = air if key.startswith("card:") else 4  # the clerk's designs: 4 px
            assert words.left - rect.left >= edge, (key, item, rect)
            assert rect.right - words.right >= edge, (key, item, rect)
            assert not item["cut"] or item["text"].endswith("…"), (key, item)
        if key not in board.greyed:
            continue
        fill = fill_of(app.surface, rect)
        assert fill[0] == fill[1] == fill[2], (key, fill)  # no colour left: not now
        assert fill != CARD and theme.luminance(fill) < theme.luminance(CARD), (key, fill)
        for item in inside:
            words = pygame.Rect(item["rect"])
            ratio = theme.contrast(brightest(app.surface, words), fill)
            assert ratio >= 4.5, (key, item["text"], round(ratio, 2))
            worded += 1
    for key in live:  # a card that can be taken keeps its colour
        fill = fill_of(app.surface, cards[key])
        assert fill == CARD, (key, fill)
    assert worded >= 2
