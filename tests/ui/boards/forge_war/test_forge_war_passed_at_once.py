"""Why the turn passed at once (playtest item 10): the first wealth choice waits for End turn,
the last one reveals every choice, cannot be taken back and hands over at once, and a message
says so in a player's words."""

from __future__ import annotations

from test_forge_war_board import hand_over_by_keys, lift_curtain, play_by_clicks, start

from forgegames.games.forge_war.actions import KeepWealth
from forgegames.ui.boards.forge_war import ForgeWarBoard


def keep_two(app, scene) -> None:
    action = next(a for a in scene.session.legal_actions() if isinstance(a, KeepWealth))
    play_by_clicks(app, scene, action)


def test_the_last_wealth_choice_says_why_the_turn_passed_at_once(app):
    scene = start(app, seed=2, players=2)
    board: ForgeWarBoard = scene.board
    first = scene.session.active
    keep_two(app, scene)
    assert scene.handover == first  # the first choice waits for End turn: no message
    assert scene.toast is None or "at once" not in scene.toast.text
    hand_over_by_keys(app, scene)
    last = scene.session.active
    assert last != first
    keep_two(app, scene)
    assert scene.handover is None and scene.session.state.phase == "place"
    assert scene.toast is not None and not scene.toast.error
    assert f"{scene.seat_name(last)}'s choice cannot be taken back" in scene.toast.text
    assert "wealth cards are shown" in scene.toast.text
    assert board.acting() == scene.session.active  # the prompt is the next seat's
    lift_curtain(app)  # the next person reads it once the curtain is lifted
    app.draw()
    assert scene.toast is not None and "wealth cards are shown" in scene.toast.text
