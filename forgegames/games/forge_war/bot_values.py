"""What things are worth to Forge War's greedy bot: cubes and gold, the cubes its quests and
designs want, a design's forging power, a quest for the prestige it should bring; and
``look_ahead``, the state after one of its own actions."""

from __future__ import annotations

from typing import Any

from forgegames.core.actions import Action
from forgegames.games.forge_war import quests as q
from forgegames.games.forge_war.economy import Log, apply_merchant, savvy_count, sell_price
from forgegames.games.forge_war.game_actions import MERCHANT_ACTIONS, Equip, Road, TakeQuest
from forgegames.games.forge_war.market import apply_market
from forgegames.games.forge_war.stages import last_round
from forgegames.games.forge_war.state import FWState, QuestEntry, evolve

BUY_ORDER = ("iron", "copper", "emerald", "mithril", "ruby", "diamond")
"""Cubes the bot tries buying, when one is all a weapon lacks (later stages' last)."""

CUBE_VALUE = {
    "copper": 0.6,
    "iron": 0.9,
    "emerald": 1.4,
    "mithril": 1.0,
    "ruby": 1.2,
    "diamond": 1.5,
}

GOLD_VALUE = 0.45


def look_ahead(state: FWState, seat: int, action: Action) -> FWState:
    """``state`` after ``seat``'s ``action`` (a merchant deal, a quest taken, a weapon forged,
    a road rush), to look ahead. Only the action's own effect is applied, through the same
    functions the rules use (IllegalAction when it is not possible); the bot needs no title."""
    s = state
    log = Log(s)
    if isinstance(action, MERCHANT_ACTIONS):
        s = apply_merchant(s, seat, action, log)
    elif isinstance(action, TakeQuest):
        s = evolve(q.apply_take(s, seat, action.slot, log), step="manage")
    elif isinstance(action, Equip):
        s = q.apply_equip(s, seat, action, log)
    elif isinstance(action, Road) or (s.phase == "market" and not s.pending):
        s = apply_market(s, seat, action, log)
    else:
        raise ValueError(f"the bot does not look ahead through '{action}'")
    return s


# --- a quest, for the prestige it should bring -----------------------------------------------
def rounds_left(view: FWState) -> int:
    """Quest advances still to come, counting this round's."""
    return last_round(view) - view.round + 1


def quest_value(view: FWState, seat: int, qid: str, cost: int) -> float:
    card = q.quest_card(view.world, qid)
    if view.solo:
        return solo_quest_value(card, cost) - solo_too_long(view, seat, card)
    if card.steps > rounds_left(view):
        return -10.0
    potential = sorted(
        (
            max(
                (
                    view.world.content.all_weapons[d].power
                    for d in q.owned_designs(view, seat)
                    if q.can_wield(a.level, view.world.content.all_weapons[d])
                ),
                default=0,
            )
            for a in view.seats[seat].advs
        ),
        reverse=True,
    )
    hardest = max(leg.difficulty for leg in card.legs)
    if sum(potential) < hardest:
        return -5.0
    per_step = card.full_prestige + len(card.legs) * 1.0
    if not _types_covered(view, seat, card):
        per_step *= 0.6  # a missing type adds 3: still worth it when power is to spare
    return per_step / (1 + 0.12 * card.steps) - cost * GOLD_VALUE


def solo_quest_value(card: Any, cost: int) -> float:
    """Solo: every quest taken must be finished, so the easiest quest is the best one (its
    hardest step and the weapon types it asks for), prestige only breaking ties."""
    hardest = max(leg.difficulty + 3 * len(leg.types) for leg in card.legs)
    return 20.0 - hardest - 0.5 * card.steps - cost + 0.05 * card.full_prestige


def solo_too_long(view: FWState, seat: int, card: Any) -> float:
    """Solo: a quest taken before the last round must be finished by the end, or the game is
    lost; one longer than its steps in the rounds left and the road's rushes can never be."""
    left = last_round(view) - view.round
    if left <= 0:
        return 0.0  # the last round's quest may stay under way
    rush = 1 + savvy_count(view.world, view.seats[seat], "adventurer")
    return 30.0 if card.steps > left + 1 + left * rush else 0.0


def _types_covered(view: FWState, seat: int, card: Any) -> bool:
    """Some adventurer can wield an owned design of every type the quest asks for."""
    top = max(a.level for a in view.seats[seat].advs)
    types = set()
    for d in q.owned_designs(view, seat):
        w = view.world.content.all_weapons[d]
        if q.can_wield(top, w):
            types.update(w.types)
    return all(t in types for leg in card.legs for t in leg.types)


TAKE_FLOOR = 0.5
"""The least a quest must be worth (``take_value``) for the greedy bot to take it."""


