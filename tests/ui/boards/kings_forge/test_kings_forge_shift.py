"""King's Forge: a click aimed at what the board showed a moment ago does not act on what it
shows now (playtest 3, issue 39: a computer's move swapped a card between two clicks, and the
second click claimed the Caravan with every die)."""

from __future__ import annotations

import pygame
from kf_play import person_and_bot, person_turns
from uihelp import click, play_by_places, post, run_timers

from forgegames.games.kings_forge import board_info
from forgegames.games.kings_forge.actions import Claim
from forgegames.ui.boards.kings_forge.board import SHIFT_MS

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
        point(app, board.mid_rect.center)
        board.shift_ms = 0  # only what the computer's move changes counts
        app.tick(10)  # the frame's timer: one computer move
        if board.shift_ms > 0:
            spot = board.mid_rect.center
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
    actions = board_info.content().actions
    claim = next(
        a
        for a in session.legal_actions()
        if isinstance(a, Claim) and actions[(a.card, a.side)].boxes  # not free
    )
    key = f"gather:{claim.card}:{claim.side}"
    spot = next(t.rect.center for t in board.targets if t.key == key)
    before = len(session.history)
    click(app, spot)
    assert [e.action for e in session.history[before:] if e.actor == 0] == [claim]
    assert board.shift_ms > 0, "the place under the pointer changed with the claim"
    scene.bot_timer = 10 * SHIFT_MS  # the computer takes its time over its reply
    history = len(session.history)
    click(app, spot, pause=False)
    assert len(session.history) == history
    assert scene.toast is not None and scene.toast.text == NOTE
    assert not scene.toast.error
    run_timers(app, steps=SHIFT_MS // 50 + 1, dt=50)
    assert len(session.history) == history, "the computer has not moved yet"
    click(app, spot, pause=False)
    assert scene.toast is not None and scene.toast.text != NOTE, "taken as a click once more"
