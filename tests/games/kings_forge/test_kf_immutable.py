"""King's Forge's state is a tree of frozen records: ``apply`` never changes the state it is
given (docs/architecture.md, "State and caches")."""

from __future__ import annotations

import contextlib
import dataclasses
import random

import kfscen
import pytest

from forgegames.core.errors import IllegalAction
from forgegames.core.title import CHANCE, TERMINAL
from forgegames.games.kings_forge import TITLE, state
from forgegames.games.kings_forge.state import KFState

RECORDS = [
    value
    for value in vars(state).values()
    if isinstance(value, type) and dataclasses.is_dataclass(value)
]


def _records_in(value: object) -> list[object]:
    """Every dataclass instance in ``value``'s tree (tuples followed)."""
    if dataclasses.is_dataclass(value):
        found = [value]
        for f in dataclasses.fields(value):
            found += _records_in(getattr(value, f.name))
        return found
    if isinstance(value, tuple):
        return [r for item in value for r in _records_in(item)]
    return []


def _played(players: int, seed: int) -> list[KFState]:
    """The states of a game of random moves and chance outcomes, each checked unchanged by the
    move made from it (and by an illegal move tried on it)."""
    rng = random.Random(seed)
    s = TITLE.new_game(kfscen.config(players))
    seen = [s]
    while TITLE.current_player(s) != TERMINAL and len(seen) < 3000:
        if TITLE.current_player(s) == CHANCE:
            action = rng.choice([a for a, _ in TITLE.chance_outcomes(s)])
        else:
            action = rng.choice(TITLE.legal_actions(s))
        before = TITLE.to_json(s)
        new = TITLE.apply(s, action).state
        assert TITLE.to_json(s) == before, f"{action} changed the state it was applied to"
        assert new is not s
        if len(seen) % 7 == 0:  # a move from another position, usually illegal here
            other = rng.choice(seen)
            tries = TITLE.legal_actions(other) or [a for a, _ in TITLE.chance_outcomes(other)]
            if tries:
                with contextlib.suppress(IllegalAction):
                    TITLE.apply(s, rng.choice(tries))
                assert TITLE.to_json(s) == before
        s = new
        seen.append(s)
    assert TITLE.current_player(s) == TERMINAL
    return seen


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3), (2, 4)])
def test_apply_never_changes_the_state_it_is_given(players: int, seed: int) -> None:
    states = _played(players, seed)
    kinds = {type(r) for s in states[:: max(1, len(states) // 50)] for r in _records_in(s)}
    assert kinds <= set(RECORDS)
    assert {state.Player, state.KFState, state.Die, state.Power, state.Placement} <= kinds


def test_every_state_record_is_frozen() -> None:
    s = kfscen.to_craft(kfscen.new(2))
    s = TITLE.apply(s, TITLE.chance_outcomes(s)[0][0]).state
    assert len(RECORDS) >= 8
    for cls in RECORDS:
        assert cls.__dataclass_params__.frozen, cls.__name__
    for record in _records_in(s):
        name = dataclasses.fields(record)[0].name
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(record, name, getattr(record, name))
    assert not hasattr(s, "clone") and not hasattr(s.players[0], "clone")
