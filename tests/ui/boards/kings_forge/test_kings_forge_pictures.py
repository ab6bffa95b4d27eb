"""Playtest 8: King's Forge read as text. The docks rows show what they cost as the any-die
spaces the gather cards use (no "3 dice" words), and a seat that has passed has its tray
sunk darker for the rest of the gather phase."""

from __future__ import annotations

import pygame
import pytest
from test_kings_forge_layout import resize
from uihelp import greedy_session, open_game, run_timers

from forgegames.core.title import SeatConfig
from forgegames.ui import icons, text_report

SEATS = (SeatConfig("Ann", "blue"), SeatConfig("Ben", "orange"), SeatConfig("Cat", "green"))


def mean_rgb(surface: pygame.Surface, rect: pygame.Rect) -> float:
    """The mean brightness of ``rect`` on ``surface``."""
    total = 0
    for x in range(rect.left, rect.right, 3):
        for y in range(rect.top, rect.bottom, 3):
            total += sum(surface.get_at((x, y))[:3])
    return total / (len(range(rect.left, rect.right, 3)) * len(range(rect.top, rect.bottom, 3)))


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
def test_docks_costs_are_spaces_and_a_passed_tray_sinks(app, size, request):
    resize(app, size)
    session = greedy_session("kings-forge", SEATS, 3, 34)  # Ben and Cat have passed
    text_report.start()  # before anything is drawn: cached pictures remember their words
    request.addfinalizer(text_report.stop)
    icons._rich.cache_clear()
    app.surface = text_report.recording_window(app.surface)
    scene = open_game(app, session)
    run_timers(app, steps=20, dt=50)
    board, state = scene.board, session.state
    assert state.phase == "gather" and [p.passed for p in state.players] == [False, True, True]
    scene.layer = None
    app.draw()
    items = text_report.report(app.surface)
    assert not [i["text"] for i in items if i["cut"]]
    docks = board.geo.docks_head().unionall([rect for _, rect in board.geo.dock_rows()])
    inside = [i["text"] for i in items if docks.contains(pygame.Rect(i["rect"]))]
    assert "Docks" in inside
    assert not [t for t in inside if "dice" in t or "die" in t], inside
    assert [t for t in inside if "Automatic 6" in t] and [t for t in inside if "+1/+1" in t]
    trays = board.geo.tray_rects(state)
    # the empty room at each tray's right, under its words: the panel itself
    wells = [pygame.Rect(t.right - 60, t.bottom - 12, 50, 8) for t in trays]
    ann, ben, cat = (mean_rgb(app.surface, w) for w in wells)
    assert ben < ann * 0.85 and cat < ann * 0.85, (ann, ben, cat)
