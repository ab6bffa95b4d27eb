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
        self.unseen_ms = 0
        """At first, for this long, nothing is drawn (motion waiting for a step held before it)."""

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

    @property
    def read_on(self) -> bool:
        """True while this picture is what words on screen speak of, so a click or a key
        does not end it (``Player.skip``); a lesson's held step says so."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self.elapsed >= self.unseen_ms:
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

    def hold(self, animations: Iterable[Animation], lead_ms: int) -> None:
        """Show a computer player's step for reading (``ComputerTurns.show_step``) ahead of
        the move's own motion: ``animations`` run at their own length whatever the speed
        setting, even "off" (they are a pause to read, not motion), and what ``start`` began
        for the move (a card flying off) waits ``lead_ms`` so that it leaves after them."""
        for animation in self.running:
            animation.delay_ms += lead_ms
            animation.unseen_ms = animation.elapsed + lead_ms
        self.running += list(animations)

    def skip(self, everything: bool = False) -> bool:
        """End every running animation but those still being read (``Animation.read_on``;
        ``everything``: those too, as when the layout they were placed in changes); True
        when one was running."""
        was = bool(self.running)
        self.running = [] if everything else [a for a in self.running if a.read_on]
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


FLY_MS = 520
"""How long a card or a cube takes to fly to its new owner."""


def snapshot(picture: pygame.Surface | None, rect: pygame.Rect) -> pygame.Surface | None:
    """A copy of ``rect`` of ``picture`` (the screen before a move), when it lies inside."""
    if picture is None or not rect.width or not picture.get_rect().contains(rect):
        return None
    return picture.subsurface(rect).copy()


def card_flight(
    face: pygame.Surface | None,
    start: pygame.Rect,
    end: pygame.Rect,
    rgb: tuple[int, int, int],
) -> Paint:
    """A card lifting off ``start`` (drawn as ``face``, the picture it had there, or as a
    plain card) and flying in an arc to the middle of ``end`` (its owner's area), shrinking
    to a third of its size and outlined in the owner's colour; it fades as it lands."""
    if face is None:
        face = pygame.Surface(start.size, pygame.SRCALPHA)
        pygame.draw.rect(face, (84, 76, 64), face.get_rect(), border_radius=6)
    pygame.draw.rect(face, rgb, face.get_rect(), 3, border_radius=6)
    small = (max(8, start.width // 3), max(8, start.height // 3))
    arc = max(20, min(80, abs(end.centery - start.centery) // 3))

    def paint(surface: pygame.Surface, p: float) -> None:
        if p >= 1:
            return
        size = lerp(start.size, small, p)
        x, y = lerp(start.center, end.center, p)
        y -= round(math.sin(math.pi * p) * arc)
        picture = pygame.transform.scale(face, (max(1, size[0]), max(1, size[1])))
        if p > 0.8:
            picture.set_alpha(round(255 * (1 - p) / 0.2))
        surface.blit(picture, picture.get_rect(center=(x, y)))

    return paint


class Caption:
    """A computer player's step held for reading: ``picture`` (the place as it looked before
    the move, when the move replaced it at once) back on ``rect``, outlined in the seat's
    colour ``rgb`` (``line`` pixels wide), with ``label`` (its short words) on a tag at
    ``tag``, placed by the board clear of its figures. A paint (``Paint``) that keeps its
    place and its tag, so what it covers can be asked."""

    def __init__(
        self,
        rect: pygame.Rect,
        rgb: tuple[int, int, int],
        label: pygame.Surface,
        tag: pygame.Rect,
        picture: pygame.Surface | None,
        line: int,
    ) -> None:
        self.rect, self.tag = rect, tag
        self.rgb, self.label, self.picture, self.line = rgb, label, picture, line

    def __call__(self, surface: pygame.Surface, _p: float) -> None:
        if self.picture is not None:
            surface.blit(self.picture, self.rect)
        outline = self.rect.inflate(2 * self.line, 2 * self.line)
        pygame.draw.rect(surface, self.rgb, outline, self.line, 6)
        pygame.draw.rect(surface, (24, 22, 20), self.tag, border_radius=5)
        pygame.draw.rect(surface, self.rgb, self.tag, max(1, self.line - 1), border_radius=5)
        surface.blit(self.label, self.label.get_rect(center=self.tag.center))
