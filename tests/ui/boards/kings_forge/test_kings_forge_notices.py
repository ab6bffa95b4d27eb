"""Playtest 13 (shots 06, 19): King's Forge's notices lay over the prompt, the line that says
what to do next: a refused click's reason and the save notice covered it whole. A notice now
shows clear of the prompt, of the strip's buttons and of the places a click plays now (over
the log column where the board has no room), in English and Spanish, at 1280x720 and
1024x640. Real clicks make them."""

from __future__ import annotations

import pygame
import pytest
from uihelp import click, click_button, open_game

from forgegames.core import i18n
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui.app import App
from forgegames.ui.launcher import Launcher

SEATS = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange", "greedy"))


@pytest.fixture(params=[(1280, 720), (1024, 640)], ids=["1280x720", "1024x640"])
def sized(request):
    application = App(request.param, bot_delay_ms=0)
    application.home = lambda: Launcher(application)
    yield application
    pygame.display.quit()


def alice_to_play(app):
    """Alice at the screen against a computer player, her first gather turn."""
    scene = open_game(app, Session.start(GameConfig("kings-forge", SEATS, "standard"), 5))
    for _ in range(40):
        if scene.my_turn():
            break
        app.tick(50)
    assert scene.my_turn()
    return scene


def toast_box(scene) -> pygame.Rect:
    scene.app.draw()
    assert scene.toast is not None and scene.toast.shown
    return scene.toast_place()[1]


def assert_clear(scene) -> None:
    """The notice on screen covers neither the prompt, nor a button, nor a lit place."""
    board = scene.board
    box = toast_box(scene)
    prompt = board.prompts.prompt_rect()
    assert prompt is not None and not box.colliderect(prompt), (box, prompt)
    assert box.collidelist([b.rect for b in board.group.buttons]) < 0
    assert box.collidelist([t.rect for t in board.all_targets() if t.live]) < 0
    assert board.rect.contains(box) or board.notice_room.contains(box)  # (or over the log)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_refused_click_leaves_the_prompt_in_view(sized, request, lang):
    i18n.set_language(lang)
    request.addfinalizer(lambda: i18n.set_language("en"))
    scene = alice_to_play(sized)
    board = scene.board
    dead = [t for t in board.all_targets() if not t.live and t.key.startswith("gather:")]
    assert dead, "some gather action is out of Alice's reach"
    history = len(scene.session.history)
    click(sized, dead[0].rect.center)
    assert len(scene.session.history) == history and scene.toast is not None
    assert scene.toast.error
    assert_clear(scene)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_save_notice_leaves_the_prompt_in_view(sized, request, lang, tmp_path, monkeypatch):
    """Playtest 35 too: "Saved as…" covered the waiting line at 1280x720 (its file name was
    too wide a word for the log column's line, so it lay in the board's band); it now goes
    over the log column, its words a little smaller where they must be."""
    monkeypatch.setenv("HOME", str(tmp_path))  # the saves' folder as a person's: ~/...
    monkeypatch.setenv("FORGEGAMES_DATA_DIR", str(tmp_path / ".local/share/forgegames"))
    i18n.set_language(lang)
    request.addfinalizer(lambda: i18n.set_language("en"))
    scene = alice_to_play(sized)
    click_button(sized, scene.top, i18n.tr("Menu"))
    assert sized.stack.top is not scene
    click_button(sized, sized.stack.top.group, i18n.tr("Save"))
    while sized.stack.top is not scene:  # the menu closes after a save
        sized.stack.pop()
    assert scene.toast is not None and not scene.toast.error
    assert "~/.local/share/forgegames/saves" in scene.toast.text
    box = toast_box(scene)
    line = scene.board.geo.line_rect()
    assert line.height > 0 and not box.colliderect(line), (box, line)
    assert scene.board.notice_room.contains(box), (box, scene.board.notice_room)
    assert_clear(scene)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_gather_refusal_covers_no_players_row(sized, request, lang):
    """Playtest 19 (shot 05): "Your supply cannot pay…" lay over Bruno's smithy row (only the
    row of the person at the screen was kept clear). Playtest 22 (shot 07): it then lay over
    the waiting line. A gather refusal now covers no tray, nor the waiting line, nor the
    gather cards' row: it goes over the log column's top."""
    i18n.set_language(lang)
    request.addfinalizer(lambda: i18n.set_language("en"))
    scene = alice_to_play(sized)
    board = scene.board
    dead = [t for t in board.all_targets() if not t.live and t.key.startswith("gather:")]
    click(sized, dead[0].rect.center)
    assert scene.toast is not None and scene.toast.error
    box = toast_box(scene)
    trays = board.geo.tray_rects(board.state)
    assert len(trays) == 2 and box.collidelist(trays) < 0, (box, trays)
    line = board.geo.line_rect()
    assert line.height > 0 and not box.colliderect(line), (box, line)
    assert not box.colliderect(board.gather.rect), (box, board.gather.rect)
    assert board.notice_room.contains(box), (box, board.notice_room)
    assert_clear(scene)
