"""An allied monster at the table (issue 37): the board draws it on the map and in a battle,
and the text report names it by its card. Real events, headless."""

from __future__ import annotations

from uihelp import greedy_session, open_game, run_timers

from forgegames.core.title import SeatConfig

SEATS = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange"))


def test_the_board_draws_an_allied_monster_in_a_battle(app) -> None:
    from forgegames.games.warparty.scenario_position import board_position, started

    session = greedy_session("warparty", SEATS, 3, 0)
    units = [("humans", "elf-champion", "crownvale"), ("goblins", "warrior", "greenhollow")]
    owner = {"greenhollow": "goblins", "crownvale": "humans"}
    session.state = board_position(
        started(session.title, session.config), units, "good", owner=owner
    )
    open_game(app, session)
    run_timers(app, steps=10, dt=100)
    app.draw()
    for move in ("move 1 greenhollow", "end-move", "fight greenhollow"):
        session.apply(session.title.parse_action(move), resolve=False)
    run_timers(app, steps=20, dt=100)
    app.draw()
    assert session.state.battle is not None
    report = session.title.describe_action(session.state, session.title.parse_action("target 1 2"))
    assert "Elf Champion" in report
