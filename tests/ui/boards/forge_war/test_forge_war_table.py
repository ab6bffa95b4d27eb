"""Forge War's small table faults (issue 23), headless with real clicks: a picked overseer's
reachable hexes stand out from the rest of the mine by their fill (WCAG contrast at least
3:1), and a player with no quests is not told their quests advanced."""

from __future__ import annotations

import pygame
from test_forge_war_board import mine_turn, reach, start
from uihelp import click, post

from forgegames.games.forge_war.mine import destinations
from forgegames.ui import theme
from forgegames.ui.boards.forge_war import ForgeWarBoard


def fill_at(app, board: ForgeWarBoard, h) -> tuple[int, int, int]:
    """A hex's fill, read off the screen at three points clear of its resource badge and its
    edges: the middle one by brightness, as a neighbour's piece and its ring (made wider for
    contrast, playtest 16) may reach one of them."""
    x, y = board.mine_view.centre(h)
    size = board.mine_view.layout.size
    points = ((-0.62, -0.12), (-0.45, 0.45), (0.45, 0.45))
    seen = [
        tuple(app.surface.get_at((round(x + dx * size), round(y + dy * size))))[:3]
        for dx, dy in points
    ]
    return sorted(seen, key=theme.luminance)[1]


def test_picked_overseer_reach_stands_out_by_fill(app):
    scene = start(app, seed=5, players=3)
    reach(app, scene, mine_turn)
    board: ForgeWarBoard = scene.board
    state = scene.session.state
    seat = scene.session.active
    start_hex = next(h for h in state.mine.overseers_of(seat) if destinations(state.mine, h))
    click(app, board.mine_view.centre(start_hex))
    assert board.selected == start_hex
    post(app, pygame.MOUSEMOTION, pos=(2, app.size[1] - 2), rel=(0, 0), buttons=(0, 0, 0))
    app.draw()
    ends = {h for h, _path in destinations(state.mine, start_hex)}
    others = set(state.mine.board.hexes) - ends - {start_hex}
    assert ends and others
    lit = [fill_at(app, board, h) for h in ends]
    dark = [fill_at(app, board, h) for h in others]
    worst = min(theme.contrast(a, b) for a in lit for b in dark)
    assert worst >= 3.0, f"a reachable hex has only {worst:.2f}:1 against another hex"
    # Putting the overseer down again lifts the veil: the mine shows its own colours.
    click(app, board.mine_view.centre(start_hex))
    assert board.selected is None
    post(app, pygame.MOUSEMOTION, pos=(2, app.size[1] - 2), rel=(0, 0), buttons=(0, 0, 0))
    app.draw()
    plain = [fill_at(app, board, h) for h in others]
    assert max(theme.luminance(c) for c in plain) > max(theme.luminance(c) for c in dark)


def rewards_without_quests(scene):
    def done(state) -> bool:
        if state.phase != "rewards" or state.step != "collect" or state.pending:
            return False
        return not state.seats[scene.session.active].quests

    return done


def test_no_quests_no_word_of_them_advancing(app):
    scene = start(app, seed=3, players=2)
    reach(app, scene, rewards_without_quests(scene), limit=3000)
    board: ForgeWarBoard = scene.board
    assert scene.my_turn()
    prompt = board.prompts.prompt(scene.visible_state())
    assert prompt and "advanced" not in prompt
    assert scene.seat_name(scene.session.active) in prompt
