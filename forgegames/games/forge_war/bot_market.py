"""The greedy bot's market phase: each action's value for its price (card prestige, a design's
power, an adventurer, a level, the quest it makes ready), and what a pass saves for."""

from __future__ import annotations

from forgegames.core.actions import Action
from forgegames.core.errors import IllegalAction
from forgegames.core.hints import Choice
from forgegames.games.forge_war import market as m
from forgegames.games.forge_war import quests as q
from forgegames.games.forge_war.bot_plans import plan_for, plans_together
from forgegames.games.forge_war.bot_quests import prospect
from forgegames.games.forge_war.bot_values import (
    CUBE_VALUE,
    GOLD_VALUE,
    design_value,
    look_ahead,
    quest_value,
)
from forgegames.games.forge_war.economy import sell_price
from forgegames.games.forge_war.game_actions import (
    Barracks,
    Bazaar,
    Blacksmith,
    Buy,
    Clerk,
    EndBonusSpace,
    MarketPass,
    Road,
    Sell,
    TakeQuest,
)
from forgegames.games.forge_war.market import card_price, clerk_price
from forgegames.games.forge_war.market import space_free as market_free
from forgegames.games.forge_war.scoring import bonus_space_points
from forgegames.games.forge_war.stages import hire_cost, last_round
from forgegames.games.forge_war.state import FWState, with_seat


def market_value(view: FWState, seat: int, a: Action) -> float:
    c = view.world.content
    data = view.seats[seat]
    rounds_left = last_round(view) - view.round
    if isinstance(a, MarketPass):
        return c.rules.pass_gold * GOLD_VALUE + (0 if view.solo else saving_value(view, seat))
    if isinstance(a, EndBonusSpace):
        trial = with_seat(view, seat, end_bonuses=(*data.end_bonuses, a.bonus))
        gained = bonus_space_points(trial, seat)
        gained -= bonus_space_points(view, seat)
        return gained - c.end_bonuses[a.bonus].cost * 0.25
    if isinstance(a, Blacksmith):
        cid = view.market["up"]["weapon"]
        return design_value(view, seat, cid) - card_price(view, cid) * GOLD_VALUE
    if isinstance(a, Bazaar):
        cid = view.market["up"][a.slot]
        price = card_price(view, cid) * GOLD_VALUE
        if cid in c.all_bonus:
            card = c.all_bonus[cid]
            use = {"buyer": 0.4, "seller": 0.5, "trader": 0.3, "adventurer": 0.6}
            per_round = use.get(card.savvy or "", 0.5)
            return card.prestige + per_round * rounds_left - price
        s = c.all_single_use[cid]
        worth = s.gold * GOLD_VALUE + sum(CUBE_VALUE[r] * n for r, n in s.resources.items())
        worth += s.adventurers * 3 + s.level_ups * 1.5 + s.overseer_moves * 1.5
        worth += s.worker_moves * 0.3
        return worth - price
    if isinstance(a, Barracks):
        value = 0.0
        cost = 0
        if a.hire:
            value += 1 + (2.5 if rounds_left >= 2 else 0.5)
            cost += hire_cost(view)
        for adv_id in a.level:
            adv = next(x for x in data.advs if x.id == adv_id)
            value += 1 + (1 if adv.level == 3 else 0) + (0.8 if adv.level == 2 else 0.3)
            cost += adv.level
        return value - cost * GOLD_VALUE
    if isinstance(a, Clerk):
        return design_value(view, seat, a.design) - clerk_price(view, a.design) * GOLD_VALUE
    if isinstance(a, Road):
        entry = q.active(view, seat, a.quest)
        card = q.quest_card(view.world, a.quest)
        left = card.steps - entry.pos
        rounds = last_round(view) - view.round + 1
        urgent = 3.0 if left > rounds else 0.0
        legs = card.legs_done(entry.pos + a.steps) - card.legs_done(entry.pos)
        rushed = look_ahead(view, seat, a)
        at_risk = rushed.pending or not q.requirement(rushed, seat, a.quest).met
        if at_risk and plan_for(rushed, seat, a.quest) is None:
            return -2.0
        return urgent * a.steps + legs * 0.8 + 0.1 * a.steps
    return -1.0


def saving_value(view: FWState, seat: int) -> float:
    """What a gold saved counts for when the design worth most to the seat costs more than it
    has: its worth shared over the gold still lacking (the design is claimed in a later round
    instead of a lesser card now)."""
    if last_round(view) - view.round < 2:
        return 0.0
    gold = view.seats[seat].gold
    best = 0.0
    up = view.market["up"]["weapon"]
    targets = [(d, clerk_price(view, d)) for d in view.market["public"]]
    targets = [(d, p) for d, p in targets if seat not in view.market["claims"].get(d, [])]
    if up is not None:
        targets.append((up, card_price(view, up)))
    for design, price in targets:
        if price > gold:
            worth = design_value(view, seat, design) - price * GOLD_VALUE
            best = max(best, SAVING_WEIGHT * worth / (price - gold))
    return best


