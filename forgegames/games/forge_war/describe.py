"""Short player-facing labels for Forge War moves, and the text summary the generic board shows.

The board UI's questions are answered by plain functions (see ``board_info``); this module
only words things.
"""

from __future__ import annotations

from forgegames.core.actions import Action
from forgegames.core.hexgrid import Hex
from forgegames.core.i18n import count, tr
from forgegames.games.forge_war import market as m
from forgegames.games.forge_war import quests as q
from forgegames.games.forge_war.economy import amounts_text, buy_price, sell_price, stall_sides
from forgegames.games.forge_war.game_actions import (
    Barracks,
    Bazaar,
    Blacksmith,
    Buy,
    ChooseTitle,
    Clerk,
    DealDesign,
    DealQuest,
    DealWealth,
    Done,
    EndBonusSpace,
    Equip,
    Finish,
    KeepWealth,
    Levels,
    MarketPass,
    PlaceTile,
    QuestPass,
    Reveal,
    Road,
    Sell,
    SetAside,
    SetOrder,
    Skip,
    StartAhead,
    TakeCard,
    TakeQuest,
    TileBuy,
    Unassign,
    UseStall,
)
from forgegames.games.forge_war.mine_actions import (
    MineSides,
    MoveOverseer,
    MoveWorker,
    PassMove,
    PlaceOverseer,
)
from forgegames.games.forge_war.notes import hex_label, in_sentence
from forgegames.games.forge_war.resources import amount_text
from forgegames.games.forge_war.stages import hire_cost, round_text
from forgegames.games.forge_war.state import Adventurer, FWState, whose_turn
from forgegames.games.forge_war.words import DECK_WORDS, said
from forgegames.games.forge_war.world import World


def _hex(state: FWState, pair: tuple[int, ...]) -> str:
    return hex_label(state.mine.board, Hex(pair[0], pair[1]))


def _automated_owner(state: FWState) -> str:
    """' of Automaton A' when the player places or moves an automated colour (solo)."""
    phase = state.mphase
    if not state.solo or phase is None or state.pending or state.phase not in ("place", "mine"):
        return ""
    actor = phase.actor
    automated = actor is not None and actor >= state.players
    return tr(" of {name}", name=in_sentence(state.names[actor])) if automated else ""


def describe(state: FWState, action: Action) -> str:
    c = state.world.content
    seat_index = state.pending[0]["seat"] if state.pending else None
    if seat_index is None and state.phase not in ("setup", "over") and not state.chance:
        if state.phase in ("place", "mine") and state.mphase is not None:
            seat_index = whose_turn(state)  # solo: the player moves every colour
        elif state.turn < state.players:
            seat_index = state.order[state.turn]
    seat = state.seats[seat_index] if seat_index is not None else None
    whose = _automated_owner(state)
    if isinstance(action, PlaceOverseer):
        return tr("Place an overseer{whose} on {hex}", whose=whose, hex=_hex(state, action.at))
    if isinstance(action, MoveOverseer):
        return tr(
            "Move an overseer{whose} from {a} to {b}",
            whose=whose,
            a=_hex(state, action.frm),
            b=_hex(state, action.to),
        )
    if isinstance(action, PassMove):  # the extra move's is said as such (issue 39)
        extra = getattr(state.mphase, "is_extra", False) and state.phase == "mine"
        return tr("Skip the extra move") if extra else tr("Pass in the mine")
    if isinstance(action, MoveWorker):
        if not action.to:
            return tr("Remove the worker on {hex}", hex=_hex(state, action.frm))
        return tr(
            "Move the worker from {a} to {b}", a=_hex(state, action.frm), b=_hex(state, action.to)
        )
    if isinstance(action, MineSides):
        return tr("Lay out the mine")
    if isinstance(action, SetOrder):
        return tr("Starting order: {names}", names=", ".join(state.names[i] for i in action.seats))
    if isinstance(action, Reveal):
        return tr("Reveal {card}", card=c.card_name(action.card))
    if isinstance(action, DealQuest):
        return tr("Deal {card}", card=c.card_name(action.quest))
    if isinstance(action, DealWealth):
        return tr("Deal a wealth card to {name}", name=state.names[action.seat])
    if isinstance(action, KeepWealth):
        names = " + ".join(c.wealth[w].name for w in action.cards)
        return names + (tr(" (both level-ups on one adventurer)") if action.stack else "")
    if isinstance(action, Buy):
        what = amount_text(action.resource, 1)
        return tr("Buy {what} ({n} gold)", what=what, n=buy_price(state.world, action.resource))
    if isinstance(action, Sell):
        price = (
            sell_price(state.world, seat, action.resource)
            if seat
            else c.prices[action.resource].sell
        )
        return tr("Sell {what} ({n} gold)", what=amount_text(action.resource, 1), n=price)
    if isinstance(action, UseStall):
        paid, got = stall_sides(state.world, action.card, action.give)
        return f"{c.all_bonus[action.card].name}: {amounts_text(paid)} → {amounts_text(got)}"
    if isinstance(action, Blacksmith):
        cid = state.market["up"]["weapon"]
        if not cid:
            return tr("Blacksmith")
        return tr(
            "Blacksmith: {card} ({n} gold)", card=c.card_name(cid), n=m.card_price(state, cid)
        )
    if isinstance(action, Bazaar):
        cid = state.market["up"].get(action.slot)
        if not cid:
            return tr("Bazaar")
        return tr("Bazaar: {card} ({n} gold)", card=c.card_name(cid), n=m.card_price(state, cid))
    if isinstance(action, Barracks):
        parts = []
        if action.hire:
            parts.append(tr("hire ({n} gold)", n=hire_cost(state)))
        for a in action.level:
            parts.append(tr("train adventurer {n}", n=a + 1))
        return tr("Barracks: {what}", what=tr(" and ").join(parts))
    if isinstance(action, Clerk):
        price = m.clerk_price(state, action.design)
        name = c.all_weapons[action.design].name
        return tr("Clerk: claim {name} ({n} gold)", name=name, n=price)
    if isinstance(action, Road):
        steps = count(action.steps, "step", "steps")
        return tr("Road: rush {card} {steps}", card=c.card_name(action.quest), steps=steps)
    if isinstance(action, EndBonusSpace):
        info = c.end_bonuses[action.bonus]
        return tr("End bonus: {name} ({n} gold)", name=info.name, n=info.cost)
    if isinstance(action, MarketPass):
        return tr("Pass (+{n} gold)", n=c.rules.pass_gold)
    if isinstance(action, TakeQuest):
        qid = state.quests["offer"][action.slot]
        name = c.card_name(qid) if qid else "?"
        return tr("Take {name} ({n} gold)", name=name, n=q.slot_cost(state.world, action.slot))
    if isinstance(action, QuestPass):
        return tr("Take no quest")
    if isinstance(action, Equip):
        return tr(
            "Adventurer {n}: {weapon} → {quest}",
            n=action.adv + 1,
            weapon=c.all_weapons[action.design].name,
            quest=c.card_name(action.quest),
        )
    if isinstance(action, Unassign):
        return tr("Call adventurer {n} back", n=action.adv + 1)
    if isinstance(action, Done):
        return tr("Finish managing quests")
    if isinstance(action, Skip):
        return tr("Decline")
    if isinstance(action, TakeCard):
        return tr("Take {card} from the discard", card=c.card_name(action.card))
    if isinstance(action, Levels):
        advs = ", ".join(tr("adventurer {n}", n=a + 1) for a in action.advs)
        return tr("Level up {advs}", advs=advs)
    if isinstance(action, Finish):
        return tr("Done for this round")
    return _describe_epic(state.world, action)


