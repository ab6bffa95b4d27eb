"""Overseer placement, the mine phase state machine, actions' text form and JSON round trips."""

from __future__ import annotations

import json

import pytest

from forgegames.core.actions import ActionCodec
from forgegames.core.codec import decode, encode
from forgegames.core.errors import IllegalAction
from forgegames.core.hexgrid import Hex
from forgegames.games.forge_war.mine import destinations, mine_from_json, mine_to_json
from forgegames.games.forge_war.mine_actions import (
    MINE_ACTIONS,
    MineSides,
    MoveOverseer,
    MoveWorker,
    PassMove,
    PlaceOverseer,
)
from forgegames.games.forge_war.mine_board import build_board
from forgegames.games.forge_war.mine_phase import (
    MinePhase,
    Placement,
    apply_mine,
    apply_placement,
    mine_actions,
    placement_actions,
    start_mine_phase,
)
from forgegames.games.forge_war.mine_position import make_mine
from forgegames.games.forge_war.resources import initial_supply

CODEC = ActionCodec(*MINE_ACTIONS)


def test_action_text_round_trips():
    for action in (
        PlaceOverseer((0, -2)),
        MoveOverseer((-3, 0), (2, 0)),
        PassMove(),
        MoveWorker((1, 1), ()),
        MoveWorker((1, 1), (-2, 3)),
        MineSides((0, 1, 1, 0, 0, 1, 0), 2),
    ):
        assert CODEC.parse(str(action)) == action
    assert str(MoveOverseer((-3, 0), (2, 0))) == "move -3,0 2,0"
    assert str(MoveWorker((1, 1), ())) == "worker 1,1 -"


def test_placement_goes_round_in_player_order_until_three_each():
    mine = make_mine(3)
    placement = Placement((2, 0, 1))
    actors = []
    while not placement.done:
        actors.append(placement.actor)
        legal = placement_actions(placement, mine)
        assert len(legal) == len(mine.board) - len(mine.overseers)
        placement, mine, notes = apply_placement(
            placement, mine, legal[len(actors) * 5 % len(legal)]
        )
        assert notes[0].kind == "place"
    assert actors == [2, 0, 1] * 3
    assert sorted(mine.overseers.values()) == [0, 0, 0, 1, 1, 1, 2, 2, 2]
    assert placement_actions(placement, mine) == []
    with pytest.raises(IllegalAction, match="already placed"):
        apply_placement(placement, mine, PlaceOverseer((0, 0)))


def test_placement_refuses_occupied_and_missing_hexes():
    mine = make_mine(2, overseers={(0, 0): 1})
    placement = Placement((0, 1))
    with pytest.raises(IllegalAction, match="unoccupied"):
        apply_placement(placement, mine, PlaceOverseer((0, 0)))
    with pytest.raises(IllegalAction, match="not part of the mine"):
        apply_placement(placement, mine, PlaceOverseer((4, 0)))  # border hex, 2 players


def phase_mine():
    return make_mine(3, overseers={(-3, 0): 0, (3, 0): 1, (0, 3): 2, (0, -3): 0})


def test_mine_phase_each_moves_once_then_first_may_move_again_and_goes_last():
    mine, supply = phase_mine(), initial_supply()
    phase = start_mine_phase((0, 1, 2))
    script = [
        (0, MoveOverseer((-3, 0), (-1, 0))),
        (1, MoveOverseer((3, 0), (1, 0))),
        (2, PassMove()),
        (0, MoveOverseer((0, -3), (0, -2))),  # the extra move
    ]
    gained = {0: 0, 1: 0, 2: 0}
    for seat, action in script:
        assert phase.actor == seat
        assert action in mine_actions(phase, mine)
        step = apply_mine(phase, mine, supply, action)
        for s, got in step.gains.items():
            gained[s] += sum(got.values())
        phase, mine, supply = step.phase, step.mine, step.supply
    assert phase.done and phase.actor is None and phase.extra_mover == 0
    # Workers: seat 0 has 2, seat 1 has 1, seat 2 has 0; seat 0 is locked last anyway.
    assert phase.new_order == (2, 1, 0)
    assert gained == {0: 2, 1: 1, 2: 0}
    assert sum(initial_supply().values()) - sum(supply.values()) == 3
    assert any(n.kind == "order_last" for n in step.notes)
    assert mine_actions(phase, mine) == []
    with pytest.raises(IllegalAction, match="over"):
        apply_mine(phase, mine, supply, PassMove())


