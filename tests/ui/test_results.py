"""The results screen: how the game was decided, each person's record (counted once a game),
and Rematch, by clicks."""

from __future__ import annotations

import pygame
from test_ui_flow import start_race
from uihelp import click_button, run_timers

from forgegames.core import records
from forgegames.ui.game_scene import GameScene
from forgegames.ui.results import Results


def finish(app, game: GameScene) -> Results:
    """Play the race to its end by clicks (each person rolls, ends the turn, lifts the curtain)."""
    from uihelp import settle

    while not game.session.over:
        settle(app, game)
        if game.my_turn():
            click_button(app, game.board.group, "roll")
        settle(app, game)
        run_timers(app, steps=3)
    top = app.stack.top
    assert isinstance(top, Results)
    return top


def test_results_count_each_person_once_and_rematch_keeps_the_table(app, listed_race):
    game = start_race(app, listed_race)
    config, seed = game.session.config, game.session.seed
    results = finish(app, game)
    app.draw()
    names = [seat.name for seat in config.seats]
    winners = {game.seat_name(line.seat) for line in results.lines if line.winner}
    top_bar = game.top_bar.outcome_words()  # the top bar says who won
    assert " won" in top_bar and all(name in top_bar for name in winners)
    for name in names:
        assert records.record_of("dice-race", name) == records.Record(1, int(name in winners))
        assert any(row.startswith(f"{name}: ") for row in results.record_rows)
    # the same result shown again (Look at the board, then the results once more) counts once
    click_button(app, results.group, "Look at the board")
    app.push(Results(app, game))
    assert records.record_of("dice-race", names[0]).played == 1

    click_button(app, app.stack.top.group, "Rematch")
    again = app.stack.scenes[0]
    assert isinstance(again, GameScene) and again is not game
    assert again.session.config == config and again.session.seed != seed
    assert again.session.autosave != game.session.autosave
    assert len(app.stack.scenes) <= 2  # the new game (and its curtain), nothing of the old one
    results = finish(app, again)
    assert records.record_of("dice-race", names[0]).played == 2


def test_a_broken_records_file_is_reported_and_left_alone(app, listed_race):
    game = start_race(app, listed_race)
    path = records.records_path()
    path.write_text("{not json")
    results = finish(app, game)
    assert any("unavailable" in row for row in results.record_rows)
    assert path.read_text() == "{not json"
    app.draw()  # the screen still shows
    assert pygame.display.get_surface() is not None


def test_two_winners_are_listed_with_the_language_s_and(app, monkeypatch):
    """A team's win (Spanish review 5): the names joined by the list's 'and', the verb plural
    ('Han ganado Ana y Carmen', '¡Han ganado Ana y Carmen!'), never 'Ana & Carmen'; the title and
    the top bar in one tense (Spanish review 6), Spain's perfect for a game just over, never the
    preterite 'Ganó' (issue 39)."""
    from test_box_report import kings_forge

    from forgegames.core import i18n
    from forgegames.core.title import ScoreLine

    game = kings_forge(app, 3)
    lines = [ScoreLine(0, 9, winner=True), ScoreLine(2, 9, winner=True), ScoreLine(1, 4)]
    monkeypatch.setattr(type(game.title), "score_breakdown", lambda self, state: lines)
    monkeypatch.setattr(type(game.title), "result_heading", lambda self, state: None)
    monkeypatch.setattr(
        type(game), "seat_name", lambda self, seat: ("Ana", "Bruno", "Carmen")[seat]
    )
    results = Results(app, game)
    try:
        assert (game.top_bar.outcome_words(), results.title_words()) == (
            "Ana and Carmen won together",
            "Ana and Carmen win!",
        )
        i18n.set_language("es")
        game.top_bar._outcome = None  # worked out again
        assert (game.top_bar.outcome_words(), results.title_words()) == (
            "Han ganado Ana y Carmen",
            "¡Han ganado Ana y Carmen!",
        )
        lines[1] = ScoreLine(2, 8)  # one winner: the singular
        game.top_bar._outcome = None  # worked out again
        assert (game.top_bar.outcome_words(), results.title_words()) == (
            "Ha ganado Ana",
            "¡Ha ganado Ana!",
        )
        lines[0] = ScoreLine(0, 9)  # nobody: the same tense
        game.top_bar._outcome = None  # worked out again
        assert game.top_bar.outcome_words() == "Nadie ha ganado"
    finally:
        i18n.set_language(None)
