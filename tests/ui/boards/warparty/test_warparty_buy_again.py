"""Playtest 16, item 5: in Warparty's purchase list a second click on a row cancelled instead
of buying another. Now the row clicked again buys one (where the prompt says: the last place
one of its kind went this phase, else the first lit place), a lit place clicked buys one
there, right click stops placing, and the row's hover says that each click buys one more and
Undo takes the last one back. Real events at the set-up."""

from __future__ import annotations

import pygame
from test_warparty_keys import _shop_scene
from test_warparty_playtest4 import _free_point
from test_warparty_preview import hover, tooltips
from uihelp import click, post

from forgegames.games.warparty.actions import Buy
from forgegames.ui.boards.warparty.words import KEYS_HINT

WARRIOR = ("goblins", "unit", "warrior")


def _row(app, board) -> pygame.Rect:
    app.draw()
    return next(rect for rect, offer in board.economy.offer_rows() if offer.key == WARRIOR)


def _bought(scene, since: int) -> list[Buy]:
    return [e.action for e in scene.session.history[since:] if isinstance(e.action, Buy)]


def _prompt(board, scene) -> str:
    return board.hint(scene.session.state).removesuffix(" " + KEYS_HINT)


def test_the_row_again_buys_another_where_the_prompt_says(app) -> None:
    scene = _shop_scene(app)
    board = scene.board
    start = len(scene.session.history)
    click(app, _row(app, board).center)  # placing starts: nothing bought yet
    assert board.placing is not None and board.placing.ident == "warrior"
    assert _bought(scene, start) == []
    places = board.placing.places
    first, other = places[0], places[-1]
    assert _prompt(board, scene) == (
        "Click a lit territory to place it, or the offer again for one in "
        f"{board.territory_names()[first]} (right click: stop)."
    )
    click(app, _row(app, board).center)  # the row again: one is bought, not cancelled
    assert _bought(scene, start) == [Buy("goblins", "warrior", first)]
    click(app, _row(app, board).center)
    app.draw()
    click(app, _free_point(board, other))  # a lit place: one there
    assert _bought(scene, start)[-1] == Buy("goblins", "warrior", other)
    click(app, _row(app, board).center)  # the offer again names the last place
    assert f"for one in {board.territory_names()[other]}" in _prompt(board, scene)
    click(app, _row(app, board).center)  # and buys one more there
    assert _bought(scene, start)[-1] == Buy("goblins", "warrior", other)
    assert len(_bought(scene, start)) == 3
    click(app, _row(app, board).center)
    app.draw()
    post(app, pygame.MOUSEBUTTONDOWN, pos=board.map_rect.center, button=3)
    post(app, pygame.MOUSEBUTTONUP, pos=board.map_rect.center, button=3)
    assert board.placing is None and len(_bought(scene, start)) == 3


def test_the_rows_hover_says_each_click_buys_one_more_and_undo_takes_it_back(
    app, monkeypatch
) -> None:
    scene = _shop_scene(app)
    board = scene.board
    hover(app, _row(app, board).center)
    shown = tooltips(app, monkeypatch)
    assert any(
        text.startswith("If you buy a Goblin Warrior: treasury 30 → 25 crowns")
        and text.endswith("Each click buys one more; Undo takes the last one back.")
        for text in shown
    ), shown
