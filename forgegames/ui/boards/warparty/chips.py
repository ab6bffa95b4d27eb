"""A stack drawn small (a chip): its army's colour and symbol, the emblem of its leading unit's
kind and its unit count, with a dot for each allied army hidden behind it. The map's crowded
places use it, and the legend shows the same picture."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from forgegames.ui import icons, text_report, theme
from forgegames.ui.boards.warparty.map_palette import RGB, ink_on, mix, shade
from forgegames.ui.boards.warparty.map_sprites import stripes
from forgegames.ui.boards.warparty.pictures import UNIT_KINDS

KIND_GLYPH = {
    "infantry": "⚔",
    "heavy-infantry": "⚒",
    "archer": "➶",
    "missile": "➹",
    "cavalry": "♞",
    "siege": "♜",
    "transport": "⚑",
    "hero": "★",
    "tier-3": "♛",
}
"""A font glyph for each unit kind, for a kind the icon set has no drawn ``unit:<kind>`` for
(a counter's faint emblem and a chip's)."""

OUTLINE = (14, 12, 10)
COUNT_PILL = (18, 20, 26)
"""The dark pill a chip's count stands on (the map's count tags' colour)."""


def chip_picture(
    colour: RGB,
    symbol: str | None,
    count: int,
    down: bool,
    dots: Sequence[RGB],
    px: Callable[[float], int],
    font_px: int,
    kind: str = "",
    figures: str = "",
) -> pygame.Surface:
    """A chip of an army of ``colour`` and ``symbol`` holding ``count`` units (darker and
    striped when all are face down), the emblem of the unit kind ``kind`` before the count
    (playtest 20: at 1024x640 a Troll Giant read as a bare "1") on a dark pill of its own,
    with a dot of each colour
    in ``dots`` at its right end; ``px`` scales a size at 1280x720 to the view, ``font_px``
    is the count's size. ``figures`` ("3/2": a lone unit's attack and defence) stand on the
    pill instead of its count of 1, as its counter shows them where the map has room
    (playtest 22 item 6: one Soldier read "1" with the side panel open, "3/2" folded)."""
    fill = mix(shade(colour, 0.5), (72, 72, 78), 0.5) if down else colour
    h = px(20)
    words = figures or str(count)
    label = theme.glyph(words, font_px, theme.TEXT, True)
    mark = emblem_box(h, px) if kind else pygame.Rect(h, 0, 0, h)
    dot = max(2, (h - 4) // 6)  # up to three in a column at the chip's right end
    room = 2 * dot + px(2) if dots else 0
    width = mark.right + label.get_width() + px(4 if kind else 5) + room
    sprite = pygame.Surface((width, h), pygame.SRCALPHA)
    body = sprite.get_rect()
    radius = h // 3
    pygame.draw.rect(sprite, fill, body, border_radius=radius)
    if down:
        stripes(sprite, body, (255, 255, 255, 40), px(6), radius)
    pygame.draw.rect(sprite, OUTLINE, body, max(1, px(1.5)), border_radius=radius)
    centre = (h // 2, h // 2)
    pygame.draw.circle(sprite, OUTLINE, centre, h // 2 - 2)
    if symbol:
        theme.draw_symbol(sprite, symbol, centre, max(3, h // 2 - 5), theme.TEXT)
    if kind:
        sprite.blit(kind_emblem(kind, mark.h, ink_on(fill)), mark)
    bound = label.get_bounding_rect()
    at = label.get_rect(left=mark.right, centery=h // 2 + 1).move(bound.topleft)
    # the count on a dark pill of its own, as the tags under the counters show theirs
    # (playtest 21: a chip's bare "4" beside the "3/2" counters was read as a figure)
    pill = pygame.Rect(at[0], at[1], bound.w, bound.h).inflate(2 * max(2, px(2)), 2 * px(2))
    pill = pill.clip(body.inflate(-2, -2))
    pygame.draw.rect(sprite, COUNT_PILL, pill, border_radius=max(2, pill.h // 3))
    sprite.blit(noted_ink(label, words), at)
    x = mark.right + label.get_width() + px(1) + dot
    step = 2 * dot + 1
    top = h / 2 - (len(dots) - 1) * step / 2
    for i, rgb in enumerate(dots):
        centre = (x, round(top + i * step))
        pygame.draw.circle(sprite, OUTLINE, centre, dot + 1)
        pygame.draw.circle(sprite, rgb, centre, dot)
    return sprite


def emblem_box(h: int, px: Callable[[float], int]) -> pygame.Rect:
    """Where a chip of height ``h`` draws its kind's emblem: a square after the army's disc,
    as tall as the chip's face inside its rim."""
    side = h - 2 * max(2, px(2))
    return pygame.Rect(h - px(1), (h - side) // 2, side, side)


def kind_emblem(kind: str, side: int, ink: RGB) -> pygame.Surface:
    """The emblem of the unit kind ``kind`` (the icon set's ``unit:<kind>``, else the kind's
    glyph) in ``ink``, ``side`` pixels square, drawn whole: on a chip it is the kind's only
    mark (a counter's is faint, its figures tell the rest)."""
    if kind in UNIT_KINDS:
        return icons.icon(f"unit:{kind}", side, ink)
    glyph = theme.glyph(KIND_GLYPH.get(kind, kind[:1].upper()), side, ink, True)
    square = pygame.Surface((side, side), pygame.SRCALPHA)
    square.blit(glyph, glyph.get_rect(center=(side // 2, side // 2)))
    return square


def noted_ink(glyph: pygame.Surface, words: str) -> pygame.Surface:
    """The inked part of ``glyph`` (a counter's figure, a disc's or a chip's number), noted
    in the text report as ``words``: the cut-text sweep sees the text on the map's counters
    as it sees any other (issue 39), each in the box its ink covers."""
    return text_report.note(glyph.subsurface(glyph.get_bounding_rect()), words)


def joined(parts: Sequence[pygame.Surface], gap: int) -> pygame.Surface:
    """Chips side by side, ``gap`` apart (a crowd's chip and its enemies' chips)."""
    if len(parts) == 1:
        return parts[0]
    width = sum(p.get_width() for p in parts) + gap * (len(parts) - 1)
    sprite = pygame.Surface((width, max(p.get_height() for p in parts)), pygame.SRCALPHA)
    x = 0
    for part in parts:
        sprite.blit(part, (x, 0))
        x += part.get_width() + gap
    return sprite
