"""Playtest: a refused click's message stayed on screen after the next, legal move and covered
"Bruno is thinking…" during the computer's turn."""

from __future__ import annotations

import pytest
from kf_play import person_and_bot, person_turns
from uihelp import click, greedy_session, open_game, play_by_places, run_timers

from forgegames.core.title import SeatConfig
from forgegames.games.kings_forge.state import PHASE_CRAFT


def test_a_refusal_is_gone_after_the_next_legal_move(app):
    scene = person_and_bot(app)
    board = scene.board
    session = scene.session
    bot = session.title.bots()["greedy"](0)
    refused = False
    for _ in person_turns(app, scene, 30):
        dead = [t for t in board.all_targets() if not t.live and t.key.startswith("gather:")]
        if session.state.phase == PHASE_CRAFT or session.state.sub or not dead:
            continue
        click(app, dead[0].rect.center)
        app.draw()
        assert scene.toast is not None and scene.toast.error, "the click is refused"
        words = scene.toast.text
        board.refresh()  # a refresh with no move made (a resize, the curtain) keeps it
        assert scene.toast is not None and scene.toast.text == words
        move = bot.choose(session.title.view(session.state, 0), session.legal_actions(), None)
        play_by_places(app, scene, move)
        app.draw()
        assert scene.toast is None or not scene.toast.error, scene.toast.text
        refused = True
        break
    assert refused, "a gather action Alice could not use was clicked"


@pytest.mark.parametrize(("seed", "moves", "why"), [(0, 21, "nobody else"), (5, 80, "cannot pay")])
def test_the_workshops_top_says_why_it_cannot_copy(app, seed, moves, why):
    """Playtest 3: hovering or clicking the Workshop's top when it could not be used said "the
    Workshop's top action copies another player's action: choose which to copy", which
    answers nothing. Its reason is the copy's: nobody else has taken an action this round
    yet, or the supply cannot pay for the copy."""
    seats = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange"))
    scene = open_game(app, greedy_session("kings-forge", seats, seed, moves))
    run_timers(app, steps=20, dt=50)
    board = scene.board
    top = next(t for t in board.all_targets() if t.key == "gather:workshop:top")
    assert not top.live
    click(app, top.rect.center)
    assert scene.toast is not None and scene.toast.error
    words = scene.toast.text
    assert "choose which to copy" not in words and why in words, words
    assert board.gather.unavailable_reason(top.key) == f"Not now: {words[0].lower()}{words[1:-1]}"
