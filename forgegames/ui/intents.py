"""Raw pygame events become input intents once, so scenes can be driven by synthetic input."""

from __future__ import annotations

import dataclasses

import pygame


@dataclasses.dataclass(frozen=True)
class Intent:
    """kind: click, release, motion, wheel, key, text, resize or quit."""

    kind: str
    pos: tuple[int, int] = (0, 0)
    button: int = 0
    key: int = 0
    mod: int = 0
    text: str = ""
    dy: int = 0
    size: tuple[int, int] = (0, 0)


AWAY = (-1, -1)
"""Where a motion says the pointer is when it is off the window."""


def translate(event: pygame.event.Event) -> Intent | None:
    """The intent a raw event stands for, or None when it means nothing to a scene."""
    if event.type == pygame.QUIT:
        return Intent("quit")
    if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3):
        # the keys held with it: a Shift-click steps a choice back
        return Intent("click", pos=event.pos, button=event.button, mod=pygame.key.get_mods())
    if event.type == pygame.MOUSEBUTTONUP and event.button in (1, 2, 3):
        return Intent("release", pos=event.pos, button=event.button)
    if event.type == pygame.MOUSEMOTION:
        return Intent("motion", pos=event.pos)
    if event.type == pygame.WINDOWLEAVE:  # the pointer is nowhere on the window: every hover
        return Intent("motion", pos=AWAY)  # and its tooltip let go (playtest 16, item 7)
    if event.type == pygame.MOUSEWHEEL:
        return Intent("wheel", pos=pygame.mouse.get_pos(), dy=event.y)
    if event.type == pygame.KEYDOWN:
        return Intent("key", key=event.key, mod=event.mod, text=event.unicode or "")
    if event.type == pygame.TEXTINPUT:
        return Intent("text", text=event.text)
    if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
        size = getattr(event, "size", None) or (event.x, event.y)
        return Intent("resize", size=tuple(size))
    return None
