"""A movement spell's reach drawn before it is cast (issue 37: "the map offers movement spells
as moves with their reach drawn"): in the movement phase the cast dialog stands beside the
map, and the spell pointed at (by the mouse, or the keyboard's focus) lights the territories
its units could then reach, as the engine finds them (``board_info.spell_reach``: the engine's
own cast on a copy, then its move rules). Real events, headless; pixels and the engine's
lists compared."""

from __future__ import annotations

import os

import pygame
import pytest
from uihelp import click_button, greedy_session, open_game, post, press, run_timers

from forgegames.core.i18n import speaking, tr
from forgegames.core.title import SeatConfig
from forgegames.games.warparty import board_info
from forgegames.games.warparty.actions import Cast
from forgegames.ui import text_report
from forgegames.ui.overlays import ChoiceDialog

SEATS = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange"))
SHOTS = os.environ.get("FORGEGAMES_LESSON_SHOTS")
"""A folder to save the frames in as PNGs (to look at by eye); unset: none saved."""


def movement_session(spells=("teleport", "speed")):
    """Alice's Humans in their movement phase: a Battle Mage (uid 1) holding ``spells`` and a
    soldier (2) in Crownvale."""
    from forgegames.games.warparty.scenario_position import board_position, started

    session = greedy_session("warparty", SEATS, 3, 0)
    units = [
        ("humans", "wizard", "crownvale", "", "", 0, spells),
        ("humans", "soldier", "crownvale"),
        ("goblins", "warrior", "greenhollow"),
    ]
    owner = {"greenhollow": "goblins", "crownvale": "humans"}
    state = board_position(started(session.title, session.config), units, "good", owner=owner)
    session.state = state
    return session


def hover(app, pos) -> None:
    post(app, pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0), buttons=(0, 0, 0))


def colour_at(app, board, place: str) -> tuple[int, int, int]:
    app.draw()
    x, y = board.canvas.centre_of(place)
    return tuple(app.surface.get_at((int(x), int(y))))[:3]


def open_cast_dialog(app, scene) -> ChoiceDialog:
    bar = [b.label for b in scene.board.bar.buttons]
    label = tr("Cast a spell") if tr("Cast a spell") in bar else tr("Spell")
    click_button(app, scene.board.bar, label)
    dialog = app.stack.top
    assert isinstance(dialog, ChoiceDialog)
    return dialog


def test_pointing_at_teleport_lights_its_reach_and_close_puts_it_out(app) -> None:
    session = movement_session()
    scene = open_game(app, session)
    run_timers(app, steps=20, dt=100)
    board = scene.board
    state = session.state
    walk = board_info.destinations(state, board.world, (1,))
    teleport = Cast(1, "teleport")
    reach = board_info.spell_reach(state, board.world, teleport)
    far = sorted(set(reach) - set(walk))
    assert far, "Teleport reaches further than the mage walks"
    place = far[0]
    plain = colour_at(app, board, place)

    dialog = open_cast_dialog(app, scene)
    casts = [a for a in session.legal_actions() if isinstance(a, Cast)]
    assert dialog.aside and dialog.rect.right <= app.size[0]
    labels = [b.label for b in dialog.group.buttons]
    at = next(i for i, label in enumerate(labels) if "Teleport" in label)

    # the mouse on Teleport's button: its reach is lit, the far place included
    hover(app, dialog.group.buttons[at].rect.center)
    assert board.highlights(session.state) == reach
    lit = colour_at(app, board, place)
    assert lit != plain
    if SHOTS:
        os.makedirs(SHOTS, exist_ok=True)
        pygame.image.save(app.surface, f"{SHOTS}/reach-teleport-{app.size[0]}.png")

    # on Close nothing is lit; on Speed (cast on the soldier, or on the mage) its own reach
    close = labels.index(tr("Close"))
    hover(app, dialog.group.buttons[close].rect.center)
    assert board.highlights(session.state) == {}
    unlit = colour_at(app, board, place)  # under the dialog's light shade
    assert unlit != lit
    hover(app, dialog.group.buttons[at].rect.center)
    assert colour_at(app, board, place) == lit
    hover(app, dialog.group.buttons[close].rect.center)
    speed = next(i for i, a in enumerate(casts) if a.spell == "speed")
    hover(app, dialog.group.buttons[speed].rect.center)
    assert board.highlights(session.state) == board_info.spell_reach(
        session.state, board.world, casts[speed]
    )

    # Escape closes the dialog and the map goes back to what it showed
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is scene
    assert board.spell_reach is None
    assert colour_at(app, board, place) == plain


def test_the_keyboard_focus_previews_too_and_the_cast_is_made(app) -> None:
    session = movement_session(("teleport",))
    scene = open_game(app, session)
    run_timers(app, steps=20, dt=100)
    board = scene.board
    dialog = open_cast_dialog(app, scene)
    hover(app, (5, 5))  # the mouse away from every button: the focus decides
    assert dialog.group.focus == 0
    reach = board_info.spell_reach(session.state, board.world, Cast(1, "teleport"))
    assert board.highlights(session.state) == reach
    press(app, pygame.K_TAB)  # to Close: nothing previewed
    assert board.highlights(session.state) == {}
    press(app, pygame.K_TAB)
    assert board.highlights(session.state) == reach
    press(app, pygame.K_RETURN)
    assert session.history[-1].action == Cast(1, "teleport")
    assert board.spell_reach is None
    assert session.state.unit(1).teleport == 3


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
def test_the_aside_dialog_fits_beside_the_map(lang, size) -> None:
    from forgegames.ui.app import App

    app = App(size, bot_delay_ms=0)
    try:
        with speaking(lang):
            session = movement_session()
            scene = open_game(app, session)
            run_timers(app, steps=20, dt=100)
            dialog = open_cast_dialog(app, scene)
            hover(app, dialog.group.buttons[0].rect.center)
            assert scene.board.spell_reach
            real = app.surface
            text_report.start()
            try:
                app.surface = text_report.recording_window(app.surface)
                app.draw()
                boxes = text_report.scene_boxes(app.stack.scenes)
                found = text_report.report(app.surface, boxes)
            finally:
                text_report.stop()
                app.surface = real
            cut = [e for e in found if e.get("cut") and not e["text"].startswith("board/")]
            assert cut == [], cut
            assert app.surface.get_rect().contains(dialog.rect)
            if SHOTS:
                os.makedirs(SHOTS, exist_ok=True)
                app.draw()
                pygame.image.save(app.surface, f"{SHOTS}/reach-{lang}-{size[0]}.png")
    finally:
        pygame.display.quit()
