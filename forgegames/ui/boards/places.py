"""What boards share: clickable places, a keyboard walk over them, and cached tooltips."""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable, Iterable, Sequence

import pygame

from forgegames.core.geometry import Point, point_in_polygon
from forgegames.core.hexgrid import Hex
from forgegames.ui import theme
from forgegames.ui.intents import Intent


@dataclasses.dataclass
class Target:
    """A clickable place on a board.

    ``key`` names it (hover previews and tooltips look it up; keep it unique on a board),
    ``live`` is False when no legal move starts there (a click then shows the engine's reason),
    ``hex`` is set for a hex of a hex map. ``shape``: for a place that is not a rectangle (a
    territory of a map), its outline in screen points; ``rect`` is then the outline's box (the
    focus ring and the arrows' neighbours use it) and a point is in the place when it is in
    the outline (``holds``).
    """

    key: str
    rect: pygame.Rect
    on_click: Callable[[], None]
    live: bool = True
    hex: Hex | None = None
    shape: tuple[Point, ...] | None = None

    def holds(self, pos: Sequence[float]) -> bool:
        """True when the screen point ``pos`` is in this place (edges count as inside)."""
        if not self.rect.collidepoint(pos):
            return False
        return self.shape is None or point_in_polygon((pos[0], pos[1]), self.shape)


def target_at(targets: Iterable[Target], pos: Sequence[float]) -> Target | None:
    """The first of ``targets`` that holds ``pos`` (list the topmost first), or None."""
    return next((t for t in targets if t.holds(pos)), None)


class KeyWalk:
    """Tab walks a board's live places before its button strip; arrows move between places
    by their position on screen; Enter or Space clicks.

    Tab past the last place releases the key so the strip, then the top bar, take the focus.
    """

    def __init__(self) -> None:
        self.focus: int | None = None

    def reset(self) -> None:
        self.focus = None

    def focused(self, live: Sequence[Target]) -> Target | None:
        return live[self.focus] if self.focus is not None and self.focus < len(live) else None

    def handle(
        self, intent: Intent, live: Callable[[], Sequence[Target]], strip_has_focus: bool
    ) -> bool:
        """Move the focus or click the focused place; False when the key is not for it."""
        places = live()
        if intent.key == pygame.K_TAB and not strip_has_focus and places:
            step = -1 if intent.mod & pygame.KMOD_SHIFT else 1
            if self.focus is None:
                self.focus = len(places) - 1 if step < 0 else 0
            else:
                self.focus += step
            if not 0 <= self.focus < len(places):
                self.focus = None
                return False
            return True
        if intent.key in ARROWS and self.focused(places) is not None:
            self.focus = self.neighbour(places, self.focus, ARROWS[intent.key])
            return True
        pressed = intent.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        target = self.focused(places)
        if pressed and target is not None:
            target.on_click()
            # keep the focus on the same place when it is still there (two-click moves)
            keys = [t.key for t in live()]
            self.focus = keys.index(target.key) if target.key in keys else None
            return True
        return False

    @staticmethod
    def neighbour(places: Sequence[Target], index: int, direction: tuple[int, int]) -> int:
        """The place nearest to ``places[index]`` on the screen in ``direction`` (or itself)."""
        x0, y0 = places[index].rect.center
        best, best_cost = index, float("inf")
        for i, place in enumerate(places):
            dx, dy = place.rect.centerx - x0, place.rect.centery - y0
            ahead = dx * direction[0] + dy * direction[1]
            if i == index or ahead <= 0:
                continue
            aside = abs(dx * direction[1] - dy * direction[0])
            cost = ahead + 2 * aside  # prefer places straight ahead
            if cost < best_cost:
                best, best_cost = i, cost
        return best


ARROWS = {
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
}
"""Arrow keys move the keyboard focus between a board's places by their position on screen."""


@functools.lru_cache(maxsize=256)
def tooltip_picture(text: str, size: int, width: int, scale: float) -> pygame.Surface:
    """A framed tooltip with ``text`` wrapped to ``width`` (cached: drawn every frame). The
    picture is opaque with a colour key for its corners: text and picture blit faster than
    with per-pixel alpha."""
    pad = max(4, int(7 * scale))
    lines = [w for para in text.split("\n") for w in theme.wrap(para, size, width)]
    line_h = theme.font(size).get_linesize()
    box = pygame.Rect(0, 0, width + 2 * pad, len(lines) * line_h + 2 * pad)
    picture = pygame.Surface(box.size)
    picture.fill(theme.COLOUR_KEY)
    picture.set_colorkey(theme.COLOUR_KEY)
    pygame.draw.rect(picture, theme.PANEL_LIGHT, box, border_radius=pad)
    pygame.draw.rect(picture, theme.ACCENT, box, 1, border_radius=pad)
    for i, line in enumerate(lines):
        picture.blit(theme.text(line, size), (pad, pad + i * line_h))
    return picture


def prepare_tooltip(text: str, scale: float, size: int = 15, width: int = 320) -> pygame.Surface:
    """The picture ``draw_tooltip`` shows for ``text`` with these sizes, made now if it is not
    made yet (a board may make its tooltips when its position changes, rather than in the
    frame where the mouse first reaches each place)."""
    return tooltip_picture(text, int(size * scale), int(width * scale), scale)


def draw_tooltip(
    surface: pygame.Surface,
    text: str,
    near: tuple[int, int],
    bounds: pygame.Rect,
    scale: float,
    size: int = 15,
    width: int = 320,
) -> pygame.Rect:
    """Draw a tooltip beside ``near`` (the mouse), kept inside ``bounds``; returns its box."""
    picture = prepare_tooltip(text, scale, size, width)
    box = picture.get_rect(topleft=(near[0] + 14, near[1] + 18))
    if box.bottom > bounds.bottom:
        box.bottom = near[1] - 8
    box.clamp_ip(bounds)
    surface.blit(picture, box)
    return box
