"""A person's craft turn that passed with no dice to roll, kept on screen (playtest: it was a
log line among many, and a round-1 craft phase that went by surprised the player).

The engine says so in an event (``board_info.skipped_crafter`` finds it); the board keeps its
words in the prompt line, with an OK button in the strip, until a person presses OK or makes
the next move (a person's turn that starts with the note still on shows it before its usual
instructions)."""

from __future__ import annotations

from forgegames.core.i18n import tr
from forgegames.games.kings_forge import board_info as info
from forgegames.ui.boards.kings_forge.part import Part


class SkipNote(Part):
    """Part of ``KingsForgeBoard``: the craft turn skipped, held until read."""

    skip_note: tuple[int, str] | None = None
    """The history's length when a person's craft turn passed for want of dice, and the
    words said (None when no such note is held)."""

    skip_seen: int | None = None
    """The history's length already looked through (None before the first look: a game
    opened part-way is not told its old skips)."""

    def watch_skips(self) -> None:
        """Look through the moves made since the last look for a person's craft turn passed
        with nothing to roll; let the note go once a person has moved since it (or the
        moves that caused it were taken back)."""
        scene = self.scene
        if scene.read_only():
            self.skip_note = None
            return
        history = scene.played()
        seen = len(history) if self.skip_seen is None else min(self.skip_seen, len(history))
        humans = scene.humans
        state = self.board.state
        for index in range(seen, len(history)):
            for event in history[index].events:
                seat = info.skipped_crafter(state, event)
                if seat is not None and seat in humans:
                    words = tr(
                        "{name} had no dice left to roll, so their craft turn passed: dice "
                        "placed in the gather phase are spent for the round.",
                        name=scene.seat_name(seat),
                    )
                    self.skip_note = (index + 1, words)
        self.skip_seen = len(history)
        note = self.skip_note
        if note is None:
            return
        moved = any(entry.actor in humans for entry in history[note[0] :])
        if note[0] > len(history) or moved:
            self.skip_note = None

    def dismiss_skip(self) -> None:
        """OK: the note is read."""
        self.skip_note = None
        self.board.refresh()
        self.scene.invalidate()

    def skip_words(self) -> str:
        """The note's words ("" when none is held)."""
        return self.skip_note[1] if self.skip_note is not None else ""
