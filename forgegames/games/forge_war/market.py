"""The market: revealing the five decks, the action spaces, buying and claiming, the discard,
and the last round's end-game bonus spaces.

Action spaces (``SPACES``): blacksmith, bazaar (one space for all four cards with 2 players,
two spaces with 3-4: bazaar-bonus and bazaar-single), barracks are *closed* (one player a
round); clerk and road are *open*. ``space_of`` tells which space an action uses.
"""

from __future__ import annotations

from typing import Any

from forgegames.core.actions import Action
from forgegames.core.errors import IllegalAction
from forgegames.core.frozen import FrozenMap
from forgegames.core.i18n import N_, Words, count, listing, tr
from forgegames.games.forge_war import quests as q
from forgegames.games.forge_war.champions import on_level
from forgegames.games.forge_war.content_records import Content, Priced
from forgegames.games.forge_war.economy import Log, adventurer, gain, hire, pay_gold, put_adventurer
from forgegames.games.forge_war.game_actions import (
    Barracks,
    Bazaar,
    Blacksmith,
    Clerk,
    EndBonusSpace,
    MarketPass,
    Road,
    shared,
)
from forgegames.games.forge_war.stages import hire_cost as stage_hire_cost
from forgegames.games.forge_war.stages import is_epic, last_round
from forgegames.games.forge_war.state import (
    UP_SLOTS,
    FWState,
    appended,
    changed,
    evolve,
    pushed,
    queued,
    with_more,
    with_seat,
    without_one,
)
from forgegames.games.forge_war.world import World

CLOSED = ("blacksmith", "bazaar", "bazaar-bonus", "bazaar-single", "barracks")
OPEN = ("clerk", "road")
DECK_OF = {
    "weapon": "weapon",
    "bonus1": "bonus",
    "bonus2": "bonus",
    "single1": "single",
    "single2": "single",
}


def is_last_round(state: FWState) -> bool:
    return state.round >= last_round(state)


def bazaar_space(players: int, slot_or_bonus_space: str) -> str:
    """The bazaar action space serving a card slot (or an end bonus's printed space)."""
    if players <= 2:
        return "bazaar"
    if slot_or_bonus_space.startswith("bonus") or slot_or_bonus_space == "bazaar-bonus":
        return "bazaar-bonus"
    return "bazaar-single"


def spaces(players: int) -> tuple[str, ...]:
    """The action spaces on the board for this player count (what the UI draws)."""
    bazaar = ("bazaar",) if players <= 2 else ("bazaar-bonus", "bazaar-single")
    return ("blacksmith", *bazaar, "barracks", "clerk", "road")


def space_free(state: FWState, space: str, seat: int | None = None) -> bool:
    """A closed space takes one disk a round; an open one takes any number, but one of each
    player's (``seat``): a solo player's two market actions use two spaces (docs/rulings.md)."""
    taken = state.market["spaces"].get(space)
    if space in OPEN:
        return seat is None or not taken or seat not in taken or not spaces_apart(state)
    return not taken


def spaces_apart(state: FWState) -> bool:
    """A player's two market actions (solo) take two different spaces: content version 2
    on; version 1 let an open space (the road, the clerk) be taken twice a round."""
    return state.edition >= 2


def card_price(state: FWState, cid: str) -> int:
    """What a market card costs: the printed price in the epic game, the simple game's own
    (green circle) price otherwise."""
    return _price(state.world.content, is_epic(state), cid)


def _price(c: Content, epic: bool, cid: str) -> int:
    """``card_price`` in a game whose content is ``c`` (``epic``: the epic game's)."""
    global _PRICES
    if _PRICES[0] is not c:
        _PRICES = (c, _prices(c))
    return _PRICES[1][cid][0 if epic else 1]  # KeyError for a card of no market deck


def _prices(c: Content) -> dict[str, tuple[int, int]]:
    """Every market card's printed (epic) and simple-game prices: a weapon's first, then a
    bonus card's, then a single-use card's, as ``card_price`` looks them up."""
    prices: dict[str, tuple[int, int]] = {}
    for table in (c.all_single_use, c.all_bonus, c.all_weapons):  # the first found wins
        card: Priced
        for cid, card in table.items():  # type: ignore[assignment]
            prices[cid] = (card.price, card.shop_price)
    return prices


