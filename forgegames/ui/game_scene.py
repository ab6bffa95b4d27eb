"""The in-game frame every title uses: top bar, board, log, menu, toasts, curtain, results."""

from __future__ import annotations

import sys
import time
from typing import Any

import pygame

from forgegames.core.actions import Action
from forgegames.core.errors import IllegalAction, SaveError
from forgegames.core.i18n import tr
from forgegames.core.paths import ROOT, autosave_path, saves_dir
from forgegames.core.session import Session
from forgegames.core.title import CHANCE, Event
from forgegames.ui import theme
from forgegames.ui.boards import board_class
from forgegames.ui.intents import Intent
from forgegames.ui.overlays import (
    ChoiceDialog,
    Curtain,
    MessageDialog,
    TextScreen,
    draw_panel,
    save_choices,
)
from forgegames.ui.results import Results
from forgegames.ui.scene import Scene
from forgegames.ui.widgets import Button, ButtonGroup, TextPanel

TOAST_MS = 3500
CONTROLS = (
    "Controls: click a highlighted place or a button to play. Tab moves the keyboard focus "
    "(board places first, then buttons), arrows move it between nearby places, and Enter or "
    "Space presses what has the focus. Ctrl+Z undoes your last move, Ctrl+Y redoes "
    "it, Ctrl+S saves, Esc opens the menu. The mouse wheel scrolls the log."
)


def rules_text(title_id: str) -> str:
    """The title's rules summary (our own words) from its data folder."""
    path = ROOT / "data" / title_id.replace("-", "_") / "rules.txt"
    return path.read_text(encoding="utf-8") if path.exists() else ""


