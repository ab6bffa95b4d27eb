"""Warparty's toasts lie on the map and leave the prompt's room under it (issue 39): an only
move's notice once lay over half the waiting line there, and later hid the whole prompt. The
position comes from ``greedy_session``, whose greedy players needed a random source to play
Warparty at all."""

from __future__ import annotations

import pygame
import pytest
from uihelp import drawn_words, greedy_session, open_game, press

from forgegames.core.title import SeatConfig
from forgegames.ui.hotseat import toast_layout

SEATS = (SeatConfig("Ann", "blue"), SeatConfig("Bo", "orange"))
MOVES = 25


def test_greedy_players_play_warparty_moves():
    session = greedy_session("warparty", SEATS, 5, MOVES)
    assert len(session.history) >= MOVES
    movers = {entry.actor for entry in session.history if entry.actor >= 0}
    assert movers == {0, 1}, "both teams' greedy players moved"
    again = greedy_session("warparty", SEATS, 5, MOVES)
    assert [e.action for e in again.history] == [e.action for e in session.history]


words_on_screen = drawn_words  # (the frame drawn afresh: its text report)


def test_a_long_toast_leaves_the_prompt_and_the_buttons(app):
    """A notice of three lines lies clear of the prompt (``notice_place``): it stays on screen
    whole beside it (issue 39, playtest 13: a toast over the prompt's strip hid the prompt),
    its own lines are uncut, and it covers no button and no word of the bar or side panel.
    Playtest 19: it goes in the side panel's room under the list, off the map."""
    scene = open_game(app, greedy_session("warparty", SEATS, 5, MOVES))
    board = scene.board
    prompt = board.prompt_lines(board.state)[1]
    message = "that unit has already moved this turn, so it stays " * 3
    scene.show_toast(message)
    shown = words_on_screen(app, scene)
    toast = [i for i in shown if i["text"].strip(" .").lower() in message]  # its wrapped lines
    assert len(toast) >= 2 and not any(i["cut"] for i in toast)
    assert set(prompt) <= {i["text"] for i in shown}, "the prompt shows beside the toast"
    _, box, _ = toast_layout(
        scene.toast,
        board.rect,
        app.board_scale,
        scene.button_rects(),
        board.toast_strip(),
        board.toast_clear(),
        board.notice_bands(),
    )
    # the side panel's room under its list (playtest 19: not across the map's foot)
    assert box == scene.toast_place()[1] and board.panel_rect.contains(box)
    assert not box.colliderect(board.map_rect)
    assert not box.colliderect(board.prompt_strip())
    outside = pygame.Rect(board.map_rect.right, board.rect.y, board.rect.w, board.rect.h)
    for item in shown:  # no word of the bar or the panel under it
        rect = pygame.Rect(item["rect"])
        if item not in toast and (rect.colliderect(board.bar_rect) or rect.colliderect(outside)):
            both = rect.clip(box)
            assert both.width <= 2 or both.height <= 2, item
    assert not any(box.colliderect(r) for r in scene.button_rects())


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_passed_turn_words_go_under_the_side_panel_list(size, lang, request):
    """Playtest 19 (shot 156): "The last move passed the turn on by itself" lay across the
    map's foot. With the side panel shown (the F key, a real key press, where it was folded)
    the words go in the panel's room under its list: off the map, over no word of the panel.
    At 1024x640 four armies in full may fill the panel: then they stay on the map, still over
    no word of the panel (and no lit place or prompt: the tests above)."""
    from forgegames.core import i18n
    from forgegames.ui.app import App
    from forgegames.ui.boards.warparty.board import FOLD_KEY
    from forgegames.ui.hotseat import PASSED_WORDS

    app = App(size, bot_delay_ms=0)
    request.addfinalizer(pygame.display.quit)
    request.addfinalizer(lambda: i18n.set_language("en"))
    i18n.set_language(lang)
    scene = open_game(app, greedy_session("warparty", SEATS, 5, MOVES))
    board = scene.board
    if board.folded:
        press(app, FOLD_KEY)
    assert not board.folded and board.panel_rect.width > 0
    scene.show_toast(i18n.tr(PASSED_WORDS), error=False)
    shown = words_on_screen(app, scene)
    box = scene.toast_place()[1]
    if size == (1280, 720):
        assert board.panel_rect.contains(box) and not box.colliderect(board.map_rect), box
    else:  # in the panel where its room holds the words, else over the log (playtest 22)
        assert board.panel_rect.contains(box) or board.notice_room.contains(box), box
        assert not box.colliderect(board.map_rect), box
    mine = [i for i in shown if i["text"] in i18n.tr(PASSED_WORDS)]  # its wrapped lines
    assert mine and not any(i["cut"] for i in mine)
    for item in shown:
        if item not in mine and board.rect.contains(item["rect"]):  # (it may hide log lines)
            assert not pygame.Rect(item["rect"]).colliderect(box), item


@pytest.mark.parametrize("lang", ["en", "es"])
def test_with_the_panel_folded_short_words_go_beside_the_map(lang, request):
    """Playtest 19 (shot 156, 1024x640, the side panel folded): the passed-turn words lay
    across the map's foot, over the Good team's capitals. Folded (the F key, a real press,
    where it was shown), a short notice goes in the column beside the map, under what the fold
    says and over no word; a long one (a loss told with Ctrl+Z) goes over the log column,
    off the map (playtest 22: a notice never hides the map outside a battle)."""
    from forgegames.core import i18n
    from forgegames.ui.app import App
    from forgegames.ui.boards.warparty.board import FOLD_KEY
    from forgegames.ui.game_host import TOLD_WORDS
    from forgegames.ui.hotseat import PASSED_WORDS

    app = App((1024, 640), bot_delay_ms=0)
    request.addfinalizer(pygame.display.quit)
    request.addfinalizer(lambda: i18n.set_language("en"))
    i18n.set_language(lang)
    scene = open_game(app, greedy_session("warparty", SEATS, 5, MOVES))
    board = scene.board
    if not board.folded:
        press(app, FOLD_KEY)
    assert board.folded and not board.panel_rect.width
    scene.show_toast(i18n.tr(PASSED_WORDS), error=False)
    shown = words_on_screen(app, scene)
    box = scene.toast_place()[1]
    drawn = board.notice_band()  # the map as drawn
    assert box.left >= drawn.right and board.rect.contains(box), box
    assert not box.colliderect(board.prompt_strip())
    mine = [i for i in shown if i["text"] in i18n.tr(PASSED_WORDS)]
    assert mine and not any(i["cut"] for i in mine)
    for item in shown:
        if item not in mine:
            assert not pygame.Rect(item["rect"]).colliderect(box), item
    lost = i18n.tr(TOLD_WORDS, move="End movement", what="the moves of 18 units " * 3)
    scene.show_toast(lost, error=False)
    app.draw()
    box = scene.toast_place()[1]
    assert board.notice_room.contains(box) and not box.colliderect(drawn), "over the log"
