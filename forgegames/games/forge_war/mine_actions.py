"""The mine's actions and their text forms (hexes are written ``q,r``).

``place 0,-2`` set an overseer (setup), ``move 0,-2 0,1`` move an overseer, ``mine-pass``
decline a mine move, ``worker 1,1 -2,3`` / ``worker 1,1 -`` the worker-move reward (put the
worker on a hex / take it out of the mine), and the chance outcome ``mine-sides 0,1,1,0,0,1,0 2``
(the side of the centre hex and of each central grid, then the three-player border gap).
The full title builds its codec from ``MINE_ACTIONS`` plus its own actions.
"""

from __future__ import annotations

import dataclasses

from forgegames.core.actions import Action
from forgegames.core.errors import IllegalAction
from forgegames.core.hexgrid import Hex


@dataclasses.dataclass(frozen=True)
class PlaceOverseer(Action):
    verb = "place"
    at: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class MoveOverseer(Action):
    verb = "move"
    frm: tuple[int, ...]
    to: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class PassMove(Action):
    """Decline the mine move (or the first player's extra move)."""

    verb = "mine-pass"


@dataclasses.dataclass(frozen=True)
class MoveWorker(Action):
    """The worker-move reward; an empty ``to`` takes the worker out of the mine."""

    verb = "worker"
    frm: tuple[int, ...]
    to: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class MineSides(Action):
    """Chance outcome: the side of each central piece (centre first) and the border gap."""

    verb = "mine-sides"
    sides: tuple[int, ...]
    gap: int


MINE_ACTIONS: tuple[type[Action], ...] = (
    PlaceOverseer,
    MoveOverseer,
    PassMove,
    MoveWorker,
    MineSides,
)


def coords(h: Hex) -> tuple[int, int]:
    return (h.q, h.r)


def hex_of(pair: tuple[int, ...]) -> Hex:
    if len(pair) != 2:
        raise IllegalAction("a hex is written q,r")
    return Hex(pair[0], pair[1])


_MOVES: dict[tuple[Hex, Hex], MoveOverseer] = {}
_PLACES: dict[Hex, PlaceOverseer] = {}


def move_action(start: Hex, end: Hex) -> MoveOverseer:
    """The move ``start`` -> ``end`` (made once and shared: actions never change)."""
    found = _MOVES.get((start, end))
    if found is None:
        found = _MOVES[start, end] = MoveOverseer(coords(start), coords(end))
    return found


def place_action(at: Hex) -> PlaceOverseer:
    """Placing an overseer on ``at`` (made once and shared: actions never change)."""
    found = _PLACES.get(at)
    if found is None:
        found = _PLACES[at] = PlaceOverseer(coords(at))
    return found
