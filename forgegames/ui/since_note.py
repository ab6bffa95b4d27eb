"""The "Since your last turn" note at the top of the log column (playtest 34): when a person's
turn comes round, a short line per other seat says what it did meanwhile (the title words
them from the session's history, ``Title.since_lines``), until the person's first move.

It keeps company with the board's "since" marks (``since_marks``): the same greeting, framed
in the same colour, from the same moment (the end of the person's last turn). No note on a
seat's first turn of the game (there is no "last turn" yet), and none for a computer's turn
(only a person is greeted, ``game_turns``)."""

from __future__ import annotations

from typing import Any

from forgegames.core.i18n import tr
from forgegames.ui import theme
from forgegames.ui.side_notes import SideNote


class SinceNote:
    """The note of the person greeted last (``start``), shown while their turn lasts and they
    have not moved (``note``)."""

    def __init__(self, frame: Any) -> None:
        self.frame = frame
        self.seat: int | None = None
        self.length = 0
        """The history's length when the note began: a move of the seat after it ends it."""
        self.lines: tuple[str, ...] = ()

    def start(self, seat: int) -> None:
        """Word what the others did since ``seat`` last moved (nothing when it never has)."""
        history = self.frame.session.history
        last = next((i for i in range(len(history) - 1, -1, -1) if history[i].actor == seat), None)
        self.seat, self.length, self.lines = seat, len(history), ()
        if last is None:
            return
        moves = [(e.actor, e.action) for e in history[last + 1 :]]
        session = self.frame.session
        self.lines = tuple(session.title.since_lines(session.state, moves, seat))

    def note(self) -> SideNote | None:
        """The note while it holds: its seat's turn on screen (not a turn held for End turn),
        no move of theirs since it began."""
        session = self.frame.session
        history = session.history
        if not self.lines or session.active != self.seat or len(history) < self.length:
            return None
        if self.frame.handover is not None or self.frame.turn_owner != self.seat:
            return None
        if any(entry.actor == self.seat for entry in history[self.length :]):
            self.lines = ()
            return None
        return SideNote(tr("Since your last turn"), self.lines, theme.TEXT, key="since")
