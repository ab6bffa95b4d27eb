"""One face per kind of stack (playtest 14, item 3: one Goblin Warrior was a plain '1' chip,
another a '3/2' counter at the same zoom, and a reload at 1024x640 turned counters into
chips). An army alone in its territory is drawn as its counter wherever it stands and
whatever the window's size (set beside a crowded territory, a line leads to it); armies
sharing a territory are chips. Positions from real games, several seeds, both sizes."""

from __future__ import annotations

import pygame
import pytest
from uihelp import greedy_session, open_game

from forgegames.core.title import SeatConfig
from forgegames.ui.app import App
from forgegames.ui.boards.warparty.map_leaders import leaders

SEATS = (SeatConfig("Ann", "blue"), SeatConfig("Bo", "orange"))
SIZES = ((1280, 720), (1024, 640))


def _faces(size, seed: int, moves: int) -> tuple[dict, int]:
    """Each drawn stack's face kind ('counter' or 'chip') by (place, army) in the game of
    ``seed`` after ``moves`` moves at ``size``, and how many counters lead to their place."""
    app = App(size, bot_delay_ms=0)
    scene = open_game(app, greedy_session("warparty", SEATS, seed, moves))
    canvas = scene.board.canvas
    app.draw()
    placed = canvas._placed(scene.board.state)
    armies: dict[str, set[str]] = {}
    for stack, _ in placed:
        armies.setdefault(stack.place, set()).add(stack.army)
    faces = {}
    for stack, _ in placed:
        key = (stack.place, stack.army)
        if key in canvas._hidden:
            continue
        faces[key] = "chip" if key in canvas._chips else "counter"
        alone = len(armies[stack.place]) == 1
        assert faces[key] == ("counter" if alone else "chip"), (size, seed, key)
    away = leaders(canvas, placed)
    for _, home, counter in away:  # a counter set aside leads to its own territory
        assert canvas.territory_at(home) is not None and home != counter
    pygame.display.quit()
    return faces, len(away)


@pytest.mark.parametrize("seed,moves", [(3, 80), (5, 120), (11, 60)])
def test_a_stack_has_the_same_face_in_every_place_and_at_every_size(seed, moves) -> None:
    big, _ = _faces(SIZES[0], seed, moves)
    small, _ = _faces(SIZES[1], seed, moves)
    assert big == small
    assert "counter" in big.values()
