"""What the Forge War board asks the engine, answered without deciding any rule in the UI.

Every function takes a state (usually ``TITLE.view(state, viewer)``) and returns plain data;
the actions it lists are exactly legal actions, so a click can be turned into one of them.

- ``merchant_panel(state, seat)``: prices, what is left this round, and the deal actions.
- ``market_spaces(state, seat)``: each action space, open or closed, who stands on it, what it
  offers and the actions ``seat`` may take there now.
- ``quest_offer(state)``: the eight slots with their quests and costs.
- ``quest_status(state, seat)``: each active quest's step, requirement against the current
  total, missing weapon types and adventurers on it (``quests.requirement``).
- ``equip_choices(state, seat, adv)``: design → quests an adventurer may be sent on now.
- ``quest_plans(state, seat)``: during the seat's quest management, how each unmet quest step
  could be met (``quest_plan``: the moves, each in words, or what is missing).
- ``pending_choice(state)``: the reward choice waiting (kind, seat, why), if any.
- ``acting_seat(state)``: whose decision the screen is waiting for (None at chance / end).
- ``round_track(state)``: the rounds the track shows and the bonus tiles paid on it.
- ``space_offers(state, space, last)``: the cards or end bonuses a market space offers, each
  with the action that takes it.
- For the mine: ``overseer_preview`` (what moving an overseer would do, the engine's preview),
  ``made_move_change`` (what the overseer move just made gave), ``overseer_can_move`` and
  ``worker_move_refusal`` (why a worker move is refused).

The board reads the engine through this module, ``actions`` (the action types) and ``state``
only: the words it shows (``resource_name``, ``types_words``...) are re-exported here, so
the board's reach into the engine is written in one place; the data (cards, names, prices)
it reads from the world (``World``: its host's ``title.world``, which every view carries).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from forgegames.core.actions import Action
from forgegames.core.errors import IllegalAction
from forgegames.core.hexgrid import Hex
from forgegames.core.i18n import language
from forgegames.games.forge_war import market as m
from forgegames.games.forge_war import quests as q
from forgegames.games.forge_war import solo
from forgegames.games.forge_war.content import load_content
from forgegames.games.forge_war.economy import (
    amounts_text,
    buy_price,
    buys_allowed,
    merchant_options,
    savvy_count,
    sell_price,
    stall_usable,
    traded_resources,
)
from forgegames.games.forge_war.game_actions import (
    Bazaar,
    Blacksmith,
    Buy,
    EndBonusSpace,
    Equip,
    Sell,
    UseStall,
)
from forgegames.games.forge_war.market import bazaar_space as bazaar_space
from forgegames.games.forge_war.market import (
    card_price,
    clerk_price,
    is_last_round,
)
from forgegames.games.forge_war.mine import (
    NORMAL_RULES,
    Mine,
    MineChange,
    destinations,
    move_worker,
    preview_move,
)
from forgegames.games.forge_war.mine_board import outline_segments
from forgegames.games.forge_war.mine_phase import MinePhase
from forgegames.games.forge_war.move_parts import made_move_change as made_move_change
from forgegames.games.forge_war.quest_plan import QuestPlan, QuestPlans
from forgegames.games.forge_war.quest_plan import quest_plans as _quest_plans
from forgegames.games.forge_war.quest_reach import arm_warning as arm_warning
from forgegames.games.forge_war.quest_reach import take_warning as take_warning
from forgegames.games.forge_war.quests import Requirement, owned_designs
from forgegames.games.forge_war.resources import ResourceKind, load_resources, resource_name
from forgegames.games.forge_war.scenario_position import PASSES as PASSES
from forgegames.games.forge_war.stages import hire_cost, is_epic, stage_of, stage_round
from forgegames.games.forge_war.state import FWState
from forgegames.games.forge_war.words import (
    DECK_WORDS,
    WEAPON_TYPE_WORDS,
    said,
    types_words,
    without_resource,
)
from forgegames.games.forge_war.world import World

__all__ = [
    "DECK_WORDS",
    "WEAPON_TYPE_WORDS",
    "World",
    "Mine",
    "MineChange",
    "QuestPlan",
    "QuestPlans",
    "Requirement",
    "ResourceKind",
    "amounts_text",
    "card_price",
    "clerk_price",
    "hire_cost",
    "is_epic",
    "is_last_round",
    "load_content",
    "load_resources",
    "outline_segments",
    "owned_designs",
    "resource_name",
    "said",
    "stage_of",
    "stage_round",
    "types_words",
    "without_resource",
]
"""Re-exported for the board (the functions defined here are public too)."""


def acting_seat(state: FWState) -> int | None:
    from forgegames.games.forge_war.rules import ForgeWar

    seat = ForgeWar().current_player(state)
    return seat if seat >= 0 else None


def acting_colour(state: FWState) -> int | None:
    """The mine colour being placed or moved now (a solo game's automated colours are moved by
    the player), else the acting seat."""
    phase = state.mphase
    if state.phase in ("place", "mine") and not state.pending and not state.chance:
        return phase.actor if phase is not None else None
    return acting_seat(state)


def mine_colours(state: FWState) -> list[int]:
    """Every colour in the mine: the seats, then a solo game's automated colours."""
    return [*range(state.players), *(solo.automated(state) if state.solo else ())]


