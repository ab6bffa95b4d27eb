"""The mine's turn structure as two small state machines the full title embeds.

``Placement``: at setup (and at each new stage) players set their overseers one at a time in
player order, going round until each has placed three.

``MinePhase``: in player order each player may move one of their overseers once or pass; then
the first player may move once more (which locks them into last place) or pass; at the end the
player order is worked out again from the workers in the mine (``order.next_order``).

Both are plain frozen dataclasses; the ``apply_*`` functions return new objects and explained
notes. Resources a move produces are returned as ``gains`` (seat -> {resource: n}) for the
title to add to the players' pools; the supply they came out of is returned updated.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

from forgegames.core.actions import Action
from forgegames.core.codec import saved_form
from forgegames.core.errors import IllegalAction
from forgegames.core.frozen import evolve, frozen_record
from forgegames.core.hexgrid import Hex
from forgegames.core.i18n import tr
from forgegames.games.forge_war.mine import (
    NORMAL_RULES,
    OVERSEERS_PER_COLOUR,
    Mine,
    MineChange,
    MineRules,
    move_overseer,
    place_overseer,
    worker_counts,
)
from forgegames.games.forge_war.mine_actions import (
    MoveOverseer,
    PassMove,
    PlaceOverseer,
    hex_of,
    move_action,
    place_action,
)
from forgegames.games.forge_war.mine_board import Board
from forgegames.games.forge_war.notes import Note
from forgegames.games.forge_war.order import next_order
from forgegames.games.forge_war.solo_mine import priority_moves


# --- overseer placement ------------------------------------------------------------------------
@saved_form(tag="placement")
@frozen_record
@dataclasses.dataclass(frozen=True)
class Placement:
    """Overseer placement in progress: ``placed`` overseers set so far."""

    order: tuple[int, ...]
    placed: int = 0

    @property
    def total(self) -> int:
        return OVERSEERS_PER_COLOUR * len(self.order)

    @property
    def done(self) -> bool:
        return self.placed >= self.total

    @property
    def actor(self) -> int | None:
        n = len(self.order)
        if self.placed >= OVERSEERS_PER_COLOUR * n:  # done
            return None
        return self.order[self.placed % n]


def placement_actions(placement: Placement, mine: Mine) -> list[Action]:
    """Every unoccupied hex, for the seat whose turn it is to place."""
    if placement.done:
        return []
    overseers, workers = mine.overseers, mine.workers
    return [place_action(h) for h in mine.board.hexes if h not in overseers and h not in workers]


def apply_placement(
    placement: Placement, mine: Mine, action: Action
) -> tuple[Placement, Mine, tuple[Note, ...]]:
    if placement.done or placement.actor is None:
        raise IllegalAction(tr("every overseer is already placed"), rule="setup")
    if not isinstance(action, PlaceOverseer):
        first = tr("place an overseer on an unoccupied hex of the mine first")
        raise IllegalAction(first, rule="setup")
    mine, note = place_overseer(mine, placement.actor, hex_of(action.at))
    return evolve(placement, placed=placement.placed + 1), mine, (note,)


# --- the mine phase ------------------------------------------------------------------------------
@saved_form(omit_default=("automated", "rotate"), tag="mine")  # the solo game's, as before it
@frozen_record
@dataclasses.dataclass(frozen=True)
class MinePhase:
    """The mine phase in progress.

    ``turn`` counts turns taken: 0 .. n-1 are the regular turns in ``order``, n is the first
    player's extra move, n + 1 means the phase is over and ``new_order`` is set.
    ``extra_mover`` is the first player if they took the extra move.

    The solo variant (``solo``): ``automated`` colours move for nobody's profit (no resources,
    no extra move), every colour's own passed workers leave the mine, and the order rotates
    (the first marker goes last) instead of being worked out from the workers.
    """

    order: tuple[int, ...]
    turn: int = 0
    extra_mover: int | None = None
    new_order: tuple[int, ...] | None = None
    automated: tuple[int, ...] = ()
    rotate: bool = False

    @property
    def rules(self) -> MineRules:
        """The consequences of a move in this phase (see ``MineRules``)."""
        if not self.automated:
            return NORMAL_RULES
        earners = frozenset(s for s in self.order if s not in self.automated)
        return MineRules(remove_own=True, earners=earners)

    @property
    def done(self) -> bool:
        return self.turn > len(self.order)

    @property
    def is_extra(self) -> bool:
        return self.turn == len(self.order)

    @property
    def actor(self) -> int | None:
        n, turn = len(self.order), self.turn
        if turn > n:  # done
            return None
        return self.order[0] if turn == n else self.order[turn]


@dataclasses.dataclass(frozen=True)
class MineStep:
    """What ``apply_mine`` returns. ``change`` is the move's full outcome (None for a pass)."""

    phase: MinePhase
    mine: Mine
    supply: dict[str, int]
    gains: dict[int, dict[str, int]]
    notes: tuple[Note, ...]
    change: MineChange | None = None


