"""A message that says Undo takes a move back ("... Ctrl+Z takes it back.") goes the moment
Undo no longer can: playtest 22 item 2 saw Alice's "Pass in the mine lost this round's
overseer move. Ctrl+Z takes it back." on Bruno's screen after End turn, with Undo greyed.
Real clicks and keys on Forge War and Warparty boards."""

from __future__ import annotations

from test_confirms import SEATS, click_move, position
from test_warparty_board import first_turn
from test_warparty_end_move_confirm import end_movement
from uihelp import click, click_button, open_game

from forgegames.core.session import Session
from forgegames.core.title import SeatConfig
from forgegames.games.forge_war.mine_actions import PassMove
from forgegames.ui.overlays import Curtain


def says_undo(scene) -> bool:
    return scene.toast is not None and "Ctrl+Z" in scene.toast.text


def undo_button(scene):
    return next(b for b in scene.top.buttons if b.label == "Undo")


def forge_war_pass(seats) -> tuple[Session, PassMove]:
    """A Forge War game of ``seats`` where the active seat, a person, may pass in the mine and
    lose its overseer move by it."""
    return position("forge-war", PassMove, seats=seats)


def test_forge_wars_pass_message_goes_at_end_turn_and_never_reaches_the_next_person(app):
    session, action = forge_war_pass(SEATS)
    scene = open_game(app, session)
    mover = session.active
    click_move(app, scene, action)
    assert scene.handover == mover and says_undo(scene), "told, with the Undo key"
    assert undo_button(scene).enabled, "and Undo can take it back"
    click_button(app, scene.top, "End turn")
    assert not says_undo(scene), "gone with End turn, before the next frame is drawn"
    assert scene.toast is None or scene.toast.text.startswith("Turn passed to")  # fw36's notice
    assert not undo_button(scene).enabled
    for _ in range(3):  # the curtain, then the next person's board
        app.draw()
        assert not says_undo(scene)
        if isinstance(app.stack.top, Curtain):
            click(app, (app.size[0] // 2, app.size[1] // 2))
    assert app.stack.top is scene and session.active != mover and not says_undo(scene)


def test_forge_wars_pass_message_goes_before_the_computer_moves(app):
    seats = (SEATS[0], SeatConfig("Bruno", "orange", "greedy"))
    session, action = forge_war_pass(seats)
    scene = open_game(app, session)
    mover, had = session.active, len(session.history)
    click_move(app, scene, action)
    assert says_undo(scene) and scene.handover == mover
    click_button(app, scene.top, "End turn")
    assert not says_undo(scene), "Undo cannot take it back once the computer may move"
    for _ in range(20):
        app.tick(50)
        app.draw()
        assert not says_undo(scene)
    assert any(e.actor != mover for e in session.history[had + 1 :]), "the computer moved"


def test_a_move_taken_back_and_made_again_is_still_told_while_undo_can(app):
    """The rule does not hide a true message: after Ctrl+Z and the move again, it is told
    again, and stays while the turn is held for End turn."""
    session, action = forge_war_pass(SEATS)
    scene = open_game(app, session)
    click_move(app, scene, action)
    click_button(app, scene.top, "Undo")
    assert not says_undo(scene)
    click_move(app, scene, action)
    app.tick(200)
    app.draw()
    assert says_undo(scene) and undo_button(scene).enabled


def test_warpartys_end_movement_message_never_reaches_the_other_team(app):
    """Warparty's End movement, told with Ctrl+Z; the turn goes on through combat and buying
    to End turn: the message is gone, and the other team never sees it."""
    scene = open_game(app, first_turn())
    ann = scene.session.active
    assert end_movement(app, scene) is None, "played at once, told"
    assert says_undo(scene) and undo_button(scene).enabled
    click_button(app, scene.board.bar, "End combat")
    app.draw()
    click_button(app, scene.board.bar, "End buying")
    app.draw()
    assert scene.handover == ann
    click_button(app, scene.top, "End turn")
    assert not says_undo(scene)
    for _ in range(3):
        app.draw()
        assert not says_undo(scene)
        if isinstance(app.stack.top, Curtain):
            click(app, (app.size[0] // 2, app.size[1] // 2))
    assert scene.session.active != ann and not says_undo(scene)
