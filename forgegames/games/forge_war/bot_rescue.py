"""A search for a way to meet every quest step due this round, for when the greedy bot's own
plans (``bot_plans``) find none: finishing then fails a quest (in solo, the game), so before
it does, the bot tries every order of merchant deals, stall exchanges and forging for the
unmet steps (issue #40: a hint offered a game-losing "done" as if nothing more could be done).

The search is bounded (``NODE_LIMIT`` positions): when it runs past the bound it answers as
if no way was found, which is what the bot believed before it looked."""

from __future__ import annotations

from forgegames.core.actions import Action
from forgegames.core.errors import IllegalAction
from forgegames.games.forge_war import quests as q
from forgegames.games.forge_war.bot_values import look_ahead, unmet_quests
from forgegames.games.forge_war.economy import merchant_options
from forgegames.games.forge_war.game_actions import Equip
from forgegames.games.forge_war.state import FWState

NODE_LIMIT = 200
"""Positions the rescue search visits at most (a hint is asked within a frame)."""

MAX_MOVES = 5
"""The longest sequence of deals and equips the search tries."""


def rescue(view: FWState, seat: int) -> list[Action] | None:
    """Moves (deals and equips) after which every quest step due this round is met; [] when
    every step is met already; None when the search finds no way."""
    if not unmet_quests(view, seat):
        return []
    seen: set[tuple] = set()
    visited = 0

    def walk(state: FWState, depth: int) -> list[Action] | None:
        nonlocal visited
        visited += 1
        if visited > NODE_LIMIT or depth == MAX_MOVES:
            return None
        for action in _moves(state, seat):
            try:
                after = look_ahead(state, seat, action)
            except (IllegalAction, ValueError, KeyError):
                continue
            if not unmet_quests(after, seat):
                return [action]
            key = _key(after, seat)
            if key in seen:
                continue
            seen.add(key)
            rest = walk(after, depth + 1)
            if rest is not None:
                return [action, *rest]
        return None

    return walk(view, 0)


def take_rescue(view: FWState, seat: int, take: Action) -> list[Action] | None:
    """``rescue`` once ``take`` (a quest taken) is played on ``view``; the last few answers
    are kept for the same view, which the bot's choice and the hint's words both ask about."""
    key = (id(view), seat, take)
    known = _TAKES.get(key)
    if known is not None and known[0] is view:
        return known[1]
    if len(_TAKES) >= TAKES_KEPT:
        _TAKES.clear()
    try:
        found = rescue(look_ahead(view, seat, take), seat)
    except (IllegalAction, ValueError, KeyError):
        found = None
    _TAKES[key] = (view, found)
    return found


TAKES_KEPT = 32
"""Answers ``take_rescue`` keeps (bounded: a long session must not grow with it)."""
_TAKES: dict[tuple[int, int, Action], tuple[FWState, list[Action] | None]] = {}


def _moves(state: FWState, seat: int) -> list[Action]:
    """Equips for an unmet step (adventurers already on a met step stay), then deals."""
    data = state.seats[seat]
    unmet = [e.id for e in unmet_quests(state, seat)]
    met = {e.id for e in data.quests} - set(unmet)
    weapons = state.world.content.all_weapons
    designs = [weapons[d] for d in dict.fromkeys(q.owned_designs(state, seat))]
    equips: list[Action] = [
        Equip(adv.id, w.id, qid)
        for qid in unmet
        for adv in data.advs
        if adv.quest not in met and not (adv.quest == qid and adv.weapon is not None)
        for w in designs
        if q.can_wield(adv.level, w) and all(data.pool.get(r, 0) >= n for r, n in w.cost.items())
    ]
    return [*equips, *merchant_options(state, seat)]


def _key(state: FWState, seat: int) -> tuple:
    """What the search's positions differ in: the seat's gold, cubes, deals used and arms."""
    data = state.seats[seat]
    arms = tuple(sorted((a.id, a.quest or "", a.weapon or "") for a in data.advs))
    pool = tuple(sorted((r, n) for r, n in data.pool.items() if n))
    stalls = tuple(sorted(data.stall_uses.items()))
    return data.gold, pool, data.buys, data.sells, arms, stalls, data.extra_stall_uses
