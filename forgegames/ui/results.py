"""The game-over panel: who won and each player's score with the parts it is made of."""

from __future__ import annotations

import pygame

from forgegames.core.i18n import tr
from forgegames.ui import theme
from forgegames.ui.intents import Intent
from forgegames.ui.overlays import dim, draw_panel
from forgegames.ui.scene import Scene
from forgegames.ui.widgets import Button, ButtonGroup


class Results(Scene):
    transparent = True

    def __init__(self, app, game) -> None:
        super().__init__(app)
        self.game = game
        self.lines = game.title.score_breakdown(game.session.state)
        self.group = ButtonGroup()

    def resize(self, size: tuple[int, int]) -> None:
        s = theme.scale_for(size)
        self.detail_size = int(15 * s)
        width = int(size[0] * 0.62) - int(100 * s)
        self.details = [self.wrap_parts(line.parts, width) for line in self.lines]
        rows = sum(44 + 20 * len(d) for d in self.details)
        height = min(int(size[1] * 0.9), int((150 + rows) * s))
        self.rect = pygame.Rect(0, 0, int(size[0] * 0.62), height)
        self.rect.center = (size[0] // 2, size[1] // 2)
        back = Button(tr("Back to launcher"), self.game.quit_to_launcher, style="primary")
        look = Button(tr("Look at the board"), lambda: self.app.remove(self))
        w, h = int(230 * s), int(44 * s)
        back.rect = pygame.Rect(0, 0, w, h)
        look.rect = pygame.Rect(0, 0, w, h)
        bottom = self.rect.bottom - int(16 * s)
        back.rect.bottomright = (self.rect.centerx - int(8 * s), bottom)
        look.rect.bottomleft = (self.rect.centerx + int(8 * s), bottom)
        self.group.set([back, look])
        self.group.focus = 0

    def wrap_parts(self, parts, width: int) -> tuple[str, ...]:
        """A score's parts as 'label: points' items joined on as few lines as fit."""
        text = "  ·  ".join(f"{label}: {points:g}" for label, points in parts)
        return theme.wrap(text, self.detail_size, width) if text else ()

    def handle(self, intent: Intent) -> bool:
        if intent.kind == "key" and intent.key == pygame.K_ESCAPE:
            self.app.remove(self)
            return True
        self.group.handle(intent)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        dim(surface)
        winners = [self.game.seat_name(line.seat) for line in self.lines if line.winner]
        title = tr("{names} wins!", names=" & ".join(winners)) if winners else tr("Game over")
        y = draw_panel(surface, self.rect, s, title)
        x = self.rect.x + int(30 * s)
        for place, line in enumerate(self.lines, start=1):
            tag = theme.text(f"{place}.", int(20 * s), theme.TEXT_DIM, True)
            surface.blit(tag, (x, y))
            self.game.draw_seat_tag(surface, line.seat, (x + int(36 * s), y))
            total = theme.text(
                tr("{points} points", points=f"{line.total:g}"), int(20 * s), theme.TEXT, True
            )
            surface.blit(total, (self.rect.right - int(30 * s) - total.get_width(), y))
            y += int(30 * s)
            for row in self.details[place - 1]:
                part = theme.text(row, self.detail_size, theme.TEXT_DIM)
                surface.blit(part, (x + int(60 * s), y))
                y += int(20 * s)
            y += int(10 * s)
        self.group.draw(surface, s)
