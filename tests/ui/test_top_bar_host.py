"""The top bar is a collaborator the game frame owns (``scene.top_bar``), not a mixin (issue
36): ``TopBar`` asks the frame only what ``TopBarHost`` names. Built on a stand-in that lets
through those names and nothing else, it lays out and draws exactly what the frame's own does;
the replay's bar is its own kind."""

from __future__ import annotations

import pygame
from test_computer_turns import protocol_names
from uihelp import click_button, press, run_timers

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui.game_scene import GameScene
from forgegames.ui.game_top_bar import TopBar, TopBarHost
from forgegames.ui.widgets import ButtonGroup


class Only:
    """The scene seen through a protocol: any other name is an error."""

    def __init__(self, scene: GameScene, names: set[str]) -> None:
        object.__setattr__(self, "_scene", scene)
        object.__setattr__(self, "_names", names)
        object.__setattr__(self, "top", ButtonGroup(chain=True))  # its own buttons

    def __getattr__(self, name: str):
        if name not in self._names:
            raise AttributeError(f"TopBar asked the frame for {name!r}, not in TopBarHost")
        return getattr(self._scene, name)

    def __setattr__(self, name: str, value) -> None:
        raise AttributeError(f"TopBar set {name!r} on the frame")


def bar_picture(surface: pygame.Surface, scene: GameScene) -> bytes:
    return pygame.image.tobytes(surface.subsurface(scene.bar), "RGB")


def test_the_top_bar_needs_only_what_its_host_protocol_names(app, dice_race):
    assert not issubclass(GameScene, TopBar)
    seats = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange", "random"))
    app.fixed_bot_delay = 10**9
    scene = GameScene(app, Session.start(GameConfig("dice-race", seats, "standard"), 3))
    app.push(scene)
    run_timers(app, 1, 500)
    click_button(app, scene.board.group, "step")
    click_button(app, scene.board.group, "end")  # held for End turn: every button has words
    app.draw()
    bare = Only(scene, protocol_names(TopBarHost))
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
