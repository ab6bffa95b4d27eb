"""Warparty's map colours: the armies', the terrains' and the map's own inks, and the small
colour helpers the map's pictures share (``shade``, ``mix``, ``ink_on``)."""

from __future__ import annotations

from forgegames.ui import theme

RGB = tuple[int, int, int]

ARMY_RGB: dict[str, RGB] = {
    "humans": (52, 112, 214),
    "dwarves": (184, 118, 50),
    "goblins": (62, 158, 58),
    "undead": (140, 82, 186),
}
"""Army colours: humans blue, dwarves bronze, goblins green, undead purple (all carry white
figures and stand out on the dark interface)."""

TERRAIN_RGB: dict[str, RGB] = {
    "plains": (178, 192, 122),
    "forest": (92, 128, 74),
    "mountain": (158, 144, 124),
    "lake": (82, 136, 184),
}
FIELDS_RGB: RGB = (198, 190, 112)
"""Rich plains (``FIELDS_VALUE`` crowns or more) are drawn as ploughed fields: straw-gold with
furrows, where the other plains are meadow with tufts of grass."""
FIELDS_VALUE = 3
TONE_SPREAD = 0.06
"""How much lighter or darker each territory's ground is than its terrain's colour (fixed by
its id): neighbours of one terrain tell apart without reading the border line."""
MAP_INK: RGB = (34, 30, 26)
"""The map's dark ink: figures on a very light counter, the shadow around the focus ring
(darker than the interface's ``icons.INK`` would look on the map)."""
BORDER_INK: RGB = (52, 46, 38)
WATER: RGB = (60, 120, 196)
WATER_LIGHT: RGB = (150, 200, 240)
WATER_DARK: RGB = (28, 62, 112)
WOOD: RGB = (132, 88, 48)
WOOD_DARK: RGB = (70, 44, 22)
COIN_GOLD: RGB = (232, 190, 72)
COIN_RIM: RGB = (128, 90, 24)
"""The gold of the map's value coins, crowns and sword guards, and the rim around it (not the
interface's ``icons.GOLD``)."""
GLOW: RGB = (255, 236, 140)
SELECT: RGB = (255, 255, 255)
BATTLE: RGB = (178, 36, 28)
HITS: RGB = (196, 36, 36)
TABLE: RGB = (22, 24, 29)


def shade(rgb: RGB, factor: float) -> RGB:
    """Darker (factor < 1) or lighter (factor > 1, towards white) version of a colour."""
    if factor <= 1:
        return tuple(int(c * factor) for c in rgb)  # type: ignore[return-value]
    t = factor - 1
    return tuple(int(c + (255 - c) * t) for c in rgb)  # type: ignore[return-value]


def mix(a: RGB, b: RGB, t: float) -> RGB:
    return tuple(int(x + (y - x) * t) for x, y in zip(a, b, strict=True))  # type: ignore[return-value]


def army_rgb(army: str) -> RGB:
    return ARMY_RGB.get(army, (150, 150, 150))


COUNTER_INK: RGB = (14, 12, 10)
"""The dark ink of figures on a light counter (and the counters' outline)."""
PAPER: RGB = (250, 250, 250)
"""The light ink of figures on a dark counter."""


def ink_on(rgb: RGB) -> RGB:
    """Figures on a counter: the light or the dark ink, whichever stands out more on ``rgb``
    (WCAG contrast; at least 4.5:1 on every seat and army colour, see the tests)."""
    return PAPER if theme.contrast(PAPER, rgb) >= theme.contrast(COUNTER_INK, rgb) else COUNTER_INK
