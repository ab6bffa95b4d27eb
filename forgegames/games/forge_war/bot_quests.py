"""The greedy bot's quest phase: which quest to take (for the prestige it should reach), how
to manage its quests, and the cubes it buys ahead or sells as surplus."""

from __future__ import annotations

from forgegames.core.actions import Action
from forgegames.core.errors import IllegalAction
from forgegames.games.forge_war import quests as q
from forgegames.games.forge_war.bot_plans import plan_for, plans_together
from forgegames.games.forge_war.bot_rescue import rescue, take_rescue
from forgegames.games.forge_war.bot_values import (
    CUBE_VALUE,
    GOLD_VALUE,
    TAKE_FLOOR,
    look_ahead,
    quest_value,
    unmet_quests,
    wanted_cubes,
)
from forgegames.games.forge_war.economy import buy_price, sell_price
from forgegames.games.forge_war.game_actions import Buy, Done, QuestPass, Sell, TakeQuest, Unassign
from forgegames.games.forge_war.state import FWState


def best_quest(view: FWState, seat: int, legal: list[Action]) -> Action:
    if not view.solo:
        takes = [a for a in legal if isinstance(a, TakeQuest)]
        value, slot = best_take(view, seat, [a.slot for a in takes])
        sale = _sell_for_quest(view, seat, legal, value)
        if sale is not None:
            return sale
        return TakeQuest(slot) if slot is not None and value > TAKE_FLOOR else QuestPass()
    best: tuple[float, Action] = (-1000.0, QuestPass())  # solo: passing loses the game
    for a in legal:
        if not isinstance(a, TakeQuest):
            continue
        qid = view.quests["offer"][a.slot]
        value = quest_value(view, seat, qid, q.slot_cost(view.world, a.slot))
        if value <= best[0]:
            continue
        if plans_together(look_ahead(view, seat, a), seat):
            best = (value, a)
    if isinstance(best[1], QuestPass):
        takes = [a for a in legal if isinstance(a, TakeQuest)]
        takes.sort(key=lambda a: -quest_value(view, seat, view.quests["offer"][a.slot], 0))
        # None planned by the bot's own plans: the first that a wider search can meet, else
        # the one worth most (the game is lost whichever is taken).
        for a in takes:
            if take_rescue(view, seat, a) is not None:
                return a
        if takes:
            return takes[0]
    return best[1]


def _sell_for_quest(view: FWState, seat: int, legal: list[Action], best: float) -> Action | None:
    """A cube sold first when the gold lets the seat take a clearly better quest (a slot it
    cannot pay for, or the merchant's cube a plan needs)."""
    sells = {a.resource: a for a in legal if isinstance(a, Sell)}
    if not sells or len(view.seats[seat].quests) >= view.world.content.rules.quest_trackers:
        return None
    offer = view.quests["offer"]
    slots = [s for s, qid in enumerate(offer) if qid]
    chosen, most = None, max(best, TAKE_FLOOR) + 1.0
    rough = (
        max(quest_value(view, seat, offer[s], q.slot_cost(view.world, s)) for s in slots)
        if slots
        else 0
    )
    if rough <= most:
        return None
    data = view.seats[seat]
    ranked = sorted(sells, key=lambda r: -sell_price(view.world, data, r) / CUBE_VALUE[r])[:2]
    for rid in ranked:
        sale = sells[rid]
        try:
            after = look_ahead(view, seat, sale)
        except IllegalAction:
            continue
        value, slot = best_take(after, seat, slots)
        if slot is not None and value - 0.3 * CUBE_VALUE[rid] > most:
            chosen, most = sale, value - 0.3 * CUBE_VALUE[rid]
    return chosen


