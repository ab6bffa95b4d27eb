"""Playtest 9: in King's Forge's lesson, the step "go to the docks by throwing away the
Caravan" lit every card's "Discard for the docks" as usable though only the marked one was
allowed. Now only the lesson's card is live; the others explain themselves when hovered."""

from __future__ import annotations

from test_tutorial_board import lift_curtain, open_lesson
from uihelp import play_by_places, run_timers, settle

from forgegames.games.kings_forge.actions import Discard, Visit


def test_only_the_lessons_card_offers_its_discard(app):
    scene = open_lesson(app, "kings-forge")
    board, run = scene.board, scene.teaching.lesson
    for _ in range(400):
        lift_curtain(app)
        settle(app, scene)
        history = len(scene.session.history)
        assert not run.finished(history), "the lesson never sent the student to the docks"
        if not scene.my_turn():
            run_timers(app, steps=2, dt=20)
            continue
        if run.expected(history) == Visit():
            break
        play_by_places(app, scene, run.expected(history))
    then = scene.teaching.lesson_then()
    assert isinstance(then, Discard)
    app.draw()
    live = {t.key for t in board.all_targets() if t.key.startswith("discard:") and t.live}
    assert live == {f"discard:{then.card}"}
    others = [t.key for t in board.gather.unavailable_places() if t.key.startswith("discard:")]
    assert len(others) >= 2  # every other face-up card's button is shown as not usable
    for key in others:
        assert board.gather.unavailable_reason(key).startswith("Not that one"), key
    play_by_places(app, scene, Visit())  # the marked button makes both moves
    settle(app, scene)
    assert scene.session.history[-1].action == then
