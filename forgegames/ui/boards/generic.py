"""A board for any title: the seats with their scores and one button per legal move.

Used by titles that have no board of their own yet (and by the test-only title).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from forgegames.core.i18n import tr
from forgegames.ui import theme
from forgegames.ui.boards.base import BoardView
from forgegames.ui.boards.host import BoardHost
from forgegames.ui.intents import Intent
from forgegames.ui.widgets import Button, ButtonGroup


class GenericBoard(BoardView):
    def __init__(self, scene: BoardHost) -> None:
        super().__init__(scene)
        self.group = ButtonGroup(chain=True)

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        self.refresh()

    def refresh(self) -> None:
        s = self.scene.scale
        buttons = []
        x = self.rect.x + int(20 * s)
        y = self.rect.y + int(220 * s)
        width, height = int(220 * s), int(42 * s)
        for action in self.scene.legal_actions():
            button = Button(self.scene.describe(action), lambda a=action: self.scene.act(a))
            if x + width > self.rect.right:
                x = self.rect.x + int(20 * s)
                y += height + int(10 * s)
            button.rect = pygame.Rect(x, y, width, height)
            x += width + int(10 * s)
            buttons.append(button)
        self.group.set(buttons)

    def handle(self, intent: Intent) -> bool:
        return self.group.handle(intent)

    def seat_rows(self, count: int) -> list[pygame.Rect]:
        """One row a seat: its tag, then its score."""
        s = self.scene.scale
        x, y = self.rect.x + int(20 * s), self.rect.y + int(20 * s)
        return [
            pygame.Rect(x, y + i * int(36 * s), int(310 * s), int(32 * s)) for i in range(count)
        ]

    def regions(self, state: Any) -> dict[str, tuple[pygame.Rect, Hashable]]:
        """Each seat's row, summarised by its score."""
        scores = self.scene.title.scores(state)
        rows = self.seat_rows(len(scores))
        return {
            f"seat:{i}": (rect, score)
            for i, (rect, score) in enumerate(zip(rows, scores, strict=True))
        }

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scene.scale
        state = self.scene.visible_state()
        scores = self.scene.title.scores(state)
        for seat, (row, score) in enumerate(zip(self.seat_rows(len(scores)), scores, strict=True)):
            self.scene.draw_seat_tag(surface, seat, row.topleft)
            value = theme.text(f"{score:g}", int(20 * s), theme.TEXT, True)
            surface.blit(value, (row.x + int(240 * s), row.y))
        summary = getattr(self.scene.title, "summary", None)
        if summary is not None and self.scene.viewer is not None:
            for i, line in enumerate(summary(state, self.scene.viewer)):
                label = theme.text(line, int(17 * s), theme.TEXT)
                surface.blit(
                    label, (self.rect.x + int(340 * s), self.rect.y + int(20 * s) + i * int(28 * s))
                )
        if self.group.buttons:
            label = theme.text(tr("Your moves"), int(18 * s), theme.TEXT_DIM)
            surface.blit(label, (self.rect.x + int(20 * s), self.rect.y + int(190 * s)))

    def draw_live(self, surface: pygame.Surface) -> None:
        self.group.draw(surface, self.scene.scale)
