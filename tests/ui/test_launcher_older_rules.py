"""The launcher says when a game in progress goes on under older rules than a new game of its
title: Continue's tooltip, headless, by hovering with real events (issue 35)."""

from __future__ import annotations

from pathlib import Path

import pygame
from uihelp import click, post

from forgegames.core.i18n import speaking, tr
from forgegames.core.saves import read_save
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui.launcher import PLAYING, Launcher
from forgegames.ui.launcher_games import OLDER_RULES

KEPT = Path(__file__).parents[1] / "saves"


def hover(app, pos) -> None:
    post(app, pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0), buttons=(0, 0, 0))
    app.draw()


def test_continue_says_newer_rules_exist_only_for_a_game_under_older_ones(app):
    old = Session.from_save(read_save(KEPT / "kings-forge-standard-2p-v1-s2-m150-f1a58ad.json"))
    old.keep_saving(None)
    assert read_save(old.autosave).content == 1
    seats = (SeatConfig("Ana", "blue"), SeatConfig("Ben", "red"))
    new = Session.start(GameConfig("kings-forge", seats, "standard"), 5, own_file=True)
    assert read_save(new.autosave).content == new.title.content_version == 2

    launcher = Launcher(app)
    app.push(launcher)
    app.draw()
    assert launcher.tab == PLAYING
    rows = {row.game.path: row for row in launcher.rows}
    hover(app, rows[old.autosave].open.rect.center)
    tip = launcher.tooltip()
    assert tip is not None and tip[0] == ("Continue", tr(OLDER_RULES))
    assert "Newer rules exist" in tip[0][1]
    hover(app, rows[new.autosave].open.rect.center)
    assert launcher.tooltip() is None, "a game under today's rules needs no note"

    click(app, rows[old.autosave].open.rect.center)
    resumed = app.stack.scenes[0].session
    assert resumed.title.content_version == 1, "it goes on under the rules it began with"


def test_the_note_has_its_spanish_words():
    with speaking("es"):
        words = tr(OLDER_RULES)
    assert words != OLDER_RULES and "reglas" in words
