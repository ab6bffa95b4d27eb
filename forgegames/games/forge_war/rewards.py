"""Choices a player makes when a reward or a single-use card gives them one: an overseer move,
a worker move, a free card from the market discard, which adventurers gain levels.

``state.pending`` is a queue of ``{"seat", "kind", "count", ...}``; while it is not empty its
first entry's seat is the one to act. Moves and cards are optional (``Skip``); a level choice
is made only when there is a real choice (otherwise it is applied at once by ``auto_resolve``).
"""

from __future__ import annotations

import itertools
from typing import Any

from forgegames.core.actions import Action
from forgegames.core.errors import IllegalAction
from forgegames.core.frozen import FrozenMap
from forgegames.core.i18n import N_, Words, tr
from forgegames.games.forge_war import bonus_tiles as tiles
from forgegames.games.forge_war import champions as champs
from forgegames.games.forge_war import market as m
from forgegames.games.forge_war import solo
from forgegames.games.forge_war.economy import Log, added, adventurer, put_adventurer
from forgegames.games.forge_war.game_actions import ChooseTitle, Levels, Skip, TakeCard, shared
from forgegames.games.forge_war.mine import (
    destinations,
    move_overseer,
    move_worker,
    worker_move_targets,
)
from forgegames.games.forge_war.mine_actions import (
    MoveOverseer,
    MoveWorker,
    coords,
    hex_of,
)
from forgegames.games.forge_war.mine_phase import move_options
from forgegames.games.forge_war.state import (
    FWState,
    appended,
    evolve,
    first_counted,
    popped,
    taken_out,
    with_seat,
)

KIND_TEXT = Words(
    overseer=N_("an overseer move"),
    worker=N_("a worker move"),
    card=N_("a free card from the market discard"),
    levels=N_("levels for adventurers"),
    title=N_("a champion title"),
    spend=N_("what to buy with a bonus tile's gold"),
)
"""What each kind of pending choice gives, in the current language."""


def first_choose(item: dict[str, Any]) -> str:
    """The refusal of another move while a pending choice waits."""
    return tr("first choose {what} ({why})", what=KIND_TEXT[item["kind"]], why=item["why"])


def level_candidates(state: FWState, item: dict[str, Any]) -> list[int]:
    seat = item["seat"]
    top = state.world.content.rules.max_level
    ids = item.get("advs")
    advs = state.seats[seat].advs
    if ids is None:
        return [a.id for a in advs if a.level < top]
    return [a for a in ids if adventurer(state, seat, a).level < top]


def discard_choices(state: FWState, seat: int) -> list[str]:
    data = state.seats[seat]
    return sorted(
        {c for c in state.market["discard"] if not m.owns_same_stall(state.world, data, c)}
    )


def pending_options(state: FWState) -> list[Action]:
    item = state.pending[0]
    seat, kind = item["seat"], item["kind"]
    mine = state.mine
    if kind == "overseer":
        assert mine is not None
        moves: list[Action] = []
        for start in mine.overseers_of(seat):
            moves += move_options(mine, start)
        return [*moves, Skip()]
    if kind == "worker":
        assert mine is not None
        free = worker_move_targets(mine)
        out: list[Action] = []
        for h in sorted(mine.workers, key=lambda x: (x.r, x.q)):
            at = coords(h)
            out.append(shared(MoveWorker, at, ()))
            out += [shared(MoveWorker, at, coords(t)) for t in free]
        return [*out, Skip()]
    if kind == "card":
        return [*(TakeCard(c) for c in discard_choices(state, seat)), Skip()]
    if kind == "title":
        return champs.title_options(state, item)
    if kind == "spend":
        return [*tiles.spend_options(state, item), Skip()]
    candidates = level_candidates(state, item)
    size = min(item["count"], len(candidates))
    return [Levels(tuple(c)) for c in itertools.combinations(candidates, size)]


