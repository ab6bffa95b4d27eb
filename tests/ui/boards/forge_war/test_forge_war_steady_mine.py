"""Forge War's mine keeps its size through a round (playtest 12, shots 25 -> 26: the wealth
cards' panel under the mine was taller, so the mine shrank while they were chosen and grew
back after). Games played by greedy moves, each made through the frame, at both window sizes
and in Spanish, whose wealth cards' words are the longest."""

from __future__ import annotations

import random

import pygame
import pytest
from test_forge_war_board import start
from uihelp import click, click_button

from forgegames.core import i18n
from forgegames.core.i18n import tr
from forgegames.games.forge_war import TITLE
from forgegames.ui.app import App
from forgegames.ui.hotseat import ConfirmLoss
from forgegames.ui.overlays import Curtain


def settle(app: App, scene) -> None:
    """``uihelp.settle`` in the language spoken: confirm a loss, lift a curtain, press End
    turn (its label translated)."""
    for _ in range(4):
        top = app.stack.top
        if isinstance(top, ConfirmLoss):
            click_button(app, top.group, tr("Do it"))
        elif isinstance(top, Curtain):
            click(app, (app.size[0] // 2, app.size[1] // 2))
        elif top is scene and scene.handover is not None:
            click_button(app, scene.top, tr("End turn"))
        else:
            return


@pytest.mark.parametrize(
    ("size", "lang"), [((1280, 720), "en"), ((1024, 640), "en"), ((1280, 720), "es")]
)
def test_the_mine_keeps_its_rectangle_through_a_round(size, lang):
    with i18n.speaking(lang):
        app = App(size, bot_delay_ms=0)
        try:
            scene = start(app, seed=4, players=3)
            session, board = scene.session, scene.board
            rng = random.Random(2)
            seen: dict[int, dict[str, pygame.Rect]] = {}
            for _ in range(600):
                settle(app, scene)
                if session.over or board.view.round > 2:
                    break
                v = board.view
                seen.setdefault(v.round, {}).setdefault(v.phase, board.mine.rect.copy())
                assert board.mine.rect == seen[v.round][v.phase], (v.round, v.phase)
                # the context panel may reach over the mine's foot, never the other way
                assert board.mine.shown.bottom < board.context.rect.top
                if board.mine.mine_mode():  # a mine that takes clicks shows whole
                    assert board.mine.shown == board.mine.rect
                if v.phase == "wealth":  # the cards, whole, in the context panel
                    cards = [r for k, r in board.rects.items() if k.startswith("wealth:")]
                    assert cards and all(board.context.rect.contains(r) for r in cards)
                seat = session.active
                view = TITLE.view(session.state, seat)
                scene.commit(
                    TITLE.bots()["greedy"](seat).choose(view, session.legal_actions(), rng)
                )
            first = seen[1]
            assert {"wealth", "place", "mine", "market", "quest"} <= set(first)
            assert len({tuple(r) for r in first.values()}) == 1, first
        finally:
            pygame.display.quit()
