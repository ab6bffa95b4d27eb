"""Forge War's names stand whole in their boxes (playtest item 3): a clerk tile's name, measured
bold as it is drawn, fits its tile (the names keep their metal where the row has the room), and
a wealth card's name is never shortened with an ellipsis."""

from __future__ import annotations

import dataclasses

import pygame
import pytest
from test_forge_war_board import start

from forgegames.core.i18n import speaking
from forgegames.games.forge_war import TITLE
from forgegames.ui import icons, theme
from forgegames.ui.app import App
from forgegames.ui.boards.forge_war import ForgeWarBoard

SIZES = [(1024, 640), (1280, 720), (1920, 1080)]


def drawn_words(board: ForgeWarBoard, design: str, width: int) -> tuple[str, str]:
    """What ``ClerkRow.draw_tile`` draws of the name on a tile ``width`` wide: its name line
    and the words before the price (a price of 3 gold, no claims)."""
    return board.market.clerk.words(design, width - board.px(6), "{gold}3", 0)


def whole(board: ForgeWarBoard, design: str) -> str:
    """A clerk tile's name whole in the game's form: the design's name, or in the short form
    (fw30) its weapon's word."""
    if board.market.clerk.short:
        return board.pen.design_parts(design)[1]
    return TITLE.world.content.all_weapons[design].name


def has_metal(board: ForgeWarBoard, design: str, name: str, under: str) -> bool:
    """Whether a clerk tile tells its design's metal: in words, or (the short form) by its
    picture in the metal's colour, before the name or leading the price's line (``draw_tile``
    always draws it there)."""
    head, _, tail = board.pen.design_parts(design)
    metal = (head or tail).strip()
    if board.market.clerk.short:
        return bool(metal) and board.pen.design_picture(design).count("#") == 1
    return bool(metal) and metal in icons.plain(f"{name} {under}")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "es"])
def test_clerk_names_fit_their_tiles_and_always_keep_their_metal(size, lang):
    """Playtest 7: at 1024x640 'Copper Axe' was shown as 'Axe' with no picture; the metal is
    what tells two axes apart, so it stays on every tile: whole in words (the name takes two
    lines where the tile is narrow), or, in the short form (fw30), as the weapon's picture in
    the metal's colour."""
    with speaking(lang):
        app = App(size, bot_delay_ms=0)
        try:
            board: ForgeWarBoard = start(app, seed=3).board
            width = board.market.rect.width - 2 * board.px(6)
            weapons = sorted(
                w.id for w in TITLE.world.content.all_weapons.values() if w.where == "public"
            )
            assert len(weapons) >= 5
            size_px = board.px(12)
            for i in range(0, len(weapons) - 4):
                public = weapons[i : i + 5]
                widths = board.market.clerk.widths(width, public)
                assert sum(widths) + 4 * board.px(4) <= width
                for design, w in zip(public, widths, strict=True):
                    name, under = drawn_words(board, design, w)
                    assert board.pen.text_width(name, size_px, True) <= w - board.px(6), design
                    assert has_metal(board, design, name, under), (design, name)
            public = ["copper-spear", "copper-mace", "copper-axe", "iron-sword", "iron-spear"]
            assert all(d in TITLE.world.content.all_weapons for d in public)
            widths = board.market.clerk.widths(width, public)
            for design, w in zip(public, widths, strict=True):
                name, under = drawn_words(board, design, w)
                assert " ".join(icons.plain(p).strip() for p in (name, under) if p) == whole(
                    board, design
                )
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
                cols = board.context.wealth_columns(hand)
                inner = (board.context.rect.width - gap * (cols + 1)) // cols - board.px(8)
                name = TITLE.world.content.wealth[wid].name
                lines, _size = theme.wrap_within(name, board.px(13), inner, 3, True)
                assert " ".join(lines) == name, (size, lang, lines)
        finally:
            pygame.display.quit()


@pytest.mark.parametrize("lang", ["en", "es"])
def test_seven_designs_keep_their_names_whole(lang):
    """Issue 39: seven public designs in one row at 1024x640 read 'Iron S…', 'Copper A…'. The
    clerk lays them in as few rows as keep every name whole, each tile in the clerk's space
    (fw30: in the short form, one row where the market leaves only one; this test pinned two
    rows of whole 'Copper Axe' names before, which a crowded market cut to one row of '…')."""
    with speaking(lang):
        app = App((1024, 640), bot_delay_ms=0)
        try:
            board: ForgeWarBoard = start(app, seed=3).board
            public = ["copper-axe", "copper-mace", "copper-spear", "iron-sword", "iron-axe"]
            public += ["iron-spear", "iron-mace"]  # as on the sweep's picture
            assert all(d in TITLE.world.content.all_weapons for d in public)
            market = dict(board.view.market, public=public)
            board.view = dataclasses.replace(board.view, market=market)
            inner = board.market.rect.width - 2 * board.px(5)
            for most in (1, 3):
                board.market.clerk.most = most
                rows = board.market.clerk.rows(board.market.rect.width)
                assert len(rows) <= most and [d for row in rows for d in row] == public
                for row in rows:
                    widths = board.market.clerk.widths(inner, row)
                    assert sum(widths) + (len(row) - 1) * board.px(4) <= inner
                    for design, w in zip(row, widths, strict=True):
                        name, under = drawn_words(board, design, w)
                        shown = " ".join(icons.plain(p).strip() for p in (name, under) if p)
                        assert shown == whole(board, design), (most, design, shown)
        finally:
            pygame.display.quit()
