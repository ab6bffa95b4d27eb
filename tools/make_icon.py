"""Draw the program's icon: ``assets/icons/forgegames.png`` (256×256, the window icon and the
Linux desktop entry's), with ``.ico`` (Windows) and ``.icns`` (macOS) copies for the standalone
build. Both wrap PNG images, which Windows Vista and later and macOS 10.5 and later read, so
nothing beyond pygame is needed.

    python tools/make_icon.py
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

OUT = Path(__file__).resolve().parents[1] / "assets" / "icons"
SIZE = 256
ICO_SIZES = (16, 32, 48, 64, 128, 256)
ICNS_TYPES = {b"icp4": 16, b"icp5": 32, b"icp6": 64, b"ic07": 128, b"ic08": 256}
"""The icns entry types that may hold a PNG, by the size they hold."""


def draw() -> pygame.Surface:
    """A golden hexagon (the mine of Forge War) on a dark tile, with a white die over it."""
    surface = pygame.Surface((SIZE, SIZE), pygame.SRCALPHA)
    pygame.draw.rect(surface, (38, 44, 58), (8, 8, 240, 240), border_radius=44)
    pygame.draw.rect(surface, (214, 168, 64), (8, 8, 240, 240), width=6, border_radius=44)
    hexagon = [(96 + 62 * c, 104 + 62 * s) for c, s in HEX_CORNERS]
    pygame.draw.polygon(surface, (214, 168, 64), hexagon)
    pygame.draw.polygon(surface, (120, 84, 24), hexagon, width=5)
    die = pygame.Rect(118, 118, 100, 100)
    pygame.draw.rect(surface, (20, 22, 28), die.move(5, 6), border_radius=18)
    pygame.draw.rect(surface, (245, 242, 232), die, border_radius=18)
    pygame.draw.rect(surface, (20, 22, 28), die, width=4, border_radius=18)
    for dx, dy in ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)):
        pip = (die.centerx + 26 * dx, die.centery + 26 * dy)
        pygame.draw.circle(surface, (150, 30, 36), pip, 10)
    return surface


HEX_CORNERS = ((1.0, 0.0), (0.5, 0.866), (-0.5, 0.866), (-1.0, 0.0), (-0.5, -0.866), (0.5, -0.866))


def png_bytes(surface: pygame.Surface, size: int) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(pygame.transform.smoothscale(surface, (size, size)), buffer, "icon.png")
    return buffer.getvalue()


def ico(surface: pygame.Surface) -> bytes:
    images = [png_bytes(surface, size) for size in ICO_SIZES]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries = b""
    for size, image in zip(ICO_SIZES, images, strict=True):
        side = size % 256  # 0 means 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(image), offset)
        offset += len(image)
    return header + entries + b"".join(images)


def icns(surface: pygame.Surface) -> bytes:
    body = b""
    for kind, size in ICNS_TYPES.items():
        image = png_bytes(surface, size)
        body += kind + struct.pack(">I", 8 + len(image)) + image
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    surface = draw()
    (OUT / "forgegames.png").write_bytes(png_bytes(surface, SIZE))
    (OUT / "forgegames.ico").write_bytes(ico(surface))
    (OUT / "forgegames.icns").write_bytes(icns(surface))
    print(f"wrote {OUT}/forgegames.png, .ico and .icns")
    return 0


if __name__ == "__main__":
    sys.exit(main())
