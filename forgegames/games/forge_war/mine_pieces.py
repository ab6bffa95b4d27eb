"""The mine's double-sided pieces (data/forge_war/mine.yaml), loaded and checked.

Each stage uses one central hex, six central grids (6 hexes, two sides with hexes) and a ring of
six border pieces alternating long (5 hexes) and short (3 hexes) whose other side is blank. The
checks make sure a stage's pieces tile the radius-4 hexagon exactly (no overlap, no gap), that
each piece is one connected shape, that consecutive border slots touch, and that a stage's pieces
show the resources the stage introduces and none of a later stage (resources.yaml ``stage``).
"""

from __future__ import annotations

import dataclasses
import functools
from pathlib import Path
from typing import Annotated, Literal

from forgegames.core.content import Range, check_ref, load_list
from forgegames.core.errors import ContentError
from forgegames.core.hexgrid import Hex, hexes_within
from forgegames.core.i18n import count
from forgegames.games.forge_war.resources import DATA_DIR, Source, load_resources

PieceKind = Literal["centre", "core", "border_long", "border_short"]
SIZES = {"centre": 1, "core": 6, "border_long": 5, "border_short": 3}
SIDES = {"centre": 2, "core": 2, "border_long": 1, "border_short": 1}
"""How many sides with hexes each kind has (a border's second side is blank)."""


@dataclasses.dataclass(frozen=True)
class PieceRecord:
    """One piece as written in the file."""

    id: str
    name: str
    kind: PieceKind
    stages: tuple[int, ...]
    slot: int
    hexes: tuple[tuple[Annotated[int, Range(-20, 20)], ...], ...]
    """Axial coordinates relative to the piece's anchor (negative ones too)."""
    sides: tuple[tuple[str, ...], ...]
    source: Source


@dataclasses.dataclass(frozen=True)
class Piece:
    """A checked piece: its hexes (axial) and, per side, the resource of each hex."""

    id: str
    name: str
    kind: str
    slot: int
    hexes: tuple[Hex, ...]
    sides: tuple[tuple[str, ...], ...]


@dataclasses.dataclass(frozen=True)
class StagePieces:
    """The pieces one stage's mine is built from, in slot order."""

    stage: int
    centre: Piece
    cores: tuple[Piece, ...]
    borders: tuple[Piece, ...]

    @property
    def central(self) -> tuple[Piece, ...]:
        """The pieces whose side is chosen at random: the centre hex, then the six grids."""
        return (self.centre, *self.cores)


def _connected(hexes: set[Hex]) -> bool:
    if not hexes:
        return False
    start = next(iter(hexes))
    seen, todo = {start}, [start]
    while todo:
        for n in todo.pop().neighbours():
            if n in hexes and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen == hexes


def _piece(record: PieceRecord, i: int, file: str, valid: dict[str, int]) -> Piece:
    """A checked piece; ``valid`` maps each resource id to the stage that introduces it."""
    at = f"pieces[{i}]"
    hexes: list[Hex] = []
    for j, pair in enumerate(record.hexes):
        if len(pair) != 2:
            raise ContentError(file, f"{at}.hexes[{j}]", "a hex is written [q, r]")
        hexes.append(Hex(*pair))
    if len(set(hexes)) != len(hexes):
        raise ContentError(file, f"{at}.hexes", "the same hex is listed twice")
    if len(hexes) != SIZES[record.kind]:
        raise ContentError(
            file,
            f"{at}.hexes",
            f"a {record.kind} piece has {count(SIZES[record.kind], 'hex', 'hexes')}",
        )
    if not _connected(set(hexes)):
        raise ContentError(file, f"{at}.hexes", "the hexes do not form one connected piece")
    if len(record.sides) != SIDES[record.kind]:
        raise ContentError(
            file,
            f"{at}.sides",
            f"a {record.kind} piece lists {count(SIDES[record.kind], 'side', 'sides')}",
        )
    for s, side in enumerate(record.sides):
        if len(side) != len(hexes):
            raise ContentError(
                file, f"{at}.sides[{s}]", f"needs one resource per hex ({len(hexes)})"
            )
        for k, rid in enumerate(side):
            check_ref(file, f"{at}.sides[{s}][{k}]", rid, valid)
            if record.stages and valid[rid] > min(record.stages):
                raise ContentError(
                    file,
                    f"{at}.sides[{s}][{k}]",
                    f"{rid} first appears in stage {valid[rid]}, "
                    f"not on a piece used in stage {min(record.stages)}",
                )
    return Piece(record.id, record.name, record.kind, record.slot, tuple(hexes), record.sides)


