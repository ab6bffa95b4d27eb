"""Playtest 24 (shot 31z): the Iron Sword's clerk tile showed "3" and a tiny orange square
(Bruno's claim) that nothing explained. Hovering a claimed design now says whose the mark is
and that a claim pays them 1 gold (royalty), and the legend shows the mark with its meaning
(English and Spanish)."""

from __future__ import annotations

import pygame
import pytest
from test_forge_war_board import start
from test_forge_war_whose_piece import play_until
from uihelp import post

from forgegames.core.i18n import speaking, tr
from forgegames.ui.app import App
from forgegames.ui.boards.forge_war.legend import forge_war

MARK_WORDS = (
    "A player's symbol after a design's price: they claimed it, and a claim now pays them 1 "
    "gold of that price (royalty)"
)


def claimed(scene) -> str | None:
    """A public design somebody has claimed, if any."""
    claims = scene.board.view.market["claims"]
    return next((d for d in scene.board.view.market["public"] if claims.get(d)), None)


@pytest.mark.parametrize(("lang", "size"), [("en", (1280, 720)), ("es", (1024, 640))])
def test_a_claimed_designs_mark_says_whose_royalty_it_is(lang, size) -> None:
    with speaking(lang):
        app = App(size, bot_delay_ms=0)
        scene = start(app, seed=5, players=2)
        play_until(app, scene, lambda: claimed(scene) is not None)
        board = scene.board
        design = claimed(scene)
        owners = board.view.market["claims"][design]
        app.draw()
        target = next(t for t in board.all_targets() if t.key == f"clerk:{design}")
        post(app, pygame.MOUSEMOTION, pos=target.rect.center, rel=(0, 0), buttons=(0, 0, 0))
        app.draw()
        tip = board.hover_tip()
        _details, _, royalty = tip.partition("\n")
        assert scene.seat_name(owners[0]) in royalty, tip
        assert tr("that player's symbol") in tip, tip
        assert tr(MARK_WORDS) in [entry.words for entry in forge_war()]
