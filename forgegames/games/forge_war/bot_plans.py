"""The greedy bot's plans to meet a quest's current step: the equips that meet it, with the
merchant deals, market stalls and sales that make them possible."""

from __future__ import annotations

from forgegames.core.actions import Action
from forgegames.core.errors import IllegalAction
from forgegames.games.forge_war import quests as q
from forgegames.games.forge_war.bot_values import BUY_ORDER, CUBE_VALUE, look_ahead, unmet_quests
from forgegames.games.forge_war.economy import buy_price, sell_price, stall_sides
from forgegames.games.forge_war.game_actions import MERCHANT_ACTIONS, Buy, Equip, Sell, UseStall
from forgegames.games.forge_war.state import Adventurer, FWState
from forgegames.games.forge_war.world import World


def plan_for(view: FWState, seat: int, qid: str, budget_buys: bool = True) -> list[Action] | None:
    """Equips that meet ``qid``'s current step, with the deals that make them possible (solo: at
    most one purchase; else merchant purchases, market stalls and a sale to pay for a
    purchase, a few in all), or None."""
    state = view
    plan: list[Action] = []
    for _ in range(10):
        req = q.requirement(state, seat, qid)
        if req.met:
            return plan
        if not plan and not view.solo and _out_of_reach(state, seat, qid, req):
            return None
        step: Action | None = _best_equip(state, seat, qid, req)
        if step is None and budget_buys:
            if view.solo:
                if not any(isinstance(a, Buy) for a in plan):
                    step = _enabling_deal(state, seat, qid, [Buy(r) for r in BUY_ORDER])
            elif sum(1 for a in plan if isinstance(a, MERCHANT_ACTIONS)) < MAX_DEALS:
                step = _enabling_deal(state, seat, qid, _deals(state, seat))
                if step is None:
                    step = _enabling_sale(state, seat, qid)
        if step is None:
            return None
        try:
            state = look_ahead(state, seat, step)
        except IllegalAction:
            return None
        plan.append(step)
    return None


def _out_of_reach(state: FWState, seat: int, qid: str, req: q.Requirement) -> bool:
    """The free adventurers could not meet the step even with the strongest owned design each,
    whatever the cubes."""
    weapons = state.world.content.all_weapons
    designs = [weapons[d] for d in q.owned_designs(state, seat)]
    typed = {t for w in designs for t in w.types}
    needed = req.needed - 3 * sum(1 for t in req.missing if t in typed)
    most = sum(
        max((w.power for w in designs if q.can_wield(a.level, w)), default=0)
        for a in _free_advs(state, seat, qid)
    )
    return req.power + most < needed


MAX_DEALS = 3
"""The most merchant and stall deals the greedy bot plans for one quest step."""


def _deals(state: FWState, seat: int) -> list[Action]:
    """The purchases and stall exchanges that may bring a cube (legal or not: tried)."""
    out: list[Action] = [Buy(r) for r in BUY_ORDER]
    for card in state.seats[seat].bonus:
        if state.world.content.all_bonus[card].kind == "stall":
            out += [UseStall(card, "left"), UseStall(card, "right")]
    return out


def _enabling_deal(state: FWState, seat: int, qid: str, deals: list[Action]) -> Action | None:
    """The first deal after which some weapon can be forged for the quest."""
    pool = state.seats[seat].pool
    for deal in deals:
        if not _can_forge(state, seat, qid, _pool_after(state.world, pool, deal)):
            continue
        try:
            after = look_ahead(state, seat, deal)
        except IllegalAction:
            continue
        if _best_equip(after, seat, qid, q.requirement(after, seat, qid)) is not None:
            return deal
    return None


def _pool_after(world: World, pool: dict[str, int], deal: Action) -> dict[str, int]:
    """The pool after a purchase, a sale or a stall exchange (legal or not)."""
    out = dict(pool)
    if isinstance(deal, Buy):
        out[deal.resource] = out.get(deal.resource, 0) + 1
    elif isinstance(deal, Sell):
        out[deal.resource] = out.get(deal.resource, 0) - 1
    elif isinstance(deal, UseStall):
        paid, got = stall_sides(world, deal.card, deal.give)
        for r, n in paid.items():
            out[r] = out.get(r, 0) - n
        for r, n in got.items():
            out[r] = out.get(r, 0) + n
    return out


def _can_forge(state: FWState, seat: int, qid: str, pool: dict[str, int]) -> bool:
    """Some adventurer free for the quest can carry an owned design the pool pays for."""
    if any(n < 0 for n in pool.values()):
        return False
    weapons = state.world.content.all_weapons
    designs = [weapons[d] for d in q.owned_designs(state, seat)]
    designs = [w for w in designs if all(pool.get(r, 0) >= n for r, n in w.cost.items())]
    if not designs:
        return False
    levels = {a.level for a in _free_advs(state, seat, qid)}
    return any(q.can_wield(lv, w) for lv in levels for w in designs)


def _enabling_sale(state: FWState, seat: int, qid: str) -> Action | None:
    """A cube sold when its gold pays for the purchase that makes a weapon possible."""
    data = state.seats[seat]
    pool = data.pool
    for rid in sorted((r for r, n in pool.items() if n), key=lambda r: CUBE_VALUE.get(r, 1)):
        sold = _pool_after(state.world, pool, Sell(rid))
        gold = data.gold + sell_price(state.world, data, rid)
        buys = [
            Buy(r)
            for r in BUY_ORDER
            if r != rid
            and buy_price(state.world, r) <= gold
            and _can_forge(state, seat, qid, _pool_after(state.world, sold, Buy(r)))
        ]
        if not buys:
            continue
        try:
            after = look_ahead(state, seat, Sell(rid))
        except IllegalAction:
            continue
        if _enabling_deal(after, seat, qid, buys):
            return Sell(rid)
    return None


def _free_advs(state: FWState, seat: int, qid: str) -> list[Adventurer]:
    busy = set()
    for entry in state.seats[seat].quests:
        if entry.id != qid and q.requirement(state, seat, entry.id).met:
            busy.add(entry.id)
    return [a for a in state.seats[seat].advs if a.quest not in busy and a.quest != qid]


def _best_equip(state: FWState, seat: int, qid: str, req: q.Requirement) -> Equip | None:
    data = state.seats[seat]
    best = None
    best_score = -1e9
    gap = req.needed - req.power
    for adv in _free_advs(state, seat, qid):
        for did in q.owned_designs(state, seat):
            w = state.world.content.all_weapons[did]
            if not q.can_wield(adv.level, w):
                continue
            if any(data.pool.get(r, 0) < n for r, n in w.cost.items()):
                continue
            covers = sum(1 for t in w.types if t in req.missing)
            gain = w.power + covers * state.world.content.rules.missing_type_penalty
            cost = sum(CUBE_VALUE[r] * n for r, n in w.cost.items())
            finishes = gain >= gap
            score = (100 if finishes else gain * 10) - cost - (0.5 * adv.level if finishes else 0)
            if score > best_score:
                best_score, best = score, Equip(adv.id, did, qid)
    return best


def plans_together(view: FWState, seat: int) -> bool:
    """Every unmet step can be met at once: each quest's plan played before the next's."""
    state = view
    for entry in unmet_quests(view, seat):
        plan = plan_for(state, seat, entry.id)
        if plan is None:
            return False
        for action in plan:
            state = look_ahead(state, seat, action)
    return True
