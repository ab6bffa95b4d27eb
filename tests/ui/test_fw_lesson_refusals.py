"""Playtest 30: in Forge War's lesson, step 1 picked the Axe Patent the lesson did not ask
for, while step 2 refused a wrong hex with "Not that one…". At every step of the person, a
click on a place the lesson does not mark picks nothing and makes no move, and any refusal it
shows is the lesson's nudge, which names the move the step asks for. Real clicks, headless."""

from __future__ import annotations

import pygame
from test_tutorial_board import lift_curtain, open_lesson
from uihelp import click, play_by_places, run_timers, settle

from forgegames.core.i18n import speaking, tr


def unmarked(scene) -> list:
    """The board's places no mark of the taught move covers (nor reaches into)."""
    marks = scene.board.hint_places(scene.teaching.taught())
    return [t for t in scene.board.all_targets() if not any(t.rect.colliderect(m) for m in marks)]


def test_every_step_refuses_what_it_does_not_ask_for_and_names_what_it_asks(app):
    scene = open_lesson(app, "forge-war")
    board, run, history = scene.board, scene.teaching.lesson, scene.session.history
    tried = refused = steps = 0
    for _ in range(400):
        lift_curtain(app)
        settle(app, scene)
        if run.finished(len(history)):
            break
        if not scene.my_turn() or scene.teaching.taught() is None:
            run_timers(app, steps=2, dt=20)
            continue
        steps += 1
        taught = scene.teaching.taught()
        app.draw()
        for target in unmarked(scene):
            before = len(history)
            scene.toast = None
            click(app, target.rect.center)
            app.draw()
            if len(history) != before:  # another way to the same move ("Arm as suggested")
                assert history[before].action == taught, (taught, target.key)
                break
            assert not board.choosing(), (taught, target.key, board.picks, board.selected)
            tried += 1
            if scene.toast is not None and scene.toast.error:
                refused += 1
                text = scene.toast.text
                assert text.startswith("Not that one"), (target.key, text)
                assert scene.describe(taught) in text, (target.key, text)
            while app.stack.top is not scene:  # a dialog the click opened (a card's look)
                app.pop()
        scene.toast = None
        if run.expected(len(history)) == taught:
            play_by_places(app, scene, taught)
    assert run.finished(len(history)) and steps >= 8
    assert tried > 40 and refused > 10


def test_step_one_refuses_a_wealth_card_it_does_not_ask_for(app):
    """The playtest's click: the Axe Patent at step 1 is refused by the lesson's nudge, in
    the language of the game, and not picked."""
    scene = open_lesson(app, "forge-war")
    board = scene.board
    app.draw()
    axe = board.rects["wealth:axe-patent"]
    click(app, axe.center)
    assert board.picks == [] and scene.toast is not None and scene.toast.error
    move = scene.describe(scene.teaching.taught())
    assert scene.toast.text == tr(
        "Not that one: the lesson asks for “{move}” now (marked in magenta).", move=move
    )
    assert "Ore Cart + Spear Patent" in scene.toast.text
    with speaking("es"):
        assert scene.teaching.lesson_words().startswith("Esa no: ahora la lección pide")
    click(app, board.rects["wealth:ore-cart"].center)  # the asked card is still picked
    assert board.picks == ["ore-cart"]
    pygame.display.quit()
