"""Where a stack stands and how it looks (playtest 14, item 3: one Goblin Warrior was a plain
'1' chip, another a '3/2' counter at the same zoom; playtest 15, item 1: at 1024x640 counters
set beside their territories with lines made the map hard to read). Armies sharing a territory
are chips; an army alone is its counter, and its chip only where not even the least counter
fits; no stack is drawn away from its territory. Positions from real games, several seeds,
both sizes."""

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
    ``seed`` after ``moves`` moves at ``size``, and how many stacks lead to their place."""
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
        if len(armies[stack.place]) > 1:
            assert faces[key] == "chip", (size, seed, key)
    away = leaders(canvas, placed)
    chips = {
        face.center: (stack.place, face)
        for stack, face in placed
        if (stack.place, stack.army) in canvas._chips
    }
    for _, home, centre in away:  # only a chip is ever set beside, near its territory: within
        # two chips' height of its box (a capital's corner is full of its marks)
        assert centre in chips and canvas.territory_at(home) is not None, (size, seed, centre)
        place, face = chips[centre]
        near = canvas.place_rect(place).inflate(4 * face.height, 4 * face.height)
        assert face.colliderect(near), (size, seed, place)
    pygame.display.quit()
    return faces, len(away)


@pytest.mark.parametrize("seed,moves", [(3, 80), (5, 120), (11, 60)])
def test_a_stack_stands_in_its_territory_a_counter_where_it_fits(seed, moves) -> None:
    big, big_away = _faces(SIZES[0], seed, moves)
    small, small_away = _faces(SIZES[1], seed, moves)
    assert big_away == 0  # at 1280x720 every stack stands in its territory
    assert "counter" in big.values()  # (at 1024x640 with the panel open all may be chips)
    # a chip at the larger size stays a chip at the smaller: room only shrinks
    assert {k for k, v in big.items() if v == "chip"} <= {
        k for k, v in small.items() if v == "chip"
    }
