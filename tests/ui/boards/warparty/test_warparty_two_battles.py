"""Warparty's bar with two battles waiting (playtest 3, item 7): the prompt beside the "Fight
the battle in …" buttons stayed whole only while every button fitted; when one did not, the
prompt was squeezed to "Click / crossed". The prompt keeps the room left of the buttons that
are drawn, and the map's crossed swords still start the other battle."""

from __future__ import annotations

import json

import pygame
import pytest
from test_warparty_board import _scene
from uihelp import click, play_by_places, settle

from forgegames.core import i18n
from forgegames.games.warparty.actions import EndMove, Fight
from forgegames.ui import text_report
from forgegames.ui.app import App
from forgegames.ui.screenshot import render


def _two_battles(application: App):
    """The Humans split their capital's stack onto two goblin-held neighbours, by clicks, and
    end movement: two battles wait for the good team."""
    scene = _scene(application, others=(("goblins", "warrior", "queensfield"),))
    board = scene.board
    stack = ("kingsreach", "humans")
    for _ in range(6):  # the stack picked, then again for one fewer each time: 4 of 9
        click(application, board.canvas.stack_rects(scene.session.state)[stack].center)
    assert len(board.chosen) == 4
    click(application, board.canvas.centre_of("crownvale"))
    application.draw()
    click(application, board.canvas.stack_rects(scene.session.state)[stack].center)
    click(application, board.canvas.centre_of("queensfield"))
    assert not scene.session.state.units_at("kingsreach")
    play_by_places(application, scene, EndMove())
    settle(application, scene)
    assert set(scene.session.state.battles) == {"crownvale", "queensfield"}
    return scene


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_prompt_is_whole_beside_the_fight_buttons(tmp_path, size, lang):
    text_report.start()
    try:
        application = App(size, bot_delay_ms=0)
        scene = _two_battles(application)
        board = scene.board
        i18n.set_language(lang)  # after the clicks (a confirmation's buttons are English)
        board.layout(board.rect)
        scene.invalidate()
        hint = board._hint_words(scene.session.state)
        render(application, tmp_path / "bar.png", tmp_path / "bar.json")
        strip = board.bar_rect.copy()
        strip.width = board.bar_left - strip.x
        assert all(b.rect.left >= board.bar_left for b in board.bar.buttons)
        # the prompt keeps most of the bar (the 260 px the buttons leave it, at least)
        assert strip.width >= int(240 * board.s)
    finally:
        text_report.stop()
        i18n.set_language("en")
        pygame.display.quit()
    drawn = json.loads((tmp_path / "bar.json").read_text(encoding="utf-8"))
    in_strip = [d for d in drawn if pygame.Rect(d["rect"]).colliderect(strip)]
    assert " ".join(d["text"] for d in in_strip).startswith(hint)
    assert not any(d["cut"] for d in in_strip), in_strip


def test_a_battle_without_its_button_starts_from_the_map(app):
    scene = _two_battles(app)
    board = scene.board
    fights = {a.place for a in board.legal if isinstance(a, Fight)}
    labelled = {b.label for b in board.bar.buttons}
    for place in sorted(fights):
        if not any(place.title() in label for label in labelled):
            break
    else:
        place = sorted(fights)[0]
    app.draw()
    click(app, board.canvas.centre_of(place))
    state = scene.session.state
    assert state.battle is not None and state.fight == place


def test_the_crossed_swords_stand_beside_both_stacks_not_over_them(app):
    """Playtest 3 (z114b): the swords and a '0' badge hid the enemy's counter."""
    scene = _two_battles(app)
    board, state = scene.board, scene.session.state
    app.draw()
    counters = board.canvas.stack_rects(state)
    for place in state.battles:
        mark = board.canvas.battle_mark(state, place)
        assert mark.collidelist(list(counters.values())) < 0, place
        assert board.canvas.territory_at(mark.center) == place
        assert {army for p, army in counters if p == place} == {"humans", "goblins"}
    # the lit battle places carry no cost badge: a '0' there read as a count of units
    assert set(board.highlights(state).values()) == {0}
    before = pygame.display.get_surface().copy()
    board.canvas._draw_costs(before, state, board.highlights(state), board.canvas._placed(state))
    assert pygame.image.tobytes(before, "RGB") == pygame.image.tobytes(
        pygame.display.get_surface(), "RGB"
    )
