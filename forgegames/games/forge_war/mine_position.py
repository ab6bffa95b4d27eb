"""Positions for scenario tests and tools: a mine with chosen pieces set where you say.

>>> mine = make_mine(4, overseers={(-3, 0): 3}, workers={(-2, 0): 3, (-1, 0): 2})
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from forgegames.core.frozen import FrozenMap, evolve
from forgegames.core.hexgrid import Hex
from forgegames.games.forge_war.mine import Mine
from forgegames.games.forge_war.mine_board import Board, build_board, side_outcomes

Coords = tuple[int, int]


def make_mine(
    players: int = 4,
    overseers: Mapping[Coords, int] | None = None,
    workers: Mapping[Coords, int] | None = None,
    resources: Mapping[Coords, str] | None = None,
    sides: Sequence[int] | None = None,
    gap: int = 0,
    board: Board | None = None,
) -> Mine:
    """A mine for ``players`` (every central piece on side 0 unless ``sides`` is given, or the
    given ``board``), with overseers and workers (hex -> seat) and, optionally, some hexes'
    resources replaced."""
    if board is None:
        if sides is None:
            sides = side_outcomes(players)[0][0]
        board = build_board(players, sides, gap)
    if resources:
        bad = [h for h in resources if Hex(*h) not in board]
        if bad:
            raise ValueError(f"hexes not on the board: {bad}")
        changed = FrozenMap({**board.resources, **{Hex(*h): r for h, r in resources.items()}})
        board = evolve(board, resources=changed)
    placed = {Hex(*h): s for h, s in (overseers or {}).items()}
    cubes = {Hex(*h): s for h, s in (workers or {}).items()}
    clash = set(placed) & set(cubes)
    off = [h for h in (*placed, *cubes) if h not in board]
    if clash or off:
        raise ValueError(f"hexes used twice {sorted(clash)} or off the board {off}")
    return Mine(board, FrozenMap(placed), FrozenMap(cubes))