def _describe_epic(world: World, action: Action) -> str:
    c = world.content
    if isinstance(action, PlaceTile):
        return tr("Lay the {name} bonus tile", name=c.bonus_tiles[action.tile].name)
    if isinstance(action, DealDesign):
        return tr("Deal {card} to the weapon deck", card=c.card_name(action.card))
    if isinstance(action, SetAside):
        return tr(
            "{quest} is left out of the {deck} quest deck",
            quest=c.card_name(action.quest),
            deck=said(DECK_WORDS, action.deck),
        )
    if isinstance(action, ChooseTitle):
        champ = c.champions[action.title]
        return f"{champ.name}: {champ.text}"
    if isinstance(action, StartAhead):
        steps = count(action.steps, "step", "steps")
        return tr(
            "Start {card} {steps} in (Expeditious)", card=c.card_name(action.quest), steps=steps
        )
    if isinstance(action, TileBuy):
        what = amount_text(action.resource, 1)
        return tr("Tile gold: {what} ({n} gold)", what=what, n=buy_price(world, action.resource))
    return str(action)


def summary(view: FWState, seat: int) -> list[str]:
    """A few lines about ``seat``'s position, for the generic text board."""
    c = view.world.content
    data = view.seats[seat]
    pool = amounts_text({r: n for r, n in data.pool.items() if n})
    advs = ", ".join(_adventurer_line(view.world, a) for a in data.advs)
    lines = [
        tr(
            "{round}, {phase}; order: {names}",
            round=round_text(view),
            phase=view.phase,
            names=", ".join(view.names[i] for i in view.order),
        ),
        tr(
            "Gold {gold}; pool: {pool}; prestige {prestige}",
            gold=data.gold,
            pool=pool,
            prestige=data.prestige,
        ),
        tr("Adventurers: {advs}", advs=advs),
    ]
    for entry in data.quests:
        req = q.requirement(view, seat, entry.id)
        lines.append(
            tr(
                "{name}: step {step}/{steps}, power {power} of {needed}",
                name=c.card_name(entry.id),
                step=req.step + 1,
                steps=q.quest_card(view.world, entry.id).steps,
                power=req.shown_power,
                needed=req.needed,
            )
        )
    if view.phase == "wealth" and data.hand:
        names = ", ".join(c.wealth[w].name for w in data.hand)
        lines.append(tr("Wealth cards: {names}", names=names))
    return lines


def _adventurer_line(world: World, adv: Adventurer) -> str:
    """One adventurer for ``summary``: number, level, title, and weapon on a quest."""
    c = world.content
    line = tr("{n}: L{level}", n=adv.id + 1, level=adv.level)
    if adv.title:
        line += f" {c.champions[adv.title].name}"
    if adv.quest:
        weapon = c.all_weapons[adv.weapon].name
        line += tr(" {weapon} on {quest}", weapon=weapon, quest=c.card_name(adv.quest))
    return line
