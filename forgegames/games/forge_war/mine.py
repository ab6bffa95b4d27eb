"""The mine in play: overseers and workers on a board, movement, worker generation, strikes.

Everything here is a pure function of plain data: a ``Mine`` is never changed in place; each
rule returns a new ``Mine`` (and a new supply) together with explained ``Note``s. The same
function serves real moves, quest-reward moves and the UI's preview, so a preview can never
disagree with what happens.

Seats are ints; ``order`` is the current player order (a tuple of seats, first player first).
A supply is a dict resource id -> cubes left (see ``resources``).
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Mapping, Sequence
from operator import itemgetter
from typing import Any

from forgegames.core.codec import custom_form
from forgegames.core.errors import IllegalAction
from forgegames.core.frozen import FrozenMap, evolve, frozen_record
from forgegames.core.hexgrid import DIRECTIONS, Hex
from forgegames.core.i18n import count, listing, tr
from forgegames.games.forge_war.mine_board import Board, board_from_json, board_to_json
from forgegames.games.forge_war.notes import Note, hex_label, resource_label
from forgegames.games.forge_war.resources import amount_text

WORKERS_PER_COLOUR = 15
"""Worker cubes in each colour (rulebook component list)."""
OVERSEERS_PER_COLOUR = 3
STRIKE_SIZE = 5
"""A connected group of this many same-colour workers goes on strike."""


@frozen_record
@dataclasses.dataclass(frozen=True)
class Mine:
    """The mine during a stage (a frozen record). ``overseers`` and ``workers`` map a hex to a
    seat (``FrozenMap``s: a move makes the new ones).

    A hex holds at most one piece: an overseer or a worker.
    """

    board: Board
    overseers: FrozenMap[Hex, int]
    workers: FrozenMap[Hex, int]

    def occupied(self, h: Hex) -> bool:
        return h in self.overseers or h in self.workers

    def free(self, h: Hex) -> bool:
        """On the board and holding neither an overseer nor a worker."""
        return h in self.board and not self.occupied(h)

    def worker_count(self, seat: int) -> int:
        return sum(1 for s in self.workers.values() if s == seat)

    def overseers_of(self, seat: int) -> tuple[Hex, ...]:
        return tuple(sorted((h for h, s in self.overseers.items() if s == seat), key=_hex_key))


def new_mine(board: Board) -> Mine:
    """An empty mine on ``board`` (no overseers, no workers)."""
    return Mine(board, FrozenMap(), FrozenMap())


def worker_counts(mine: Mine, seats: Sequence[int]) -> dict[int, int]:
    counts = Counter(mine.workers.values())
    return {s: counts.get(s, 0) for s in seats}


_hex_key = itemgetter(1, 0)
"""A hex's (row, column): ``(h.r, h.q)``, the order pieces are listed and searched in."""


# --- movement --------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class MovePath:
    """How an overseer reaches a destination: the direction (index into ``DIRECTIONS``), the
    empty hexes it crosses and then the workers it passes, in the order passed."""

    direction: int
    crossed: tuple[Hex, ...]
    passed: tuple[Hex, ...]


def destinations(mine: Mine, start: Hex) -> list[tuple[Hex, MovePath]]:
    """Every hex the overseer on ``start`` may move to, with the path that gets it there.

    Movement rule (see docs/rulings.md): along one of the six straight lines, the overseer may
    cross any number of empty hexes, stopping on any of them; when it meets a worker it must pass
    the whole contiguous run of workers and stop on the first unoccupied hex after it. It never
    passes an overseer and never leaves the board.
    """
    out: list[tuple[Hex, MovePath]] = []
    for i, line in enumerate(mine.board.rays[start]):
        _along(mine, i, line, out)
    return out


def _along(mine: Mine, i: int, line: tuple[Hex, ...], out: list[tuple[Hex, MovePath]]) -> None:
    """Add the destinations along ``line`` (direction ``i``) to ``out``, nearest first."""
    overseers, workers = mine.overseers, mine.workers
    crossed: list[Hex] = []
    for k, h in enumerate(line):
        if h in overseers:
            return
        if h in workers:
            j = k + 1
            while j < len(line) and line[j] in workers:
                j += 1
            if j < len(line) and line[j] not in overseers:
                out.append((line[j], MovePath(i, tuple(crossed), line[k:j])))
            return
        out.append((h, MovePath(i, tuple(crossed), ())))
        crossed.append(h)


