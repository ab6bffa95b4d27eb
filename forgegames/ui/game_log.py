"""The game frame's right-hand column: the game log (each line tagged with the move that
caused it, in its seat's colour; hovering a line marks what that move changed), the side notes
above it, and the table view that folds the column away so the board fills the window."""

from __future__ import annotations

from typing import Any

import pygame

from forgegames.core.i18n import after_colon, tr
from forgegames.core.preferences import get_preference, set_preference
from forgegames.core.title import Event
from forgegames.ui import rules_browser, sound, theme
from forgegames.ui.hotseat import toast_layout
from forgegames.ui.side_notes import NotesDrawn, draw_side_notes
from forgegames.ui.widgets import ButtonGroup

TABLE_VIEW = "table_view"
"""The preference holding the table view, by title id."""


def before_the_turn_ends(events: list[Event]) -> list[Event]:
    """The lines of a held move the players see at once: those before its first change of
    turn, phase or round (playtest 9: "Turn 2 of 14 begins." was logged while the top bar
    still said turn 1); the rest wait in ``withheld`` for End turn."""
    first = next((i for i, e in enumerate(events) if e.kind == "phase"), len(events))
    return events[:first]


class LogColumn:
    """Mixin of ``GameScene``: the log column, where a toast goes, and the table view (the
    scene's session, log, seats and layout are its own)."""

    def entry_views(self, first: int, last: int) -> tuple[Any, Any]:
        """The visible game before history entry ``first`` and after entry ``last - 1``."""
        session = self.session
        return self.view_of(session.state_before(first)), self.view_of(session.state_before(last))

    def hover_log(self, pos: tuple[int, int]) -> None:
        tag = self.log.tag_at(pos) if self.log_rect.collidepoint(pos) else None
        if tag == self.hover_tag:
            return
        self.hover_tag = tag
        valid = isinstance(tag, tuple) and tag[0] < len(self.session.history)
        valid = valid and self.board.marks_shown()  # (else the states need not be made)
        self.hover_marks = self.board.marks(*self.entry_views(*tag)) if valid else []

    # --- log and toast -----------------------------------------------------------------------
    def button_rects(self) -> list[pygame.Rect]:
        """Where the board's buttons are (a toast is placed clear of them)."""
        groups = [g for g in vars(self.board).values() if isinstance(g, ButtonGroup)]
        return [b.rect for g in groups for b in g.buttons if b.rect.width]

    def why_button_at(self, pos: tuple[int, int]) -> bool:
        """True when ``pos`` is on the "Why?" button of the refusal on screen."""
        if self.toast is None or not self.toast.why or not self.toast.shown:
            return False
        button = self.toast_place()[2]
        return button is not None and button.collidepoint(pos)

    def over_toast(self) -> bool:
        """The mouse rests on a held toast (its clock stands still meanwhile)."""
        toast = self.toast
        return bool(toast and toast.held and toast.shown) and self.toast_place()[1].collidepoint(
            self.pointer
        )

    def let_toast_go(self, intent) -> bool:
        """``intent`` sends the held toast on screen away (``Notice.let_go``)."""
        return self.toast.let_go(intent, self.toast_place()[1], rules_browser.WHY_KEY)

    def toast_place(self) -> tuple[pygame.Surface, pygame.Rect, pygame.Rect | None]:
        """The toast's picture, box and "Why?" button (``hotseat.toast_layout``), placed as the
        board asks: over its message strip, or in its notice band, or clear of its buttons and its
        lit places."""
        assert self.toast is not None
        place = (self.board.rect, self.app.board_scale, self.button_rects())
        board = self.board
        return toast_layout(
            self.toast, *place, board.toast_strip(), board.toast_clear(), board.notice_band()
        )

    def log_history(self) -> None:
        """Rebuild the log from the session's history, each line tagged with its move, with
        the moves taken back said where they were taken back."""
        history = self.session.history
        notes = sorted(self.takebacks, key=lambda note: min(note[0], len(history)))
        for index, entry in enumerate(history):
            while notes and notes[0][0] <= index:
                self.add_log(notes.pop(0)[1])
            for event in entry.events:
                self.add_log(event, (index, index + 1))
        for _, note in notes:
            self.add_log(note)

    def log_events(self, events: list[Event], first: int, audible: bool = True) -> None:
        """Log (and sound, unless not ``audible``) what a move just applied caused; a game
        loaded is logged by ``log_history``, silently."""
        if audible:
            sound.play_move(self.session.history[first:])
        tag = (first, len(self.session.history))
        for event in events:
            self.add_log(event, tag)

    def add_log(self, event: Event, tag: tuple[int, int] | None = None) -> None:
        """One log line in the colour of the seat the event concerns (dim for the table); a
        bare sentence ("The die shows 3.") gets the seat's name in front."""
        if event.seat is not None and event.seat >= 0:
            line = (
                f"{self.seat_name(event.seat)}: {after_colon(event.text)}"
                if event.bare
                else event.text
            )
            self.add_line(line, self.seat_colour(event.seat).rgb, tag)
        else:
            self.add_line(event.text, theme.TEXT_DIM, tag)
        self.invalidate()

    def add_line(self, line: str, colour: tuple[int, ...], tag: tuple[int, int] | None) -> None:
        """A log line; one saying the same as the line before it is counted there instead."""
        if tag is None:
            self.log.add(line, colour, tag)
        else:
            self.log.add_or_repeat(line, colour, tag)

    def draw_column(self, surface: pygame.Surface) -> None:
        """The log column: the Hint button's caption, the side notes, the game log."""
        s = self.app.board_scale
        pygame.draw.rect(surface, (32, 34, 41), self.log_rect)
        pygame.draw.line(surface, theme.BORDER, self.log_rect.topleft, self.log_rect.bottomleft)
        column = self.log_rect.inflate(-int(12 * s), -int(12 * s))
        if self.hint_row is not None:
            column.height -= self.hint_row.bottom - column.y
            column.y = self.hint_row.bottom + int(6 * s)
            room = self.hint_row.width - int(16 * s)
            caption = theme.shorten(tr("Stuck? Ask the computer:"), int(15 * s), room)
            words = theme.text(caption, int(15 * s), theme.TEXT_DIM)
            surface.blit(
                words, (column.x + int(4 * s), self.hint_row.centery - words.get_height() // 2)
            )
        self.notes_drawn = draw_side_notes(surface, self.side_notes(), column, s, self.note_scrolls)
        top = self.notes_drawn.bottom
        head = theme.text(tr("Game log"), int(16 * s), theme.TEXT_DIM, True)
        surface.blit(head, (self.log_rect.x + int(10 * s), top + int(2 * s)))
        body = pygame.Rect(
            column.x, top + int(28 * s), column.width, column.bottom - top - int(28 * s)
        )
        self.log.draw(surface, body, s)

    @staticmethod
    def table_views() -> dict[str, bool]:
        """The table view as remembered for each title."""
        views = get_preference(TABLE_VIEW, {})
        return views if isinstance(views, dict) else {}

    def toggle_table_view(self) -> None:
        """Fold the log column away so the board fills the window (or bring it back); the
        choice is remembered for this title. Large print applies on top."""
        self.table_on = not self.table_on
        set_preference(TABLE_VIEW, {**self.table_views(), self.title.info.id: self.table_on})
        self.notes_drawn = NotesDrawn(0)  # the notes' buttons are not on screen any more
        self.resize(self.app.surface.get_size())
        self.refresh()
        words = (
            tr("Table view: the board fills the window. V (or the menu) brings the log back.")
            if self.table_on
            else tr("Table view off: the log and the hints are back on the right.")
        )
        if self.table_on and self.lesson_running():
            words = tr(
                "Table view: the lesson's note is folded away with the log (V brings them "
                "back; Page Down still goes on)."
            )
        self.show_toast(words, False)
