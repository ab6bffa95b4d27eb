"""A scene works out a state's view once per seat and hands back the same object after."""

from __future__ import annotations

from forgegames.ui.view_memo import KEPT, ViewMemo


class State:
    """A stand-in for an immutable game state."""


def test_the_same_state_and_seat_give_the_same_view_object():
    made: list[tuple[State, int]] = []

    def make(state, seat):
        made.append((state, seat))
        return {"seat": seat}

    memo = ViewMemo()
    state = State()
    first = memo.view(state, 0, make)
    assert memo.view(state, 0, make) is first
    assert len(made) == 1
    other_seat = memo.view(state, 1, make)
    assert other_seat == {"seat": 1} and len(made) == 2
    assert memo.view(State(), 1, make) is not other_seat
    assert len(made) == 3


def test_the_memo_never_grows_past_its_bound():
    memo = ViewMemo()
    states = [State() for _ in range(3 * KEPT)]
    for state in states:
        memo.view(state, 0, lambda s, seat: object())
    assert len(memo._views) <= KEPT


def test_a_view_in_use_outlives_the_views_made_after_it():
    """The view of the state now, asked for every frame, stays the same object while the
    log's pointer makes views of many past states (the board's memos key on it)."""
    memo = ViewMemo()
    now = State()
    first = memo.view(now, 0, lambda s, seat: object())
    for _ in range(3 * KEPT):
        memo.view(State(), 0, lambda s, seat: object())
        assert memo.view(now, 0, lambda s, seat: object()) is first
    assert len(memo._views) <= KEPT
