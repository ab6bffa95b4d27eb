"""Quick play deals secret quests too (issue 37, content version 7): a person's seat keeps its
two quests in the dialog before the quick-play set-up begins, and the set-up follows once
every army has chosen."""

from __future__ import annotations

import pygame
from uihelp import click_button, open_game, press, settle

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.warparty.actions import KeepQuests, Order
from forgegames.games.warparty.start import quick
from forgegames.ui.overlays import ChoiceDialog

SEATS = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange"))


def test_a_person_keeps_quests_before_the_quick_play_set_up(app) -> None:
    session = Session.start(GameConfig("warparty", SEATS, "quick-play"), 5)
    session.apply(Order("first"))
    session.resolve_chance()
    assert session.state.phase == "quests"  # before the set-up, as in the standard game
    scene = open_game(app, session)
    while session.state.phase == "quests":
        army = session.state.actor
        dealt = dict(session.state.dealt)[army]
        assert len(dealt) == 3
        assert any(isinstance(a, KeepQuests) for a in session.legal_actions())
        settle(app, scene)  # the hand-over curtain between seats
        click_button(app, scene.board.bar, "Choose your quests")
        dialog = app.stack.top
        assert isinstance(dialog, ChoiceDialog)
        app.draw()
        press(app, pygame.K_RETURN)
        kept = dict(session.state.quests)[army]
        assert len(kept) == 2 and set(kept) < set(dealt)
        app.draw()
    state = session.state
    assert quick(state) and state.phase == "setup"  # the quick-play set-up comes next
    assert all(len(kept) == 2 for _, kept in state.quests)
    assert len(state.quests) == 4
