"""The descriptions in the list screens are readable (playtest 19 item 9a: the rulebook
examples' grey descriptions were small and faint): measured on the drawn window, their ink
stands at least 4.5:1 against the background under it, and they are body text's size. The
screens are opened by real clicks; the words are found with the text report."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest
from test_examples_list import open_list
from uihelp import click_button, drawn_words

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui import theme
from forgegames.ui.app import App

LEAST = 4.5
"""WCAG AA for body text."""


def measured(surface: pygame.Surface, rect: pygame.Rect) -> float:
    """The contrast of a drawn text: its background is the commonest colour in its box, its
    ink the pixel that differs most from it (the text's antialiased edges only lessen it)."""
    box = rect.clip(surface.get_rect())
    pixels = [
        tuple(surface.get_at((x, y)))[:3]
        for x in range(box.left, box.right)
        for y in range(box.top, box.bottom)
    ]
    ground = Counter(pixels).most_common(1)[0][0]
    return max(theme.contrast(p, ground) for p in pixels)


def words_drawn(app, scene, wanted: str) -> dict:
    found = [w for w in drawn_words(app, scene) if w["text"] == wanted]
    assert found, wanted
    return found[0]


def body_height(app) -> int:
    return theme.font(int(theme.BODY_PX * app.scale)).get_height()


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
def test_rulebook_examples_descriptions(size):
    app = App(size, bot_delay_ms=0)
    from forgegames.ui.launcher import Launcher

    app.home = lambda: Launcher(app)
    page = open_list(app)
    examples = [item for item in page.items if item.kind == "example"][:3]
    for item in examples:
        line = item.lines[1][0]
        seen = words_drawn(app, page, line)
        rect = pygame.Rect(seen["rect"])
        assert measured(app.surface, rect) >= LEAST, line
        assert rect.height >= body_height(app), (line, rect.height)
    pygame.display.quit()


def test_launcher_blurb_and_games_in_progress(app, data_dir):
    seats = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange"))
    Session.start(GameConfig("kings-forge", seats, "standard"), 5, own_file=True)
    app.replace(app.home())
    launcher = app.stack.top
    click_button(app, launcher.group, "In progress")
    app.draw()
    detail = next(w for w in drawn_words(app, launcher) if w["text"].startswith("Alice, Bruno"))
    rect = pygame.Rect(detail["rect"])
    assert measured(app.surface, rect) >= LEAST, detail["text"]
    assert rect.height >= body_height(app)
    click_button(app, launcher.group, "New game")
    click_button(app, launcher.group, "King's Forge")
    app.draw()
    blurb = launcher.info.blurb  # its first line, wrapped in the left column
    first = next(w for w in drawn_words(app, launcher) if blurb.startswith(w["text"]))
    seen = pygame.Rect(first["rect"])
    assert measured(app.surface, seen) >= LEAST and seen.height >= body_height(app)