class GameScene(Scene):
    def __init__(self, app, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.title = session.title
        self.log = TextPanel()
        self.toast: tuple[str, int] | None = None
        self.toast_error = True
        self.bot_timer = app.bot_delay_ms
        self.viewer: int | None = None
        self.results_shown = False
        self.layer: pygame.Surface | None = None
        self.top = ButtonGroup(chain=True)
        humans = [i for i, s in enumerate(session.config.seats) if s.bot is None]
        self.humans = humans
        if len(humans) == 1:
            self.viewer = humans[0]
        self.board = board_class(self.title.info.id)(self)
        for event in session.events():
            self.add_log(event)

    # --- what boards ask ---------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        return self.session.config.seats[seat].name

    def seat_colour(self, seat: int) -> theme.SeatColour:
        return theme.seat_colour(self.session.config.seats[seat].colour, seat)

    def visible_state(self) -> Any:
        """What may be on screen: the viewer's view, or everything when no human plays or the
        game is over."""
        if self.session.over:
            return self.session.state
        if self.viewer is None:
            if self.humans:
                return self.title.view(self.session.state, self.humans[0])
            return self.session.state
        return self.title.view(self.session.state, self.viewer)

    def my_turn(self) -> bool:
        """True when the active seat is a human whose curtain has been lifted."""
        active = self.session.active
        return active >= 0 and active not in self.session.bots and active == self.viewer

    def legal_actions(self) -> list[Action]:
        return self.session.legal_actions() if self.my_turn() else []

    def describe(self, action: Action) -> str:
        return self.title.describe_action(self.session.state, action)

    def draw_seat_tag(self, surface: pygame.Surface, seat: int, pos: tuple[int, int]) -> int:
        """Draw a seat's symbol and name; return the width used."""
        s = self.app.scale
        colour = self.seat_colour(seat)
        r = int(9 * s)
        theme.draw_symbol(surface, colour.symbol, (pos[0] + r, pos[1] + r + 2), r, colour.rgb)
        label = theme.text(self.seat_name(seat), int(18 * s), colour.rgb, True)
        surface.blit(label, (pos[0] + 2 * r + int(8 * s), pos[1]))
        return 2 * r + int(8 * s) + label.get_width()

    # --- acting ------------------------------------------------------------------------------
    def act(self, action: Action) -> bool:
        """Apply a move of the human at the screen; an illegal one shows the rule's reason."""
        if not self.my_turn():
            self.show_toast(tr("It is not your turn."))
            return False
        try:
            events = self.session.apply(action)
        except IllegalAction as exc:
            self.show_toast(str(exc))
            return False
        for event in events:
            self.add_log(event)
        self.after_change()
        return True

    def why_not(self, action: Action) -> str:
        """The engine's reason for refusing ``action`` now (the board shows it on a click)."""
        if not self.my_turn():
            return tr("It is not your turn.")
        try:
            self.title.apply(self.session.state, action)
        except IllegalAction as exc:
            return str(exc)
        return tr("That move is not available here.")

    def reject(self, reason: str) -> None:
        """Boards call this when a click cannot become a legal move."""
        self.show_toast(reason)

    def undo(self) -> None:
        try:
            self.session.undo()
        except IllegalAction as exc:
            self.show_toast(str(exc))
            return
        self.add_log(Event(tr("took back a move"), self.session.active))
        self.after_change()

    def redo(self) -> None:
        try:
            events = self.session.redo()
        except IllegalAction as exc:
            self.show_toast(str(exc))
            return
        for event in events:
            self.add_log(event)
        self.after_change()

    def after_change(self) -> None:
        """Refresh the board, hide it behind a curtain, or show the results."""
        if self.session.over:
            self.viewer = None if len(self.humans) != 1 else self.viewer
            self.board.refresh()
            self.rebuild_top()
            if not self.results_shown:
                self.results_shown = True
                self.app.push(Results(self.app, self))
            return
        active = self.session.active
        needs_curtain = (
            active in self.humans
            and active != self.viewer
            and len(self.humans) > 1
            and self.title.has_private_info(self.session.state)
        )
        if needs_curtain:
            self.viewer = None
            colour = self.seat_colour(active)
            self.app.push(
                Curtain(self.app, self.seat_name(active), colour.rgb, colour.symbol, self.lift)
            )
        elif active in self.humans and len(self.humans) > 1:
            self.viewer = active
        self.board.refresh()
        self.rebuild_top()

    def lift(self) -> None:
        self.viewer = self.session.active
        self.board.refresh()
        self.rebuild_top()

    # --- log and toast -----------------------------------------------------------------------
    def add_log(self, event: Event) -> None:
        if event.seat is not None and event.seat >= 0:
            name = self.seat_name(event.seat)
            # Sentences that name someone stand alone; bare ones ("rolled 4") get the actor.
            named = any(seat.name in event.text for seat in self.session.config.seats)
            line = event.text if named else f"{name}: {event.text}"
            self.log.add(line, self.seat_colour(event.seat).rgb)
        else:
            self.log.add(event.text, theme.TEXT_DIM)
        self.invalidate()

    def show_toast(self, message: str, error: bool = True) -> None:
        """Show a short message over the board: a refused move (error) or a confirmation."""
        self.toast = (message, TOAST_MS)
        self.toast_error = error
        self.app.dirty = True

    # --- menu ----------------------------------------------------------------------------------
    def open_menu(self) -> None:
        choices = [
            (tr("Save"), self.save, True),
            (tr("Load…"), self.load, True),
            (tr("Undo"), self.undo, self.session.can_undo()),
            (tr("Redo"), self.redo, self.session.can_redo()),
            (tr("Rules"), self.show_rules, True),
            (tr("Quit to launcher"), self.quit_to_launcher, True),
        ]
        self.app.push(ChoiceDialog(self.app, tr("Menu"), choices))

    def save(self) -> None:
        name = f"{self.title.info.id}-{time.strftime('%Y%m%d-%H%M%S')}.json"
        path = saves_dir() / name
        self.session.save(path)
        self.show_toast(tr("Saved as {path}", path=path), error=False)

    def load(self) -> None:
        choices = save_choices(saves_dir(), self.open_save)
        lines = [] if choices else [tr("No saved games yet.")]
        self.app.push(ChoiceDialog(self.app, tr("Load a saved game"), choices, lines))

    def open_save(self, path) -> None:
        try:
            session = Session.load(path, autosave=autosave_path())
        except SaveError as exc:
            print(f"forgegames: {exc}", file=sys.stderr)
            self.app.push(MessageDialog(self.app, tr("This save cannot be opened"), [str(exc)]))
            return
        self.app.replace(GameScene(self.app, session))

    def show_rules(self) -> None:
        body = rules_text(self.title.info.id) or self.title.info.blurb
        self.app.push(TextScreen(self.app, self.title.info.name, body + "\n\n" + tr(CONTROLS)))

    def quit_to_launcher(self) -> None:
        from forgegames.ui.launcher import Launcher

        self.app.replace(Launcher(self.app))

    def show_results(self) -> None:
        self.app.push(Results(self.app, self))

    # --- scene protocol ------------------------------------------------------------------------
    def enter(self) -> None:
        self.after_change()

    def resize(self, size: tuple[int, int]) -> None:
        s = theme.scale_for(size)
        self.bar = pygame.Rect(0, 0, size[0], int(52 * s))
        log_w = int(330 * s)
        self.log_rect = pygame.Rect(
            size[0] - log_w, self.bar.bottom, log_w, size[1] - self.bar.bottom
        )
        self.board.layout(pygame.Rect(0, self.bar.bottom, size[0] - log_w, self.log_rect.height))
        self.rebuild_top()

    def rebuild_top(self) -> None:
        self.invalidate()
        s = self.app.scale
        h = self.bar.height - int(12 * s)
        specs = [(tr("Menu"), self.open_menu, True)]
        if self.session.over:
            specs.insert(0, (tr("Results"), self.show_results, True))
        else:
            specs.insert(0, (tr("Redo"), self.redo, self.session.can_redo()))
            specs.insert(0, (tr("Undo"), self.undo, self.session.can_undo()))
        x = self.bar.right - int(8 * s)
        buttons = []
        for label, action, enabled in reversed(specs):
            button = Button(label, action, enabled=enabled)
            width = button.fit_width(s)
            x -= width
            button.rect = pygame.Rect(x, int(6 * s), width, h)
            x -= int(8 * s)
            buttons.append(button)
        self.top.set(list(reversed(buttons)))
        self.top_left = x

    def handle(self, intent: Intent) -> bool:
        if intent.kind != "motion":
            self.invalidate()  # a click or a key may change what the board shows
        if intent.kind == "key":
            ctrl = intent.mod & pygame.KMOD_CTRL
            if intent.key == pygame.K_ESCAPE:
                self.open_menu()
                return True
            if ctrl and intent.key == pygame.K_z:
                self.undo()
                return True
            if ctrl and intent.key == pygame.K_y:
                self.redo()
                return True
            if ctrl and intent.key == pygame.K_s:
                self.save()
                return True
        if intent.kind == "wheel" and self.log_rect.collidepoint(intent.pos):
            self.log.scroll(intent.dy * 2)
            self.invalidate()
            return True
        if intent.kind == "key" and self.board.handle(intent):
            return True  # keys reach the board first so Tab walks the board, then the bar
        if self.top.handle(intent, lambda b: self.show_toast(self.disabled_reason(b))):
            return True
        return intent.kind != "key" and self.board.handle(intent)

    def disabled_reason(self, button: Button) -> str:
        if button.label == tr("Undo"):
            return self.session.undo_blocker() or ""
        return tr("{label} is not available now.", label=button.label)

    def wakeup_ms(self) -> int | None:
        waits = []
        if self.toast is not None:
            waits.append(self.toast[1])
        if self.bot_should_move():
            waits.append(self.bot_timer)
        return min(waits) if waits else None

    def bot_should_move(self) -> bool:
        return self.session.is_bot_turn() and self.app.stack.top is self

    def update(self, dt_ms: int) -> None:
        if self.toast is not None:
            remaining = self.toast[1] - dt_ms
            self.toast = (self.toast[0], remaining) if remaining > 0 else None
        if self.bot_should_move():
            self.bot_timer -= dt_ms
            if self.bot_timer <= 0:
                self.bot_timer = self.app.bot_delay_ms
                self.play_bot()

    def play_bot(self) -> None:
        for event in self.session.apply(self.session.bot_action()):
            self.add_log(event)
        self.after_change()

    # --- drawing -------------------------------------------------------------------------------
    def invalidate(self) -> None:
        """The cached picture of the game is out of date (redrawn at the next frame)."""
        self.layer = None

    def draw(self, surface: pygame.Surface) -> None:
        if self.layer is None or self.layer.get_size() != surface.get_size():
            self.layer = pygame.Surface(surface.get_size()).convert()
            self.layer.fill(theme.BG)
            self.draw_layer(self.layer)
        surface.blit(self.layer, (0, 0))
        self.board.draw_live(surface)
        self.top.draw(surface, self.app.scale)
        if self.toast is not None:
            self.draw_toast(surface, self.toast[0])

    def draw_layer(self, surface: pygame.Surface) -> None:
        """Everything that changes only with the game: board, bar, log."""
        s = self.app.scale
        self.board.draw(surface)
        pygame.draw.rect(surface, theme.PANEL, self.bar)
        pygame.draw.line(surface, theme.BORDER, self.bar.bottomleft, self.bar.bottomright)
        x = int(16 * s)
        name = theme.text(self.title.info.name, int(22 * s), theme.ACCENT, True)
        y = self.bar.centery - name.get_height() // 2
        surface.blit(name, (x, y))
        x += name.get_width() + int(24 * s)
        status = self.title.status(self.session.state)
        parts = []
        if status.round is not None:
            parts.append(tr("Round {n}", n=status.round))
        if status.phase:
            parts.append(status.phase)
        if parts:
            label = theme.text(" · ".join(parts), int(18 * s), theme.TEXT)
            surface.blit(label, (x, self.bar.centery - label.get_height() // 2))
            x += label.get_width() + int(24 * s)
        self.draw_active(surface, x)
        pygame.draw.rect(surface, (32, 34, 41), self.log_rect)
        pygame.draw.line(surface, theme.BORDER, self.log_rect.topleft, self.log_rect.bottomleft)
        head = theme.text(tr("Game log"), int(16 * s), theme.TEXT_DIM, True)
        surface.blit(head, (self.log_rect.x + int(10 * s), self.log_rect.y + int(8 * s)))
        body = self.log_rect.inflate(-int(12 * s), -int(40 * s))
        body.y = self.log_rect.y + int(34 * s)
        self.log.draw(surface, body, s)

    def draw_active(self, surface: pygame.Surface, x: int) -> None:
        s = self.app.scale
        active = self.session.active
        y = self.bar.centery - int(11 * s)
        if self.session.over:
            label = theme.text(tr("Game over"), int(18 * s), theme.ACCENT, True)
            surface.blit(label, (x, y))
            return
        if active < 0:
            return
        x += self.draw_seat_tag(surface, active, (x, y)) + int(8 * s)
        if active in self.session.bots:
            words = tr("is thinking…")
        elif active == CHANCE:
            words = ""
        else:
            words = tr("to play")
        label = theme.text(words, int(18 * s), theme.TEXT)
        if x + label.get_width() < self.top_left:
            surface.blit(label, (x, y))

    def draw_toast(self, surface: pygame.Surface, message: str) -> None:
        s = self.app.scale
        board = self.board.rect
        size = int(18 * s)
        lines = theme.wrap(message, size, int(board.width * 0.7))
        line_h = theme.font(size).get_linesize()
        rect = pygame.Rect(
            0, 0, int(board.width * 0.7) + int(32 * s), len(lines) * line_h + int(24 * s)
        )
        rect.midbottom = (board.centerx, board.bottom - int(20 * s))
        draw_panel(surface, rect, s)
        edge = theme.DANGER if self.toast_error else theme.ACCENT
        pygame.draw.rect(surface, edge, rect, 2, border_radius=int(10 * s))
        for i, line in enumerate(lines):
            label = theme.text(line, size)
            surface.blit(
                label, (rect.centerx - label.get_width() // 2, rect.y + int(12 * s) + i * line_h)
            )
