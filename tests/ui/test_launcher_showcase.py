"""ux31 (playtest 26, shot 23): a newcomer found the launcher's left column mostly empty, one
line of description and no picture. The chosen title (or the one under the pointer) is now
shown there: a picture drawn in code, its blurb, how it is won, how many play for how long,
and the ways in (Continue its latest game in progress, Learn to play), in both languages, at
both window sizes and in large print, nothing cut."""

from __future__ import annotations

import pygame
import pytest
from uihelp import button, click, click_button, drawn_words, post

from forgegames.core import i18n, registry
from forgegames.core.i18n import tr
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui import launcher_showcase, text_report, theme
from forgegames.ui.app import App
from forgegames.ui.game_scene import GameScene
from forgegames.ui.launcher import Launcher
from forgegames.ui.launcher_games import NEW


@pytest.fixture(autouse=True)
def plain_print_and_english_after():
    yield
    theme.set_large_print("off")
    i18n.set_language(None)


def new_game_page(app: App) -> Launcher:
    launcher = Launcher(app)
    app.push(launcher)
    launcher.show_tab(NEW)
    app.draw()
    return launcher


def words_in(app: App, launcher: Launcher, area: pygame.Rect) -> list[str]:
    """The words drawn afresh inside ``area``."""
    return [w["text"] for w in drawn_words(app, launcher) if area.contains(w["rect"])]


def test_the_chosen_title_shows_its_picture_its_pitch_players_and_time(app):
    launcher = new_game_page(app)
    click_button(app, launcher.group, "Forge War")
    assert launcher.info.id == "forge-war"
    shown = words_in(app, launcher, launcher.showcase)
    assert "The most prestige, from quests above all, wins." in shown
    assert "1–4 players · 60–120 minutes" in shown
    # the picture above the words: the mine's hexes and more colours than the panel's
    picture = launcher.picture
    assert picture is not None and launcher.showcase.contains(picture)
    assert picture.height >= launcher_showcase.LEAST_PICTURE * launcher.s
    row = picture.centery
    colours = {tuple(app.surface.get_at((x, row)))[:3] for x in range(picture.x, picture.right)}
    assert len(colours) > 20


def test_the_title_under_the_pointer_stands_in_the_showcase_until_it_leaves(app):
    launcher = new_game_page(app)
    assert launcher.info.id == "kings-forge"
    assert "The most items crafted wins." in words_in(app, launcher, launcher.showcase)
    warparty = button(launcher.group, "Warparty").rect.center
    post(app, pygame.MOUSEMOTION, pos=warparty, rel=(0, 0), buttons=(0, 0, 0))
    shown = words_in(app, launcher, launcher.showcase)
    assert "Quick play: guided, or set up in one click." in shown
    assert "The most items crafted wins." not in shown
    assert launcher.info.id == "kings-forge"  # hovering chooses nothing
    away = (launcher.right.centerx, launcher.right.bottom - 200)
    post(app, pygame.MOUSEMOTION, pos=away, rel=(0, 0), buttons=(0, 0, 0))
    shown = words_in(app, launcher, launcher.showcase)
    assert "The most items crafted wins." in shown
    assert "Quick play: guided, or set up in one click." not in shown


def test_continue_opens_the_chosen_titles_latest_game_in_progress(app):
    seats = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange"))
    older = Session.start(GameConfig("forge-war", seats, "simple"), 3, own_file=True).autosave
    latest = Session.start(GameConfig("forge-war", seats, "simple"), 4, own_file=True).autosave
    launcher = new_game_page(app)
    click_button(app, launcher.group, "King's Forge")
    idle = launcher.group.buttons[launcher.keys.index("continue")]
    assert not idle.enabled  # no King's Forge game in progress: greyed, in its place (ux32)
    assert "King's Forge" in idle.tooltip
    click_button(app, launcher.group, "Forge War")
    shortcut = launcher.group.buttons[launcher.keys.index("continue")]
    assert launcher.showcase.bottom < shortcut.rect.top and launcher.left.contains(shortcut.rect)
    assert latest != older
    click(app, shortcut.rect.center)
    scene = app.stack.scenes[0]  # (under the hand-over curtain)
    assert isinstance(scene, GameScene) and scene.session.autosave == latest


