"""Helpers that post real pygame events to a headless app."""

from __future__ import annotations

import pygame

from forgegames.ui.app import App
from forgegames.ui.widgets import Button, ButtonGroup


def post(app: App, event_type: int, **attrs) -> None:
    """Post one real pygame event and let the app translate and dispatch it."""
    pygame.event.post(pygame.event.Event(event_type, **attrs))
    app.pump()


def click(app: App, pos) -> None:
    pos = (int(pos[0]), int(pos[1]))
    post(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(app, pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(app, pygame.MOUSEBUTTONUP, pos=pos, button=1)


def press(app: App, key: int, mod: int = 0, unicode: str = "") -> None:
    post(app, pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0)
    post(app, pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0)


def type_text(app: App, text: str) -> None:
    post(app, pygame.TEXTINPUT, text=text)


def button(group: ButtonGroup, label: str) -> Button:
    """The button whose label starts with ``label``."""
    for candidate in group.buttons:
        if candidate.label.startswith(label):
            return candidate
    raise AssertionError(f"no button '{label}' in {[b.label for b in group.buttons]}")


def click_button(app: App, group: ButtonGroup, label: str) -> None:
    click(app, button(group, label).rect.center)


def run_timers(app: App, steps: int = 1, dt: int = 10) -> None:
    for _ in range(steps):
        app.tick(dt)
