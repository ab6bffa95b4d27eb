"""Overseer movement: straight lines, empty hexes, runs of workers, blocking, board edges."""

from __future__ import annotations

import dataclasses

import pytest

from forgegames.core.errors import IllegalAction
from forgegames.core.frozen import evolve
from forgegames.core.hexgrid import Hex
from forgegames.games.forge_war.mine import destinations, move_overseer, why_not_move
from forgegames.games.forge_war.mine_board import blank_border_slots, build_board
from forgegames.games.forge_war.mine_pieces import stage_pieces
from forgegames.games.forge_war.mine_position import make_mine
from forgegames.games.forge_war.resources import initial_supply

EAST = 0  # DIRECTIONS[0] == Hex(1, 0)


def dests(mine, start):
    return {tuple(h): p for h, p in destinations(mine, Hex(*start))}


def east(mine, start):
    return sorted(h for h, p in dests(mine, start).items() if p.direction == EAST)


def test_empty_board_reaches_every_hex_on_the_six_lines():
    mine = make_mine(4, overseers={(0, 0): 0})
    found = dests(mine, (0, 0))
    assert len(found) == 24  # 6 lines of 4 hexes on the radius-4 board
    assert all(not p.passed for p in found.values())
    assert found[(3, 0)].crossed == (Hex(1, 0), Hex(2, 0))


def test_corner_overseer_has_three_lines_only():
    mine = make_mine(4, overseers={(4, 0): 0})
    directions = {p.direction for p in dests(mine, (4, 0)).values()}
    assert len(directions) == 3
    assert all(Hex(*h) in mine.board for h in dests(mine, (4, 0)))


def test_overseer_blocks_the_line():
    mine = make_mine(4, overseers={(-2, 0): 0, (1, 0): 1})
    assert east(mine, (-2, 0)) == [(-1, 0), (0, 0)]
    assert why_not_move(mine, 0, Hex(-2, 0), Hex(2, 0)) == (
        "an overseer cannot move through another overseer"
    )
    with pytest.raises(IllegalAction, match="another overseer"):
        move_overseer(mine, initial_supply(), (0, 1), 0, Hex(-2, 0), Hex(3, 0))


def test_run_of_workers_must_stop_on_the_next_free_hex():
    mine = make_mine(4, overseers={(-3, 0): 0}, workers={(-2, 0): 1, (-1, 0): 0, (0, 0): 2})
    assert east(mine, (-3, 0)) == [(1, 0)]
    assert dests(mine, (-3, 0))[(1, 0)].passed == (Hex(-2, 0), Hex(-1, 0), Hex(0, 0))
    assert why_not_move(mine, 0, Hex(-3, 0), Hex(2, 0)) == (
        "after passing workers an overseer stops on the first unoccupied hex"
    )
    assert why_not_move(mine, 0, Hex(-3, 0), Hex(-1, 0)) == (
        "an overseer must end its move on an unoccupied hex"
    )


def test_empty_hexes_then_workers_then_stop():
    # Ruling: cross empties, then one contiguous run of workers, then the first free hex.
    mine = make_mine(4, overseers={(-4, 0): 0}, workers={(-2, 0): 1, (-1, 0): 1, (1, 0): 1})
    assert east(mine, (-4, 0)) == [(-3, 0), (0, 0)]
    path = dests(mine, (-4, 0))[(0, 0)]
    assert path.crossed == (Hex(-3, 0),) and path.passed == (Hex(-2, 0), Hex(-1, 0))


def test_workers_up_to_the_edge_give_no_landing():
    mine = make_mine(4, overseers={(1, 0): 0}, workers={(2, 0): 1, (3, 0): 1, (4, 0): 2})
    assert east(mine, (1, 0)) == []
    assert why_not_move(mine, 0, Hex(1, 0), Hex(5, 0)) == "that hex is not part of the mine"


def test_workers_then_overseer_give_no_landing():
    mine = make_mine(4, overseers={(-1, 0): 0, (2, 0): 1}, workers={(0, 0): 1, (1, 0): 1})
    assert east(mine, (-1, 0)) == []


