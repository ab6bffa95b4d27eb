"""Forge War's icons among words (issue 39, playtest 4: "icons inside chips are still about
14 px"): the weapons, coins, stars and resources drawn inside the mats' chips, the clerk's and
market's prices and the quest offer's rewards are at least 20 px at 1280x720 and grow with the
window (30 px at 1920x1080). Measured as drawn: every icon a line of words asks for while the
board paints itself."""

from __future__ import annotations

import sys

import pygame
import pytest
from test_forge_war_board import reach, start

from forgegames.ui import icons
from forgegames.ui.app import App
from forgegames.ui.boards.forge_war import ForgeWarBoard


def icons_among_words(monkeypatch, board: ForgeWarBoard) -> list[tuple[str, int]]:
    """(name, side) of every icon drawn inside a line of words while ``board`` paints."""
    seen: list[tuple[str, int]] = []
    real = icons.icon

    def spy(name, size, colour=None):
        if sys._getframe(1).f_code.co_name == "_rich":
            seen.append((name, int(size)))
        return real(name, size, colour)

    monkeypatch.setattr(icons, "icon", spy)
    icons._rich.cache_clear()  # every line of words is made (and measured) afresh
    board.draw(pygame.display.get_surface())
    return seen


@pytest.mark.parametrize(("size", "least"), [((1280, 720), 20), ((1920, 1080), 30)])
def test_icons_in_chips_prices_and_rewards_are_large(monkeypatch, size, least):
    app = App(size, bot_delay_ms=0)
    try:
        scene = start(app, seed=3, players=3)
        reach(app, scene, lambda s: s.phase == "market" and s.round >= 2)
        board: ForgeWarBoard = scene.board
        seen = icons_among_words(monkeypatch, board)
    finally:
        pygame.display.quit()
    kinds = {name.split(":")[0] for name, _side in seen}
    # the mats' adventurers and weapons, the prices' coins and the rewards' stars
    assert {"adventurer", "gold", "star", "steps"} <= kinds, kinds
    assert any(name in icons.WEAPONS for name in kinds), kinds
    small = sorted({(name, side) for name, side in seen if side < least})
    assert not small, small
