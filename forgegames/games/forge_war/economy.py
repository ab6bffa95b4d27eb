"""Gold, resources and adventurers moving between the supply and the players; the merchant and
the market stalls, which a player may use at any decision point of a round.

A function that changes the state returns the new one (the seats are frozen records, changed
with ``state.with_seat``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from forgegames.core.actions import Action
from forgegames.core.errors import IllegalAction
from forgegames.core.frozen import FrozenMap
from forgegames.core.i18n import listing, tr
from forgegames.core.title import Event
from forgegames.games.forge_war.game_actions import Buy, Sell, UseStall, shared
from forgegames.games.forge_war.notes import Note, event
from forgegames.games.forge_war.resources import amount_text, load_resources
from forgegames.games.forge_war.state import (
    Adventurer,
    FWState,
    QuestEntry,
    evolve,
    seat_changed,
    with_seat,
)
from forgegames.games.forge_war.world import World


class Log(list[Event]):
    """The events of a move, collected while it is applied (the events list a move table's
    apply appends to, ``core/moves.py``); ``add`` words one whose ``{0}`` is the seat's name."""

    def __init__(self, state: FWState, parts: list[tuple[FWState, int]] | None = None) -> None:
        super().__init__()
        self.names = state.names
        self.parts = parts
        """When a teacher's example asks for them (``Title.stages``): the positions a move
        passes through, each with the number of events made by then (``part``)."""

    @property
    def events(self) -> list[Event]:
        return self

    def part(self, state: FWState) -> None:
        """One change of a move is done and ``state`` shows it: kept when parts are asked for
        (a move that makes several changes one after another marks each but its last)."""
        if self.parts is not None:
            self.parts.append((state, len(self)))

    def add(self, text: str, seat: int | None = None, kind: str = "consequence") -> None:
        """An event worded by ``text`` (its ``{0}``: ``seat``'s name), of core ``kind``."""
        name = self.names[seat] if seat is not None else ""
        self.append(event(text.replace("{0}", name), seat, kind, text))

    def note(self, note: Note) -> None:
        self.append(note.to_event(self.names))


def amounts_text(amounts: Mapping[str, int]) -> str:
    parts = [amount_text(r, n) for r, n in amounts.items() if n]
    return listing(parts) if parts else tr("nothing")


def savvy_count(world: World, seat: dict[str, Any], kind: str) -> int:
    cards = world.content.all_bonus
    return sum(1 for b in seat.bonus if cards[b].savvy == kind)


def has(seat: dict[str, Any], amounts: Mapping[str, int]) -> bool:
    return all(seat.pool.get(r, 0) >= n for r, n in amounts.items())


def gain(state: FWState, seat: int, amounts: Mapping[str, int], log: Log, why: str = "") -> FWState:
    """``state`` after ``seat`` takes resources from the supply, as far as the supply lasts
    (into the seat's pool, which must be the state's own copy)."""
    got: dict[str, int] = {}
    supply = dict(state.supply)
    for rid, n in amounts.items():
        take = min(n, supply.get(rid, 0))
        if take < n:
            log.add(
                tr("The supply has only {what} left for {{0}}", what=amount_text(rid, take)),
                seat,
            )
        if take:
            supply[rid] -= take
            got[rid] = take
    if not got:
        return state
    seats = seat_changed(state.seats, seat, pool=added(state.seats[seat].pool, got))
    log.add(tr("{{0}} receives {what}{why}", what=amounts_text(got), why=why), seat, "consequence")
    return evolve(state, seats=seats, supply=FrozenMap(supply))


def give_back(state: FWState, seat: int, amounts: Mapping[str, int], **more: Any) -> FWState:
    """``state`` after ``seat`` pays resources from their pool into the supply (the caller
    checked ``has``), the seat changed by ``more`` too (``gold=``)."""
    data = state.seats[seat]
    pool = dict(data.pool)
    supply = dict(state.supply)
    for rid, n in amounts.items():
        if pool.get(rid, 0) < n:
            raise IllegalAction(tr("you do not have {what}", what=amount_text(rid, n)))
        pool[rid] -= n
        supply[rid] = supply.get(rid, 0) + n
    seats = seat_changed(state.seats, seat, pool=FrozenMap(pool), **more)
    return evolve(state, seats=seats, supply=FrozenMap(supply))


def added(counts: Mapping[str, int], more: Mapping[str, int]) -> FrozenMap[str, int]:
    """``counts`` (a seat's pool, its stall uses) with ``more`` added to them (a key not there
    yet goes last, as a dict puts it)."""
    new = dict(counts)
    for key, n in more.items():
        new[key] = new.get(key, 0) + n
    return FrozenMap(new)


def pay_gold(state: FWState, seat: int, amount: int, what: str) -> FWState:
    if state.seats[seat].gold < amount:
        gold = state.seats[seat].gold
        raise IllegalAction(
            tr("{what} costs {n} gold and you have {gold}", what=what, n=amount, gold=gold)
        )
    return with_seat(state, seat, gold=state.seats[seat].gold - amount)


