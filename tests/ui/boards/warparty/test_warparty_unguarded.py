"""Playtest 17: the Humans' second city was placed with no troops and lost on turn 2 with no
word. Before Set-up done, the prompt under the map names the land left with no defenders that
the enemy can reach next turn (the engine's words), and a place drops out of it once troops
stand there; whole at 1024x640 in Spanish. Real clicks."""

from __future__ import annotations

import json

import pygame
import pytest
from test_warparty_setup_steps import _found_by_clicks, _setting_up
from uihelp import click, play_by_places

from forgegames.core import i18n
from forgegames.games.warparty.actions import Deploy
from forgegames.games.warparty.board_info import unguarded_words
from forgegames.games.warparty.exposed import unguarded
from forgegames.ui import text_report
from forgegames.ui.screenshot import render


def _cities_by_clicks(app, scene) -> None:
    board = scene.board
    _found_by_clicks(app, scene, "humans")
    _found_by_clicks(app, scene, "humans")
    click(app, board.economy.rects()["army:dwarves"].center)
    app.draw()
    _found_by_clicks(app, scene, "dwarves")
    _found_by_clicks(app, scene, "dwarves")


def _prompt(app, scene, folder) -> tuple[str, list[dict]]:
    """The words drawn in the prompt's strip under the map (the frame's text report, which
    ``recording`` keeps on from the start: a text made before it is not known as words)."""
    render(app, folder / "shot.png", folder / "shot.json")
    strip = scene.board.prompt_strip()
    drawn = json.loads((folder / "shot.json").read_text(encoding="utf-8"))
    drawn = [d for d in drawn if "text" in d and pygame.Rect(d["rect"]).colliderect(strip)]
    return " ".join(d["text"] for d in drawn), drawn


@pytest.fixture(autouse=True)
def recording():
    text_report.start()
    yield
    text_report.stop()


def test_the_prompt_names_empty_land_the_enemy_reaches_until_troops_stand_there(app, tmp_path):
    scene = _setting_up(app)
    session = scene.session
    _cities_by_clicks(app, scene)
    state = session.state
    empty = unguarded(state, scene.board.world, "good")
    assert empty, "every city stands empty after founding"
    shown, _ = _prompt(app, scene, tmp_path)
    warning = unguarded_words(state, scene.board.world, "good")
    assert warning.endswith("can reach them next turn."), warning
    assert shown.startswith(warning), shown

    place = empty[0][0]  # troops into the first place named, by clicks on counter and place
    deploy = next(a for a in session.legal_actions() if isinstance(a, Deploy) and a.place == place)
    play_by_places(app, scene, deploy)
    assert any(u.at == place for u in session.state.units)
    shown, _ = _prompt(app, scene, tmp_path)
    name = scene.board.world.geo.by_id[place].name
    assert "no defenders" in shown and name not in shown, shown


def test_the_warning_is_whole_at_1024x640_in_spanish(small_app, tmp_path):
    i18n.set_language("es")
    try:
        scene = _setting_up(small_app)
        _cities_by_clicks(small_app, scene)
        shown, drawn = _prompt(small_app, scene, tmp_path)
    finally:
        i18n.set_language("en")
    assert "no tienen defensores" in shown or "Sin defensores y al alcance" in shown, shown
    assert not any(d["cut"] for d in drawn), drawn
    strip = scene.board.prompt_strip()
    assert all(pygame.Rect(d["rect"]).right <= strip.right for d in drawn), drawn
