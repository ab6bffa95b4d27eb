"""Playtest 5, item 10: the launcher's seat buttons (Human, Bot: Random, ...) and colour
buttons step through choices, and show it: a mark at their right end, a tooltip that says a
click changes them, and a right-click or Shift-click that goes back a step. Real events."""

from __future__ import annotations

import pygame
from test_launcher_settings import by_key, hover, open_launcher
from uihelp import click, post

from forgegames.ui.launcher import NEW
from forgegames.ui.widgets import Button


def right_click(app, pos) -> None:
    post(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(app, pygame.MOUSEBUTTONDOWN, pos=pos, button=3)
    post(app, pygame.MOUSEBUTTONUP, pos=pos, button=3)


def shift_click(app, pos) -> None:
    pygame.key.set_mods(pygame.KMOD_LSHIFT)
    try:
        click(app, pos)
    finally:
        pygame.key.set_mods(pygame.KMOD_NONE)


def open_kings_forge(app):
    launcher = open_launcher(app)
    launcher.show_tab(NEW)
    launcher.select([t.id for t in launcher.titles].index("kings-forge"))
    app.draw()
    return launcher


def test_a_click_steps_forward_and_a_right_click_or_shift_click_back(app):
    launcher = open_kings_forge(app)
    seat = launcher.seats[1]
    seat.bot = None
    launcher.rebuild()
    centre = by_key(launcher, ("bot", 1)).rect.center
    click(app, centre)  # a sensible opponent first, named by its strength (playtest 16)
    assert seat.bot == "greedy" and by_key(launcher, ("bot", 1)).label == "Computer — normal"
    click(app, centre)  # then the others from the gentlest
    assert seat.bot == "random" and by_key(launcher, ("bot", 1)).label == "Computer — random moves"
    click(app, centre)
    assert seat.bot == "novice" and by_key(launcher, ("bot", 1)).label == "Computer — beginner"
    right_click(app, centre)
    assert seat.bot == "random"
    shift_click(app, centre)
    assert seat.bot == "greedy"
    shift_click(app, centre)
    assert seat.bot is None and by_key(launcher, ("bot", 1)).label == "Human"
    right_click(app, centre)  # back from Human goes round to the last kind, the strongest search
    assert seat.bot == "mcts-hard"


def test_the_colour_steps_back_too(app):
    launcher = open_kings_forge(app)
    first = launcher.seats[0].colour
    centre = by_key(launcher, ("colour", 0)).rect.center
    click(app, centre)
    assert launcher.seats[0].colour != first
    right_click(app, centre)
    assert launcher.seats[0].colour == first


def test_a_right_click_on_a_plain_button_does_nothing(app):
    launcher = open_kings_forge(app)
    players = launcher.players
    right_click(app, by_key(launcher, "plus").rect.center)
    assert launcher.players == players
    click(app, by_key(launcher, "plus").rect.center)
    assert launcher.players == players + 1


def test_a_choice_button_shows_its_mark_and_says_it_changes_on_a_click(app):
    launcher = open_kings_forge(app)
    seat_button = by_key(launcher, ("bot", 0))
    assert seat_button.on_back is not None
    plain = Button(seat_button.label, lambda: None, rect=seat_button.rect.copy())
    marked = Button(seat_button.label, lambda: None, rect=seat_button.rect.copy())
    marked.on_back = lambda: None
    pictures = []
    for b in (plain, marked):
        surface = pygame.Surface(app.surface.get_size())
        b.draw(surface, app.scale, False, False)
        right_end = pygame.Rect(b.rect.right - b.rect.height, b.rect.y, b.rect.height, b.rect.h)
        pictures.append(pygame.image.tobytes(surface.subsurface(right_end), "RGB"))
    assert pictures[0] != pictures[1], "the mark is drawn at the button's right end"
    hover(app, seat_button.rect.center)
    (head, body), _ = launcher.tooltip()
    assert "person" in head and "Click to change" in body and "right-click" in body