def hire(state: FWState, seat: int, log: Log, why: str = "") -> FWState:
    """``state`` after a new level-1 adventurer joins ``seat`` (unchanged when the box has no
    tile left)."""
    if state.adventurers_left <= 0:
        log.add(tr("No adventurer tile is left in the box for {0}"), seat)
        return state
    data = state.seats[seat]
    adv = Adventurer(data.next_adv)
    seats = seat_changed(state.seats, seat, next_adv=data.next_adv + 1, advs=(*data.advs, adv))
    log.add(
        tr("{{0}} gains a level-1 adventurer (adventurer {n}){why}", n=adv.id + 1, why=why), seat
    )
    return evolve(state, seats=seats, adventurers_left=state.adventurers_left - 1)


def adventurer(state: FWState, seat: int, adv_id: int) -> Adventurer:
    for adv in state.seats[seat].advs:
        if adv.id == adv_id:
            return adv
    raise IllegalAction(tr("you have no adventurer {n}", n=adv_id + 1))


def put_adventurer(state: FWState, seat: int, adv: Adventurer, **more: Any) -> FWState:
    """``state`` with ``adv`` in the place of the seat's adventurer of the same id, the seat
    changed by ``more`` too (``pool=``)."""
    advs = tuple(adv if a.id == adv.id else a for a in state.seats[seat].advs)
    return with_seat(state, seat, advs=advs, **more)


def put_quest(state: FWState, seat: int, entry: QuestEntry) -> FWState:
    """``state`` with ``entry`` in the place of the seat's active quest of the same id."""
    quests = state.seats[seat].quests
    return with_seat(state, seat, quests=tuple(entry if e.id == entry.id else e for e in quests))


def drop_quest(state: FWState, seat: int, qid: str) -> FWState:
    """``state`` without the quest ``qid`` on the seat's mat."""
    quests = state.seats[seat].quests
    return with_seat(state, seat, quests=tuple(e for e in quests if e.id != qid))


def drop_weapon(state: FWState, adv: Adventurer) -> tuple[FWState, Adventurer]:
    """``state`` after the adventurer's weapon is lost (its resources go back to the supply),
    and the adventurer without it, to put in its place."""
    if adv.weapon is None:
        return state, adv
    supply = dict(state.supply)
    for rid, n in state.world.content.all_weapons[adv.weapon].cost.items():
        supply[rid] = supply.get(rid, 0) + n
    adv = evolve(adv, weapon=None, tokens=None)  # Unrelenting's +1s go with the weapon
    return evolve(state, supply=FrozenMap(supply)), adv


# --- the merchant and the stalls ----------------------------------------------------------------
def traded_resources() -> list[str]:
    """Resources the merchant deals in: every kind, in every stage (the rulebook's example buys
    mithril, which no stage-1 mine produces; docs/rulings.md)."""
    global _TRADED
    kinds = load_resources()
    if _TRADED[0] is not kinds:
        _TRADED = (kinds, [k.id for k in kinds])
    return list(_TRADED[1])


_TRADED: tuple[object, list[str]] = ((), [])
"""The resource list ``traded_resources`` last read, and its ids (read again if it changes)."""

_DEALS: tuple[object, tuple[tuple[str, Buy, Sell], ...]] = ((), ())


def _traded() -> tuple[tuple[str, Buy, Sell], ...]:
    """``traded_resources``, each with the merchant's ``Buy`` and ``Sell`` of it (made once,
    shared)."""
    global _DEALS
    kinds = load_resources()
    if _DEALS[0] is not kinds:
        deals = tuple((rid, shared(Buy, rid), shared(Sell, rid)) for rid in traded_resources())
        _DEALS = (kinds, deals)
    return _DEALS[1]


def buy_price(world: World, rid: str) -> int:
    return world.content.prices[rid].buy


def sell_price(world: World, seat: dict[str, Any], rid: str) -> int:
    return world.content.prices[rid].sell + savvy_count(world, seat, "seller")


def buys_allowed(world: World, seat: dict[str, Any]) -> int:
    return 1 + savvy_count(world, seat, "buyer")


def stall_usable(world: World, seat: dict[str, Any], card: str) -> bool:
    """Each stall once a round; each Trader's Savvy allows one more use of any stall."""
    if seat.stall_uses.get(card, 0) == 0:
        return True
    return seat.extra_stall_uses < savvy_count(world, seat, "trader")


def stall_sides(world: World, card: str, give: str) -> tuple[dict[str, int], dict[str, int]]:
    stall = world.content.all_bonus[card]
    if give == "left":
        return stall.left, stall.right
    if give == "right":
        return stall.right, stall.left
    raise IllegalAction(tr("a stall is used by giving its left or right side"), rule="merchant")


