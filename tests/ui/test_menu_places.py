"""One game menu for every title (playtest 22 item 8): the entries every title shares stand in
the same order and in the same place on screen in King's Forge, Forge War and Warparty; a
title's own entries (Warparty's Surrender) come after them, before Quit to launcher, whose
place does not move either. The menu is opened by a real click on the top bar's Menu."""

from __future__ import annotations

import pytest
from test_confirms import SEATS, VARIANT
from test_warparty_board import first_turn
from uihelp import click_button, open_game

from forgegames.core.session import Session
from forgegames.core.title import GameConfig
from forgegames.ui.app import App
from forgegames.ui.overlays import ChoiceDialog

SHARED = 14
"""The entries before a title's own: Save ... Rules."""


def session_of(game: str) -> Session:
    if game == "warparty":
        return first_turn()
    return Session.start(GameConfig(game, SEATS, VARIANT[game]), 1)


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
    menus = {game: menu_of(app, game) for game in ("kings-forge", "forge-war", "warparty")}
    kf, fw, wp = menus["kings-forge"], menus["forge-war"], menus["warparty"]
    assert kf[:SHARED] == fw[:SHARED] == wp[:SHARED], "same words, same places"
    assert [w for w, _ in kf[:SHARED]][-1] == "Rules"
    for menu in menus.values():
        assert [w for w, _ in menu[-2:]] == ["Quit to launcher", "Close"]
    assert kf[-2:] == fw[-2:] == wp[-2:], "the way out where it is in every title"
    assert [w for w, _ in wp[SHARED:-2]] == ["Surrender"], "the title's own, before leaving"
    surrender = pygame.Rect(wp[SHARED][1])
    for game in ("kings-forge", "forge-war"):
        assert not any(pygame.Rect(r).colliderect(surrender) for _, r in menus[game])
        assert len(menus[game]) == SHARED + 2