def best_take(
    view: FWState, seat: int, slots: list[int], weighed: int = 3
) -> tuple[float, int | None]:
    """The offered quest worth most to take now (``take_value``), tried best-first by its
    rough value (the ``weighed`` likeliest), with every unmet step (its first included)
    planned at once."""
    data = view.seats[seat]
    if len(data.quests) >= view.world.content.rules.quest_trackers:
        return 0.0, None
    offer = view.quests["offer"]
    rough = []
    for slot in slots:
        qid = offer[slot]
        if qid is None or data.gold < q.slot_cost(view.world, slot):
            continue
        value = quest_value(view, seat, qid, q.slot_cost(view.world, slot))
        if value > TAKE_FLOOR:
            rough.append((value, slot))
    rough.sort(reverse=True)
    best: tuple[float, int | None] = (0.0, None)
    for value, slot in rough[:weighed]:
        if value <= best[0]:
            break
        worth = take_value(view, seat, slot)
        if worth > best[0]:
            best = (worth, slot)
    return best


def take_value(view: FWState, seat: int, slot: int) -> float:
    """What taking the quest in ``slot`` now is worth: its prestige as far as the bot expects
    to carry it (the full value when every later leg looks reachable with the cubes it has and
    expects, else the consolation of the last leg it can reach), less the slot's gold; -10
    when a step due this round (this quest's or another's) cannot be met."""
    qid = view.quests["offer"][slot]
    cost = q.slot_cost(view.world, slot)
    state = look_ahead(view, seat, TakeQuest(slot))
    unmet = unmet_quests(state, seat)
    unmet.sort(key=lambda e: e.id != qid)  # the others' plans after this one's
    for entry in unmet:
        plan = plan_for(state, seat, entry.id)
        if plan is None:
            return -10.0
        for action in plan:
            state = look_ahead(state, seat, action)
    card = q.quest_card(view.world, qid)
    prestige = reachable_prestige(state, seat, qid)
    value = prestige + 0.6 * len(card.legs) if prestige == card.full_prestige else prestige
    return value / (1 + 0.12 * card.steps) - cost * GOLD_VALUE - _spent(view, state, seat)


def _spent(before: FWState, after: FWState, seat: int) -> float:
    """The worth of the cubes and gold a plan used (a small weight: they were gathered to be
    used, but a quest that needs fewer leaves more for the next)."""
    pool0, pool1 = before.seats[seat].pool, after.seats[seat].pool
    cubes = sum(CUBE_VALUE[r] * (pool0.get(r, 0) - pool1.get(r, 0)) for r in CUBE_VALUE)
    gold = before.seats[seat].gold - after.seats[seat].gold
    return 0.25 * (cubes + gold * GOLD_VALUE)


def prospect(view: FWState, seat: int) -> float:
    """The best quest the seat could take now (``take_value``), 0 when none is worth it."""
    offer = view.quests["offer"]
    value, _slot = best_take(view, seat, [s for s, qid in enumerate(offer) if qid], weighed=2)
    return max(value, 0.0)


def manage(view: FWState, seat: int, legal: list[Action]) -> Action:
    unmet = sorted(
        unmet_quests(view, seat),
        key=lambda e: -q.quest_card(view.world, e.id).full_prestige * (1 + e.pos),
    )
    if unmet and not plans_together(view, seat):
        # The bot's plans, one quest after another, fail one: a wider search may meet all.
        way = rescue(view, seat)
        if way and way[0] in legal:
            return way[0]
    for entry in unmet:
        plan = plan_for(view, seat, entry.id)
        if plan:
            return plan[0]
    # Quests that cannot be met fail anyway: free their adventurers for the others.
    hopeless = {e.id for e in unmet}
    if len(hopeless) < len(unmet) or (hopeless and len(view.seats[seat].quests) > len(hopeless)):
        for a in legal:
            if isinstance(a, Unassign):
                adv = next(x for x in view.seats[seat].advs if x.id == a.adv)
                if adv.quest in hopeless:
                    return a
    if not view.solo:
        deal = _surplus_sale(view, seat, legal) or _buy_ahead(view, seat, legal)
        if deal is not None:
            return deal
    return Done()