_PRICES: tuple[object, dict[str, tuple[int, int]]] = (None, {})
"""The content ``_price`` last read, and its prices (worked out again for another)."""


def clerk_price(state: FWState, design: str) -> int:
    """The design's price plus 1 gold for each player who claimed it before."""
    return card_price(state, design) + len(state.market["claims"].get(design, []))


def end_bonus_space(state: FWState, bonus: str) -> str:
    printed = state.world.content.end_bonuses[bonus].space
    return "blacksmith" if printed == "blacksmith" else bazaar_space(state.players, printed)


def end_bonus_taken(state: FWState, bonus: str) -> bool:
    return any(bonus in s.end_bonuses for s in state.seats)


def claimed(state: FWState, design: str, seat: int) -> FWState:
    """``state`` with ``seat`` the last to claim the public ``design``."""
    claims = state.market["claims"]
    return changed(
        state, "market", claims=claims.with_item(design, (*claims.get(design, ()), seat))
    )


# --- revealing -------------------------------------------------------------------------------
def queue_reveals(state: FWState) -> FWState:
    return queued(state, (("reveal", slot) for slot in UP_SLOTS))


def reveal_outcomes(state: FWState, slot: str) -> list[str]:
    return sorted(set(state.market[DECK_OF[slot]]))


def apply_reveal(state: FWState, slot: str, card: str, log: Log) -> FWState:
    """``state`` after ``card`` is drawn for ``slot`` (the chance task at the head of
    ``state.chance``, taken off); a non-unique design joins the public ones and another card
    is drawn first."""
    mk, deck = state.market, DECK_OF[slot]
    if card not in mk[deck]:
        raise IllegalAction(tr("'{card}' is not in that deck", card=card))
    rest = without_one(mk[deck], card)
    weapon = state.world.content.all_weapons.get(card)
    if weapon is not None and not weapon.unique:
        market = FrozenMap(mk, **{deck: rest, "public": (*mk["public"], card)})
        log.add(
            tr(
                "{name} joins the public designs; another weapon card is turned up",
                name=weapon.name,
            ),
            None,
            "chance",
        )
        return evolve(state, market=market, chance=(("reveal", "weapon"), *state.chance[1:]))
    market = FrozenMap(mk, **{deck: rest, "up": mk["up"].with_item(slot, card)})
    log.add(
        tr("Market: {card} is turned face up", card=state.world.content.card_name(card)),
        None,
        "chance",
    )
    return evolve(state, market=market, chance=state.chance[1:])


def discard_unbought(state: FWState, log: Log) -> FWState:
    up = state.market["up"]
    gone = [c for c in up.values() if c is not None]
    state = appended(state, "market", "discard", *gone)
    state = changed(state, "market", up=FrozenMap(dict.fromkeys(up)))
    if gone:
        names = listing([state.world.content.card_name(c) for c in gone])
        log.add(tr("Unbought cards go to the market discard: {names}", names=names))
    return state


