"""The top bar names the army acting now (issue #39: it said "Ann (Humans and Dwarves)" while
only one of her armies was moving), in that army's own colour and symbol, at both sizes."""

from __future__ import annotations

import dataclasses
import json

import pygame
import pytest
from test_warparty_board import _scene
from uihelp import click, run_timers

from forgegames.games.warparty.board_info import army_name
from forgegames.ui import text_report
from forgegames.ui.app import App
from forgegames.ui.screenshot import render


def _near(a, b, within: int = 24) -> bool:
    return all(abs(x - y) <= within for x, y in zip(a, b, strict=False))


def _bar_words(application, scene, tmp_path, name: str) -> list[dict]:
    """The words drawn in the top bar, from a picture of the window."""
    render(application, tmp_path / f"{name}.png", tmp_path / f"{name}.json")
    drawn = json.loads((tmp_path / f"{name}.json").read_text(encoding="utf-8"))
    assert not any(d["cut"] for d in drawn), [d["text"] for d in drawn if d["cut"]]
    return [d for d in drawn if d["rect"][1] < scene.bar.bottom]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
def test_the_top_bar_names_the_army_being_moved_in_its_look(size, tmp_path) -> None:
    text_report.start()
    try:
        application = App(size, bot_delay_ms=0)
        scene = _scene(application)
        board = scene.board
        state = scene.session.state
        seat = scene.session.active
        assert state.seats[seat] == ("humans", "dwarves")
        run_timers(application, steps=60, dt=100)  # the turn's greeting leaves the bar's words
        # both armies may move: the bar names neither alone
        assert board.acting_look(seat) is None
        words = [d["text"] for d in _bar_words(application, scene, tmp_path, "both")]
        assert "Dwarves" not in words and "Humans" not in words, words
        for army in ("dwarves", "humans"):  # a stack picked: its army is named, in its look
            where = next(p for (p, a) in board.canvas.stack_rects(state) if a == army)
            click(application, board.canvas.stack_rects(state)[(where, army)].center)
            assert board.selected == (where, army)
            look = board.acting_look(seat)
            assert look is not None and look.name == army_name(army)
            mine = board.army_look(army)
            assert (look.rgb, look.symbol) == (mine.rgb, mine.symbol)
            named = [
                d for d in _bar_words(application, scene, tmp_path, army) if d["text"] == look.name
            ]
            assert named, army
            screen = pygame.image.load(str(tmp_path / f"{army}.png"))
            x, y, w, h = named[0]["rect"]
            pixels = [screen.get_at((i, j))[:3] for i in range(x, x + w) for j in range(y, y + h)]
            assert any(_near(p, look.rgb, 30) for p in pixels)  # in its army's colour
            click(application, board.canvas.stack_rects(state)[(where, army)].center)
            board.selected, board.chosen = None, ()
    finally:
        text_report.stop()
        pygame.display.quit()


def test_a_seat_of_one_army_has_no_acting_part(app) -> None:
    scene = _scene(app)
    state = scene.session.state
    single = dataclasses.replace(state, seats=(("humans",), ("goblins",)) + state.seats[2:])
    scene.session.state = single
    assert scene.board.acting_look(0) is None
    assert scene.board.acting_look(5) is None
