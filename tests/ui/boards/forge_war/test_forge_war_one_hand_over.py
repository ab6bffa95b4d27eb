"""Issue 39 (fw36): Forge War's hand-over differed by step and a newcomer could not tell when
the turn would leave them. The one rule now: placing an overseer hands over by itself (the
prompt says so before the click); every other step waits for End turn (the prompt says so
after the move). However the turn leaves a person, the same notice says to whom, in the same
place: after a placement that passed by itself and after End turn following a mine move."""

from __future__ import annotations

from collections import Counter

from test_forge_war_placement_flow import at_placement, click_placement
from uihelp import click, click_button, next_place, run_timers

from forgegames.games.forge_war.actions import MoveOverseer
from forgegames.ui.overlays import Curtain


def click_move(app, scene, action) -> None:
    """Make ``action`` by clicking the places the board shows for it, and nothing else (no
    End turn: ``uihelp.play_by_places`` settles the turn)."""
    session, clicked = scene.session, Counter()
    before = len(session.history)
    for _ in range(6):
        if any(e.action == action for e in session.history[before:]):
            return
        app.draw()
        place = next_place(scene.board.hint_places(action), clicked)
        assert place is not None, action
        click(app, place.center)
    raise AssertionError(f"{action} not made by its places")


def notice(scene) -> str:
    toast = scene.toast
    assert toast is not None and not toast.error, toast
    return toast.text


def test_a_placement_and_a_mine_move_hand_over_with_the_same_notice(app):
    scene = at_placement(app)
    session, board = scene.session, scene.board
    app.draw()
    assert "passes on by itself" in board.prompts.prompt(board.view)
    placed = []
    while session.state.phase == "place":
        mover = session.active
        click_placement(app, scene)
        if session.state.phase == "place":
            nxt = session.active
            assert nxt != mover and scene.handover is None
            placed.append((notice(scene), f"Turn passed to {scene.seat_name(nxt)}."))
    assert placed and all(shown == wanted for shown, wanted in placed), placed
    assert session.state.phase == "mine"
    for _ in range(80):  # the last placement's notice is read and goes
        run_timers(app, steps=1, dt=100)
        app.draw()
    assert scene.toast is None or "Turn passed" not in scene.toast.text
    mover = session.active
    move = next(a for a in session.legal_actions() if isinstance(a, MoveOverseer))
    click_move(app, scene, move)
    assert scene.handover == mover, "a mine move waits for End turn"
    app.draw()
    assert "End turn" in board.prompts.prompt(board.view)
    nxt = session.active
    assert nxt != mover
    assert scene.toast is None or "Turn passed" not in scene.toast.text  # not yet
    click_button(app, scene.top, "End turn")
    assert not isinstance(app.stack.top, Curtain)
    assert scene.handover is None
    assert notice(scene) == f"Turn passed to {scene.seat_name(nxt)}."
    # one notice for both ways: the placement's words for the same seat are these
    same = [shown for shown, _ in placed if shown.endswith(f" {scene.seat_name(nxt)}.")]
    assert same and same[0] == notice(scene), same
