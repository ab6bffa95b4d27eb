"""The game frame's top bar: its buttons (Undo, Redo, End turn, Legend, Menu...) kept in their
places, why a disabled one is off, and the bar behind them (the status line, whose turn it
is, who won)."""

from __future__ import annotations

from typing import Any

import pygame

from forgegames.core.i18n import tr
from forgegames.core.session import status_line
from forgegames.core.title import CHANCE
from forgegames.ui import theme
from forgegames.ui.widgets import Button


class TopBar:
    """Mixed into ``GameScene``: the top bar's buttons and words."""

    app: Any
    session: Any
    title: Any
    bar: pygame.Rect
    top: Any
    top_left: int
    handover: int | None
    skippable: bool

    def rebuild_top(self) -> None:
        self.invalidate()
        s = self.app.scale
        h = self.bar.height - int(12 * s)
        # Every button keeps its place: one not available now is shown disabled, never
        # removed, so a click meant for End turn never lands on Redo (issue 23).
        acting = self.bot_acting()
        specs: list[tuple[str, Any, bool, str]] = []
        if self.skippable:  # first, so the others keep the places they have without it
            specs.append((tr("Skip to my turn"), self.skip_to_my_turn, self.can_skip(), "normal"))
        if self.session.over:
            specs += [
                (tr("Undo"), self.undo, False, "normal"),
                (tr("Redo"), self.redo, False, "normal"),
                (tr("Results"), self.show_results, True, "primary"),
            ]
        else:
            undo_ok = not acting and self.session.can_undo(self.undo_seat())
            redo_ok = not acting and self.handover is None and self.session.can_redo()
            specs += [
                (tr("Undo"), self.undo, undo_ok, "normal"),
                (tr("Redo"), self.redo, redo_ok, "normal"),
                (tr("End turn"), self.end_turn, self.handover is not None, "primary"),
            ]
        specs += [
            (tr("Legend"), self.open_legend, True, "normal"),
            (tr("Menu"), self.open_menu, True, "normal"),
        ]
        x = self.bar.right - int(8 * s)
        buttons = []
        slot = max(
            Button(tr(words), lambda: None, style="primary").fit_width(s)
            for words in ("End turn", "Results")
        )
        for label, action, enabled, style in reversed(specs):
            # Undo takes a move back: it never keeps the focus, so Enter cannot press it
            button = Button(
                label, action, enabled=enabled, style=style, focusable=action != self.undo
            )
            width = slot if style == "primary" else button.fit_width(s)
            x -= width
            button.rect = pygame.Rect(x, int(6 * s), width, h)
            x -= int(8 * s)
            buttons.append(button)
        self.top_left = x
        hint = self.hint_button()
        self.top.set(list(reversed(buttons)) + ([hint] if hint is not None else []))

    def disabled_reason(self, button: Button) -> str:
        if button.label in (tr("Undo"), tr("Redo")) and self.bot_acting():
            return tr("Wait until the computer player has moved.")
        if button.label == tr("End turn"):
            return tr("End turn is for a move that hands the turn over; make your move first.")
        if button.label == tr("Undo"):
            return self.session.undo_blocker(self.undo_seat()) or ""
        if button.label == tr("Skip to my turn"):
            return tr("No computer player is to move now.")
        if button.label == tr("Hint (H)"):
            return tr("A hint is for the player whose turn it is.")
        return tr("{label} is not available now.", label=button.label)

    def draw_bar(self, surface: pygame.Surface) -> None:
        """The top bar behind its buttons: the title's name, the status line, whose turn it is."""
        s = self.app.scale
        pygame.draw.rect(surface, theme.PANEL, self.bar)
        pygame.draw.line(surface, theme.BORDER, self.bar.bottomleft, self.bar.bottomright)
        x = int(16 * s)
        held = self.held_state()  # the mover's phase until End turn, like the board's panels
        status = self.session.status_line() if held is None else status_line(self.title, held)
        size = int(18 * s)
        room_after = self.top_left - int(36 * s) - self.active_width()  # gap after the status
        name = theme.text(self.title.info.name, int(22 * s), theme.ACCENT, True)
        lines = self.status_lines(status, size, room_after - x - name.get_width() - int(24 * s))
        if lines is None:  # no room for the title's name too: the status comes first
            name = None
            lines = self.status_lines(status, size, room_after - x) or theme.wrap(
                status, size, room_after - x
            )
        if name is not None:
            surface.blit(name, (x, self.bar.centery - name.get_height() // 2))
            x += name.get_width() + int(24 * s)
        if lines:
            step = theme.font(size).get_linesize()
            top = self.bar.centery - (step * len(lines)) // 2
            widest = 0
            for i, line in enumerate(lines):
                label = theme.text(line, size, theme.TEXT)
                surface.blit(label, (x, top + i * step))
                widest = max(widest, label.get_width())
            x += widest + int(24 * s)
        self.draw_active(surface, x)

    def outcome_words(self) -> str:
        """Who won the finished game, in a few words for the top bar (worked out once)."""
        state = self.session.state
        known = self.__dict__.get("_outcome")
        if known is None or known[0] is not state:
            lines = self.title.score_breakdown(state)
            winners = [self.seat_name(line.seat) for line in lines if line.winner]
            heading = self.title.result_heading(state)
            if heading is not None:  # a game played alone: completed or lost
                words = heading
            elif len(winners) == len(lines) > 1:
                words = tr("A draw")
            elif winners:
                words = tr("{names} won", names=" & ".join(winners))
            else:
                words = tr("Nobody won")
            known = self.__dict__["_outcome"] = (state, words)
        return known[1]

    def status_lines(self, status: str, size: int, room: int) -> tuple[str, ...] | None:
        """The status line whole in ``room`` pixels: one line, else two lines (the bar holds
        two); None when even two lines do not hold it."""
        if not status:
            return ()
        lines = theme.wrap(status, size, max(1, room))
        if len(lines) <= 2 and all(theme.font(size).size(ln)[0] <= room for ln in lines):
            return lines
        return None

    def active_width(self) -> int:
        """How wide the words of whose turn it is are drawn (the status line leaves them room)."""
        s = self.app.scale
        size = int(18 * s)
        if self.session.over:
            return theme.font(size, True).size(self.outcome_words())[0]
        seat = self.handover if self.handover is not None else self.session.active
        if seat < 0:
            return 0
        words = " ".join(w for w in (self.seat_note(seat), self.active_words()) if w)
        tag = 2 * int(9 * s) + int(8 * s) + theme.font(size, True).size(self.seat_name(seat))[0]
        return tag + int(8 * s) + (theme.font(size).size(words)[0] if words else 0)

    def seat_note(self, seat: int) -> str:
        """What the game says after a seat's name in the top bar (Warparty: its armies)."""
        return self.title.seat_note(self.session.state, seat)

    def active_words(self) -> str:
        if self.handover is not None:
            return tr("— End turn to hand over, or Undo")
        if self.session.active in self.session.bots:
            return tr("is thinking…")
        if self.session.active == CHANCE:
            return ""
        return tr("to play")

    def draw_active(self, surface: pygame.Surface, x: int) -> None:
        s = self.app.scale
        active = self.session.active
        y = self.bar.centery - int(11 * s)
        if self.session.over:  # the status line says the game is over: say who won
            label = theme.text(self.outcome_words(), int(18 * s), theme.ACCENT, True)
            surface.blit(label, (x, y))
            return
        seat = self.handover if self.handover is not None else active
        if seat < 0:
            return
        x += self.draw_seat_tag(surface, seat, (x, y)) + int(8 * s)
        words = " ".join(w for w in (self.seat_note(seat), self.active_words()) if w)
        label = theme.text(words, int(18 * s), theme.TEXT)
        if x + label.get_width() < self.top_left:
            surface.blit(label, (x, y))
