"""Forge War's cards and figures as typed records (what ``content.load_content`` builds from
data/forge_war): the rules, weapons and market cards, quests and their legs, wealth, the epic
and solo figures, champions, bonus tiles, and ``Content``, every table of them."""

from __future__ import annotations

import dataclasses
from typing import Literal

from forgegames.games.forge_war.resources import Source

DeckColour = Literal["green", "yellow", "grey", "red"]

EFFORT_TYPE_WEIGHT = 3

EFFORT_PEAK_WEIGHT = 4
"""The quest difficulty measure (quests.yaml header): see ``Quest.effort``."""


class Priced:
    """A market card with a printed price and, in the simple game, its own price."""

    price: int
    simple_price: int | None

    @property
    def shop_price(self) -> int:
        """The simple game's price (the green circle when there is one)."""
        return self.price if self.simple_price is None else self.simple_price


@dataclasses.dataclass(frozen=True)
class GameRules:
    rounds: int
    starting_adventurers: int
    starting_level_cap: int
    max_level: int
    level4_bonus: int
    adventurer_tiles: int
    hire_cost: int
    pass_gold: int
    wealth_dealt: int
    wealth_kept: int
    quest_trackers: int
    slot_costs: tuple[int, ...]
    slots_removed: dict[int, int]
    green_removed_after_round: int
    missing_type_penalty: int
    early_failure_penalty: int
    gold_per_prestige: int
    player_cards: tuple[str, ...]
    source: Source


@dataclasses.dataclass(frozen=True)
class EndBonus:
    """A last-round bonus space: ``space`` is blacksmith, bazaar-bonus or bazaar-single."""

    id: str
    name: str
    space: Literal["blacksmith", "bazaar-bonus", "bazaar-single"]
    cost: int
    text: str
    source: Source


@dataclasses.dataclass(frozen=True)
class Price:
    resource: str
    buy: int
    buy_source: Source
    sell: int
    sell_source: Source


@dataclasses.dataclass(frozen=True)
class Weapon(Priced):
    id: str
    name: str
    where: Literal["player", "public", "deck"]
    unique: bool
    cost: dict[str, int]
    power: int
    types: tuple[str, ...]
    level: int
    price: int
    simple_price: int | None
    prestige: int
    source: Source
    stage: int


@dataclasses.dataclass(frozen=True)
class Savvy:
    id: str
    name: str
    text: str
    source: Source


@dataclasses.dataclass(frozen=True)
class BonusCard(Priced):
    id: str
    name: str
    kind: Literal["stall", "savvy"]
    price: int
    simple_price: int | None
    prestige: int
    source: Source
    stage: int
    savvy: str | None = None
    left: dict[str, int] = dataclasses.field(default_factory=dict)
    right: dict[str, int] = dataclasses.field(default_factory=dict)


@dataclasses.dataclass(frozen=True)
class SingleUse(Priced):
    id: str
    name: str
    gold: int
    resources: dict[str, int]
    adventurers: int
    level_ups: int
    overseer_moves: int
    worker_moves: int
    price: int
    simple_price: int | None
    text: str
    source: Source
    stage: int


@dataclasses.dataclass(frozen=True)
class Leg:
    steps: int
    difficulty: int
    types: tuple[str, ...]
    prestige: int
    rewards: dict[str, int]


@dataclasses.dataclass(frozen=True)
class Quest:
    """A quest card. ``deck`` is its colour and ``stage`` its stage (two yellow decks: stage 1
    for the simple game, stage 3 for the epic game); ``rank`` orders a deck, 1 = easiest."""

    id: str
    name: str
    deck: DeckColour
    stage: int
    starred: bool
    rank: int
    legs: tuple[Leg, ...]
    source: Source

    @property
    def effort(self) -> int:
        """The difficulty measure the ranks agree with (quests.yaml header): the sum over the
        legs of steps x (difficulty + 3 per required type), plus 4 x the highest printed step
        difficulty."""
        total = sum(
            leg.steps * (leg.difficulty + EFFORT_TYPE_WEIGHT * len(leg.types)) for leg in self.legs
        )
        return total + EFFORT_PEAK_WEIGHT * max(leg.difficulty for leg in self.legs)

    @property
    def difficulty_key(self) -> tuple[int, int]:
        """(effort, full prestige): never lower for a higher rank within a deck."""
        return (self.effort, self.full_prestige)

    @property
    def steps(self) -> int:
        return sum(leg.steps for leg in self.legs)

    def leg_at(self, pos: int) -> int:
        """The index of the leg holding step ``pos`` (0-based steps)."""
        for i, end in enumerate(self.leg_ends):
            if pos < end:
                return i
        return len(self.legs) - 1

    @property
    def leg_ends(self) -> tuple[int, ...]:
        """Cumulative step counts: leg i is completed when the tracker reaches leg_ends[i]."""
        out, total = [], 0
        for leg in self.legs:
            total += leg.steps
            out.append(total)
        return tuple(out)

    def legs_done(self, pos: int) -> int:
        """How many legs are completed once ``pos`` steps are behind the tracker."""
        return sum(1 for end in self.leg_ends if pos >= end)

    @property
    def full_prestige(self) -> int:
        return self.legs[-1].prestige