# --- options ---------------------------------------------------------------------------------
def market_options(state: FWState, seat: int) -> list[Action]:
    """Every market action ``seat`` may take now, ending with passing."""
    data = state.seats[seat]
    market = state.market
    up = market["up"]
    gold = data.gold
    c = state.world.content
    epic = is_epic(state)
    out: list[Action] = []
    if is_last_round(state):
        for bonus, info in c.end_bonuses.items():
            space = end_bonus_space(state, bonus)
            if space_free(state, space) and not end_bonus_taken(state, bonus) and gold >= info.cost:
                out.append(shared(EndBonusSpace, bonus))
    if space_free(state, "blacksmith") and up["weapon"] and gold >= _price(c, epic, up["weapon"]):
        out.append(Blacksmith())
    for slot in ("bonus1", "bonus2", "single1", "single2"):
        cid = up[slot]
        if cid is None or not space_free(state, bazaar_space(state.players, slot)):
            continue
        if gold >= _price(c, epic, cid) and not owns_same_stall(state.world, data, cid):
            out.append(shared(Bazaar, slot))
    if space_free(state, "barracks"):
        hire_cost = stage_hire_cost(state)
        can_hire = gold >= hire_cost and state.adventurers_left > 0
        if can_hire:
            out.append(shared(Barracks, True, ()))
        top = c.rules.max_level
        for adv in data.advs:
            if adv.level >= top:
                continue
            if gold >= adv.level:
                out.append(shared(Barracks, False, (adv.id,)))
            if can_hire and gold >= hire_cost + adv.level:
                out.append(shared(Barracks, True, (adv.id,)))
    if space_free(state, "clerk", seat):
        claimed = market["claims"]
        for design in market["public"]:
            claims = claimed.get(design, ())
            # ``clerk_price``: the price and 1 gold to each earlier claimant
            if seat not in claims and gold >= _price(c, epic, design) + len(claims):
                out.append(shared(Clerk, design))
    if space_free(state, "road", seat):
        out += q.road_options(state, seat)
    return [*out, MarketPass()]


def owns_same_stall(world: World, seat: dict[str, Any], cid: str) -> bool:
    """A player may own only one copy of a given stall exchange."""
    card = world.content.all_bonus.get(cid)
    if card is None or card.kind != "stall":
        return False
    for own in seat.bonus:
        other = world.content.all_bonus[own]
        if other.kind == "stall" and {
            frozenset(other.left.items()),
            frozenset(other.right.items()),
        } == {frozenset(card.left.items()), frozenset(card.right.items())}:
            return True
    return False


SPACE_NAMES = Words(
    {
        "blacksmith": N_("blacksmith"),
        "bazaar": N_("bazaar"),
        "bazaar-bonus": N_("bazaar bonus"),
        "bazaar-single": N_("single-use bazaar"),
        "barracks": N_("barracks"),
        "clerk": N_("clerk"),
        "road": N_("road"),
    }
)
"""Each action space as a refusal names it, in the current language."""


def space_of(state: FWState, action: Action) -> str:
    if isinstance(action, Blacksmith):
        return "blacksmith"
    if isinstance(action, Bazaar):
        return bazaar_space(state.players, action.slot)
    if isinstance(action, Barracks):
        return "barracks"
    if isinstance(action, Clerk):
        return "clerk"
    if isinstance(action, Road):
        return "road"
    if isinstance(action, EndBonusSpace):
        return end_bonus_space(state, action.bonus)
    return ""


# --- applying --------------------------------------------------------------------------------
def _claimants_paid(earlier: int) -> str:
    """The clerk's note on the gold paid to the players who claimed the design before."""
    if earlier == 0:
        return ""
    if earlier == 1:
        return tr(", paying 1 gold to the earlier claimant")
    claimants = count(earlier, "earlier claimant", "earlier claimants")
    return tr(", paying 1 gold to each of the {claimants}", claimants=claimants)


def claim_at_clerk(state: FWState, seat: int, design: str, log: Log) -> FWState:
    """``seat`` claims the public ``design`` at the clerk: the price to the bank, then 1 gold
    to each earlier claimant in the order they claimed it (each payment a part of the move
    for a teacher's example, ``Log.part``)."""
    claims = state.market["claims"].get(design, ())
    name = state.world.content.all_weapons[design].name
    pay_gold(state, seat, clerk_price(state, design), name)  # refuses naming the whole price
    state = pay_gold(state, seat, card_price(state, design), name)
    state = claimed(state, design, seat)
    paid = _claimants_paid(len(claims))
    log.add(tr("{{0}} claims the public design {name}{paid}", name=name, paid=paid), seat, "move")
    for earlier in claims:
        log.part(state)
        state = with_more(pay_gold(state, seat, 1, name), earlier, gold=1)
    return state


