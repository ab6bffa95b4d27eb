"""The rulebook's worked examples for the mine and for player order, as scenarios.

Mine example: Blue moves right from S over blue, yellow, yellow, blue workers and lands on E.

    row r=-1:            .   B   B
    row r= 0:   S   B   Y   Y   B   E        (S=(-3,0) ... E=(2,0))
    row r=+1:         .   B

The two converted workers join the three blue workers above and below them: a strike of 5.
The example names only Purple and Yellow as Blue's opponents. Played with three players it
comes out exactly as printed. In the four-player continuation (the player-order example,
where Green has 0 workers), the written rule gives both defecting workers to Green; the
printed example gives them to Purple and Yellow. The text rules (docs/rulings.md).
"""

from __future__ import annotations

from forgegames.core.frozen import evolve
from forgegames.core.hexgrid import Hex
from forgegames.games.forge_war.mine import move_overseer, worker_counts
from forgegames.games.forge_war.mine_actions import MoveOverseer, PassMove
from forgegames.games.forge_war.mine_phase import apply_mine, mine_actions, start_mine_phase
from forgegames.games.forge_war.mine_position import make_mine
from forgegames.games.forge_war.order import next_order
from forgegames.games.forge_war.resources import initial_supply

S, P1, P2, P3, P4, E = (-3, 0), (-2, 0), (-1, 0), (0, 0), (1, 0), (2, 0)
ABOVE = ((-1, -1), (0, -1))
BELOW = ((-1, 1),)
RESOURCES = {S: "iron", P1: "copper", P2: "iron", P3: "emerald", P4: "copper"}


def example_mine(players: int, seats: dict[str, int]):
    blue, yellow, purple = seats["blue"], seats["yellow"], seats["purple"]
    workers = {P1: blue, P2: yellow, P3: yellow, P4: blue}
    workers.update({h: blue for h in ABOVE + BELOW})
    workers[(3, -3)] = yellow  # Yellow's third worker, far away
    workers[(-3, 3)] = purple  # Purple's only worker
    overseers = {S: blue, (3, -1): yellow, (-2, 3): purple}
    return make_mine(players, overseers, workers, RESOURCES)


def test_three_player_mine_example_matches_the_book():
    seats = {"purple": 0, "yellow": 1, "blue": 2}
    order = (0, 1, 2)
    mine = example_mine(3, seats)
    assert worker_counts(mine, order) == {0: 1, 1: 3, 2: 5}
    result = move_overseer(mine, initial_supply(), order, 2, Hex(*S), Hex(*E))

    kinds = [(tuple(c.hex), c.kind, c.after) for c in result.changes if c.kind != "strike"]
    assert kinds == [
        (S, "generate", 2),
        (P1, "defect", 0),  # purple has the fewest (1 to yellow's 3)
        (P2, "convert", 2),
        (P3, "convert", 2),
        (P4, "defect", 1),  # now purple 2, yellow 1
    ]
    assert result.gains[2] == {"iron": 2, "emerald": 1}
    assert result.gains[0] == {"copper": 1}
    assert result.gains[1] == {"copper": 1}
    (strike,) = result.strikes
    assert strike.seat == 2
    assert set(strike.hexes) == {Hex(*h) for h in (P2, P3, *ABOVE, *BELOW)}
    assert result.mine.overseers[Hex(*E)] == 2 and Hex(*S) not in result.mine.overseers
    assert worker_counts(result.mine, order) == {0: 2, 1: 2, 2: 1}
    supply = initial_supply()
    assert result.supply["iron"] == supply["iron"] - 2
    assert result.supply["copper"] == supply["copper"] - 2
    names = ["Purple", "Yellow", "Blue"]
    text = [n.render(names) for n in result.notes]
    assert any("defects to Purple: fewest workers on the board (1 worker)" in t for t in text)
    assert any("defects to Yellow: fewest workers on the board (1 worker)" in t for t in text)
    assert any("5 of Blue's workers" in t and "strike" in t for t in text)


