"""Quick play's set-up explains itself (playtest 12, shots 59, 60, 61 and 74), driven by real
clicks: the prompt names the next step (found a city from the list, switch to the other army,
place the troops), the City offer is the list's first row, Set-up done stands greyed with the
engine's reason until it is legal, the paging arrows are large, and a click on the map with
nothing picked says what to pick first."""

from __future__ import annotations

import pygame
from test_warparty_playtest4 import _free_point
from uihelp import click, open_game, past_quests, post, settle

from forgegames.core import registry
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.warparty.actions import Found, Order, Ready

SEATS = (SeatConfig("Ann", "blue"), SeatConfig("Bo", "orange"))


def _setting_up(app):
    """Two people; the good team chose to move first and sets up (Humans and Dwarves)."""
    session = Session(registry.get("warparty"), GameConfig("warparty", SEATS, "quick-play"), 3)
    session.resolve_chance()
    session.apply(Order("first"))
    past_quests(session)
    scene = open_game(app, session)
    assert session.state.phase == "setup"
    return scene


def _bar_button(board, label):
    return next(b for b in board.bar.buttons if b.label == label)


def _toast(scene) -> str:
    return scene.toast.text if scene.toast is not None else ""


def _found_by_clicks(app, scene, army: str) -> None:
    """Pick the army's City offer (the first row) and click the first lit territory."""
    board = scene.board
    app.draw()
    rows = board.economy.offer_rows()
    rect, offer = rows[0]
    assert offer.key[:2] == (army, "city"), "the City offer is the list's first row"
    click(app, rect.center)
    app.draw()
    place = next(a.place for a in scene.session.legal_actions() if isinstance(a, Found))
    assert place in board.highlights(scene.session.state)
    click(app, board.canvas.centre_of(place))
    settle(app, scene)
    assert scene.session.state.city(place) is not None


def test_the_set_up_prompt_walks_a_newcomer_through_cities_and_troops(app):
    scene = _setting_up(app)
    board, session = scene.board, scene.session
    state = session.state
    assert board.hint(state).startswith("Humans: found city 1 of 2: pick City at the top")

    # Set-up done is there from the start, greyed, and says why (the engine's reason)
    app.draw()
    ready = _bar_button(board, "Set-up done")
    assert not ready.enabled and Ready() not in session.legal_actions()
    assert "must place both starting cities first" in ready.tooltip
    post(app, pygame.MOUSEMOTION, pos=ready.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    assert board._bar_tip() == ready.tooltip, "its reason shows where the mouse rests"
    before = len(session.history)
    click(app, ready.rect.center)
    assert len(session.history) == before
    assert "must place both starting cities first" in _toast(scene)

    _found_by_clicks(app, scene, "humans")
    assert board.hint(session.state).startswith("Humans: found city 2 of 2")
    _found_by_clicks(app, scene, "humans")
    words = board.hint(session.state)
    assert words.startswith("Switch to the Dwarves: click their row on the right"), words
    assert "Fortress" in words

    click(app, board.economy.rects()["army:dwarves"].center)  # their row, as the prompt says
    app.draw()
    assert board.listed_army() == "dwarves"
    assert board.hint(session.state).startswith("Dwarves: found city 1 of 2: pick Fortress")
    _found_by_clicks(app, scene, "dwarves")
    _found_by_clicks(app, scene, "dwarves")
    words = board.hint(session.state)  # after the warning of empty land (playtest 17)
    assert words.startswith("Dunmoor, Duskshore and Flintridge have no defenders"), words
    assert "Cities placed. Now place troops" in words, words
    app.draw()
    ready = _bar_button(board, "Set-up done")
    assert ready.enabled and not ready.tooltip


def test_a_click_on_the_map_with_nothing_picked_says_what_to_pick_first(app):
    scene = _setting_up(app)
    board, session = scene.board, scene.session
    app.draw()
    place = next(a.place for a in session.legal_actions() if isinstance(a, Found))
    before = len(session.history)
    click(app, _free_point(board, place))  # a city's place, before its offer is picked
    assert len(session.history) == before and board.placing is None
    assert "first pick City at the top of the list" in _toast(scene)
    held = next(
        t
        for t, army in session.state.owner
        if army == "humans"
        and not any(u.at == t for u in session.state.units)
        and t not in {a.place for a in session.legal_actions() if isinstance(a, Found)}
    )
    click(app, _free_point(board, held))  # land the Humans hold, empty, no city place
    assert "Pick City in the list: the places it may go light up" in _toast(scene)
    assert len(session.history) == before


def test_the_paging_arrows_are_large(app):
    scene = _setting_up(app)
    app.draw()
    rects = scene.board.economy.rects()
    for name in ("up", "down"):
        assert rects[name].width >= 40 * app.board_scale and rects[name].height >= 24, name
