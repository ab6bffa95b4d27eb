"""Playtest 4, item 5: the rewards phase's bottom button says what it does ("Done for this
round"), its tooltip says whether End turn follows, and the greyed End turn names it."""

from __future__ import annotations

import pygame
from test_forge_war_board import press_label, reach, start
from uihelp import click_button, post, run_timers

from forgegames.games.forge_war.actions import Finish
from forgegames.ui.boards.forge_war import ForgeWarBoard
from forgegames.ui.hotseat import QUIET_END_TURN_MS

DONE = "Done for this round"


def finishing(session):
    def done(state) -> bool:
        return session.active >= 0 and Finish() in session.legal_actions()

    return done


def test_done_for_this_round_says_whether_end_turn_follows_and_end_turn_names_it(app):
    scene = start(app, seed=3, players=2)
    session = scene.session
    seen: set[bool] = set()
    for _ in range(6):
        reach(app, scene, finishing(session), limit=3000)
        board: ForgeWarBoard = scene.board
        done = next(b for b in board.group.buttons if b.label == DONE)
        held = session.holds_turn_after(Finish())
        post(app, pygame.MOUSEMOTION, pos=done.rect.center, rel=(0, 0), buttons=(0, 0, 0))
        tip = board.hover_tip()
        assert ("press End turn" in tip) == held and ("passes at once" in tip) != held, tip
        # the greyed End turn says what to press instead, once the quiet time after a turn
        # that passed by itself is over (a click within it does nothing, by design)
        run_timers(app, steps=1, dt=QUIET_END_TURN_MS)
        click_button(app, scene.top, "End turn")
        assert scene.toast is not None and f"“{DONE}”" in scene.toast.text
        run_timers(app, steps=40, dt=100)
        mover = session.active
        press_label(app, board, DONE)
        assert (scene.handover == mover) == held, "the tooltip told the truth"
        seen.add(held)
        if scene.handover is not None:
            click_button(app, scene.top, "End turn")
        if seen == {True, False}:
            break
    assert seen == {True, False}, "both kinds of finish were met"
