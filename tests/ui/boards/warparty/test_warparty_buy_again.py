"""Playtest 34, item 3 (after playtests 16, 21 and 23): in Warparty's purchase list a click on
a unit's row picks it and buys nothing: the row is picked, the places it may go are lit, and
the line under the board says to click one; a click on a lit place buys one there, and the row
stays picked for more; the row again, Escape or a right click lets the pick go; Undo takes a
purchase back. Even with one lit place it is pick, then place. Real events at the set-up."""

from __future__ import annotations

import pygame
from test_warparty_keys import _shop_scene
from test_warparty_playtest4 import _free_point
from test_warparty_preview import hover, tooltips
from uihelp import click, click_button, post, press

from forgegames.core.i18n import speaking
from forgegames.games.warparty.actions import Buy
from forgegames.games.warparty.board_info import place_name
from forgegames.ui.boards.warparty.words import KEYS_HINT

WARRIOR = ("goblins", "unit", "warrior")


def _row(app, board) -> pygame.Rect:
    app.draw()
    return next(rect for rect, offer in board.economy.offer_rows() if offer.key == WARRIOR)


def _bought(scene, since: int) -> list[Buy]:
    return [e.action for e in scene.session.history[since:] if isinstance(e.action, Buy)]


def _prompt(board, scene) -> str:
    return board.hint(scene.session.state).removesuffix(" " + KEYS_HINT)


def test_a_click_on_the_row_picks_and_a_lit_place_buys_there(app) -> None:
    scene = _shop_scene(app)
    board = scene.board
    start = len(scene.session.history)
    treasury = scene.session.state.army("goblins").treasury
    click(app, _row(app, board).center)  # a pick: nothing bought, the places lit
    assert _bought(scene, start) == [] and len(scene.session.history) == start
    ware = board.placing
    assert ware is not None and ware.ident == "warrior"
    assert set(board.highlights(scene.session.state)) == set(ware.places)
    assert _prompt(board, scene).startswith(
        "Now click a lit territory to place the Goblin Warrior (Esc or its row again: cancel)."
    )
    first, other = ware.places[0], ware.places[-1]
    for place in (other, first):  # a lit place takes one; the row stays picked
        app.draw()
        click(app, _free_point(board, place))
        assert _bought(scene, start)[-1] == Buy("goblins", "warrior", place)
        assert board.placing is not None and board.placing.ident == "warrior"
    assert scene.session.state.army("goblins").treasury == treasury - 2 * ware.price
    click(app, _row(app, board).center)  # the row again: the pick is let go
    assert board.placing is None and len(_bought(scene, start)) == 2
    assert "place the Goblin Warrior" not in _prompt(board, scene)
    click_button(app, scene.top, "Undo")  # Undo takes the last one back
    assert len(_bought(scene, start)) == 1


def test_escape_and_a_right_click_let_the_pick_go(app) -> None:
    scene = _shop_scene(app)
    board = scene.board
    start = len(scene.session.history)
    click(app, _row(app, board).center)
    assert board.placing is not None
    press(app, pygame.K_ESCAPE)
    assert board.placing is None and _bought(scene, start) == []
    click(app, _row(app, board).center)
    app.draw()
    post(app, pygame.MOUSEBUTTONDOWN, pos=board.map_rect.center, button=3)
    post(app, pygame.MOUSEBUTTONUP, pos=board.map_rect.center, button=3)
    assert board.placing is None and _bought(scene, start) == []


def test_the_pick_line_in_spanish(app) -> None:
    scene = _shop_scene(app)
    board = scene.board
    click(app, _row(app, board).center)
    with speaking("es"):
        words = _prompt(board, scene)
    assert words.startswith("Ahora haz clic en un territorio iluminado para colocar tu "), words


def test_the_rows_hover_says_pick_then_place_and_undo_takes_it_back(app, monkeypatch) -> None:
    scene = _shop_scene(app)
    board = scene.board
    hover(app, _row(app, board).center)
    shown = tooltips(app, monkeypatch)
    assert any(
        text.startswith("If you buy a Goblin Warrior: treasury 30 → 25 crowns")
        and text.endswith(
            "Click to pick it, then click a lit territory to place it; Undo takes the last "
            "one back."
        )
        for text in shown
    ), shown


def test_with_one_armys_troops_placed_the_line_leads_to_the_other_army(app) -> None:
    """Playtest 32: with the Goblins' cities founded and their troops bought, the line said
    only how to buy more, Set-up done stayed greyed, and only its tooltip named the Undead,
    whose cities were still owed. The line now leads there too."""
    from forgegames.games.warparty.actions import Found

    scene = _shop_scene(app)
    board, session = scene.board, scene.session
    for _ in range(2):  # the Goblins' two starting cities, the Undead's still owed
        found = next(a for a in session.legal_actions() if isinstance(a, Found))
        assert found.army == "goblins", found
        session.apply(found)
    scene.after_change()
    click(app, _row(app, board).center)  # a Warrior picked
    assert board.placing is not None
    words = _prompt(board, scene)
    assert words.startswith("Now click a lit territory to place the Goblin Warrior"), words
    assert "Then switch to the Undead: click their row on the right." in words, words


def test_a_click_off_the_lit_places_says_where_the_pick_goes(app) -> None:
    """Playtest 35: a city picked, a click on a territory that was not lit seemed to do
    nothing. It buys nothing, keeps the pick, and says where the picked city may go."""
    scene = _shop_scene(app)
    board = scene.board
    app.draw()
    row = next(r for r, offer in board.economy.offer_rows() if offer.key[1] == "city")
    click(app, row.center)
    ware = board.placing
    assert ware is not None and ware.kind == "city" and 1 < len(ware.places) <= 4
    start = len(scene.session.history)
    elsewhere = "mudgate"
    assert elsewhere not in ware.places
    click(app, _free_point(board, elsewhere))
    assert len(scene.session.history) == start and board.placing == ware
    names = [place_name(board.world, p) for p in ware.places]
    assert scene.toast is not None and scene.toast.text.startswith("Not there:"), scene.toast
    assert all(name in scene.toast.text for name in names), (names, scene.toast.text)
