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


TIP_SIDES = ("above", "left", "right", "below")
"""The sides a tooltip tries, in this order, beside what it describes (ux32)."""
TIP_GAP = 4
"""Pixels between a tooltip and what it describes."""


def pointer_rect(near: tuple[int, int]) -> pygame.Rect:
    """The screen the mouse pointer itself covers at ``near`` (its arrow hangs down and right
    of the hot spot): a tooltip placed beside the pointer leaves it, and the place under it,
    in sight."""
    return pygame.Rect(near[0] - 4, near[1] - 4, 20, 26)


def _on_side(
    size: tuple[int, int], anchor: pygame.Rect, side: str, bounds: pygame.Rect
) -> pygame.Rect:
    """A box of ``size`` on ``side`` of ``anchor``, lined up with its edge and slid along that
    side to stay inside ``bounds``."""
    box = pygame.Rect((0, 0), size)
    if side == "above":
        box.bottomleft = (anchor.x, anchor.y - TIP_GAP)
    elif side == "below":
        box.topleft = (anchor.x, anchor.bottom + TIP_GAP)
    elif side == "right":
        box.topleft = (anchor.right + TIP_GAP, anchor.y)
    else:
        box.topright = (anchor.x - TIP_GAP, anchor.y)
    if side in ("above", "below"):
        box.x = max(bounds.x, min(box.x, bounds.right - box.width))
    else:
        box.y = max(bounds.y, min(box.y, bounds.bottom - box.height))
    return box


def place_tooltip(
    size: tuple[int, int],
    anchor: pygame.Rect,
    bounds: pygame.Rect,
    avoid: Iterable[pygame.Rect] = (),
) -> pygame.Rect | None:
    """Where a tooltip of ``size`` goes beside ``anchor`` (what it describes), inside
    ``bounds`` and covering none of ``anchor``: the first of above, left, right and below
    that also leaves every rect of ``avoid`` (the other clickable controls) uncovered, else
    the first side that fits at all; None when no side has the room. The one placement of
    every title's tooltips (ux32: a tooltip covered the next click at 1024x640)."""
    others = [r for r in avoid if not r.colliderect(anchor)]  # the anchor and what holds it
    fitting = []
    for side in TIP_SIDES:
        box = _on_side(size, anchor, side, bounds)
        if bounds.contains(box) and not box.colliderect(anchor):
            if box.collidelist(others) < 0:
                return box
            fitting.append(box)
    return fitting[0] if fitting else None


def draw_tooltip(
    surface: pygame.Surface,
    text: str,
    near: tuple[int, int],
    bounds: pygame.Rect,
    scale: float,
    size: int = 15,
    width: int = 320,
    anchor: pygame.Rect | None = None,
    avoid: Iterable[pygame.Rect] = (),
) -> pygame.Rect:
    """Draw a tooltip beside ``anchor`` (what it describes; the pointer at ``near`` when
    None) as ``place_tooltip`` places it, kept inside ``bounds``; the box it took. With no
    side free it goes below the pointer, slid inside ``bounds``."""
    picture = prepare_tooltip(text, scale, size, width)
    avoid = list(avoid)
    box = place_tooltip(picture.get_size(), anchor or pointer_rect(near), bounds, avoid)
    if box is None and anchor is not None:  # no room beside the place: beside the pointer
        box = place_tooltip(picture.get_size(), pointer_rect(near), bounds, avoid)
    if box is None:
        box = picture.get_rect(topleft=(near[0] + 14, near[1] + 18)).clamp(bounds)
    surface.blit(picture, box)
    return box


def draw_tooltip_beside(
    surface: pygame.Surface,
    text: str,
    anchor: pygame.Rect,
    near: tuple[int, int],
    bounds: pygame.Rect,
    scale: float,
    avoid: Iterable[pygame.Rect] = (),
) -> pygame.Rect:
    """Draw a tooltip beside ``anchor`` (``place_tooltip``), or beside the pointer at
    ``near`` when no side of it has the room; the box it took."""
    return draw_tooltip(surface, text, near, bounds, scale, anchor=anchor, avoid=avoid)
