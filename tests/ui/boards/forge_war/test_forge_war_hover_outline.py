"""The mine's lit hex under the mouse is outlined (playtest 6, finding 9): the text preview
was shown but the hex had no mark of its own — the thin hover line vanished against the lit
hex's pale fill and mint edge, and the preview's marks were drawn over it."""

from __future__ import annotations

import pygame
from test_forge_war_board import mine_turn, reach, start
from uihelp import click, post

from forgegames.games.forge_war.mine import destinations
from forgegames.ui import theme


def test_hovering_a_lit_hex_outlines_it(app, monkeypatch):
    scene = start(app, seed=5, players=3)
    reach(app, scene, mine_turn)
    board = scene.board
    state = scene.session.state
    seat = scene.session.active
    mover = next(h for h in state.mine.overseers_of(seat) if destinations(state.mine, h))
    click(app, board.mine_view.centre(mover))
    lit = sorted(h for h, _path in destinations(state.mine, mover))
    end, other = lit[0], lit[-1]
    corners = board.mine_view.layout.corners(end)
    edge = [
        (round((a[0] + b[0]) / 2), round((a[1] + b[1]) / 2))
        for a, b in zip(corners, corners[1:] + corners[:1], strict=True)
    ]
    post(app, pygame.MOUSEMOTION, pos=board.mine_view.centre(other), rel=(0, 0), buttons=(0, 0, 0))
    app.draw()
    unhovered = [tuple(app.surface.get_at(p))[:3] for p in edge]
    assert theme.HALO not in unhovered, "a lit hex not under the mouse has no hover mark"
    drawn: list[tuple[str, list]] = []
    real = theme.draw_state
    monkeypatch.setattr(
        theme,
        "draw_state",
        lambda s, shape, st, *a: drawn.append((st, shape)) or real(s, shape, st, *a),
    )
    post(app, pygame.MOUSEMOTION, pos=board.mine_view.centre(end), rel=(0, 0), buttons=(0, 0, 0))
    assert board.hover_preview() is not None, "the text preview still comes with it"
    app.draw()
    assert ("hover", corners) in drawn, "the hover mark goes round the hex under the mouse"
    # and it is seen: every edge of the hex is drawn dark under the thin white line
    assert [tuple(app.surface.get_at(p))[:3] for p in edge] == [theme.HALO] * 6
