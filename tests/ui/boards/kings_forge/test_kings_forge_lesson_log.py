"""Playtest 19, item 8: the lesson's log ran ahead of the board. While the note about Bruno's
claim of the South Mine was read (the mine shown in its place with his dice on its boxes), the
log already said "The Cemetery is turned face up". A card turned up after a computer's step
is logged when the step ends and the board shows it: after Next in the lesson, after the
computer's pace in a game. Played from the launcher by clicks."""

from __future__ import annotations

from test_kings_forge_lesson_claimed import to_bruno_claim
from uihelp import click, run_timers

from forgegames.games.kings_forge.actions import Claim, Draw


def log_lines(scene) -> list[str]:
    return [line for line, _colour, _tag in scene.log.entries]


def test_the_card_turned_up_is_logged_when_the_board_shows_it(app):
    scene = to_bruno_claim(app)
    history = scene.session.history
    assert history[-2].action == Claim("south-mine", "top")
    assert history[-1].action == Draw("cemetery")  # turned up by the same move
    run_timers(app, steps=60, dt=50)  # three seconds of reading
    (turned,) = [e.text for e in history[-1].events]
    assert "Cemetery" in turned
    claimed = [e.text for e in history[-2].events]
    assert claimed and all(line in log_lines(scene) for line in claimed)
    assert turned not in log_lines(scene), "the log runs ahead of the board"
    app.draw()
    click(app, scene.log_column.notes_drawn.button.center)  # Next
    run_timers(app, steps=4, dt=50)
    lines = log_lines(scene)
    assert turned in lines
    assert lines.index(turned) > max(lines.index(line) for line in claimed)
    assert lines.count(turned) == 1


def test_in_a_game_the_card_turned_up_is_logged_after_the_computers_step(recording):
    """At the computers' pace, Alice passing: while a computer's claim is shown (the card
    it took in its place), the card turned up after it is not in the log yet; it is once
    the step is over, after the claim's lines and once."""
    from test_kings_forge_step_labels import computer_steps

    waiting: dict[str, int] = {}  # a card turned up: the moves made when its step was shown
    logged: list[str] = []
    for scene, _items in computer_steps((1280, 720), 2):
        lines = log_lines(scene)
        history = scene.session.history
        for turned, made in list(waiting.items()):
            if len(history) > made or not scene.computer.shown:  # the step is over
                assert lines.count(turned) == 1, turned
                del waiting[turned]
                logged.append(turned)
        if isinstance(history[-1].action, Draw) and isinstance(history[-2].action, Claim):
            (turned,) = [e.text for e in history[-1].events]
            if all(not a.done for a in scene.computer.shown):
                assert turned not in lines, "the log runs ahead of the board"
                claimed = [e.text for e in history[-2].events]
                assert all(line in lines for line in claimed)
                waiting.setdefault(turned, len(history))
    assert len(logged) >= 2, logged  # the computers' claims of round 1
