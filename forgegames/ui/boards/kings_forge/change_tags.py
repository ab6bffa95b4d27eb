"""The words on King's Forge's marks of what changed (playtest 26: bare corner brackets round
cards, trays and docks rows read as glitches until the Legend explained them). Each marked
part gets a small labelled tag on its top edge, saying what happened to it: "new", "taken",
"used", "changed"..., so the marks explain themselves.

The tag sits on the part's top edge at its right end, mostly above the edge, in the gap
between rows, where no card or tray draws words (a card's rank, a tray's counts and a name
begin lower down)."""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from forgegames.core.i18n import N_, tr
from forgegames.ui import theme

Regions = dict[str, tuple[pygame.Rect, Hashable]]

WORDS = {
    "new": N_("new"),
    "taken": N_("taken"),
    "made": N_("made"),
    "stolen": N_("stolen"),
    "changed": N_("changed"),
}
"""The tags' words (translated when drawn)."""

TAGGED = ("king", "gather", "crafted", "tray")
"""The kinds of part whose marks carry a tag: a king's card, a gather card, an item, a tray."""

INSIDE = 3
"""How far (pixels at scale 1) a tag reaches below the part's top edge: over its frame only."""


def label(key: str, old: Regions, new: Regions) -> str:
    """What happened to the part ``key`` between the views ``old`` and ``new`` (a ``WORDS``
    key): a card or an item that came or went, an item made or stolen, a tray changed; ""
    for a part with no tag (a die: the roll's heading lies over the dice; a line of words:
    its slim bar has no room)."""
    kind = key.split(":")[0]
    if kind not in TAGGED:
        return ""
    if key not in new:
        return "changed" if kind == "tray" else "taken"
    if kind == "crafted":
        was, now = old.get(key), new[key][1]
        same_item = was is not None and was[1][0] == now[0]  # type: ignore[index]
        return "stolen" if same_item and was[1][1] != now[1] else "made"  # type: ignore[index]
    if kind == "tray" and key in old:
        return "changed"
    return "new"


def tag_rect(rect: pygame.Rect, words: pygame.Surface, scale: float) -> pygame.Rect:
    """Where the tag of ``words`` goes on the part at ``rect``: at its top edge's right end,
    reaching ``INSIDE`` pixels into it."""
    pad = max(3, int(4 * scale))
    box = pygame.Rect(0, 0, words.get_width() + 2 * pad, words.get_height() + 2)
    box.bottomright = (rect.right - max(6, int(10 * scale)), rect.y + max(2, int(INSIDE * scale)))
    return box


def words(key: str, scale: float, rgb=theme.TEXT) -> pygame.Surface:
    """The tag's words (``WORDS[key]``) as drawn at ``scale``."""
    return theme.text(tr(WORDS[key]), max(theme.min_text_size(), int(11 * scale)), rgb, True)


def draw_tags(
    surface: pygame.Surface, tagged: list[tuple[pygame.Rect, str]], rgb, scale: float
) -> list[pygame.Rect]:
    """Draw each part's tag (its ``WORDS`` key) in ``rgb``; where they are."""
    out = []
    for rect, key in tagged:
        label = words(key, scale, rgb)
        box = tag_rect(rect, label, scale)
        pygame.draw.rect(surface, (24, 22, 20), box, border_radius=4)
        pygame.draw.rect(surface, rgb, box, 1, border_radius=4)
        surface.blit(label, label.get_rect(center=box.center))
        out.append(box)
    return out
