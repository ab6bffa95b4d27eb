"""Worker generation, defection ties, the 15-cube limit, the finite supply and strikes."""

from __future__ import annotations

import copy

import pytest

from forgegames.core.errors import IllegalAction
from forgegames.core.hexgrid import Hex
from forgegames.games.forge_war.mine import (
    WORKERS_PER_COLOUR,
    move_overseer,
    move_worker,
    preview_move,
    worker_counts,
)
from forgegames.games.forge_war.mine_position import make_mine
from forgegames.games.forge_war.resources import initial_supply

START, END = Hex(-4, 0), Hex(4, 0)
LINE = [(q, 0) for q in range(-3, 4)]  # the seven hexes between START and END


def line_mine(line_owners, extra=None, players=4):
    workers = {h: s for h, s in zip(LINE, line_owners, strict=False) if s is not None}
    workers.update(extra or {})
    return make_mine(players, overseers={tuple(START): 0}, workers=workers)


def defections(result):
    return [c.after for c in result.changes if c.kind == "defect"]


def test_defection_tie_goes_to_earlier_in_current_order():
    # Seats 1 and 2 both have 0 workers: the earlier of them in the order takes the worker.
    mine = line_mine([0])
    assert defections(
        move_overseer(mine, initial_supply(), (0, 1, 2, 3), 0, START, Hex(-2, 0))
    ) == [1]
    assert defections(
        move_overseer(mine, initial_supply(), (0, 2, 1, 3), 0, START, Hex(-2, 0))
    ) == [2]
    assert defections(
        move_overseer(mine, initial_supply(), (3, 0, 2, 1), 0, START, Hex(-2, 0))
    ) == [3]


def test_defections_are_decided_one_at_a_time():
    # Seat 1 has 0, seats 2 and 3 have 1 each. Three own workers passed in a row:
    # first to 1 (0 workers), then 1, 2, 3 are tied at 1 -> 1 again, then 2 (1) < 1 (2).
    extra = {(0, 3): 2, (0, -3): 3}
    mine = line_mine([0, 0, 0], extra)
    result = move_overseer(mine, initial_supply(), (0, 1, 2, 3), 0, START, Hex(0, 0))
    assert defections(result) == [1, 1, 2]


def test_the_mover_is_never_a_defection_target_even_with_fewest_workers():
    mine = line_mine([0], {(0, 3): 1, (0, -3): 2, (1, 2): 3}, players=4)
    assert worker_counts(mine, (0, 1, 2, 3))[0] == 1
    result = move_overseer(mine, initial_supply(), (0, 1, 2, 3), 0, START, Hex(-2, 0))
    assert defections(result) == [1]


def test_generated_and_passed_workers_pay_their_owners():
    mine = make_mine(
        4,
        overseers={(-4, 0): 0},
        workers={(-3, 0): 2, (-2, 0): 0},
        resources={(-4, 0): "iron", (-3, 0): "emerald", (-2, 0): "copper"},
    )
    result = move_overseer(mine, initial_supply(), (0, 1, 2, 3), 0, START, Hex(-1, 0))
    assert result.gains[0] == {"iron": 1, "emerald": 1}
    assert result.gains[1] == {"copper": 1}  # the defected worker pays its new owner
    assert sum(sum(g.values()) for g in result.gains.values()) == 3


def test_empty_supply_gives_nothing_and_says_so():
    mine = make_mine(4, overseers={(-4, 0): 0}, resources={(-4, 0): "emerald"})
    supply = {**initial_supply(), "emerald": 0}
    result = move_overseer(mine, supply, (0, 1), 0, START, Hex(-3, 0))
    assert result.gains[0] == {}
    assert result.supply["emerald"] == 0
    assert [n.kind for n in result.notes].count("supply_empty") == 1
    assert Hex(-4, 0) in result.mine.workers  # the worker is still generated


def far_workers(seat, n, avoid=(), players=4):
    """``n`` workers of ``seat`` away from row 0 and from ``avoid``, in groups of at most 3
    (so none of them strikes)."""
    board = make_mine(players).board
    placed: set[Hex] = set()
    for h in sorted(board.hexes, key=lambda h: (-abs(h.r), h.q)):
        if len(placed) == n:
            break
        if h.r == 0 or tuple(h) in avoid:
            continue
        group, todo = {h}, [h]
        while todo:
            for nb in todo.pop().neighbours():
                if nb in placed and nb not in group:
                    group.add(nb)
                    todo.append(nb)
        if len(group) <= 3:
            placed.add(h)
    assert len(placed) == n
    return {tuple(h): seat for h in placed}


def test_a_colour_with_all_15_cubes_out_generates_nothing_and_converts_nothing():
    full = far_workers(0, WORKERS_PER_COLOUR)
    mine = make_mine(4, overseers={(-4, 0): 0}, workers={**full, (-3, 0): 1})
    result = move_overseer(mine, initial_supply(), (0, 1, 2, 3), 0, START, Hex(-2, 0))
    kinds = [c.kind for c in result.changes]
    assert kinds == ["no_worker", "kept"]
    assert result.mine.workers[Hex(-3, 0)] == 1
    assert Hex(-4, 0) not in result.mine.workers
    assert sum(result.gains[1].values()) == 1  # the passed worker still pays its owner
    assert worker_counts(result.mine, (0,))[0] == WORKERS_PER_COLOUR


