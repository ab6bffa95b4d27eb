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


@pytest.fixture()
def recording():
    """The text report on before the scene (a text made before it is not known as words)."""
    text_report.start()
    yield
    text_report.stop()


def test_at_1280x720_upgrades_name_what_they_unlock_and_research_explains_a_roll(app, recording):
    _hover_the_rows(app)


def test_at_1024x640_upgrades_name_what_they_unlock_and_research_explains_a_roll(
    small_app, recording
):
    _hover_the_rows(small_app)


def _hover_the_rows(app) -> None:
    scene = to_buying(app)
    board = scene.board
    for _ in range(20):  # the list moves down, a row a click (ux32), to the upgrades and research
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
