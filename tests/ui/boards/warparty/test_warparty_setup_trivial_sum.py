"""Set-up done asks "are you sure?" only when the crowns it gives up could still buy a unit,
and then names what they could buy (issue #39: it asked about a single crown, when the cheapest
unit cost five). Headless, with real clicks."""

from __future__ import annotations

import dataclasses

from test_warparty_playtest15 import _cities_founded
from uihelp import click

from forgegames.games.warparty.actions import Ready
from forgegames.ui.hotseat import ConfirmLoss


def _with_treasuries(scene, spare: dict[str, int]) -> int:
    """Each army of ``spare`` left with that many crowns above those it may keep (the others
    with none above); the crowns kept."""
    board, session = scene.board, scene.session
    keep = board.world.content.quickplay.crowns_kept
    armies = tuple(
        (army, dataclasses.replace(purse, treasury=keep + spare.get(army, 0)))
        for army, purse in session.state.armies
    )
    session.state = dataclasses.replace(session.state, armies=armies)
    board.refresh()
    scene.app.draw()
    return keep


def _cheapest_unit(board, army: str) -> int:
    return min(w.price for w in board.wares if w.army == army and w.kind == "unit" and not w.why)


def _press_ready(app, board) -> None:
    ready = next(b for b in board.bar.buttons if b.label == "Set-up done")
    click(app, ready.rect.center)


def test_a_crown_too_few_for_any_unit_is_not_asked_about(app) -> None:
    scene = _cities_founded(app)
    board, session = scene.board, scene.session
    assert _cheapest_unit(board, "humans") > 1 and _cheapest_unit(board, "dwarves") > 1
    _with_treasuries(scene, {"humans": 1, "dwarves": 1})
    _press_ready(app, board)
    assert not isinstance(app.stack.top, ConfirmLoss), "no question for a crown"
    assert isinstance(session.history[-1].action, Ready)


def test_crowns_enough_for_a_unit_are_asked_about_and_name_what_they_buy(app) -> None:
    scene = _cities_founded(app)
    board, session = scene.board, scene.session
    cheapest = _cheapest_unit(board, "dwarves")  # (while it holds 30 crowns)
    _with_treasuries(scene, {"humans": 1, "dwarves": cheapest})
    made = len(session.history)
    _press_ready(app, board)
    assert isinstance(app.stack.top, ConfirmLoss), "asked first"
    assert len(session.history) == made
    words = board.losses(Ready())
    buys = [
        w.name
        for w in board.wares
        if w.army == "dwarves" and w.kind == "unit" and not w.why and w.price <= cheapest
    ]
    assert buys
    assert any(
        line.startswith("what the Dwarves could still buy with them (") and buys[0] in line
        for line in words
    ), words
    assert not any("Humans could still buy" in line for line in words), words  # 1 crown: none
    shown = " ".join(app.stack.top.lines)  # the question itself names them
    assert "what the Dwarves could still buy with them (" in shown and buys[0] in shown, shown
