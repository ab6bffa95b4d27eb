"""An overseer move in parts, for a teacher who shows it change by change (``Title.stages``).

The engine resolves a move at once (``mine.move_overseer``); the parts are the positions it
passes through in the order the rules make its changes: the overseer lands and the worker
appears on the hex it left, then each worker it passed converts or defects (one part each),
then everyone is paid their cubes, then a strike empties its hexes. Every part's position is
made from the engine's own ``MineChange``, and the last is ``apply``'s, so the pictures cannot
tell another story than the move.
"""

from __future__ import annotations

from forgegames.core.errors import IllegalAction
from forgegames.core.frozen import FrozenMap
from forgegames.core.hexgrid import Hex
from forgegames.core.title import Stage, Step
from forgegames.games.forge_war.mine import Mine, MineChange, preview_move
from forgegames.games.forge_war.mine_actions import MoveOverseer, hex_of
from forgegames.games.forge_war.mine_phase import MinePhase
from forgegames.games.forge_war.state import FWState, evolve

WORKER_KINDS = ("generate", "no_worker", "convert", "kept", "defect", "dismissed", "removed")
"""The kinds of a worker change that is a part of its own (a strike's hexes are one part)."""


def overseer_parts(state: FWState, action: MoveOverseer, step: Step) -> list[Stage] | None:
    """The parts of the mine-phase overseer move ``action`` from ``state`` (``step``: what
    ``apply`` made of it); None when it is not such a move or its log does not follow the
    engine's changes one line each (then it is shown whole)."""
    start, end = hex_of(action.frm), hex_of(action.to)
    change = made_move_change(state, start, end)
    if change is None or state.mine is None:
        return None
    workers = [c for c in change.changes if c.kind in WORKER_KINDS]
    striking = [c for c in change.changes if c.kind == "strike"]
    kinds = [n.kind for n in change.notes]
    if kinds[1 : 1 + len(workers)] != [c.kind for c in workers] or not workers:
        return None
    events = step.events
    paid = sum(1 for k in kinds if k in ("income", "supply_empty"))
    if len(events) < 1 + len(workers) + paid:
        return None
    parts: list[Stage] = []
    mine = _moved(state.mine, start, end)
    held = dict(mine.workers)
    for index, worker in enumerate(workers):
        if worker.after is None:
            held.pop(worker.hex, None)
        else:
            held[worker.hex] = worker.after
        picture = evolve(state, mine=evolve(mine, workers=FrozenMap(held)))
        first = 0 if index == 0 else index + 1  # the move's own line goes with its first part
        parts.append(Stage(picture, tuple(events[first : index + 2])))
    done = 1 + len(workers)
    if striking:
        if paid:
            paid_mine = evolve(mine, workers=FrozenMap(held))
            # still the mover's turn, the cubes in the seats' pools
            before_strike = evolve(
                state, mine=paid_mine, seats=step.state.seats, supply=step.state.supply
            )
            parts.append(Stage(before_strike, tuple(events[done : done + paid])))
            done += paid
        parts.append(Stage(step.state, tuple(events[done:])))
    elif paid:
        parts.append(Stage(step.state, tuple(events[done:])))
    else:  # nothing paid, no strike: the last worker's part ends the move
        parts[-1] = Stage(step.state, parts[-1].events + tuple(events[done:]))
    return parts


def made_move_change(before: FWState, start: Hex, end: Hex) -> MineChange | None:
    """What the mine-phase overseer move from ``start`` to ``end``, made from ``before``,
    gives (the engine's preview of it); None when ``before`` does not wait for such a move
    (``board_info`` offers it to the board too)."""
    phase = before.mphase
    if before.mine is None or not isinstance(phase, MinePhase) or before.pending:
        return None
    seat = before.mine.overseers.get(start)
    if seat is None:
        return None
    try:
        return preview_move(before.mine, before.supply, phase.order, seat, start, end, phase.rules)
    except IllegalAction:
        return None


def _moved(mine: Mine, start: Hex, end: Hex) -> Mine:
    """The mine with the overseer on ``start`` standing on ``end`` (workers as they were)."""
    overseers = dict(mine.overseers)
    overseers[end] = overseers.pop(start)
    return evolve(mine, overseers=FrozenMap(overseers))