def test_four_player_example_follows_the_text_not_the_picture():
    seats = {"green": 0, "purple": 1, "yellow": 2, "blue": 3}
    order = (0, 1, 2, 3)
    mine = example_mine(4, seats)
    result = move_overseer(mine, initial_supply(), order, 3, Hex(*S), Hex(*E))
    defections = [(tuple(c.hex), c.after) for c in result.changes if c.kind == "defect"]
    # Text: fewest workers among all opponents -> Green (0); then Green, Purple and Yellow are
    # tied at 1 and Green is earliest in player order. The book's picture says Purple, Yellow.
    assert defections == [(P1, 0), (P4, 0)]
    assert result.gains[0] == {"copper": 2}
    assert result.gains[1] == {} and result.gains[2] == {}
    assert result.gains[3] == {"iron": 2, "emerald": 1}
    assert worker_counts(result.mine, order) == {0: 2, 1: 1, 2: 1, 3: 1}
    names = ["Green", "Purple", "Yellow", "Blue"]
    text = [n.render(names) for n in result.notes if n.kind == "defect"]
    assert "defects to Green: fewest workers on the board (0 workers)" in text[0]
    assert "tied for fewest workers (1) with Purple and Yellow" in text[1]


def test_player_order_example_as_printed():
    # green, purple, yellow, blue; afterwards Green 0, Blue 1, Purple 2, Yellow 2.
    order, notes = next_order((0, 1, 2, 3), {0: 0, 1: 2, 2: 2, 3: 1})
    assert order == (0, 3, 2, 1)  # green, blue, yellow, purple
    names = ["Green", "Purple", "Yellow", "Blue"]
    text = [n.render(names) for n in notes]
    assert "Yellow and Purple are tied with 2 workers in the mine: they reverse their order" in text
    # "If green had taken an extra movement, they would move to last place."
    order, notes = next_order((0, 1, 2, 3), {0: 0, 1: 2, 2: 2, 3: 1}, extra_mover=0)
    assert order == (3, 2, 1, 0)
    last = next(n for n in notes if n.kind == "order_last")  # (after the change's note)
    assert last.render(names) == "Green took the extra move and goes last"


def test_whole_mine_phase_of_the_example_under_the_text_rule():
    """Green, Purple and Yellow pass, Blue makes the example move, Green declines the extra
    move: by the text, Green now has 2 workers and the three tied on 1 reverse their order."""
    mine = example_mine(4, {"green": 0, "purple": 1, "yellow": 2, "blue": 3})
    supply = initial_supply()
    phase = start_mine_phase((0, 1, 2, 3))
    actors = []
    for action in (PassMove(), PassMove(), PassMove(), MoveOverseer(S, E), PassMove()):
        actors.append(phase.actor)
        step = apply_mine(phase, mine, supply, action)
        phase, mine, supply = step.phase, step.mine, step.supply
    assert actors == [0, 1, 2, 3, 0]
    assert phase.done
    assert phase.new_order == (3, 2, 1, 0)  # blue, yellow, purple (reversed), then green
    assert phase.new_order != (0, 3, 2, 1)  # the printed example's order


def test_the_order_example_offers_the_extra_move_to_a_first_player_who_passed():
    """Green ends the example's mine phase with 0 workers, so he did not move on his turn, yet
    the book has him decline the extra move: it is offered after a pass (docs/rulings.md)."""
    mine = example_mine(4, {"green": 0, "purple": 1, "yellow": 2, "blue": 3})
    mine = evolve(mine, overseers=mine.overseers.with_item(Hex(0, -3), 0))
    supply = initial_supply()
    phase = start_mine_phase((0, 1, 2, 3))
    for action in (PassMove(), PassMove(), PassMove(), MoveOverseer(S, E)):
        step = apply_mine(phase, mine, supply, action)
        phase, mine, supply = step.phase, step.mine, step.supply
    assert phase.is_extra and phase.actor == 0
    assert any(isinstance(a, MoveOverseer) for a in mine_actions(phase, mine))
    step = apply_mine(phase, mine, supply, PassMove())
    assert step.phase.done and step.phase.extra_mover is None
    assert worker_counts(step.mine, (0,)) == {0: 2}  # the text rule's two defections