def _legal_path(mine: Mine, seat: int, start: Hex, end: Hex) -> MovePath | None:
    """The path of ``seat``'s move ``start`` -> ``end`` when it is among the overseer's
    destinations (then ``why_not_move`` finds nothing against it), else None."""
    if mine.overseers.get(start) != seat:
        return None
    rays = mine.board.rays.get(start)
    if rays is None:
        return None
    for i, line in enumerate(rays):
        if end in line:
            found: list[tuple[Hex, MovePath]] = []
            _along(mine, i, line, found)
            return next((p for h, p in found if h == end), None)
    return None


def _path(mine: Mine, start: Hex, end: Hex) -> MovePath:
    """``next(p for h, p in destinations(mine, start) if h == end)``, looking only along the
    line through ``end`` (the only one that can hold it)."""
    for i, line in enumerate(mine.board.rays[start]):
        if end in line:
            found: list[tuple[Hex, MovePath]] = []
            _along(mine, i, line, found)
            return next(p for h, p in found if h == end)
    return next(p for h, p in destinations(mine, start) if h == end)


def why_not_move(mine: Mine, seat: int, start: Hex, end: Hex) -> str | None:
    """The rule forbidding ``seat`` to move the overseer on ``start`` to ``end``, or None."""
    if mine.overseers.get(start) != seat:
        return tr("there is no overseer of yours on that hex")
    if end not in mine.board:
        return tr("that hex is not part of the mine")
    if end == start:
        return tr("an overseer has to leave its hex to move")
    direction = _direction(start, end)
    if direction is None:
        return tr("overseers move in a straight line")
    d = DIRECTIONS[direction]
    h = start + d
    seen_worker = False
    while h != end:
        if h not in mine.board:
            return tr("an overseer never leaves the mine, not even to cross a hole in it")
        if h in mine.overseers:
            return tr("an overseer cannot move through another overseer")
        if h in mine.workers:
            seen_worker = True
        elif seen_worker:
            return tr("after passing workers an overseer stops on the first unoccupied hex")
        h = h + d
    if mine.occupied(end):
        return tr("an overseer must end its move on an unoccupied hex")
    return None


def _direction(start: Hex, end: Hex) -> int | None:
    delta = end - start
    dist = start.distance(end)
    if dist == 0:
        return None
    for i, d in enumerate(DIRECTIONS):
        if d.scale(dist) == delta:
            return i
    return None


@dataclasses.dataclass(frozen=True)
class MineRules:
    """How a variant changes the consequences of a move.

    ``remove_own``: workers of the mover's own colour that it passes leave the mine instead of
    defecting (the solo variant, for every colour). ``earners``: the colours that receive
    resources from their moves (None: every colour; the solo variant's automated colours only
    make workers)."""

    remove_own: bool = False
    earners: frozenset[int] | None = None


NORMAL_RULES = MineRules()


# --- consequences ----------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class WorkerChange:
    """One worker touched by a move. ``before``/``after`` are seats (None: no worker).

    ``kind``: generate, no_worker (the mover had no cube left), convert, kept (could not
    convert: the mover has no cube left), defect, dismissed (an overworked worker nobody can
    take), removed (solo: the mover passed its own worker), worker_move, strike. ``note``
    explains it (render it with the players' names).
    """

    hex: Hex
    before: int | None
    after: int | None
    kind: str
    note: Note | None = None


@dataclasses.dataclass(frozen=True)
class Strike:
    seat: int
    hexes: tuple[Hex, ...]


@dataclasses.dataclass(frozen=True)
class MineChange:
    """The outcome of a change to the mine: new mine and supply, what each seat received,
    every worker changed (in the order it happened), the strikes, and the explained notes."""

    mine: Mine
    supply: dict[str, int]
    gains: dict[int, dict[str, int]]
    changes: tuple[WorkerChange, ...]
    strikes: tuple[Strike, ...]
    notes: tuple[Note, ...]
    path: MovePath | None = None


