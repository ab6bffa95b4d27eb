"""The launcher: the games in progress and the finished ones (continue, results, delete), and a
new game's title, seats (name, colour, person or computer player), variant and seed.

Every game keeps its own file (``forgegames.core.saved_games``), so the launcher lists them all
and starting a new game never touches another. The settings of the last game started are
remembered (preferences key ``launcher``). What changes only with the layout or the model is
drawn once onto a cached layer; hover, focus and tooltips are drawn live over it.
"""

from __future__ import annotations

import dataclasses
import datetime
import math
import random
import sys
import time
from collections.abc import Callable, Hashable
from pathlib import Path
from typing import Any

import pygame

from forgegames.core import high_scores, registry, rules_text
from forgegames.core.datacheck import check_titles
from forgegames.core.errors import ContentError, IllegalAction, SaveError
from forgegames.core.i18n import LANGUAGE_PREFERENCE, LANGUAGES, language, number, set_language, tr
from forgegames.core.paths import data_dir, saves_dir
from forgegames.core.preferences import get_preference, set_preference
from forgegames.core.saved_games import (
    SavedGame,
    delete_game,
    list_games,
    unreadable,
)
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig, TitleInfo
from forgegames.core.tutorial import has_tutorial, load_tutorial, start_lesson
from forgegames.ui import rules_browser, text_report, theme
from forgegames.ui.boards import legends
from forgegames.ui.intents import Intent
from forgegames.ui.overlays import (
    ChoiceDialog,
    ConfirmDialog,
    MessageDialog,
    draw_panel,
    save_choices,
)
from forgegames.ui.scene import Scene
from forgegames.ui.widgets import Button, ButtonGroup

DEFAULT_NAMES = ("Alice", "Bruno", "Chiara", "Dmitri")
MAX_NAME = 14
PREFERENCE = "launcher"
"""The preferences key of the launcher's remembered settings."""
NEW, PLAYING, FINISHED = "new", "playing", "finished"
"""The launcher's pages: a new game, the games in progress, the finished games."""
FRESH_S = 30.0
"""The "last played" words are refreshed on input once they are older than this."""


@dataclasses.dataclass
class SeatDraft:
    name: str
    colour: str
    bot: str | None = None


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
    stamp = time.localtime(updated)
    return tr("on {date}", date=f"{stamp.tm_mday} {time.strftime('%b %Y', stamp)}")


def fit_text(content: str, size: int, width: int, bold: bool = False) -> str:
    """``content`` cut with an ellipsis so that it fits ``width`` pixels."""
    font = theme.font(size, bold)
    if font.size(content)[0] <= width:
        return content
    while content and font.size(content + "…")[0] > width:
        content = content[:-1]
    return text_report.shortened(content.rstrip() + "…")


def draw_tooltip(
    surface: pygame.Surface, head: str, body: str, anchor: pygame.Rect, scale: float
) -> pygame.Rect:
    """A tooltip box under ``anchor`` (above it when there is no room); returns its rect."""
    size = int(16 * scale)
    pad = int(10 * scale)
    width = int(380 * scale)
    lines = [(head, True)] + [(line, False) for line in theme.wrap(body, size, width - 2 * pad)]
    line_h = theme.font(size).get_linesize()
    box = pygame.Rect(0, 0, width, 2 * pad + len(lines) * line_h)
    box.topright = (anchor.right, anchor.bottom + int(6 * scale))
    if box.bottom > surface.get_height():
        box.bottom = anchor.top - int(6 * scale)
    box = box.clamp(surface.get_rect())
    radius = max(3, int(6 * scale))
    pygame.draw.rect(surface, (18, 19, 24), box, border_radius=radius)
    pygame.draw.rect(surface, theme.ACCENT, box, 1, border_radius=radius)
    for i, (line, bold) in enumerate(lines):
        colour = theme.ACCENT if bold else theme.TEXT
        surface.blit(theme.text(line, size, colour, bold), (box.x + pad, box.y + pad + i * line_h))
    return box


