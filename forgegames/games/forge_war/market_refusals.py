"""Why a market action is refused, naming what is missing: the gold short ("you need 2 more
gold"), the card already gone, the design already claimed. ``refusals.why_illegal`` asks here
once it has ruled out the turn, the phase and a taken space."""

from __future__ import annotations

from forgegames.core.actions import Action
from forgegames.core.i18n import tr
from forgegames.games.forge_war import market as m
from forgegames.games.forge_war.game_actions import (
    Barracks,
    Bazaar,
    Blacksmith,
    Clerk,
    EndBonusSpace,
)
from forgegames.games.forge_war.stages import hire_cost
from forgegames.games.forge_war.state import FWState


def short_of(state: FWState, seat: int, price: int, what: str) -> str:
    """'you need 2 more gold for the Jade War-Axe (it costs 7, you have 5)', or '' when the
    seat can pay ``price``."""
    gold = state.seats[seat].gold
    if gold >= price:
        return ""
    return tr(
        "you need {n} more gold for {what} (it costs {price}, you have {gold})",
        n=price - gold,
        what=what,
        price=price,
        gold=gold,
    )


def why_not_market(state: FWState, seat: int, action: Action) -> str:
    """What stops ``seat`` taking the market ``action`` now ('' when nothing here does)."""
    c = state.world.content
    up = state.market["up"]
    if isinstance(action, EndBonusSpace):
        bonus = c.end_bonuses.get(action.bonus)
        if bonus is None or not m.is_last_round(state):
            return tr("end-of-game bonuses are for sale only in the last round")
        if m.end_bonus_taken(state, action.bonus):
            return tr("{name} has already been taken", name=bonus.name)
        return short_of(state, seat, bonus.cost, bonus.name)
    if isinstance(action, Blacksmith):
        if not up["weapon"]:
            return tr("no weapon card is up at the blacksmith")
        weapon = up["weapon"]
        return short_of(state, seat, m.card_price(state, weapon), c.card_name(weapon))
    if isinstance(action, Bazaar):
        cid = up.get(action.slot)
        if cid is None:
            return tr("that bazaar card has already been bought")
        if m.owns_same_stall(state.world, state.seats[seat], cid):
            return tr("you already own a stall with that exchange")
        return short_of(state, seat, m.card_price(state, cid), c.card_name(cid))
    if isinstance(action, Clerk):
        if action.design not in state.market["public"]:
            return tr("that design is not among the clerk's public designs")
        if seat in state.market["claims"].get(action.design, []):
            return tr("you have already claimed that design")
        name = c.card_name(action.design)
        return short_of(state, seat, m.clerk_price(state, action.design), name)
    if isinstance(action, Barracks):
        return why_not_barracks(state, seat, action)
    return ""


def why_not_barracks(state: FWState, seat: int, action: Barracks) -> str:
    """What stops a hire and/or a training at the barracks."""
    advs = {a.id: a for a in state.seats[seat].advs}
    top = state.world.content.rules.max_level
    if action.hire and state.adventurers_left <= 0:
        return tr("no adventurers are left to hire")
    price = hire_cost(state) if action.hire else 0
    for adv_id in action.level:
        adv = advs.get(adv_id)
        if adv is None:
            return tr("you have no such adventurer to train")
        if adv.level >= top:
            return tr("adventurers stop at level {n}", n=top)
        price += adv.level
    if action.hire and action.level:
        what = tr("hiring and training")
    elif action.hire:
        what = tr("hiring an adventurer")
    else:
        what = tr("training")
    return short_of(state, seat, price, what)