@dataclasses.dataclass(frozen=True)
class Wealth:
    id: str
    name: str
    gold: int
    resources: dict[str, int]
    adventurers: int
    level_ups: int
    claim: str | None
    source: Source


@dataclasses.dataclass(frozen=True)
class DeckRef:
    """A quest deck: its colour and stage."""

    deck: DeckColour
    stage: int

    @property
    def key(self) -> tuple[str, int]:
        return (self.deck, self.stage)


@dataclasses.dataclass(frozen=True)
class EpicRules:
    """The epic game's figures (game.yaml ``epic``); per-stage figures are ``EpicStage``."""

    stage_count: int
    rounds_per_stage: int
    starting_adventurers: int
    starting_adventurers_with_bonus_tiles: int
    starred_quests: bool
    quest_decks: tuple[DeckRef, ...]
    champion_titles: int
    attack_tokens: int
    started_quest_tokens: int
    source: Source


@dataclasses.dataclass(frozen=True)
class EpicStage:
    """One stage of the epic game. ``weapons_dealt``: None deals the whole weapon deck;
    ``offer_removed``: decks whose cards leave the quest offer as the stage begins;
    ``made_public``: designs put in the public row as the stage begins."""

    stage: int
    hire_cost: int
    weapons_dealt: int | None
    bonus_stack: int
    single_stack: int
    offer_removed: tuple[DeckRef, ...]
    made_public: tuple[str, ...]
    source: Source


@dataclasses.dataclass(frozen=True)
class StageMarket:
    """The market cards of one stage, by id (sorted): ``public`` designs lie in the public row
    from the start of the stage, ``weapon_deck`` is shuffled into the weapon space."""

    stage: int
    public: tuple[str, ...]
    weapon_deck: tuple[str, ...]
    bonus: tuple[str, ...]
    single_use: tuple[str, ...]


@dataclasses.dataclass(frozen=True)
class SoloRules:
    """The solo variant's figures (game.yaml ``solo``). ``adventurers`` is keyed simple, epic,
    epic-bonus-tiles; ``benchmark`` simple, epic."""

    extra_adventurers: int
    adventurers: dict[str, int]
    benchmark: dict[str, int]
    mine_players: int
    automated: int
    market_actions: int
    offer_slots: tuple[int, ...]
    difficulties: tuple[str, ...]
    source: Source


@dataclasses.dataclass(frozen=True)
class Removal:
    """How many of the hardest, of the easiest and of random cards a difficulty removes."""

    hardest: int
    easiest: int
    random: int
    source: Source


@dataclasses.dataclass(frozen=True)
class SoloDeck:
    """One solo quest deck: built from ``pool`` (all, unstarred) by ``remove[difficulty]`` down
    to ``keep`` cards, or exactly the ``fixed`` cards (pool fixed). ``hardest`` / ``easiest``
    are the rulebook's lists, hardest first, in groups the rules do not order."""

    game: Literal["simple", "epic"]
    deck: DeckColour
    stage: int
    pool: Literal["all", "unstarred", "fixed"]
    source: Source
    keep: int | None = None
    remove: dict[str, Removal] = dataclasses.field(default_factory=dict)
    hardest: tuple[tuple[str, ...], ...] = ()
    easiest: tuple[tuple[str, ...], ...] = ()
    fixed: tuple[str, ...] = ()

    @property
    def ref(self) -> DeckRef:
        return DeckRef(self.deck, self.stage)


