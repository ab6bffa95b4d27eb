"""Warparty after newcomer playtest 6 (issue #39): the purchase list's rows keep their places
when a purchase leaves some offers unaffordable, and a lesson's mark stays on the map and
under no clicked place's tooltip. Real clicks on a headless window."""

from __future__ import annotations

import dataclasses

import pygame
import pytest
from test_tutorial_board import open_lesson
from test_warparty_board import _scene
from test_warparty_buying_warning import at_buying
from uihelp import click, open_game, play_by_places, play_lesson_until, post

from forgegames.games.warparty.actions import Buy, Found
from forgegames.ui import theme
from forgegames.ui.app import App
from forgegames.ui.boards.warparty import hover as warparty_hover
from forgegames.ui.boards.warparty.preview import MovePreview


@pytest.fixture(params=[(1280, 720), (1024, 640)], ids=["1280x720", "1024x640"])
def sized_app(request):
    application = App(request.param, bot_delay_ms=0)
    yield application
    pygame.display.quit()


def _rows(board) -> dict[tuple, tuple[pygame.Rect, bool]]:
    return {offer.key: (rect, offer.enabled) for rect, offer in board.economy.offer_rows()}


def test_buying_leaves_every_row_where_it_was(sized_app) -> None:
    app = sized_app
    session = at_buying()
    scene = open_game(app, session)
    board = scene.board
    app.draw()
    army = board.listed_army()
    before = _rows(board)
    # the dearest unit the army can buy: what is left after it cannot buy some rows any more
    buys = [a for a in session.legal_actions() if isinstance(a, Buy) and a.army == army]
    price = {w.ident: w.price for w in board.shown_wares()}
    buy = max(buys, key=lambda a: price[a.unit])
    play_by_places(app, scene, buy)
    app.draw()
    assert board.listed_army() == army
    after = _rows(board)
    greyed = [key for key in before if before[key][1] and not after[key][1]]
    assert greyed, "the purchase left some offer unaffordable"
    assert {k: r for k, (r, _) in after.items()} == {k: r for k, (r, _) in before.items()}


def test_an_offer_takes_the_same_lines_whether_it_can_be_bought_or_not(app) -> None:
    """At any panel width (the window's sizes and large print move it), a row refused for want
    of crowns is as tall as when it could be bought: the list never moves under the mouse."""
    scene = open_game(app, at_buying())
    economy = scene.board.economy
    app.draw()
    offers = economy._offers
    assert offers and any(o.enabled for o in offers)
    refused = tuple(dataclasses.replace(o, enabled=False, why="Not enough crowns") for o in offers)
    for width in range(180, 361, 2):
        economy._offers = offers
        heights = [row.height for row in economy._layout_rows(width)]
        economy._offers = refused
        assert [row.height for row in economy._layout_rows(width)] == heights, width


def test_a_move_preview_covers_neither_its_path_nor_its_destination(app) -> None:
    """Each lit destination hovered in turn: the preview's words are drawn where they cover
    no point of the path (the moving stack's place included) and not the destination."""
    scene = _scene(app, goblins_at="crownvale")
    board = scene.board
    state = scene.session.state
    click(app, board.canvas.stack_rects(state)[("kingsreach", "humans")].center)
    lit = [p for p in board.highlights(state) if "|" not in p]
    assert len(lit) >= 3
    for place in lit:
        centre = board.canvas.centre_of(place)
        post(app, pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0))
        app.draw()
        preview = board.shown_preview()
        assert isinstance(preview, MovePreview) and preview.path[-1] == place
        points = [board.canvas.centre_of(step) for step in preview.path]
        box = board._tip_aside(pygame.Surface(app.size), preview, points).inflate(-2, -2)
        assert board.map_rect.contains(box)
        assert not any(box.collidepoint(point) for point in points), place
        assert not box.colliderect(board.canvas.place_rect(place).inflate(-8, -8)), place


def _lesson_at_duskshore(app):
    """The Warparty lesson at 1024x640 on its step that marks Duskshore, at the map's edge."""
    scene = open_lesson(app, "warparty")
    play_lesson_until(app, scene, lambda expected: isinstance(expected, Found))
    return scene


def test_the_lesson_s_mark_stays_inside_the_map_s_frame(small_app) -> None:
    app = small_app
    scene = _lesson_at_duskshore(app)
    board = scene.board
    app.draw()
    frame = board.canvas.screen_frame()
    marked = [r for r in scene.teaching.hint_marks if board.map_rect.colliderect(r)]
    assert marked and frame.right - marked[0].right < 20  # Duskshore, by the map's edge
    surface = pygame.display.get_surface()
    hint = tuple(theme.HINT)
    rows = range(marked[0].top - 10, marked[0].bottom + 10)
    inside = [
        surface.get_at((x, y))[:3] for x in range(marked[0].left - 12, frame.right) for y in rows
    ]
    assert hint in inside  # the mark is drawn, inside the frame
    outside = [
        surface.get_at((x, y))[:3] for x in range(frame.right + 3, frame.right + 8) for y in rows
    ]
    assert hint not in outside  # past the frame's border (the panel's own marks
    # begin further right)


def test_no_place_tooltip_under_a_mouse_that_just_clicked_until_it_moves(small_app, monkeypatch):
    app = small_app
    scene = _lesson_at_duskshore(app)
    board = scene.board
    shown: list[str] = []
    monkeypatch.setattr(warparty_hover, "draw_tooltip", lambda s, text, *a, **k: shown.append(text))
    found = scene.teaching.lesson.expected(len(scene.session.history))
    play_by_places(app, scene, found)  # the last click is on the city's place
    app.draw()
    assert not [t for t in shown if t.startswith(found.place.capitalize())]
    x, y = board.mouse
    post(app, pygame.MOUSEMOTION, pos=(x + 1, y), rel=(1, 0), buttons=(0, 0, 0))
    app.draw()
    assert [t for t in shown if t.startswith(found.place.capitalize())]


def test_the_collection_board_stays_at_1024x640_while_buying(small_app) -> None:
    """A long purchase list at the smallest window: the collection board is kept, shorter,
    above the armies' blocks, and every row of the list shows inside the panel (the rest a
    page further)."""
    app = small_app
    board = open_game(app, at_buying()).board
    app.draw()
    drawn = board.economy.rects()
    assert "track" in drawn
    blocks = [rect for name, rect in drawn.items() if name.startswith("army:")]
    assert blocks and all(drawn["track"].bottom <= rect.top for rect in blocks)
    rows = [rect for rect, _ in board.economy.offer_rows()]
    assert rows and all(board.economy.rect.contains(rect) for rect in rows)
    if len(rows) < len(board.shown_wares()):  # the rest on the next page (heroes are sold)
        live = [name for name, _, can in board.economy.pager() if can]
        assert live in (["down"], ["down", "upgrades"])  # (the upgrades' bar: playtest 21)