class Launcher(Scene):
    """The home screen, with three pages (tabs): New game, In progress, Finished.

    It opens on the games in progress when there are any. Buttons are rebuilt (``rebuild``)
    whenever the layout or the model changes, which also drops the cached static layer.
    """

    def __init__(self, app) -> None:
        super().__init__(app)
        self.titles: list[TitleInfo] = registry.catalogue()
        playable = [i for i, t in enumerate(self.titles) if t.available]
        self.selected = playable[0] if playable else 0
        self.seats = [
            SeatDraft(DEFAULT_NAMES[i], theme.PALETTE[i].id) for i in range(len(DEFAULT_NAMES))
        ]
        self.players = 2
        self.variant = 0
        self.options: dict[str, str] = {}
        """Option values chosen here, by key (the title's defaults stand for the rest)."""
        self.seat_rows: list[int] = []
        self.seat_roles: list[tuple[str, int, int]] = []
        """What each seat commands (words, x, y), drawn under its row (Warparty's armies)."""
        self.option_rows: list[tuple[str, int]] = []
        self.score_lines: list[str] = []
        self.seed_text = ""
        self.editing: tuple[str, int] | None = None
        self.group = ButtonGroup()
        self.keys: list[Hashable] = []
        """A stable name for each button of ``group`` (the focus follows it across rebuilds)."""
        self.want_focus: Hashable | None = None
        self.tips: dict[Hashable, tuple[str, str]] = {}
        """Tooltips (heading, text) of the buttons that explain themselves, by key."""
        self.tip_rect: pygame.Rect | None = None
        """Where the tooltip was last drawn (None when none is shown)."""
        self.mouse: tuple[int, int] | None = None
        self.layer: pygame.Surface | None = None
        self.size = self.app.size
        self.broken = check_titles()
        for title_id, error in self.broken.items():
            print(f"forgegames: {title_id}: broken data: {error}", file=sys.stderr)
        self.games: list[SavedGame] = []
        self.lost = 0
        self.listed_at = 0.0
        self.load_games()
        self.page = {PLAYING: 0, FINISHED: 0}
        self.tab = PLAYING if self.listed(PLAYING) else NEW
        self.rows: list[GameRow] = []
        self.pages = 1
        self.restore()

    # --- model -----------------------------------------------------------------------------
    @property
    def info(self) -> TitleInfo:
        return self.titles[self.selected]

    def bot_kinds(self) -> list[str | None]:
        if not self.info.available:
            return [None]
        return [None, *registry.get(self.info.id).bots()]

    @property
    def variant_id(self) -> str:
        return self.info.variants[self.variant].id

    def select(self, index: int) -> None:
        self.selected = index
        self.players = min(max(self.players, self.info.min_players), self.info.max_players)
        self.variant = 0
        self.options = {}
        kinds = self.bot_kinds()
        for seat in self.seats:
            if seat.bot not in kinds:
                seat.bot = None
        self.rebuild()

    def change_players(self, step: int) -> None:
        low, high = self.info.fewest_seats(), self.info.most_seats()
        self.players = min(max(self.players + step, low), high)
        if self.info.why_not_seats(self.variant_id, self.players):
            fitting = self.info.variants_for(self.players)
            if fitting:
                self.variant = self.info.variants.index(fitting[0])
        self.rebuild()

    def cycle_colour(self, seat: int) -> None:
        taken = {s.colour for i, s in enumerate(self.seats[: self.players]) if i != seat}
        ids = [c.id for c in theme.PALETTE]
        index = ids.index(self.seats[seat].colour)
        for step in range(1, len(ids)):
            candidate = ids[(index + step) % len(ids)]
            if candidate not in taken:
                self.seats[seat].colour = candidate
                break
        self.rebuild()

    def cycle_bot(self, seat: int) -> None:
        kinds = self.bot_kinds()
        index = kinds.index(self.seats[seat].bot) if self.seats[seat].bot in kinds else 0
        self.seats[seat].bot = kinds[(index + 1) % len(kinds)]
        self.rebuild()

    def cycle_variant(self) -> None:
        """The next variant these seats may play (a solo variant only with one seat)."""
        fitting = self.info.variants_for(self.players)
        if fitting:
            current = self.info.variants[self.variant]
            index = fitting.index(current) if current in fitting else -1
            self.variant = self.info.variants.index(fitting[(index + 1) % len(fitting)])
        self.rebuild()

    def cycle_option(self, key: str) -> None:
        option = next(o for o in self.info.options if o.key == key)
        value = self.options.get(key, option.default)
        index = option.values.index(value) if value in option.values else -1
        self.options[key] = option.values[(index + 1) % len(option.values)]
        self.rebuild()

    def settled_options(self) -> tuple[tuple[str, str], ...]:
        """The current variant's options: those chosen here, the defaults for the rest."""
        chosen = {
            o.key: self.options[o.key]
            for o in self.info.options_for(self.variant_id)
            if self.options.get(o.key) in o.values
        }
        return self.info.settle_options(self.variant_id, chosen)

    def edit(self, field: str, index: int = 0) -> None:
        self.editing = (field, index)
        pygame.key.start_text_input()
        self.rebuild()

    def stop_editing(self) -> None:
        if self.editing and self.editing[0] == "name":
            seat = self.seats[self.editing[1]]
            seat.name = seat.name.strip() or DEFAULT_NAMES[self.editing[1]]
        self.editing = None
        self.rebuild()

    def config(self) -> GameConfig:
        seats = tuple(
            SeatConfig(s.name.strip() or DEFAULT_NAMES[i], s.colour, s.bot)
            for i, s in enumerate(self.seats[: self.players])
        )
        return GameConfig(self.info.id, seats, self.variant_id, self.settled_options())

    def start(self) -> None:
        """Start a new game in its own new file; remember these settings for next time."""
        self.stop_editing()
        seed = int(self.seed_text) if self.seed_text else random.randrange(1, 10**9)
        config = self.config()
        self.remember()
        try:
            session = Session.start(config, seed, own_file=True)
        except OSError as exc:  # games/ cannot be written: the game could not keep its file
            print(f"forgegames: {exc}", file=sys.stderr)
            self.app.push(MessageDialog(self.app, tr("This game cannot be saved"), [str(exc)]))
            return
        self.open_game(session)

    def learn(self) -> None:
        """The chosen title's guided first game: a lesson played on its board (not saved; a
        broken lesson file is reported and the launcher stays)."""
        title = registry.get(self.info.id)
        try:
            session = start_lesson(title, load_tutorial(title))
        except (ContentError, IllegalAction) as exc:
            print(f"forgegames: {exc}", file=sys.stderr)
            self.app.push(MessageDialog(self.app, tr("This lesson cannot start"), [str(exc)]))
            return
        self.open_game(session)

    def open_game(self, session: Session) -> None:
        from forgegames.ui.game_scene import GameScene

        self.app.replace(GameScene(self.app, session))

    def open_save(self, path: Path) -> None:
        """Open a saved game: one in progress goes on in its own file, a finished one shows
        its results, a manual save goes on in a new game file. A broken file is reported and
        left untouched."""
        try:
            session = Session.resume(path)
        except SaveError as exc:
            print(f"forgegames: {exc}", file=sys.stderr)
            self.app.push(MessageDialog(self.app, tr("This save cannot be opened"), [str(exc)]))
            return
        self.open_game(session)

    def open_replay(self, path: Path) -> None:
        """Watch a listed game step by step (a broken file is reported and left untouched)."""
        from forgegames.ui.replay_scene import open_replay

        scene = open_replay(self.app, path)
        if scene is not None:
            self.app.replace(scene)

    def show_saves(self) -> None:
        choices = save_choices(saves_dir, self.open_save)
        lines = [] if choices else [tr("No saved games yet.")]
        self.app.push(ChoiceDialog(self.app, tr("Load a saved game"), choices, lines))

    def next_language(self) -> None:
        """Switch every text to the next language at once, and remember it."""
        names = list(LANGUAGES)
        now = language()
        chosen = names[(names.index(now) + 1) % len(names)] if now in names else names[0]
        set_language(chosen)
        set_preference(LANGUAGE_PREFERENCE, chosen)
        self.want_focus = "language"
        self.rebuild()

    def explain_disabled(self, button: Button) -> None:
        if button.tooltip:
            self.app.push(MessageDialog(self.app, button.label, [button.tooltip]))

    # --- remembered settings -----------------------------------------------------------------
    def remember(self) -> None:
        """Keep the settings of the game being started (preferences key ``launcher``)."""
        set_preference(
            PREFERENCE,
            {
                "title": self.info.id,
                "players": self.players,
                "variant": self.variant_id,
                "options": dict(self.settled_options()),
                "seats": [dataclasses.asdict(seat) for seat in self.seats],
            },
        )

    def restore(self) -> None:
        """Take back the remembered settings, skipping any that are no longer valid (a title
        that is gone, a bot kind or a variant it no longer has, a colour taken twice)."""
        data = get_preference(PREFERENCE, {})
        if not isinstance(data, dict):
            return
        ids = [info.id for info in self.titles]
        if data.get("title") in ids and self.titles[ids.index(data["title"])].available:
            self.selected = ids.index(data["title"])
        players = data.get("players")
        if type(players) is int and self.info.fewest_seats() <= players <= self.info.most_seats():
            self.players = players
        variants = [variant.id for variant in self.info.variants]
        variant = data.get("variant")
        if variant in variants and not self.info.why_not_seats(variant, self.players):
            self.variant = variants.index(variant)
        elif self.info.why_not_seats(self.variant_id, self.players):
            self.players = min(max(self.players, self.info.min_players), self.info.max_players)
        options = data.get("options")
        if isinstance(options, dict):
            self.options = {k: v for k, v in options.items() if isinstance(v, str)}
        seats = data.get("seats")
        if isinstance(seats, list):
            for seat, saved in zip(self.seats, seats, strict=False):
                if isinstance(saved, dict):
                    self.restore_seat(seat, saved)
        self.distinct_colours()

    def restore_seat(self, seat: SeatDraft, saved: dict[str, Any]) -> None:
        name = saved.get("name")
        if isinstance(name, str) and name.strip():
            seat.name = name.strip()[:MAX_NAME]
        colour = saved.get("colour")
        if isinstance(colour, str) and colour in {c.id for c in theme.PALETTE}:
            seat.colour = colour
        bot = saved.get("bot")
        if bot is None or (isinstance(bot, str) and bot in self.bot_kinds()):
            seat.bot = bot

    def distinct_colours(self) -> None:
        """Give a seat whose colour an earlier seat has the first free colour instead."""
        used: set[str] = set()
        for seat in self.seats:
            if seat.colour in used:
                seat.colour = next(c.id for c in theme.PALETTE if c.id not in used)
            used.add(seat.colour)

    # --- the saved games ---------------------------------------------------------------------
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
        """What the list says about a game: its title, its status ("Round 3 · Craft"), and
        its seats with when it was last played."""
        status = game.status or (tr("Game over") if game.finished else "")
        when = tr("last played {when}", when=last_played(game.updated, self.listed_at))
        return self.title_name(game.game), status, f"{', '.join(game.seats)} · {when}"

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
        """Ask before deleting ``game`` (the dialog names it); nothing is deleted otherwise."""
        name, status, seats = self.describe_game(game)
        head = f"{name} · {status}" if status else name
        lines = [head, seats, tr("A deleted game cannot be brought back.")]
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

    # --- layout ----------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.rebuild()

    def rebuild(self) -> None:
        """Lay out every button for the current page and model; the cached layer is redrawn
        at the next frame."""
        self.layer = None
        s = theme.scale_for(self.size)
        old = self.keys[self.group.focus] if self.group.focus is not None else None
        self.keys = []
        self.tips = {}
        buttons: list[Button] = []

        def add(key: Hashable, button: Button, tip: tuple[str, str] | None = None) -> Button:
            self.keys.append(key)
            buttons.append(button)
            if tip is not None:
                self.tips[key] = tip
            return button

        self.layout_header(add, s)
        if self.tab == NEW:
            self.layout_new(add, s)
        else:
            self.layout_list(add, s)
        self.layout_corner(add, s)
        self.group.set(buttons)
        wanted = self.want_focus if self.want_focus is not None else old
        self.want_focus = None
        # The focus follows its button's key (labels repeat: every row has a Delete).
        self.group.focus = self.keys.index(wanted) if wanted in self.keys else None
        hovered = self.group.at(self.mouse) if self.mouse is not None else None
        self.group.hover = buttons.index(hovered) if hovered is not None else None

    def layout_header(self, add: Callable[..., Button], s: float) -> None:
        """The page tabs under the title."""
        pad = int(24 * s)
        h = int(40 * s)
        x, y = pad, int(80 * s)
        specs = [
            (NEW, tr("New game")),
            (PLAYING, tr("In progress ({n})", n=len(self.listed(PLAYING)))),
            (FINISHED, tr("Finished ({n})", n=len(self.listed(FINISHED)))),
        ]
        for tab, label in specs:
            style = "primary" if tab == self.tab else "normal"
            button = add(("tab", tab), Button(label, lambda t=tab: self.show_tab(t), style=style))
            width = max(button.fit_width(s), int(150 * s))
            button.rect = pygame.Rect(x, y, width, h)
            x += width + int(10 * s)
        self.content = pygame.Rect(pad, y + h + int(12 * s), 0, 0)
        self.content.size = (self.size[0] - 2 * pad, self.size[1] - self.content.y - pad)

    def layout_corner(self, add: Callable[..., Button], s: float) -> None:
        """Load a save… and Quit, at the top right of every page."""
        h = int(40 * s)
        words = tr("Language: {name}", name=LANGUAGES.get(language(), language()))
        tip = (tr("Language"), tr("The language of every screen and of King's Forge's cards."))
        speech = add("language", Button(words, self.next_language), tip)
        load = add("load", Button(tr("Load a save…"), self.show_saves))
        quit_ = add("quit", Button(tr("Quit"), self.quit, style="quiet"))
        right = self.size[0] - int(24 * s)
        for button in (quit_, load, speech):  # laid out from the right, in Tab order left to right
            width = button.fit_width(s) + int(12 * s)
            button.rect = pygame.Rect(right - width, int(26 * s), width, h)
            right -= width + int(10 * s)
        self.corner_x = right

    def layout_new(self, add: Callable[..., Button], s: float) -> None:
        """The new game page: titles on the left, the table's settings on the right."""
        pad = int(24 * s)
        row = int(46 * s)
        area = self.content
        self.left = pygame.Rect(area.x, area.y, int(area.width * 0.37), area.height)
        self.right = pygame.Rect(
            self.left.right + pad, area.y, area.right - self.left.right - pad, area.height
        )
        y = self.left.y + int(16 * s)
        for i, info in enumerate(self.titles):
            label = info.name if info.available else f"{info.name} — {tr('coming soon')}"
            style = "primary" if i == self.selected else "normal"
            button = add(
                ("title", info.id),
                Button(label, lambda i=i: self.select(i), tooltip=tr(info.blurb), style=style),
            )
            button.rect = pygame.Rect(self.left.x + pad // 2, y, self.left.width - pad, row)
            y += row + int(10 * s)
        self.blurb_y = y + int(8 * s)

        x0 = self.right.x + pad // 2
        y = self.right.y + int(64 * s)
        label_w = int(150 * s)
        minus = add("minus", Button("−", lambda: self.change_players(-1)))
        plus = add("plus", Button("+", lambda: self.change_players(1)))
        minus.enabled = self.players > self.info.fewest_seats()
        plus.enabled = self.players < self.info.most_seats()
        minus.rect = pygame.Rect(x0 + label_w, y, row, row)
        plus.rect = pygame.Rect(x0 + label_w + row + int(60 * s), y, row, row)
        self.players_y = y
        self.variant_x = plus.rect.right + int(40 * s)
        variant_name = tr(self.info.variants[self.variant].name)
        variant = add("variant", Button(variant_name, self.cycle_variant))
        variant.rect = pygame.Rect(plus.rect.right + int(150 * s), y, int(200 * s), row)
        variant.enabled = len(self.info.variants_for(self.players)) > 1

        y += row + int(22 * s)
        self.seat_rows = []
        self.seat_roles = []
        roles = self.roles()
        for seat_index in range(self.players):
            self.layout_seat(add, seat_index, x0, y, s)
            self.seat_rows.append(y)
            y += row + int(10 * s)
            if seat_index < len(roles):  # what the seat commands, under its name
                self.seat_roles.append((roles[seat_index], x0 + int(44 * s), y - int(8 * s)))
                y += int(20 * s)
        self.option_rows = []
        values = dict(self.settled_options())
        for option in self.info.options_for(self.variant_id):
            words = self.info.option_value_name(values[option.key])
            button = add(
                ("option", option.key),
                Button(words, lambda k=option.key: self.cycle_option(k)),
                (tr(option.name), tr(option.description)) if option.description else None,
            )
            button.rect = pygame.Rect(x0 + label_w, y, int(200 * s), row)
            self.option_rows.append((tr(option.name), y))
            y += row + int(10 * s)

        y += int(12 * s)
        seed = add(
            "seed",
            Button(
                self.seed_text + ("▏" if self.editing == ("seed", 0) else "") or tr("random"),
                lambda: self.edit("seed"),
                style="field",
            ),
        )
        seed.rect = pygame.Rect(x0 + label_w, y, int(200 * s), row)
        self.seed_y = y
        self.score_lines = self.high_score_lines()

        start = add("start", Button(tr("Start game"), self.start, style="primary"))
        start.enabled = self.info.available and self.info.id not in self.broken
        start.tooltip = self.unavailable_reason()
        width = int(240 * s)
        start.rect = pygame.Rect(self.right.right - width - pad // 2, 0, width, row)
        start.rect.bottom = self.right.bottom - pad // 2
        if self.info.available and has_tutorial(self.info.id):
            learn = add(
                "learn",
                Button(tr("Learn to play"), self.learn),
                (tr("Learn to play"), tr("A guided first game against the computer.")),
            )
            learn.enabled = start.enabled
            learn.rect = pygame.Rect(0, start.rect.y, int(200 * s), row)
            learn.rect.right = start.rect.x - pad // 2
        rules = add("rules", Button(tr("Rules"), self.show_rules))
        rules.enabled = bool(rules_text.sections(self.info.id))
        rules.tooltip = tr("The rules of {game}, with its legend", game=self.info.name)
        rules.rect = pygame.Rect(0, start.rect.y, rules.fit_width(s) + int(24 * s), row)
        beside = learn.rect if self.info.available and has_tutorial(self.info.id) else start.rect
        rules.rect.right = beside.x - pad // 2

    def roles(self) -> list[str]:
        """What each seat commands in the chosen title (Warparty: its armies), if it says."""
        if not self.info.available:
            return []
        try:
            title = registry.get(self.info.id)
        except KeyError:
            return []
        return title.seat_roles(self.players, self.variant_id)

    def show_rules(self) -> None:
        """The chosen title's rules browser, as the chosen variant plays it, with the board's
        legend."""
        entries = legends.entries(self.info.id) if self.info.available else []
        variant = self.variant_id if self.info.available else None
        rules_browser.open_rules(self.app, self.info.id, self.info.name, entries, variant=variant)

    def high_score_lines(self) -> list[str]:
        """The local high scores of the chosen variant and options (solo games), if it has a
        table: the best three, or why they cannot be shown."""
        if not self.info.available or self.info.id in self.broken:
            return []
        key = registry.get(self.info.id).high_score_key(self.variant_id, self.settled_options())
        if key is None:
            return []
        try:
            entries = high_scores.table(self.info.id, key)
        except (high_scores.HighScoreError, OSError) as exc:
            return [tr("High scores unavailable: {why}", why=str(exc))]
        title = registry.get(self.info.id)
        head = tr("Best scores ({table}):", table=title.high_score_words(key))
        if not entries:
            return [head, tr("none yet: finish a game without losing to set one")]
        return [head] + [
            f"{rank}. {number(e.score)}  {e.name}  {e.date}"
            for rank, e in enumerate(entries[:3], start=1)
        ]

    def layout_seat(self, add: Callable[..., Button], index: int, x0: int, y: int, s: float):
        """One seat's row: name field, colour, and who plays it (with its tooltip)."""
        row = int(46 * s)
        seat = self.seats[index]
        colour = theme.seat_colour(seat.colour, index)
        editing = self.editing == ("name", index)
        name = add(
            ("name", index),
            Button(
                seat.name + ("▏" if editing else ""),
                lambda: self.edit("name", index),
                style="field",
            ),
        )
        name.rect = pygame.Rect(x0 + int(40 * s), y, int(250 * s), row)
        swatch = add(("colour", index), Button(tr(colour.name), lambda: self.cycle_colour(index)))
        swatch.swatch = (colour.rgb, colour.symbol)
        swatch.rect = pygame.Rect(name.rect.right + int(12 * s), y, int(170 * s), row)
        label = tr("Human")
        if seat.bot is not None:
            label = tr("Bot: {kind}", kind=registry.get(self.info.id).bot_name(seat.bot))
        bot = add(("bot", index), Button(label, lambda: self.cycle_bot(index)), self.bot_tip(seat))
        bot.rect = pygame.Rect(swatch.rect.right + int(12 * s), y, int(190 * s), row)

    def bot_tip(self, seat: SeatDraft) -> tuple[str, str]:
        """The tooltip of a seat's Human/Bot button: who plays, and how strong a bot is."""
        if seat.bot is None:
            return tr("A person plays {name}", name=seat.name), tr(
                "Someone at this screen plays this seat. Press to let a computer player "
                "take it instead."
            )
        title = registry.get(self.info.id)
        kind = title.bot_name(seat.bot)
        return tr("Computer player: {kind}", kind=kind), title.describe_bot(seat.bot)

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

    def unavailable_reason(self) -> str:
        if not self.info.available:
            return tr("{name} is not built yet: choose another game.", name=self.info.name)
        if self.info.id in self.broken:
            return tr(
                "{name} cannot start because a data file is broken: {error}",
                name=self.info.name,
                error=str(self.broken[self.info.id]),
            )
        return ""

    def quit(self) -> None:
        self.app.running = False

    # --- input -----------------------------------------------------------------------------
    def handle(self, intent: Intent) -> bool:
        if time.time() - self.listed_at > FRESH_S and self.tab != NEW:
            self.load_games()  # "last played" words stay true while the launcher is open
            self.rebuild()
        if intent.kind == "motion":
            self.mouse = intent.pos
        if self.editing is not None and self._handle_typing(intent):
            return True
        if intent.kind == "click" and self.editing is not None:
            self.stop_editing()
        if intent.kind == "key" and intent.key == pygame.K_ESCAPE:
            return True
        if intent.kind == "key" and intent.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.turn_page(1 if intent.key == pygame.K_PAGEDOWN else -1)
            return True
        if intent.kind == "wheel" and self.content.collidepoint(intent.pos):
            self.turn_page(-1 if intent.dy > 0 else 1)
            return True
        return self.group.handle(intent, self.explain_disabled)

    def _handle_typing(self, intent: Intent) -> bool:
        field, index = self.editing  # type: ignore[misc]
        if intent.kind == "text":
            if field == "name":
                seat = self.seats[index]
                seat.name = (seat.name + intent.text)[:MAX_NAME]
            elif intent.text.isdigit():
                self.seed_text = (self.seed_text + intent.text)[:9]
            self.rebuild()
            return True
        if intent.kind != "key":
            return False
        if intent.key == pygame.K_BACKSPACE:
            if field == "name":
                self.seats[index].name = self.seats[index].name[:-1]
            else:
                self.seed_text = self.seed_text[:-1]
            self.rebuild()
            return True
        if intent.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
            self.stop_editing()
            return intent.key != pygame.K_TAB
        return True

    # --- drawing ---------------------------------------------------------------------------
    def tooltip(self) -> tuple[tuple[str, str], pygame.Rect] | None:
        """The tooltip to show: the hovered button's, else the focused button's."""
        for index in (self.group.hover, self.group.focus):
            if index is not None and index < len(self.keys) and self.keys[index] in self.tips:
                return self.tips[self.keys[index]], self.group.buttons[index].rect
        return None

    def draw(self, surface: pygame.Surface) -> None:
        if self.layer is None or self.layer.get_size() != surface.get_size():
            self.layer = pygame.Surface(surface.get_size()).convert()
            self.layer.fill(theme.BG)
            self.draw_static(self.layer)
        surface.blit(self.layer, (0, 0))
        self.draw_live(surface)

    def draw_live(self, surface: pygame.Surface) -> None:
        """What changes with the pointer and the keyboard: hover, focus, the tooltip."""
        s = theme.scale_for(self.size)
        focus, hover = self.group.focus, self.group.hover
        for index in {focus, hover} - {None}:
            if index < len(self.group.buttons):
                self.group.buttons[index].draw(surface, s, index == focus, index == hover)
        tip = self.tooltip()
        self.tip_rect = draw_tooltip(surface, *tip[0], tip[1], s) if tip else None

    def draw_static(self, surface: pygame.Surface) -> None:
        """Everything that changes only with the layout or the model (the cached layer)."""
        s = theme.scale_for(self.size)
        title = theme.text(tr("forgegames"), int(44 * s), theme.ACCENT, True)
        surface.blit(title, (int(24 * s), int(18 * s)))
        sub = theme.text(tr("Tabletop games for one screen"), int(18 * s), theme.TEXT_DIM)
        if int(36 * s) + title.get_width() + sub.get_width() < self.corner_x:
            surface.blit(sub, (int(34 * s) + title.get_width(), int(42 * s)))
        if self.tab == NEW:
            self.draw_new(surface, s)
        else:
            self.draw_list(surface, s)
        for button in self.group.buttons:
            button.draw(surface, s, False, False)

    def draw_new(self, surface: pygame.Surface, s: float) -> None:
        draw_panel(surface, self.left, s)
        draw_panel(surface, self.right, s)
        size = int(17 * s)
        blurb = tr(self.info.blurb)
        for i, line in enumerate(theme.wrap(blurb, size, self.left.width - int(40 * s))):
            label = theme.text(line, size, theme.TEXT_DIM)
            y = self.blurb_y + i * theme.font(size).get_linesize()
            surface.blit(label, (self.left.x + int(20 * s), y))
        x0 = self.right.x + int(12 * s)
        head = theme.text(self.info.name, int(28 * s), theme.TEXT, True)
        surface.blit(head, (x0, self.right.y + int(16 * s)))
        low, high = self.info.fewest_seats(), self.info.most_seats()
        rng = (
            tr("{n} players", n=low)
            if low == high
            else tr("{low}–{high} players", low=low, high=high)
        )
        note = theme.text(rng, int(16 * s), theme.TEXT_DIM)
        surface.blit(note, (x0 + head.get_width() + int(16 * s), self.right.y + int(26 * s)))
        row = int(46 * s)
        self._label(surface, tr("Players"), x0, self.players_y, row)
        count = theme.text(str(self.players), int(24 * s), theme.TEXT, True)
        cx = x0 + int(150 * s) + row + int(30 * s)
        surface.blit(
            count, (cx - count.get_width() // 2, self.players_y + (row - count.get_height()) // 2)
        )
        self._label(surface, tr("Variant"), self.variant_x, self.players_y, row)
        for i, y in enumerate(self.seat_rows):
            self._label(surface, f"{i + 1}.", x0, y, row)
        for words, x, y in self.seat_roles:
            surface.blit(theme.text(words, int(15 * s), theme.TEXT_DIM), (x, y))
        for name, y in self.option_rows:
            self._label(surface, name, x0, y, row)
        self._label(surface, tr("Seed"), x0, self.seed_y, row)
        y = self.seed_y + row + int(16 * s)
        for i, line in enumerate(self.score_lines):
            colour = theme.TEXT if i == 0 else theme.TEXT_DIM
            surface.blit(theme.text(line, int(16 * s), colour, i == 0), (x0, y))
            y += int(22 * s)
        reason = self.unavailable_reason()
        width = self.right.right - x0 - int(16 * s)
        for i, line in enumerate(theme.wrap(reason, int(17 * s), width)):
            label = theme.text(line, int(17 * s), theme.DANGER)
            surface.blit(label, (x0, y + i * int(24 * s)))

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
        big, small = int(19 * s), int(16 * s)
        top = theme.text(fit_text(name, big, right - x, True), big, theme.TEXT, True)
        low = theme.text(fit_text(detail, small, right - x), small, theme.TEXT_DIM)
        gap = int(4 * s)
        y = row.rect.centery - (top.get_height() + gap + low.get_height()) // 2
        surface.blit(top, (x, y))
        if status:
            after = x + top.get_width()
            rest = theme.text(fit_text(f" · {status}", big, right - after), big, theme.TEXT)
            surface.blit(rest, (after, y + top.get_height() - rest.get_height()))
        surface.blit(low, (x, y + top.get_height() + gap))

    def _label(self, surface: pygame.Surface, content: str, x: int, y: int, row: int) -> None:
        label = theme.text(content, int(18 * theme.scale_for(self.size)), theme.TEXT_DIM)
        surface.blit(label, (x, y + row // 2 - label.get_height() // 2))
