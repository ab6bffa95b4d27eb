"""How a game state reaches its title's world: the loaded data the rules read besides the state.

A title builds its world once (``Title.world``: the content read from its data files, the
tables worked out from it, its ``Names``) and every state it makes carries a reference to it,
outside the state's fields: it is never saved, compared, hashed or shown, and ``evolve`` hands
it on to every state made from one that has it (``carries_world`` registers the class). A
rule reads ``state.world`` where it needs data; a board reads it from its host's title. A
state read from JSON or built by a scenario gets it from the title that read it.

Speed: the reference is the entry ``world`` of the state's ``__dict__``, so ``state.world`` is
a plain attribute lookup (rules read it in their hottest loops); the class's ``world`` is a
non-data descriptor, asked only when a state carries none.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, TypeVar

from forgegames.core.frozen import keep_also

S = TypeVar("S")

WORLD_ENTRY = "world"
"""The state's ``__dict__`` entry holding its world (after its fields, like ``once`` values)."""


class _Default:
    """A state class's ``world`` when a state carries none: a state made without its title
    (``dataclasses.replace`` in a test, a record built by hand) reads the world of the
    title's own data files."""

    def __init__(self, default: Callable[[], Any]) -> None:
        self.default = default

    def __get__(self, state: Any, owner: type | None = None) -> Any:
        return self if state is None else self.default()


def carries_world(default: Callable[[], Any]) -> Callable[[type[S]], type[S]]:
    """Class decorator (over ``@frozen_record``): the class's states carry a world, which
    ``evolve`` hands on; ``default`` gives the world of a state that carries none."""

    def mark(cls: type[S]) -> type[S]:
        keep_also(cls, WORLD_ENTRY)
        cls.world = _Default(default)  # type: ignore[attr-defined]
        return cls

    return mark


def with_world(state: S, world: Any) -> S:
    """``state`` carrying ``world`` (set once, as the title makes or reads the state)."""
    state.__dict__[WORLD_ENTRY] = world
    return state


def world_of(state: Any) -> Any:
    """The world ``state`` carries (its class's default when it carries none)."""
    return state.world


def replaced(state: S, **changes: Any) -> S:
    """``dataclasses.replace`` for a state of any title, keeping the world it carries (the
    records' own ``evolve`` keeps it too; this is for code that knows no title's records)."""
    new = dataclasses.replace(state, **changes)  # type: ignore[type-var]
    world = state.__dict__.get(WORLD_ENTRY)
    return new if world is None else with_world(new, world)
