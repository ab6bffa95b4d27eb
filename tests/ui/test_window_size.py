"""The window fits the screen it opens on and opens at the size the player left it (issue 39)."""

from __future__ import annotations

import pygame

from forgegames.core.preferences import get_preference, set_preference
from forgegames.ui import app as app_module
from forgegames.ui.app import WINDOW_SIZE_KEY, App, opening_size


def test_the_first_window_is_1280x720_where_the_screen_holds_it():
    assert get_preference(WINDOW_SIZE_KEY) is None
    assert opening_size((1920, 1080)) == (1280, 720)


def test_the_window_is_never_larger_than_a_small_screen():
    assert opening_size((1024, 640)) == (1024, 640)
    set_preference(WINDOW_SIZE_KEY, [1900, 1000])
    assert opening_size((1366, 768)) == (1366, 768)


def test_the_screen_is_asked_when_none_is_given(monkeypatch):
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1100, 650)])
    assert opening_size() == (1100, 650)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [])
    assert opening_size() == (1280, 720)


def test_a_remembered_size_is_the_opening_size():
    set_preference(WINDOW_SIZE_KEY, [1600, 900])
    assert opening_size((2560, 1440)) == (1600, 900)


def test_a_broken_remembered_size_gives_the_default():
    for broken in ("big", [1600], [True, 900], [-5, 900], {"w": 1}):
        set_preference(WINDOW_SIZE_KEY, broken)
        assert opening_size((2560, 1440)) == (1280, 720), broken


def test_a_remembered_size_under_the_smallest_window_grows_to_it():
    set_preference(WINDOW_SIZE_KEY, [300, 200])
    assert opening_size((2560, 1440)) == app_module.MIN_SIZE


def test_the_program_remembers_the_size_the_player_drags_the_window_to():
    window = App((1280, 720), bot_delay_ms=0)
    try:
        window.remember_size = True
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1500, 800), w=1500, h=800))
        window.pump()
        assert get_preference(WINDOW_SIZE_KEY) == list(window.size)
        assert opening_size((1920, 1080)) == window.size
    finally:
        pygame.display.quit()


def test_pictures_and_tests_do_not_remember_a_size():
    window = App((1280, 720), bot_delay_ms=0)
    try:
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1500, 800), w=1500, h=800))
        window.pump()
        assert get_preference(WINDOW_SIZE_KEY) is None
    finally:
        pygame.display.quit()


def test_the_program_opens_at_the_fitted_remembered_size(monkeypatch):
    from forgegames import cli

    set_preference(WINDOW_SIZE_KEY, [1500, 900])
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1440, 900)])
    opened = {}

    def start(application):
        opened["size"] = application.size
        opened["remembers"] = application.remember_size

    monkeypatch.setattr(App, "run", lambda self: None)
    try:
        assert cli.run_app(start) == 0
    finally:
        pygame.display.quit()
    assert opened == {"size": (1440, 900), "remembers": True}
