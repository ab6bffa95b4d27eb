"""Issue #39 (wp38): after a battle, the panel's "Close" and the bar's "End combat" stood side
by side, both green, and a newcomer could not tell which to press. Under the summary, the
panel's one green button says what it does (Back to the map); the bar's moves are drawn
plain until it is pressed, then End combat is the green one. Real clicks and keys."""

from __future__ import annotations

import pygame
import pytest
from test_warparty_fight import _battle, _press, _run_until, summary_up
from uihelp import click_button, press

from forgegames.games.warparty.actions import EndCombat
from forgegames.ui.boards.warparty.battle_buttons import CLOSE


def _bar_style(board, label: str) -> str:
    return next(b.style for b in board.bar.buttons if b.label == label)


@pytest.mark.usefixtures("quick_odds")
@pytest.mark.parametrize("how", ["click", "enter"])
def test_one_green_way_out_of_a_battles_summary(app, how: str) -> None:
    scene = _battle(app, goblins=1)
    board = scene.board
    _press(app, board, "fight")
    _run_until(app, lambda: summary_up(board))
    assert EndCombat() in board.legal, "the combat phase may end now"
    app.draw()
    laid = board.battle_panel._buttons
    way_out = laid[CLOSE]
    assert way_out.label == "Back to the map" and way_out.style == "primary"
    assert way_out.enabled
    for slot, rect in board.battle_panel.slot_rects().items():  # the battle's moves: gone
        if slot != "fight":  # (the way out may reach into a slot beside it: its own pixels)
            points = [
                (x, y) for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
            ]
            colours = {
                tuple(app.surface.get_at(p)) for p in points if not way_out.rect.collidepoint(p)
            }
            assert len(colours) <= 1, f"nothing is drawn where {slot} was"
    greens = [b.label for b in board.bar.buttons if b.style == "primary"]
    assert greens == [], f"only the summary's button is green while it is up: {greens}"
    assert _bar_style(board, "End combat") == "normal"
    words = " ".join(board.prompt_lines(board.state)[1])
    assert "Back to the map" in words, words
    if how == "click":
        _press(app, board, CLOSE)
    else:
        press(app, pygame.K_RETURN)
    assert board.ended is None and scene.session.state.battle is None
    app.draw()
    assert _bar_style(board, "End combat") == "primary", "the next step is green again"
    click_button(app, board.bar, "End combat")
    assert isinstance(scene.session.history[-1].action, EndCombat) or app.stack.top is not scene