def move_overseer(
    mine: Mine,
    supply: Mapping[str, int],
    order: Sequence[int],
    seat: int,
    start: Hex,
    end: Hex,
    rules: MineRules = NORMAL_RULES,
) -> MineChange:
    """Move ``seat``'s overseer from ``start`` to ``end`` and resolve everything it causes.

    In order: a worker of the mover's colour on the hex left; each passed worker, in the order
    passed, converts to the mover (other colours) or defects (the mover's own colour) to the
    opponent with the fewest workers on the board at that moment (ties: earlier in ``order``);
    then each generated or passed worker still on the board gives its owner one cube of its
    hex's resource while the supply lasts; then strikes. Raises IllegalAction with the rule when
    the move is not allowed. Used unchanged by ``preview_move``. ``rules``: a variant's
    changes (own workers removed, colours that earn nothing; see ``MineRules``).
    """
    path = _legal_path(mine, seat, start, end)
    if path is None:
        problem = why_not_move(mine, seat, start, end)
        if problem:
            raise IllegalAction(problem, rule="overseer-move")
        path = _path(mine, start, end)
    workers = dict(mine.workers)
    counts = Counter(workers.values())
    changes: list[WorkerChange] = []
    at = hex_label(mine.board, start)
    move_note = tr("{{0}} moves an overseer from {a} to {b}", a=at, b=hex_label(mine.board, end))
    notes: list[Note] = [Note("move", move_note, (seat,), (start, end))]
    producing: list[Hex] = []

    def record(h: Hex, before: int | None, after: int | None, kind: str, text: str, seats):
        note = Note(kind, text, tuple(seats), (h,))
        changes.append(WorkerChange(h, before, after, kind, note))
        notes.append(note)

    if counts[seat] < WORKERS_PER_COLOUR:
        workers[start] = seat
        counts[seat] += 1
        producing.append(start)
        record(start, None, seat, "generate", tr("{{0}} gains a worker on {hex}", hex=at), (seat,))
    else:
        text = tr("No worker appears on {hex}: all of {{0}}'s worker cubes are in the mine", hex=at)
        record(start, None, None, "no_worker", text, (seat,))

    for h in path.passed:
        owner, at = workers[h], hex_label(mine.board, h)
        if owner != seat:
            producing.append(h)
            if counts[seat] < WORKERS_PER_COLOUR:
                workers[h] = seat
                counts[owner] -= 1
                counts[seat] += 1
                text = tr("{{1}}'s worker on {hex} joins {{0}}: the overseer passed it", hex=at)
                record(h, owner, seat, "convert", text, (seat, owner))
            else:
                text = tr(
                    "{{1}}'s worker on {hex} stays with {{1}}: {{0}} has no worker cubes left",
                    hex=at,
                )
                record(h, owner, owner, "kept", text, (seat, owner))
            continue
        if rules.remove_own:
            counts[seat] -= 1
            del workers[h]
            text = tr("{{0}}'s worker on {hex} leaves the mine: its own overseer passed it", hex=at)
            record(h, seat, None, "removed", text, (seat,))
            continue
        target, why, named = _defection_target(counts, order, seat)
        counts[seat] -= 1
        if target is None:
            del workers[h]
            text = tr("{{0}}'s overworked worker on {hex} leaves the mine: {why}", hex=at, why=why)
            record(h, seat, None, "dismissed", text, (seat,))
            continue
        workers[h] = target
        counts[target] += 1
        producing.append(h)
        text = tr(
            "{{0}}'s overworked worker on {hex} defects to {{1}}: {why}", hex=at, why=_shift(why, 1)
        )
        record(h, seat, target, "defect", text, (seat, *named))

    left = dict(supply)
    gains: dict[int, dict[str, int]] = {s: {} for s in order}
    for h in producing:
        owner = workers[h]
        if rules.earners is not None and owner not in rules.earners:
            continue
        rid = mine.board.resources[h]
        if left.get(rid, 0) > 0:
            left[rid] -= 1
            got = gains.setdefault(owner, {})
            got[rid] = got.get(rid, 0) + 1
        else:
            text = tr("No {name} left in the supply for {{0}}", name=resource_label(rid))
            notes.append(Note("supply_empty", text, (owner,), (h,)))
    for s, got in gains.items():
        if got:
            listed = listing([amount_text(r, n) for r, n in got.items()])
            notes.append(Note("income", tr("{{0}} receives {what}", what=listed), (s,)))

    overseers = dict(mine.overseers)
    del overseers[start]
    overseers[end] = seat
    moved = Mine(mine.board, FrozenMap(overseers), FrozenMap(workers))
    struck, strikes, strike_notes = resolve_strikes(moved, counts)
    changes += _strike_changes(strikes, strike_notes)
    return MineChange(
        struck, left, gains, tuple(changes), strikes, tuple(notes + strike_notes), path
    )


