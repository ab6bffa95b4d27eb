"""King's Forge: a click aimed at what the board showed a moment ago does not act on what it
shows now (playtest 3, issue 39: a computer's move swapped a card between two clicks, and the
second click claimed the Caravan with every die)."""

from __future__ import annotations

import dataclasses

import pygame
from kf_play import person_and_bot, person_turns
from uihelp import click, greedy_session, open_game, play_by_places, post, run_timers

from forgegames.core.frozen import evolve
from forgegames.core.title import SeatConfig
from forgegames.games.kings_forge import TITLE
from forgegames.games.kings_forge.actions import Claim
from forgegames.ui.boards.kings_forge.board import SHIFT_MS
from forgegames.ui.boards.kings_forge.warnings import pay_all_losses

NOTE = "The board just changed under the pointer: look, then click again."


def point(app, pos) -> None:
    post(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def test_a_click_just_after_the_computer_changed_the_place_under_the_pointer_is_ignored(app):
    """The pointer rests on the middle row while the computer plays; the moment one of its
    moves changes the place under the pointer, a click there plays nothing and says why."""
    scene = person_and_bot(app, seed=7)
    board, session = scene.board, scene.session
    alice = session.title.bots()["greedy"](0)
    spot = None
    for _ in range(300):
        if session.over:
            break
        if session.active == 0:
            view = session.title.view(session.state, 0)
            play_by_places(app, scene, alice.choose(view, session.legal_actions(), None))
            continue
        point(app, board.geo.mid_rect.center)
        board.shift_ms = 0  # only what the computer's move changes counts
        app.tick(10)  # the frame's timer: one computer move
        if board.shift_ms > 0:
            spot = board.geo.mid_rect.center
            break
    assert spot is not None, "a computer's move changed the place under the pointer"
    history = len(session.history)
    scene.toast = None
    click(app, spot, pause=False)
    assert len(session.history) == history, "the click played nothing"
    assert scene.toast is not None and scene.toast.text == NOTE


def test_a_double_click_on_a_gather_card_claims_once_and_says_why(app):
    """Alice clicks a gather action: it is claimed and another card takes its place. A second
    click at once, on the place that changed under it, is ignored with a note, not refused as
    a wrong move; once the moment has passed, a click there is taken (and refused as usual)."""
    scene = person_and_bot(app, seed=7)
    board, session = scene.board, scene.session
    next(person_turns(app, scene, 1))
    actions = TITLE.world.content.actions
    claim = next(
        a
        for a in session.legal_actions()
        if isinstance(a, Claim)
        and actions[(a.card, a.side)].boxes  # not free
        and not board.losses(a)  # nor asked about first (kf36: too few dice kept to craft)
    )
    key = f"gather:{claim.card}:{claim.side}"
    spot = next(t.rect.center for t in board.all_targets() if t.key == key)
    before = len(session.history)
    click(app, spot)
    assert [e.action for e in session.history[before:] if e.actor == 0] == [claim]
    assert board.shift_ms > 0, "the place under the pointer changed with the claim"
    scene.computer.timer = 10 * SHIFT_MS  # the computer takes its time over its reply
    history = len(session.history)
    click(app, spot, pause=False)
    assert len(session.history) == history
    assert scene.toast is not None and scene.toast.text == NOTE
    assert not scene.toast.error
    run_timers(app, steps=SHIFT_MS // 50 + 1, dt=50)
    assert len(session.history) == history, "the computer has not moved yet"
    click(app, spot, pause=False)
    assert scene.toast is not None and scene.toast.text != NOTE, "taken as a click once more"


def test_placing_more_dice_than_the_caravan_counts_asks_first(app):
    """Playtest 3: one click on the Caravan's bottom placed all 14 dice, with no question,
    though its table gives nothing more past 8. A click on it with 10 dice in the supply asks
    "are you sure?" and names both losses; Cancel plays nothing, Do it claims it. With no
    more dice than the table counts, the same click claims at once."""
    from uihelp import button, click_button

    from forgegames.ui.hotseat import ConfirmLoss

    seats = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange"))
    session = greedy_session("kings-forge", seats, 15, 96)
    caravan = Claim("caravan", "bottom")
    assert caravan in session.legal_actions() and session.active == 0
    assert sum(session.state.players[0].supply) == 10
    scene = open_game(app, session)
    run_timers(app, steps=20, dt=50)
    board = scene.board
    spot = next(t.rect.center for t in board.all_targets() if t.key == "gather:caravan:bottom")
    history = len(session.history)
    click(app, spot)
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmLoss)
    words = " ".join(dialog.lines)
    assert "2 dice more than the Caravan counts (it gives nothing more past 8)" in words
    assert "all your 10 dice are placed, none is left to roll this round" in words
    click_button(app, dialog.group, "Cancel")
    assert app.stack.top is scene and len(session.history) == history
    click(app, spot)
    click_button(app, app.stack.top.group, button(app.stack.top.group, "Do it").label)
    assert caravan in [e.action for e in session.history[history:]]
    # eight dice: nothing is placed for nothing, no question
    state = session.state_before(history)
    eight = evolve(
        state,
        players=tuple(
            dataclasses.replace(p, supply=(8, 0, 0, 0)) if i == 0 else p
            for i, p in enumerate(state.players)
        ),
    )
    assert pay_all_losses(eight, caravan) == []
    assert pay_all_losses(state, Claim("caravan", "top")) == []
