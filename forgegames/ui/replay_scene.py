"""The replay viewer: a saved game's real board, read-only, stepped forwards and back.

The frame is the game's own (``GameScene``: top bar, board, log, legend, tooltips), standing at
one step of a ``Replay``; nothing can be played. The log shows what happened up to the step on
screen, that step's lines lit. A strip under the board holds the controls: to the start, back,
play or pause, forward, to the end, the rounds, and the "Reveal all" switch. By default the
board shows only what everyone at the table could see; the switch shows hidden cards too.

Keys: Left and Right step, Home and End go to the ends, Page Up and Page Down go to the
previous or next round, Space plays or pauses, R switches Reveal all, Esc opens the menu.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from forgegames.core.actions import Action
from forgegames.core.i18n import tr
from forgegames.core.replay import Replay, public_view
from forgegames.core.title import CHANCE
from forgegames.ui import legend, rules_browser, sound, theme
from forgegames.ui.app import BOT_SPEEDS
from forgegames.ui.game_scene import GameScene
from forgegames.ui.game_top_bar import TopBar
from forgegames.ui.intents import Intent
from forgegames.ui.overlays import ChoiceDialog, MessageDialog
from forgegames.ui.round_picker import RoundPicker
from forgegames.ui.widgets import Button, ButtonGroup

FASTEST_PLAY_MS = 150
"""Auto-play's shortest pause between steps (the computer speed "instant" would be none)."""

REPLAY_CONTROLS = (
    "Replay controls: Left and Right arrows step back and forward, Home and End go to the "
    "start and the end, Page Up and Page Down to the previous and next round, Space plays or "
    "pauses, R switches Reveal all. Nothing can be played in a replay; hovering the board "
    "still explains what is shown."
)


class ReplayTopBar(TopBar):
    """The replay's top bar: what comes next rather than whose turn it is."""

    def active_text(self) -> str:
        """What comes next after the seat's name: "to play" (a roll or a draw when chance
        comes next; the winner at the end), drawn as the game's bar draws whose turn it is,
        in the size of the status line (ux40: it was drawn larger)."""
        host = self.host
        if host.session.over:
            return super().active_text()
        if host.session.active >= 0:
            return tr("to play")
        return tr("Next: a roll or a draw") if host.session.active == CHANCE else ""

    def active_words(self) -> str:
        return self.active_text()