def order_track(state: FWState) -> list[int]:
    """The order track as shown: mine colours in a solo game, else the player order."""
    return list(solo.mine_order(state))


def _legal(state: FWState, seat: int) -> list[Action]:
    from forgegames.games.forge_war.rules import ForgeWar

    return ForgeWar().legal_actions(state) if acting_seat(state) == seat else []


@dataclasses.dataclass(frozen=True)
class MerchantLine:
    resource: str
    buy_price: int
    sell_price: int
    buy: Buy | None
    sell: Sell | None


@dataclasses.dataclass(frozen=True)
class StallLine:
    card: str
    left: dict[str, int]
    right: dict[str, int]
    usable: bool
    actions: tuple[UseStall, ...]


@dataclasses.dataclass(frozen=True)
class MerchantPanel:
    """A seat's merchant and stalls. Actions are present only when that seat is acting."""

    lines: tuple[MerchantLine, ...]
    buys_left: int
    sells_left: int
    stalls: tuple[StallLine, ...]
    extra_stall_uses_left: int


def merchant_panel(state: FWState, seat: int) -> MerchantPanel:
    data = state.seats[seat]
    options = set(merchant_options(state, seat)) if acting_seat(state) == seat else set()
    if state.phase in ("setup", "wealth", "place", "over"):
        options = set()
    lines = tuple(
        MerchantLine(
            rid,
            buy_price(state.world, rid),
            sell_price(state.world, data, rid),
            Buy(rid) if Buy(rid) in options else None,
            Sell(rid) if Sell(rid) in options else None,
        )
        for rid in traded_resources()
    )
    stalls = tuple(
        StallLine(
            cid,
            dict(state.world.content.all_bonus[cid].left),
            dict(state.world.content.all_bonus[cid].right),
            stall_usable(state.world, data, cid),
            tuple(a for a in options if isinstance(a, UseStall) and a.card == cid),
        )
        for cid in data.bonus
        if state.world.content.all_bonus[cid].kind == "stall"
    )
    return MerchantPanel(
        lines,
        max(0, buys_allowed(state.world, data) - data.buys),
        max(0, 1 - data.sells),
        stalls,
        max(0, savvy_count(state.world, data, "trader") - data.extra_stall_uses),
    )


@dataclasses.dataclass(frozen=True)
class SpaceInfo:
    space: str
    closed: bool
    taken_by: tuple[int, ...]
    cards: tuple[str, ...]
    actions: tuple[Action, ...]


def market_spaces(state: FWState, seat: int) -> list[SpaceInfo]:
    """The action spaces on the board for this player count, in board order."""
    legal = _legal(state, seat) if state.phase == "market" and not state.pending else []
    up = state.market["up"]
    out = []
    for space in m.spaces(state.players):
        if space == "blacksmith":
            cards = (up["weapon"],) if up["weapon"] else ()
        elif space.startswith("bazaar"):
            slots = [s for s in ("bonus1", "bonus2", "single1", "single2")]
            cards = tuple(
                up[s] for s in slots if up[s] and m.bazaar_space(state.players, s) == space
            )
        elif space == "clerk":
            cards = tuple(state.market["public"])
        else:
            cards = ()
        actions = tuple(a for a in legal if m.space_of(state, a) == space)
        out.append(
            SpaceInfo(
                space,
                space in m.CLOSED,
                tuple(state.market["spaces"].get(space, [])),
                cards,
                actions,
            )
        )
    return out


def quest_offer(state: FWState) -> list[tuple[int, str | None, int]]:
    """(slot, quest id or None, cost in gold) for the eight slots, front first."""
    return [(i, qid, q.slot_cost(state.world, i)) for i, qid in enumerate(state.quests["offer"])]


def quest_status(state: FWState, seat: int) -> list[q.Requirement]:
    return [q.requirement(state, seat, e.id) for e in state.seats[seat].quests]


