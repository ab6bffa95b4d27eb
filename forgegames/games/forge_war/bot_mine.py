"""The greedy bot in the mine: each overseer move's cubes for it less half of what opponents
get, and the solo game's automated colours' tied moves."""

from __future__ import annotations

from forgegames.core.actions import Action
from forgegames.core.hints import Choice
from forgegames.games.forge_war.bot_values import CUBE_VALUE, cube_values
from forgegames.games.forge_war.mine import MineChange, destinations, move_overseer
from forgegames.games.forge_war.mine_actions import MoveOverseer, PassMove, hex_of, move_action
from forgegames.games.forge_war.mine_phase import MinePhase
from forgegames.games.forge_war.state import FWState, evolve


def mine_change(view: FWState, colour: int, a: MoveOverseer) -> MineChange:
    """What ``colour``'s move would do, under the mine phase's rules when there is one."""
    assert view.mine is not None
    start, end = hex_of(a.frm), hex_of(a.to)
    if isinstance(view.mphase, MinePhase):
        phase = view.mphase
        return move_overseer(view.mine, view.supply, phase.order, colour, start, end, phase.rules)
    return move_overseer(view.mine, view.supply, view.order, colour, start, end)


def move_value(
    view: FWState, seat: int, a: MoveOverseer, values: dict[str, float] | None = None
) -> float:
    change = mine_change(view, seat, a)
    value = 0.0
    for s, got in change.gains.items():
        if s == seat:
            value += sum((values or CUBE_VALUE).get(r, 1) * n for r, n in got.items())
        else:
            value -= 0.4 * sum(CUBE_VALUE.get(r, 1) * n for r, n in got.items())
    return value


def automated_move(view: FWState, seat: int, colour: int, moves: list[MoveOverseer]) -> Action:
    """Among an automated colour's tied moves, the one after which ``seat``'s best own move is
    worth most, less the workers it takes from ``seat`` (the least harmful few are weighed)."""
    assert isinstance(view.mphase, MinePhase) and view.mine is not None

    def harm(a: MoveOverseer) -> int:
        changes = mine_change(view, colour, a).changes
        return sum(1 for c in changes if c.kind == "convert" and c.before == seat)

    scored = sorted(((harm(a), a) for a in moves), key=lambda x: x[0])[:AUTOMATED_WEIGHED]

    def outlook(item: tuple[int, MoveOverseer]) -> float:
        lost, a = item
        after = evolve(view, mine=mine_change(view, colour, a).mine)
        own = [
            move_action(start, end)
            for start in after.mine.overseers_of(seat)
            for end, _path in destinations(after.mine, start)
        ]
        best = max((move_value(after, seat, m) for m in own), default=0.0)
        return best - 0.5 * lost

    if not own_move_left(view, seat, colour):
        return scored[0][1]  # the player has no move left this phase: do least harm
    return max(scored, key=outlook)[1]


def own_move_left(view: FWState, seat: int, colour: int) -> bool:
    """True when ``seat`` still moves in this mine phase after the automated ``colour``:
    later in the order, or first (the extra move)."""
    assert isinstance(view.mphase, MinePhase)
    order = view.mphase.order
    return order.index(seat) > order.index(colour) or order[0] == seat


MOVE_FLOOR = 0.3
"""The least an overseer move must be worth to the greedy player (else it passes)."""
EXTRA_MOVE_PRICE = 2.5
"""The least the first player's extra move must be worth: it costs the last place."""

AUTOMATED_WEIGHED = 12
"""How many of an automated colour's least harmful tied moves the bot looks beyond."""


def mine_choices(view: FWState, seat: int, legal: list[Action]) -> list[Choice] | None:
    """Each overseer move scored by the cubes it brings (``move_value``), then passing at
    the least a move must be worth (more for the extra move: it costs the last place, except
    in solo, where it is free); None
    when an automated colour's tied moves are chosen (``automated_move``)."""
    moves = [a for a in legal if isinstance(a, MoveOverseer)]
    if not moves:
        return [Choice(PassMove(), 0.0)]
    assert isinstance(view.mphase, MinePhase)
    colour = view.mphase.actor
    if colour is not None and colour != seat:
        return [Choice(automated_move(view, seat, colour, moves), 0.0)]
    values = None if view.solo else cube_values(view, seat)
    # The extra move costs the last place in the player order; in solo the order track
    # turns whatever one does, so it is free there.
    costly = view.mphase.is_extra and not view.solo
    threshold = EXTRA_MOVE_PRICE if costly else MOVE_FLOOR
    out = [Choice(a, move_value(view, seat, a, values)) for a in moves]
    return [*out, Choice(PassMove(), threshold)]
