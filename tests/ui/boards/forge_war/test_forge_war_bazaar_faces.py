"""Playtest 23 item 4: the bazaar's cards showed only their name and price, their effect only in
a tooltip. A card now shows its effect in marks where it has room: a stall's trade either way,
a single-use card's gains; a savvy keeps its words in the tooltip."""

from __future__ import annotations

import pygame
from test_forge_war_board import start

from forgegames.ui import icons
from forgegames.ui.boards.forge_war.hexmine import icon_rgb
from forgegames.ui.boards.forge_war.look import KINDS, rgb_of


def test_effects_in_marks(app):
    pen = start(app, seed=3, players=2).board.pen
    assert pen.card_effect("royal-stipend") == "+{gold}5"
    assert pen.card_effect("adventurer-training-1") == "+1 level up"
    trade = pen.card_effect("bulk-gem-dealer")
    assert "⇄" in trade and icons.plain(trade) == "3 ⇄ 2", trade
    assert pen.card_effect("sellers-savvy-2") == ""  # (its words are long: the tooltip's)
    assert pen.card_effect("copper-spear") == ""


def colours_in(surface: pygame.Surface, rect: pygame.Rect) -> set:
    return {
        tuple(surface.get_at((x, y)))[:3]
        for x in range(rect.left, rect.right)
        for y in range(rect.top, rect.bottom)
    }


def test_a_card_with_room_shows_its_effect_and_one_without_does_not(app):
    board = start(app, seed=3, players=2).board
    faces = board.market.faces
    emerald = icon_rgb("emerald", rgb_of(KINDS["emerald"].rgb))
    for height, shown in ((board.px(100), True), (board.px(56), False)):
        surface = pygame.Surface((400, 200))
        card = pygame.Rect(10, 10, board.px(100), height)
        faces.draw_card_tile(surface, "bulk-gem-dealer", card)  # 'Bulk Gem Dealer', '4 gold · 2★'
        assert (emerald in colours_in(surface, card)) == shown, height