def merchant_options(state: FWState, seat_index: int) -> list[Action]:
    """Every merchant or stall deal ``seat_index`` may make right now."""
    seat = state.seats[seat_index]
    out: list[Action] = []
    traded = _traded()
    content, supply = state.world.content, state.supply
    cards = content.all_bonus
    buyers = sum(1 for b in seat.bonus if cards[b].savvy == "buyer") if seat.bonus else 0
    if seat.buys < 1 + buyers:  # ``buys_allowed``
        prices, gold = content.prices, seat.gold
        for rid, buy, _sell in traded:
            if gold >= prices[rid].buy and supply.get(rid, 0) > 0:
                out.append(buy)
    if seat.sells < 1:
        pool = seat.pool
        for rid, _buy, sell in traded:
            if pool.get(rid, 0) > 0:
                out.append(sell)
    for card in seat.bonus:
        if cards[card].kind != "stall" or not stall_usable(state.world, seat, card):
            continue
        for give in ("left", "right"):
            paid, got = stall_sides(state.world, card, give)
            if has(seat, paid) and all(state.supply.get(r, 0) >= n for r, n in got.items()):
                out.append(shared(UseStall, card, give))
    return out


def why_not_merchant(state: FWState, seat_index: int, action: Action) -> str | None:
    seat = state.seats[seat_index]
    if isinstance(action, Buy):
        if action.resource not in traded_resources():
            return tr("the merchant does not sell that")
        if seat.buys >= buys_allowed(state.world, seat):
            return tr("you have already bought from the merchant as often as you may this round")
        if seat.gold < buy_price(state.world, action.resource):
            return tr("that costs {n} gold", n=buy_price(state.world, action.resource))
        if state.supply.get(action.resource, 0) <= 0:
            return tr("the supply has none left")
        return None
    if isinstance(action, Sell):
        if action.resource not in traded_resources():
            return tr("the merchant does not buy that")
        if seat.sells >= 1:
            return tr("you have already sold to the merchant this round")
        if seat.pool.get(action.resource, 0) <= 0:
            return tr("you have none to sell")
        return None
    if isinstance(action, UseStall):
        if (
            action.card not in seat.bonus
            or state.world.content.all_bonus[action.card].kind != "stall"
        ):
            return tr("you do not own that market stall")
        if not stall_usable(state.world, seat, action.card):
            return tr("you have already used that stall this round")
        paid, got = stall_sides(state.world, action.card, action.give)
        if not has(seat, paid):
            return tr("the exchange needs {what}", what=amounts_text(paid))
        if any(state.supply.get(r, 0) < n for r, n in got.items()):
            return tr("the supply cannot pay that exchange")
        return None
    return tr("not a merchant deal")


def apply_merchant(state: FWState, seat_index: int, action: Action, log: Log) -> FWState:
    """``state`` after a merchant or stall deal."""
    problem = why_not_merchant(state, seat_index, action)
    if problem:
        raise IllegalAction(problem, rule="merchant")
    seat = state.seats[seat_index]
    if isinstance(action, Buy):
        price = buy_price(state.world, action.resource)
        state = with_seat(state, seat_index, gold=seat.gold - price, buys=seat.buys + 1)
        why = tr(" from the merchant for {n} gold", n=price)
        return gain(state, seat_index, {action.resource: 1}, log, why)
    if isinstance(action, Sell):
        price = sell_price(state.world, seat, action.resource)
        more = {"gold": seat.gold + price, "sells": seat.sells + 1}
        state = give_back(state, seat_index, {action.resource: 1}, **more)
        sold = tr(
            "{{0}} sells {what} to the merchant for {n} gold",
            what=amount_text(action.resource, 1),
            n=price,
        )
        log.add(sold, seat_index, "move")
        return state
    assert isinstance(action, UseStall)
    paid, got = stall_sides(state.world, action.card, action.give)
    extra = seat.extra_stall_uses + (seat.stall_uses.get(action.card, 0) > 0)
    uses = added(seat.stall_uses, {action.card: 1})
    state = give_back(state, seat_index, paid, extra_stall_uses=extra, stall_uses=uses)
    name = state.world.content.all_bonus[action.card].name
    used = tr(
        "{{0}} uses {name}: {paid} for {got}",
        name=name,
        paid=amounts_text(paid),
        got=amounts_text(got),
    )
    log.add(used, seat_index, "move")
    supply = dict(state.supply)
    for rid, n in got.items():
        supply[rid] -= n
    seats = seat_changed(state.seats, seat_index, pool=added(state.seats[seat_index].pool, got))
    return evolve(state, seats=seats, supply=FrozenMap(supply))


def reset_round_limits(state: FWState) -> FWState:
    """``state`` with every seat's merchant and stall limits of the round new."""
    seats = tuple(
        evolve(seat, buys=0, sells=0, stall_uses=FrozenMap(), extra_stall_uses=0)
        for seat in state.seats
    )
    return evolve(state, seats=seats)
