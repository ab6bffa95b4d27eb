"""Playtest 17, item 2: the buy list's rows say what they do. An upgrade row names what it
unlocks on hover ("Unlocks Knights."; on the row the words would wrap and every row grow a
line), and a research row's "0/10 points" is explained on hover (what a roll costs and adds,
how many points open what); real pointer moves, at 1280x720 and 1024x640."""

from __future__ import annotations

import pygame
import pytest
from test_warparty_notice_place import to_buying, words_drawn
from uihelp import click, post

from forgegames.ui import text_report
from forgegames.ui.app import App


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
def test_upgrade_rows_name_what_they_unlock_and_research_rows_explain_a_roll(size):
    text_report.start()
    app = App(size, bot_delay_ms=0)
    try:
        scene = to_buying(app)
        board = scene.board
        for _ in range(6):  # the list pages down, by its arrow, to the upgrades and research
            app.draw()
            keys = {o.key[2]: r for r, o in board.economy.offer_rows()}
            if "stables" in keys and "invent-catapult" in keys:
                break
            click(app, board.economy.rects()["down"].center)
        # (the row itself may give its figures' room to why it is greyed: the hover says all)
        post(app, pygame.MOUSEMOTION, pos=keys["stables"].center, rel=(1, 1))
        shown = words_drawn(app, scene)
        tip = [d for d in shown if "Unlocks Knights." in d["text"]]
        assert tip and not any(d["cut"] for d in tip), [d["text"] for d in shown]
        post(app, pygame.MOUSEMOTION, pos=keys["invent-catapult"].center, rel=(1, 1))
        shown = " ".join(d["text"] for d in words_drawn(app, scene))
        assert "Each roll costs 3 crowns and adds one die (1 to 6)" in shown, shown
        assert "At 10 points, Catapults may be bought." in shown, shown
    finally:
        text_report.stop()
        pygame.display.quit()
