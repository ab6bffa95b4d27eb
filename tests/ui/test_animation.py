"""Animations, headless, with real events: one starts after a move when they are on, a click or
a key skips it and still acts, the board under it is the engine's, and they are instant when
off. The benchmark's animating scenes are built here too (no test asserts a duration)."""

from __future__ import annotations

import pygame
from test_forge_war_board import mine_turn, reach, start
from uihelp import click, click_button, press

from forgegames.core.preferences import get_preference
from forgegames.core.session import Session
from forgegames.core.simulate import bot_config
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.forge_war.mine import destinations
from forgegames.ui.animation import Animation, Player, along, ease_in_out
from forgegames.ui.boards.forge_war import ForgeWarBoard
from forgegames.ui.game_scene import GameScene
from forgegames.ui.overlays import ChoiceDialog, Curtain


def move_overseer(app, scene: GameScene) -> tuple:
    """Click the active seat's overseer with the longest path, then its farthest destination."""
    board: ForgeWarBoard = scene.board
    mine = scene.session.state.mine
    seat = scene.session.active
    moves = [
        (len(path.crossed) + len(path.passed), h, end)
        for h in mine.overseers_of(seat)
        for end, path in destinations(mine, h)
    ]
    _, frm, to = max(moves, key=lambda m: (m[0], m[1], m[2]))
    click(app, board.mine_view.centre(frm))
    click(app, board.mine_view.centre(to))
    return frm, to


def picture(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def test_a_move_is_animated_over_the_engine_state_and_a_click_skips_it_and_acts(app):
    app.fixed_animation_speed = "normal"
    scene = start(app, seed=5, players=3)
    reach(app, scene, mine_turn)
    moves = len(scene.session.history)
    frm, to = move_overseer(app, scene)
    assert len(scene.session.history) > moves, "the clicks played the move"
    assert scene.animations.active and app.next_wakeup() is not None
    # Under the animation the board shows the engine's state: the overseer already stands
    # on its destination, and the cached picture is the one drawn after the animation ends.
    board: ForgeWarBoard = scene.board
    assert board.view == scene.visible_state()
    assert board.view.mine.overseers.get(to) == scene.session.state.mine.overseers[to]
    app.tick(120)
    assert scene.animations.active
    app.draw()
    during, screen = picture(scene.layer), picture(app.surface)
    assert screen != during, "the animation draws over the board"
    # A click on Undo skips the animation and still takes the move back.
    click_button(app, scene.top, "Undo", pause=False)
    assert not scene.animations.active
    assert len(scene.session.history) == moves
    assert scene.session.state.mine.overseers.get(frm) is not None
    # Again, skipped by a key this time (Ctrl+Z undoes as well).
    move_overseer(app, scene)
    assert scene.animations.active
    app.draw()
    during = picture(scene.layer)
    scene.invalidate()
    app.draw()
    assert picture(scene.layer) == during, "the board was drawn from the engine's state"
    press(app, pygame.K_z, pygame.KMOD_CTRL, pause=False)
    assert not scene.animations.active
    assert len(scene.session.history) == moves


def test_animations_are_instant_when_off(app):
    assert app.animation_speed == "off"
    scene = start(app, seed=5, players=3)
    reach(app, scene, mine_turn)
    moves = len(scene.session.history)
    move_overseer(app, scene)
    assert len(scene.session.history) > moves
    assert not scene.animations.active and scene.animations.wakeup_ms() is None


def test_animations_run_to_their_end_and_stop(app):
    app.fixed_animation_speed = "fast"
    scene = start(app, seed=5, players=3)
    reach(app, scene, mine_turn)
    move_overseer(app, scene)
    assert scene.animations.active
    longest = max(a.delay_ms + a.duration_ms for a in scene.animations.running)
    for _ in range(longest // 16 + 2):
        app.tick(16)
        app.draw()
    assert not scene.animations.active


def test_animation_speed_is_chosen_in_the_menu_and_remembered(app, dice_race):
    app.fixed_animation_speed = None  # the remembered setting, as outside the tests
    assert app.animation_speed == "normal"
    seats = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange"))
    scene = GameScene(app, Session.start(GameConfig("dice-race", seats, "standard"), 3))
    app.push(scene)
    while isinstance(app.stack.top, Curtain):
        click(app, app.stack.top.button_rect().center)
    press(app, pygame.K_ESCAPE)
    menu = app.stack.top
    assert isinstance(menu, ChoiceDialog)
    click_button(app, menu.group, "Animations: normal")
    assert get_preference("animation_speed") == "fast"
    assert app.animation_factor < 1
    assert scene.toast is not None and "fast" in scene.toast.text


def test_player_skips_scales_and_loops():
    drawn: list[float] = []
    player = Player(lambda: 0.5)
    player.start([Animation(400, lambda s, p: drawn.append(p), ease_in_out)])
    assert player.running[0].duration_ms == 200 and player.wakeup_ms() is not None
    player.update(100)
    player.draw(pygame.Surface((4, 4)))
    assert 0 < drawn[-1] < 1
    player.loop = True
    player.update(300)
    assert player.active
    assert player.skip() and not player.active and player.wakeup_ms() is None
    off = Player(lambda: 0.0)
    off.start([Animation(400, lambda s, p: None)])
    assert not off.active
    assert along([(0, 0), (10, 0), (10, 10)], 0.75) == (10, 5)


def test_warparty_counters_slide_and_the_board_is_the_engines(app):
    from forgegames.core import registry

    app.fixed_animation_speed = "normal"
    title = registry.get("warparty")
    session = Session(title, bot_config(title, 2, "standard", ["greedy"]), 3)
    session.resolve_chance()
    scene = GameScene(app, session)
    app.replace(scene)
    for _ in range(200):
        scene.computer.play()
        names = {a.paint.__qualname__ for a in scene.animations.running}
        if any("_slide" in name for name in names):
            break
    else:
        raise AssertionError("no unit moved")
    app.draw()
    assert picture(app.surface) != picture(scene.layer), "the counter slides over the map"
    # the map was drawn (and its counters placed) from the engine's state, not the old one
    assert scene.board.canvas._stacks_memo[0].units is scene.session.state.units


def test_bench_builds_its_animating_scenes(app):
    from forgegames import bench

    for game, kind in (("forge-war", "slide"), ("kings-forge", "tumble")):
        scene = bench.animating_scene(app, game, kind, 3)
        assert app.stack.top is scene
        assert any(kind in a.paint.__qualname__ for a in scene.animations.running)
        app.tick(5000)  # longer than any animation: it loops while the bench measures
        assert scene.animations.active
        app.draw()


def test_forge_war_cubes_fly_and_scores_count_up(app):
    from forgegames.core import registry

    app.fixed_animation_speed = "normal"
    title = registry.get("forge-war")
    session = Session(title, bot_config(title, 3, "simple", ["greedy"]), 2)
    session.resolve_chance()
    scene = GameScene(app, session)
    app.replace(scene)
    seen: set[str] = set()
    for _ in range(300):
        scene.computer.play()
        seen |= {a.paint.__qualname__.split(".")[0] for a in scene.animations.running}
        if {"count_up", "flight", "mine_animations"} <= seen:
            break
    assert {"count_up", "flight", "mine_animations"} <= seen
    app.tick(100)
    app.draw()
