"""Short player-facing labels for Forge War moves, and the text summary the generic board shows.

The board UI's questions are answered by plain functions (see ``board_info``); this module
only words things.
"""

from __future__ import annotations

from forgegames.core.actions import Action
from forgegames.core.hexgrid import Hex
from forgegames.games.forge_war import market as m
from forgegames.games.forge_war import quests as q
from forgegames.games.forge_war.cards import content
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
from forgegames.games.forge_war.notes import hex_label
from forgegames.games.forge_war.resources import resource_name
from forgegames.games.forge_war.stages import hire_cost, round_text
from forgegames.games.forge_war.state import FWState, whose_turn


def _hex(state: FWState, pair: tuple[int, ...]) -> str:
    return hex_label(state.mine.board, Hex(pair[0], pair[1]))


def _automated_owner(state: FWState) -> str:
    """' of Automaton A' when the player places or moves an automated colour (solo)."""
    phase = state.mphase
    if not state.solo or phase is None or state.pending or state.phase not in ("place", "mine"):
        return ""
    actor = phase.actor
    return f" of {state.names[actor]}" if actor is not None and actor >= state.players else ""


def describe(state: FWState, action: Action) -> str:
    c = content()
    seat_index = state.pending[0]["seat"] if state.pending else None
    if seat_index is None and state.phase not in ("setup", "over") and not state.chance:
        if state.phase in ("place", "mine") and state.mphase is not None:
            seat_index = whose_turn(state)  # solo: the player moves every colour
        elif state.turn < state.players:
            seat_index = state.order[state.turn]
    seat = state.seats[seat_index] if seat_index is not None else None
    whose = _automated_owner(state)
    if isinstance(action, PlaceOverseer):
        return f"Place an overseer{whose} on {_hex(state, action.at)}"
    if isinstance(action, MoveOverseer):
        return f"Move an overseer{whose} from {_hex(state, action.frm)} to {_hex(state, action.to)}"
    if isinstance(action, PassMove):
        return "Pass in the mine"
    if isinstance(action, MoveWorker):
        if not action.to:
            return f"Remove the worker on {_hex(state, action.frm)}"
        return f"Move the worker from {_hex(state, action.frm)} to {_hex(state, action.to)}"
    if isinstance(action, MineSides):
        return "Lay out the mine"
    if isinstance(action, SetOrder):
        return "Starting order: " + ", ".join(state.names[i] for i in action.seats)
    if isinstance(action, Reveal):
        return f"Reveal {c.card_name(action.card)}"
    if isinstance(action, DealQuest):
        return f"Deal {c.card_name(action.quest)}"
    if isinstance(action, DealWealth):
        return f"Deal a wealth card to {state.names[action.seat]}"
    if isinstance(action, KeepWealth):
        names = " + ".join(c.wealth[w].name for w in action.cards)
        return names + (" (both level-ups on one adventurer)" if action.stack else "")
    if isinstance(action, Buy):
        return f"Buy 1 {resource_name(action.resource).lower()} ({buy_price(action.resource)} gold)"
    if isinstance(action, Sell):
        price = sell_price(seat, action.resource) if seat else c.prices[action.resource].sell
        return f"Sell 1 {resource_name(action.resource).lower()} ({price} gold)"
    if isinstance(action, UseStall):
        paid, got = stall_sides(action.card, action.give)
        return f"{c.all_bonus[action.card].name}: {amounts_text(paid)} → {amounts_text(got)}"
    if isinstance(action, Blacksmith):
        cid = state.market["up"]["weapon"]
        return (
            f"Blacksmith: {c.card_name(cid)} ({m.card_price(state, cid)} gold)"
            if cid
            else "Blacksmith"
        )
    if isinstance(action, Bazaar):
        cid = state.market["up"].get(action.slot)
        return f"Bazaar: {c.card_name(cid)} ({m.card_price(state, cid)} gold)" if cid else "Bazaar"
    if isinstance(action, Barracks):
        parts = []
        if action.hire:
            parts.append(f"hire ({hire_cost(state)} gold)")
        for a in action.level:
            parts.append(f"train adventurer {a + 1}")
        return "Barracks: " + " and ".join(parts)
    if isinstance(action, Clerk):
        price = m.clerk_price(state, action.design)
        return f"Clerk: claim {c.all_weapons[action.design].name} ({price} gold)"
    if isinstance(action, Road):
        plural = "s" if action.steps > 1 else ""
        return f"Road: rush {c.card_name(action.quest)} {action.steps} step{plural}"
    if isinstance(action, EndBonusSpace):
        info = c.end_bonuses[action.bonus]
        return f"End bonus: {info.name} ({info.cost} gold)"
    if isinstance(action, MarketPass):
        return f"Pass (+{c.rules.pass_gold} gold)"
    if isinstance(action, TakeQuest):
        qid = state.quests["offer"][action.slot]
        name = c.card_name(qid) if qid else "?"
        return f"Take {name} ({q.slot_cost(action.slot)} gold)"
    if isinstance(action, QuestPass):
        return "Take no quest"
    if isinstance(action, Equip):
        return (
            f"Adventurer {action.adv + 1}: {c.all_weapons[action.design].name} → "
            f"{c.card_name(action.quest)}"
        )
    if isinstance(action, Unassign):
        return f"Call adventurer {action.adv + 1} back"
    if isinstance(action, Done):
        return "Finish managing quests"
    if isinstance(action, Skip):
        return "Decline"
    if isinstance(action, TakeCard):
        return f"Take {c.card_name(action.card)} from the discard"
    if isinstance(action, Levels):
        return "Level up " + ", ".join(f"adventurer {a + 1}" for a in action.advs)
    if isinstance(action, Finish):
        return "End my round"
    return _describe_epic(action)


