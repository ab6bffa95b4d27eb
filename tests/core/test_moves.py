"""The core move pipeline (``core/moves.py``): gate, check, apply, settle, in that order, and a
refusal raised with its words and the rules section named where it was worded."""

from __future__ import annotations

import dataclasses

import pytest

from forgegames.core.actions import Action
from forgegames.core.errors import IllegalAction, Refusal
from forgegames.core.moves import Move, MoveTable, allowed, apply_move
from forgegames.core.title import Event


@dataclasses.dataclass(frozen=True)
class Add(Action):
    verb = "add"
    n: int


@dataclasses.dataclass(frozen=True)
class Stop(Action):
    verb = "stop"


@dataclasses.dataclass(frozen=True)
class Other(Action):
    verb = "other"


@dataclasses.dataclass(frozen=True)
class Count:
    total: int = 0
    over: bool = False
    settled: int = 0


def _gate(state: Count, action: Action) -> Refusal | None:
    return Refusal("the game is over", "end") if state.over else None


def _check_add(state: Count, action: Add) -> Refusal | None:
    return None if action.n > 0 else Refusal("add at least 1", "adding")


def _add(state: Count, action: Add, events: list[Event]) -> Count:
    events.append(Event(f"adds {action.n}", 0, "move", bare=True))
    return dataclasses.replace(state, total=state.total + action.n)


def _stop(state: Count, action: Stop, events: list[Event]) -> Count:
    return dataclasses.replace(state, over=True)


def _settle(state: Count, events: list[Event]) -> Count:
    events.append(Event("settled", None, "phase"))
    return dataclasses.replace(state, settled=state.settled + 1)


TABLE = MoveTable(
    {Add: Move(_check_add, _add), Stop: Move(allowed, _stop)},
    unknown=lambda state, action: Refusal(f"'{action}' is no move here", "moves"),
    gate=_gate,
    settle=_settle,
)


def test_a_move_is_checked_applied_and_settled_with_its_events_in_order() -> None:
    step = apply_move(TABLE, Count(), Add(2))
    assert step.state == Count(total=2, settled=1)
    assert [e.text for e in step.events] == ["adds 2", "settled"]
    assert [e.kind for e in step.events] == ["move", "phase"]


def test_the_events_list_given_is_the_one_filled() -> None:
    made: list[Event] = [Event("before")]
    step = TABLE.apply(Count(), Add(1), made)
    assert [e.text for e in made] == ["before", "adds 1", "settled"]
    assert step.events == tuple(made)


@pytest.mark.parametrize(
    ("state", "action", "words", "rule"),
    [
        (Count(), Add(0), "add at least 1", "adding"),  # the move's own check
        (Count(over=True), Add(3), "the game is over", "end"),  # the gate, before the check
        (Count(), Other(), "'other' is no move here", "moves"),  # a type the table lacks
    ],
)
def test_a_refusal_is_raised_with_its_words_and_section(state, action, words, rule) -> None:
    with pytest.raises(IllegalAction) as caught:
        apply_move(TABLE, state, action)
    assert str(caught.value) == words
    assert caught.value.rule == rule
    found = TABLE.refusal(state, action)
    assert (str(found), found.rule) == (words, rule)


def test_an_allowed_move_has_no_refusal_and_nothing_is_applied_to_ask() -> None:
    state = Count()
    assert TABLE.refusal(state, Add(5)) is None
    assert TABLE.refusal(state, Stop()) is None
    assert state == Count()


def test_a_refused_move_leaves_the_events_list_untouched() -> None:
    made: list[Event] = []
    with pytest.raises(IllegalAction):
        TABLE.apply(Count(), Add(-1), made)
    assert made == []
