"""Playtest 21, item 7: the warning of a quest that cannot be met stayed on screen after Undo
took the quest back. A move's message now follows the move: Undo (the button or Ctrl+Z) takes
it away with the move, and Redo, which makes the move again, brings it back."""

from __future__ import annotations

import pygame
from test_forge_war_quest_need import GRAVEYARD, take_with_pool
from uihelp import click_button, press, run_timers

from forgegames.games.forge_war import TITLE


def quest_warning(scene) -> bool:
    toast = scene.toast
    name = TITLE.world.content.all_quests[GRAVEYARD].name
    return toast is not None and name in toast.text and "needs power" in toast.text


def taken(scene, seat: int) -> bool:
    return GRAVEYARD in [e.id for e in scene.session.state.seats[seat].quests]


def test_undo_button_takes_the_quests_warning_back_and_redo_brings_it(app):
    scene, seat = take_with_pool(app, {}, quiet=True)
    assert quest_warning(scene)
    click_button(app, scene.top, "Undo")
    assert not taken(scene, seat)
    assert not quest_warning(scene), "the warning outlived the move Undo took back"
    app.draw()
    click_button(app, scene.top, "Redo")
    assert taken(scene, seat)
    assert quest_warning(scene) and not scene.toast.error
    assert scene.toast.ms >= 200 * len(scene.toast.text.split())  # its whole time again
    run_timers(app, steps=3, dt=100)
    app.draw()
    assert quest_warning(scene)  # shown and ticking like any message


def test_ctrl_z_takes_the_warning_back_and_ctrl_y_brings_it(app):
    scene, seat = take_with_pool(app, {}, quiet=True)
    assert quest_warning(scene)
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert not taken(scene, seat) and not quest_warning(scene)
    press(app, pygame.K_y, pygame.KMOD_CTRL)
    assert taken(scene, seat) and quest_warning(scene)


def test_a_timed_out_warning_comes_back_with_its_move(app):
    """Redo makes the move again: the position gets its own message, even one read and gone
    before the move was taken back."""
    scene, seat = take_with_pool(app, {}, quiet=True)
    app.draw()
    run_timers(app, steps=200, dt=100)
    assert scene.toast is None
    click_button(app, scene.top, "Undo")
    assert not taken(scene, seat) and scene.toast is None
    click_button(app, scene.top, "Redo")
    assert quest_warning(scene)


def test_another_move_forgets_the_taken_back_warning(app):
    """After Undo, a different move starts a new line of play: no old warning comes back."""
    scene, seat = take_with_pool(app, {}, quiet=True)
    click_button(app, scene.top, "Undo")
    other = next(a for a in scene.session.legal_actions() if "Pass" in type(a).__name__)
    scene.act(other)
    assert not quest_warning(scene)
    assert not scene.session.can_redo() and scene.notes.told == {}


def test_a_message_on_screen_about_something_else_stays_through_undo(app):
    scene, seat = take_with_pool(app, {}, quiet=True)
    scene.show_toast("Large print: on", error=False)
    click_button(app, scene.top, "Undo")
    assert not taken(scene, seat)
    assert scene.toast is not None and scene.toast.text.startswith("Large print")
