"""Forge War's names stand whole in their boxes (playtest item 3): a clerk tile's name, measured
bold as it is drawn, fits its tile (the names keep their metal where the row has the room), and
a wealth card's name is never shortened with an ellipsis."""

from __future__ import annotations

import pygame
import pytest
from test_forge_war_board import start

from forgegames.core.i18n import speaking
from forgegames.games.forge_war import TITLE
from forgegames.ui import theme
from forgegames.ui.app import App
from forgegames.ui.boards.forge_war import ForgeWarBoard

SIZES = [(1024, 640), (1280, 720), (1920, 1080)]


def drawn_name_w(board: ForgeWarBoard, design: str, width: int) -> int:
    """The width of the name ``draw_clerk_tile`` draws on a tile ``width`` wide."""
    room = width - board.px(6)
    if board.clerk_name_w(design) <= room:
        return board.clerk_name_w(design)
    return board.clerk_name_w(design, metal=False)


@pytest.mark.parametrize("size", SIZES)
def test_clerk_names_fit_their_tiles_and_keep_their_metal_where_they_can(size):
    app = App(size, bot_delay_ms=0)
    try:
        board: ForgeWarBoard = start(app, seed=3).board
        width = board.market_rect.width - 2 * board.px(6)
        weapons = sorted(
            w.id for w in TITLE.world.content.all_weapons.values() if w.where == "public"
        )
        assert len(weapons) >= 5
        for i in range(0, len(weapons) - 4):
            public = weapons[i : i + 5]
            widths = board.clerk_widths(width, public)
            assert sum(widths) + 4 * board.px(4) <= width
            for design, w in zip(public, widths, strict=True):
                assert drawn_name_w(board, design, w) <= w - board.px(6), (design, w)
        iron = ["iron-sword", "iron-spear"]  # the names the tester saw run over
        public = ["copper-spear", "copper-mace", "copper-axe", *iron]
        assert all(d in TITLE.world.content.all_weapons for d in public)
        widths = board.clerk_widths(width, public)
        for design, w in zip(public, widths, strict=True):
            if design in iron:  # 'Iron Sword', 'Iron Spear' whole, as the tester wanted
                assert board.clerk_name_w(design) <= w - board.px(6), design
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "es"])
def test_wealth_card_names_are_never_shortened(size, lang):
    with speaking(lang):
        app = App(size, bot_delay_ms=0)
        try:
            board: ForgeWarBoard = start(app, seed=3).board
            gap = board.px(8)
            ids = sorted(TITLE.world.content.wealth)
            for wid in ids:
                hand = [wid, *[w for w in ids if w != wid][:3]]
                cols = board.wealth_columns(hand)
                inner = (board.ctx_rect.width - gap * (cols + 1)) // cols - board.px(8)
                name = TITLE.world.content.wealth[wid].name
                lines, _size = theme.wrap_within(name, board.px(13), inner, 3, True)
                assert " ".join(lines) == name, (size, lang, lines)
        finally:
            pygame.display.quit()