def test_an_own_defection_frees_a_cube_for_the_next_conversion():
    full = far_workers(0, WORKERS_PER_COLOUR - 1)
    mine = make_mine(4, overseers={(-4, 0): 0}, workers={**full, (-3, 0): 0, (-2, 0): 2})
    result = move_overseer(mine, initial_supply(), (0, 1, 2, 3), 0, START, Hex(-1, 0))
    assert [c.kind for c in result.changes] == ["no_worker", "defect", "convert"]


def test_defection_skips_a_full_opponent_and_is_dismissed_when_all_are_full():
    mine = make_mine(
        2,
        overseers={(-3, 0): 0},
        workers={**far_workers(1, WORKERS_PER_COLOUR, players=2), (-2, 0): 0},
    )
    # Two players: seat 1 has no cube left, so the overworked worker simply leaves.
    result = move_overseer(mine, initial_supply(), (0, 1), 0, Hex(-3, 0), Hex(-1, 0))
    assert [c.kind for c in result.changes] == ["generate", "dismissed"]
    assert Hex(-2, 0) not in result.mine.workers
    ones = far_workers(1, WORKERS_PER_COLOUR, players=3)
    mine3 = make_mine(3, overseers={(-3, 0): 0}, workers={**ones, (-2, 0): 0})
    result = move_overseer(mine3, initial_supply(), (0, 1, 2), 0, Hex(-3, 0), Hex(-1, 0))
    assert defections(result) == [2]  # seat 1 has fewer workers but no cube left
    text = [n.render(["A", "B", "C"]) for n in result.notes if n.kind == "defect"]
    assert "B has no worker cubes left" in text[0]


def test_four_together_do_not_strike_five_do():
    four = {(1, -2): 0, (2, -2): 0, (1, -1): 0}
    mine = make_mine(4, overseers={(-4, 0): 0}, workers=four)
    # generated worker at (-4,0) is far away: no strike
    result = move_overseer(mine, initial_supply(), (0, 1), 0, START, Hex(-3, 0))
    assert result.strikes == ()
    # Now land next to the group: pass (0,-1)... use a move whose passed worker joins it.
    mine = make_mine(4, overseers={(0, -2): 0}, workers={**four, (0, -1): 1, (2, -3): 0})
    result = move_overseer(mine, initial_supply(), (0, 1), 0, Hex(0, -2), Hex(0, 0))
    # (0,-2) generated + (0,-1) converted join (1,-2),(2,-2),(1,-1),(2,-3): 6 on strike
    assert len(result.strikes) == 1 and len(result.strikes[0].hexes) == 6
    assert worker_counts(result.mine, (0,))[0] == 0


def test_a_defection_can_make_an_opponent_strike():
    # Seat 1 has four workers together next to (-2,0); seat 0's own worker there defects to
    # seat 1 (seats 2, 3 have more workers), completing a group of 5 of seat 1's colour.
    group = {(-2, -1): 1, (-1, -1): 1, (0, -1): 1, (1, -1): 1}
    near = {*group, (-3, 0), (-2, 0), (-1, 0)}
    twos = far_workers(2, 5, avoid=near)
    others = {**twos, **far_workers(3, 5, avoid=near | set(twos))}
    mine = make_mine(4, overseers={(-3, 0): 0}, workers={**group, **others, (-2, 0): 0})
    counts = worker_counts(mine, (0, 1, 2, 3))
    assert counts[1] < counts[2] and counts[1] < counts[3]
    result = move_overseer(mine, initial_supply(), (0, 1, 2, 3), 0, Hex(-3, 0), Hex(-1, 0))
    assert defections(result) == [1]
    assert [s.seat for s in result.strikes] == [1]
    assert result.gains[1] == {result.mine.board.resources[Hex(-2, 0)]: 1}  # paid, then strikes


def test_strike_after_a_worker_move_reward():
    group = {(1, 1): 2, (2, 1): 2, (1, 2): 2, (2, 2): 2}
    mine = make_mine(4, workers={**group, (-3, 0): 2, (-2, 0): 1})
    result = move_worker(mine, initial_supply(), Hex(-3, 0), Hex(3, 0), seat=0)
    assert len(result.strikes) == 1 and result.strikes[0].seat == 2
    assert set(result.strikes[0].hexes) == {Hex(*h) for h in (*group, (3, 0))}
    assert worker_counts(result.mine, (2,))[2] == 0
    assert result.gains == {}
    text = [n.render(["Red", "Blue", "Green"]) for n in result.notes]
    assert text[0] == "Red moves Green's worker from an iron hex to a copper hex"
    # Taking a worker out of the mine, and illegal targets
    out = move_worker(mine, initial_supply(), Hex(-2, 0), None, seat=0)
    assert Hex(-2, 0) not in out.mine.workers and out.strikes == ()
    with pytest.raises(IllegalAction):
        move_worker(mine, initial_supply(), Hex(-2, 0), Hex(1, 1))
    with pytest.raises(IllegalAction):
        move_worker(mine, initial_supply(), Hex(0, 0), Hex(0, 1))


def test_moves_never_change_their_inputs_and_preview_equals_the_move():
    mine = make_mine(4, overseers={(-4, 0): 0}, workers={(-3, 0): 1, (-2, 0): 0, (-1, 0): 2})
    supply = initial_supply()
    before_mine, before_supply = copy.deepcopy(mine), dict(supply)
    preview = preview_move(mine, supply, (0, 1, 2), 0, START, Hex(0, 0))
    real = move_overseer(mine, supply, (0, 1, 2), 0, START, Hex(0, 0))
    assert mine == before_mine and supply == before_supply
    assert preview == real
    assert real.mine != mine
