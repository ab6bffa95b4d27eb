"""The launcher's pages of saved games (in progress, finished): listing them with when each
was last played, paging, deleting after asking, and drawing their rows."""

from __future__ import annotations

import dataclasses
import datetime
import math
import time
from collections.abc import Callable, Hashable
from pathlib import Path
from typing import Any

import pygame

from forgegames.core.bot_words import computer_label
from forgegames.core.dates import day_words
from forgegames.core.i18n import N_, tr
from forgegames.core.paths import data_dir
from forgegames.core.save_status import status_now
from forgegames.core.saved_games import SavedGame, delete_game, list_games, unreadable
from forgegames.core.title import TitleInfo
from forgegames.ui import text_report, theme
from forgegames.ui.overlays import ConfirmDialog, draw_panel
from forgegames.ui.widgets import Button

OLDER_RULES = N_(
    "Newer rules exist: this game goes on under the rules it was started with; a new game "
    "uses the newer ones."
)
"""Continue's tooltip on a game played under an older content version of its title."""

NEW, PLAYING, FINISHED = "new", "playing", "finished"
"""The launcher's pages: a new game, the games in progress, the finished games."""


@dataclasses.dataclass
class GameRow:
    """One listed game as laid out: its panel and its buttons (open, replay, delete)."""

    game: SavedGame
    rect: pygame.Rect
    open: Button
    delete: Button
    replay: Button | None = None


def games_folder() -> str:
    """Where the games in progress are (named in the note on unreadable files), without
    making it: it may be a file the note is about."""
    try:
        return str(data_dir() / "games")
    except OSError as exc:
        return str(exc.filename or "games")


