"""Forge War's greedy bot: simple heuristics, one decision at a time, seeing only its view.

It plans toward quests, one ply at a time (no search):

- Quests: take the offered quest worth most for the prestige it should bring: its current step
  met now (equips, with merchant purchases, market stalls and a sale to pay for a purchase),
  every other unmet step still met, and its later legs judged reachable against the cubes in
  the pool and those expected in the rounds until then (else only the consolation of the last
  leg it can reach counts). Manage by forging the cheapest weapons that meet each step; never
  equips a quest it cannot meet.
- The cubes it works toward: the weapons that would close each active quest's hardest leg to
  come, and the best quest it cannot take yet, name the cubes it wants; the mine values them
  more, the merchant sells it one a round ahead, and cubes no plan or design uses are sold.
- Mine: the overseer move whose cubes are worth most to it (less half of what opponents get);
  pass when nothing is worth it. The extra move only when it is clearly worth the last place.
- Market: the action with the best value for its price (card prestige, a design for the power
  it adds to what its cubes forge, an adventurer, a level), plus the better quest it makes
  ready this round; a pass counts for the design it saves for; end-game bonus spaces counted
  exactly in the last round.
- Rewards: best overseer move, its own worker out of the mine, the most valuable card, levels
  to the strongest adventurers.
- Solo: an automated colour's tied moves: the one that takes fewest of its own workers away
  from the player (fewest player workers converted); a quest every round (the best it can
  meet, else the cheapest), since passing loses the game.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from typing import Any

from forgegames.core.actions import Action
from forgegames.core.errors import IllegalAction
from forgegames.core.hints import Choice, pick
from forgegames.core.title import Bot
from forgegames.games.forge_war import market as m
from forgegames.games.forge_war import quests as q
from forgegames.games.forge_war.cards import content
from forgegames.games.forge_war.economy import (
    Log,
    apply_merchant,
    buy_price,
    sell_price,
    stall_sides,
)
from forgegames.games.forge_war.game_actions import (
    MERCHANT_ACTIONS,
    Barracks,
    Bazaar,
    Blacksmith,
    Buy,
    ChooseTitle,
    Clerk,
    Done,
    EndBonusSpace,
    Equip,
    Finish,
    KeepWealth,
    Levels,
    MarketPass,
    QuestPass,
    Road,
    Sell,
    Skip,
    TakeCard,
    TakeQuest,
    TileBuy,
    Unassign,
    UseStall,
)
from forgegames.games.forge_war.hint_words import reason
from forgegames.games.forge_war.market import apply_market, card_price, clerk_price
from forgegames.games.forge_war.market import space_free as market_free
from forgegames.games.forge_war.mine import MineChange, destinations, move_overseer
from forgegames.games.forge_war.mine_actions import (
    MoveOverseer,
    MoveWorker,
    PassMove,
    PlaceOverseer,
    hex_of,
    move_action,
)
from forgegames.games.forge_war.mine_phase import MinePhase
from forgegames.games.forge_war.scoring import bonus_space_points
from forgegames.games.forge_war.stages import hire_cost, last_round
from forgegames.games.forge_war.state import FWState, clone, whose_turn

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
TITLE_PREFERENCE = (
    "opportunistic",
    "valorous",
    "unrelenting",
    "sanguine",
    "dendritic",
    "purified",
    "fortuitous",
    "charming",
    "rending",
    "thrusting",
    "brutish",
    "expeditious",
)
"""The greedy bot's order of champion titles, best first."""


def look_ahead(state: FWState, seat: int, action: Action) -> FWState:
    """``state`` after ``seat``'s ``action`` (a merchant deal, a quest taken, a weapon forged,
    a road rush), to look ahead. Only the action's own effect is applied, through the same
    functions the rules use (IllegalAction when it is not possible); the bot needs no title."""
    s = clone(state)
    log = Log(s)
    if isinstance(action, MERCHANT_ACTIONS):
        apply_merchant(s, seat, action, log)
    elif isinstance(action, TakeQuest):
        q.apply_take(s, seat, action.slot, log)
        s.step = "manage"
    elif isinstance(action, Equip):
        q.apply_equip(s, seat, action, log)
    elif isinstance(action, Road) or (s.phase == "market" and not s.pending):
        apply_market(s, seat, action, log)
    else:
        raise ValueError(f"the bot does not look ahead through '{action}'")
    return s