def auto_resolve(state: FWState, log: Log) -> FWState | None:
    """The state once the first pending entry is settled, when it leaves no choice; else
    None."""
    item = state.pending[0]
    seat, kind = item["seat"], item["kind"]
    if kind == "levels":
        candidates = level_candidates(state, item)
        if len(candidates) <= item["count"]:
            return _level(popped(state), seat, candidates, item, log)
        return None
    if kind == "title" and len(champs.titles_free(state, seat)) <= 1:
        state = popped(state)
        for title in champs.titles_free(state, seat):
            state = champs.give_title(state, seat, item["adv"], title, log)
        return state
    empty = (
        (kind == "spend" and not tiles.can_spend(state, item))
        or (kind == "card" and not discard_choices(state, seat))
        or (kind == "worker" and state.mine is not None and not state.mine.workers)
        or (
            kind == "overseer"
            and state.mine is not None
            and not any(destinations(state.mine, h) for h in state.mine.overseers_of(seat))
        )
    )
    if empty:
        state = popped(state)
        unused = tr(
            "{{0}} cannot use {what} from {why}: nothing to choose",
            what=KIND_TEXT[kind],
            why=item["why"],
        )
        log.add(unused, seat)
        return state
    return None


def _level(state: FWState, seat: int, ids: list[int], item: dict[str, Any], log: Log) -> FWState:
    for adv_id in ids:
        adv = adventurer(state, seat, adv_id)
        adv = evolve(adv, level=adv.level + 1)
        state = put_adventurer(state, seat, adv)
        reached = tr(
            "{{0}}'s adventurer {n} reaches level {level} ({why})",
            n=adv_id + 1,
            level=adv.level,
            why=item["why"],
        )
        log.add(reached, seat)
        state = champs.on_level(state, seat, adv)
    return state


def _used_one(state: FWState) -> FWState:
    return first_counted(state, state.pending[0]["count"] - 1)


def apply_pending(state: FWState, action: Action, log: Log) -> FWState:
    """Apply a choice for the first pending entry (the caller checked it is legal) to
    ``state`` and return the new state."""
    item = state.pending[0]
    seat, kind = item["seat"], item["kind"]
    if kind == "spend":
        return tiles.apply_spend(state, item, action, log)
    if kind == "title" and isinstance(action, ChooseTitle):
        return champs.give_title(popped(state), seat, action.adv, action.title, log)
    if isinstance(action, Skip):
        if kind in ("levels", "title"):
            raise IllegalAction(tr("choose which adventurers gain a level"), rule="rewards")
        state = popped(state)
        log.add(
            tr("{{0}} declines {what} from {why}", what=KIND_TEXT[kind], why=item["why"]),
            seat,
            "move",
        )
        return state
    if kind == "overseer" and isinstance(action, MoveOverseer):
        assert state.mine is not None
        start, end = hex_of(action.frm), hex_of(action.to)
        if state.solo:
            rules = solo.mine_rules(state)
            change = move_overseer(state.mine, state.supply, state.order, seat, start, end, rules)
        else:
            change = move_overseer(state.mine, state.supply, state.order, seat, start, end)
        state = evolve(state, mine=change.mine, supply=FrozenMap(change.supply))
        for s, got in change.gains.items():
            state = with_seat(state, s, pool=added(state.seats[s].pool, got))
        for note in change.notes:
            log.note(note)
        return _used_one(state)
    if kind == "worker" and isinstance(action, MoveWorker):
        assert state.mine is not None
        end = hex_of(action.to) if action.to else None
        change = move_worker(state.mine, state.supply, hex_of(action.frm), end, seat)
        state = evolve(state, mine=change.mine)
        for note in change.notes:
            log.note(note)
        return _used_one(state)
    if kind == "card" and isinstance(action, TakeCard):
        if action.card not in discard_choices(state, seat):
            raise IllegalAction(tr("that card is not in the market discard"), rule="rewards")
        state = taken_out(state, "market", "discard", action.card)
        c = state.world.content
        took = tr("{{0}} takes {card} from the market discard", card=c.card_name(action.card))
        log.add(took, seat, "move")
        state = popped(state)
        if action.card in c.all_weapons:
            state = with_seat(state, seat, designs=(*state.seats[seat].designs, action.card))
        elif action.card in c.all_bonus:
            state = with_seat(state, seat, bonus=(*state.seats[seat].bonus, action.card))
        else:
            state = appended(state, "market", "removed", action.card)
            return m.use_single(state, seat, action.card, log)
        return state
    if kind == "levels" and isinstance(action, Levels):
        return _level(popped(state), seat, list(action.advs), item, log)
    raise IllegalAction(first_choose(item), rule="rewards")
