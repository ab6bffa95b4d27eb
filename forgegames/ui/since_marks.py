"""The corner marks of what changed since a person's last turn, and how long they stay.

Playtest 15 found them on almost every card, row and territory after a computer's turn:
background noise that covered the board all turn long. As on Board Game Arena, where the
last moves are shown as they happen and the log keeps them, the marks are a greeting, not a
state: they show what changed when the turn comes back, then go at the person's first click
on the board (they have looked and now act) or after ``SINCE_MS`` on screen, whichever comes
first. A log line hovered still marks its move's place on the board at any time."""

from __future__ import annotations

from typing import Any

SINCE_MS = 8000
"""How long the marks stay on screen when nothing is clicked."""


class SinceMarks:
    """When the frame's "since" marks go (``ms``: their time left on screen, 0 for none: a
    replay's marks of its step, set by the replay itself, stay)."""

    def __init__(self, frame: Any) -> None:
        self.frame = frame
        self.ms = 0

    def start(self, seat: int) -> None:
        """Mark what changed since ``seat``'s last turn ended, for ``SINCE_MS`` at most."""
        frame = self.frame
        if seat in frame.seen:
            view = frame.title.view(frame.session.state, seat)
            frame.changes["since"] = (frame.seen[seat], view)
            self.ms = SINCE_MS

    def stop(self) -> None:
        """The marks go now (when they were timed)."""
        if self.ms:
            self.ms = 0
            self.frame.clear_change("since")
            self.frame.invalidate()

    def tick(self, dt_ms: int) -> None:
        """Count the time on screen (not behind the legend, the rules or a curtain)."""
        if self.ms and "since" not in self.frame.changes:  # gone with a move of the person's
            self.ms = 0
        if self.ms and self.frame.on_top():
            if dt_ms >= self.ms:
                self.stop()
            else:
                self.ms -= dt_ms

    def touch(self, kind: str, pos: tuple[int, int]) -> None:
        """A click on the board: the person acts, the marks have done their work (a click on
        the top bar, the Legend say, leaves them; so does a late double click of the person
        before, which the input guard swallows)."""
        if kind == "click" and not self.frame.guarded() and self.frame.board.rect.collidepoint(pos):
            self.stop()
