"""Playtest 24: at 1024x640 the clerk's 'Copper Mace' showed its price alone; its forge cost and
prestige were left out without a sign, where the row had room for them. A clerk tile is made
as wide as its whole price line (price, claims' marks, forge cost, prestige) wherever the row
holds every tile so (fw30: the short tiles' one row seldom does; the rule is also checked on a
row of three designs)."""

from __future__ import annotations

import pygame
import pytest
from test_forge_war_board import reach, start

from forgegames.ui.app import App


@pytest.mark.parametrize(("players", "seed"), [(2, 5), (3, 2), (4, 1)])
def test_every_clerk_tile_holds_its_whole_price_line_at_1024(request, players, seed):
    app = App((1024, 640), bot_delay_ms=0)
    request.addfinalizer(pygame.display.quit)
    scene = start(app, seed=seed, players=players)
    board = scene.board
    checked = 0
    for target in (2, 4, 6):
        reach(app, scene, lambda s, r=target: s.round >= r and s.phase == "quest")
        app.draw()
        market, view = board.market, board.view
        tiles = {k[6:]: r for k, r in board.rects.items() if k.startswith("clerk:")}
        assert tiles, sorted(board.rects)
        pad, gap = 2 * market.clerk.edge(), market.px(4)
        space = board.rects["space:clerk"]
        for y in {r.y for r in tiles.values()}:
            row = {d: r for d, r in tiles.items() if r.y == y}
            needs = {d: market.clerk.line_w(view, d) + pad for d in row}
            inner = space.width - 2 * (min(r.x for r in row.values()) - space.x)
            if sum(needs.values()) + gap * (len(row) - 1) > inner:
                continue  # no room in the row for every whole line (the names come first)
            for design, rect in row.items():
                assert rect.width >= needs[design], (target, design, rect.width, needs[design])
                assert space.contains(rect)
                checked += 1
    # fw30: the game's short tiles share one row, where whole lines seldom all fit; the rule
    # itself, on a row of three of the designs, as the market lays a row out
    three = list(view.market["public"])[:3]
    inner = space.width - 2 * market.px(5)
    for design, width in zip(three, market.clerk.widths(inner, three), strict=True):
        assert width >= market.clerk.line_w(view, design) + pad, (design, width)
        checked += 1
    assert checked >= 3, checked
