"""Playtest 22 item 6 (shots 98, 102): at 1024x640 a lone unit showed as a chip reading "1"
while the side panel was open, and as its counter reading "3/2" once the panel was folded (the
map grows). A unit alone now shows its attack and defence either way: its chip carries its
figures where its counter has no room. Headless at 1024x640, the panel folded by a real click
on its tab; the figures read from the words the window draws."""

from __future__ import annotations

import dataclasses

import pygame
from test_warparty_board import _scene
from uihelp import click_button

from forgegames.core.i18n import tr
from forgegames.ui import text_report


def everywhere(app):
    """A Goblin Warrior alone in every territory nobody holds at the start, each with a
    Goblin city (shot 98's chips stood in territories with cities)."""
    from forgegames.games.warparty.state import City
    from forgegames.games.warparty.world import world

    taken = {"kingsreach", "crownvale"}
    places = [t.id for t in world().geo.territories if not t.capital and t.id not in taken]
    scene = _scene(app, others=tuple(("goblins", "warrior", p) for p in places))
    state = scene.session.state
    cities = state.cities + tuple((p, City("goblins")) for p in places)
    scene.session.state = dataclasses.replace(state, cities=cities)
    scene.board.refresh()
    return scene


def lone_marks(app, scene) -> dict[str, tuple[bool, list[str]]]:
    """Each territory holding one unit alone: whether it is drawn as a chip, and the words
    drawn over its mark."""
    board = scene.board
    app.surface = text_report.recording_window(app.surface)
    scene.layer = None  # every word drawn afresh, so the report holds it
    app.draw()
    items = text_report.report(app.surface)
    canvas, state = board.canvas, board.state
    out = {}
    for (place, army), rect in canvas.stack_rects(state).items():
        units = state.units_at(place)
        if len(units) != 1:
            continue
        words = [i["text"] for i in items if rect.collidepoint(pygame.Rect(i["rect"]).center)]
        out[place] = ((place, army) in canvas._chips, words)
    return out


def shows_figures(words: list[str], attack: int, defence: int) -> bool:
    return f"{attack}/{defence}" in words or {str(attack), str(defence)} <= set(words)


def test_a_lone_unit_shows_its_figures_with_the_panel_open_or_folded(small_app) -> None:
    text_report.start()
    try:
        scene = everywhere(small_app)
        board = scene.board
        sheet = board.world.armies.sheets["goblins"].unit("warrior")
        first = lone_marks(small_app, scene)
        was_folded = board.folded
        click_button(small_app, board.fold_tab, tr("Show panel" if was_folded else "Hide panel"))
        assert board.folded != was_folded
        then = lone_marks(small_app, scene)
        open_marks, folded_marks = (then, first) if was_folded else (first, then)
        chips = [p for p, (chip, _) in open_marks.items() if chip]
        assert chips, "some lone units are chips while the panel is open"
        assert any(not folded_marks[p][0] for p in chips), "counters where the map grew"
        for marks in (open_marks, folded_marks):
            for place, (_, words) in marks.items():
                assert shows_figures(words, sheet.attack, sheet.defence), (place, words)
    finally:
        text_report.stop()
