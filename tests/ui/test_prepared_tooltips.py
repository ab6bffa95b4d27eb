"""Tooltips made when a position is shown: the first pass of the mouse over a place finds its
tooltip (and, in a battle, the prediction box's lines) already made, so that frame costs no
more than the next. Real mouse motion over the Forge War board and a Warparty battle."""

from __future__ import annotations

import pygame
from uihelp import post

from forgegames import bench
from forgegames.ui.boards import places
from forgegames.ui.boards.warparty.battle_panel import BattlePanel


def hover(app, pos) -> None:
    post(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    app.draw()


def test_every_forge_war_tooltip_is_made_with_the_position(app):
    scene = bench.mine_scene(app)
    app.draw()
    board = scene.board
    assert len(board.tips) > 20
    shown = 0
    for rect, _ in board.tips:
        misses = places.tooltip_picture.cache_info().misses
        hover(app, rect.center)
        if board.hover_tip():
            shown += 1
            assert places.tooltip_picture.cache_info().misses == misses, rect
    assert shown > 20


def test_a_battle_cards_hover_is_worked_out_with_the_battle(app, monkeypatch):
    scene = bench.warparty_scene(app, battle=True)
    app.draw()
    board = scene.board
    worked: list[int | None] = []
    real = BattlePanel.info_lines

    def counted(self, battle, names, selected=None, hover_target=None):
        worked.append(hover_target)
        return real(self, battle, names, selected, hover_target)

    monkeypatch.setattr(BattlePanel, "info_lines", counted)
    cards = board.battle_panel.cards(board.state.battle)
    assert len(cards) >= 2
    misses = places.tooltip_picture.cache_info().misses
    for card in cards:
        hover(app, card.rect.center)
        assert board.hover_fighter == card.ids[0]
    assert worked == []  # every card's prediction was ready
    assert places.tooltip_picture.cache_info().misses == misses  # and every card's tooltip