def _stage(stage: int, pieces: list[tuple[int, Piece]], file: str) -> StagePieces:
    where = f"pieces (stage {stage})"
    by_kind: dict[str, list[Piece]] = {k: [] for k in SIZES}
    for _i, piece in pieces:
        by_kind[piece.kind].append(piece)
    if len(by_kind["centre"]) != 1 or len(by_kind["core"]) != 6:
        raise ContentError(file, where, "a stage needs 1 centre piece and 6 core pieces")
    borders = sorted(by_kind["border_long"] + by_kind["border_short"], key=lambda p: p.slot)
    cores = sorted(by_kind["core"], key=lambda p: p.slot)
    if [p.slot for p in cores] != list(range(1, 7)) or [p.slot for p in borders] != list(
        range(1, 7)
    ):
        raise ContentError(file, where, "core and border slots must be 1 to 6, once each")
    for piece in borders:
        want = "border_long" if piece.slot % 2 else "border_short"
        if piece.kind != want:
            raise ContentError(file, f"{where}.{piece.id}", f"slot {piece.slot} is {want}")
    seen: dict[Hex, str] = {}
    for _i, piece in pieces:
        for h in piece.hexes:
            if h in seen:
                raise ContentError(
                    file, f"{where}.{piece.id}", f"hex {tuple(h)} is also on {seen[h]}"
                )
            seen[h] = piece.id
    inner = {h for p in (*by_kind["centre"], *cores) for h in p.hexes}
    if inner != set(hexes_within(3)):
        raise ContentError(file, where, "the centre and cores must cover the radius-3 hexagon")
    if set(seen) != set(hexes_within(4)):
        raise ContentError(file, where, "the pieces must cover the radius-4 hexagon exactly")
    for a, b in zip(borders, borders[1:] + borders[:1], strict=True):
        if not any(n in b.hexes for h in a.hexes for n in h.neighbours()):
            raise ContentError(file, f"{where}.{a.id}", f"does not touch the next border {b.id}")
    return StagePieces(stage, by_kind["centre"][0], tuple(cores), tuple(borders))


@functools.cache
def load_pieces(path: Path = DATA_DIR / "mine.yaml") -> dict[int, StagePieces]:
    """Every stage described in the file, checked; ContentError names the file and key."""
    file = str(path)
    records = load_list(path, "pieces", PieceRecord)
    valid = {k.id: k.stage for k in load_resources()}
    per_stage: dict[int, list[tuple[int, Piece]]] = {}
    for i, record in enumerate(records):
        if not record.stages:
            raise ContentError(file, f"pieces[{i}].stages", "lists no stage")
        piece = _piece(record, i, file, valid)
        for stage in record.stages:
            per_stage.setdefault(stage, []).append((i, piece))
    for stage, pieces in sorted(per_stage.items()):
        shown = {rid for _i, p in pieces for side in p.sides for rid in side}
        for rid, first in valid.items():
            if first == stage and rid not in shown:
                raise ContentError(
                    file, f"pieces (stage {stage})", f"shows no {rid}: stage {stage} introduces it"
                )
    return {stage: _stage(stage, pieces, file) for stage, pieces in sorted(per_stage.items())}


def stage_pieces(stage: int = 1) -> StagePieces:
    stages = load_pieces()
    if stage not in stages:
        raise ContentError(str(DATA_DIR / "mine.yaml"), "pieces", f"no pieces for stage {stage}")
    return stages[stage]
