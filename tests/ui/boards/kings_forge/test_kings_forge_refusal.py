"""Playtest: a refused click's message stayed on screen after the next, legal move and covered
"Bruno is thinking…" during the computer's turn."""

from __future__ import annotations

from kf_play import person_and_bot, person_turns
from uihelp import click, play_by_places

from forgegames.games.kings_forge.state import PHASE_CRAFT


def test_a_refusal_is_gone_after_the_next_legal_move(app):
    scene = person_and_bot(app)
    board = scene.board
    session = scene.session
    bot = session.title.bots()["greedy"](0)
    refused = False
    for _ in person_turns(app, scene, 30):
        dead = [t for t in board.targets if not t.live and t.key.startswith("gather:")]
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