def _describe_epic(action: Action) -> str:
    c = content()
    if isinstance(action, PlaceTile):
        return f"Lay the {c.bonus_tiles[action.tile].name} bonus tile"
    if isinstance(action, DealDesign):
        return f"Deal {c.card_name(action.card)} to the weapon deck"
    if isinstance(action, SetAside):
        return f"{c.card_name(action.quest)} is left out of the {action.deck} quest deck"
    if isinstance(action, ChooseTitle):
        champ = c.champions[action.title]
        return f"{champ.name}: {champ.text}"
    if isinstance(action, StartAhead):
        plural = "s" if action.steps > 1 else ""
        return f"Start {c.card_name(action.quest)} {action.steps} step{plural} in (Expeditious)"
    if isinstance(action, TileBuy):
        name = resource_name(action.resource).lower()
        return f"Tile gold: 1 {name} ({buy_price(action.resource)} gold)"
    return str(action)


def summary(view: FWState, seat: int) -> list[str]:
    """A few lines about ``seat``'s position, for the generic text board."""
    c = content()
    data = view.seats[seat]
    pool = amounts_text({r: n for r, n in data["pool"].items() if n})
    advs = ", ".join(
        f"{a['id'] + 1}: L{a['level']}"
        + (f" {c.champions[a['title']].name}" if a.get("title") else "")
        + (f" {c.all_weapons[a['weapon']].name} on {c.card_name(a['quest'])}" if a["quest"] else "")
        for a in data["advs"]
    )
    lines = [
        f"{round_text(view)}, {view.phase}; order: " + ", ".join(view.names[i] for i in view.order),
        f"Gold {data['gold']}; pool: {pool}; prestige {data['prestige']}",
        f"Adventurers: {advs}",
    ]
    for entry in data["quests"]:
        req = q.requirement(view, seat, entry["id"])
        lines.append(
            f"{c.card_name(entry['id'])}: step {req.step + 1}/{q.quest_card(entry['id']).steps}, "
            f"power {req.power} of {req.needed}"
        )
    if view.phase == "wealth" and data["hand"]:
        lines.append("Wealth cards: " + ", ".join(c.wealth[w].name for w in data["hand"]))
    return lines
