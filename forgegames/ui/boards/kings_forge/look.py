"""The King's Forge board's look: its colours and sizes, words fitted to a width, and the dice as
drawn (still, and tumbling in after a roll)."""

from __future__ import annotations

import math

import pygame

from forgegames.ui import icons, text_report, theme
from forgegames.ui.boards.kings_forge import pictures

DIE_RGB = pictures.DIE_RGB
"""Die colours: metal, wood, gem, magic, Library, Cemetery (the icon set's)."""
CARD = (58, 52, 44)
CARD_LIGHT = (84, 76, 64)
KING_H = 140
"""The king's row (his cards and the waiting line) at the base scale, at its tallest."""
CRAFT_W = 128
"""Width of a displayed craft card at scale 1."""
CRAFT_DIE = 28
"""A displayed craft card's dice at scale 1 at the least (the king's row is laid out for it)."""
CRAFT_DIE_MOST = 36
"""...and at the most, where the card has room (a metal die's 6 was read as a 4 at 28)."""
DOCKS_W = 190
"""Width of the docks panel at scale 1."""
DIE_LEAST = 18
"""The least side at scale 1 of every die drawn on the board (the waiting line's, the gather
cards' and the docks' costs, the trays'): 18 px at 1280x720, 14 at 1024x640 (playtest 30:
the waiting line's dice read as about 10 px, the docks' and the costs' boxes 12)."""
DIE_FLOOR = 16
"""...and at the very least (16 px at 1280x720, 13 at 1024x640): a long waiting line's dice
under their names, where its names are long (Spanish, four seats) and every card is to show."""
LINE_ROW = 22
"""A waiting card's row at scale 1 where its name and dice share it (its dice ``LINE_DIE``)."""
LINE_DIE = 19
STACKED_DIE_MOST = 21
"""A waiting card's dice at scale 1 under its name at the most (smaller, to ``DIE_LEAST``,
when short of room): as large as lets every waiting card in (playtest 6: tiny dice)."""
LINE_NAME = 18
"""A waiting card's name line at scale 1 when its dice are under it."""
TRAY_MOST = 128
"""A tray's height at scale 1 at the most (two or three seats share the room under the cards)."""
TRAY_SECOND_LINE = 21
"""Where a tray's second line of words starts, below its top, at scale 1."""


def fit(text: str, size: int, width: int) -> str:
    """``text`` shortened with an ellipsis to fit ``width`` pixels."""
    if theme.font(size).size(text)[0] <= width:
        return text
    while text and theme.font(size).size(text + "…")[0] > width:
        text = text[:-1]
    return text_report.shortened(text + "…")


def draw_die(
    surface: pygame.Surface,
    rect: pygame.Rect,
    colour: str,
    value: int | None = None,
    ring: str | None = None,
) -> None:
    """A die: its colour, and its material's picture (unrolled) or its pips (rolled); each
    colour has its own picture and pip shape, so no one has to tell the colours apart."""
    name = f"die:{colour}" if value is None else f"die:{colour}:{value}"
    picture = icons.icon(name, min(rect.width, rect.height), DIE_RGB[colour])
    surface.blit(picture, picture.get_rect(center=rect.center))
    if ring is not None:
        theme.draw_state(surface, rect.inflate(6, 6), ring, radius=rect.width // 4)


TURN_STEP = 6
"""A tumbling die turns in steps of this many degrees (each turned picture made once; it
turns about 14 degrees a frame at 60 frames a second)."""


def tumble(die, rect: pygame.Rect, area: pygame.Rect):
    """A die rolling in: it falls in bouncing and spinning, its faces flicking, and settles
    on its value where the board shows it (hidden under the tumbling one until then), kept
    inside ``area`` (the table under the roll's heading: playtest 16 saw the computer's dice
    tumble over "Bruno's roll")."""
    faces = [1 + (die.id * 5 + k * 7) % 6 for k in range(16)]
    phase = die.id * 1.7
    pictures: dict[int, pygame.Surface] = {}
    turned: dict[tuple[int, int], pygame.Surface] = {}

    def picture(face: int) -> pygame.Surface:
        if face not in pictures:
            pictures[face] = pygame.Surface(rect.size, pygame.SRCALPHA)
            draw_die(pictures[face], pictures[face].get_rect(), die.colour, face)
        return pictures[face]

    def rotated(face: int, angle: float) -> pygame.Surface:
        """The face turned by ``angle`` to the nearest TURN_STEP degrees (made once each)."""
        key = (face, round(angle / TURN_STEP) % (360 // TURN_STEP))
        if key not in turned:
            turned[key] = pygame.transform.rotate(picture(face), key[1] * TURN_STEP)
        return turned[key]

    def paint(surface: pygame.Surface, p: float) -> None:
        if p >= 1:
            return
        rest = 1 - p
        face = die.value if p > 0.75 else faces[int(p * 20) % len(faces)]
        if face != die.value or p < 0.85:  # nearly at rest on its value: the die under it
            surface.fill(theme.PANEL, rect.inflate(2, 2).clip(area))
        spun = rotated(face, rest * 540 + 20 * math.sin(phase))
        dx = math.sin(p * 19 + phase) * rest * rect.width * 0.3
        dy = -abs(math.cos(p * 11 + phase)) * rest * rect.height * 0.9
        place = spun.get_rect(center=(rect.centerx + dx, rect.centery + dy))
        surface.blit(spun, place.clamp(area))  # inside the table, under its heading

    return paint
