"""Short animations of what a move changed, drawn over a board that already shows the result.

The board is always drawn from the engine's current state; an animation only paints the
transition on top of it (a piece sliding from where it was to where it now stands, dice
tumbling before they show the rolled faces). Nothing waits for an animation: a click or a key
skips every running one and is then handled as usual, and the speed setting "off" (or a
test's App) makes them instant.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable

import pygame

ANIMATION_SPEEDS = {"off": 0.0, "normal": 1.0, "fast": 0.5}
"""How long animations last, as a factor of their own durations, by speed setting."""

FRAME_MS = 16
"""How often a running animation asks to be redrawn (about 60 frames a second)."""

Paint = Callable[[pygame.Surface, float], None]
"""Draws one frame of an animation for an eased progress from 0 (start) to 1 (end)."""


def linear(t: float) -> float:
    return t


def ease_out(t: float) -> float:
    """Fast, then settling (a die coming to rest, a piece arriving)."""
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    """Slow start and end (a piece sliding along a path)."""
    return 0.5 - math.cos(math.pi * t) / 2


def lerp(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[int, int]:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t))


def along(points: list[tuple[float, float]], t: float) -> tuple[int, int]:
    """The point at fraction ``t`` of a path through ``points`` (equal time per leg)."""
    if len(points) == 1:
        return lerp(points[0], points[0], 0)
    legs = len(points) - 1
    at = min(legs - 1e-9, max(0.0, t * legs))
    i = int(at)
    return lerp(points[i], points[i + 1], at - i)


class Animation:
    """``paint(surface, eased progress)`` over ``duration_ms``, after ``delay_ms``."""

    def __init__(
        self,
        duration_ms: int,
        paint: Paint,
        easing: Callable[[float], float] = ease_out,
        delay_ms: int = 0,
    ) -> None:
        self.duration_ms = max(1, duration_ms)
        self.delay_ms = delay_ms
        self.paint = paint
        self.easing = easing
        self.elapsed = 0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay_ms + self.duration_ms

    @property
    def progress(self) -> float:
        """The eased progress, 0 before the delay has passed, 1 at the end."""
        raw = (self.elapsed - self.delay_ms) / self.duration_ms
        return self.easing(min(1.0, max(0.0, raw)))

    def scaled(self, factor: float) -> Animation:
        self.duration_ms = max(1, round(self.duration_ms * factor))
        self.delay_ms = round(self.delay_ms * factor)
        return self

    def draw(self, surface: pygame.Surface) -> None:
        self.paint(surface, self.progress)


class Player:
    """The running animations of one game scene: started after a move, advanced by the app's
    ``tick``, drawn over the board, and finished at once when skipped.

    ``factor`` reads the speed setting (0: animations are off and ``start`` does nothing).
    ``loop`` restarts finished animations (the benchmark measures frames while one runs).
    """

    def __init__(self, factor: Callable[[], float]) -> None:
        self.factor = factor
        self.running: list[Animation] = []
        self.loop = False

    @property
    def active(self) -> bool:
        return bool(self.running)

    def start(self, animations: Iterable[Animation]) -> None:
        """Show ``animations`` (together), ending whatever still ran: it was a step behind."""
        self.running = []
        factor = self.factor()
        if factor > 0:
            self.running = [a.scaled(factor) for a in animations]

    def skip(self) -> bool:
        """End every running animation; True when one was running."""
        was = bool(self.running)
        self.running = []
        return was

    def wakeup_ms(self) -> int | None:
        return FRAME_MS if self.running else None

    def update(self, dt_ms: int) -> None:
        for animation in self.running:
            animation.elapsed += dt_ms
            if self.loop and animation.done:
                animation.elapsed = 0
        self.running = [a for a in self.running if not a.done]

    def draw(self, surface: pygame.Surface, clip: pygame.Rect | None = None) -> None:
        if not self.running:
            return
        old = surface.get_clip()
        if clip is not None:
            surface.set_clip(clip.clip(old))
        for animation in self.running:
            animation.draw(surface)
        surface.set_clip(old)
