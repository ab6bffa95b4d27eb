"""The top bar is a collaborator the game frame owns (``scene.top_bar``), not a mixin (issue
36): ``TopBar`` asks the frame only what ``TopBarHost`` names. Built on a stand-in that lets
through those names and nothing else, it lays out and draws exactly what the frame's own does;
the replay's bar is its own kind."""

from __future__ import annotations

import pygame
from frame_parts import Only, dice_frame
from uihelp import click_button, press

from forgegames.ui.game_scene import GameScene
from forgegames.ui.game_top_bar import TopBar, TopBarHost
from forgegames.ui.widgets import ButtonGroup


def bar_picture(surface: pygame.Surface, scene: GameScene) -> bytes:
    return pygame.image.tobytes(surface.subsurface(scene.bar), "RGB")


def test_the_top_bar_needs_only_what_its_host_protocol_names(app, dice_race):
    assert not issubclass(GameScene, TopBar)
    scene = dice_frame(app)
    click_button(app, scene.board.group, "end")  # held for End turn: every button has words
    app.draw()
    bare = Only(scene, TopBarHost, top=ButtonGroup(chain=True))  # its own buttons
    alone = TopBar(bare)
    alone.rebuild()
    own = [(b.label, tuple(b.rect), b.enabled) for b in scene.top.buttons]
    assert [(b.label, tuple(b.rect), b.enabled) for b in bare.top.buttons] == own
    first = pygame.Surface(app.surface.get_size())
    second = pygame.Surface(app.surface.get_size())
    scene.top_bar.draw(first)
    alone.draw(second)
    assert bar_picture(first, scene) == bar_picture(second, scene)
    assert alone.left == scene.top_bar.left and alone.seat_tag_rect == scene.top_bar.seat_tag_rect
    assert alone.active_lines == scene.top_bar.active_lines
    assert any("End turn" in line for line in alone.active_lines)


def test_the_replay_has_its_own_top_bar(app, tmp_path, dice_race):
    from uihelp import open_replay

    from forgegames.ui.replay_scene import ReplayTopBar

    scene = open_replay(app, tmp_path, "dice-race", 6)
    assert type(scene.top_bar) is ReplayTopBar and scene.top_bar.host is scene
    assert [b.label for b in scene.top.buttons] == ["Legend", "Menu", "Close replay"]
    assert 0 < scene.top_bar.left < scene.top.buttons[0].rect.x
    for _ in range(6):  # Right steps on to a seat's move (past the rolls)
        if scene.session.active >= 0:
            break
        press(app, pygame.K_RIGHT)
    app.draw()
    assert not scene.session.over and scene.session.active >= 0
    # the replay's own words of what comes next, laid out as the game's bar lays out whose
    # turn it is (ux40: its own drawing made them larger than the status)
    bar = scene.top_bar
    assert bar.active_text() == "to play" and bar.active_size == bar.words_size()
    assert bar.seat_tag_rect is not None and scene.bar.contains(bar.seat_tag_rect)
    assert bar.active_rect is not None and bar.active_rect.left >= bar.seat_tag_rect.right
