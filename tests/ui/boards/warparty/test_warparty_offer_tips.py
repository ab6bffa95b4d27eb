"""The buy list's tooltips lie beside the list (playtest 13: a row's tooltip at the pointer
covered the next row of the list, so the rows under it could not be seen or clicked)."""

from __future__ import annotations

import pygame
import pytest
from test_warparty_notice_place import to_buying, words_drawn
from test_warparty_setup_steps import _setting_up
from uihelp import click, post

from forgegames.ui import text_report
from forgegames.ui.app import App


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
def test_a_row_s_tooltip_leaves_the_other_rows_seen(size):
    text_report.start()
    app = App(size, bot_delay_ms=0)
    try:
        scene = to_buying(app)
        board = scene.board
        rows = {n: r for n, r in board.economy.rects().items() if n.startswith("offer:")}
        assert len(rows) >= 3
        before = {(i["text"], tuple(i["rect"])) for i in words_drawn(app, scene)}
        checked = 0
        for name, row in sorted(rows.items(), key=lambda item: item[1].y)[:-1]:
            post(app, pygame.MOUSEMOTION, pos=row.center, rel=(1, 1))
            shown = words_drawn(app, scene)
            tip = [i for i in shown if (i["text"], tuple(i["rect"])) not in before]
            if not tip:
                continue
            checked += 1
            for item in tip:
                box = pygame.Rect(item["rect"])
                assert box.collidelist(list(rows.values())) < 0, (name, item)
                assert not box.colliderect(board.economy.rect), (name, item)
                assert not item["cut"], item
        assert checked >= 2, "rows with a tooltip were hovered"
    finally:
        text_report.stop()
        pygame.display.quit()


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
def test_a_row_s_tooltip_leaves_the_lit_places_seen(size):
    """Playtest 18: once City is picked in the set-up's list, the places to found it light up
    on the map, and the tooltip of the row under the pointer lay over them. It keeps clear of
    every lit place's middle, where a click lands."""
    text_report.start()
    app = App(size, bot_delay_ms=0)
    try:
        scene = _setting_up(app)
        board = scene.board
        rows = board.economy.offer_rows()
        city = next(rect for rect, offer in rows if offer.enabled and offer.key[1] == "city")
        click(app, city.center)
        app.draw()
        lit = [p for p in board.highlights(board.state) if p in board.canvas.polygons]
        assert board.placing is not None and len(lit) >= 2, "City picked, its places lit"
        spots = [pygame.Rect(board.canvas.centre_of(p), (0, 0)).inflate(24, 24) for p in lit]
        before = {(i["text"], tuple(i["rect"])) for i in words_drawn(app, scene)}
        checked = 0
        for rect, _ in board.economy.offer_rows():
            post(app, pygame.MOUSEMOTION, pos=rect.center, rel=(1, 1))
            for item in words_drawn(app, scene):
                if (item["text"], tuple(item["rect"])) in before:
                    continue
                checked += 1
                box = pygame.Rect(item["rect"])
                covered = [lit[k] for k in box.collidelistall(spots)]
                assert not covered, (item["text"], covered)
        assert checked, "a row's tooltip was drawn"
    finally:
        text_report.stop()
        pygame.display.quit()


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
def test_a_row_s_tooltip_leaves_the_log_s_newest_lines_seen(size):
    """Playtest 21, item 6: the buy list's tooltips lay over the log's column level with
    the row, on the newest lines (what the click just bought); playtest 24, item 3: over
    the column's top they hid the log's heading and oldest lines. With the log full, every
    row's tooltip sits at the column's top with the log pushed down under it: over no line
    nor the heading, the newest line still shown, never on the map."""
    text_report.start()
    app = App(size, bot_delay_ms=0)
    try:
        scene = to_buying(app)
        board = scene.board
        for n in range(60):  # a long game's log: its newest lines at the column's foot
            scene.log.add(f"An older line of the game, number {n}.")
        scene.invalidate()
        app.draw()
        rows = {n: r for n, r in board.economy.rects().items() if n.startswith("offer:")}
        before = {(i["text"], tuple(i["rect"])) for i in words_drawn(app, scene)}
        checked = 0
        for name, row in sorted(rows.items(), key=lambda item: item[1].y):
            post(app, pygame.MOUSEMOTION, pos=row.center, rel=(1, 1))
            drawn = words_drawn(app, scene)
            log = [i for i in drawn if i["text"].startswith("An older line")]
            heading = [pygame.Rect(i["rect"]) for i in drawn if i["text"] == "Game log"]
            tip = [
                i
                for i in drawn
                if (i["text"], tuple(i["rect"])) not in before
                and i not in log
                and i["text"] != "Game log"
                and not board.economy.rect.contains(pygame.Rect(i["rect"]))
            ]
            checked += bool(tip)
            lines = [pygame.Rect(i["rect"]) for i in log] + heading
            assert any(i["text"].endswith("number 59.") for i in log), name
            for item in tip:
                box = pygame.Rect(item["rect"])
                assert box.collidelist(lines) < 0, (name, item)
                assert all(box.bottom <= line.top for line in lines), (name, item)
                assert not box.colliderect(board.map_rect), (name, item)
        assert checked >= 2, "rows with a tooltip were hovered"
    finally:
        text_report.stop()
        pygame.display.quit()