SAVING_WEIGHT = 1.0
"""How much the design a seat saves for counts in the gold passing brings."""


def market_choices(view: FWState, seat: int, legal: list[Action]) -> list[Choice]:
    """Market actions scored by their value for the price (``market_value``) plus the better
    quest each makes ready this round (tried best-first; an action that cannot catch up with
    the best found keeps its own value). A sale comes first when it alone pays for a design
    worth more than the best affordable action."""
    options = [a for a in legal if not isinstance(a, Buy) and a.verb not in ("sell", "stall")]
    if view.solo:
        if _ready(view, seat):
            return [
                Choice(a, market_value(view, seat, a) + _keeps_ready(view, seat, a))
                for a in options
            ]
        sells = [a for a in legal if isinstance(a, Sell)]
        return [
            Choice(a, market_value(view, seat, a) + solo_readiness(view, seat, a, 1))
            for a in [*options, *sells]
        ]
    now = prospect(view, seat)
    # No quest is worth more than its full prestige and legs over its length: an action whose
    # own value falls short of the best found by more than that gain could bring is skipped.
    offer = [q.quest_card(view.world, qid) for qid in view.quests["offer"] if qid]
    ceiling = max(
        ((c.full_prestige + len(c.legs)) / (1 + 0.12 * c.steps) for c in offer), default=0.0
    )
    reach = READY_WEIGHT * max(0.0, ceiling - now)
    best_value = -1e9
    out: list[Choice] = []
    ranked_options = sorted(
        ((market_value(view, seat, a), a) for a in options), key=lambda x: -x[0]
    )
    for value, a in ranked_options:
        if value + reach > best_value and not isinstance(a, (EndBonusSpace, Road)):
            try:
                after = look_ahead(view, seat, a)
                value += READY_WEIGHT * (prospect(after, seat) - now)
            except (IllegalAction, ValueError):
                pass
        best_value = max(best_value, value)
        out.append(Choice(a, value))
    sale = _sell_for_design(view, seat, legal, best_value)
    return [Choice(sale, best_value + 0.01), *out] if sale is not None else out


READY_WEIGHT = 0.6
"""How much a market action counts for the better quest it lets the seat take this round."""


def _sell_for_design(
    view: FWState, seat: int, legal: list[Action], best_value: float
) -> Action | None:
    """A cube sold now when that alone pays for a design worth more than the best affordable
    action (the later stages' designs cost more than passing ever gathers)."""
    sells = [a for a in legal if isinstance(a, Sell)]
    if not sells:
        return None
    data = view.seats[seat]
    sale = max(
        sells, key=lambda a: sell_price(view.world, data, a.resource) - CUBE_VALUE[a.resource]
    )
    reach = data.gold + sell_price(view.world, data, sale.resource)
    wanted: list[tuple[Action, int]] = []
    up = view.market["up"]["weapon"]
    if up is not None and market_free(view, "blacksmith"):
        wanted.append((Blacksmith(), card_price(view, up)))
    for design in view.market["public"]:
        if seat not in view.market["claims"].get(design, []):
            wanted.append((Clerk(design), clerk_price(view, design)))
    for action, price in wanted:
        if data.gold < price <= reach and market_value(view, seat, action) > best_value + 1:
            return sale
    return None


SOLO_READY_VALUE = 6.0
"""Solo: what being able to take and meet a quest this round is worth to a market action."""


def solo_readiness(view: FWState, seat: int, action: Action, depth: int = 0) -> float:
    """Solo: ``SOLO_READY_VALUE`` when, after ``action`` (and up to ``depth`` more market
    actions or sales), some quest in the offer could be taken with every unmet step planned
    (a solo player must take one every round and fail none); half of it one step further."""
    try:
        after = look_ahead(view, seat, action)
    except IllegalAction:
        return 0.0
    if _ready(after, seat):
        return SOLO_READY_VALUE
    if depth <= 0 or after.pending:
        return 0.0
    further = [a for a in m.market_options(after, seat) if not isinstance(a, Road)]
    further += [Sell(rid) for rid, n in after.seats[seat].pool.items() if n]
    best = max((solo_readiness(after, seat, a, depth - 1) for a in further), default=0.0)
    return best / 2


def _keeps_ready(view: FWState, seat: int, action: Action) -> float:
    """Solo, already able to take a quest: whether ``action`` keeps it so."""
    return (
        SOLO_READY_VALUE if isinstance(action, MarketPass) else solo_readiness(view, seat, action)
    )


def _ready(view: FWState, seat: int) -> bool:
    """Some quest in the offer can be taken now with every unmet step planned."""
    data = view.seats[seat]
    if len(data.quests) >= view.world.content.rules.quest_trackers:
        return False
    for slot, qid in enumerate(view.quests["offer"]):
        if (
            qid is None
            or data.gold < q.slot_cost(view.world, slot)
            or quest_value(view, seat, qid, 0) < -9
        ):
            continue
        if plans_together(look_ahead(view, seat, TakeQuest(slot)), seat):
            return True
    return False
