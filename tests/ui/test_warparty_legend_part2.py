"""Issue 37: Warparty's legend names what part 2 put on the table (the Heroes, Cast a spell,
Use a treasure, Kept treasure and quest buttons, the monster specials a battle shows as tags,
allied monsters), each with the words the board itself uses, in English and in Spanish; at
1024x640 in Spanish the legend goes on pages and every entry is drawn on one of them."""

from __future__ import annotations

import pygame
import pytest
from uihelp import press, run_timers, settle

from forgegames.core.i18n import speaking, tr
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui import legend
from forgegames.ui.boards.warparty.casting import (
    CAST_LABEL,
    HEROES_LABEL,
    STASH_LABEL,
    USE_LABEL,
)
from forgegames.ui.boards.warparty.legend import legend as warparty_legend
from forgegames.ui.game_scene import GameScene

LABELS = (HEROES_LABEL, CAST_LABEL, USE_LABEL, STASH_LABEL, "Choose your quests")
TAGS = ("regenerates", "undead", "resists spells")


@pytest.mark.parametrize(
    ("lang", "stash", "allied"),
    [("en", "capital", "An allied monster"), ("es", "capital", "Un monstruo aliado")],
)
def test_the_part_two_entries_name_the_boards_own_words(lang, stash, allied):
    with speaking(lang):
        words = [e.words for e in warparty_legend()]
        button = {"en": "The “{}” button: ", "es": "El botón «{}»: "}[lang]
        tag = {"en": "The “{}” tag in a battle: ", "es": "La etiqueta «{}» en la batalla: "}[lang]
        starts = [button.format(tr(label)) for label in LABELS]
        starts += [tag.format(tr(label)) for label in TAGS]
        for start in starts:
            assert any(w.startswith(start) for w in words), start
        kept = next(w for w in words if w.startswith(button.format(tr(STASH_LABEL))))
        assert stash in kept
        assert any(w.startswith(allied) for w in words)
        assert tr("Heroes, monsters and treasure") in words


def test_at_1024x640_in_spanish_the_legend_pages_and_draws_every_entry(monkeypatch):
    from forgegames.ui.app import App

    app = App((1024, 640), bot_delay_ms=10**9)
    with speaking("es"):
        seats = (SeatConfig("Ann", "blue"), SeatConfig("Ben", "orange"))
        scene = GameScene(app, Session.start(GameConfig("warparty", seats, "standard"), 4))
        app.push(scene)
        run_timers(app, steps=20, dt=50)
        settle(app, scene)
        press(app, pygame.K_l)
        shown = app.stack.top
        assert isinstance(shown, legend.Legend)
        drawn: list[str] = []
        real = legend.draw_entry
        monkeypatch.setattr(
            legend,
            "draw_entry",
            lambda page, entry, *rest: (drawn.append(entry.words), real(page, entry, *rest)),
        )
        for _ in range(shown.pages):
            app.draw()
            press(app, pygame.K_PAGEDOWN)
        assert shown.pages >= 2
        assert sorted(drawn) == sorted(e.words for e in shown.entries)
        assert any(w.startswith("El botón «Botín guardado»") for w in drawn)
    pygame.display.quit()
