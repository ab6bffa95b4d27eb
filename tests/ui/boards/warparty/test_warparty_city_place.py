"""Warparty's City offer asks where (playtest 3, item 10: buying a City founded it in
Crossroads without asking): the places it may go light up on the map and the click on one
founds it there (asked twice, a lone place founds it; right click stops), and a click
elsewhere is refused."""

from __future__ import annotations

import dataclasses

from test_warparty_board import _scene
from test_warparty_playtest4 import _free_point
from uihelp import click, click_button, settle

from forgegames.games.warparty.actions import Found
from forgegames.ui.boards.warparty.words import KEYS_HINT


def _holdings(app, split: bool = True, treasury: int = 40):
    """The Humans, rich, hold Queensfield (and Crownvale when ``split``) with troops in it,
    buying."""
    scene = _scene(app, goblins_at="sentinel-hills")
    state = scene.session.state
    purses = tuple(
        (army, dataclasses.replace(purse, treasury=treasury) if army == "humans" else purse)
        for army, purse in state.armies
    )
    scene.session.state = dataclasses.replace(state, armies=purses)
    board = scene.board
    board.refresh()
    stack = ("kingsreach", "humans")
    if split:
        for _ in range(6):  # picked, then again for one fewer each time: 4 of 9
            click(app, board.canvas.stack_rects(scene.session.state)[stack].center)
        click(app, _free_point(board, "crownvale"))
        app.draw()
    click(app, board.canvas.stack_rects(scene.session.state)[stack].center)
    click(app, _free_point(board, "queensfield"))
    for label in ("End movement", "End combat"):
        app.draw()
        click_button(app, board.bar, label)
        settle(app, scene)
    assert scene.session.state.phase == "collect"
    return scene


def _city_row(app, board):
    """The City offer's row, the list scrolled to it as a person would: drawn first, so the
    panel holds the collect phase's offers (the last frame was the combat's empty list), and
    the row may lie past the first page (9 rows fit at the test's size)."""
    app.draw()
    index = next(i for i, w in enumerate(board.shown_wares()) if w.kind == "city")
    board.economy.scroll(index - board.economy.first)
    board.scene.invalidate()
    app.draw()
    return board.economy.rects()[f"offer:{index}"]


def test_a_city_is_founded_where_the_click_says(app) -> None:
    scene = _holdings(app)
    board = scene.board
    before = len(scene.session.history)
    click(app, _city_row(app, board).center)
    assert not any(isinstance(e.action, Found) for e in scene.session.history[before:])
    assert set(board.highlights(scene.session.state)) == {"crownvale", "queensfield"}
    hint = board.hint(scene.session.state).removesuffix(" " + KEYS_HINT)
    assert hint == "Click a lit territory to found the city there (right click: stop)."
    click(app, _free_point(board, "sentinel-hills"))  # not lit: refused, nothing bought
    assert scene.session.state.city("sentinel-hills") is None and board.placing is not None
    app.draw()
    click(app, _free_point(board, "queensfield"))
    state = scene.session.state
    assert state.city("queensfield") is not None and state.city("crownvale") is None
    assert board.placing is None


def test_a_lone_place_is_asked_too_and_the_offer_again_lets_it_go(app) -> None:
    """Playtest 34: always pick, then place, even in a lone place; the row again cancels."""
    scene = _holdings(app, split=False)
    board = scene.board
    ware = next(w for w in board.wares if w.kind == "city" and w.army == "humans")
    assert ware.places == ("queensfield",)
    row = _city_row(app, board)
    before = len(scene.session.history)
    click(app, row.center)
    assert board.placing == ware and set(board.highlights(scene.session.state)) == {"queensfield"}
    assert len(scene.session.history) == before  # not founded unasked
    app.draw()
    click(app, row.center)  # the offer again: the pick is let go, nothing founded
    assert scene.session.state.city("queensfield") is None
    assert board.placing is None and len(scene.session.history) == before
    click(app, _city_row(app, board).center)
    app.draw()
    click(app, _free_point(board, "queensfield"))  # its lone place: founded there
    assert scene.session.state.city("queensfield") is not None
    assert board.placing is None
