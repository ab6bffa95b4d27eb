"""How a game state reaches its title's world: the loaded data the rules read besides the state.

A title builds its world once (``Title.world``: the content read from its data files, the
tables worked out from it, its ``Names``) and every state it makes carries a reference to it,
outside the state's fields: it is never saved, compared, hashed or shown, and ``evolve`` hands
it on to every state made from one that has it (``carries_world`` registers the class). A
rule reads ``state.world`` where it needs data; a board reads it from the view its host hands
out. A state read from JSON or built by a scenario gets it from the title that read it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, TypeVar

from forgegames.core.frozen import keep_also

S = TypeVar("S")

WORLD_ENTRY = "_world"
"""The state's ``__dict__`` entry holding its world (after its fields, like ``once`` values)."""


_DEFAULTS: dict[type, Callable[[], Any]] = {}


def carries_world(default: Callable[[], Any]) -> Callable[[type[S]], type[S]]:
    """Class decorator (over ``@frozen_record``): ``evolve`` hands the world on. ``default``
    gives the world of a state made without its title (``dataclasses.replace`` in a test, a
    record built by hand): the world of the title's own data files."""

    def mark(cls: type[S]) -> type[S]:
        keep_also(cls, WORLD_ENTRY)
        _DEFAULTS[cls] = default
        return cls

    return mark


def with_world(state: S, world: Any) -> S:
    """``state`` carrying ``world`` (set once, as the title makes or reads the state)."""
    state.__dict__[WORLD_ENTRY] = world
    return state


def world_of(state: Any) -> Any:
    """The world ``state`` carries, or its class's default when it carries none."""
    world = state.__dict__.get(WORLD_ENTRY)
    return _DEFAULTS[type(state)]() if world is None else world


def replaced(state: S, **changes: Any) -> S:
    """``dataclasses.replace`` for a state of any title, keeping the world it carries (the
    records' own ``evolve`` keeps it too; this is for code that knows no title's records)."""
    new = dataclasses.replace(state, **changes)  # type: ignore[type-var]
    world = state.__dict__.get(WORLD_ENTRY)
    return new if world is None else with_world(new, world)
