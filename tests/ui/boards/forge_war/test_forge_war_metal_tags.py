"""Playtest 34: the clerk's tiles and crowded mats named a design by its weapon's word alone
('Spear', 'Lanza'), its metal only the picture's colour. Where the metal's word has no room,
a tag carries it: the metal's letter on the metal's colour ('C' copper, 'H' hierro), which the
legend explains (fw40). Checked on the worst case each game can show (every design it can
show in the one row a crowded market leaves) at three window sizes, both games, two and four
seats, English and Spanish: every tile carries its metal in words or its tag, and nothing it
draws is wider than the tile; the form is chosen once a game, whatever designs are out."""

from __future__ import annotations

import dataclasses

import pygame
import pytest
from test_forge_war_board import COLOURS, NAMES

from forgegames.core.i18n import speaking
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.forge_war import TITLE
from forgegames.ui import icons
from forgegames.ui.app import App
from forgegames.ui.boards.forge_war import ForgeWarBoard
from forgegames.ui.boards.forge_war.legend import forge_war
from forgegames.ui.boards.forge_war.pen import metal_letter
from forgegames.ui.game_scene import GameScene

METALS = ("copper", "iron", "mithril")


def board_for(app: App, variant: str, seats: int) -> ForgeWarBoard:
    config = GameConfig(
        "forge-war",
        tuple(SeatConfig(n, c) for n, c in zip(NAMES, COLOURS, strict=True))[:seats],
        variant,
    )
    scene = GameScene(app, Session.start(config, 3))
    app.push(scene)
    return scene.board


def showing(board: ForgeWarBoard, public: list[str], seats: int) -> None:
    """The board's view with ``public`` in the clerk's row, each claimed by every seat."""
    claims = {d: list(range(seats)) for d in public}
    market = dict(board.view.market, public=list(public), claims=claims)
    board.view = dataclasses.replace(board.view, market=market)


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)], ids=str)
@pytest.mark.parametrize("variant", ["simple", "epic"])
@pytest.mark.parametrize("seats", [2, 4])
def test_every_worst_case_tile_carries_its_metal_inside_the_tile(lang, size, variant, seats):
    with speaking(lang):
        app = App(size, bot_delay_ms=0)
        try:
            board = board_for(app, variant, seats)
            clerk, pen, width = board.market.clerk, board.pen, board.market.rect.width
            worst = clerk.may_show()
            showing(board, worst, seats)
            clerk.most = 1
            assert clerk.rows(width) == [worst]
            form = (clerk.short, clerk.both)
            widths = clerk.widths(width - 2 * board.px(5), worst)
            size12 = board.px(12)
            for design, w in zip(worst, widths, strict=True):
                room = w - 2 * clerk.edge()
                name, under = clerk.words(design, room, "{gold}4", seats)
                metal = TITLE.world.content.all_weapons[design].name
                tag = pen.metal_tag(design)
                assert tag, design  # every common design is named after its metal
                said = f"{name} {under}"
                if not clerk.short:  # the whole form: the name in words, metal and all
                    assert icons.plain(said).split() == metal.split(), (design, said)
                    continue
                lead = "" if tag in name else clerk.lead(design)
                assert tag in name + lead, (design, name, lead)
                if pen.text_width(name, size12, True) > room:  # the tag drawn smaller
                    assert name == pen.design_picture(design) + tag, (design, name)
                    assert clerk.tag_side(pen.design_picture(design), room) >= clerk.least_tag()
                    assert clerk.least_tag() >= 10
                if lead:
                    assert pen.text_width(f"{lead} {{gold}}4", size12) <= room, design
            # the form stays as designs come and go (no tile changes what it shows)
            for public in (worst[:3], worst[2:5], worst[-2:]):
                showing(board, public, seats)
                clerk.most = 3
                clerk.rows(width)
                assert (clerk.short, clerk.both) == form, public
        finally:
            pygame.display.quit()


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_metals_letters_differ_and_the_legend_says_each(lang):
    with speaking(lang):
        from forgegames.games.forge_war.board_info import resource_name

        letters = [metal_letter(m) for m in METALS]
        assert len(set(letters)) == len(METALS), letters
        words = [e.words for e in forge_war()]
        entry = next(w for w in words if all(f"{metal_letter(m)} " in w for m in METALS))
        for metal in METALS:
            assert f"{metal_letter(metal)} {resource_name(metal).lower()}" in entry, entry
    assert letters == (["C", "I", "M"] if lang == "en" else ["C", "H", "M"])
