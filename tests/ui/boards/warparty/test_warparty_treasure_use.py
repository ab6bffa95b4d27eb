"""Single-use treasure at the table (issue 37): a Champion holding Cullow's Lucky Charm uses
it from the battle's Use a treasure button, the dialog offering the engine's legal uses with
each card's text. Real events, headless."""

from __future__ import annotations

from uihelp import click_button, greedy_session, open_game, run_timers

from forgegames.core.title import SeatConfig
from forgegames.games.warparty.actions import UseTreasure
from forgegames.ui.overlays import ChoiceDialog

SEATS = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange"))


def test_a_champion_uses_cullows_charm_from_the_dialog(app) -> None:
    from forgegames.games.warparty.scenario_position import board_position, started

    session = greedy_session("warparty", SEATS, 3, 0)
    units = [
        ("humans", "warrior-hero", "crownvale", "", "", 0, (), ("cullows-lucky-charm",)),
        ("goblins", "warrior", "greenhollow"),
    ]
    owner = {"greenhollow": "goblins", "crownvale": "humans"}
    session.state = board_position(
        started(session.title, session.config), units, "good", owner=owner
    )
    for move in ("move 1 greenhollow", "end-move", "fight greenhollow"):
        session.apply(session.title.parse_action(move), resolve=False)
    scene = open_game(app, session)
    run_timers(app, steps=20, dt=100)
    click_button(app, scene.board.bar, "Use a treasure")
    dialog = app.stack.top
    assert isinstance(dialog, ChoiceDialog)
    assert any(line.startswith("• Cullow's Lucky Charm: Once,") for line in dialog.lines)
    offered = [b.label for b in dialog.group.buttons]
    charm = next(label for label in offered if "Cullow's Lucky Charm" in label)
    click_button(app, dialog.group, charm)
    assert session.history[-1].action == UseTreasure(1, "cullows-lucky-charm")
    assert session.state.unit(1).treasure == ()
    assert session.state.battle.fate == (1, 0)
    app.draw()