class GreedyBot(Bot):
    def __init__(self, seat: int) -> None:
        self.seat = seat

    def choose(self, view: FWState, legal: Sequence[Action], rng: random.Random) -> Action:
        legal = list(legal)
        seat = whose_turn(view)
        try:
            choice = self._choose(view, seat, legal, rng)
        except (IllegalAction, KeyError, AssertionError, ValueError, IndexError, ZeroDivisionError):
            choice = None
        return choice if choice in legal else _fallback(legal)

    def choices(
        self, view: FWState, legal: Sequence[Action], rng: random.Random | None = None
    ) -> list[Choice]:
        """Scored options where the bot weighs every option (the wealth kept, overseer
        moves, market actions); elsewhere its one pick (it plans quests step by step)."""
        legal = list(legal)
        seat = whose_turn(view)
        try:
            scored = self._scored(view, seat, legal)
        except (IllegalAction, KeyError, AssertionError, ValueError, IndexError, ZeroDivisionError):
            scored = None
        if scored:
            return [c for c in scored if c.action in legal]
        return [Choice(self.choose(view, legal, random.Random(0)), 0.0)]

    def reason(self, view: FWState, choice: Choice) -> str:
        seat = whose_turn(view)
        change = None
        if isinstance(choice.action, MoveOverseer) and not view.pending:
            phase = view.mphase
            actor = phase.actor if isinstance(phase, MinePhase) else None
            colour = seat if actor is None else actor  # solo: an automated colour's move
            try:
                change = _mine_change(view, colour, choice.action)
            except IllegalAction:
                change = None
        return reason(view, seat, choice, change)

    def _scored(self, view: FWState, seat: int, legal: list[Action]) -> list[Choice] | None:
        """The shared evaluation of the phases where every option gets a score."""
        if view.pending:
            return None
        if view.phase == "wealth":
            return [Choice(a, wealth_value(a)) for a in legal if isinstance(a, KeepWealth)]
        if view.phase == "place":
            return placement_choices(view, legal)
        if view.phase == "mine":
            return mine_choices(view, seat, legal)
        if view.phase == "market":
            return market_choices(view, seat, legal)
        return None

    def _choose(
        self, view: FWState, seat: int, legal: list[Action], rng: random.Random
    ) -> Action | None:
        if view.pending:
            return pending_choice(view, seat, legal)
        phase = view.phase
        if phase == "place":
            return best_placement(view, legal, rng)
        if phase == "quest":
            if view.step == "acquire":
                return best_quest(view, seat, legal)
            return manage(view, seat, legal)
        scored = self._scored(view, seat, legal)
        if scored is not None:
            best = pick(scored)
            return best.action if best is not None else None
        return Finish()


def _fallback(legal: list[Action]) -> Action:
    for kind in (Done, Finish, MarketPass, QuestPass, PassMove, Skip):
        for a in legal:
            if isinstance(a, kind):
                return a
    return legal[0]


# --- setup ---------------------------------------------------------------------------------------
def wealth_value(action: KeepWealth) -> float:
    cards = content().wealth
    value = 0.0
    for w in action.cards:
        card = cards[w]
        value += card.gold * GOLD_VALUE + card.adventurers * 3 + card.level_ups * 1.5
        value += sum(CUBE_VALUE[r] * n for r, n in card.resources.items())
        value += 1.5 if card.claim else 0
    return value - (0.5 if action.stack else 0)


def placement_choices(view: FWState, legal: list[Action]) -> list[Choice]:
    """Each overseer placement scored by the hexes it can reach next."""
    mine = view.mine
    assert mine is not None
    return [
        Choice(a, float(len(destinations(mine, hex_of(a.at)))))
        for a in legal
        if isinstance(a, PlaceOverseer)
    ]


