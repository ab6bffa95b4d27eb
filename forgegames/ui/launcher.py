"""The launcher: choose a title, seats (name, colour, human or bot), variant and seed."""

from __future__ import annotations

import dataclasses
import random
import sys

import pygame

from forgegames.core import registry
from forgegames.core.datacheck import check_titles
from forgegames.core.errors import SaveError
from forgegames.core.i18n import tr
from forgegames.core.paths import autosave_path, saves_dir
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig, TitleInfo
from forgegames.ui import theme
from forgegames.ui.intents import Intent
from forgegames.ui.overlays import ChoiceDialog, MessageDialog, draw_panel, save_choices
from forgegames.ui.scene import Scene
from forgegames.ui.widgets import Button, ButtonGroup

DEFAULT_NAMES = ("Alice", "Bruno", "Chiara", "Dmitri")
MAX_NAME = 14


@dataclasses.dataclass
class SeatDraft:
    name: str
    colour: str
    bot: str | None = None


class Launcher(Scene):
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
        self.seed_text = ""
        self.editing: tuple[str, int] | None = None
        self.group = ButtonGroup()
        self.size = self.app.size
        self.broken = check_titles()
        for title_id, error in self.broken.items():
            print(f"forgegames: {title_id}: broken data: {error}", file=sys.stderr)

    # --- model -----------------------------------------------------------------------------
    @property
    def info(self) -> TitleInfo:
        return self.titles[self.selected]

    def bot_kinds(self) -> list[str | None]:
        if not self.info.available:
            return [None]
        return [None, *registry.get(self.info.id).bots()]

    def select(self, index: int) -> None:
        self.selected = index
        self.players = min(max(self.players, self.info.min_players), self.info.max_players)
        self.variant = 0
        kinds = self.bot_kinds()
        for seat in self.seats:
            if seat.bot not in kinds:
                seat.bot = None
        self.rebuild()

    def change_players(self, step: int) -> None:
        self.players = min(max(self.players + step, self.info.min_players), self.info.max_players)
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
        self.variant = (self.variant + 1) % len(self.info.variants)
        self.rebuild()

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
        return GameConfig(self.info.id, seats, self.info.variants[self.variant].id)

    def start(self) -> None:
        self.stop_editing()
        seed = int(self.seed_text) if self.seed_text else random.randrange(1, 10**9)
        session = Session.start(self.config(), seed, autosave=autosave_path())
        self.open_game(session)

    def open_game(self, session: Session) -> None:
        from forgegames.ui.game_scene import GameScene

        self.app.replace(GameScene(self.app, session))

    def open_save(self, path) -> None:
        """Load a save (the autosave or a chosen file); a broken one is reported, untouched."""
        try:
            session = Session.load(path, autosave=autosave_path())
        except SaveError as exc:
            print(f"forgegames: {exc}", file=sys.stderr)
            self.app.push(MessageDialog(self.app, tr("This save cannot be opened"), [str(exc)]))
            return
        self.open_game(session)

    def show_saves(self) -> None:
        choices = save_choices(saves_dir(), self.open_save)
        lines = [] if choices else [tr("No saved games yet.")]
        self.app.push(ChoiceDialog(self.app, tr("Load a saved game"), choices, lines))

    def explain_disabled(self, button: Button) -> None:
        if button.tooltip:
            self.app.push(MessageDialog(self.app, button.label, [button.tooltip]))

    # --- layout ----------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.rebuild()

    def rebuild(self) -> None:
        w, h = self.size
        s = theme.scale_for(self.size)
        pad = int(24 * s)
        row = int(46 * s)
        buttons: list[Button] = []
        self.left = pygame.Rect(pad, int(110 * s), int(w * 0.36), h - int(110 * s) - pad)
        self.right = pygame.Rect(
            self.left.right + pad, self.left.y, w - self.left.right - 2 * pad, self.left.height
        )
        y = self.left.y + int(20 * s)
        for i, info in enumerate(self.titles):
            label = info.name if info.available else f"{info.name} — {tr('coming soon')}"
            button = Button(
                label,
                lambda i=i: self.select(i),
                tooltip=info.blurb,
                style="primary" if i == self.selected else "normal",
            )
            button.rect = pygame.Rect(self.left.x + pad // 2, y, self.left.width - pad, row)
            buttons.append(button)
            y += row + int(10 * s)
        self.blurb_y = y + int(8 * s)

        x0 = self.right.x + pad // 2
        y = self.right.y + int(64 * s)
        minus = Button("−", lambda: self.change_players(-1))
        plus = Button("+", lambda: self.change_players(1))
        minus.enabled = self.players > self.info.min_players
        plus.enabled = self.players < self.info.max_players
        label_w = int(150 * s)
        minus.rect = pygame.Rect(x0 + label_w, y, row, row)
        plus.rect = pygame.Rect(x0 + label_w + row + int(60 * s), y, row, row)
        buttons += [minus, plus]
        self.players_y = y
        variant = Button(self.info.variants[self.variant].name, self.cycle_variant)
        variant.rect = pygame.Rect(plus.rect.right + int(150 * s), y, int(200 * s), row)
        variant.enabled = len(self.info.variants) > 1
        buttons.append(variant)
        self.variant_x = plus.rect.right + int(40 * s)

        y += row + int(22 * s)
        self.seat_rows = []
        kinds_names = {None: tr("Human")}
        for seat_index in range(self.players):
            seat = self.seats[seat_index]
            colour = theme.seat_colour(seat.colour, seat_index)
            editing = self.editing == ("name", seat_index)
            name = Button(
                seat.name + ("▏" if editing else ""),
                lambda i=seat_index: self.edit("name", i),
                style="field",
            )
            name.rect = pygame.Rect(x0 + int(40 * s), y, int(250 * s), row)
            swatch = Button(colour.name, lambda i=seat_index: self.cycle_colour(i))
            swatch.swatch = (colour.rgb, colour.symbol)
            swatch.rect = pygame.Rect(name.rect.right + int(12 * s), y, int(170 * s), row)
            bot_label = kinds_names.get(seat.bot) or tr("Bot: {kind}", kind=seat.bot)
            bot = Button(bot_label, lambda i=seat_index: self.cycle_bot(i))
            bot.rect = pygame.Rect(swatch.rect.right + int(12 * s), y, int(190 * s), row)
            buttons += [name, swatch, bot]
            self.seat_rows.append(y)
            y += row + int(10 * s)

        y += int(12 * s)
        seed = Button(
            self.seed_text + ("▏" if self.editing == ("seed", 0) else "") or tr("random"),
            lambda: self.edit("seed"),
            style="field",
        )
        seed.rect = pygame.Rect(x0 + label_w, y, int(200 * s), row)
        buttons.append(seed)
        self.seed_y = y

        bottom = self.right.bottom - row - pad // 2
        start = Button(tr("Start game"), self.start, style="primary")
        start.enabled = self.info.available and self.info.id not in self.broken
        start.tooltip = self.unavailable_reason()
        start.rect = pygame.Rect(self.right.right - int(240 * s) - pad // 2, bottom, 0, row)
        start.rect.width = int(240 * s)
        cont = Button(tr("Continue last game"), lambda: self.open_save(autosave_path()))
        cont.enabled = autosave_path().exists()
        cont.tooltip = tr("There is no game in progress.")
        cont.rect = pygame.Rect(x0, bottom, int(230 * s), row)
        load = Button(tr("Load a save…"), self.show_saves)
        load.rect = pygame.Rect(cont.rect.right + int(12 * s), bottom, int(180 * s), row)
        quit_ = Button(tr("Quit"), self.quit, style="quiet")
        quit_.rect = pygame.Rect(self.left.x + pad // 2, bottom, int(120 * s), row)
        buttons += [start, cont, load, quit_]
        self.group.set(buttons)

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
        if self.editing is not None and self._handle_typing(intent):
            return True
        if intent.kind == "click" and self.editing is not None:
            self.stop_editing()
        if intent.kind == "key" and intent.key == pygame.K_ESCAPE:
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
    def draw(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        title = theme.text(tr("forgegames"), int(44 * s), theme.ACCENT, True)
        surface.blit(title, (int(24 * s), int(26 * s)))
        sub = theme.text(tr("Tabletop games for one screen"), int(18 * s), theme.TEXT_DIM)
        surface.blit(sub, (int(30 * s) + title.get_width(), int(50 * s)))
        draw_panel(surface, self.left, s)
        draw_panel(surface, self.right, s)
        size = int(17 * s)
        for i, line in enumerate(theme.wrap(self.info.blurb, size, self.left.width - 40)):
            label = theme.text(line, size, theme.TEXT_DIM)
            y = self.blurb_y + i * theme.font(size).get_linesize()
            surface.blit(label, (self.left.x + int(20 * s), y))
        x0 = self.right.x + int(12 * s)
        head = theme.text(self.info.name, int(28 * s), theme.TEXT, True)
        surface.blit(head, (x0, self.right.y + int(16 * s)))
        low, high = self.info.min_players, self.info.max_players
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
        surface.blit(count, (cx - count.get_width() // 2, self.players_y + row // 2 - 14 * s))
        self._label(surface, tr("Variant"), self.variant_x, self.players_y, row)
        for i, y in enumerate(self.seat_rows):
            self._label(surface, f"{i + 1}.", x0, y, row)
        self._label(surface, tr("Seed"), x0, self.seed_y, row)
        self.group.draw(surface, s)
        reason = self.unavailable_reason()
        width = self.right.right - x0 - int(16 * s)
        for i, line in enumerate(theme.wrap(reason, int(17 * s), width)):
            label = theme.text(line, int(17 * s), theme.DANGER)
            surface.blit(label, (x0, self.seed_y + row + int(16 * s) + i * int(24 * s)))

    def _label(self, surface: pygame.Surface, content: str, x: int, y: int, row: int) -> None:
        label = theme.text(content, int(18 * self.app.scale), theme.TEXT_DIM)
        surface.blit(label, (x, y + row // 2 - label.get_height() // 2))
