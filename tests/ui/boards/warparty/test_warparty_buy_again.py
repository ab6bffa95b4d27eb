"""Playtest 16, item 5, and playtest 21, item 1: in Warparty's purchase list a click on a unit's
row buys one at once (the first click too: six clicks gave three soldiers when the first only
picked the row) where the prompt says (the last place one of its kind went this phase, else
the first lit place), and the row stays picked: a lit place clicked buys one there, right
click stops placing, and the row's hover says that each click buys one and Undo takes the
last one back. Real events at the set-up."""

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


def _shown_here(board, scene, place: str) -> int:
    """The goblins' unit count the map draws in ``place`` (its counter's tag or chip)."""
    state = scene.session.state
    return sum(
        stack.count
        for stack in board.canvas.stacks(state)
        if (stack.place, stack.army) == (place, "goblins")
    )


def test_n_clicks_on_the_row_buy_n_units_while_crowns_last(app) -> None:
    scene = _shop_scene(app)
    board = scene.board
    start = len(scene.session.history)
    treasury = scene.session.state.army("goblins").treasury
    ware = next(w for w in board.wares if (w.army, w.kind, w.ident) == WARRIOR)
    place, before = ware.places[0], _shown_here(board, scene, ware.places[0])
    affordable = treasury // ware.price
    for n in range(1, affordable + 2):  # one click past the last crown
        click(app, _row(app, board).center)
        bought = min(n, affordable)
        assert _bought(scene, start) == [Buy("goblins", "warrior", place)] * bought
        assert _shown_here(board, scene, place) == before + bought
    assert scene.session.state.army("goblins").treasury == treasury - affordable * ware.price
    assert board.placing is None  # nothing more may be bought: the row is let go


def test_the_row_buys_where_the_prompt_says_and_a_lit_place_buys_there(app) -> None:
    scene = _shop_scene(app)
    board = scene.board
    start = len(scene.session.history)
    click(app, _row(app, board).center)  # the first click buys one, and picks the row
    assert board.placing is not None and board.placing.ident == "warrior"
    places = board.placing.places
    first, other = places[0], places[-1]
    assert _bought(scene, start) == [Buy("goblins", "warrior", first)]
    assert _prompt(board, scene) == (
        f"Click the offer again for one more in {board.territory_names()[first]}, "
        "or a lit territory for one there (right click: stop)."
    )
    app.draw()
    click(app, _free_point(board, other))  # a lit place: one there, the row still picked
    assert _bought(scene, start)[-1] == Buy("goblins", "warrior", other)
    assert board.placing is not None
    assert f"for one more in {board.territory_names()[other]}" in _prompt(board, scene)
    click(app, _row(app, board).center)  # the offer again buys one more there
    assert _bought(scene, start)[-1] == Buy("goblins", "warrior", other)
    assert len(_bought(scene, start)) == 3
    app.draw()
    post(app, pygame.MOUSEBUTTONDOWN, pos=board.map_rect.center, button=3)
    post(app, pygame.MOUSEBUTTONUP, pos=board.map_rect.center, button=3)
    assert board.placing is None and len(_bought(scene, start)) == 3


def test_the_rows_hover_says_each_click_buys_one_and_undo_takes_it_back(app, monkeypatch) -> None:
    scene = _shop_scene(app)
    board = scene.board
    hover(app, _row(app, board).center)
    shown = tooltips(app, monkeypatch)
    ware = next(w for w in board.wares if (w.army, w.kind, w.ident) == WARRIOR)
    there = board.territory_names()[ware.places[0]]
    assert any(
        text.startswith("If you buy a Goblin Warrior: treasury 30 → 25 crowns")
        and text.endswith(
            f"Each click buys one, in {there} (or click a lit territory for one there); "
            "Undo takes the last one back."
        )
        for text in shown
    ), shown


def test_with_one_armys_troops_placed_the_line_leads_to_the_other_army(app) -> None:
    """Playtest 32: with the Goblins' cities founded and their troops bought, the line said
    only "Click the offer again…", Set-up done stayed greyed, and only its tooltip named the
    Undead, whose cities were still owed. The line now leads there too."""
    from forgegames.games.warparty.actions import Found

    scene = _shop_scene(app)
    board, session = scene.board, scene.session
    for _ in range(2):  # the Goblins' two starting cities, the Undead's still owed
        found = next(a for a in session.legal_actions() if isinstance(a, Found))
        assert found.army == "goblins", found
        session.apply(found)
    scene.after_change()
    click(app, _row(app, board).center)  # a Warrior bought: its row stays picked
    assert board.placing is not None
    words = _prompt(board, scene)
    assert words.startswith("Click the offer again"), words
    assert "Then switch to the Undead: click their row on the right." in words, words
