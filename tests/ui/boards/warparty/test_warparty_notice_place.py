"""Warparty's notices keep off the prompt and the lit places (issue 39, playtest 13): the
refusal "Fight the battles first" was squeezed into the prompt's strip under the map and hid
the prompt it was about, and a save's notice lay over the buying prompt. A notice now lies
along the map's foot or top; the strip stays the prompt's."""

from __future__ import annotations

import pygame
import pytest
from test_warparty_board import _scene
from test_warparty_playtest9 import _to_combat
from uihelp import click, click_button, press, settle

from forgegames.ui import text_report
from forgegames.ui.app import App

SIZES = [(1024, 640), (1280, 720)]


def words_drawn(app, scene) -> list[dict]:
    """What the window shows now, each text with its rectangle (the report was started before
    the window, so every text drawn keeps its words)."""
    app.surface = text_report.recording_window(app.surface)
    scene.layer = None  # every word drawn afresh, so the report holds it
    app.draw()
    return text_report.report(app.surface)


def to_buying(app):
    """Ann's game with goblins beside her capital, by clicks past movement and combat to
    buying (the phase ``collect``), drawn."""
    scene = _scene(app, goblins_at="mudgate")
    for label in ("End movement", "End combat"):
        app.draw()
        click_button(app, scene.board.bar, label)
        settle(app, scene)
    assert scene.session.state.phase == "collect"
    app.draw()
    return scene


def _check_clear(app, scene) -> pygame.Rect:
    """The notice on screen covers no word of the prompt, no lit territory and no button."""
    board = scene.board
    assert scene.toast is not None
    prompt = board.prompt_lines(board.state)[1]
    drawn = words_drawn(app, scene)
    words = [pygame.Rect(i["rect"]) for i in drawn if i["text"] in prompt]
    assert len(words) == len(prompt), (prompt, drawn)  # the prompt is all on screen
    box = scene.toast_place()[1]
    assert box.collidelist(words) < 0, (box, words)
    assert not box.colliderect(board.prompt_strip())
    lit = [board.canvas.place_rect(p) for p in board.highlights(board.state)]
    assert box.collidelist(lit) < 0, (box, lit)
    assert box.collidelist(scene.button_rects()) < 0
    # on the map's area (a save's file name), or over the log column (a refusal: playtest 22
    # keeps the map itself clear), not over the side panel or the bar
    assert board.map_rect.contains(box) or board.notice_room.contains(box), box
    notice = [  # its lines (not the log's under it)
        i for i in drawn if box.contains(i["rect"]) and i["text"].strip() in scene.toast.text
    ]
    assert notice and not any(i["cut"] for i in notice), notice
    return box


@pytest.mark.parametrize("size", SIZES)
def test_a_refused_click_with_battles_pending_leaves_the_prompt_and_the_swords(size):
    text_report.start()
    app = App(size, bot_delay_ms=0)
    try:
        scene = _scene(app)
        _to_combat(app, scene)
        board = scene.board
        click(app, board.canvas.centre_of("mudgate"))  # not a battle: refused
        assert scene.toast is not None and scene.toast.text.startswith("Fight the battles first")
        assert board.highlights(board.state) == {"crownvale": 0}  # the battle's place is lit
        _check_clear(app, scene)
    finally:
        text_report.stop()
        pygame.display.quit()


@pytest.mark.parametrize("size", SIZES)
def test_a_save_while_buying_leaves_the_buying_prompt(size, tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))  # the saves' folder as a person's: ~/...
    monkeypatch.setenv("FORGEGAMES_DATA_DIR", str(tmp_path / ".local/share/forgegames"))
    text_report.start()
    app = App(size, bot_delay_ms=0)
    try:
        scene = to_buying(app)
        press(app, pygame.K_s, pygame.KMOD_CTRL)
        assert scene.toast is not None and scene.toast.text.startswith("Saved as"), scene.toast
        _check_clear(app, scene)
    finally:
        text_report.stop()
        pygame.display.quit()


@pytest.mark.parametrize("size", SIZES)
def test_a_notice_in_a_battle_leaves_its_cards_buttons_and_boxes(size):
    """While a battle's panel covers the map, a notice lies in the sides' room under the
    cards, not over the info box's words or a button (as a place clear of them all)."""
    app = App(size, bot_delay_ms=0)
    try:
        scene = _scene(app)
        _to_combat(app, scene)
        board = scene.board
        click(app, board.canvas.centre_of("crownvale"))  # the battle opens
        assert scene.session.state.battle is not None
        app.draw()
        scene.show_toast("Fight the battles first: click a crossed swords mark on the map.")
        app.draw()
        box = scene.toast_place()[1]
        parts = board.battle_panel.rects()
        kept = [r for name, r in parts.items() if name.startswith(("button:", "info", "dice"))]
        kept += [card.rect for card in board.battle_panel.cards_drawn()]
        assert len(kept) >= 5
        assert box.collidelist(kept) < 0, (box, kept)
        assert board.battle_panel.rect.contains(box)
        assert not box.colliderect(board.prompt_strip())
    finally:
        pygame.display.quit()
