"""The mine's hex board for one stage: which hexes exist, their resources and their pieces.

A board is built from a stage's pieces (``mine_pieces``), a side for each central piece (a
chance outcome the caller supplies; the rules never roll) and the player count, which decides
which border pieces lie blank side up:

- 4 players: every border piece hex side up (61 hexes);
- 3 players: three touching border pieces, long-short-long, blank side up (48 hexes); ``gap``
  (0, 1 or 2) says which short border sits in the middle of them (slots 2, 4 or 6);
- 2 players: every border piece blank side up (37 hexes).
"""

from __future__ import annotations

import dataclasses
import itertools
import math
from collections.abc import Sequence
from typing import Any

from forgegames.core.errors import IllegalAction
from forgegames.core.frozen import FrozenMap, frozen_record, once
from forgegames.core.hexgrid import DIRECTIONS, Hex, Layout
from forgegames.games.forge_war.mine_pieces import StagePieces, stage_pieces

BLANK = -1
"""Side index recorded for a border piece lying blank side up."""


@frozen_record
@dataclasses.dataclass(frozen=True)
class Board:
    """One stage's mine surface (a frozen record, ``core/frozen.py``). ``resources`` and
    ``pieces`` (``FrozenMap``s) map every hex on the board.

    ``sides`` records the side used for each piece: (piece id, side index), ``BLANK`` for a
    border piece lying blank side up. What is worked out from a board is kept on it (``once``):
    a board never changes.
    """

    stage: int
    players: int
    resources: FrozenMap[Hex, str]
    pieces: FrozenMap[Hex, str]
    sides: tuple[tuple[str, int], ...]

    def __contains__(self, h: object) -> bool:
        return h in self.resources

    def __len__(self) -> int:
        return len(self.resources)

    @once
    def hexes(self) -> tuple[Hex, ...]:
        """Every hex of the board, in a stable order (by r, then q)."""
        return tuple(sorted(self.resources, key=lambda h: (h.r, h.q)))

    @once
    def shape(self) -> frozenset[Hex]:
        """The board's hexes as a set: the key of what every board of this shape shares (the
        lines out of each hex, the moves along them). The set keeps its hash once worked out."""
        return frozenset(self.resources)

    @once
    def rays(self) -> dict[Hex, tuple[tuple[Hex, ...], ...]]:
        """For each hex, the six straight lines out of it (in ``DIRECTIONS`` order): the board
        hexes met one after another, up to the first step off the board. Worked out once per
        shape of board (every game lays out one of a few shapes), so moves need no hex
        arithmetic."""
        return _lines(self.shape)

    @once
    def neighbours(self) -> dict[Hex, tuple[Hex, ...]]:
        """For each hex, its neighbours on the board, in ``DIRECTIONS`` order."""
        return {h: tuple(line[0] for line in lines if line) for h, lines in self.rays.items()}

    @once
    def labels(self) -> dict[tuple[str, Hex], str]:
        """The words naming each hex, by (language, hex), filled in as ``notes.hex_label``
        asks (a cache kept with the board, never part of its value)."""
        return {}


_LINES: dict[frozenset[Hex], dict[Hex, tuple[tuple[Hex, ...], ...]]] = {}


def _lines(hexes: frozenset[Hex]) -> dict[Hex, tuple[tuple[Hex, ...], ...]]:
    """``Board.rays`` for a board made of ``hexes`` (kept for each shape met)."""
    known = _LINES.get(hexes)
    if known is None:
        known = {}
        for h in hexes:
            lines = []
            for d in DIRECTIONS:
                line = []
                n = h + d
                while n in hexes:
                    line.append(n)
                    n = n + d
                lines.append(tuple(line))
            known[h] = tuple(lines)
        _LINES[hexes] = known
    return known


def blank_border_slots(players: int, gap: int = 0) -> frozenset[int]:
    """The border slots (1-6) lying blank side up for a player count."""
    if players >= 4:
        return frozenset()
    if players <= 2:
        return frozenset(range(1, 7))
    if gap not in (0, 1, 2):
        raise IllegalAction("the three-player border gap is 0, 1 or 2")
    short = 2 * (gap + 1)
    return frozenset({short - 1, short, short % 6 + 1})


