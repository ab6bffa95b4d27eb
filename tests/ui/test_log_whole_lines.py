"""Large print at 1024x640: the log column of every title shows each of its lines whole,
wrapped, in English and Spanish. The column kept the newest lines in view by counting wrapped
lines, so its top often began mid-sentence ("de cobre a un hexágono de cobre.", "su
suministro."): half an entry, the rest scrolled away. Now an entry is shown whole or not at
all, and nothing in the column is cut."""

from __future__ import annotations

import pygame
import pytest

from forgegames.core.i18n import set_language
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui import text_report, theme
from forgegames.ui.app import App
from forgegames.ui.game_scene import GameScene
from forgegames.ui.widgets import TextPanel

SEATS = tuple(
    SeatConfig(name, colour, "greedy")
    for name, colour in (("Ann", "blue"), ("Bo", "orange"), ("Cy", "green"))
)
GAMES = {"kings-forge": "standard", "forge-war": "simple", "warparty": "standard"}


def log_texts(items: list[dict], column: pygame.Rect) -> list[dict]:
    """The texts the frame drew inside the log column, top to bottom."""
    inside = [i for i in items if column.collidepoint(pygame.Rect(i["rect"]).center)]
    return sorted(inside, key=lambda i: i["rect"][1])


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("title", sorted(GAMES))
@pytest.mark.parametrize("actions", [30, 45, 60])
def test_the_log_shows_whole_lines_at_1024x640_in_large_print(title, lang, actions):
    set_language(lang)
    text_report.start()
    try:
        app = App((1024, 640), bot_delay_ms=0)
        app.large_print = "large"
        app.surface = text_report.recording_window(app.surface)
        session = Session.start(GameConfig(title, SEATS, GAMES[title]), 4)
        for _ in range(actions):
            session.apply(session.bot_action())
        scene = GameScene(app, session)
        app.push(scene)
        app.draw()
        items = text_report.report(app.surface, text_report.scene_boxes(app.stack.scenes))
        assert not [i for i in items if i["cut"]], [i for i in items if i["cut"]]
        panel = scene.log_column.panel
        shown = [rect for rect, _ in panel.drawn]
        assert shown, "the log has lines to show"
        body = shown[0].unionall(shown)
        texts = [i["text"] for i in log_texts(items, body)]
        entries = [" ".join(entry.split()) for entry, _, _ in panel.entries]
        assert len(panel.entries) > len(texts) // 3, "more lines than the column holds"
        assert any(entry.startswith(" ".join(texts[0].split())) for entry in entries), texts[0]
        assert any(entry.endswith(" ".join(texts[-1].split())) for entry in entries), texts[-1]
    finally:
        text_report.stop()
        theme.set_large_print("off")
        set_language("en")


@pytest.mark.parametrize("back", [0, 1, 2, 3, 5])
def test_a_log_scrolled_back_shows_whole_entries_at_both_ends(back):
    """Scrolled back by the wheel (or not), the column neither begins nor ends mid-entry."""
    pygame.init()
    surface = pygame.display.set_mode((400, 300))
    try:
        panel = TextPanel()
        for n in range(12):
            panel.add(f"{n} " + "word " * (10 + 7 * (n % 3)), tag=n)
        panel.scroll(back)
        panel.draw(surface, pygame.Rect(0, 0, 200, 170), 1.0)
        drawn = [tag for _, tag in panel.drawn]
        assert drawn, "the panel drew lines"
        for tag in set(drawn):
            entry = panel.entries[tag][0]
            assert drawn.count(tag) == len(theme.wrap(entry, 15, 200 - 12)), (tag, drawn)
    finally:
        pygame.display.quit()


def test_a_short_log_begins_at_the_top_of_its_column():
    """Lines that all fit are drawn from the column's top, with no gap above them."""
    pygame.init()
    surface = pygame.display.set_mode((400, 300))
    try:
        panel = TextPanel()
        panel.add("The Humans collect 7 crowns.", tag=0)
        panel.draw(surface, pygame.Rect(10, 20, 200, 170), 1.0)
        assert panel.drawn and panel.drawn[0][0].y == 20
    finally:
        pygame.display.quit()
