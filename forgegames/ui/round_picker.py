"""The replay's list of rounds: a grid of buttons, one per round, that jumps to its start."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from forgegames.core.i18n import tr
from forgegames.core.replay import RoundMark
from forgegames.ui import theme
from forgegames.ui.intents import Intent
from forgegames.ui.overlays import dim, draw_panel
from forgegames.ui.scene import Scene
from forgegames.ui.widgets import Button, ButtonGroup


class RoundPicker(Scene):
    """Every round of a replay (and the set-up before the first) in columns; the round on
    screen has the focus. Choosing one calls ``on_pick`` with its first step and closes."""

    transparent = True

    def __init__(
        self, app, marks: list[RoundMark], current: int, on_pick: Callable[[int], None]
    ) -> None:
        super().__init__(app)
        self.marks = marks
        self.current = current
        self.on_pick = on_pick
        self.group = ButtonGroup()
        self.rect = pygame.Rect(0, 0, 0, 0)

    def pick(self, step: int) -> None:
        self.app.remove(self)
        self.on_pick(step)

    def resize(self, size: tuple[int, int]) -> None:
        s = theme.scale_for(size)
        row_h, gap = int(40 * s), int(8 * s)
        pad, head = int(24 * s), int(70 * s)
        rows = max(1, (int(size[1] * 0.85) - head - row_h - 2 * gap - pad) // (row_h + gap))
        columns = max(1, math.ceil(len(self.marks) / rows))
        rows = math.ceil(len(self.marks) / columns)  # columns as even as they can be
        size_px = int(18 * s)
        widest = max(theme.font(size_px).size(mark.label)[0] for mark in self.marks)
        most = (int(size[0] * 0.9) - 2 * pad) // columns - gap
        col_w = min(most, max(int(150 * s), widest + int(28 * s)))
        width = max(columns * (col_w + gap) - gap + 2 * pad, int(320 * s))
        height = head + rows * (row_h + gap) + row_h + gap + pad
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.center = (size[0] // 2, size[1] // 2)
        buttons = []
        for index, mark in enumerate(self.marks):
            column, row = divmod(index, rows)
            label = theme.shorten(mark.label, size_px, col_w - int(28 * s))
            style = "primary" if index == self.current else "normal"
            button = Button(label, lambda step=mark.step: self.pick(step), style=style)
            button.tooltip = mark.label
            x = self.rect.x + pad + column * (col_w + gap)
            button.rect = pygame.Rect(x, self.rect.y + head + row * (row_h + gap), col_w, row_h)
            buttons.append(button)
        close = Button(tr("Close"), lambda: self.app.remove(self), style="quiet")
        close.rect = pygame.Rect(0, 0, int(140 * s), row_h)
        close.rect.midbottom = (self.rect.centerx, self.rect.bottom - pad // 2)
        self.group.set([*buttons, close])
        self.group.focus = min(self.current, len(buttons) - 1)

    def handle(self, intent: Intent) -> bool:
        if intent.kind == "key" and intent.key == pygame.K_ESCAPE:
            self.app.remove(self)
            return True
        if intent.kind == "click" and not self.rect.collidepoint(intent.pos):
            self.app.remove(self)  # a click beside the list closes it
            return True
        self.group.handle(intent)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        dim(surface)
        draw_panel(surface, self.rect, s, tr("Jump to a round"))
        self.group.draw(surface, s)