def gap_choices(players: int) -> tuple[int, ...]:
    """The possible ``gap`` values: three with 3 players, only 0 otherwise."""
    return (0, 1, 2) if players == 3 else (0,)


def side_outcomes(players: int, stage: int = 1) -> list[tuple[tuple[int, ...], int]]:
    """Every (central sides, gap) setup outcome, all equally likely."""
    count = len(stage_pieces(stage).central)
    return [
        (sides, gap)
        for sides in itertools.product((0, 1), repeat=count)
        for gap in gap_choices(players)
    ]


def build_board(
    players: int,
    central_sides: Sequence[int],
    gap: int = 0,
    stage: int = 1,
    pieces: StagePieces | None = None,
) -> Board:
    """Assemble a stage's mine. ``central_sides`` gives 0 or 1 for the centre then each core."""
    if not 2 <= players <= 4:
        raise IllegalAction("the mine is laid out for 2 to 4 players")
    pieces = pieces or stage_pieces(stage)
    central = pieces.central
    if len(central_sides) != len(central) or any(s not in (0, 1) for s in central_sides):
        raise IllegalAction(f"choose side 0 or 1 for each of the {len(central)} central pieces")
    blank = blank_border_slots(players, gap)
    resources: dict[Hex, str] = {}
    owner: dict[Hex, str] = {}
    sides: list[tuple[str, int]] = []
    for piece, side in zip(central, central_sides, strict=True):
        sides.append((piece.id, side))
        for h, rid in zip(piece.hexes, piece.sides[side], strict=True):
            resources[h], owner[h] = rid, piece.id
    for piece in pieces.borders:
        if piece.slot in blank:
            sides.append((piece.id, BLANK))
            continue
        sides.append((piece.id, 0))
        for h, rid in zip(piece.hexes, piece.sides[0], strict=True):
            resources[h], owner[h] = rid, piece.id
    return Board(pieces.stage, players, FrozenMap(resources), FrozenMap(owner), tuple(sides))


# --- drawing help for the UI (pure geometry) -------------------------------------------------
def piece_edges(board: Board) -> dict[str, list[tuple[Hex, int]]]:
    """For each piece, its outline as (hex, direction index) pairs: the sides of its hexes whose
    neighbour in that direction (``DIRECTIONS[i]``) is another piece or off the board."""
    out: dict[str, list[tuple[Hex, int]]] = {}
    for h in board.hexes:
        pid = board.pieces[h]
        for i, d in enumerate(DIRECTIONS):
            if board.pieces.get(h + d) != pid:
                out.setdefault(pid, []).append((h, i))
    return out


def edge_points(
    layout: Layout, h: Hex, direction: int
) -> tuple[tuple[float, float], tuple[float, float]]:
    """Screen end points of the side of hex ``h`` facing ``DIRECTIONS[direction]``."""
    nx, ny = layout.to_pixel(h + DIRECTIONS[direction])
    corners = sorted(layout.corners(h), key=lambda c: math.hypot(c[0] - nx, c[1] - ny))
    return corners[0], corners[1]


def outline_segments(
    board: Board, layout: Layout
) -> list[tuple[str, tuple[float, float], tuple[float, float]]]:
    """(piece id, start, end) screen segments of every piece outline, for drawing borders."""
    return [
        (pid, *edge_points(layout, h, i))
        for pid, edges in piece_edges(board).items()
        for h, i in edges
    ]


# --- JSON ------------------------------------------------------------------------------------
def board_to_json(board: Board) -> dict[str, Any]:
    return {
        "stage": board.stage,
        "players": board.players,
        "sides": [[pid, side] for pid, side in board.sides],
        "hexes": [[h.q, h.r, board.resources[h], board.pieces[h]] for h in board.hexes],
    }


def board_from_json(data: dict[str, Any]) -> Board:
    resources = {Hex(q, r): rid for q, r, rid, _pid in data["hexes"]}
    pieces = {Hex(q, r): pid for q, r, _rid, pid in data["hexes"]}
    sides = tuple((pid, side) for pid, side in data["sides"])
    return Board(data["stage"], data["players"], FrozenMap(resources), FrozenMap(pieces), sides)