def _strike_changes(strikes: Sequence[Strike], notes: Sequence[Note]) -> list[WorkerChange]:
    return [
        WorkerChange(h, strike.seat, None, "strike", note)
        for strike, note in zip(strikes, notes, strict=True)
        for h in strike.hexes
    ]


def _shift(template: str, by: int) -> str:
    """Renumber ``{0}``... placeholders by ``by`` (for embedding a reason in a longer note)."""
    for i in range(5, -1, -1):
        template = template.replace(f"{{{i}}}", f"{{{i + by}}}")
    return template


def _defection_target(
    counts: Mapping[int, int], order: Sequence[int], mover: int
) -> tuple[int | None, str, tuple[int, ...]]:
    """Who takes an overworked worker, why (a template over the returned seats), and the seats
    the template names (target first)."""
    opponents = [s for s in order if s != mover]
    full = [s for s in opponents if counts.get(s, 0) >= WORKERS_PER_COLOUR]
    able = [s for s in opponents if s not in full]
    if not able:
        return None, tr("no opponent has a worker cube left"), ()
    fewest = min(counts.get(s, 0) for s in able)
    tied = [s for s in able if counts.get(s, 0) == fewest]
    target = tied[0]
    if len(tied) == 1:
        workers = count(fewest, "worker", "workers")
        why = tr("fewest workers on the board ({workers})", workers=workers)
        named: tuple[int, ...] = (target,)
    else:
        others = tr(" and ").join(f"{{{k}}}" for k in range(1, len(tied)))
        why = tr(
            "tied for fewest workers ({n}) with {others}, and earlier in player order",
            n=fewest,
            others=others,
        )
        named = tuple(tied)
    if full:
        skipped = tr(" and ").join(f"{{{len(named) + k}}}" for k in range(len(full)))
        why += tr(" ({names} has no worker cubes left)", names=skipped)
        named += tuple(full)
    return target, why, named


def resolve_strikes(
    mine: Mine, counts: Mapping[int, int] | None = None
) -> tuple[Mine, tuple[Strike, ...], list[Note]]:
    """Remove every connected group of ``STRIKE_SIZE`` or more same-colour workers.
    ``counts``: the mine's workers by colour when the caller has them counted already."""
    on_board = mine.workers
    if counts is None:
        counts = Counter(on_board.values())
    # Only a colour with STRIKE_SIZE workers in the mine can have a group that large.
    large = {seat for seat, n in counts.items() if n >= STRIKE_SIZE}
    if not large:
        return mine, (), []
    seen: set[Hex] = set()
    strikes: list[Strike] = []
    neighbours = mine.board.neighbours  # off the board there is never a worker
    candidates = [h for h, seat in on_board.items() if seat in large]
    for h in sorted(candidates, key=_hex_key):
        if h in seen:
            continue
        seat = on_board[h]
        group, todo = [h], [h]
        seen.add(h)
        while todo:
            for n in neighbours[todo.pop()]:
                if n not in seen and on_board.get(n) == seat:
                    seen.add(n)
                    group.append(n)
                    todo.append(n)
        if len(group) >= STRIKE_SIZE:
            strikes.append(Strike(seat, tuple(sorted(group, key=_hex_key))))
    if not strikes:
        return mine, (), []
    workers = dict(mine.workers)
    notes = []
    for strike in strikes:
        for h in strike.hexes:
            del workers[h]
        notes.append(
            Note(
                "strike",
                tr(
                    "{n} of {{0}}'s workers stand together and go on strike: they leave the mine",
                    n=len(strike.hexes),
                ),
                (strike.seat,),
                strike.hexes,
            )
        )
    return evolve(mine, workers=FrozenMap(workers)), tuple(strikes), notes


