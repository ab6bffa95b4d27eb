"""Randomized property test: many random legal mine phases from random setups.

After every action: no colour has more than 15 workers, the cube supply plus everything
handed out equals the box, pieces and overseers never overlap, no group of 5 is left standing,
and every destination offered is exactly what the movement rule (checked here independently)
allows.
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter

from forgegames.core.hexgrid import DIRECTIONS
from forgegames.games.forge_war.mine import (
    OVERSEERS_PER_COLOUR,
    STRIKE_SIZE,
    WORKERS_PER_COLOUR,
    destinations,
    mine_from_json,
    mine_to_json,
    move_worker,
    new_mine,
    worker_move_targets,
)
from forgegames.games.forge_war.mine_actions import MoveOverseer, PassMove
from forgegames.games.forge_war.mine_board import BLANK, build_board, side_outcomes
from forgegames.games.forge_war.mine_phase import (
    Placement,
    apply_mine,
    apply_placement,
    mine_actions,
    placement_actions,
    start_mine_phase,
)
from forgegames.games.forge_war.mine_pieces import stage_pieces
from forgegames.games.forge_war.resources import initial_supply

GAMES = 45
ROUNDS = 7


def allowed_by_rule(mine, start, end):
    """The movement rule written out independently of ``destinations``."""
    if end not in mine.board or end == start or mine.occupied(end):
        return False
    k = start.distance(end)
    line = [d for d in DIRECTIONS if start + d.scale(k) == end]
    if not line:
        return False
    between = [start + line[0].scale(i) for i in range(1, k)]
    if any(h not in mine.board or h in mine.overseers for h in between):
        return False
    pattern = "".join("w" if h in mine.workers else "e" for h in between)
    return re.fullmatch("e*w*", pattern) is not None


def biggest_groups(mine):
    seen, sizes = set(), []
    for h, seat in mine.workers.items():
        if h in seen:
            continue
        todo, size = [h], 0
        seen.add(h)
        while todo:
            cur = todo.pop()
            size += 1
            for n in cur.neighbours():
                if n not in seen and mine.workers.get(n) == seat:
                    seen.add(n)
                    todo.append(n)
        sizes.append(size)
    return max(sizes, default=0)


def check_board(board, sides, gap):
    pieces = stage_pieces(1)
    expected = {}
    for piece, side in zip(pieces.central, sides, strict=True):
        expected.update(dict.fromkeys(piece.hexes, piece.id))
        assert [board.resources[h] for h in piece.hexes] == list(piece.sides[side])
    used = dict(board.sides)
    for piece in pieces.borders:
        if used[piece.id] != BLANK:
            expected.update(dict.fromkeys(piece.hexes, piece.id))
    assert board.pieces == expected  # every hex on exactly one piece, pieces never overlap
    assert len(board) == {2: 37, 3: 48, 4: 61}[board.players]


def check(mine, supply, pools, seats, placing=False):
    box = initial_supply()
    for rid, n in box.items():
        assert supply[rid] + sum(p.get(rid, 0) for p in pools.values()) == n, rid
        assert supply[rid] >= 0
    counts = Counter(mine.workers.values())
    assert all(counts[s] <= WORKERS_PER_COLOUR for s in seats)
    assert not set(mine.workers) & set(mine.overseers)
    assert all(h in mine.board for h in (*mine.workers, *mine.overseers))
    assert biggest_groups(mine) < STRIKE_SIZE
    if not placing:
        assert Counter(mine.overseers.values()) == dict.fromkeys(seats, OVERSEERS_PER_COLOUR)
    for start in mine.overseers:
        offered = {}
        for end, path in destinations(mine, start):
            assert end not in offered
            offered[end] = path
            assert allowed_by_rule(mine, start, end)
            k = start.distance(end)
            line = [start + DIRECTIONS[path.direction].scale(i) for i in range(1, k)]
            assert list(path.crossed) + list(path.passed) == line
        assert set(offered) == {h for h in mine.board.hexes if allowed_by_rule(mine, start, h)}


def test_random_mine_phases_keep_every_invariant():
    rng = random.Random(20240607)
    moves = strikes = defects = 0
    for _game in range(GAMES):
        players = rng.choice((2, 3, 4))
        sides, gap = rng.choice(side_outcomes(players))
        board = build_board(players, sides, gap)
        check_board(board, sides, gap)
        seats = list(range(players))
        rng.shuffle(seats)
        order = tuple(seats)
        mine, supply = new_mine(board), initial_supply()
        pools = {s: {} for s in order}
        placement = Placement(order)
        while not placement.done:
            action = rng.choice(placement_actions(placement, mine))
            placement, mine, _ = apply_placement(placement, mine, action)
            check(mine, supply, pools, order, placing=True)
        for _round in range(ROUNDS):
            phase = start_mine_phase(order)
            while not phase.done:
                legal = mine_actions(phase, mine)
                assert legal[-1] == PassMove()
                moving = [a for a in legal if isinstance(a, MoveOverseer)]
                action = rng.choice(moving) if moving and rng.random() < 0.9 else PassMove()
                step = apply_mine(phase, mine, supply, action)
                phase, mine, supply = step.phase, step.mine, step.supply
                for s, got in step.gains.items():
                    for rid, n in got.items():
                        pools[s][rid] = pools[s].get(rid, 0) + n
                if step.change:
                    moves += 1
                    strikes += len(step.change.strikes)
                    defects += sum(c.kind == "defect" for c in step.change.changes)
                check(mine, supply, pools, order)
                if mine.workers and rng.random() < 0.1:  # a quest's worker-move reward
                    start = rng.choice(sorted(mine.workers))
                    end = rng.choice([*worker_move_targets(mine), None])
                    change = move_worker(mine, supply, start, end)
                    mine, supply = change.mine, change.supply
                    strikes += len(change.strikes)
                    check(mine, supply, pools, order)
            assert sorted(phase.new_order) == sorted(order)
            order = phase.new_order
        assert mine_from_json(json.loads(json.dumps(mine_to_json(mine)))) == mine
    # the run really exercised the rules
    assert moves > 500 and strikes > 10 and defects > 10
