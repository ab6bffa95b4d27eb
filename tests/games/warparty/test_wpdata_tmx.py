"""Warparty's TMX picture agrees with map.yaml and tiles the board; the generator is current."""

from __future__ import annotations

import functools
import importlib.util
import math
from pathlib import Path

import pytest

from forgegames.core.errors import ContentError
from forgegames.core.geometry import point_in_polygon
from forgegames.core.paths import ROOT
from forgegames.games.warparty.content import load_content
from forgegames.ui.boards.warparty import tmxmap


@functools.cache
def picture() -> tmxmap.TmxBoard:
    return tmxmap.read_board()


def test_every_territory_has_one_polygon_and_the_reverse() -> None:
    tmxmap.check_warparty_map()
    ids = {t.id for t in load_content().board.territories}
    assert set(picture().territories) == ids
    assert all(len(outline) >= 3 for outline in picture().territories.values())


def test_neighbours_in_map_yaml_share_an_edge_in_the_picture_and_only_they() -> None:
    listed = {tuple(sorted((b.a, b.b))) for b in load_content().board.borders}
    assert tmxmap.neighbours(picture().territories) == listed


def test_the_polygons_tile_the_board_without_gaps_or_overlaps() -> None:
    width, height = picture().width, picture().height
    assert (width, height) == (1440, 1248)
    total = sum(tmxmap.area(p) for p in picture().territories.values())
    assert math.isclose(total, width * height)
    outlines = list(picture().territories.values())
    x = 3.37
    while x < width:
        y = 2.71
        while y < height:
            inside = sum(point_in_polygon((x, y), p) for p in outlines)
            assert inside == 1, (x, y)
            y += 41.3
        x += 47.9


def test_capitals_sit_in_the_corners_with_the_good_team_diagonal() -> None:
    board = load_content().board
    width, height = picture().width, picture().height
    corners = {
        "dwarves": (1, 1),
        "undead": (width - 1, 1),
        "goblins": (1, height - 1),
        "humans": (width - 1, height - 1),
    }
    for army, corner in corners.items():
        assert point_in_polygon(corner, picture().territories[board.capital_of(army).id]), army


def test_streams_and_bridges_are_drawn_along_their_borders() -> None:
    board = load_content().board
    listed = {
        "|".join(sorted((b.a, b.b))): b.crossing for b in board.borders if b.crossing != "open"
    }
    assert {c.name: c.kind for c in picture().crossings} == listed
    for crossing in picture().crossings:
        a, b = (picture().territories[t] for t in crossing.name.split("|"))
        line = crossing.points
        assert set(line) <= set(a) and set(line) <= set(b)
        length = sum(math.dist(p, q) for p, q in zip(line, line[1:], strict=False))
        assert math.isclose(tmxmap.shared_length(a, b), length, rel_tol=0.01)


def test_a_renamed_or_missing_polygon_is_reported_with_the_file(tmp_path: Path) -> None:
    text = tmxmap.WARPARTY_TMX.read_text(encoding="utf-8")
    renamed = tmp_path / "renamed.tmx"
    renamed.write_text(text.replace('name="fordham"', 'name="fordam"'), encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        tmxmap.check_warparty_map(renamed)
    assert caught.value.file == str(renamed)
    assert caught.value.key_path == "territories.fordam"
    assert "did you mean 'fordham'?" in caught.value.problem
    start = text.index('  <object id="1" name="hammerdeep"')
    end = text.index("</object>", start) + len("</object>\n")
    missing = tmp_path / "missing.tmx"
    missing.write_text(text[:start] + text[end:], encoding="utf-8")
    with pytest.raises(ContentError, match="no polygon for territory 'hammerdeep'"):
        tmxmap.check_warparty_map(missing)


def test_a_picture_whose_borders_differ_from_map_yaml_is_reported(tmp_path: Path) -> None:
    text = tmxmap.WARPARTY_TMX.read_text(encoding="utf-8")
    # Swap two far-apart names: every border of both is now drawn in the wrong place.
    swapped = text.replace('name="fordham"', 'name="@"').replace(
        'name="marshend"', 'name="fordham"'
    )
    swapped = swapped.replace('name="@"', 'name="marshend"')
    broken = tmp_path / "swapped.tmx"
    broken.write_text(swapped, encoding="utf-8")
    with pytest.raises(ContentError, match="map.yaml") as caught:
        tmxmap.check_warparty_map(broken)
    assert caught.value.file == str(broken)
    assert "fordham" in caught.value.problem or "marshend" in caught.value.problem


def test_the_committed_map_is_what_the_generator_draws() -> None:
    spec = importlib.util.spec_from_file_location("warparty_map", ROOT / "tools/warparty_map.py")
    assert spec and spec.loader
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    board = load_content().board
    assert tool.draw(board) == tmxmap.WARPARTY_TMX.read_text(encoding="utf-8")
    background = tmxmap.WARPARTY_TMX.parent / "warparty_background.png"
    assert tool.background_png() == background.read_bytes()
