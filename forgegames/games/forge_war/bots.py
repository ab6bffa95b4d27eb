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

This module is the bot and its setup and reward choices; what things are worth to it is
``bot_values``, its plans for a quest step ``bot_plans``, and each phase's choices
``bot_mine``, ``bot_market`` and ``bot_quests``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from forgegames.core.actions import Action
from forgegames.core.errors import IllegalAction
from forgegames.core.hints import Choice, pick
from forgegames.core.title import Bot
from forgegames.games.forge_war.bot_market import market_choices
from forgegames.games.forge_war.bot_mine import mine_change, mine_choices, move_value
from forgegames.games.forge_war.bot_quests import best_quest, manage
from forgegames.games.forge_war.bot_values import CUBE_VALUE, GOLD_VALUE, design_value
from forgegames.games.forge_war.economy import buy_price
from forgegames.games.forge_war.game_actions import (
    ChooseTitle,
    Done,
    Finish,
    KeepWealth,
    Levels,
    MarketPass,
    QuestPass,
    Skip,
    TakeCard,
    TileBuy,
)
from forgegames.games.forge_war.hint_words import reason
from forgegames.games.forge_war.mine import destinations
from forgegames.games.forge_war.mine_actions import (
    MoveOverseer,
    MoveWorker,
    PassMove,
    PlaceOverseer,
    hex_of,
)
from forgegames.games.forge_war.mine_phase import MinePhase
from forgegames.games.forge_war.state import FWState, whose_turn
from forgegames.games.forge_war.world import World

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
                change = mine_change(view, colour, choice.action)
            except IllegalAction:
                change = None
        return reason(view, seat, choice, change)

    def _scored(self, view: FWState, seat: int, legal: list[Action]) -> list[Choice] | None:
        """The shared evaluation of the phases where every option gets a score."""
        if view.pending:
            return None
        if view.phase == "wealth":
            return [
                Choice(a, wealth_value(view.world, a)) for a in legal if isinstance(a, KeepWealth)
            ]
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
def wealth_value(world: World, action: KeepWealth) -> float:
    cards = world.content.wealth
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
        return max(buys, key=lambda a: buy_price(view.world, a.resource)) if buys else Skip()
    levels = [a for a in legal if isinstance(a, Levels)]
    advs = {a.id: a.level for a in view.seats[seat].advs}
    return max(levels, key=lambda a: sum(advs[i] for i in a.advs))


def _card_worth(view: FWState, seat: int, cid: str) -> float:
    c = view.world.content
    if cid in c.all_weapons:
        return design_value(view, seat, cid)
    if cid in c.all_bonus:
        return c.all_bonus[cid].prestige + 1
    return 1.0
