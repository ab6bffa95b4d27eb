"""The economy panel fits its armies' rows at every size (playtest 5, item 5: at 1024x640 the
Undead's two-line upgrade names pushed the "Bone Dragon" row onto its block's bottom border):
for every army acting with every upgrade it can own and points in each research line, with
and without offers, the letters of each text drawn in an army's block stand inside it, clear
of its border, and every block lies inside the panel, at 1024x640, 1280x720 and 1920x1080."""

from __future__ import annotations

import dataclasses

import pygame
import pytest
from test_warparty_panels import ARMY_NAMES, INCOMES, economy_state, eight_offers

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.warparty.state import Army
from forgegames.ui import theme
from forgegames.ui.app import App
from forgegames.ui.boards.warparty.economy_panel import EconomyPanel
from forgegames.ui.boards.warparty.pen import Pen
from forgegames.ui.game_scene import GameScene

SIZES = ((1024, 640), (1280, 720), (1920, 1080))


def full_state(panel: EconomyPanel):
    """Every army with all its upgrades and some points in every research line."""
    armies = []
    for army in ARMY_NAMES:
        sheet = panel.sheets[army]
        research = tuple((line, 3) for line in sheet.research)
        armies.append((army, Army(40, tuple(sheet.upgrades), research)))
    return dataclasses.replace(economy_state(), armies=tuple(sorted(armies)))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_army_s_rows_stay_inside_its_block(size, monkeypatch) -> None:
    app = App(size, bot_delay_ms=0)
    try:
        seats = (SeatConfig("Ann", "blue", "greedy"), SeatConfig("Bo", "orange", "greedy"))
        scene = GameScene(app, Session.start(GameConfig("warparty", seats, "standard"), 3))
        app.push(scene)
        if scene.board.folded:  # a small window folds it by itself outside buying
            scene.board.toggle_fold()
        app.draw()
        rect, scale = scene.board.panel_rect, scene.board.s  # the panel's place in the game
        assert rect.width > 0
        written: list[tuple[str, pygame.Rect]] = []
        real = Pen.write

        def write(pen, surface, words, pos, size, colour=theme.TEXT, bold=False, **kwargs):
            box = real(pen, surface, words, pos, size, colour, bold, **kwargs)
            ink = theme.text(str(words), size, colour, bold).get_bounding_rect()
            written.append((str(words), ink.move(box.topleft)))  # the letters' own box
            return box

        monkeypatch.setattr(Pen, "write", write)
        surface = pygame.display.get_surface()
        checked = 0
        for acting in ARMY_NAMES:
            for offers in ([], eight_offers()):
                panel = EconomyPanel()
                panel.layout(rect, scale)
                written.clear()
                panel.draw(
                    surface,
                    full_state(panel),
                    incomes=INCOMES,
                    army_names=ARMY_NAMES,
                    acting=acting,
                    offers=offers,
                )
                boxes = {k: r for k, r in panel.rects().items() if k.startswith("army:")}
                assert len(boxes) == 4
                for key, box in boxes.items():
                    assert panel.rect.contains(box), (acting, key)
                    inner = box.inflate(-4, -6)  # clear of the 2 px border
                    for words, drawn in written:
                        if box.collidepoint(drawn.midtop):
                            checked += 1
                            assert inner.contains(drawn), (size, acting, key, words, drawn, box)
        assert checked > 40
    finally:
        pygame.display.quit()
