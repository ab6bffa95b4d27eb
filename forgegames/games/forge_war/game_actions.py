"""Forge War's actions beyond the mine's (``mine_actions``) and the title's codec.

Text forms (adventurers are numbered per player from 0; quests and cards by id)::

    order 2,0,1                   chance: the random starting player order
    reveal weapon iron-axe        chance: a market card turned face up (weapon, bonus1, ...)
    deal-quest 3 arena-games-1    chance: a quest dealt to offer slot 3
    deal-wealth 1 ore-cart        chance: a wealth card dealt to seat 1
    set-aside green arena-games-1 chance: solo, a quest left out of the deck at random
    wealth ore-cart,eager-squire no   keep two wealth cards (yes: both level-ups on one adventurer)
    buy iron / sell emerald       the merchant
    stall ore-exchange left       use a market stall, giving its left side
    blacksmith                    buy the face-up unique design
    bazaar bonus1                 buy the face-up card in bonus1 / bonus2 / single1 / single2
    barracks yes 2                hire (yes/no) and level up adventurer 2 (or -)
    clerk copper-axe              claim a public design
    road arena-games-1 1          rush a quest 1 step (more with Adventurer's Savvy)
    end-bonus smith               last round: claim an end-game bonus space
    market-pass                   take no market action (1 gold)
    take 4                        take the quest in offer slot 4
    quest-pass                    take no quest this round
    equip 1 iron-sword arena-games-1  forge a weapon for adventurer 1 and send them on a quest
    unassign 1                    call adventurer 1 back (the weapon is lost)
    done                          finish quest management (unmet quests fail)
    skip                          decline an optional reward (an overseer or worker move, a card)
    take-card gem-broker          the free card from the market discard
    levels 0,2                    the adventurers who gain a level
    finish                        end your part of the round after collecting rewards

The epic game adds::

    tile 2 knowledge-gold         chance: the bonus tile laid on round-track place 2
    deal-design storm-blade       chance: a stage-3 design dealt to the weapon deck
    title 3 valorous              adventurer 3, a new champion, takes the Valorous title
    ahead arena-games-1 2         the Expeditious champion starts the quest 2 steps in
    tile-buy ruby                 spend a bonus tile's merchant gold on a ruby
"""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

from forgegames.core.actions import Action, ActionCodec
from forgegames.games.forge_war.mine_actions import MINE_ACTIONS


@dataclasses.dataclass(frozen=True)
class SetOrder(Action):
    verb = "order"
    seats: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class Reveal(Action):
    verb = "reveal"
    slot: str
    card: str


@dataclasses.dataclass(frozen=True)
class DealQuest(Action):
    verb = "deal-quest"
    slot: int
    quest: str


@dataclasses.dataclass(frozen=True)
class SetAside(Action):
    """Chance (solo): a quest leaves a deck at random while the deck is built."""

    verb = "set-aside"
    deck: str
    quest: str


@dataclasses.dataclass(frozen=True)
class DealWealth(Action):
    verb = "deal-wealth"
    seat: int
    card: str


@dataclasses.dataclass(frozen=True)
class KeepWealth(Action):
    verb = "wealth"
    cards: tuple[str, ...]
    stack: bool


@dataclasses.dataclass(frozen=True)
class Buy(Action):
    verb = "buy"
    resource: str


@dataclasses.dataclass(frozen=True)
class Sell(Action):
    verb = "sell"
    resource: str


@dataclasses.dataclass(frozen=True)
class UseStall(Action):
    verb = "stall"
    card: str
    give: str


@dataclasses.dataclass(frozen=True)
class Blacksmith(Action):
    verb = "blacksmith"


@dataclasses.dataclass(frozen=True)
class Bazaar(Action):
    verb = "bazaar"
    slot: str


@dataclasses.dataclass(frozen=True)
class Barracks(Action):
    verb = "barracks"
    hire: bool
    level: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class Clerk(Action):
    verb = "clerk"
    design: str


@dataclasses.dataclass(frozen=True)
class Road(Action):
    verb = "road"
    quest: str
    steps: int


@dataclasses.dataclass(frozen=True)
class EndBonusSpace(Action):
    verb = "end-bonus"
    bonus: str


@dataclasses.dataclass(frozen=True)
class MarketPass(Action):
    verb = "market-pass"


@dataclasses.dataclass(frozen=True)
class TakeQuest(Action):
    verb = "take"
    slot: int


@dataclasses.dataclass(frozen=True)
class QuestPass(Action):
    verb = "quest-pass"


@dataclasses.dataclass(frozen=True)
class Equip(Action):
    verb = "equip"
    adv: int
    design: str
    quest: str


@dataclasses.dataclass(frozen=True)
class Unassign(Action):
    verb = "unassign"
    adv: int


@dataclasses.dataclass(frozen=True)
class Done(Action):
    verb = "done"


@dataclasses.dataclass(frozen=True)
class Skip(Action):
    verb = "skip"


@dataclasses.dataclass(frozen=True)
class TakeCard(Action):
    verb = "take-card"
    card: str


@dataclasses.dataclass(frozen=True)
class Levels(Action):
    verb = "levels"
    advs: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class Finish(Action):
    verb = "finish"


@dataclasses.dataclass(frozen=True)
class PlaceTile(Action):
    verb = "tile"
    place: int
    tile: str


@dataclasses.dataclass(frozen=True)
class DealDesign(Action):
    verb = "deal-design"
    card: str


@dataclasses.dataclass(frozen=True)
class ChooseTitle(Action):
    verb = "title"
    adv: int
    title: str


@dataclasses.dataclass(frozen=True)
class StartAhead(Action):
    verb = "ahead"
    quest: str
    steps: int


@dataclasses.dataclass(frozen=True)
class TileBuy(Action):
    verb = "tile-buy"
    resource: str


GAME_ACTIONS: tuple[type[Action], ...] = (
    SetOrder,
    Reveal,
    DealQuest,
    SetAside,
    DealWealth,
    KeepWealth,
    Buy,
    Sell,
    UseStall,
    Blacksmith,
    Bazaar,
    Barracks,
    Clerk,
    Road,
    EndBonusSpace,
    MarketPass,
    TakeQuest,
    QuestPass,
    Equip,
    Unassign,
    Done,
    Skip,
    TakeCard,
    Levels,
    Finish,
    PlaceTile,
    DealDesign,
    ChooseTitle,
    StartAhead,
    TileBuy,
)

CODEC = ActionCodec(*MINE_ACTIONS, *GAME_ACTIONS)

A = TypeVar("A", bound=Action)
_MADE: dict[tuple[Any, ...], Action] = {}


def shared(kind: type[A], *args: Any) -> A:
    """``kind(*args)``, made once and then shared: actions never change, and the same ones are
    listed as legal again and again (listing them costs a lookup, not a new object)."""
    key = (kind, *args)
    action = _MADE.get(key)
    if action is None:
        action = _MADE[key] = kind(*args)
    return action  # type: ignore[return-value]


MERCHANT_ACTIONS = (Buy, Sell, UseStall)
"""Actions the active seat may take at any decision point of a round."""
