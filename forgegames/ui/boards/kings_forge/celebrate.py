"""An item crafted (or stolen) is celebrated on the board: its card glows in gold on the
crafted row, pulsing, beside a tag in the crafter's colour ("Crafted: the Mace!") that rises
and fades (playtest 13: "nothing good happens in the first rounds"; a first craft passed by
as one more log line). The item counts on the tray when it is claimed at the clean-up, where
the tray's count goes up (``score_animations``). Nothing here decides a rule: the crafted row
of the two states says what was made."""

from __future__ import annotations

import math

import pygame

from forgegames.core.i18n import tr
from forgegames.games.kings_forge.state import PHASE_CRAFT, KFState
from forgegames.ui import theme
from forgegames.ui.animation import Animation, linear
from forgegames.ui.boards.kings_forge.part import Table

CELEBRATE_MS = 1400
"""How long a crafted item glows (the tag fades in its last quarter)."""
GOLD = (255, 208, 92)


def crafted_celebrations(board: Table, before: KFState, after: KFState) -> list[Animation]:
    """A glow and a tag for each item crafted or stolen from ``before`` to ``after``."""
    if after.phase != PHASE_CRAFT:
        return []
    held = {(done.card, done.seat) for done in before.crafted}
    taken = {done.card for done in before.crafted}
    out = []
    for index, rect in board.geo.crafted_cards(after):
        done = after.crafted[index]
        if (done.card, done.seat) in held:
            continue
        name = board.world.card_name(done.card)
        words = (
            tr("Stolen: the {card}!", card=name)
            if done.card in taken
            else tr("Crafted: the {card}!", card=name)
        )
        rgb = board.scene.seat_colour(done.seat).rgb
        paint = glow(rect, words, rgb, board.rect, board.scene.scale)
        out.append(Animation(CELEBRATE_MS, paint, linear))
    return out


def glow(rect: pygame.Rect, words: str, rgb, area: pygame.Rect, scale: float):
    """Paint a gold glow pulsing round ``rect`` and ``words`` on a tag left of it, rising a
    little; the words go at nine tenths
    of the time, the glow fades to the end."""
    label = theme.text(words, max(12, int(16 * scale)), theme.TEXT, True)
    pad = max(3, int(6 * scale))
    tag = pygame.Rect(0, 0, label.get_width() + 2 * pad, label.get_height() + pad)
    rise = max(4, int(10 * scale))

    def paint(surface: pygame.Surface, p: float) -> None:
        if p >= 1:
            return
        fade = 1.0 if p < 0.75 else (1 - p) / 0.25
        pulse = 0.5 + 0.5 * math.sin(p * 3 * 2 * math.pi)  # three beats
        reach = rect.inflate(2 * int(16 * scale) + 8, 2 * int(16 * scale) + 8)
        layer = pygame.Surface(reach.size, pygame.SRCALPHA)  # the glow's room only
        for step in range(3):
            grow = int((3 + 4 * step + 4 * pulse) * scale)
            alpha = int(fade * (200 - 60 * step))
            box = rect.inflate(2 * grow, 2 * grow).move(-reach.x, -reach.y)
            pygame.draw.rect(layer, (*GOLD, alpha), box, max(2, int(3 * scale)), 10)
        surface.blit(layer, reach)
        if p >= 0.9:  # the words go first, the glow fades after them
            return
        # left of the card, over the table's empty middle (above it lay over the crafted
        # row's heading), rising a little
        tag.midright = (rect.x - int(14 * scale), rect.centery - int(rise * p))
        tag.clamp_ip(area)
        pygame.draw.rect(surface, theme.PANEL, tag, border_radius=6)
        pygame.draw.rect(surface, rgb, tag, 2, border_radius=6)
        surface.blit(label, label.get_rect(center=tag.center))

    return paint