# --- the cubes it works toward ------------------------------------------------------------------
def wanted_cubes(view: FWState, seat: int) -> tuple[dict[str, int], dict[str, int]]:
    """The cubes the seat's plans ask for, and those it lacks: the weapons (owned designs,
    one per free adventurer, best level first) that would close the gap of each active quest's
    hardest leg to come, then of the best quest in the offer it cannot take yet."""
    data = view.seats[seat]
    weapons = view.world.content.all_weapons
    designs = [weapons[d] for d in q.owned_designs(view, seat)]
    targets: list[tuple[int, set[str]]] = []
    for entry in data.quests:
        card = q.quest_card(view.world, entry.id)
        on = [a for a in data.advs if a.quest == entry.id and a.weapon]
        power = sum(weapons[a.weapon].power + (a.tokens or 0) for a in on)
        carried = {t for a in on for t in weapons[a.weapon].types}
        gap, missing = 0, set()
        for leg in card.legs[card.leg_at(entry.pos) :]:
            lack = {t for t in leg.types if t not in carried}
            if leg.difficulty + 3 * len(lack) - power > gap:
                gap, missing = leg.difficulty + 3 * len(lack) - power, lack
        if gap > 0:
            targets.append((gap, missing))
    if len(data.quests) < view.world.content.rules.quest_trackers:
        offer = [
            (quest_value(view, seat, qid, q.slot_cost(view.world, i)), qid)
            for i, qid in enumerate(view.quests["offer"])
            if qid
        ]
        offer = [x for x in offer if x[0] > TAKE_FLOOR]
        if offer:
            card = q.quest_card(view.world, max(offer)[1])
            leg = card.legs[0]
            targets.append((leg.difficulty + 3 * len(leg.types), set(leg.types)))
    free = sorted((a.level for a in data.advs if a.quest is None), reverse=True)
    need: dict[str, int] = {}
    for gap, missing in targets:
        while gap > 0 and free:
            level = free.pop(0)
            fits = [w for w in designs if q.can_wield(level, w)]
            if not fits:
                continue
            w = max(fits, key=lambda w, m=missing: _weapon_score(w, m))
            gap -= w.power + 3 * len(missing & set(w.types))
            missing -= set(w.types)
            for r, n in w.cost.items():
                need[r] = need.get(r, 0) + n
    pool = data.pool
    short = {r: n - pool.get(r, 0) for r, n in need.items() if n > pool.get(r, 0)}
    return need, short


def _weapon_score(w: Any, missing: set[str]) -> float:
    """A weapon's worth toward a gap: its power and the types it adds, less its cubes."""
    covers = len(missing & set(w.types))
    return w.power + 3 * covers - 0.6 * sum(CUBE_VALUE[r] * n for r, n in w.cost.items())


def cube_values(view: FWState, seat: int) -> dict[str, float]:
    """What a cube is worth to the seat now: more when its plans lack it, less when no owned
    design uses it (then it is only worth its sale)."""
    _need, short = wanted_cubes(view, seat)
    used = {r for d in q.owned_designs(view, seat) for r in view.world.content.all_weapons[d].cost}
    values = {}
    for r, v in CUBE_VALUE.items():
        if short.get(r):
            values[r] = v * WANTED_FACTOR
        elif r in used:
            values[r] = v
        else:
            values[r] = max(v * UNUSED_FACTOR, 0.3 * sell_price(view.world, view.seats[seat], r))
    return values


WANTED_FACTOR = 1.3
"""How much more a cube the seat's plans lack is worth to it."""

UNUSED_FACTOR = 1.0
"""How much a cube no owned design uses is worth to it (its sale pays for the rest)."""


# --- a design, for the power it adds -------------------------------------------------------------
def design_value(view: FWState, seat: int, design_id: str) -> float:
    w = view.world.content.all_weapons[design_id]
    levels = [a.level for a in view.seats[seat].advs]
    usable = sum(1 for lv in levels if lv >= w.level)
    owned = [view.world.content.all_weapons[d] for d in q.owned_designs(view, seat)]
    new_type = any(t not in {x for o in owned for x in o.types} for t in w.types)
    best_power = max((o.power for o in owned), default=0)
    useful = (1.5 if new_type else 0) + max(0, w.power - best_power) * 0.7
    if view.solo:  # a quest every round: what can be forged from the pool now matters most
        pool = view.seats[seat].pool
        forgeable = min(pool.get(r, 0) // n for r, n in w.cost.items())
        useful += 1.5 * min(forgeable, 2)
    elif design_id not in q.owned_designs(view, seat):
        # What the pool's cubes (and a round's more) can forge with it, against without it.
        designs = [view.world.content.all_weapons[d] for d in q.owned_designs(view, seat)]
        pool = dict(view.seats[seat].pool)
        for r in w.cost:
            pool[r] = pool.get(r, 0) + 1
        gain = forge_power([*designs, w], pool, levels) - forge_power(designs, pool, levels)
        useful += FORGE_WEIGHT * gain
    return w.prestige + (useful if usable else useful * 0.3)


FORGE_WEIGHT = 0.5
"""How much a design counts for the power it adds to what the seat's cubes can forge."""


def forge_power(designs: list[Any], pool: dict[str, int], levels: list[int]) -> int:
    """Roughly the most power the pool's cubes forge for these adventurers: the strongest
    weapon each can carry and the pool still pays for, highest levels first."""
    pool = dict(pool)
    total = 0
    for level in sorted(levels, reverse=True):
        fits = [
            w
            for w in designs
            if q.can_wield(level, w) and all(pool.get(r, 0) >= n for r, n in w.cost.items())
        ]
        if not fits:
            continue
        w = max(fits, key=lambda x: (x.power / max(1, sum(x.cost.values())), x.power))
        for r, n in w.cost.items():
            pool[r] -= n
        total += w.power
    return total


def unmet_quests(view: FWState, seat: int) -> list[QuestEntry]:
    return [e for e in view.seats[seat].quests if not q.requirement(view, seat, e.id).met]
