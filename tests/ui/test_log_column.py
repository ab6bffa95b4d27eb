"""The log column is a collaborator the game frame owns (``scene.log_column``), not a mixin
(issue 36): ``LogColumn`` asks the frame only what ``LogHost`` names. Built on a stand-in that
lets through those names and nothing else, it writes the same lines, marks the same places for
a hovered line and draws the same column as the frame's own."""

from __future__ import annotations

import pygame
from test_computer_turns import protocol_names
from uihelp import click_button, run_timers

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui.game_log import LogColumn, LogHost
from forgegames.ui.game_scene import GameScene
from forgegames.ui.intents import Intent


class Only:
    """The scene seen through ``LogHost``: any other name is an error, and nothing is set."""

    def __init__(self, scene: GameScene) -> None:
        object.__setattr__(self, "_scene", scene)

    def __getattr__(self, name: str):
        if name not in protocol_names(LogHost) | {"scale"}:
            raise AttributeError(f"LogColumn asked the frame for {name!r}, not in LogHost")
        return getattr(self._scene, name)

    def __setattr__(self, name: str, value) -> None:
        raise AttributeError(f"LogColumn set {name!r} on the frame")


def column_picture(surface: pygame.Surface, scene: GameScene) -> bytes:
    return pygame.image.tobytes(surface.subsurface(scene.log_rect), "RGB")


def test_the_log_column_needs_only_what_its_host_protocol_names(app, dice_race):
    assert not issubclass(GameScene, LogColumn)
    assert "scale" in LogHost.__dict__ and "log_rect" in protocol_names(LogHost)
    seats = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange", "random"))
    app.fixed_bot_delay = 10**9
    scene = GameScene(app, Session.start(GameConfig("dice-race", seats, "standard"), 3))
    app.push(scene)
    run_timers(app, 1, 500)
    click_button(app, scene.board.group, "step")
    click_button(app, scene.board.group, "end")  # held for End turn
    scene.undo()  # a line says the move was taken back, in its place
    app.draw()
    alone = LogColumn(Only(scene), scene.title.info.id)
    assert alone.takebacks == [] and len(scene.log_column.takebacks) == 1  # its own state
    alone.takebacks = list(scene.log_column.takebacks)
    alone.log_history()
    own = scene.log.entries
    assert alone.panel.entries == own and any("took back a move" in e[0] for e in own)
    first = pygame.Surface(app.surface.get_size())
    second = pygame.Surface(app.surface.get_size())
    notes, scrolls = scene.side_notes(), scene.note_scrolls
    scene.log_column.draw(first, scene.hint_row, notes, scrolls)
    alone.draw(second, scene.hint_row, notes, scrolls)
    assert column_picture(first, scene) == column_picture(second, scene)
    rect, tag = next((r, t) for r, t in reversed(scene.log.drawn) if t is not None)
    app.dispatch(Intent("motion", pos=rect.center))
    assert scene.log_column.hover_tag == tag == scene.hover_tag
    alone.hover(rect.center)
    assert alone.hover_tag == tag and alone.hover_marks == scene.log_column.hover_marks
