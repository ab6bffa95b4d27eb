"""The Forge War board's look: its colours, the resource kinds, the market spaces' names, and
small helpers for fitting words (shared by the board's painters and its legend)."""

from __future__ import annotations

import pygame

from forgegames.core.i18n import N_, tr
from forgegames.games.forge_war.board_info import load_resources
from forgegames.ui import text_report, theme

TIP_SIZE = (13, 330)
"""The board's tooltips: text size and width, at 1280x720."""
CARD = (58, 52, 44)
CARD_LIGHT = (84, 76, 64)
QUEST = (44, 58, 50)
QUEST_FILLS = {"green": QUEST, "grey": (76, 78, 88), "red": (88, 44, 42), "yellow": (78, 66, 30)}
"""Quest cards by deck colour (the simple game's yellow deck shares the stage-3 yellow)."""
TILE_FILL = (92, 70, 118)
GREYED = 235
"""How much a card the person cannot take now keeps of its light, greyed (``grey_out``)."""


def grey_out(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Show what is drawn in ``rect`` as not usable now: its colours taken out and its light
    a little lowered, its words still clear against it (playtest 14, item 9: a dark veil left
    them at about 2:1; greyed, the names keep over 4.5:1)."""
    area = rect.clip(surface.get_rect())
    if area.width <= 0 or area.height <= 0:
        return
    grey = pygame.transform.grayscale(surface.subsurface(area).copy())  # (not in place: a
    # subsurface greyed directly came out sheared)
    grey.fill((GREYED, GREYED, GREYED), special_flags=pygame.BLEND_RGB_MULT)
    # laid on as a picture with its own (full) alpha: the words under it are still shown, and
    # the text report keeps them
    shown = pygame.Surface(area.size, pygame.SRCALPHA)
    shown.blit(grey, (0, 0))
    surface.blit(shown, area)


COIN_FACE = (246, 200, 76)
COIN_EDGE = (140, 100, 28)
"""A quest's cost coin on the offer: a plain gold disc with a dark rim."""
GOOD = (120, 210, 120)
BAD = (245, 140, 120)
"""A failing mark in words, 4.5:1 and more against a quest tile (QUEST) and a mat."""
SPACE_NAMES = {
    "blacksmith": "Blacksmith",
    "bazaar": "Bazaar",
    "bazaar-bonus": "Bazaar: bonus",
    "bazaar-single": "Bazaar: single-use",
    "barracks": "Barracks",
    "clerk": "Clerk: public designs",
    "road": "Road",
    "discard": "Market discard",
}


def rgb_of(text: str) -> tuple[int, int, int]:
    text = text.lstrip("#")
    return (int(text[0:2], 16), int(text[2:4], 16), int(text[4:6], 16))


KINDS = {k.id: k for k in load_resources()}


def fit(text: str, size: int, width: int, bold: bool = False) -> str:
    """``text`` shortened with an ellipsis to fit ``width`` pixels."""
    f = theme.font(size, bold)
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text_report.shortened(text + "…")


def ordinal(n: int) -> str:
    return {1: tr("1st"), 2: tr("2nd"), 3: tr("3rd")}.get(n) or tr("{n}th", n=n)


SPACE_TIPS = {
    "barracks": "Barracks (one player a round): hire an adventurer for {h} gold and/or "
    "train one adventurer a level for gold equal to its level (not the one just hired).",
    "road": "Road (open to all): rush one of your active quests a step (more with Adventurer's "
    "Savvy). It never completes a quest; legs crossed pay their rewards at once.",
}
ROW3 = ("barracks", "road", "discard")
"""The market's bottom row of spaces."""

CHIP_ICON = 19
"""A resource chip's icon (on the mats and the merchant), less a pixel, at the base scale."""
MERCHANT_ROW = 22
"""Height of one merchant row (a resource or a stall) at the base scale."""


def empty_space_note(phase: str) -> str:
    """What an empty design space says (English, for ``tr``): its cards come with the
    market; in the market they were bought; after it the unbought ones were cleared away."""
    if phase == "mine":
        return N_("revealed at the market")
    return N_("sold out") if phase == "market" else N_("empty until next round")


SHORTER_NOTES = {"empty until next round": N_("empty this round")}
"""A note's shorter form, for a narrow box (the market's spaces at three and four seats)."""


def fitted_note(note: str, size: int, width: int) -> str:
    """``note`` in the current language, or its shorter form where the whole one would not
    fit ``width`` pixels; shortened with an ellipsis only when neither does."""
    words = tr(note)
    shorter = SHORTER_NOTES.get(note)
    if shorter is not None and theme.font(size).size(words)[0] > width:
        words = tr(shorter)
    return fit(words, size, width)