def start_mine_phase(
    order: tuple[int, ...], automated: tuple[int, ...] = (), rotate: bool = False
) -> MinePhase:
    return _skip_extra(MinePhase(tuple(order), automated=automated, rotate=rotate))


def mine_actions(phase: MinePhase, mine: Mine) -> list[Action]:
    """The actor's legal actions: every overseer move, then passing."""
    seat = phase.actor
    if seat is None:
        return []
    if seat in phase.automated:
        return priority_moves(mine, seat)
    moves: list[Action] = []
    for start in mine.overseers_of(seat):
        moves += move_options(mine, start)
    return [*moves, PassMove()]


def move_options(mine: Mine, start: Hex) -> list[Action]:
    """``[move_action(start, end) for end, _ in destinations(mine, start)]``: the same walk
    along the board's lines, picking each move from the line's moves made beforehand."""
    out: list[Action] = []
    overseers, workers = mine.overseers, mine.workers
    for line, moves in zip(mine.board.rays[start], _line_moves(mine.board)[start], strict=True):
        for k, h in enumerate(line):
            if h in overseers:
                break
            if h in workers:
                j, n = k + 1, len(line)
                while j < n and line[j] in workers:
                    j += 1
                if j < n and line[j] not in overseers:
                    out.append(moves[j])
                break
            out.append(moves[k])
    return out


_LINE_MOVES: dict[frozenset[Hex], dict[Hex, tuple[tuple[Action, ...], ...]]] = {}
"""``_line_moves`` for each shape of board met, keyed by its hexes."""


def _line_moves(board: Board) -> dict[Hex, tuple[tuple[Action, ...], ...]]:
    """For each hex, along each of ``board.rays``, the move to every hex of the line (made
    once for each board shape, as the lines are, and kept on the board: a board never
    changes)."""
    known = _LINE_MOVES.get(board.shape)
    if known is None:
        known = _LINE_MOVES[board.shape] = {
            start: tuple(tuple(move_action(start, end) for end in line) for line in lines)
            for start, lines in board.rays.items()
        }
    return known


def apply_mine(phase: MinePhase, mine: Mine, supply: Mapping[str, int], action: Action) -> MineStep:
    """Apply a move or a pass for the actor; the phase ends after the extra-move turn."""
    seat = phase.actor
    if seat is None:
        raise IllegalAction(tr("the mine phase is over"), rule="mine")
    if isinstance(action, PassMove):
        text = tr("{0} declines the extra move") if phase.is_extra else tr("{0} passes in the mine")
        notes: tuple[Note, ...] = (Note("pass", text, (seat,)),)
        nxt, order_notes = _advance(phase, mine, took_extra=False)
        return MineStep(nxt, mine, dict(supply), {}, notes + order_notes)
    if not isinstance(action, MoveOverseer):
        only = tr("in the mine you may move one of your overseers or pass")
        raise IllegalAction(only, rule="mine")
    change = move_overseer(
        mine, supply, phase.order, seat, hex_of(action.frm), hex_of(action.to), phase.rules
    )
    nxt, order_notes = _advance(phase, change.mine, took_extra=phase.is_extra)
    return MineStep(
        nxt, change.mine, change.supply, change.gains, change.notes + order_notes, change
    )


def _advance(phase: MinePhase, mine: Mine, took_extra: bool) -> tuple[MinePhase, tuple[Note, ...]]:
    extra = phase.order[0] if took_extra else phase.extra_mover
    nxt = _skip_extra(evolve(phase, turn=phase.turn + 1, extra_mover=extra))
    if not nxt.done:
        return nxt, ()
    if phase.rotate:
        new_order = (*phase.order[1:], phase.order[0])
        text = tr("The first marker on the order track moves to the end")
        return evolve(nxt, new_order=new_order), (Note("order_rotate", text, ()),)
    new_order, notes = next_order(phase.order, worker_counts(mine, phase.order), extra)
    return evolve(nxt, new_order=new_order), notes


def _skip_extra(phase: MinePhase) -> MinePhase:
    """An automated first colour takes no extra move: its turn is skipped."""
    if phase.is_extra and phase.order[0] in phase.automated:
        return evolve(phase, turn=phase.turn + 1)
    return phase
