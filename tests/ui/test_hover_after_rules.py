"""Closing the rules leaves no stale tooltip (playtest 6, finding 5): after Y opened the rules
from a tooltip (a refusal's "Not now", a place that names a rule), the board comes back without
the tooltip of where the mouse rested, though the mouse has not moved. Real events."""

from __future__ import annotations

import pygame
from test_rules_browser import browser, forge_war_at, start
from uihelp import post, press

from forgegames.ui import rules_browser


def hover(app, pos) -> None:
    post(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def tooltips(board, monkeypatch) -> list[str]:
    """The texts of the tooltips the board draws from now on."""
    drawn: list[str] = []
    real = board.draw_tooltip
    monkeypatch.setattr(board, "draw_tooltip", lambda s, text: drawn.append(text) or real(s, text))
    return drawn


def y_then_close(app, scene, section: str) -> None:
    press(app, rules_browser.WHY_KEY)
    assert browser(app).section == section
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is scene


def test_kings_forge_place_tooltip_is_gone_after_the_rules(app, monkeypatch):
    scene = start(app)
    board = scene.board
    drawn = tooltips(board, monkeypatch)
    place = next(t for t in board.all_targets() if t.key.startswith("gather:"))
    hover(app, place.rect.center)
    app.draw()
    assert drawn and drawn[-1].endswith("Y opens the rules: Gather")
    y_then_close(app, scene, "gather")
    drawn.clear()
    app.draw()  # the mouse has not moved
    assert drawn == [] and board.tip_rule is None
    hover(app, place.rect.center)  # moved back: the tooltip is worked out again
    app.draw()
    assert drawn and board.tip_rule == "gather"


def test_forge_war_refusal_tooltip_is_gone_after_the_rules(app, monkeypatch):
    scene = forge_war_at(app, "market")
    board = scene.board
    app.draw()
    ruled = [k for k in board.greyed if board.greyed_tip(k).count("\n")]
    assert ruled, "a greyed market place whose refusal names a rule"
    drawn = tooltips(board, monkeypatch)
    hover(app, board.rects[ruled[0]].center)
    app.draw()
    assert drawn and drawn[-1].startswith("Not now:"), drawn
    rule = board.tip_rule
    assert rule is not None
    y_then_close(app, scene, rule)
    drawn.clear()
    app.draw()
    assert drawn == [] and board.tip_rule is None, drawn
