"""The parts of Warparty's board whose change since a seat last looked is marked: each
territory (its owner, city and units) and each army's purse; and the mark, a small star tag
at the part's corner (playtest 16: the frame's corner brackets, orange in a computer player's
colour, looked like the lit choices of the set-up)."""

from __future__ import annotations

import weakref
from collections.abc import Hashable, Mapping
from typing import Any

import pygame

from forgegames.games.warparty.board_info import PHASE_ORDER, PHASE_QUESTS, PHASE_SETUP
from forgegames.ui import theme

KEPT_STATES = 16
"""How many states' contents ``RegionMemo`` keeps (the pointer running down the log asks for
each move's state before and after: neighbouring moves share one)."""


def regions(
    canvas: Any, panel: Mapping[str, pygame.Rect], state: Any, scale: float
) -> dict[str, tuple[pygame.Rect, Hashable]]:
    """Each territory's square on ``canvas`` with what it holds, and each army's block on the
    side panel (``panel``: its parts as last drawn) with its purse; worked out once per
    view and state for each canvas (``RegionMemo``)."""
    memo = _MEMOS.get(canvas)
    if memo is None:
        memo = _MEMOS[canvas] = RegionMemo()
    return memo.regions(canvas, panel, state, scale)


def squares(canvas: Any, scale: float) -> dict[str, pygame.Rect]:
    """Each territory's square around where its stack sits on ``canvas``."""
    size = int(56 * scale)
    out = {}
    for territory in canvas.ids:
        rect = pygame.Rect(0, 0, size, size)
        rect.center = canvas.centre_of(territory)
        out[territory] = rect
    return out


def contents(canvas: Any, state: Any) -> dict[str, Hashable]:
    """What each territory holds (its owner, city and units there) and each army's purse."""
    out: dict[str, Hashable] = {}
    for territory in canvas.ids:
        units = tuple(sorted((u.army, u.kind, bool(u.tired)) for u in state.units_at(territory)))
        out[f"t:{territory}"] = (state.owner_of(territory), state.city(territory), units)
    for army, purse in state.armies:
        out[f"a:{army}"] = (purse.treasury, purse.upgrades, purse.research)
    return out


SETTING_UP = (PHASE_ORDER, PHASE_QUESTS, PHASE_SETUP)
"""The phases before play: nothing is marked as changed from or into them."""
TAG_PX = 7
"""A change tag's points' reach from its centre, at scale 1."""


def before_play(state: Any) -> bool:
    """Whether ``state`` is in the set-up (the roll-off, the quests, the armies placed)."""
    return state is not None and getattr(state, "phase", None) in SETTING_UP


def tag_points(centre: tuple[int, int], reach: int) -> list[tuple[float, float]]:
    """A four-pointed star round ``centre``, its points ``reach`` from it."""
    x, y = centre
    waist = max(1.5, reach * 0.38)
    return [
        (x, y - reach),
        (x + waist, y - waist),
        (x + reach, y),
        (x + waist, y + waist),
        (x, y + reach),
        (x - waist, y + waist),
        (x - reach, y),
        (x - waist, y - waist),
    ]


def tag_size(scale: float) -> tuple[int, int]:
    """A change tag's reach (its points' from its centre) and its distance from its part's
    edge (a border's width and a pixel of air), at ``scale``."""
    return max(5, int(TAG_PX * scale)), max(3, round(3 * scale))


def tag_room(scale: float) -> int:
    """The width a tag takes at its part's right end: an army's block keeps it free of
    words, so the tag covers neither the treasury nor the block's border."""
    reach, edge = tag_size(scale)
    return 2 * reach + 2 * edge  # (and air before the words)


def draw_tags(
    surface: pygame.Surface, rects: list[pygame.Rect], rgb: tuple[int, int, int], scale: float
) -> None:
    """A small star in ``rgb`` with a dark rim in the top right corner of each rectangle:
    a shape no choice, highlight or counter has (the Legend shows it). The star lies wholly
    inside its rectangle, clear of the border an army's block or the map has there
    (playtest 18: it was drawn over a panel's border), and is cut at its rectangle's edge."""
    reach, edge = tag_size(scale)
    whole = surface.get_clip()
    for rect in rects:
        surface.set_clip(whole.clip(rect))
        points = tag_points((rect.right - reach - edge, rect.top + reach + edge), reach)
        pygame.draw.polygon(surface, rgb, points)
        pygame.draw.polygon(surface, theme.BG, points, max(1, int(scale)))
    surface.set_clip(whole)


def tag_boxes(rects: list[pygame.Rect], scale: float) -> list[pygame.Rect]:
    """Where ``draw_tags`` draws the tag of each rectangle (a message about them keeps off
    them)."""
    reach, edge = tag_size(scale)
    return [
        pygame.Rect(r.right - 2 * reach - edge, r.top + edge, 2 * reach, 2 * reach) for r in rects
    ]


def tag_picture(rgb: tuple[int, int, int]):
    """A legend picture: a part (a grey box) with its change tag."""

    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        box = pygame.Rect(rect.x + 6, rect.y, rect.width - 18, rect.height)
        pygame.draw.rect(surface, theme.PANEL_LIGHT, box, border_radius=3)
        # the star as tall as the box, the words' height (playtest 20: the map's small star
        # on a thin box was too small to tell its colour)
        reach = box.height // 2
        points = tag_points((box.right - reach - 2, box.centery), reach)
        pygame.draw.polygon(surface, rgb, points)
        pygame.draw.polygon(surface, theme.BG, points, max(1, rect.height // 16))

    return draw


class RegionMemo:
    """``regions`` worked out once per view (the squares: where the map is scrolled and
    zoomed to, and the board's scale) and once per state (what the places hold: states never
    change), so that the pointer moving over the log's lines does not walk the map again."""

    def __init__(self) -> None:
        self._squares: tuple[tuple, dict[str, pygame.Rect]] | None = None
        self._contents: dict[int, tuple[Any, dict[str, Hashable]]] = {}

    def regions(
        self, canvas: Any, panel: Mapping[str, pygame.Rect], state: Any, scale: float
    ) -> dict[str, tuple[pygame.Rect, Hashable]]:
        view = (canvas.view_key(), canvas.ui, scale)
        if self._squares is None or self._squares[0] != view:
            found = squares(canvas, scale)
            self._squares = (view, {f"t:{t}": rect for t, rect in found.items()})
        kept = self._contents.get(id(state))
        if kept is None or kept[0] is not state:  # (holding the state, its id is its own)
            if len(self._contents) >= KEPT_STATES:
                del self._contents[next(iter(self._contents))]
            kept = self._contents[id(state)] = (state, contents(canvas, state))
        held = kept[1]
        out: dict[str, tuple[pygame.Rect, Hashable]] = {
            key: (pygame.Rect(rect), held[key])  # copies: the callers may move them
            for key, rect in self._squares[1].items()  # (keyed as ``contents``, made once)
        }
        for army, _ in state.armies:
            rect = panel.get(f"army:{army}")
            if rect is not None:
                out[f"a:{army}"] = (rect, held[f"a:{army}"])
        return out


_MEMOS: weakref.WeakKeyDictionary[Any, RegionMemo] = weakref.WeakKeyDictionary()
"""Each canvas's memo (it goes with its canvas)."""