def best_placement(view: FWState, legal: list[Action], rng: random.Random) -> Action:
    """The placement with the most reach, with a little noise so games differ."""
    scored = [(c.score + rng.random() * 0.5, c.action) for c in placement_choices(view, legal)]
    return max(scored, key=lambda x: x[0])[1]


# --- the mine ------------------------------------------------------------------------------------
def _mine_change(view: FWState, colour: int, a: MoveOverseer) -> MineChange:
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
    change = _mine_change(view, seat, a)
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
    phase = view.mphase

    def harm(a: MoveOverseer) -> int:
        changes = _mine_change(view, colour, a).changes
        return sum(1 for c in changes if c.kind == "convert" and c.before == seat)

    scored = sorted(((harm(a), a) for a in moves), key=lambda x: x[0])[:AUTOMATED_WEIGHED]

    def outlook(item: tuple[int, MoveOverseer]) -> float:
        lost, a = item
        after = dataclasses.replace(view, mine=_mine_change(view, colour, a).mine)
        own = [
            move_action(start, end)
            for start in after.mine.overseers_of(seat)
            for end, _path in destinations(after.mine, start)
        ]
        best = max((move_value(after, seat, m) for m in own), default=0.0)
        return best - 0.5 * lost

    if phase.order.index(seat) < phase.order.index(colour) and phase.order[0] != seat:
        return scored[0][1]  # the player has no move left this phase: do least harm
    return max(scored, key=outlook)[1]


AUTOMATED_WEIGHED = 12
"""How many of an automated colour's least harmful tied moves the bot looks beyond."""


def mine_choices(view: FWState, seat: int, legal: list[Action]) -> list[Choice] | None:
    """Each overseer move scored by the cubes it brings (``move_value``), then passing at
    the least a move must be worth (more for the extra move: it costs the last place); None
    when an automated colour's tied moves are chosen (``automated_move``)."""
    moves = [a for a in legal if isinstance(a, MoveOverseer)]
    if not moves:
        return [Choice(PassMove(), 0.0)]
    assert isinstance(view.mphase, MinePhase)
    colour = view.mphase.actor
    if colour is not None and colour != seat:
        return [Choice(automated_move(view, seat, colour, moves), 0.0)]
    values = None if view.solo else cube_values(view, seat)
    threshold = 2.5 if getattr(view.mphase, "is_extra", False) else 0.3
    out = [Choice(a, move_value(view, seat, a, values)) for a in moves]
    return [*out, Choice(PassMove(), threshold)]


def best_mine_move(view: FWState, seat: int, legal: list[Action]) -> Action:
    best = pick(mine_choices(view, seat, legal) or ())
    return best.action if best is not None else PassMove()


# --- the cubes it works toward ------------------------------------------------------------------
def wanted_cubes(view: FWState, seat: int) -> tuple[dict[str, int], dict[str, int]]:
    """The cubes the seat's plans ask for, and those it lacks: the weapons (owned designs,
    one per free adventurer, best level first) that would close the gap of each active quest's
    hardest leg to come, then of the best quest in the offer it cannot take yet."""
    data = view.seats[seat]
    weapons = content().all_weapons
    designs = [weapons[d] for d in q.owned_designs(view, seat)]
    targets: list[tuple[int, set[str]]] = []
    for entry in data["quests"]:
        card = q.quest_card(entry["id"])
        on = [a for a in data["advs"] if a["quest"] == entry["id"] and a["weapon"]]
        power = sum(weapons[a["weapon"]].power + a.get("tokens", 0) for a in on)
        carried = {t for a in on for t in weapons[a["weapon"]].types}
        gap, missing = 0, set()
        for leg in card.legs[card.leg_at(entry["pos"]) :]:
            lack = {t for t in leg.types if t not in carried}
            if leg.difficulty + 3 * len(lack) - power > gap:
                gap, missing = leg.difficulty + 3 * len(lack) - power, lack
        if gap > 0:
            targets.append((gap, missing))
    if len(data["quests"]) < content().rules.quest_trackers:
        offer = [
            (quest_value(view, seat, qid, q.slot_cost(i)), qid)
            for i, qid in enumerate(view.quests["offer"])
            if qid
        ]
        offer = [x for x in offer if x[0] > TAKE_FLOOR]
        if offer:
            card = q.quest_card(max(offer)[1])
            leg = card.legs[0]
            targets.append((leg.difficulty + 3 * len(leg.types), set(leg.types)))
    free = sorted((a["level"] for a in data["advs"] if a["quest"] is None), reverse=True)
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
    pool = data["pool"]
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
    used = {r for d in q.owned_designs(view, seat) for r in content().all_weapons[d].cost}
    values = {}
    for r, v in CUBE_VALUE.items():
        if short.get(r):
            values[r] = v * WANTED_FACTOR
        elif r in used:
            values[r] = v
        else:
            values[r] = max(v * UNUSED_FACTOR, 0.3 * sell_price(view.seats[seat], r))
    return values


