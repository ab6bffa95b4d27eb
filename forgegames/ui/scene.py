"""Scenes and the scene stack (Tuxemon's state stack): push, pop, replace; overlays."""

from __future__ import annotations

from typing import Any

import pygame

from forgegames.ui.intents import Intent


class Scene:
    """One screen or overlay.

    ``transparent`` scenes let the scene below be drawn first; ``modal`` scenes consume every
    intent (non-modal overlays pass what they do not use to the scene below).
    """

    transparent = False
    fills_window = False
    """True when the scene's drawing starts by covering the whole window (then the window is
    not cleared before it: a full-window fill costs as much as the picture's own blit)."""
    modal = True

    def __init__(self, app: Any) -> None:
        self.app = app
        """The App that owns the window and the stack (typed loosely: scenes sit below it)."""

    def enter(self) -> None:
        """Called when the scene becomes part of the stack."""

    def exit(self) -> None:
        """Called when the scene leaves the stack."""

    def resize(self, size: tuple[int, int]) -> None:
        """Recompute the layout for a new window size."""

    def handle(self, intent: Intent) -> bool:
        """React to an intent; return True when it was used."""
        return False

    def wakeup_ms(self) -> int | None:
        """Milliseconds until this scene needs ``update`` again, or None when idle."""
        return None

    def update(self, dt_ms: int) -> None:
        """Advance timers (bots, toasts)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene onto ``surface``."""

    def boxes(self) -> dict[str, pygame.Rect]:
        """The boxes the scene lays out, by path (``panel/part``), for the text report's
        layout check (``text_report.box_problems``): each inside its parent, apart from its
        siblings. None by default."""
        return {}


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene:
        scene = self.scenes.pop()
        scene.exit()
        return scene

    def remove(self, scene: Scene) -> None:
        if scene in self.scenes:
            self.scenes.remove(scene)
            scene.exit()

    def replace(self, scene: Scene) -> None:
        """Replace the whole stack with one scene (e.g. back to the launcher)."""
        while self.scenes:
            self.pop()
        self.push(scene)

    def handle(self, intent: Intent) -> bool:
        for scene in reversed(list(self.scenes)):
            if scene.handle(intent) or scene.modal:
                return True
        return False

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: down to the first opaque one."""
        start = 0
        for index in range(len(self.scenes) - 1, -1, -1):
            if not self.scenes[index].transparent:
                start = index
                break
        return self.scenes[start:]