def preview_move(
    mine: Mine,
    supply: Mapping[str, int],
    order: Sequence[int],
    seat: int,
    start: Hex,
    end: Hex,
    rules: MineRules = NORMAL_RULES,
) -> MineChange:
    """What moving ``start`` → ``end`` would do, for the UI: conversions and defections (with
    whom and why) in ``changes``, what each seat receives in ``gains``, the ``strikes``, and the
    notes. It *is* ``move_overseer``: nothing is changed, the result is simply not kept."""
    return move_overseer(mine, supply, order, seat, start, end, rules)


# --- other changes to the mine -----------------------------------------------------------------
def why_not_place(mine: Mine, seat: int, at: Hex) -> str | None:
    if at not in mine.board:
        return tr("that hex is not part of the mine")
    if mine.occupied(at):
        return tr("overseers are placed on an unoccupied hex")
    if len(mine.overseers_of(seat)) >= OVERSEERS_PER_COLOUR:
        return tr("each player has {n} overseers", n=OVERSEERS_PER_COLOUR)
    return None


def place_overseer(mine: Mine, seat: int, at: Hex) -> tuple[Mine, Note]:
    """Set one of ``seat``'s overseers on the unoccupied hex ``at`` (setup, new stage)."""
    problem = why_not_place(mine, seat, at)
    if problem:
        raise IllegalAction(problem, rule="setup")
    overseers = mine.overseers.with_item(at, seat)
    text = tr("{{0}} places an overseer on {hex}", hex=hex_label(mine.board, at))
    note = Note("place", text, (seat,), (at,))
    return evolve(mine, overseers=overseers), note


def worker_move_targets(mine: Mine) -> list[Hex]:
    """Hexes a worker may be put on by the worker-move reward (any unoccupied hex)."""
    return [h for h in mine.board.hexes if not mine.occupied(h)]


def move_worker(
    mine: Mine, supply: Mapping[str, int], start: Hex, end: Hex | None, seat: int | None = None
) -> MineChange:
    """The worker-move reward: the worker on ``start`` (any colour) goes to the unoccupied hex
    ``end``, or leaves the mine when ``end`` is None. No resources; strikes are checked after.
    ``seat`` is the player taking the reward (for the log only)."""
    if start not in mine.workers:
        raise IllegalAction(tr("there is no worker on that hex"), rule="rewards")
    if end is not None and not mine.free(end):
        only = tr("a worker can only be put on an unoccupied hex of the mine")
        raise IllegalAction(only, rule="rewards")
    owner = mine.workers[start]
    workers = dict(mine.workers)
    del workers[start]
    who = seat if seat is not None else owner
    if end is None:
        text = tr(
            "{{0}} takes {{1}}'s worker on {hex} out of the mine", hex=hex_label(mine.board, start)
        )
        note = Note("worker_move", text, (who, owner), (start,))
        changes = [WorkerChange(start, owner, None, "worker_move", note)]
    else:
        workers[end] = owner
        text = tr(
            "{{0}} moves {{1}}'s worker from {a} to {b}",
            a=hex_label(mine.board, start),
            b=hex_label(mine.board, end),
        )
        note = Note("worker_move", text, (who, owner), (start, end))
        changes = [
            WorkerChange(start, owner, None, "worker_move", note),
            WorkerChange(end, None, owner, "worker_move", note),
        ]
    struck, strikes, notes = resolve_strikes(evolve(mine, workers=FrozenMap(workers)))
    changes += _strike_changes(strikes, notes)
    return MineChange(struck, dict(supply), {}, tuple(changes), strikes, (note, *notes))


# --- JSON ------------------------------------------------------------------------------------
def mine_to_json(mine: Mine) -> dict[str, Any]:
    return {
        "board": board_to_json(mine.board),
        "overseers": [[h.q, h.r, s] for h, s in sorted(mine.overseers.items())],
        "workers": [[h.q, h.r, s] for h, s in sorted(mine.workers.items())],
    }


def mine_from_json(data: dict[str, Any]) -> Mine:
    return Mine(
        board_from_json(data["board"]),
        FrozenMap({Hex(q, r): s for q, r, s in data["overseers"]}),
        FrozenMap({Hex(q, r): s for q, r, s in data["workers"]}),
    )


custom_form(Mine, mine_to_json, mine_from_json)
"""A mine is saved in its own form (pieces as ``[q, r, seat]``), as it always was."""