WANTED_FACTOR = 1.3
"""How much more a cube the seat's plans lack is worth to it."""
UNUSED_FACTOR = 1.0
"""How much a cube no owned design uses is worth to it (its sale pays for the rest)."""


# --- the market ----------------------------------------------------------------------------------
def design_value(view: FWState, seat: int, design_id: str) -> float:
    w = content().all_weapons[design_id]
    levels = [a["level"] for a in view.seats[seat]["advs"]]
    usable = sum(1 for lv in levels if lv >= w.level)
    owned = [content().all_weapons[d] for d in q.owned_designs(view, seat)]
    new_type = any(t not in {x for o in owned for x in o.types} for t in w.types)
    best_power = max((o.power for o in owned), default=0)
    useful = (1.5 if new_type else 0) + max(0, w.power - best_power) * 0.7
    if view.solo:  # a quest every round: what can be forged from the pool now matters most
        pool = view.seats[seat]["pool"]
        forgeable = min(pool.get(r, 0) // n for r, n in w.cost.items())
        useful += 1.5 * min(forgeable, 2)
    elif design_id not in q.owned_designs(view, seat):
        # What the pool's cubes (and a round's more) can forge with it, against without it.
        designs = [content().all_weapons[d] for d in q.owned_designs(view, seat)]
        pool = dict(view.seats[seat]["pool"])
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


def market_value(view: FWState, seat: int, a: Action) -> float:
    c = content()
    data = view.seats[seat]
    rounds_left = last_round(view) - view.round
    if isinstance(a, MarketPass):
        return c.rules.pass_gold * GOLD_VALUE + (0 if view.solo else saving_value(view, seat))
    if isinstance(a, EndBonusSpace):
        trial = dict(data, end_bonuses=[*data["end_bonuses"], a.bonus])
        seats = list(view.seats)
        seats[seat] = trial
        gained = bonus_space_points(_with_seats(view, seats), seat)
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
            adv = next(x for x in data["advs"] if x["id"] == adv_id)
            value += 1 + (1 if adv["level"] == 3 else 0) + (0.8 if adv["level"] == 2 else 0.3)
            cost += adv["level"]
        return value - cost * GOLD_VALUE
    if isinstance(a, Clerk):
        return design_value(view, seat, a.design) - clerk_price(view, a.design) * GOLD_VALUE
    if isinstance(a, Road):
        entry = q.active(view, seat, a.quest)
        card = q.quest_card(a.quest)
        left = card.steps - entry["pos"]
        rounds = last_round(view) - view.round + 1
        urgent = 3.0 if left > rounds else 0.0
        legs = card.legs_done(entry["pos"] + a.steps) - card.legs_done(entry["pos"])
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
    gold = view.seats[seat]["gold"]
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


def _with_seats(view: FWState, seats: list[dict[str, Any]]) -> FWState:
    return dataclasses.replace(view, seats=seats)


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
    offer = [q.quest_card(qid) for qid in view.quests["offer"] if qid]
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


def best_market(view: FWState, seat: int, legal: list[Action]) -> Action:
    best = pick(market_choices(view, seat, legal))
    assert best is not None
    return best.action


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
    sale = max(sells, key=lambda a: sell_price(data, a.resource) - CUBE_VALUE[a.resource])
    reach = data["gold"] + sell_price(data, sale.resource)
    wanted: list[tuple[Action, int]] = []
    up = view.market["up"]["weapon"]
    if up is not None and market_free(view, "blacksmith"):
        wanted.append((Blacksmith(), card_price(view, up)))
    for design in view.market["public"]:
        if seat not in view.market["claims"].get(design, []):
            wanted.append((Clerk(design), clerk_price(view, design)))
    for action, price in wanted:
        if data["gold"] < price <= reach and market_value(view, seat, action) > best_value + 1:
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
    further += [Sell(rid) for rid, n in after.seats[seat]["pool"].items() if n]
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
    if len(data["quests"]) >= content().rules.quest_trackers:
        return False
    for slot, qid in enumerate(view.quests["offer"]):
        if qid is None or data["gold"] < q.slot_cost(slot) or quest_value(view, seat, qid, 0) < -9:
            continue
        if plans_together(look_ahead(view, seat, TakeQuest(slot)), seat):
            return True
    return False


def plans_together(view: FWState, seat: int) -> bool:
    """Every unmet step can be met at once: each quest's plan played before the next's."""
    state = view
    for entry in _unmet(view, seat):
        plan = plan_for(state, seat, entry["id"])
        if plan is None:
            return False
        for action in plan:
            state = look_ahead(state, seat, action)
    return True


# --- quests --------------------------------------------------------------------------------------
def rounds_left(view: FWState) -> int:
    """Quest advances still to come, counting this round's."""
    return last_round(view) - view.round + 1


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
    weapons = content().all_weapons
    designs = [weapons[d] for d in q.owned_designs(state, seat)]
    typed = {t for w in designs for t in w.types}
    needed = req.needed - 3 * sum(1 for t in req.missing if t in typed)
    most = sum(
        max((w.power for w in designs if q.can_wield(a["level"], w)), default=0)
        for a in _free_advs(state, seat, qid)
    )
    return req.power + most < needed


MAX_DEALS = 3
"""The most merchant and stall deals the greedy bot plans for one quest step."""


def _deals(state: FWState, seat: int) -> list[Action]:
    """The purchases and stall exchanges that may bring a cube (legal or not: tried)."""
    out: list[Action] = [Buy(r) for r in BUY_ORDER]
    for card in state.seats[seat]["bonus"]:
        if content().all_bonus[card].kind == "stall":
            out += [UseStall(card, "left"), UseStall(card, "right")]
    return out


def _enabling_deal(state: FWState, seat: int, qid: str, deals: list[Action]) -> Action | None:
    """The first deal after which some weapon can be forged for the quest."""
    pool = state.seats[seat]["pool"]
    for deal in deals:
        if not _can_forge(state, seat, qid, _pool_after(pool, deal)):
            continue
        try:
            after = look_ahead(state, seat, deal)
        except IllegalAction:
            continue
        if _best_equip(after, seat, qid, q.requirement(after, seat, qid)) is not None:
            return deal
    return None


def _pool_after(pool: dict[str, int], deal: Action) -> dict[str, int]:
    """The pool after a purchase, a sale or a stall exchange (legal or not)."""
    out = dict(pool)
    if isinstance(deal, Buy):
        out[deal.resource] = out.get(deal.resource, 0) + 1
    elif isinstance(deal, Sell):
        out[deal.resource] = out.get(deal.resource, 0) - 1
    elif isinstance(deal, UseStall):
        paid, got = stall_sides(deal.card, deal.give)
        for r, n in paid.items():
            out[r] = out.get(r, 0) - n
        for r, n in got.items():
            out[r] = out.get(r, 0) + n
    return out


def _can_forge(state: FWState, seat: int, qid: str, pool: dict[str, int]) -> bool:
    """Some adventurer free for the quest can carry an owned design the pool pays for."""
    if any(n < 0 for n in pool.values()):
        return False
    weapons = content().all_weapons
    designs = [weapons[d] for d in q.owned_designs(state, seat)]
    designs = [w for w in designs if all(pool.get(r, 0) >= n for r, n in w.cost.items())]
    if not designs:
        return False
    levels = {a["level"] for a in _free_advs(state, seat, qid)}
    return any(q.can_wield(lv, w) for lv in levels for w in designs)


def _enabling_sale(state: FWState, seat: int, qid: str) -> Action | None:
    """A cube sold when its gold pays for the purchase that makes a weapon possible."""
    data = state.seats[seat]
    pool = data["pool"]
    for rid in sorted((r for r, n in pool.items() if n), key=lambda r: CUBE_VALUE.get(r, 1)):
        sold = _pool_after(pool, Sell(rid))
        gold = data["gold"] + sell_price(data, rid)
        buys = [
            Buy(r)
            for r in BUY_ORDER
            if r != rid
            and buy_price(r) <= gold
            and _can_forge(state, seat, qid, _pool_after(sold, Buy(r)))
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


def _free_advs(state: FWState, seat: int, qid: str) -> list[dict[str, Any]]:
    busy = set()
    for entry in state.seats[seat]["quests"]:
        if entry["id"] != qid and q.requirement(state, seat, entry["id"]).met:
            busy.add(entry["id"])
    return [a for a in state.seats[seat]["advs"] if a["quest"] not in busy and a["quest"] != qid]


def _best_equip(state: FWState, seat: int, qid: str, req: q.Requirement) -> Equip | None:
    data = state.seats[seat]
    best = None
    best_score = -1e9
    gap = req.needed - req.power
    for adv in _free_advs(state, seat, qid):
        for did in q.owned_designs(state, seat):
            w = content().all_weapons[did]
            if not q.can_wield(adv["level"], w):
                continue
            if any(data["pool"].get(r, 0) < n for r, n in w.cost.items()):
                continue
            covers = sum(1 for t in w.types if t in req.missing)
            gain = w.power + covers * content().rules.missing_type_penalty
            cost = sum(CUBE_VALUE[r] * n for r, n in w.cost.items())
            finishes = gain >= gap
            score = (
                (100 if finishes else gain * 10) - cost - (0.5 * adv["level"] if finishes else 0)
            )
            if score > best_score:
                best_score, best = score, Equip(adv["id"], did, qid)
    return best


def quest_value(view: FWState, seat: int, qid: str, cost: int) -> float:
    card = q.quest_card(qid)
    if view.solo:
        return solo_quest_value(card, cost)
    if card.steps > rounds_left(view):
        return -10.0
    potential = sorted(
        (
            max(
                (
                    content().all_weapons[d].power
                    for d in q.owned_designs(view, seat)
                    if q.can_wield(a["level"], content().all_weapons[d])
                ),
                default=0,
            )
            for a in view.seats[seat]["advs"]
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


def _types_covered(view: FWState, seat: int, card: Any) -> bool:
    """Some adventurer can wield an owned design of every type the quest asks for."""
    top = max(a["level"] for a in view.seats[seat]["advs"])
    types = set()
    for d in q.owned_designs(view, seat):
        w = content().all_weapons[d]
        if q.can_wield(top, w):
            types.update(w.types)
    return all(t in types for leg in card.legs for t in leg.types)


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
        value = quest_value(view, seat, qid, q.slot_cost(a.slot))
        if value <= best[0]:
            continue
        if plans_together(look_ahead(view, seat, a), seat):
            best = (value, a)
    if isinstance(best[1], QuestPass):
        takes = [a for a in legal if isinstance(a, TakeQuest)]
        if takes:
            return max(
                takes, key=lambda a: quest_value(view, seat, view.quests["offer"][a.slot], 0)
            )
    return best[1]


def _sell_for_quest(view: FWState, seat: int, legal: list[Action], best: float) -> Action | None:
    """A cube sold first when the gold lets the seat take a clearly better quest (a slot it
    cannot pay for, or the merchant's cube a plan needs)."""
    sells = {a.resource: a for a in legal if isinstance(a, Sell)}
    if not sells or len(view.seats[seat]["quests"]) >= content().rules.quest_trackers:
        return None
    offer = view.quests["offer"]
    slots = [s for s, qid in enumerate(offer) if qid]
    chosen, most = None, max(best, TAKE_FLOOR) + 1.0
    rough = max(quest_value(view, seat, offer[s], q.slot_cost(s)) for s in slots) if slots else 0
    if rough <= most:
        return None
    data = view.seats[seat]
    ranked = sorted(sells, key=lambda r: -sell_price(data, r) / CUBE_VALUE[r])[:2]
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


TAKE_FLOOR = 0.5
"""The least a quest must be worth (``take_value``) for the greedy bot to take it."""
INCOME_PER_ROUND = 2.0
"""Cubes a seat can expect a round (the mine, quest rewards, a merchant buy), for planning."""


def best_take(
    view: FWState, seat: int, slots: list[int], weighed: int = 3
) -> tuple[float, int | None]:
    """The offered quest worth most to take now (``take_value``), tried best-first by its
    rough value (the ``weighed`` likeliest), with every unmet step (its first included)
    planned at once."""
    data = view.seats[seat]
    if len(data["quests"]) >= content().rules.quest_trackers:
        return 0.0, None
    offer = view.quests["offer"]
    rough = []
    for slot in slots:
        qid = offer[slot]
        if qid is None or data["gold"] < q.slot_cost(slot):
            continue
        value = quest_value(view, seat, qid, q.slot_cost(slot))
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
    cost = q.slot_cost(slot)
    state = look_ahead(view, seat, TakeQuest(slot))
    unmet = _unmet(state, seat)
    unmet.sort(key=lambda e: e["id"] != qid)  # the others' plans after this one's
    for entry in unmet:
        plan = plan_for(state, seat, entry["id"])
        if plan is None:
            return -10.0
        for action in plan:
            state = look_ahead(state, seat, action)
    card = q.quest_card(qid)
    prestige = reachable_prestige(state, seat, qid)
    value = prestige + 0.6 * len(card.legs) if prestige == card.full_prestige else prestige
    return value / (1 + 0.12 * card.steps) - cost * GOLD_VALUE - _spent(view, state, seat)


def _spent(before: FWState, after: FWState, seat: int) -> float:
    """The worth of the cubes and gold a plan used (a small weight: they were gathered to be
    used, but a quest that needs fewer leaves more for the next)."""
    pool0, pool1 = before.seats[seat]["pool"], after.seats[seat]["pool"]
    cubes = sum(CUBE_VALUE[r] * (pool0.get(r, 0) - pool1.get(r, 0)) for r in CUBE_VALUE)
    gold = before.seats[seat]["gold"] - after.seats[seat]["gold"]
    return 0.25 * (cubes + gold * GOLD_VALUE)


def reachable_prestige(state: FWState, seat: int, qid: str) -> int:
    """The prestige the quest should bring, its current step met: its full value when every
    later leg looks reachable (the power it lacks against the power the pool's cubes and the
    expected income until then can forge, with adventurers free to carry it), else the
    consolation of the leg before the first that does not."""
    card = q.quest_card(qid)
    entry = q.active(state, seat, qid)
    data = state.seats[seat]
    on = [a for a in data["advs"] if a["quest"] == qid and a["weapon"]]
    weapons = content().all_weapons
    power = sum(weapons[a["weapon"]].power + a.get("tokens", 0) for a in on)
    carried = {t for a in on for t in weapons[a["weapon"]].types}
    free = [a for a in data["advs"] if a["quest"] is None]
    designs = [weapons[d] for d in q.owned_designs(state, seat)]
    top = max((a["level"] for a in free), default=0)
    usable = [w for w in designs if q.can_wield(top, w)]
    per_cube = max((w.power / max(1, sum(w.cost.values())) for w in usable), default=0.0)
    strongest = max((w.power for w in usable), default=0)
    typed = {t for w in usable for t in w.types}
    cubes = sum(data["pool"].values())
    sharing = 1 + sum(1 for e in data["quests"] if e["id"] != qid)
    current = card.leg_at(entry["pos"])
    start = 0
    for i, leg in enumerate(card.legs):
        if i <= current:
            start += leg.steps
            continue
        rounds = start - entry["pos"]
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


def prospect(view: FWState, seat: int) -> float:
    """The best quest the seat could take now (``take_value``), 0 when none is worth it."""
    offer = view.quests["offer"]
    value, _slot = best_take(view, seat, [s for s, qid in enumerate(offer) if qid], weighed=2)
    return max(value, 0.0)


def _unmet(view: FWState, seat: int) -> list[dict[str, Any]]:
    return [e for e in view.seats[seat]["quests"] if not q.requirement(view, seat, e["id"]).met]


def manage(view: FWState, seat: int, legal: list[Action]) -> Action:
    unmet = sorted(
        _unmet(view, seat), key=lambda e: -q.quest_card(e["id"]).full_prestige * (1 + e["pos"])
    )
    for entry in unmet:
        plan = plan_for(view, seat, entry["id"])
        if plan:
            return plan[0]
    # Quests that cannot be met fail anyway: free their adventurers for the others.
    hopeless = {e["id"] for e in unmet}
    if len(hopeless) < len(unmet) or (hopeless and len(view.seats[seat]["quests"]) > len(hopeless)):
        for a in legal:
            if isinstance(a, Unassign):
                adv = next(x for x in view.seats[seat]["advs"] if x["id"] == a.adv)
                if adv["quest"] in hopeless:
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
    gold = view.seats[seat]["gold"]
    fits = [r for r in short if r in buys and gold - buy_price(r) >= GOLD_RESERVE]
    if not fits:
        return None
    return buys[max(fits, key=lambda r: (short[r], -buy_price(r)))]


GOLD_RESERVE = 1
"""Gold the greedy bot keeps when it buys ahead (a quest slot)."""


def _surplus_sale(view: FWState, seat: int, legal: list[Action]) -> Action | None:
    """A cube no owned design uses (or one of a big pile) sold for gold, which pays for quest
    slots, purchases and designs."""
    sells = {a.resource: a for a in legal if isinstance(a, Sell)}
    if not sells:
        return None
    data = view.seats[seat]
    used = {r for d in q.owned_designs(view, seat) for r in content().all_weapons[d].cost}
    pool = data["pool"]
    need, _short = wanted_cubes(view, seat)
    spare = [
        r
        for r in sells
        if (r not in used and not need.get(r)) or pool.get(r, 0) > need.get(r, 0) + SURPLUS_PILE
    ]
    if not spare:
        return None
    return sells[max(spare, key=lambda r: (r not in used, sell_price(data, r), pool[r]))]


SURPLUS_PILE = 5
"""More cubes of one kind than this: the greedy bot sells one a round."""


# --- reward choices ------------------------------------------------------------------------------
def pending_choice(view: FWState, seat: int, legal: list[Action]) -> Action | None:
    kind = view.pending[0]["kind"]
    if kind == "overseer":
        moves = [a for a in legal if isinstance(a, MoveOverseer)]
        if not moves:
            return Skip()
        value, best = max(((move_value(view, seat, a), a) for a in moves), key=lambda x: x[0])
        return best if value > 0 else Skip()
    if kind == "worker":
        assert view.mine is not None
        for a in legal:
            if (
                isinstance(a, MoveWorker)
                and not a.to
                and view.mine.workers.get(hex_of(a.frm)) == seat
            ):
                return a
        return Skip()
    if kind == "card":
        cards = [a for a in legal if isinstance(a, TakeCard)]
        if not cards:
            return Skip()
        return max(cards, key=lambda a: _card_worth(view, seat, a.card))
    if kind == "title":
        titles = [a for a in legal if isinstance(a, ChooseTitle)]
        return min(titles, key=lambda a: TITLE_PREFERENCE.index(a.title))
    if kind == "spend":
        buys = [a for a in legal if isinstance(a, TileBuy)]
        return max(buys, key=lambda a: buy_price(a.resource)) if buys else Skip()
    levels = [a for a in legal if isinstance(a, Levels)]
    advs = {a["id"]: a["level"] for a in view.seats[seat]["advs"]}
    return max(levels, key=lambda a: sum(advs[i] for i in a.advs))


def _card_worth(view: FWState, seat: int, cid: str) -> float:
    c = content()
    if cid in c.all_weapons:
        return design_value(view, seat, cid)
    if cid in c.all_bonus:
        return c.all_bonus[cid].prestige + 1
    return 1.0
