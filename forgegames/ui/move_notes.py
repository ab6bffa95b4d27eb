"""A message about a move follows the move through Undo and Redo (playtest 21, item 7: the
warning of a Forge War quest that cannot be met stayed on screen after Undo took the quest back).

A board tells a move's message with ``GameScene.tell_move`` (Forge War's quest warning and "the
turn passed at once", Warparty's split move) and the frame ties its lost-something message the
same way. The message is tied to the history entry of the person's move: when Undo takes that
entry back, the message goes; when Redo makes the same move again at the same place in the
history, its message shows again from the start (the position's own message), whether or not it
was still on screen when the move was taken back. Every title's moves go through here, so one
fix serves King's Forge, Forge War and Warparty alike."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from forgegames.core.actions import Action
from forgegames.ui.hotseat import Notice


@dataclass
class Told:
    """One move's message: the entry it is about, and how to show it again."""

    entry: object
    action: Action
    notice: Notice
    ms: int
    about: bool
    """It also goes when the game moves on from the position it was shown in (``Notice.about``)."""


class MoveNotes:
    """The messages of the moves in the history and of the moves Undo took back (for Redo),
    by the history index of the move."""

    def __init__(self, session: Any) -> None:
        self.session = session
        self.last: int | None = None
        """The history index of the person's move just made (or redone), which a message
        told now is about."""
        self.told: dict[int, Told] = {}

    def made(self, index: int) -> None:
        """A person's move was made at ``index``: the messages of moves taken back from there
        on belong to a line of play that is gone (the redo list is emptied too)."""
        self.last = index
        for i in [i for i in self.told if i >= index]:
            del self.told[i]

    def tie(self, notice: Notice | None) -> None:
        """``notice`` (on screen now) is the message of the move just made."""
        history, index = self.session.history, self.last
        if notice is None or index is None or index >= len(history):
            return
        entry = history[index]
        about = notice.about is not None
        self.told[index] = Told(entry, entry.action, notice, notice.ms, about)

    def taken_back(self, toast: Notice | None) -> Notice | None:
        """After Undo: the message on screen, unless it is about a move no longer made."""
        self.last = None
        history = self.session.history
        gone = [t for i, t in self.told.items() if i >= len(history) or history[i] is not t.entry]
        return None if any(t.notice is toast for t in gone) else toast

    def redone(self, index: int, toast: Notice | None) -> Notice | None:
        """After Redo made the move at ``index`` again: its message shows again (a fresh one,
        with its own time), else the message on screen stays."""
        self.last = index
        history = self.session.history
        told = self.told.get(index)
        if told is None or index >= len(history) or history[index].action != told.action:
            return toast
        notice = Notice(told.notice.text, told.ms, told.notice.error, undo=told.notice.undo)
        notice.about = self.session.state if told.about else None
        self.told[index] = Told(history[index], told.action, notice, told.ms, told.about)
        return notice