class ReplayScene(GameScene):
    """A replay of a saved game on the title's board: steps, rounds, play, Reveal all."""

    top_bar_class = ReplayTopBar

    def __init__(self, app, replay: Replay, step: int = 0) -> None:
        self.replay = replay
        self.step = replay.clamp(step)
        self.reveal = False
        self.playing = False
        self.play_ms = 0
        self.controls = ButtonGroup(chain=True)
        self.strip = pygame.Rect(0, 0, 0, 0)
        self.track = pygame.Rect(0, 0, 0, 0)
        self.log_ends: list[int] = [0]
        """How many log lines the steps up to each step make (index: the step)."""
        self.all_lines: list[Any] = []
        super().__init__(app, replay.cursor(self.step))
        self.humans = []  # nobody plays a replay: no greeting, no curtain, no hand-over

    # --- what is on screen ---------------------------------------------------------------------
    def view_of(self, state: Any) -> Any:
        """Everything with Reveal all on; otherwise what every seat may see."""
        return state if self.reveal else public_view(self.title, state)

    def sync_viewer(self) -> None:
        """With Reveal all on, the board shows the hand of the seat to act, as that seat saw
        it; otherwise nobody's hand."""
        active = self.session.active
        self.viewer = active if self.reveal and active >= 0 else None

    def my_turn(self) -> bool:
        return False

    def read_only(self) -> bool:
        return True

    def legal_actions(self) -> list[Action]:
        return []

    def act(self, action: Action) -> bool:
        self.show_toast(tr("This is a replay: nothing can be played."))
        return False

    def why_not(self, action: Action) -> str:
        return tr("This is a replay: nothing can be played.")

    def undo(self) -> None:
        self.show_toast(tr("This is a replay: use Back to see an earlier step."))

    def redo(self) -> None:
        self.show_toast(tr("This is a replay: use Forward to see the next step."))

    def after_change(self, mover: int | None = None) -> None:
        self.sync_viewer()
        self.refresh()

    def enter(self) -> None:
        self.go_to(self.step)

    # --- the log -------------------------------------------------------------------------------
    def log_history(self) -> None:
        """Every step's lines, once; each step then shows the lines up to its own."""
        for step in range(1, self.replay.last + 1):
            for event in self.replay.step_events(step, self.seat_name):
                self.log_column.add(event, (step - 1, step))
            self.log_ends.append(len(self.log.entries))
        self.all_lines = list(self.log.entries)

    # --- moving through the game ---------------------------------------------------------------
    def go_to(self, step: int) -> None:
        """Show the game after ``step`` actions: board, log, top bar, and what the step changed
        marked (one step forward is animated, as in play)."""
        step = self.replay.clamp(step)
        before = self.visible_state()
        forward_one = step == self.step + 1
        self.step = step
        self.session = self.replay.cursor(step)
        self.log.entries = self.all_lines[: self.log_ends[step]]
        self.log.offset = 0
        self.log.highlight = (step - 1, step) if step > 0 else None
        self.changes.clear()
        if step > 0:
            self.changes["since"] = (
                self.view_of(self.replay.state_at(step - 1)),
                self.view_of(self.session.state),
            )
        if step == self.replay.last:
            self.playing = False
        self.after_change()
        if forward_one:
            self.animate(before)
        else:
            self.animations.skip()
        self.app.dirty = True

    def forward(self) -> None:
        self.go_to(self.step + 1)

    def back(self) -> None:
        self.go_to(self.step - 1)

    def to_start(self) -> None:
        self.go_to(0)

    def to_end(self) -> None:
        self.go_to(self.replay.last)

    def next_round(self, by: int) -> None:
        """Go to the start of the round ``by`` rounds away (Back at a round's middle goes to
        its own start first)."""
        marks = self.replay.rounds()
        index = self.replay.round_index(self.step)
        if by < 0 and marks[index].step < self.step:
            by += 1
        index = max(0, min(len(marks) - 1, index + by))
        self.go_to(marks[index].step)

    def toggle_play(self) -> None:
        if not self.playing and self.step == self.replay.last:
            self.go_to(0)  # playing a game seen to its end starts it again
        self.playing = not self.playing
        self.play_ms = self.play_interval()
        self.rebuild_top()

    def play_interval(self) -> int:
        return max(FASTEST_PLAY_MS, self.app.bot_delay_ms)

    def toggle_reveal(self) -> None:
        self.reveal = not self.reveal
        self.go_to(self.step)
        if not self.reveal:
            self.show_toast(tr("Showing only what everyone at the table could see."), False)
        elif public_view(self.title, self.session.state) is self.session.state:
            self.show_toast(tr("Reveal all is on; nothing is hidden at this step."), False)
        else:
            self.show_toast(tr("Reveal all is on: hidden cards are shown."), False)

    def pick_round(self) -> None:
        marks = self.replay.rounds()
        self.playing = False
        self.app.push(RoundPicker(self.app, marks, self.replay.round_index(self.step), self.go_to))

    def close(self) -> None:
        """Back to what opened the replay (the results), or to the launcher."""
        if len(self.app.stack.scenes) > 1:
            self.app.remove(self)
        else:
            self.app.go_home()

    # --- layout --------------------------------------------------------------------------------
    def board_area(self, rect: pygame.Rect) -> pygame.Rect:
        s = theme.board_scale_for(self.app.size)
        height = int(62 * s)
        self.strip = pygame.Rect(rect.x, rect.bottom - height, rect.width, height)
        return pygame.Rect(rect.x, rect.y, rect.width, rect.height - height)

    def rebuild_top(self) -> None:
        """The bar's buttons (Legend, Menu, Close replay) and the strip's controls."""
        self.invalidate()
        s = self.app.board_scale
        h = self.bar.height - int(12 * s)
        specs: list[tuple[str, Callable[[], None]]] = [
            (tr("Legend"), self.menu.open_legend),
            (tr("Menu"), self.open_menu),
            (tr("Close replay"), self.close),
        ]
        x = self.bar.right - int(8 * s)
        buttons = []
        for label, action in reversed(specs):
            button = Button(label, action)
            width = button.fit_width(s)
            x -= width
            button.rect = pygame.Rect(x, int(6 * s), width, h)
            x -= int(8 * s)
            buttons.append(button)
        self.top.set(list(reversed(buttons)))
        self.top_bar.left = x
        self.layout_controls()

    def layout_controls(self) -> None:
        s = self.app.board_scale
        last = self.replay.last
        strip = self.strip
        self.track = pygame.Rect(
            strip.x + int(12 * s), strip.y + int(6 * s), strip.width - int(24 * s), int(8 * s)
        )
        left = [
            Button(tr("« Start"), self.to_start, enabled=self.step > 0),
            Button(tr("‹ Back"), self.back, enabled=self.step > 0),
            Button(tr("Pause") if self.playing else tr("Play"), self.toggle_play, style="primary"),
            Button(tr("Forward ›"), self.forward, enabled=self.step < last),
            Button(tr("End »"), self.to_end, enabled=self.step < last),
        ]
        reveal = tr("Reveal all: on") if self.reveal else tr("Reveal all: off")
        right = [
            Button(tr("Rounds…"), self.pick_round),
            Button(reveal, self.toggle_reveal, style="primary" if self.reveal else "normal"),
        ]
        top = self.track.bottom + int(6 * s)
        h = strip.bottom - int(6 * s) - top
        gap = int(6 * s)
        x = strip.x + int(12 * s)
        for button in left:
            width = button.fit_width(s)
            if button.on_press == self.toggle_play:  # as wide as either word, so nothing moves
                width = max(Button(tr("Pause"), self.toggle_play).fit_width(s), width)
            button.rect = pygame.Rect(x, top, width, h)
            x += width + gap
        self.counter_x = x + int(2 * s)
        x = strip.right - int(12 * s)
        for button in reversed(right):
            width = button.fit_width(s)
            x -= width
            button.rect = pygame.Rect(x, top, width, h)
            x -= gap
        self.counter_right = x - int(2 * s)
        self.controls.set(left + right)

    # --- input ---------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> bool:
        if intent.kind in ("click", "key"):
            self.animations.skip()
            self.invalidate()
        if intent.kind == "key":
            return self.handle_key(intent)
        if intent.kind == "motion":
            self.log_column.hover(intent.pos)
            self.pointer = intent.pos
            self.top.handle(intent)
            self.controls.handle(intent)
            self.board.handle(intent)  # hover and tooltips only
            return True
        if intent.kind == "wheel":
            if self.log_rect.collidepoint(intent.pos):
                self.log.scroll(intent.dy * 2)
                self.invalidate()
            elif self.board.rect.collidepoint(intent.pos):
                self.board.handle(intent)  # a board that zooms its map may (it plays nothing)
            return True
        if intent.kind == "click":
            if intent.button == 1 and self.track.inflate(0, 12).collidepoint(intent.pos):
                self.jump_on_track(intent.pos[0])
                return True
            if not self.top.handle(intent):
                self.controls.handle(intent)
            return True  # the board is never clicked: a replay plays nothing
        return True

    def handle_key(self, intent: Intent) -> bool:
        key = intent.key
        ctrl = intent.mod & pygame.KMOD_CTRL
        steps = {
            pygame.K_RIGHT: self.forward,
            pygame.K_LEFT: self.back,
            pygame.K_HOME: self.to_start,
            pygame.K_END: self.to_end,
            pygame.K_PAGEUP: lambda: self.next_round(-1),
            pygame.K_PAGEDOWN: lambda: self.next_round(1),
            pygame.K_SPACE: self.toggle_play,
        }
        if key in steps and not ctrl:
            steps[key]()
            return True
        if key == pygame.K_ESCAPE:
            self.open_menu()
        elif key == legend.KEY and not ctrl:
            self.menu.open_legend()
        elif key == pygame.K_m and not ctrl:
            self.menu.toggle_sound()
        elif key == pygame.K_r and not ctrl:
            self.toggle_reveal()
        else:
            # the group holding the focus first; Tab goes from the strip to the bar and round
            first, then = (self.top, self.controls)
            if self.top.focus is None:
                first, then = then, first
            if not first.handle(intent) and not then.handle(intent) and key == pygame.K_TAB:
                self.controls.move_focus(1)
        return True

    def jump_on_track(self, x: int) -> None:
        """A click on the progress track goes to the step under it."""
        fraction = (x - self.track.x) / max(1, self.track.width)
        self.go_to(round(fraction * self.replay.last))

    # --- timers --------------------------------------------------------------------------------
    def wakeup_ms(self) -> int | None:
        waits = [w for w in (super().wakeup_ms(), self.play_wait()) if w is not None]
        return min(waits) if waits else None

    def play_wait(self) -> int | None:
        return max(0, self.play_ms) if self.playing and self.app.stack.top is self else None

    def update(self, dt_ms: int) -> None:
        super().update(dt_ms)
        if self.play_wait() is None:
            return
        self.play_ms -= dt_ms
        if self.play_ms <= 0:
            self.play_ms = self.play_interval()
            self.forward()

    def bot_should_move(self) -> bool:
        return False

    # --- menu ----------------------------------------------------------------------------------
    def open_menu(self) -> None:
        self.playing = False
        self.rebuild_top()
        choices = [
            (tr("Jump to a round…"), self.pick_round, True),
            (tr("Replay speed: {speed}", speed=tr(self.app.bot_speed)), self.next_speed, True),
            (
                tr("Animations: {speed}", speed=tr(self.app.animation_speed)),
                self.menu.next_animation_speed,
                True,
            ),
            (
                tr("Sound: off") if sound.player.muted else tr("Sound: on"),
                self.menu.toggle_sound,
                True,
            ),
            (tr("Rules"), self.show_rules, True),
            (tr("Close replay"), self.close, True),
        ]
        self.app.push(ChoiceDialog(self.app, tr("Replay"), choices))

    def next_speed(self) -> None:
        """Cycle auto-play's pace (the same setting as the computer players' speed)."""
        speeds = list(BOT_SPEEDS)
        self.app.bot_speed = speeds[(speeds.index(self.app.bot_speed) + 1) % len(speeds)]
        self.play_ms = min(self.play_ms, self.play_interval())
        self.show_toast(tr("Replay speed: {speed}.", speed=tr(self.app.bot_speed)), False)

    def show_rules(self, section: str | None = None, search: str = "") -> None:
        """The rules browser, its controls section saying how the replay is controlled."""
        info = self.title.info
        where: dict = {"section": section} if section else {"search": search} if search else {}
        controls = tr(REPLAY_CONTROLS)
        variant = self.session.config.variant
        rules_browser.open_rules(
            self.app, info.id, info.name, self.menu.legend_entries(), controls, variant, **where
        )

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.controls.draw_touched(surface, self.app.board_scale)

    def draw_layer(self, surface: pygame.Surface) -> None:
        super().draw_layer(surface)
        self.draw_strip(surface)

    def draw_strip(self, surface: pygame.Surface) -> None:
        s = self.app.board_scale
        pygame.draw.rect(surface, theme.PANEL, self.strip)
        pygame.draw.line(surface, theme.BORDER, self.strip.topleft, self.strip.topright)
        self.draw_track(surface)
        self.controls.draw_resting(surface, s)
        size = int(17 * s)
        width = self.counter_right - self.counter_x
        words = tr("Step {n}/{total}", n=self.step, total=self.replay.last)
        if theme.font(size).size(words)[0] > width:  # the numbers alone before an ellipsis
            words = f"{self.step}/{self.replay.last}"
        label = theme.text(theme.shorten(words, size, max(10, width)), size, theme.TEXT)
        middle = (self.track.bottom + self.strip.bottom) // 2
        surface.blit(label, (self.counter_x, middle - label.get_height() // 2))

    def draw_track(self, surface: pygame.Surface) -> None:
        """The whole game as a bar: the part played so far filled, a tick at each round."""
        track = self.track
        radius = track.height // 2
        pygame.draw.rect(surface, theme.BG, track, border_radius=radius)
        done = track.copy()
        done.width = round(track.width * self.step / max(1, self.replay.last))
        if done.width:
            pygame.draw.rect(surface, theme.ACCENT, done, border_radius=radius)
        for mark in self.replay.rounds()[1:]:
            x = track.x + round(track.width * mark.step / max(1, self.replay.last))
            pygame.draw.line(surface, theme.BORDER, (x, track.y - 2), (x, track.bottom + 1))


def open_replay(app, path) -> ReplayScene | None:
    """The replay of the save at ``path``, or None after telling why it cannot be opened (a
    message over the screen; the file is left as it was)."""
    import sys

    from forgegames.core.errors import SaveError

    try:
        replay = Replay.load(path)
    except SaveError as exc:
        print(f"forgegames: {exc}", file=sys.stderr)
        app.push(MessageDialog(app, tr("This save cannot be replayed"), [str(exc)]))
        return None
    return ReplayScene(app, replay)
