"""Playtest 24 (shots 05, 06a): the Workshop offered "copy Peddler / copy Astrologer" for cards
a computer had claimed the moment they came up, and the buttons said nothing more. Each copy
button's tooltip now says what the copied card does and who took it this round (real mouse
events; English and Spanish)."""

from __future__ import annotations

import pygame
import pytest
from uihelp import click, greedy_session, open_game, post, run_timers

from forgegames.core.i18n import speaking, tr
from forgegames.core.title import SeatConfig
from forgegames.games.kings_forge.actions import Copy
from forgegames.ui.boards.kings_forge.words import action_text

SEATS = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange"))


@pytest.mark.parametrize(("lang", "seed", "moves"), [("en", 0, 54), ("es", 5, 30)])
def test_every_copy_button_says_what_it_copies(app, lang, seed, moves):
    with speaking(lang):
        scene = open_game(app, greedy_session("kings-forge", SEATS, seed, moves))
        run_timers(app, steps=20, dt=50)
        board = scene.board
        copies = [a for a in scene.session.legal_actions() if isinstance(a, Copy)]
        assert copies
        app.draw()
        workshop = next(t for t in board.all_targets() if t.key == "gather:workshop:top")
        click(app, workshop.rect.center)  # the Workshop's top: claim it, or copy
        run_timers(app, steps=4, dt=50)
        app.draw()
        buttons = [b for b in board.group.buttons if b.label in map(scene.describe, copies)]
        assert len(buttons) == len(copies), [b.label for b in board.group.buttons]
        for button, action in zip(buttons, copies, strict=True):
            post(app, pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0))
            app.draw()
            tip = board.hover.button_tip()
            effect = action_text(board.world, action.card, action.side)
            assert effect in tip, (button.label, tip)
            taker = next(p.seat for p in board.state.placements if p.card == action.card)
            assert scene.seat_name(taker) in tip, tip
            assert board.tip_box is not None and board.tip_box.width > 0  # drawn on screen
        assert tr("Cancel") in [b.label for b in board.group.buttons]
