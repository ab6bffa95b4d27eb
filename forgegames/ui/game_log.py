"""The game frame's right-hand column: the game log (each line tagged with the move that
caused it, in its seat's colour; hovering a line marks what that move changed), the side notes
above it, and the table view that folds the column away so the board fills the window.

``LogColumn`` is a collaborator the scene owns (``scene.log_column``), not a mixin: it keeps
its own state (the lines, the moves taken back, the line under the pointer, the lines held for
End turn, the table view) and asks the scene only what ``LogHost`` names."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

import pygame

from forgegames.core.i18n import after_colon, tr
from forgegames.core.preferences import get_preference, set_preference
from forgegames.core.title import Event
from forgegames.ui import sound, theme
from forgegames.ui.side_notes import NotesDrawn, SideNote, draw_side_notes
from forgegames.ui.widgets import TextPanel

TABLE_VIEW = "table_view"
"""The preference holding the table view, by title id."""

Tag = tuple[int, int]
"""The moves a log line tells of: history entries ``first`` up to ``end`` (not included)."""


def before_the_turn_ends(events: list[Event]) -> list[Event]:
    """The lines of a held move the players see at once: those before its first change of
    turn, phase or round (playtest 9: "Turn 2 of 14 begins." was logged while the top bar
    still said turn 1); the rest wait in ``withheld`` for End turn."""
    first = next((i for i, e in enumerate(events) if e.kind == "phase"), len(events))
    return events[:first]


def table_views() -> dict[str, bool]:
    """The table view as remembered for each title."""
    views = get_preference(TABLE_VIEW, {})
    return views if isinstance(views, dict) else {}


class LogHost(Protocol):
    """All ``LogColumn`` asks of the game frame (``GameScene`` is one)."""

    board: Any
    """The board: whether it marks changes (``marks_shown``) and where (``marks``)."""
    log_rect: pygame.Rect
    """The column's place, laid out by the frame (no width in the table view)."""

    @property
    def scale(self) -> float: ...

    def view_before(self, index: int) -> Any: ...

    def played(self, start: int = 0) -> Sequence[Any]: ...

    def moves_made(self) -> int: ...

    def seat_name(self, seat: int) -> str: ...

    def seat_colour(self, seat: int) -> theme.SeatColour: ...

    def invalidate(self) -> None: ...