def test_declining_the_extra_move_keeps_the_first_player_in_the_comparison():
    mine, supply = phase_mine(), initial_supply()
    phase = start_mine_phase((0, 1, 2))
    for action in (MoveOverseer((-3, 0), (-1, 0)), PassMove(), PassMove(), PassMove()):
        step = apply_mine(phase, mine, supply, action)
        phase, mine, supply = step.phase, step.mine, step.supply
    assert phase.done and phase.extra_mover is None
    # seat 0 has 1 worker, seats 1 and 2 have 0 and are tied: previous 1, 2 -> now 2, 1
    assert phase.new_order == (2, 1, 0)
    assert [n.kind for n in step.notes] == ["pass", "order_change", "order_tie", "order_summary"]


def test_wrong_moves_are_refused_with_the_rule():
    mine, supply = phase_mine(), initial_supply()
    phase = start_mine_phase((0, 1, 2))
    with pytest.raises(IllegalAction, match="no overseer of yours"):
        apply_mine(phase, mine, supply, MoveOverseer((3, 0), (2, 0)))
    with pytest.raises(IllegalAction, match="move one of your overseers or pass"):
        apply_mine(phase, mine, supply, PlaceOverseer((1, 1)))


def test_a_player_with_every_overseer_boxed_in_can_only_pass():
    # Seat 1's only overseer sits in a corner whose three neighbours hold seat 0's overseers.
    corner = (3, -3)
    neighbours = [tuple(n) for n in Hex(*corner).neighbours() if n in make_mine(2).board]
    overseers = {corner: 1, **{n: 0 for n in neighbours}}
    mine = make_mine(2, overseers=overseers)
    phase = MinePhase((1, 0))
    assert not any(destinations(mine, h) for h in mine.overseers_of(1))
    assert mine_actions(phase, mine) == [PassMove()]


def test_json_round_trips():
    mine = make_mine(
        3,
        overseers={(0, 0): 1},
        workers={(1, 0): 2, (2, -1): 0},
        sides=(1, 0, 1, 0, 1, 0, 1),
        gap=2,
    )
    data = json.loads(json.dumps(mine_to_json(mine)))
    assert mine_from_json(data) == mine
    for phase in (
        Placement((1, 0, 2), 4),
        MinePhase((2, 0, 1), 3, 2, None),
        MinePhase((2, 0, 1), 4, 2, (0, 1, 2)),
    ):
        assert decode(MinePhase | Placement, json.loads(json.dumps(encode(phase)))) == phase
    board = build_board(4, (1, 1, 0, 0, 1, 1, 0))
    assert mine_from_json(json.loads(json.dumps(mine_to_json(make_mine(4))))).board != board


def test_the_first_player_may_take_the_extra_move_after_passing():
    mine, supply = phase_mine(), initial_supply()
    phase = start_mine_phase((0, 1, 2))
    for action in (PassMove(), PassMove(), PassMove()):
        phase = apply_mine(phase, mine, supply, action).phase
    assert phase.is_extra and phase.actor == 0
    step = apply_mine(phase, mine, supply, MoveOverseer((-3, 0), (-1, 0)))
    assert step.phase.done and step.phase.extra_mover == 0
    assert step.phase.new_order == (2, 1, 0)  # 1 and 2 tied on 0 reverse; 0 locked last
    names = ["Red", "Blue", "Green"]
    text = [n.render(names) for n in step.notes]
    assert "Red took the extra move and goes last" in text
    first = "Player order, fewest workers in the mine first:"
    assert text[-1] == f"{first} Green (0), Blue (0), Red (extra move)"
