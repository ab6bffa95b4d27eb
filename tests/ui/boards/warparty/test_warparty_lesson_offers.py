"""Playtest 7's crash: in Warparty's lesson, a purchase the rules allow but the step does not
ask for was drawn as buyable, and clicking it crashed the program (it had no place to go). Now
every offer the step leaves out is shown disabled, and a click on it repeats what the step
asks for. Played headless from the launcher with real clicks."""

from __future__ import annotations

from test_warparty_lesson_battle import play_until
from uihelp import click

from forgegames.games.warparty.actions import Buy


def test_an_offer_the_lessons_step_leaves_out_is_disabled_and_says_what_the_step_wants(app):
    from test_tutorial_board import open_lesson

    scene = open_lesson(app, "warparty")
    board, run, history = scene.board, scene.teaching.lesson, scene.session.history
    buy_step = next(
        i
        for i, a in enumerate(run.actions)
        if isinstance(a, Buy) and run.actors[i] == run.tutorial.person
    )
    play_until(app, scene, lambda: run.sync(len(history)) == buy_step)
    app.draw()
    taught = run.expected(len(history))
    left_out = [
        (rect, offer)
        for rect, offer in board.economy.offer_rows()
        if offer.key[1] == "unit" and offer.key[2] != getattr(taught, "unit", None)
    ]
    assert left_out, "the step's buy list offers only the taught unit"
    assert all(not offer.enabled for _, offer in left_out)
    before = len(history)
    click(app, left_out[0][0].center)
    assert len(history) == before and app.stack.top is scene
    assert scene.toast is not None and scene.lesson_words() in scene.toast.text


def test_a_greyed_row_in_the_lesson_says_what_the_step_asks_for(app):
    """Playtest 22 item 9: the rows the step leaves out read only "Not available now."; they
    now say what the step asks for (a city while the step founds one), on the row and in its
    tooltip, and the click's refusal still repeats the step's nudge."""
    from test_tutorial_board import open_lesson

    from forgegames.games.warparty.actions import Found

    scene = open_lesson(app, "warparty")
    run, history = scene.teaching.lesson, scene.session.history
    found_step = next(
        i
        for i, a in enumerate(run.actions)
        if isinstance(a, Found) and run.actors[i] == run.tutorial.person
    )
    play_until(app, scene, lambda: run.sync(len(history)) == found_step)
    app.draw()
    units = [offer for _, offer in scene.board.economy.offer_rows() if offer.key[1] == "unit"]
    greyed = [offer for offer in units if not offer.enabled]
    asked = [o for o in greyed if o.why == "The lesson asks for a city first"]
    assert asked, [o.why for o in greyed]
    assert all(o.short == "the lesson asks for a city first" for o in asked)
    assert not any("Not available now" in (o.why + o.short) for o in units)