def quest_at_risk(state: FWState, req: q.Requirement) -> bool:
    """Whether a quest's step, unmet, fails if its player finishes now: only in the quest
    phase, whose management ends with the check; elsewhere a quest phase comes first, with
    time to arm it (playtest 4: a leg just finished read as a failure in red)."""
    return not req.met and state.phase == "quest"


def quest_plans(state: FWState, seat: int) -> QuestPlans:
    """While ``seat`` manages its quests: each unmet step's plan (``quest_plan``), its moves
    legal now; otherwise none. The last answer is kept for the same state (a board asks every
    frame)."""
    managing = state.phase == "quest" and state.step == "manage" and not state.pending
    if not managing or acting_seat(state) != seat:
        return QuestPlans((), False)
    key = (id(state), seat, language())  # the words are in the language in use
    known = _PLANS.get(key)
    if known is not None and known[0] is state:
        return known[1]
    plans = _quest_plans(state, seat)
    _PLANS.clear()
    _PLANS[key] = (state, plans)
    return plans


_PLANS: dict[tuple[int, int, str], tuple[FWState, QuestPlans]] = {}
"""``quest_plans``'s last answer, with the state it was for."""


def equip_choices(state: FWState, seat: int, adv: int) -> dict[str, list[str]]:
    """For adventurer ``adv``: each design it may be given now → the quests it may go on."""
    out: dict[str, list[str]] = {}
    for a in _legal(state, seat):
        if isinstance(a, Equip) and a.adv == adv:
            out.setdefault(a.design, []).append(a.quest)
    return out


def pending_choice(state: FWState) -> dict[str, Any] | None:
    return dict(state.pending[0]) if state.pending else None


def space_offers(state: FWState, space: str, last: bool) -> list[tuple[str, Action]]:
    """(card or end-bonus id, the action that takes it) shown on a market space of the first
    row: in the last round (``last``) the end bonuses placed there, else the blacksmith's
    weapon or the bazaar cards of that space."""
    if last:
        return [
            (b, EndBonusSpace(b))
            for b in state.world.content.end_bonuses
            if m.end_bonus_space(state, b) == space
        ]
    up = state.market["up"]
    if space == "blacksmith":
        return [(up["weapon"], Blacksmith())] if up["weapon"] else []
    slots = ("bonus1", "bonus2", "single1", "single2")
    return [
        (up[slot], Bazaar(slot))
        for slot in slots
        if up[slot] and m.bazaar_space(state.players, slot) == space
    ]


@dataclasses.dataclass(frozen=True)
class RoundTrack:
    """The round track: how many rounds it shows (the epic game's: a stage's), and this
    stage's bonus tiles (epic game) as (tile id, the round at whose end it is paid)."""

    rounds: int
    tiles: tuple[tuple[str, int], ...]


def round_track(state: FWState) -> RoundTrack:
    c = state.world.content
    if not is_epic(state):
        return RoundTrack(c.rules.rounds, ())
    stage = stage_of(state)
    tiles = tuple(
        (tile, c.tile_placements[place].resolved_after)
        for tile, place in state.tiles
        if c.tile_placements[place].stage == stage
    )
    return RoundTrack(c.epic.rounds_per_stage, tiles)


def market_actions_left(state: FWState) -> int:
    """A solo game: how many market actions the player has left this round."""
    return solo.market_actions_left(state)


# --- the mine --------------------------------------------------------------------------------
def overseer_can_move(mine: Mine, start: Hex) -> bool:
    """Whether the overseer on ``start`` has any hex to move to (before any priority rule)."""
    return bool(destinations(mine, start))


def overseer_preview(state: FWState, mover: int, start: Hex, end: Hex) -> MineChange:
    """What moving ``mover``'s overseer from ``start`` to ``end`` would do, under the rules of
    the mine phase in play (or, outside it, the game's own: a solo game's automated rules)."""
    assert state.mine is not None
    phase = state.mphase
    if isinstance(phase, MinePhase) and not state.pending:
        order, rules = phase.order, phase.rules
    else:
        order, rules = state.order, solo.mine_rules(state) if state.solo else NORMAL_RULES
    return preview_move(state.mine, state.supply, order, mover, start, end, rules)


def worker_move_refusal(state: FWState, start: Hex, end: Hex | None) -> IllegalAction | None:
    """Why moving the worker on ``start`` to ``end`` (None: off the mine) is refused, if it is."""
    assert state.mine is not None
    try:
        move_worker(state.mine, state.supply, start, end)
    except IllegalAction as exc:
        return exc
    return None
