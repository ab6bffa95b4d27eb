"""Warparty's purchase list, driven by real clicks and keys: it lists one army at a time, its
heading names that army, every offer of it shows whole at 1280x720 and 1024x640 (on one page,
or, since heroes are sold, on the pages its arrows turn to), and a click (or Enter) on an
army's block lists that army."""

from __future__ import annotations

import json

import pygame
import pytest
from test_warparty_keys import _focused, _shop_scene, _tab_to
from uihelp import click, press

from forgegames.ui import text_report
from forgegames.ui.app import App
from forgegames.ui.screenshot import render


@pytest.fixture(params=[(1280, 720), (1024, 640)], ids=["1280x720", "1024x640"])
def shop_app(request):
    text_report.start()
    application = App(request.param, bot_delay_ms=0)
    yield application
    text_report.stop()
    pygame.display.quit()


def _words(app: App, folder, name: str) -> list[dict]:
    out = folder / f"{name}.json"
    render(app, folder / f"{name}-{app.size[0]}x{app.size[1]}.png", out)
    return json.loads(out.read_text(encoding="utf-8"))


def _check_whole_list(app: App, board, army: str, folder) -> None:
    """``army`` listed: the heading names it, each of its wares has a row on one of the
    list's pages (turned with a click on the down arrow), in order, none cut."""
    assert board.listed_army() == army
    wares = board.shown_wares()
    assert wares and {w.army for w in wares} == {army}
    units = [w for w in wares if w.kind == "unit"]
    assert len(units) >= 5
    assert any(w.ident == "wizard" for w in units), "heroes are sold"
    shown: list = []
    texts: list[str] = []
    for page in range(len(wares)):
        keys = [offer.key for _, offer in board.economy.offer_rows()]
        shown += [k for k in keys if k not in shown]
        drawn = _words(app, folder, f"{army}-{page}")
        texts += [d["text"] for d in drawn]
        assert not any(d["cut"] for d in drawn), [d["text"] for d in drawn if d["cut"]]
        rows = [rect for rect, _ in board.economy.offer_rows()]  # inside, none over another
        assert all(board.economy.rect.contains(r) for r in rows)
        assert all(a.bottom <= b.top for a, b in zip(rows, rows[1:], strict=False))
        arrows = {name: (rect, can) for name, rect, can in board.economy.pager()}
        if not arrows.get("down", (None, False))[1]:
            break
        click(app, arrows["down"][0].center)
        app.draw()
    assert shown == [(w.army, w.kind, w.ident) for w in wares]
    # (at 1024x640 the side panel is narrower since playtest 30: beside the paging arrows the
    # heading is the army alone, after its symbol in its colour, as in Spanish before)
    heading = f"BUY FOR {army.upper()}" if app.size != (1024, 640) else army.upper()
    assert heading in texts
    every = " ".join(texts)
    for ware in wares:  # a long name may wrap on two lines
        assert all(word in every for word in ware.name.split()), ware.name
    board.economy.first = 0  # back to the first page, as a new listing shows it


def test_one_army_listed_whole_and_a_click_on_an_army_lists_it(shop_app, tmp_path) -> None:
    app = shop_app
    scene = _shop_scene(app)
    board = scene.board
    app.draw()
    assert board.buyers() == ["goblins", "undead"]
    _check_whole_list(app, board, "goblins", tmp_path)
    # a click on the Undead's block lists theirs
    click(app, board.economy.rects()["army:undead"].center)
    app.draw()
    _check_whole_list(app, board, "undead", tmp_path)
    # another seat's army has nothing for sale here: a click on it changes nothing
    click(app, board.economy.rects()["army:humans"].center)
    app.draw()
    assert board.listed_army() == "undead"
    # and back by the keyboard: Tab to the Goblins' block, Enter
    _tab_to(app, board, "army:goblins")
    press(app, pygame.K_RETURN)
    app.draw()
    assert _focused(board) == "army:goblins"
    _check_whole_list(app, board, "goblins", tmp_path)
