"""Playtest 8: a newcomer lost by the other team's economy with nothing on screen saying so.
While the other team's income lead is 30 or more, the prompt under the map warns, whole at
1024x640 in Spanish; at 50 the End buying that ends the turn asks first."""

from __future__ import annotations

import dataclasses
import json

import pygame
from test_warparty_board import _scene
from uihelp import click_button

from forgegames.core import i18n
from forgegames.core.i18n import tr
from forgegames.games.warparty import economy, victory
from forgegames.games.warparty.actions import EndTurn
from forgegames.ui import text_report
from forgegames.ui.boards.warparty.words import DANGER_LEAD
from forgegames.ui.hotseat import ConfirmLoss
from forgegames.ui.screenshot import render


def evil_rich(scene, least: int) -> int:
    """Give the Goblins land until the Evil team's income is ``least`` above the Good team's;
    returns the lead."""
    world, state = scene.board.world, scene.session.state
    owner = dict(state.owner)
    for place in world.geo.territories:
        lead = victory.income_lead(state, world.geo, world.armies, "good")
        if lead >= least:
            break
        free = place.value and not place.capital and place.id not in owner
        if free and economy.may_hold("goblins", place.terrain, world.lake_held):
            owner[place.id] = "goblins"
            state = dataclasses.replace(state, owner=tuple(owner.items()))
    scene.session.state = state
    scene.board.refresh()
    scene.invalidate()
    return victory.income_lead(state, world.geo, world.armies, "good")


def test_the_prompt_warns_of_the_economic_lead_whole_at_1024x640_in_spanish(small_app, tmp_path):
    i18n.set_language("es")
    text_report.start()
    try:
        scene = _scene(small_app)
        lead = evil_rich(scene, DANGER_LEAD)
        assert DANGER_LEAD <= lead < victory.ECONOMIC_LEAD
        board = scene.board
        small_app.draw()
        shown = " ".join(board.prompt_lines(board.state)[1])
        assert shown.startswith(f"Peligro: el equipo del Mal tiene {lead} más de ingresos"), shown
        assert "si llega a 50 al acabar tu turno, gana" in shown
        render(small_app, tmp_path / "danger.png", tmp_path / "danger.json")
        strip = board.bar_rect.copy()
        strip.width = board.bar_left - strip.x
    finally:
        text_report.stop()
        i18n.set_language("en")
    drawn = json.loads((tmp_path / "danger.json").read_text(encoding="utf-8"))
    drawn = [d for d in drawn if pygame.Rect(d["rect"]).colliderect(strip)]
    assert " ".join(d["text"] for d in drawn) == shown
    assert not any(d["cut"] for d in drawn), drawn
    assert all(pygame.Rect(d["rect"]).right <= strip.right for d in drawn), drawn


def test_no_warning_below_the_danger_lead(app):
    scene = _scene(app)
    lead = evil_rich(scene, DANGER_LEAD - 10)
    assert lead < DANGER_LEAD
    shown = " ".join(scene.board.prompt_lines(scene.board.state)[1])
    assert "Danger" not in shown, shown


def test_end_buying_that_loses_by_the_economy_asks_first(app):
    scene = _scene(app)
    lead = evil_rich(scene, victory.ECONOMIC_LEAD)
    assert lead >= victory.ECONOMIC_LEAD
    session = scene.session
    for verb in ("end-move", "end-combat"):
        session.apply(scene.title.parse_action(verb))
    scene.board.refresh()
    app.draw()
    before = len(session.history)
    click_button(app, scene.board.bar, tr("End buying"))
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmLoss), "the losing move asks first"
    lead = victory.income_lead(
        session.state, scene.board.world.geo, scene.board.world.armies, "good"
    )
    # on the first line, with Cancel ready: the move loses the game (playtest 18's exception)
    assert f"the game: the Evil team's income lead is {lead}" in dialog.lines[0], dialog.lines
    assert dialog.keep_cancel and dialog.group.focus is None
    assert len(session.history) == before
    click_button(app, dialog.group, "Do it")
    assert session.history[-1].action == EndTurn()
    assert session.state.winner == "evil"