def test_not_a_straight_line_and_not_your_overseer():
    mine = make_mine(4, overseers={(0, 0): 0, (2, 2): 1})
    assert why_not_move(mine, 0, Hex(0, 0), Hex(1, 2)) == "overseers move in a straight line"
    assert (
        why_not_move(mine, 0, Hex(2, 2), Hex(2, 1)) == "there is no overseer of yours on that hex"
    )
    assert why_not_move(mine, 0, Hex(0, 0), Hex(0, 0)) == "an overseer has to leave its hex to move"


def test_two_player_board_edge_is_radius_three():
    mine = make_mine(2, overseers={(0, 0): 0}, workers={(1, 0): 1, (2, 0): 1})
    assert east(mine, (0, 0)) == [(3, 0)]
    mine = make_mine(2, overseers={(0, 0): 0}, workers={(1, 0): 1, (2, 0): 1, (3, 0): 1})
    assert east(mine, (0, 0)) == []


@pytest.mark.parametrize("gap", [0, 1, 2])
def test_three_player_border_shape(gap):
    board = build_board(3, (0,) * 7, gap)
    pieces = stage_pieces(1)
    blank = blank_border_slots(3, gap)
    kinds = sorted(p.kind for p in pieces.borders if p.slot in blank)
    assert kinds == ["border_long", "border_long", "border_short"]
    missing = {h for p in pieces.borders if p.slot in blank for h in p.hexes}
    present = {h for p in pieces.borders if p.slot not in blank for h in p.hexes}
    assert len(missing) == 13 and len(present) == 11 and len(board) == 48
    assert not missing & set(board.resources) and present <= set(board.resources)
    # The blank pieces form one run: the short one touches both long ones.
    (short,) = [p for p in pieces.borders if p.slot in blank and p.kind == "border_short"]
    for long_piece in (p for p in pieces.borders if p.slot in blank and p.kind == "border_long"):
        assert any(n in long_piece.hexes for h in short.hexes for n in h.neighbours())
    # An overseer on the radius-3 ring can never step or jump onto a missing border hex.
    for h in board.hexes:
        if h.distance(Hex(0, 0)) == 3:
            workers = {tuple(n): 1 for n in h.neighbours() if n in board.resources}
            mine = make_mine(3, overseers={tuple(h): 0}, workers=workers, gap=gap)
            assert not {d for d, _ in destinations(mine, h)} & missing
            empty = make_mine(3, overseers={tuple(h): 0}, gap=gap)
            assert not {d for d, _ in destinations(empty, h)} & missing


def test_three_player_jump_toward_a_missing_border_fails_but_works_with_four():
    # (3,0) is on the radius-3 ring; (4,0) belongs to border slot 3 (long).
    gap = 1  # slots 3, 4, 5 blank
    assert 3 in blank_border_slots(3, gap)
    three = make_mine(3, overseers={(2, 0): 0}, workers={(3, 0): 1}, gap=gap)
    four = make_mine(4, overseers={(2, 0): 0}, workers={(3, 0): 1})
    assert east(three, (2, 0)) == []
    assert east(four, (2, 0)) == [(4, 0)]


def test_a_line_ends_where_the_mine_has_a_hole():
    """A board whose pieces leave a hex uncovered: no line crosses the hole, and a move across
    it is refused with the rule (it used to pass ``why_not_move`` and fail inside the move)."""
    mine = make_mine(4, overseers={(-2, 0): 0})
    hole = Hex(0, 0)
    board = dataclasses.replace(
        mine.board,
        resources={h: r for h, r in mine.board.resources.items() if h != hole},
        pieces={h: p for h, p in mine.board.pieces.items() if h != hole},
    )
    mine = evolve(mine, board=board)
    assert east(mine, (-2, 0)) == [(-1, 0)]
    assert why_not_move(mine, 0, Hex(-2, 0), Hex(2, 0)) == (
        "an overseer never leaves the mine, not even to cross a hole in it"
    )
    with pytest.raises(IllegalAction, match="hole"):
        move_overseer(mine, initial_supply(), (0, 1), 0, Hex(-2, 0), Hex(2, 0))
