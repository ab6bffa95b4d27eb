"""Mine pieces and resources from data/forge_war: loading, checks, hex counts, outlines."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
import yaml

from forgegames.core.errors import ContentError
from forgegames.core.hexgrid import Hex, Layout, hexes_within
from forgegames.games.forge_war.mine_board import (
    BLANK,
    build_board,
    outline_segments,
    piece_edges,
    side_outcomes,
)
from forgegames.games.forge_war.mine_pieces import load_pieces, stage_pieces
from forgegames.games.forge_war.resources import DATA_DIR, initial_supply, load_resources


def test_resources_and_supply_follow_the_component_list():
    supply = initial_supply()
    assert supply == {
        "copper": 40,
        "iron": 40,
        "mithril": 40,
        "emerald": 20,
        "ruby": 20,
        "diamond": 20,
    }
    assert sum(supply.values()) == 180
    assert {k.id for k in load_resources() if k.gem} == {"emerald", "ruby", "diamond"}


@pytest.mark.parametrize(("players", "hexes"), [(2, 37), (3, 48), (4, 61)])
def test_hex_count_per_player_count(players, hexes):
    for sides, gap in side_outcomes(players):
        board = build_board(players, sides, gap)
        assert len(board) == hexes
        assert set(board.pieces) == set(board.resources)
        assert set(hexes_within(3)) <= set(board.resources)
    blanks = [s for _pid, s in build_board(players, (0,) * 7, 0).sides].count(BLANK)
    assert blanks == {2: 6, 3: 3, 4: 0}[players]


def test_outcome_counts():
    assert len(side_outcomes(2)) == 128 and len(side_outcomes(4)) == 128
    assert len(side_outcomes(3)) == 384


def test_stage_one_pieces_tile_the_mine_without_overlap():
    pieces = stage_pieces(1)
    all_hexes = [h for p in (*pieces.central, *pieces.borders) for h in p.hexes]
    assert len(all_hexes) == len(set(all_hexes)) == 61
    assert [len(p.hexes) for p in pieces.cores] == [6] * 6
    assert [len(p.hexes) for p in pieces.borders] == [5, 3, 5, 3, 5, 3]
    used = Counter(r for p in (*pieces.central, *pieces.borders) for side in p.sides for r in side)
    assert set(used) == {"copper", "iron", "emerald"}  # stage 1 colours only
    for p in pieces.central:
        assert len(p.sides) == 2 and p.sides[0] != p.sides[1] or p.kind == "centre"


def test_each_side_decides_its_hexes_resources():
    a = build_board(4, (0,) * 7)
    b = build_board(4, (1,) * 7)
    core = stage_pieces(1).cores[0]
    for h, ra, rb in zip(core.hexes, core.sides[0], core.sides[1], strict=True):
        assert a.resources[h] == ra and b.resources[h] == rb
    # every board keeps a sensible mix (about 2 copper : 2 iron : 1 emerald)
    for sides, gap in side_outcomes(3)[::17]:
        mix = Counter(build_board(3, sides, gap).resources.values())
        assert mix["emerald"] >= 6 and mix["copper"] >= 15 and mix["iron"] >= 15


def test_piece_outlines_for_the_ui():
    board = build_board(4, (0,) * 7)
    edges = piece_edges(board)
    assert set(edges) == set(board.pieces.values())
    assert len(edges["s1-centre"]) == 6
    # Each core piece's outline: 6 hexes x 6 sides minus twice its inner adjacencies.
    core = stage_pieces(1).cores[0]
    inner = sum(1 for h in core.hexes for n in h.neighbours() if n in core.hexes)
    assert len(edges[core.id]) == 36 - inner
    segments = outline_segments(board, Layout(True, 10.0, (0.0, 0.0)))
    assert len(segments) == sum(len(e) for e in edges.values())
    for _pid, (x1, y1), (x2, y2) in segments:
        assert abs(((x1 - x2) ** 2 + (y1 - y2) ** 2) ** 0.5 - 10.0) < 1e-6  # one hex side


def write_pieces(tmp_path: Path, change) -> Path:
    data = yaml.safe_load((DATA_DIR / "mine.yaml").read_text())
    change(data["pieces"])
    path = tmp_path / "mine.yaml"
    path.write_text(yaml.safe_dump(data))
    return path


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda ps: ps[1]["sides"][0].__setitem__(0, "coper"), "did you mean 'copper'"),
        (lambda ps: ps[1]["hexes"].__setitem__(5, [1, -1]), "also on s1-core-1"),
        (lambda ps: ps[8].__setitem__("kind", "border_long"), "has 5 hexes"),
        (lambda ps: ps[0]["hexes"].append([1, 0]), "a centre piece has 1 hex$"),
        (lambda ps: ps[2]["sides"].pop(), "lists 2 side"),
        (lambda ps: ps[3].__setitem__("colour", "red"), "unknown key"),
        (lambda ps: ps[1]["hexes"].__setitem__(5, [0, 3]), "not form one connected piece"),
    ],
)
def test_broken_piece_files_name_the_problem(tmp_path, change, message):
    path = write_pieces(tmp_path, change)
    with pytest.raises(ContentError, match=message) as info:
        load_pieces(path)
    assert str(path) in str(info.value)
    assert "pieces" in str(info.value)


def test_the_data_file_is_valid_and_marks_invented_layouts():
    data = yaml.safe_load((DATA_DIR / "mine.yaml").read_text())
    assert all(p["source"] == "reconstructed" for p in data["pieces"])
    assert Hex(0, 0) in stage_pieces(1).centre.hexes