class LogColumn:
    """The log column of a game frame (``scene.log_column``): the log's lines, the marks of
    the line under the pointer, and the table view of ``title_id``."""

    def __init__(self, host: LogHost, title_id: str) -> None:
        self.host = host
        self.title_id = title_id
        self.panel = TextPanel()
        """The log's lines (the scene's ``log``, which boards read)."""
        self.takebacks: list[tuple[int, Event]] = []
        """The log's "Alice takes back a move." lines, each with the length of the history it
        followed (the log is rebuilt from the history at an Undo, these kept in their places)."""
        self.withheld: list[tuple[Event, Tag]] = []
        """The log lines of a move held for End turn from its change of turn or phase on
        (``before_the_turn_ends``), logged when End turn hands over (``release``)."""
        self.later: list[tuple[Event, Tag]] = []
        """The lines of a computer's move its step on the board does not show yet (a card
        turned up after the one it claimed), logged when the step ends (``log_later``)."""
        self.hover_tag: Tag | None = None
        """The moves of the log line under the pointer."""
        self.hover_marks: list[pygame.Rect] = []
        """Where those moves changed the board."""
        self.notes_drawn = NotesDrawn(0)
        """Where the side notes were last drawn (their Next button, their scroll ranges)."""
        self.table_on = bool(table_views().get(title_id, False))
        """The table view (for a projector): the column folded away, remembered per title."""

    def entry_views(self, first: int, last: int) -> tuple[Any, Any]:
        """The visible game before history entry ``first`` and after entry ``last - 1``."""
        return self.host.view_before(first), self.host.view_before(last)

    def hover(self, pos: tuple[int, int]) -> None:
        """The pointer is at ``pos``: mark what the move of the log line under it changed."""
        rect = self.host.log_rect
        tag = self.panel.tag_at(pos) if rect.collidepoint(pos) else None
        if tag == self.hover_tag:
            return
        self.hover_tag = tag
        board = self.host.board
        valid = isinstance(tag, tuple) and tag[0] < self.host.moves_made()
        valid = valid and board.marks_shown()  # (else the states need not be made)
        self.hover_marks = board.marks(*self.entry_views(*tag)) if valid else []

    def unhover(self) -> None:
        """Forget the line under the pointer (the lines or the board moved)."""
        self.hover_tag = None
        self.hover_marks = []

    # --- the lines -----------------------------------------------------------------------------
    def took_back(self, event: Event) -> None:
        """A move was taken back (said by ``event``, kept in its place when the log is written
        again from the history): its lines go (played again, it must not be told twice)."""
        self.withheld = []  # the move they belonged to is taken back
        self.takebacks.append((self.host.moves_made(), event))
        self.panel.clear()

    def log_history(self) -> None:
        """Add the lines of every move made to the log, each tagged with its move, with the
        moves taken back said where they were taken back."""
        self.later = []  # the history says them all, in their places
        history = self.host.played()
        notes = sorted(self.takebacks, key=lambda note: min(note[0], len(history)))
        for index, entry in enumerate(history):
            while notes and notes[0][0] <= index:
                self.add(notes.pop(0)[1])
            for event in entry.events:
                self.add(event, (index, index + 1))
        for _, note in notes:
            self.add(note)

    def log_events(self, events: Sequence[Event], first: int, audible: bool = True) -> None:
        """Log (and sound, unless not ``audible``) what a move just applied caused; a game
        loaded is logged by ``log_history``, silently."""
        self.log_later()  # the lines held back came first
        if audible:
            sound.play_move(self.host.played(first))
        tag = (first, self.host.moves_made())
        for event in events:
            self.add(event, tag)

    def hold_later(self, events: Sequence[Event], first: int) -> None:
        """Keep ``events`` (the lines of a computer's move from ``first`` that its step shown
        does not show yet) for ``log_later`` (playtest 19: the lesson's log said the Cemetery
        was turned up while the South Mine was still shown under Bruno's claim)."""
        self.later = [(event, (first, self.host.moves_made())) for event in events]

    def log_later(self) -> None:
        """The computer's step is over (or another move comes): its held lines are logged."""
        later, self.later = self.later, []
        for event, tag in later:
            self.add(event, tag)

    def hold(self, events: Sequence[Event], tag: Tag) -> None:
        """Keep ``events`` (a held move's lines from its change of turn on) for ``release``."""
        self.withheld = [(event, tag) for event in events]

    def release(self) -> None:
        """End turn handed over: the held move's lines are logged."""
        for event, tag in self.withheld:
            self.add(event, tag)
        self.withheld = []

    def add(self, event: Event, tag: Tag | None = None) -> None:
        """One log line in the colour of the seat the event concerns (dim for the table); a
        bare sentence ("The die shows 3.") gets the seat's name in front."""
        host = self.host
        if event.seat is not None and event.seat >= 0:
            line = (
                f"{host.seat_name(event.seat)}: {after_colon(event.text)}"
                if event.bare
                else event.text
            )
            self.add_line(line, host.seat_colour(event.seat).rgb, tag)
        else:
            self.add_line(event.text, theme.TEXT_DIM, tag)
        host.invalidate()

    def add_line(self, line: str, colour: tuple[int, ...], tag: Tag | None) -> None:
        """A log line; one saying the same as the line before it is counted there instead."""
        if tag is None:
            self.panel.add(line, colour, tag)
        else:
            self.panel.add_or_repeat(line, colour, tag)

    def scroll(self, lines: int) -> None:
        self.panel.scroll(lines)
        self.host.invalidate()

    # --- drawing -------------------------------------------------------------------------------
    def draw(
        self,
        surface: pygame.Surface,
        hint_row: pygame.Rect | None,
        notes: list[SideNote],
        note_scrolls: dict[str, int],
        reserve: int = 0,
    ) -> pygame.Rect:
        """The column: the Hint button's caption (beside the button, in ``hint_row``), the
        side notes (each scrolled back by ``note_scrolls``), the game log; ``reserve`` pixels
        kept free between the notes and the log's heading (a board's passing note, such as
        a buy row's cost: it pushes the log down, never covers it). The box kept free."""
        s = self.host.scale
        rect = self.host.log_rect
        pygame.draw.rect(surface, (32, 34, 41), rect)
        pygame.draw.line(surface, theme.BORDER, rect.topleft, rect.bottomleft)
        column = rect.inflate(-int(12 * s), -int(12 * s))
        if hint_row is not None:
            column.height -= hint_row.bottom - column.y
            column.y = hint_row.bottom + int(6 * s)
            room = hint_row.width - int(16 * s)
            caption = theme.shorten(tr("Stuck? Ask the computer:"), int(15 * s), room)
            words = theme.text(caption, int(15 * s), theme.TEXT_DIM)
            surface.blit(words, (column.x + int(4 * s), hint_row.centery - words.get_height() // 2))
        self.notes_drawn = draw_side_notes(surface, notes, column, s, note_scrolls)
        kept = pygame.Rect(column.x, self.notes_drawn.bottom, column.width, reserve)
        top = kept.bottom + (int(6 * s) if reserve else 0)
        head = theme.text(tr("Game log"), int(16 * s), theme.TEXT_DIM, True)
        surface.blit(head, (rect.x + int(10 * s), top + int(2 * s)))
        body = pygame.Rect(
            column.x, top + int(28 * s), column.width, column.bottom - top - int(28 * s)
        )
        self.panel.draw(surface, body, s, theme.chosen_print())  # large print: wrapped, scrolled
        return kept

    def toggle_table(self, lesson_running: bool) -> str:
        """Fold the column away so the board fills the window (or bring it back), remembered
        for this title; the words that say so (``lesson_running``: the lesson's note folds
        with it). The frame lays itself out again."""
        self.table_on = not self.table_on
        set_preference(TABLE_VIEW, {**table_views(), self.title_id: self.table_on})
        self.notes_drawn = NotesDrawn(0)  # the notes' buttons are not on screen any more
        if self.table_on and lesson_running:
            return tr(
                "Table view: the lesson's note is folded away with the log (V brings them "
                "back; Page Down still goes on)."
            )
        if self.table_on:
            return tr(
                "Table view: the board fills the window. V (or the menu) brings the log back."
            )
        return tr("Table view off: the log and the hints are back on the right.")
