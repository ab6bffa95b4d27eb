"""Warparty's End movement asks first on every turn while units could still move (playtest 13:
only on turn 1), and "don't ask me this again" silences it for that seat only: the other
seat is still asked. Driven by real clicks on the board's bar, the dialog and the curtain."""

from __future__ import annotations

from test_warparty_board import first_turn
from uihelp import click, click_button, open_game

from forgegames.games.warparty.actions import EndMove
from forgegames.ui.hotseat import ConfirmLoss
from forgegames.ui.overlays import Curtain


def two_people(app):
    return open_game(app, first_turn())


def end_movement(app, scene) -> ConfirmLoss | None:
    """Click End movement; the dialog it opened, if any."""
    assert scene.session.state.phase == "move"
    click_button(app, scene.board.bar, "End movement")
    app.draw()
    top = app.stack.top
    return top if isinstance(top, ConfirmLoss) else None


def to_the_next_team(app, scene) -> None:
    """End combat, buying and the turn (confirming what they lose), and lift the curtain."""
    click_button(app, scene.board.bar, "End combat")
    app.draw()
    for _ in range(6):
        top = app.stack.top
        if isinstance(top, ConfirmLoss):
            click_button(app, top.group, "Do it")
        elif isinstance(top, Curtain):
            click(app, (app.size[0] // 2, app.size[1] // 2))
        elif scene.handover is not None:
            click_button(app, scene.top, "End turn")
        elif scene.session.state.phase != "move":
            click_button(app, scene.board.bar, "End buying")
        else:
            break
        app.draw()
    assert scene.session.state.phase == "move" and app.stack.top is scene


def test_asked_every_turn_and_silenced_for_one_seat_only(app):
    scene = two_people(app)
    ann = scene.session.active
    dialog = end_movement(app, scene)
    assert dialog is not None, "no unit has moved yet: asked"
    assert any("they stay where they are, unharmed" in line for line in dialog.lines)
    click_button(app, dialog.group, "Do it, and don't ask me this again")
    assert scene.session.history[-1].action == EndMove()

    to_the_next_team(app, scene)
    assert scene.session.active != ann
    dialog = end_movement(app, scene)
    assert dialog is not None, "Bo never said not to ask: Bo is asked"
    click_button(app, dialog.group, "Do it")
    assert scene.session.history[-1].action == EndMove()

    to_the_next_team(app, scene)
    assert scene.session.active == ann and scene.session.state.turn == 2
    assert end_movement(app, scene) is None, "Ann said not to ask again"
    assert scene.session.history[-1].action == EndMove()
