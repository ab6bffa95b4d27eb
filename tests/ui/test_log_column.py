"""The log column is a collaborator the game frame owns (``scene.log_column``), not a mixin
(issue 36): ``LogColumn`` asks the frame only what ``LogHost`` names. Built on a stand-in that
lets through those names and nothing else, it writes the same lines, marks the same places for
a hovered line and draws the same column as the frame's own."""

from __future__ import annotations

import pygame
from frame_parts import Only, dice_frame, protocol_names
from uihelp import click_button

from forgegames.ui.game_log import LogColumn, LogHost
from forgegames.ui.game_scene import GameScene
from forgegames.ui.intents import Intent


def column_picture(surface: pygame.Surface, scene: GameScene) -> bytes:
    return pygame.image.tobytes(surface.subsurface(scene.log_rect), "RGB")


def test_the_log_column_needs_only_what_its_host_protocol_names(app, dice_race):
    assert not issubclass(GameScene, LogColumn)
    assert {"scale", "log_rect", "played"} <= protocol_names(LogHost)
    scene = dice_frame(app)
    click_button(app, scene.board.group, "end")  # held for End turn
    scene.undo()  # a line says the move was taken back, in its place
    app.draw()
    alone = LogColumn(Only(scene, LogHost), scene.title.info.id)
    assert alone.takebacks == [] and len(scene.log_column.takebacks) == 1  # its own state
    alone.takebacks = list(scene.log_column.takebacks)
    alone.log_history()
    own = scene.log.entries
    assert alone.panel.entries == own and any("takes back a move." in e[0] for e in own)
    first = pygame.Surface(app.surface.get_size())
    second = pygame.Surface(app.surface.get_size())
    notes, scrolls = scene.side_notes(), scene.teaching.note_scrolls
    scene.log_column.draw(first, scene.teaching.hint_row, notes, scrolls)
    alone.draw(second, scene.teaching.hint_row, notes, scrolls)
    assert column_picture(first, scene) == column_picture(second, scene)
    rect, tag = next((r, t) for r, t in reversed(scene.log.drawn) if t is not None)
    app.dispatch(Intent("motion", pos=rect.center))
    assert scene.log_column.hover_tag == tag == scene.hover_tag
    alone.hover(rect.center)
    assert alone.hover_tag == tag and alone.hover_marks == scene.log_column.hover_marks
