"""Warparty's lesson battle, round by round (issue #41): the strike-back is a step of its own
whose words are read with the battle panel still open on it, and the battle's summary (winner,
losses, survivors) stays on the panel until the student closes it. Played headless from the
launcher with real clicks."""

from __future__ import annotations

from test_tutorial_board import lift_curtain, open_lesson
from uihelp import click, play_by_places, run_timers, settle

from forgegames.games.warparty.actions import Target


def strike_back_step(run) -> int:
    """The lesson's step where the fallen Goblin Warrior strikes back (Bruno's move)."""
    return next(
        i
        for i, action in enumerate(run.actions)
        if isinstance(action, Target) and run.actors[i] != run.tutorial.person
    )


def play_until(app, scene, done) -> None:
    """Play the lesson by clicking the taught places (pressing Next where it waits) until
    ``done()``."""
    run, history = scene.teaching.lesson, scene.session.history
    for _ in range(400):
        if done():
            return
        lift_curtain(app)
        if scene.lesson_holds() or scene.handover is not None:
            settle(app, scene)
        elif scene.my_turn():
            play_by_places(app, scene, run.expected(len(history)))
        else:
            run_timers(app, steps=2, dt=50)
    raise AssertionError("the lesson never got there")


def test_the_lesson_shows_the_strike_back_on_the_panel_then_the_summary_until_closed(app):
    scene = open_lesson(app, "warparty")
    board, run, history = scene.board, scene.teaching.lesson, scene.session.history
    strike = strike_back_step(run)

    # the Berserker's second attack kills the Goblin Warrior: the battle waits for its strike
    play_until(app, scene, lambda: run.sync(len(history)) == strike)
    assert scene.session.state.battle is not None
    app.draw()
    assert "strikes back" in scene.side_notes()[0].paragraphs[0]

    # Bruno strikes back, which ends the battle: the lesson holds on the strike-back's words
    # while the panel still shows the battle, its last dice the strike-back's
    play_until(app, scene, lambda: run.sync(len(history)) > strike)
    assert scene.lesson_holds() and scene.session.state.battle is None
    app.draw()
    note = scene.side_notes()[0]
    assert note.paragraphs == (run.say(strike),) and note.button.startswith("Next")
    ended = board.ended
    assert ended is not None and board.panel_battle() is ended.battle
    panel = board.battle_panel
    assert "button:close" in panel.rects()
    assert [die.value for die in ended.dice] == [5]  # the scripted strike-back, a miss
    assert "struck back" in " ".join(ended.rolls)
    lines = [text for _, text in panel.info_lines(ended.battle, ended.names)]
    assert lines == [
        "Dwarves win the battle",
        "Dwarves: 0 units lost, 1 still standing",
        "Goblins: 1 unit lost, 0 still standing",
    ]

    # Next: the summary stays on the panel (the lesson's words now point at it)
    click(app, scene.log_column.notes_drawn.button.center)
    assert not scene.lesson_holds()
    run_timers(app, steps=50, dt=100)
    app.draw()
    assert board.ended is ended and "summary" in scene.side_notes()[0].paragraphs[0]
    assert board.hint(board.state).startswith("The battle is over: press Back to the map")

    # Close puts it away: the map and the side panel are back, and the lesson goes on
    click(app, panel.rects()["button:close"].center)
    assert board.ended is None and board.panel_battle() is None
    app.draw()
    assert "button:close" not in panel.rects() or board.panel_battle() is None
    before = len(history)
    play_by_places(app, scene, run.expected(len(history)))  # End combat
    assert len(history) > before and scene.session.state.owner_of("middlemarch") == "dwarves"


def test_the_next_move_puts_an_unclosed_summary_away(app):
    """A student who presses End combat without closing the summary sees the side panel
    again (the summary is of a battle that is over)."""
    scene = open_lesson(app, "warparty")
    board, run, history = scene.board, scene.teaching.lesson, scene.session.history
    strike = strike_back_step(run)
    play_until(app, scene, lambda: run.sync(len(history)) > strike and not scene.lesson_holds())
    assert board.ended is not None
    play_by_places(app, scene, run.expected(len(history)))  # End combat, summary still up
    assert board.ended is None and board.panel_battle() is None
