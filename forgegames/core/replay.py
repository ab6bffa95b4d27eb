"""A saved game laid out step by step, for the replay viewer (pure Python).

A save is a config, a seed and every action taken (chance outcomes included), so replaying the
actions through the rules rebuilds every position. ``Replay`` keeps the state before the first
action and after each one, so moving to any step, forwards or back, is a list lookup; a
``ReplayCursor`` stands at one step and answers the questions a board asks of a session, but
cannot change anything.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

from forgegames.core.i18n import tr
from forgegames.core.saves import SaveData
from forgegames.core.session import Entry, Session, status_line
from forgegames.core.title import CHANCE, TERMINAL, Event, GameConfig, Status, Title

NO_SEAT = -3
"""A seat number no player has: ``Title.view`` of it hides what every seat keeps hidden."""


def public_view(title: Title, state: Any) -> Any:
    """What everyone at the table may see of ``state``: no seat's private information."""
    return title.view(state, NO_SEAT)


@dataclasses.dataclass(frozen=True)
class RoundMark:
    """Where a round (or the set-up before the first) starts: its words and its first step."""

    label: str
    step: int
    round: int | None


class Replay:
    """Every position of one game, from the state before its first action to its last.

    Step ``k`` is the position after ``k`` actions (step 0: before any). Chance outcomes (dice,
    draws, shuffles) are actions, so they are steps too.
    """

    def __init__(self, session: Session) -> None:
        self.title = session.title
        self.config = session.config
        self.seed = session.seed
        self.entries: list[Entry] = list(session.history)
        self.states: list[Any] = session.states()
        self._rounds: list[RoundMark] | None = None

    @classmethod
    def from_save(cls, data: SaveData) -> Replay:
        """Replay a save's actions; SaveError names the first bad one. Nothing is written."""
        return cls(Session.from_save(data))

    @classmethod
    def load(cls, path: Path) -> Replay:
        """Read and replay a save file; SaveError says what is wrong (the file is untouched)."""
        return cls(Session.from_file(Path(path))[1])

    # --- steps -------------------------------------------------------------------------------
    @property
    def last(self) -> int:
        """The number of the last step (the number of actions in the game)."""
        return len(self.entries)

    def clamp(self, step: int) -> int:
        return max(0, min(self.last, step))

    def state_at(self, step: int) -> Any:
        """The true state after ``step`` actions (hidden information included)."""
        return self.states[self.clamp(step)]

    def entry(self, step: int) -> Entry | None:
        """The action that led to ``step`` (None at step 0)."""
        return self.entries[step - 1] if 0 < step <= self.last else None

    def cursor(self, step: int) -> ReplayCursor:
        return ReplayCursor(self, self.clamp(step))

    # --- rounds ------------------------------------------------------------------------------
    def rounds(self) -> list[RoundMark]:
        """Where each round starts, in order; the steps before the first round (a set-up)
        form their own mark, named by the title's phase words. When the count starts again
        (Forge War's epic game numbers the rounds of each stage), each round's label has the
        status's lead words before it ("Stage 3 · Round 2"), or the first part of its phase
        words after it when it has none."""
        if self._rounds is None:
            starts: list[tuple[int, Status]] = []
            for step, state in enumerate(self.states):
                status = self.title.status(state)
                if not starts or status.round != starts[-1][1].round:
                    starts.append((step, status))
            numbers = [status.round for _, status in starts if status.round is not None]
            again = len(numbers) != len(set(numbers))
            self._rounds = [
                RoundMark(self._round_label(status, again), step, status.round)
                for step, status in starts
            ]
        return self._rounds

    @staticmethod
    def _round_label(status: Status, again: bool) -> str:
        if status.round is None:
            return status.phase or tr("Set-up")
        label = status.count_words()
        if not again:
            return label
        if status.lead:
            return f"{status.lead} · {label}"
        part = status.phase.split(" · ")[0]
        return f"{label} · {part}" if part else label

    def round_index(self, step: int) -> int:
        """The index in ``rounds()`` of the round that ``step`` belongs to."""
        marks = self.rounds()
        found = 0
        for index, mark in enumerate(marks):
            if mark.step <= step:
                found = index
        return found

    # --- log ---------------------------------------------------------------------------------
    def step_events(self, step: int, seat_name) -> list[Event]:
        """What the action leading to ``step`` caused, as the log tells it; an action that
        caused no event is told by its own description, so every step has a line.
        ``seat_name(seat)`` gives a seat's name."""
        entry = self.entry(step)
        if entry is None:
            return []
        if entry.events:
            return list(entry.events)
        words = self.title.describe_action(self.states[step - 1], entry.action)
        if entry.actor == CHANCE:
            return [Event(tr("Chance: {what}", what=words), None, "chance")]
        said = tr("{name}: {what}", name=seat_name(entry.actor), what=words)
        return [Event(said, entry.actor, "move")]


class ReplayCursor:
    """The game as it stood at one step of a replay, with the part of a session's questions
    that a board and the game frame ask. Nothing here applies, undoes or saves a move."""

    def __init__(self, replay: Replay, step: int) -> None:
        self.replay = replay
        self.step = step
        self.title = replay.title
        self.config: GameConfig = replay.config
        self.seed = replay.seed
        self.state = replay.states[step]
        self.history: list[Entry] = replay.entries[:step]
        self.bots: dict[int, object] = {
            seat: cfg.bot for seat, cfg in enumerate(replay.config.seats) if cfg.bot is not None
        }
        self.redo_stack: list[object] = []

    @property
    def active(self) -> int:
        return self.title.current_player(self.state)

    @property
    def over(self) -> bool:
        return self.active == TERMINAL

    def legal_actions(self) -> list:
        return []  # a replay offers no move

    def state_before(self, index: int) -> Any:
        """The game before the ``index``-th move (``index`` == ``step``: now), as a session's:
        the replay holds every state already."""
        if not 0 <= index <= self.step:
            raise IndexError(f"no move {index} before step {self.step}")
        return self.replay.states[index]

    def is_bot_turn(self) -> bool:
        return False  # nobody plays in a replay

    def events(self) -> list[Event]:
        return [event for entry in self.history for event in entry.events]

    def status_line(self) -> str:
        return status_line(self.title, self.state)

    def undo_blocker(self, seat: int | None = None) -> str | None:
        return tr("a replay cannot be changed")

    def can_undo(self, seat: int | None = None) -> bool:
        return False

    def can_redo(self) -> bool:
        return False
