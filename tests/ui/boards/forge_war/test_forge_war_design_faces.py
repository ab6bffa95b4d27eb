"""Playtest 19, item 6: the market's designs showed only a name and a price (a newcomer hovered
each to tell them apart), and at 1024x640 the clerk's tiles dropped their weapon pictures. At
both sizes, two and four seats, English and Spanish, on drawn frames of the market phase: every
clerk's design and the blacksmith's design draw their weapon's picture (in their metal's colour
where the name has one) inside their card, the name whole (fw30: a clerk's short form, the
weapon's word, where the game's designs would not stand whole in one row); where a card has the
room, its forge cost (a hammer and the resources) and a clerk design's prestige follow, inside
the card too."""

from __future__ import annotations

import pygame
import pytest
from test_forge_war_board import reach, start

from forgegames.core.i18n import speaking
from forgegames.games.forge_war import TITLE
from forgegames.ui import icons
from forgegames.ui.app import App
from forgegames.ui.boards.forge_war import ForgeWarBoard


def drawn_labels(app: App, board: ForgeWarBoard) -> list[tuple[str, pygame.Rect]]:
    """Every label the board draws in a fresh frame: its markup and where it landed."""
    drawn: list[tuple[str, pygame.Rect]] = []
    real = board.pen.label

    def label(surface, text, pos, size=13, *rest, **kw):
        width = real(surface, text, pos, size, *rest, **kw)
        high = board.pen.icon_line() if "{" in text else board.pen.word_h()
        drawn.append((text, pygame.Rect(pos, (width, high))))
        return width

    board.pen.label = label
    try:
        board.scene.invalidate()
        app.draw()
    finally:
        del board.pen.label
    return drawn


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
def test_designs_show_their_picture_and_what_forging_takes(size, lang, players, request):
    request.addfinalizer(pygame.display.quit)
    with speaking(lang):
        app = App(size, bot_delay_ms=10**9)
        scene = start(app, seed=4, players=players)
        reach(app, scene, lambda s: s.phase == "market" and not s.pending)
        board: ForgeWarBoard = scene.board
        drawn = drawn_labels(app, board)
        weapons = TITLE.world.content.all_weapons
        tiles = {
            k.split(":", 1)[1]: (k, r)
            for k, r in board.rects.items()
            if k.startswith(("clerk:", "card:")) and k.split(":", 1)[1] in weapons
        }
        assert any(k.startswith("card:") for k, _ in tiles.values()), "a blacksmith design"
        assert sum(k.startswith("clerk:") for k, _ in tiles.values()) >= 4
        forged = 0
        for design, (key, rect) in tiles.items():
            inside = [(t, r) for t, r in drawn if rect.contains(r)]
            picture = board.pen.design_picture(design)
            assert any(picture in t for t, _ in inside), (key, [t for t, _ in inside])
            words = " ".join(icons.plain(t).strip() for t, _ in inside)
            name = weapons[design].name
            if key.startswith("clerk:") and board.market.clerk.short:  # fw30: the weapon's
                name = board.pen.design_parts(design)[1]  # word, the metal the picture's colour
            for word in name.split():  # the name whole, its metal with it (or its colour)
                assert word in words.split(), (key, words)
            edge = board.market.clerk.edge() if key.startswith("clerk:") else 6
            for text, r in inside:
                assert r.left - rect.left >= edge and rect.right - r.right >= edge, (key, text)
            forge = board.pen.forge_cost(design)
            forged += any(t == forge for t, _ in inside)
        if size == (1280, 720) and players == 2:  # where the market has the room
            assert forged >= 2, "forge costs drawn on the cards with room for them"
