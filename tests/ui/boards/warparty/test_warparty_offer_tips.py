"""The buy list's tooltips lie beside the list (playtest 13: a row's tooltip at the pointer
covered the next row of the list, so the rows under it could not be seen or clicked)."""

from __future__ import annotations

import pygame
import pytest
from test_warparty_notice_place import to_buying, words_drawn
from uihelp import post

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
