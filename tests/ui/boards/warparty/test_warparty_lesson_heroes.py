"""Warparty's lesson teaches heroes and a dungeon (issue 37): after its first battle the
student buys a Champion, walks it into the Tomb of Fallen Heroes, explores it, fights the
Giant Spider the program draws and rolls for, sees the treasure claimed and opens the hero
panel. Played from the launcher with real clicks on what the lesson marks, at 1280x720 and
1024x640, in English and Spanish: the lesson's note and the dialogs fit the window."""

from __future__ import annotations

import os

import pygame
import pytest
from test_tutorial_board import open_lesson
from test_warparty_lesson_battle import play_until
from uihelp import click_button, run_timers

from forgegames.core.i18n import speaking, tr
from forgegames.games.warparty import dungeons, nouns, treasure
from forgegames.games.warparty.actions import Buy, EndTurn, Explore
from forgegames.ui import text_report
from forgegames.ui.overlays import ChoiceDialog

SHOTS = os.environ.get("FORGEGAMES_LESSON_SHOTS")
"""A folder to save each checked frame in as a PNG (to look at by eye); unset: none saved."""


def step_of(run, kind, after: int = 0) -> int:
    return next(i for i, a in enumerate(run.actions) if isinstance(a, kind) and i >= after)


def note_fits(app, scene, name: str, lang: str) -> None:
    """The frame (the lesson's note, the board, a dialog on top), drawn in ``lang``, is whole:
    no text in it is cut and no box leaves the window or overlaps another (the text report)."""
    with speaking(lang):
        framed(app, scene, name)


def framed(app, scene, name: str) -> None:
    scene.invalidate()
    real = app.surface
    text_report.start()
    try:
        app.surface = text_report.recording_window(app.surface)
        app.draw()
        boxes = text_report.scene_boxes(app.stack.scenes)
        cut = [e for e in text_report.report(app.surface, boxes) if e.get("cut")]
        # the map's own markers are the map layout's matter (an explored dungeon's marker on
        # its dungeon's sign is reported apart): here, the lesson's words and dialogs
        cut = [e for e in cut if not e["text"].startswith("board/map/")]
    finally:
        text_report.stop()
        app.surface = real
    assert scene.side_notes() and scene.side_notes()[0].paragraphs
    assert cut == [], (name, cut)
    if SHOTS:
        os.makedirs(SHOTS, exist_ok=True)
        app.draw()
        size = "x".join(map(str, app.surface.get_size()))
        pygame.image.save(app.surface, f"{SHOTS}/{name}-{size}.png")


def play_heroes_part(app, lang: str) -> None:
    scene = open_lesson(app, "warparty")
    run, history, board = scene.teaching.lesson, scene.session.history, scene.board
    buy = next(
        i
        for i, a in enumerate(run.actions)
        if isinstance(a, Buy) and a.unit == "warrior-hero" and run.actors[i] == 0
    )
    explore = step_of(run, Explore)
    last = step_of(run, EndTurn, after=explore)

    # the hero is bought from the buy list: a Champion in Dunmoor
    play_until(app, scene, lambda: run.sync(len(history)) == buy)
    note_fits(app, scene, f"{lang}-1-buy", lang)
    assert "Champion" in scene.side_notes()[0].paragraphs[0]
    play_until(app, scene, lambda: run.sync(len(history)) > buy)
    state = scene.session.state
    hero = next(u for u in state.units if u.kind == "warrior-hero" and u.army == "humans")
    assert hero.at == "dunmoor" and hero.xp == 0

    # the Tomb is marked to explore once movement is over
    play_until(app, scene, lambda: run.sync(len(history)) == explore)
    assert Explore("tomb-of-fallen-heroes") in scene.session.legal_actions()
    assert "tomb-of-fallen-heroes" in board.highlights(scene.session.state)
    note_fits(app, scene, f"{lang}-2-explore", lang)

    # the click explores; the program rolls the dungeon's die and draws the spider
    play_until(app, scene, lambda: run.sync(len(history)) > explore)
    state = scene.session.state
    assert state.battle is not None and dungeons.in_dungeon(state)
    monsters = [f.profile.unit for f in state.battle.defenders]
    assert monsters == ["giant-spider"]
    note_fits(app, scene, f"{lang}-3-spider", lang)

    # two attacks slay it; the Tomb's treasure is drawn and claimed at End combat
    play_until(app, scene, lambda: run.sync(len(history)) == last)
    state = scene.session.state
    hero = state.unit(hero.uid)
    assert state.battle is None and hero.treasure == ("short-sword",) and hero.xp == 25
    assert dungeons.lair(state, "tomb-of-fallen-heroes").done
    note_fits(app, scene, f"{lang}-4-claimed", lang)

    # the hero panel the last step points to: the Heroes button on the bar
    with speaking(lang):
        click_button(app, board.bar, "Heroes")  # the bar was laid out in English
        dialog = app.stack.top
        assert isinstance(dialog, ChoiceDialog)
        words = "\n".join(dialog.lines)
        sword = nouns.capitalised(treasure.card_name(board.world, "short-sword"))
        assert "• " + tr("{card}, the weapon in use", card=sword) in words
        level = tr("Level {n}, {xp} XP: {more} XP to level {next}", n=1, xp=25, more=25, next=2)
        assert level in words
        note_fits(app, scene, f"{lang}-5-heroes", lang)
        assert pygame.display.get_surface().get_rect().contains(dialog.rect)
        click_button(app, dialog.group, tr("Close"))
    assert app.stack.top is scene

    # the lesson's last step: End turn ends it
    play_until(app, scene, lambda: run.finished(len(history)))
    run_timers(app, steps=5, dt=50)
    assert history[-1].action == run.actions[last] or run.finished(len(history))


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_lesson_teaches_a_hero_and_a_dungeon(app, lang) -> None:
    play_heroes_part(app, lang)


def test_the_lesson_s_hero_part_fits_the_small_window(small_app) -> None:
    play_heroes_part(small_app, "es")