def last_played(updated: float, now: float | None = None) -> str:
    """When a game was last played, in friendly words ("5 minutes ago", "yesterday")."""
    now = time.time() if now is None else now
    minutes = int(max(0.0, now - updated) // 60)
    if minutes < 1:
        return tr("just now")
    if minutes < 60:
        return tr("a minute ago") if minutes == 1 else tr("{n} minutes ago", n=minutes)
    hours = minutes // 60
    days = (datetime.date.fromtimestamp(now) - datetime.date.fromtimestamp(updated)).days
    if days <= 0 or hours < 6:
        return tr("an hour ago") if hours == 1 else tr("{n} hours ago", n=hours)
    if days == 1:
        return tr("yesterday")
    if days < 7:
        return tr("{n} days ago", n=days)
    return tr("on {date}", date=day_words(datetime.date.fromtimestamp(updated)))


def fit_text(content: str, size: int, width: int, bold: bool = False) -> str:
    """``content`` cut with an ellipsis so that it fits ``width`` pixels."""
    font = theme.font(size, bold)
    if font.size(content)[0] <= width:
        return content
    while content and font.size(content + "…")[0] > width:
        content = content[:-1]
    return text_report.shortened(content.rstrip() + "…")


class SavedGamesPages:
    """Mixed into ``Launcher``: the In progress and Finished pages."""

    app: Any
    titles: list[TitleInfo]
    games: list[SavedGame]
    tab: str
    page: dict[str, int]
    pages: int
    rows: list[GameRow]
    editing: tuple[str, int] | None
    want_focus: Hashable | None
    content: pygame.Rect
    rebuild: Callable[[], None]
    stop_editing: Callable[[], None]
    open_save: Callable[[Path], None]

    # --- the saved games ---------------------------------------------------------------------
    def open_replay(self, path: Path) -> None:
        """Watch a listed game step by step (a broken file is reported and left untouched)."""
        from forgegames.ui.replay_scene import open_replay

        scene = open_replay(self.app, path)
        if scene is not None:
            self.app.replace(scene)

    def load_games(self) -> None:
        """Read the list of games (in progress and finished) and how many files are unreadable."""
        self.games = list_games(finished=True, manual=False)
        self.lost = len(unreadable())
        self.listed_at = time.time()

    def listed(self, tab: str) -> list[SavedGame]:
        """The games a list page shows, newest first."""
        return [game for game in self.games if game.finished == (tab == FINISHED)]

    def title_name(self, game_id: str) -> str:
        for info in self.titles:
            if info.id == game_id:
                return info.name
        return game_id

    def describe_game(self, game: SavedGame) -> tuple[str, str, str]:
        """What the list says about a game: its title (a game that went on after a lesson
        says so), its status ("Round 3 · Craft"), and its seats (a computer player's named
        with its strength, "Bruno (Computer — normal)") with when it was last played."""
        status = status_now(game) or (tr("Game over") if game.finished else "")
        when = tr("last played {when}", when=last_played(game.updated, self.listed_at))
        computers = game.computers or (None,) * len(game.seats)
        seats = [
            tr("{name} ({computer})", name=name, computer=computer_label(kind)) if kind else name
            for name, kind in zip(game.seats, computers, strict=False)
        ]
        name = self.title_name(game.game)
        if game.after_lesson:  # the free game a lesson went on into
            name = tr("{title}, after the lesson", title=name)
        elif game.in_lesson:  # a lesson left before its end (issue #39)
            name = tr("{title}, lesson not finished", title=name)
        return name, status, f"{', '.join(seats)} · {when}"

    def show_tab(self, tab: str) -> None:
        if self.editing is not None:
            self.stop_editing()
        self.tab = tab
        self.rebuild()

    def turn_page(self, step: int) -> None:
        if self.tab == NEW:
            return
        page = min(max(self.page[self.tab] + step, 0), self.pages - 1)
        if page != self.page[self.tab]:
            self.page[self.tab] = page
            self.rebuild()

    def ask_delete(self, game: SavedGame) -> None:
        """Ask before deleting ``game`` (the dialog names it); nothing is deleted otherwise.
        The first line says what is lost; "Keep it" stays ready (a game deleted is left for
        good, like a surrender: the one kind of question whose default is not the action)."""
        name, status, seats = self.describe_game(game)
        head = f"{name} · {status}" if status else name
        lines = [tr("A deleted game cannot be brought back."), head, seats]
        self.app.push(
            ConfirmDialog(
                self.app,
                tr("Delete this game?"),
                lines,
                tr("Delete"),
                lambda: self.delete(game),
                tr("Keep it"),
            )
        )

    def delete(self, game: SavedGame) -> None:
        """Delete one game's file; the focus moves to the game that takes its place."""
        shown = self.listed(self.tab)
        index = shown.index(game) if game in shown else 0
        delete_game(game.path)
        self.load_games()
        shown = self.listed(self.tab)
        if shown:
            self.want_focus = ("delete", shown[min(index, len(shown) - 1)].path)
        else:
            self.want_focus = ("tab", self.tab)
        self.rebuild()

    def layout_list(self, add: Callable[..., Button], s: float) -> None:
        """A page of listed games, each with Continue (or Results) and Delete, and a pager."""
        pad = int(24 * s)
        row = int(44 * s)
        area = self.content
        row_h = int(64 * s)
        gap = int(8 * s)
        top = area.y + int(62 * s)
        footer = area.bottom - row - pad // 2
        room = footer - int(10 * s) - top
        per_page = max(1, (room + gap) // (row_h + gap))
        shown = self.listed(self.tab)
        self.pages = max(1, math.ceil(len(shown) / per_page))
        page = self.page[self.tab] = min(self.page[self.tab], self.pages - 1)
        finished = self.tab == FINISHED
        self.rows = []
        y = top
        for game in shown[page * per_page : (page + 1) * per_page]:
            rect = pygame.Rect(area.x + pad // 2, y, area.width - pad, row_h)
            label = tr("Results") if finished else tr("Continue")
            open_ = add(
                ("open", game.path),
                Button(label, lambda p=game.path: self.open_save(p), style="primary"),
                (label, tr(OLDER_RULES)) if not finished and game.newer_rules() else None,
            )
            replay = add(
                ("replay", game.path),
                Button(tr("Replay"), lambda p=game.path: self.open_replay(p)),
                (tr("Replay"), tr("Watch this game again step by step, forwards and back.")),
            )
            delete = add(
                ("delete", game.path), Button(tr("Delete"), lambda g=game: self.ask_delete(g))
            )
            right = rect.right - int(12 * s)
            for button in (delete, replay, open_):
                width = max(button.fit_width(s), int(110 * s))
                button.rect = pygame.Rect(right - width, rect.centery - row // 2, width, row)
                right -= width + int(10 * s)
            self.rows.append(GameRow(game, rect, open_, delete, replay))
            y += row_h + gap
        self.footer_y = footer
        if self.pages > 1:
            newer = add("newer", Button(tr("‹ Newer"), lambda: self.turn_page(-1)))
            older = add("older", Button(tr("Older ›"), lambda: self.turn_page(1)))
            newer.enabled = page > 0
            older.enabled = page < self.pages - 1
            width = int(140 * s)
            older.rect = pygame.Rect(area.right - pad // 2 - width, footer, width, row)
            newer.rect = pygame.Rect(older.rect.x - int(200 * s) - width, footer, width, row)
            self.pager_x = (newer.rect.right + older.rect.x) // 2
            self.note_right = newer.rect.x - int(16 * s)
        else:
            self.note_right = area.right - int(20 * s)

    def draw_list(self, surface: pygame.Surface, s: float) -> None:
        area = self.content
        draw_panel(surface, area, s)
        finished = self.tab == FINISHED
        x = area.x + int(20 * s)
        heading = tr("Finished games") if finished else tr("Games in progress")
        head = theme.text(heading, int(26 * s), theme.TEXT, True)
        surface.blit(head, (x, area.y + int(16 * s)))
        hint = (
            tr("Open a finished game to see its results, or watch its replay.")
            if finished
            else tr("Every game saves itself after each move: continue any of them, any time.")
        )
        hint_x = x + head.get_width() + int(16 * s)
        hint_size = int(16 * s)
        hint_text = fit_text(hint, hint_size, area.right - int(20 * s) - hint_x)
        label = theme.text(hint_text, hint_size, theme.TEXT_DIM)
        surface.blit(
            label,
            (hint_x, area.y + int(16 * s) + head.get_height() - label.get_height() - int(3 * s)),
        )
        if not self.rows:
            empty = (
                tr("No finished games yet.")
                if finished
                else tr("No games in progress. Start one from New game.")
            )
            label = theme.text(empty, int(18 * s), theme.TEXT_DIM)
            surface.blit(label, (x, area.y + int(80 * s)))
        for row in self.rows:
            self.draw_row(surface, row, s)
        if self.pages > 1:
            page = tr("Page {n} of {total}", n=self.page[self.tab] + 1, total=self.pages)
            label = theme.text(page, int(17 * s), theme.TEXT_DIM)
            y = self.footer_y + (int(44 * s) - label.get_height()) // 2
            surface.blit(label, (self.pager_x - label.get_width() // 2, y))
        if self.lost and not finished:
            self.draw_lost_note(surface, x, s)

    def draw_lost_note(self, surface: pygame.Surface, x: int, s: float) -> None:
        """Say that some game files cannot be read and where they are (they stay there)."""
        folder = str(games_folder())
        if self.lost == 1:
            note = tr("A game file in {folder} cannot be read; it is kept there.", folder=folder)
        else:
            note = tr(
                "{n} game files in {folder} cannot be read; they are kept there.",
                n=self.lost,
                folder=folder,
            )
        size = int(15 * s)
        lines = theme.wrap(note, size, max(100, self.note_right - x))[:2]
        line_h = theme.font(size).get_linesize()
        y = self.footer_y + (int(44 * s) - len(lines) * line_h) // 2
        for i, line in enumerate(lines):
            surface.blit(theme.text(line, size, theme.DANGER), (x, y + i * line_h))

    def draw_row(self, surface: pygame.Surface, row: GameRow, s: float) -> None:
        radius = max(3, int(8 * s))
        pygame.draw.rect(surface, theme.PANEL_LIGHT, row.rect, border_radius=radius)
        pygame.draw.rect(surface, theme.BORDER, row.rect, 1, border_radius=radius)
        name, status, detail = self.describe_game(row.game)
        x = row.rect.x + int(16 * s)
        right = row.open.rect.x - int(16 * s)
        big, small = int(19 * s), int(theme.BODY_PX * s)
        top = theme.text(fit_text(name, big, right - x, True), big, theme.TEXT, True)
        low = theme.text(fit_text(detail, small, right - x), small, theme.TEXT_SOFT)
        gap = int(4 * s)
        y = row.rect.centery - (top.get_height() + gap + low.get_height()) // 2
        surface.blit(top, (x, y))
        if status:
            after = x + top.get_width()
            rest = theme.text(fit_text(f" · {status}", big, right - after), big, theme.TEXT)
            surface.blit(rest, (after, y + top.get_height() - rest.get_height()))
        surface.blit(low, (x, y + top.get_height() + gap))