@dataclasses.dataclass(frozen=True)
class ChampionEffect:
    """A title's effect: ``kind`` and the parameters that kind takes (``CHAMPION_PARAMS``)."""

    kind: Literal[
        "leg-prestige",
        "leg-power",
        "full-quest-prestige",
        "full-quest-gold",
        "start-ahead",
        "free-acquisition",
        "weapon-type",
        "gem-power",
    ]
    amount: int | None = None
    steps: tuple[int, ...] | None = None
    gold: int | None = None
    type: str | None = None
    resource: str | None = None


@dataclasses.dataclass(frozen=True)
class Champion:
    id: str
    name: str
    letter: str
    effect: ChampionEffect
    text: str
    source: Source


@dataclasses.dataclass(frozen=True)
class BonusTile:
    """A bonus tile: ``kind`` and the parameters that kind takes (``TILE_PARAMS``)."""

    id: str
    name: str
    kind: Literal["industrious", "adventurous", "stockpile", "decorated", "knowledge"]
    text: str
    source: Source
    workers: int | None = None
    quests: int | None = None
    resource: str | None = None
    per: int | None = None
    reward: Literal["gold", "prestige", "merchant"] | None = None
    amount: int | None = None


@dataclasses.dataclass(frozen=True)
class TilePlacement:
    """A place for a bonus tile on the round track: the rounds of ``stage`` it covers, and the
    round at whose end it is resolved."""

    stage: int
    rounds: tuple[int, ...]
    resolved_after: int
    source: Source


@dataclasses.dataclass(frozen=True)
class Content:
    rules: GameRules
    end_bonuses: dict[str, EndBonus]
    prices: dict[str, Price]
    weapons: dict[str, Weapon]
    savvies: dict[str, Savvy]
    bonus: dict[str, BonusCard]
    single_use: dict[str, SingleUse]
    quests: dict[str, Quest]
    wealth: dict[str, Wealth]
    all_weapons: dict[str, Weapon]
    all_bonus: dict[str, BonusCard]
    all_single_use: dict[str, SingleUse]
    all_quests: dict[str, Quest]
    market_stages: dict[int, StageMarket]
    epic: EpicRules
    epic_stages: dict[int, EpicStage]
    solo: SoloRules
    solo_decks: dict[str, tuple[SoloDeck, ...]]
    champions: dict[str, Champion]
    bonus_tiles: dict[str, BonusTile]
    tile_placements: tuple[TilePlacement, ...]

    def card_name(self, cid: str) -> str:
        for table in (
            self.all_weapons,
            self.all_bonus,
            self.all_single_use,
            self.all_quests,
            self.wealth,
        ):
            if cid in table:
                return table[cid].name  # type: ignore[attr-defined]
        return cid

    def quest_deck(self, deck: str, stage: int) -> tuple[str, ...]:
        """The ids of one quest deck, easiest (rank 1) first."""
        cards = [q for q in self.all_quests.values() if q.deck == deck and q.stage == stage]
        return tuple(q.id for q in sorted(cards, key=lambda q: q.rank))

    def solo_pool(self, spec: SoloDeck) -> tuple[str, ...]:
        """The cards a solo deck is built from, easiest first (the fixed cards as listed)."""
        if spec.pool == "fixed":
            return spec.fixed
        ids = self.quest_deck(spec.deck, spec.stage)
        if spec.pool == "unstarred":
            ids = tuple(i for i in ids if not self.all_quests[i].starred)
        return ids

    def solo_deck(self, spec: SoloDeck, difficulty: str) -> tuple[tuple[str, ...], int]:
        """A solo deck for a difficulty: the cards left once the hardest and easiest cards it
        removes are gone (easiest first), and how many more of them leave at random."""
        pool = self.solo_pool(spec)
        if spec.pool == "fixed":
            return pool, 0
        cut = spec.remove[difficulty]
        return pool[cut.easiest : len(pool) - cut.hardest], cut.random

    def market_card_ids(self) -> list[str]:
        """Every market card that can be bought or claimed (not the starting player cards)."""
        return [
            *(w.id for w in self.weapons.values() if w.where != "player"),
            *self.bonus,
            *self.single_use,
        ]
