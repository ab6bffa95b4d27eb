"""One way to make a move: every title's ``apply`` runs its actions through a ``MoveTable``.

A title declares its table once: for each action type (a player's move or a chance outcome),
a ``Move`` made of

- a *check*, ``(state, action) -> Refusal | None``: the refusal of ``action`` now, worded
  where the rule is decided and carrying that rule's section (``Refusal(words, rule=...)``),
  or None when the rules allow it;
- an *apply*, ``(state, action, events) -> state``: the state the action makes, the events it
  causes appended to ``events`` (a list of core ``Event``: a title that shows a move part by
  part passes a list that also records the positions it passes through).

Before an action's own check, the table's *gate* refuses what no action may do now (the game
is over; a die is due and a seat tried a move), and an action of a type the table lacks is
refused by the table's ``unknown``. After the apply, ``settle`` (when given) lets the rules do
what happens by itself after any move (Forge War's phase changes), adding its events.

``apply_move(table, state, action)`` runs gate, check, apply, settle and returns the ``Step``;
a refusal becomes ``IllegalAction`` with its words and section. ``table.refusal(state,
action)`` answers "why not?" without applying. An apply may still raise ``IllegalAction`` for
a refusal it finds only while working the move out (a die assignment that turns out not to
fit); it names the rule where it raises it, as a check does.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

from forgegames.core.errors import IllegalAction, Refusal
from forgegames.core.title import Event, Step

Check = Callable[[Any, Any], Refusal | None]
"""(state, action) -> the refusal of the action now, or None."""
Apply = Callable[[Any, Any, list[Event]], Any]
"""(state, action, events) -> the new state; the events the action causes appended."""
Settle = Callable[[Any, list[Event]], Any]
"""(state after a move, events) -> the state once the rules did what follows by itself."""


class Move(NamedTuple):
    """How one action type is checked and applied."""

    check: Check
    apply: Apply


def allowed(state: Any, action: Any) -> None:
    """The check of an action whose gate already decides everything (it refuses nothing)."""
    return None


@dataclasses.dataclass(frozen=True)
class MoveTable:
    """A title's moves: one ``Move`` per action type, the gate every action passes first, the
    refusal of a type the table lacks, and what the rules do after every move."""

    moves: Mapping[type, Move]
    unknown: Callable[[Any, Any], Refusal]
    """The refusal of an action whose type has no ``Move`` here."""
    gate: Check = allowed
    """What every action must pass before its own check (the game is over, a chance outcome
    is due, it is another seat's turn)."""
    settle: Settle | None = None
    worded: Callable[[str], str] | None = None
    """How the title words a refusal before a player reads it (None: as the check says it)."""

    def refusal(self, state: Any, action: Any) -> Refusal | None:
        """Why ``action`` may not be made now (words and rules section), or None."""
        refused = self.gate(state, action)
        if refused is None:
            move = self.moves.get(type(action))
            refused = self.unknown(state, action) if move is None else move.check(state, action)
        return refused if refused is None else _worded(self, refused)

    def apply(self, state: Any, action: Any, events: list[Event] | None = None) -> Step:
        """``action`` checked and applied (``apply_move``)."""
        return apply_move(self, state, action, events)


def _worded(table: MoveTable, refused: Refusal) -> Refusal:
    """``refused`` as ``table``'s title words it for a player (``MoveTable.worded``)."""
    if table.worded is None:
        return refused
    short = getattr(refused, "short", "")
    return Refusal(table.worded(str(refused)), getattr(refused, "rule", None), short)


def apply_move(
    table: MoveTable, state: Any, action: Any, events: list[Event] | None = None
) -> Step:
    """``action`` run through ``table``: gate, check, apply, settle. The new state and the
    events the move caused (also appended to ``events`` when given); ``IllegalAction`` from
    the refusal when it is refused (nothing applied, ``events`` untouched)."""
    refused = table.gate(state, action)
    move = table.moves.get(type(action))
    if refused is None:
        refused = table.unknown(state, action) if move is None else move.check(state, action)
    if refused is not None:
        raise IllegalAction(_worded(table, refused))
    assert move is not None
    made: list[Event] = [] if events is None else events
    new = move.apply(state, action, made)
    if table.settle is not None:
        new = table.settle(new, made)
    return Step(new, tuple(made))


def refused_by(error: IllegalAction) -> Refusal:
    """An ``IllegalAction`` raised by a helper, as the refusal a check returns (its section
    kept)."""
    return Refusal(str(error), error.rule)
