"""Playtest 7, item 4: at 1024x640 the pale-yellow move-cost discs sat over enemy counters and
were taken for value coins; the aim ring and the path line covered the stack aimed at; and a
territory with a battle waiting showed its defender as a dot behind the attacker's chip."""

from __future__ import annotations

import dataclasses

import pygame
import pytest
from test_warparty_board import _scene
from test_warparty_counters import crowded
from uihelp import click, post, run_timers

from forgegames.games.warparty.board_info import side_of
from forgegames.ui import theme
from forgegames.ui.app import App
from forgegames.ui.boards.warparty.map_palette import COIN_GOLD


def _opaque_mean(sprite: pygame.Surface) -> tuple[float, float, float]:
    """The mean colour of a sprite's opaque pixels."""
    w, h = sprite.get_size()
    pixels = [sprite.get_at((x, y)) for x in range(w) for y in range(h)]
    solid = [p for p in pixels if p.a > 200]
    return tuple(sum(p[i] for p in solid) / len(solid) for i in range(3))


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
def test_cost_tags_stand_beside_counters_and_do_not_look_like_coins(size) -> None:
    app = App(size, bot_delay_ms=0)
    try:
        scene = _scene(app, count=3, others=(("undead", "skeleton", "queensfield"),))
        board, state = scene.board, scene.session.state
        app.draw()
        click(app, board.canvas.stack_rects(state)[("kingsreach", "humans")].center)
        app.draw()
        lit = board.highlights(state)
        tags = board.canvas.cost_tags(state, lit)
        assert {"crownvale", "queensfield"} <= set(tags)  # enemy stacks stand there
        counters = list(board.canvas.stack_rects(state).values())
        for place, (_badge, spot) in tags.items():
            assert spot.collidelist(counters) < 0, place
            assert board.canvas.territory_at(spot.center) == place
        # a white tag, where a value coin is gold
        badge = next(iter(tags.values()))[0]
        r, g, b = _opaque_mean(badge)
        assert min(r, g, b) > 150 and max(r, g, b) - min(r, g, b) < 60, (r, g, b)
        gold = COIN_GOLD  # a value coin's face
        assert gold[0] - gold[2] > 60 and abs(b - gold[2]) > 80, "told apart by colour"
    finally:
        pygame.display.quit()


def test_the_aim_ring_and_path_stay_under_the_stack_aimed_at(app) -> None:
    scene = _scene(app, count=3)
    board, state = scene.board, scene.session.state
    app.draw()
    click(app, board.canvas.stack_rects(state)[("kingsreach", "humans")].center)
    app.draw()
    target = board.canvas.stack_rects(state)[("crownvale", "goblins")]
    face = target.inflate(-4, -4)
    away = board.canvas.centre_of("kingsreach")
    post(app, pygame.MOUSEMOTION, pos=away, rel=(1, 1), buttons=(0, 0, 0))
    run_timers(app, 10, 50)
    app.draw()
    plain = pygame.display.get_surface().subsurface(face).copy()
    post(app, pygame.MOUSEMOTION, pos=target.center, rel=(1, 1), buttons=(0, 0, 0))
    run_timers(app, 10, 50)
    app.draw()
    preview = board.shown_preview()
    assert preview is not None and preview.battle and preview.dest == "crownvale"
    aimed = pygame.display.get_surface().subsurface(face).copy()
    assert pygame.image.tobytes(plain, "RGB") == pygame.image.tobytes(aimed, "RGB")
    # the ring is drawn, around the counter
    screen = pygame.display.get_surface()
    edge = [
        screen.get_at((x, y))
        for x in range(target.left - 20, target.right + 20)
        for y in range(target.top - 20, target.bottom + 20)
        if not target.collidepoint(x, y)
    ]
    near = [p for p in edge if all(abs(p[i] - theme.DANGER[i]) < 20 for i in range(3))]
    assert len(near) > 20, "the red ring shows around the counter"


def test_a_crowd_where_a_battle_waits_shows_the_enemy_s_count(app) -> None:
    scene = _scene(app)
    canvas = scene.board.canvas
    full = crowded(scene.session.state, canvas)  # two armies, one of each team, everywhere
    units = tuple(u for u in full.units if u.army in ("humans", "undead"))
    state = dataclasses.replace(full, units=units)
    placed = canvas._placed(state)
    counts = {(s.place, s.army): s.count for s, _ in placed}
    assert canvas._foes, "some crowd's chip has room for its enemies"
    for (place, army), foes in canvas._foes.items():
        for foe, count, _down, _lead in foes:
            assert side_of(foe) != side_of(army)
            assert counts[(place, foe)] == count
        plain = canvas._chip(next(s for s, _ in placed if (s.place, s.army) == (place, army)))
        face = next(r for s, r in placed if (s.place, s.army) == (place, army))
        assert face.w > plain.get_width()  # the enemy's chip is joined to the leader's
