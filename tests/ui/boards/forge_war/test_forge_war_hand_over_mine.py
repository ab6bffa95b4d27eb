"""Playtest 13: while a four-card wealth hand was chosen its panel covered the mine's foot (the
mine keeps its size through the round), and a newcomer read the mine as clipped. The hand is
kept low now (a card's short benefits on one line, little padding, the lower of two layouts):
the mine's lowest hexes stay in view at both window sizes in English, and in most Spanish
hands. Where a hand's words still need more room (some Spanish hands), the panel is drawn as
a tray lying over the mine: a gold edge, the hexes going under it fading into its shadow."""

from __future__ import annotations

import pygame
import pytest
from test_forge_war_board import start
from uihelp import click

from forgegames.core import i18n
from forgegames.games.forge_war.actions import KeepWealth
from forgegames.ui import theme
from forgegames.ui.app import App

SIZES = [(1280, 720), (1024, 640)]
CASES = [(players, seed) for players in (2, 3, 4) for seed in (1, 2, 3)]


def mine_foot(board) -> float:
    """The lowest point of the mine's hexes on screen."""
    layout = board.mine_view.layout
    return max(y for h in board.view.mine.board.resources for _x, y in layout.corners(h))


def hand_rects(board) -> dict[str, pygame.Rect]:
    return {k[7:]: r for k, r in board.rects.items() if k.startswith("wealth:")}


def keep_two(app, scene) -> None:
    """Click two cards of the hand, as a person does (the second keeps them)."""
    board = scene.board
    legal = next(a for a in board.legal if isinstance(a, KeepWealth) and not a.stack)
    for wid in legal.cards:
        click(app, hand_rects(board)[wid].center)
    assert scene.session.history[-1].action == legal


def whole_prompt(board) -> bool:
    """The prompt's lines drawn hold all its words."""
    words = board.prompts.prompt(board.view).split()
    return " ".join(board.context.prompt_lines).split() == words


@pytest.mark.parametrize("size", SIZES)
def test_the_mine_s_lowest_hexes_show_beside_an_english_hand(size):
    app = App(size, bot_delay_ms=0)
    try:
        for players, seed in CASES:
            scene = start(app, seed=seed, players=players)
            board = scene.board
            app.draw()
            assert board.view.phase == "wealth" and len(hand_rects(board)) == 4
            assert mine_foot(board) <= board.mine.shown.bottom, (players, seed)
            assert not board.context.over_mine()
            assert all(board.context.rect.contains(r) for r in hand_rects(board).values())
            assert whole_prompt(board)
            keep_two(app, scene)  # the longer words once the cards are kept, whole too
            app.draw()
            assert scene.handover is not None and board.prompts.kept_wealth()
            assert whole_prompt(board), board.context.prompt_lines
            app.stack.scenes.clear()
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", SIZES)
def test_a_spanish_hand_shows_the_mine_whole_or_lies_over_it_as_a_tray(size):
    with i18n.speaking("es"):
        app = App(size, bot_delay_ms=0)
        try:
            whole = 0
            for players, seed in CASES:
                scene = start(app, seed=seed, players=players)
                board = scene.board
                app.draw()
                panel = board.context.rect
                assert all(panel.contains(r) for r in hand_rects(board).values())
                assert whole_prompt(board)
                if mine_foot(board) <= board.mine.shown.bottom:
                    whole += 1
                    assert not board.context.over_mine()
                else:  # a tray over the mine: its gold edge, the shadow above it
                    assert board.context.over_mine()
                    surface = pygame.display.get_surface()
                    assert surface.get_at((panel.centerx, panel.top))[:3] == theme.ACCENT
                    y = board.mine.shown.bottom - 5
                    xs = range(board.mine.shown.x + 4, board.mine.shown.right - 4)
                    shaded = sum(sum(surface.get_at((x, y))[:3]) for x in xs)
                    board.context.draw_shade = lambda surface: None
                    scene.invalidate()
                    app.draw()
                    bare = sum(sum(surface.get_at((x, y))[:3]) for x in xs)
                    assert shaded < 0.7 * bare, (shaded, bare)  # the hexes fade into it
                app.stack.scenes.clear()
            assert whole >= len(CASES) * 2 // 3, whole
        finally:
            pygame.display.quit()