def _buy_ahead(view: FWState, seat: int, legal: list[Action]) -> Action | None:
    """The merchant's cube the seat's plans lack most, bought while gold allows (one purchase
    a round: a leg that needs two more cubes is bought for over two rounds)."""
    buys = {a.resource: a for a in legal if isinstance(a, Buy)}
    if not buys:
        return None
    _need, short = wanted_cubes(view, seat)
    gold = view.seats[seat].gold
    fits = [r for r in short if r in buys and gold - buy_price(view.world, r) >= GOLD_RESERVE]
    if not fits:
        return None
    return buys[max(fits, key=lambda r: (short[r], -buy_price(view.world, r)))]


GOLD_RESERVE = 1
"""Gold the greedy bot keeps when it buys ahead (a quest slot)."""


def _surplus_sale(view: FWState, seat: int, legal: list[Action]) -> Action | None:
    """A cube no owned design uses (or one of a big pile) sold for gold, which pays for quest
    slots, purchases and designs."""
    sells = {a.resource: a for a in legal if isinstance(a, Sell)}
    if not sells:
        return None
    data = view.seats[seat]
    used = {r for d in q.owned_designs(view, seat) for r in view.world.content.all_weapons[d].cost}
    pool = data.pool
    need, _short = wanted_cubes(view, seat)
    spare = [
        r
        for r in sells
        if (r not in used and not need.get(r)) or pool.get(r, 0) > need.get(r, 0) + SURPLUS_PILE
    ]
    if not spare:
        return None
    return sells[
        max(spare, key=lambda r: (r not in used, sell_price(view.world, data, r), pool[r]))
    ]


SURPLUS_PILE = 5
"""More cubes of one kind than this: the greedy bot sells one a round."""

INCOME_PER_ROUND = 2.0
"""Cubes a seat can expect a round (the mine, quest rewards, a merchant buy), for planning."""


def reachable_prestige(state: FWState, seat: int, qid: str) -> int:
    """The prestige the quest should bring, its current step met: its full value when every
    later leg looks reachable (the power it lacks against the power the pool's cubes and the
    expected income until then can forge, with adventurers free to carry it), else the
    consolation of the leg before the first that does not."""
    card = q.quest_card(state.world, qid)
    entry = q.active(state, seat, qid)
    data = state.seats[seat]
    on = [a for a in data.advs if a.quest == qid and a.weapon]
    weapons = state.world.content.all_weapons
    power = sum(weapons[a.weapon].power + (a.tokens or 0) for a in on)
    carried = {t for a in on for t in weapons[a.weapon].types}
    free = [a for a in data.advs if a.quest is None]
    designs = [weapons[d] for d in q.owned_designs(state, seat)]
    top = max((a.level for a in free), default=0)
    usable = [w for w in designs if q.can_wield(top, w)]
    per_cube = max((w.power / max(1, sum(w.cost.values())) for w in usable), default=0.0)
    strongest = max((w.power for w in usable), default=0)
    typed = {t for w in usable for t in w.types}
    cubes = sum(data.pool.values())
    sharing = 1 + sum(1 for e in data.quests if e.id != qid)
    current = card.leg_at(entry.pos)
    start = 0
    for i, leg in enumerate(card.legs):
        if i <= current:
            start += leg.steps
            continue
        rounds = start - entry.pos
        start += leg.steps
        missing = [t for t in leg.types if t not in carried]
        penalty = sum(3 for t in missing if t not in typed)
        gap = leg.difficulty + penalty - power
        if gap <= 0:
            continue
        budget = (cubes + INCOME_PER_ROUND * rounds / sharing) * per_cube
        weapons_needed = -(-gap // strongest) if strongest else 99
        if gap > budget or weapons_needed > len(free) or (missing and len(free) < len(missing)):
            return card.legs[i - 1].prestige
    return card.full_prestige