def test_learn_to_play_keeps_its_place_when_a_game_to_continue_appears(app):
    """Ux32: Continue appearing pushed Learn to play aside; each keeps its half of the row."""
    launcher = new_game_page(app)
    click_button(app, launcher.group, "Forge War")
    learn = pygame.Rect(launcher.group.buttons[launcher.keys.index("learn")].rect)
    idle = launcher.group.buttons[launcher.keys.index("continue")]
    assert not idle.enabled and idle.rect.right < learn.left
    seats = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange"))
    Session.start(GameConfig("forge-war", seats, "simple"), 3, own_file=True)
    launcher = new_game_page(app)
    click_button(app, launcher.group, "Forge War")
    going = launcher.group.buttons[launcher.keys.index("continue")]
    assert going.enabled and going.rect == idle.rect
    assert launcher.group.buttons[launcher.keys.index("learn")].rect == learn


def test_learn_to_play_stands_under_the_picture(app):
    launcher = new_game_page(app)
    learn = launcher.group.buttons[launcher.keys.index("learn")]
    assert launcher.left.contains(learn.rect)
    assert learn.rect.top > launcher.showcase.bottom
    assert learn.label == tr("Learn to play")


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
def test_the_showcase_fits_whole_in_both_languages_sizes_and_prints(lang, size):
    """Each title's showcase at normal and large print: nothing cut, no box over another,
    the words inside the showcase; at normal print the picture and every pitch line shown."""
    i18n.set_language(lang)
    text_report.start()
    try:
        app = App(size, bot_delay_ms=0)
        app.surface = text_report.recording_window(app.surface)
        for setting in ("off", "larger"):
            theme.set_large_print(setting)
            for index in range(3):
                launcher = new_game_page(app)
                launcher.select(index)
                launcher.layer = None
                app.draw()
                found = text_report.report(app.surface)
                assert not [i["text"] for i in found if i["cut"]], (setting, index)
                boxes = launcher.boxes()
                problems = text_report.box_problems(app.surface.get_rect(), boxes)
                assert not [p.text for p in problems], (setting, index)
                info = launcher.info
                pitch = [tr(line) for line in info.pitch]
                inside = [i["text"] for i in found if launcher.showcase.contains(i["rect"])]
                facts = launcher_showcase.players_and_time(info)
                assert facts in inside, (setting, index)
                if setting == "off":  # room for all: the picture and every pitch line
                    said = " ".join(inside)
                    assert all(p in said for p in pitch), (index, inside)
                    assert "showcase/picture" in boxes, (index, boxes)
                app.stack.pop()
    finally:
        text_report.stop()
        pygame.display.quit()


def test_each_picture_is_drawn_once_per_size():
    first = launcher_showcase.emblem("warparty", 300, 120)
    assert launcher_showcase.emblem("warparty", 300, 120) is first
    assert first.get_size() == (300, 120)
    other = launcher_showcase.emblem("kings-forge", 300, 120)
    assert pygame.image.tobytes(other, "RGBA") != pygame.image.tobytes(first, "RGBA")


def test_a_short_showcase_keeps_its_picture_and_drops_whole_pitch_lines(app):
    """Large print leaves little room: a pitch line gives way whole (never half a sentence)
    before the picture does, and players and time always stay."""
    info = next(i for i in registry.infos() if i.id == "forge-war")
    size, width = theme.BODY_PX, 300
    line_h, gap = theme.font(size).get_linesize(), launcher_showcase.GROUP_GAP
    every = launcher_showcase.showcase_lines(info, size, width - 8)
    kept = [line for line in every if line.colour != theme.TEXT_DIM]  # blurb, players and time
    least = launcher_showcase.LEAST_PICTURE + 10
    area = pygame.Rect(0, 0, width, launcher_showcase.words_height(kept, line_h, gap) + least)
    picture = launcher_showcase.draw_showcase(app.surface, info, area, 1.0)
    assert picture is not None and area.contains(picture)
    assert picture.height >= launcher_showcase.LEAST_PICTURE
    shown = launcher_showcase.fitted_lines(info, size, width, area.height - least, 1.0)
    assert shown == kept
    roomy = launcher_showcase.fitted_lines(info, size, width, 1000, 1.0)
    assert roomy == every and len(every) > len(kept)
