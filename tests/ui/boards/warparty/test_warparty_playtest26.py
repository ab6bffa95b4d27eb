"""Playtest 26 on Warparty's map (shots 76, 80): "Fenmere", set above its hex where its own had
no room, lay over Crossroads, and a newcomer who clicked it moved a stack to Crossroads. Every
label now lies on its own territory, or a leader line from it ends inside that territory; and a
label the pointer brings goes when the pointer leaves (real mouse events)."""

from __future__ import annotations

import pygame
import pytest
from test_warparty_preview import hover
from uihelp import greedy_session, open_game, post

from forgegames.core.title import SeatConfig
from forgegames.ui.app import App
from forgegames.ui.boards.warparty.name_leaders import leader_end
from forgegames.ui.launcher import Launcher

SEATS = (SeatConfig("Ann", "blue"), SeatConfig("Bo", "orange"))


def _anchor(label) -> tuple[int, int]:
    """Where a label points: the end of its leader line, else its middle."""
    end = getattr(label, "leader", None)
    return end if end is not None else label[0].center


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)], ids=["1280x720", "1024x640"])
def test_every_label_lies_on_or_points_into_its_own_territory(size) -> None:
    app = App(size, bot_delay_ms=0)
    app.home = lambda: Launcher(app)
    try:
        scene = open_game(app, greedy_session("warparty", SEATS, 3, 60))
        board = scene.board
        app.draw()
        targets = board.canvas.place_targets()
        wrong, leaders = [], 0
        for territory in board.canvas.ids:
            for named in (True, False):  # as the words name it, and as the pointer does
                for label in board.placed_names([(territory, named)]):
                    leaders += getattr(label, "leader", None) is not None
                    if not targets[territory].holds(_anchor(label)):
                        wrong.append((territory, named))
        assert not wrong, wrong
        assert leaders  # (some labels sit beside their crowded territory: they point to it)
        # the shot's case: Fenmere's label, whatever it lies on, points into Fenmere
        board.named_now = lambda: ["fenmere", "crossroads"]
        for label in board.placed_names():
            owner = [t for t in board.canvas.ids if targets[t].holds(_anchor(label))]
            assert owner in (["fenmere"], ["crossroads"])
        assert len(board.placed_names()) == 2
        del board.named_now
        # every name shown (the Names button): each on or into its own territory
        board.toggle_names()
        order = sorted(
            board.labelled(), key=lambda item: (not item[1], board.canvas.place_rect(item[0]).w)
        )
        placed = board.names_on_territories()
        assert len(placed) == len(order)
        assert all(targets[t].holds(_anchor(p)) for (t, _), p in zip(order, placed, strict=True))
    finally:
        pygame.display.quit()


def test_a_leader_ends_just_inside_the_territory_clear_of_its_printed_marks() -> None:
    box = pygame.Rect(0, 0, 40, 10)

    def inside(point) -> bool:
        return 20 <= point[0] <= 60 and 20 <= point[1] <= 60

    assert leader_end(box, (40, 40), inside, reach=6) == (40, 26)  # 6 past the edge
    coin = pygame.Rect(38, 24, 5, 5)  # a printed coin there: further on, clear of it
    end = leader_end(box, (40, 40), inside, [coin], reach=6)
    assert inside(end) and not coin.inflate(4, 4).collidepoint(end)
    assert leader_end(pygame.Rect(25, 25, 30, 10), (40, 40), inside) is None  # on it
    # the territory nowhere on the way: the stack's point itself
    assert leader_end(box, (40, 40), lambda p: False) == (40, 40)


def test_a_label_the_pointer_brings_goes_when_it_leaves(app) -> None:
    """The pointer on a log line names its move's places; moved to the side panel, the map's
    empty edge or off the window, their labels go (unless Names is on)."""
    scene = open_game(app, greedy_session("warparty", SEATS, 3, 60))
    board = scene.board
    app.draw()
    steady = {t for t, _ in board.labelled()}
    names, rect = board.territory_names(), scene.log_rect
    spots = {}
    for y in range(rect.y, rect.bottom, 3):
        tag = scene.log.tag_at((rect.x + 20, y))
        words = " ".join(line for line, _, t in scene.log.entries if t == tag and tag is not None)
        found = {t for t in names if names[t] in words} - steady
        if found:
            spots[y] = found
    assert spots, "no log line names a territory"
    y, places = next(iter(spots.items()))
    for away in ((board.panel_rect.centerx, board.panel_rect.bottom - 30), (2, 2)):
        hover(app, (rect.x + 20, y))
        app.draw()
        assert places <= {t for t, _ in board.labelled()}
        hover(app, away)
        app.draw()
        assert not places & {t for t, _ in board.labelled()}, away
    hover(app, (rect.x + 20, y))
    app.draw()
    post(app, pygame.WINDOWLEAVE)  # the pointer leaves the window
    app.draw()
    assert not places & {t for t, _ in board.labelled()}


def test_log_lines_scrolled_under_a_resting_pointer_label_nothing_until_it_moves(app) -> None:
    """Shots 66-68: the pointer rested on the log while moves were made with the keys; each
    move scrolled another line under it ("The Dwarves start with a city in Flintridge") and
    that line's places came up labelled, never pointed at. They come up only once the mouse
    moves there (real mouse events)."""
    import random

    scene = open_game(app, greedy_session("warparty", SEATS, 3, 60))
    board = scene.board
    app.draw()
    rect = scene.log_rect
    # the last line: a move pushes new ones there
    y = next(y for y in range(rect.bottom - 2, rect.y, -2) if scene.log.tag_at((rect.x + 20, y)))
    spot = (rect.x + 20, y)

    def log_words() -> list[str]:
        return [line for line, _, tag in scene.log.entries if tag == scene.hover_tag]

    hover(app, spot)
    app.draw()
    assert scene.hover_tag is not None and log_words()
    assert set(log_words()) <= set(board.words_on_screen())
    session = scene.session
    bot = session.title.bots()["greedy"](session.active)
    view = session.title.view(session.state, session.active)
    scene.commit(bot.choose(view, session.legal_actions(), random.Random(3)))  # no mouse move
    app.draw()
    assert scene.hover_tag is not None and log_words()  # another line now under the pointer
    assert not set(log_words()) & set(board.words_on_screen())
    hover(app, spot)  # the mouse moves (onto the same spot): the line it is on names places
    app.draw()
    assert set(log_words()) <= set(board.words_on_screen())