def apply_market(state: FWState, seat: int, action: Action, log: Log) -> FWState:
    """The state one market action (the caller checked it is among ``market_options``)
    makes."""
    c = state.world.content
    if isinstance(action, MarketPass):
        state = with_more(state, seat, gold=c.rules.pass_gold)
        log.add(
            tr("{{0}} passes in the market and takes {n} gold", n=c.rules.pass_gold), seat, "move"
        )
        return state
    space = space_of(state, action)
    spaces = state.market["spaces"]
    state = changed(state, "market", spaces=spaces.with_item(space, (*spaces.get(space, ()), seat)))
    if isinstance(action, Blacksmith):
        cid = state.market["up"]["weapon"]
        state = pay_gold(state, seat, card_price(state, cid), c.all_weapons[cid].name)
        state = changed(state, "market", up=state.market["up"].with_item("weapon", None))
        state = with_seat(state, seat, designs=(*state.seats[seat].designs, cid))
        bought = tr("{{0}} buys the design {name} at the blacksmith", name=c.all_weapons[cid].name)
        log.add(bought, seat, "move")
    elif isinstance(action, Bazaar):
        cid = state.market["up"][action.slot]
        price = card_price(state, cid)
        state = pay_gold(state, seat, price, c.card_name(cid))
        state = changed(state, "market", up=state.market["up"].with_item(action.slot, None))
        bought = tr("{{0}} buys {card} at the bazaar for {n} gold", card=c.card_name(cid), n=price)
        log.add(bought, seat, "move")
        if cid in c.all_bonus:
            state = with_seat(state, seat, bonus=(*state.seats[seat].bonus, cid))
        else:
            state = appended(state, "market", "removed", cid)
            state = use_single(state, seat, cid, log)
    elif isinstance(action, Barracks):
        if action.hire:
            cost = stage_hire_cost(state)
            state = pay_gold(state, seat, cost, tr("hiring an adventurer"))
            state = hire(state, seat, log, tr(" at the barracks for {n} gold", n=cost))
        for adv_id in action.level:
            adv = adventurer(state, seat, adv_id)
            if adv.level >= c.rules.max_level:
                top = c.rules.max_level
                raise IllegalAction(tr("adventurers stop at level {n}", n=top), rule="market")
            state = pay_gold(state, seat, adv.level, tr("the level-up"))
            adv = evolve(adv, level=adv.level + 1)
            state = put_adventurer(state, seat, adv)
            trained = tr(
                "{{0}} trains adventurer {n} to level {level} at the barracks",
                n=adv_id + 1,
                level=adv.level,
            )
            log.add(trained, seat, "move")
            state = on_level(state, seat, adv)
    elif isinstance(action, Clerk):
        state = claim_at_clerk(state, seat, action.design, log)
    elif isinstance(action, Road):
        state = q.apply_road(state, seat, action, log)
    elif isinstance(action, EndBonusSpace):
        info = c.end_bonuses[action.bonus]
        state = pay_gold(state, seat, info.cost, info.name)
        state = with_seat(state, seat, end_bonuses=(*state.seats[seat].end_bonuses, action.bonus))
        bought = tr(
            "{{0}} claims the end-game bonus {name} for {n} gold", name=info.name, n=info.cost
        )
        log.add(bought, seat, "move")
    else:
        raise IllegalAction(tr("that is not a market action"), rule="market")
    return state


def use_single(state: FWState, seat: int, cid: str, log: Log) -> FWState:
    """A single-use card's benefit, taken at once (moves become choices)."""
    card = state.world.content.all_single_use[cid]
    if card.gold:
        state = with_more(state, seat, gold=card.gold)
        log.add(
            tr("{{0}} receives {n} gold from {name}", n=card.gold, name=card.name),
            seat,
            "consequence",
        )
    if card.resources:
        state = gain(state, seat, card.resources, log, tr(" from {name}", name=card.name))
    for _ in range(card.adventurers):
        state = hire(state, seat, log, tr(" from {name}", name=card.name))
    if card.overseer_moves:
        state = pushed(state, seat, "overseer", card.overseer_moves, why=card.name)
    if card.worker_moves:
        state = pushed(state, seat, "worker", card.worker_moves, why=card.name)
    if card.level_ups:
        state = pushed(state, seat, "levels", card.level_ups, advs=None, why=card.name)
    return state
