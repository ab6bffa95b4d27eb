"""The game-over panel: who won and each player's score with the parts it is made of; for a
game with a high-score table (solo), the title's notes on the result and the table, where a
result that counts is recorded once."""

from __future__ import annotations

import pygame

from forgegames.core import high_scores
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
        self.notes = game.title.result_notes(game.session.state)
        self.table_rows = self.high_score_rows()
        self.group = ButtonGroup()

    def high_score_rows(self) -> list[str]:
        """The game's high-score table as lines (recording this result first when it counts);
        a file that cannot be used is reported and left alone."""
        session = self.game.session
        entry = session.title.high_score(session.state)
        if entry is None:
            return []
        key, score = entry
        title_id = session.title.info.id
        try:
            place = None
            if score is not None:
                game_id = f"{session.seed}:{len(session.history)}"
                place = high_scores.record(title_id, key, score, self.game.seat_name(0), game_id)
            table = high_scores.table(title_id, key)
        except (high_scores.HighScoreError, OSError) as exc:
            return [tr("High scores unavailable: {why}", why=str(exc))]
        rows = [tr("Best scores ({table}):", table=key.replace("/", ", "))]
        for rank, e in enumerate(table[:5], start=1):
            mark = "  ◀" if rank == place else ""
            rows.append(f"{rank}. {e.score:g}  {e.name}  {e.date}{mark}")
        if not table:
            rows.append(tr("none yet: finish a game without losing to set one"))
        return rows

    def resize(self, size: tuple[int, int]) -> None:
        s = theme.scale_for(size)
        self.detail_size = int(15 * s)
        width = int(size[0] * 0.62) - int(100 * s)
        self.details = [self.wrap_parts(line.parts, width) for line in self.lines]
        self.note_rows = [r for n in self.notes for r in theme.wrap(n, self.detail_size, width)]
        rows = sum(44 + 20 * len(d) for d in self.details)
        rows += 22 * (len(self.note_rows) + len(self.table_rows)) + (10 if self.table_rows else 0)
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
        if self.notes and not winners:
            title = tr("Solo game lost")
        y = draw_panel(surface, self.rect, s, title)
        x = self.rect.x + int(30 * s)
        for row in self.note_rows:
            surface.blit(theme.text(row, self.detail_size, theme.TEXT, True), (x, y))
            y += int(22 * s)
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
        for row in self.table_rows:
            surface.blit(theme.text(row, self.detail_size, theme.TEXT_DIM), (x, y))
            y += int(22 * s)
        self.group.draw(surface, s)
