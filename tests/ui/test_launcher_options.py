"""The launcher offers a title's game options and its one-seat variants: the player count goes
down to one only for a variant that takes one seat, each option of the chosen variant has a
button that cycles its values, and the game starts with them (and remembers them)."""

from __future__ import annotations

from titles import dice_race as dicerace
from uihelp import click

from forgegames.core.preferences import get_preference
from forgegames.ui.app import App
from forgegames.ui.game_scene import GameScene
from forgegames.ui.launcher import NEW, Launcher
from forgegames.ui.launcher_new_game import PREFERENCE

INFO = dicerace.PLUS_INFO


def key_button(launcher: Launcher, key):
    return launcher.group.buttons[launcher.keys.index(key)]


def open_plus(app: App) -> Launcher:
    launcher = Launcher(app)
    app.push(launcher)
    launcher.show_tab(NEW)
    launcher.select([t.id for t in launcher.titles].index(INFO.id))
    app.draw()
    return launcher


def test_one_seat_switches_to_the_solo_variant_and_shows_its_options(app, plus):
    launcher = open_plus(app)
    assert launcher.players == 2 and launcher.variant_id == "standard"
    assert ("option", "speed") in launcher.keys and ("option", "coach") not in launcher.keys
    assert not key_button(launcher, "variant").enabled  # two seats: one variant fits
    click(app, key_button(launcher, "minus").rect.center)
    assert launcher.players == 1 and launcher.variant_id == "practice"
    assert not key_button(launcher, "minus").enabled
    assert ("option", "coach") in launcher.keys
    click(app, key_button(launcher, ("option", "coach")).rect.center)
    click(app, key_button(launcher, ("option", "speed")).rect.center)
    assert key_button(launcher, ("option", "coach")).label == "On"
    click(app, key_button(launcher, "start").rect.center)
    assert isinstance(app.stack.scenes[0], GameScene)
    (config,) = plus.configs
    assert config.players == 1 and config.variant == "practice"
    assert config.options == (("coach", "on"), ("speed", "fast"))
    assert get_preference(PREFERENCE)["options"] == {"coach": "on", "speed": "fast"}


def test_back_to_two_seats_leaves_the_solo_variant(app, plus):
    launcher = open_plus(app)
    click(app, key_button(launcher, "minus").rect.center)
    click(app, key_button(launcher, "plus").rect.center)
    assert launcher.players == 2 and launcher.variant_id == "standard"
    assert launcher.config().options == (("speed", "slow"),)


def test_remembered_options_come_back_and_bad_ones_are_dropped(app, plus):
    launcher = open_plus(app)
    click(app, key_button(launcher, "minus").rect.center)
    click(app, key_button(launcher, ("option", "coach")).rect.center)
    launcher.remember()
    again = Launcher(app)
    assert again.info.id == INFO.id and again.players == 1
    assert again.config().options == (("coach", "on"), ("speed", "slow"))
    again.options["speed"] = "warp"  # say a newer version dropped a value
    assert again.config().options == (("coach", "on"), ("speed", "slow"))


def test_options_fit_the_window(app, plus):
    launcher = open_plus(app)
    click(app, key_button(launcher, "minus").rect.center)
    start = key_button(launcher, "start").rect
    for key in launcher.keys:
        if key[0] == "option":
            rect = key_button(launcher, key).rect
            assert launcher.right.contains(rect) and not rect.colliderect(start)


def test_a_title_without_options_shows_none(app, listed_race):
    launcher = Launcher(app)
    app.push(launcher)
    launcher.show_tab(NEW)
    launcher.select([t.id for t in launcher.titles].index("dice-race"))
    assert not [k for k in launcher.keys if k[0] == "option"]
    assert launcher.config().options == ()


def test_the_variant_button_steps_both_ways_and_shows_it(app):
    """Playtest 23 (shot 22): the Variant button stepped through the variants like the seat and
    colour buttons, but without their arrows. It shows them now, and a right-click steps back."""
    import pygame
    from uihelp import post

    launcher = Launcher(app)
    app.push(launcher)
    launcher.show_tab(NEW)
    launcher.select([t.id for t in launcher.titles].index("forge-war"))
    app.draw()
    first = launcher.variant_id
    button = key_button(launcher, "variant")
    assert button.on_back is not None and button.enabled
    click(app, button.rect.center)
    app.draw()
    assert launcher.variant_id != first
    centre = key_button(launcher, "variant").rect.center
    post(app, pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0))
    post(app, pygame.MOUSEBUTTONDOWN, pos=centre, button=3)
    post(app, pygame.MOUSEBUTTONUP, pos=centre, button=3)
    app.draw()
    assert launcher.variant_id == first
