"""Where a notice (a refusal, a warning, "the last move passed the turn on by itself") shows on
Forge War's board: in a band nothing is clicked in, never over the market, the quest offer, a
seat's mat, the prompt or a lit place (issue 39, playtests 13 to 20). A part of
``ForgeWarBoard``, whose ``notice_bands`` and ``toast_clear`` call these with the board (its
``rects``, ``rect``, ``context``, ``mine``, ``market``, ``offer``, ``mats``, ``view``,
``scene``, ``acting`` and ``live_targets``)."""

from __future__ import annotations

from typing import Any

import pygame

from forgegames.games.forge_war import board_info as info
from forgegames.ui import theme


def notice_bands(self: Any) -> list[pygame.Rect]:
    """Under the mats, then the prompt's column, then the mine's rock: a notice covers no
    seat's mat (playtest 19: "The last move passed the turn on by itself" lay over
    Alice's), nor the market or the quest offer (playtest 20: with no room under the
    mats, it lay over the offer's second row); in the mine it keeps off the lit hexes
    and the pieces the person may click (``toast_clear``). Only a notice none of them
    has room for (a long warning while every hex is lit) goes over the market's and the
    offer's column, the last band. A band too low for a line of words is left out."""
    mats = [r for key, r in self.rects.items() if key.startswith("mat:")]
    low = max((r.bottom for r in mats), default=self.rect.bottom)
    x, right = min((r.x for r in mats), default=0), max((r.right for r in mats), default=0)
    under = pygame.Rect(x, low, right - x, self.rect.bottom - low)
    mine = pygame.Rect(self.mine.shown) if self.view.mine is not None else pygame.Rect()
    tables = pygame.Rect(self.market.rect).union(self.offer.rect)
    s = self.scene.scale  # a notice's one line with its margins (``toast_picture``)
    line = theme.font(int(18 * s)).get_linesize() + int(24 * s) + 2 * int(8 * s)
    bands = (under, pygame.Rect(self.context.rect), mine, tables)
    return [r for r in bands if r.width > 0 and r.height >= line]


def toast_clear(self: Any) -> list[pygame.Rect]:
    """The lit places (what a click makes a move at now): a refusal or a notice never
    covers them (issue 39: the notice of a quest refused in the market phase lay over the
    merchant's deals, the next thing to click), nor the prompt's lines (playtest 13: the
    warning of a quest that will fail lay over the instruction line), nor, on the mat of the
    person at the screen, a chip they may click, lit or not (playtest 15: the warning of a
    quest taken lay over the adventurers and designs to equip it with), nor the mat of the
    seat that must act (playtest 16: a second quest's refusal lay over Bruno's mat while he
    managed his quests; its merchant's box beside it), nor any other seat's mat (playtest
    19: "The last move passed the turn on by itself" lay over Alice's). The market and the
    quest offer are kept clear by the order of the bands (``notice_bands``)."""
    chips = [t.rect for t in self.mats.places] if self.scene.my_turn() else []
    seat = self.acting()
    mat = [r for key, r in self.rects.items() if key.startswith("mat:")]
    if seat is not None and self.view.phase not in ("setup", "wealth", "place", "over"):
        panel = info.merchant_panel(self.view, seat)
        top = self.context.merchant_top_for(panel, seat)
        mat.append(self.context.merchant_box(top))
    live = [t.rect for t in self.live_targets()]
    return live + chips + mat + [self.context.prompt_box()]
