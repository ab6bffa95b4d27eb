"""Playtest 21, item 3: at 1280x720 Warparty's purchase list showed four units, and the
upgrades (the Stables, the Royal Keep, the workshops) waited below its ▼: the newcomer never
saw them. A page that shows none of them now ends in a bar that names them, on screen at
1280x720 and 1024x640; a click on it (or Enter on it) turns the list to them."""

from __future__ import annotations

import pygame
import pytest
from test_warparty_keys import _focused, _tab_to
from test_warparty_notice_place import to_buying, words_drawn
from uihelp import click, press

from forgegames.ui import text_report
from forgegames.ui.app import App

SIZES = [(1024, 640), (1280, 720)]


def _upgrades(board) -> list[str]:
    return [
        w.name for w in board.wares if w.kind != "unit" and w.army == board.panel_army(board.state)
    ]


@pytest.mark.parametrize("size", SIZES)
def test_the_hidden_upgrades_are_named_on_screen_and_a_click_shows_them(size) -> None:
    text_report.start()
    app = App(size, bot_delay_ms=0)
    try:
        scene = to_buying(app)
        board = scene.board
        economy = board.economy
        names = _upgrades(board)
        assert {"Stables", "Royal Keep"} <= set(names), names
        shown = [offer for _, offer in economy.offer_rows()]
        assert not any(offer.upgrade for offer in shown)  # the units fill the first page
        bar = economy.rects()["upgrades"]
        assert board.panel_rect.contains(bar) and economy.rects()["offers"].contains(bar)
        rows = [rect for rect, _ in economy.offer_rows()]
        assert bar.collidelist(rows) < 0 and bar.top > max(r.bottom for r in rows)
        said = " ".join(
            i["text"] for i in words_drawn(app, scene) if bar.contains(pygame.Rect(i["rect"]))
        )
        assert said.startswith("Upgrades: ")
        assert all(name in said for name in names) or " more" in said, said
        assert all(not i["cut"] for i in words_drawn(app, scene) if bar.contains(i["rect"]))
        click(app, bar.center)
        app.draw()
        listed = [offer.label for _, offer in economy.offer_rows()]
        assert "Stables" in listed and "Royal Keep" in listed, listed
        assert "upgrades" not in economy.rects()  # they show: the bar has gone
        assert economy.offer_rows()[-1][0].bottom <= economy.rects()["offers"].bottom
    finally:
        text_report.stop()
        pygame.display.quit()


def test_enter_on_the_bar_turns_the_list_to_the_upgrades(app) -> None:
    scene = to_buying(app)
    board = scene.board
    walk = [t.key for t in board.walk_targets()]
    offers = [k for k in walk if k.startswith("offer:")]
    assert walk.index("page:upgrades") > walk.index(offers[-1])  # at the list's foot
    _tab_to(app, board, "page:upgrades")
    assert _focused(board) == "page:upgrades"
    press(app, pygame.K_RETURN)
    app.draw()
    listed = [offer.label for _, offer in board.economy.offer_rows()]
    assert "Stables" in listed, listed
