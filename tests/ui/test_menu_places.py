"""One game menu for every title (playtest 22 item 8): the entries every title shares stand in
the same order and in the same place on screen in King's Forge, Forge War and Warparty; a
title's own entries (Warparty's Surrender) come after them, before Quit to launcher, whose
place does not move either. The menu is opened by a real click on the top bar's Menu."""

from __future__ import annotations

import every_title
import pytest
from test_confirms import SEATS
from test_warparty_board import first_turn
from uihelp import click_button, open_game

from forgegames.core import registry
from forgegames.core.session import Session
from forgegames.core.title import GameConfig
from forgegames.ui.app import App
from forgegames.ui.overlays import ChoiceDialog

CROSS_TITLE = True
CASES = [(title_id,) for title_id in every_title.title_ids()]
"""Every registered title's menu is compared (``tests/test_every_title_covered.py``)."""
SHARED = 14
"""The entries before a title's own: Save ... Rules."""
OWN = {"kings-forge": ["Legend"], "forge-war": ["Legend"], "warparty": ["Surrender"]}
"""Each title's own entries, between the shared ones and the way out (a title missing here
fails the test: say what its menu adds, if anything); a title with none of its own has the
Legend there, so the grid has no empty cell (playtest 24)."""


def session_of(game: str) -> Session:
    if game == "warparty":
        return first_turn()
    return Session.start(GameConfig(game, SEATS, registry.get(game).info.default_variant), 1)


def menu_of(app, game: str) -> list[tuple[str, tuple[int, int, int, int]]]:
    """Each menu button's words (up to a setting's value) and place, the menu opened by a
    click; the game closed again."""
    scene = open_game(app, session_of(game))
    click_button(app, scene.top, "Menu")
    menu = app.stack.top
    assert isinstance(menu, ChoiceDialog)
    app.draw()
    out = [(b.label.split(":")[0], tuple(b.rect)) for b in menu.group.buttons]
    app.pop()
    app.pop()
    return out


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
def test_the_shared_entries_keep_their_order_and_place_in_every_title(request, size):
    import pygame

    app = App(size, bot_delay_ms=0)
    request.addfinalizer(pygame.display.quit)
    menus = {game: menu_of(app, game) for (game,) in CASES}
    shared = {tuple(menu[:SHARED]) for menu in menus.values()}
    assert len(shared) == 1, "same words, same places"
    assert [w for w, _ in next(iter(shared))][-1] == "Rules"
    for menu in menus.values():
        assert [w for w, _ in menu[-2:]] == ["Quit to launcher", "Close"]
    assert len({tuple(menu[-2:]) for menu in menus.values()}) == 1, "the way out in one place"
    for game, menu in menus.items():
        assert [w for w, _ in menu[SHARED:-2]] == OWN[game], "the title's own, before leaving"
    own = [pygame.Rect(r) for menu in menus.values() for _, r in menu[SHARED:-2]]
    assert len({tuple(r) for r in own}) == 1, "the title's place, filled in every title"
    assert own, "a title's own entry is compared with the others' places"
    common = [pygame.Rect(r) for menu in menus.values() for _, r in menu[:SHARED] + menu[-2:]]
    for rect in own:
        assert not any(rect.colliderect(other) for other in common)


def test_the_legend_in_a_title_s_own_place_opens_the_legend(app):
    """Playtest 24: King's Forge's menu had an empty cell where Warparty has Surrender; the
    Legend fills it, and a click on it opens the legend over the board."""
    from forgegames.ui.legend import Legend

    scene = open_game(app, session_of("kings-forge"))
    click_button(app, scene.top, "Menu")
    click_button(app, app.stack.top.group, "Legend")
    assert isinstance(app.stack.top, Legend)
