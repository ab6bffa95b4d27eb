"""Forge War's cards and figures from data/forge_war: loaded once, validated, cross-checked.

``load_content()`` reads game.yaml, merchant.yaml, market.yaml, quests.yaml and wealth.yaml
into typed records (every problem is a ContentError naming the file and key path). The rules
modules only ever ask ``content()`` for cards by id.
"""

from __future__ import annotations

import dataclasses
import functools
from pathlib import Path
from typing import Literal

from forgegames.core.content import build, check_ref, convert, load_list, read_yaml
from forgegames.core.errors import ContentError
from forgegames.games.forge_war.resources import DATA_DIR, Source, load_resources

WEAPON_TYPES = ("slashing", "piercing", "crushing")
REWARD_KEYS_EXTRA = ("gold", "adventurer", "overseer", "worker", "card")
"""Quest reward keys besides the resource ids."""


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


@dataclasses.dataclass(frozen=True)
class Leg:
    steps: int
    difficulty: int
    types: tuple[str, ...]
    prestige: int
    rewards: dict[str, int]


@dataclasses.dataclass(frozen=True)
class Quest:
    id: str
    name: str
    deck: Literal["green", "yellow"]
    starred: bool
    legs: tuple[Leg, ...]
    source: Source

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

    def card_name(self, cid: str) -> str:
        for table in (self.weapons, self.bonus, self.single_use, self.quests, self.wealth):
            if cid in table:
                return table[cid].name  # type: ignore[attr-defined]
        return cid

    def market_card_ids(self) -> list[str]:
        """Every market card that can be bought or claimed (not the starting player cards)."""
        return [
            *(w.id for w in self.weapons.values() if w.where != "player"),
            *self.bonus,
            *self.single_use,
        ]


def _by_id(records: list, path: Path, key: str) -> dict:
    return {r.id: r for r in records}


def _check_amounts(file: str, at: str, amounts: dict[str, int], valid: list[str]) -> None:
    for rid, n in amounts.items():
        check_ref(file, f"{at}.{rid}", rid, valid)
        if n <= 0:
            raise ContentError(file, f"{at}.{rid}", "must be a positive number")


def _load_game(path: Path) -> tuple[GameRules, dict[str, EndBonus]]:
    file = str(path)
    data = read_yaml(path)
    if not isinstance(data, dict):
        raise ContentError(file, "", "must be a mapping with 'game' and 'end_bonuses'")
    for key in data:
        if key not in ("game", "end_bonuses"):
            raise ContentError(file, str(key), "unknown key")
    for key in ("game", "end_bonuses"):
        if key not in data:
            raise ContentError(file, key, "missing key")
    rules = build(GameRules, data["game"], file, "game")
    if len(rules.slot_costs) != 8:
        raise ContentError(file, "game.slot_costs", "the quest offer has 8 slots")
    for players in (2, 3, 4):
        if players not in rules.slots_removed:
            raise ContentError(file, "game.slots_removed", f"missing the {players}-player figure")
    bonuses = convert(data["end_bonuses"], list[EndBonus], file, "end_bonuses")
    ids = [b.id for b in bonuses]
    if sorted(ids) != sorted(["smith", "quests", "adventurers", "bonus-cards", "resources"]):
        raise ContentError(
            file, "end_bonuses", "needs exactly: smith, quests, adventurers, bonus-cards, resources"
        )
    return rules, {b.id: b for b in bonuses}


@functools.cache
def load_content(root: Path = DATA_DIR) -> Content:
    """Every Forge War card and figure, validated and cross-checked."""
    valid_res = [k.id for k in load_resources()]
    rules, end_bonuses = _load_game(root / "game.yaml")

    mfile = root / "merchant.yaml"
    prices = load_list(mfile, "prices", Price, "resource")
    for i, p in enumerate(prices):
        check_ref(str(mfile), f"prices[{i}].resource", p.resource, valid_res)
        if not p.buy > p.sell >= 0:
            raise ContentError(str(mfile), f"prices[{i}]", "buying must cost more than selling")
    if {p.resource for p in prices} != set(valid_res):
        raise ContentError(str(mfile), "prices", "needs a price for every resource")

    kfile = root / "market.yaml"
    data = read_yaml(kfile)
    name = str(kfile)
    if not isinstance(data, dict):
        raise ContentError(name, "", "must be a mapping")
    for key in data:
        if key not in ("weapons", "savvies", "bonus", "single_use"):
            raise ContentError(name, str(key), "unknown key")
    for key in ("weapons", "savvies", "bonus", "single_use"):
        if key not in data:
            raise ContentError(name, key, "missing key")
    weapons = convert(data["weapons"], list[Weapon], name, "weapons")
    savvies = convert(data["savvies"], list[Savvy], name, "savvies")
    bonus = convert(data["bonus"], list[BonusCard], name, "bonus")
    single = convert(data["single_use"], list[SingleUse], name, "single_use")
    seen: dict[str, str] = {}
    for key, records in (("weapons", weapons), ("bonus", bonus), ("single_use", single)):
        for i, r in enumerate(records):
            if r.id in seen:
                raise ContentError(name, f"{key}[{i}].id", f"duplicate id '{r.id}'")
            seen[r.id] = key
    for i, w in enumerate(weapons):
        at = f"weapons[{i}]"
        _check_amounts(name, f"{at}.cost", w.cost, valid_res)
        if not w.cost:
            raise ContentError(name, f"{at}.cost", "a weapon needs resources to forge")
        for j, t in enumerate(w.types):
            check_ref(name, f"{at}.types[{j}]", t, WEAPON_TYPES)
        if w.level not in (1, 2, 3):
            raise ContentError(name, f"{at}.level", "must be 1, 2 or 3")
        if w.unique != (w.level == 3):
            raise ContentError(name, f"{at}.level", "unique designs (and only they) need level 3")
        if w.unique and w.where != "deck":
            raise ContentError(name, f"{at}.where", "unique designs come from the weapon deck")
        if w.power <= 0:
            raise ContentError(name, f"{at}.power", "must be positive")
    savvy_ids = [s.id for s in savvies]
    for i, b in enumerate(bonus):
        at = f"bonus[{i}]"
        if b.kind == "savvy":
            if b.savvy is None:
                raise ContentError(name, f"{at}.savvy", "a savvy card names its savvy kind")
            check_ref(name, f"{at}.savvy", b.savvy, savvy_ids)
        else:
            if not b.left or not b.right:
                raise ContentError(name, f"{at}", "a stall needs both sides of its exchange")
            _check_amounts(name, f"{at}.left", b.left, valid_res)
            _check_amounts(name, f"{at}.right", b.right, valid_res)
            if set(b.left) & set(b.right):
                raise ContentError(name, f"{at}", "a stall exchanges different resources")
    for i, s in enumerate(single):
        _check_amounts(name, f"single_use[{i}].resources", s.resources, valid_res)
    if len(bonus) % 2 or len(single) % 2:
        raise ContentError(name, "bonus", "bonus and single-use cards split into two equal stacks")
    weapon_ids = [w.id for w in weapons]
    for j, cid in enumerate(rules.player_cards):
        check_ref(str(root / "game.yaml"), f"game.player_cards[{j}]", cid, weapon_ids)

    qfile = root / "quests.yaml"
    quests = load_list(qfile, "quests", Quest)
    reward_keys = [*valid_res, *REWARD_KEYS_EXTRA]
    for i, q in enumerate(quests):
        if not q.legs:
            raise ContentError(str(qfile), f"quests[{i}].legs", "a quest needs at least one leg")
        for j, leg in enumerate(q.legs):
            at = f"quests[{i}].legs[{j}]"
            if leg.steps < 1 or leg.difficulty < 1 or leg.prestige < 0:
                raise ContentError(str(qfile), at, "steps and difficulty must be positive")
            for k, t in enumerate(leg.types):
                check_ref(str(qfile), f"{at}.types[{k}]", t, WEAPON_TYPES)
            _check_amounts(str(qfile), f"{at}.rewards", leg.rewards, reward_keys)
    counts = {d: sum(1 for q in quests if q.deck == d) for d in ("green", "yellow")}
    if counts != {"green": 20, "yellow": 9}:
        raise ContentError(
            str(qfile), "quests", f"needs 20 green and 9 yellow quests, has {counts}"
        )
    if sum(1 for q in quests if q.starred) != 2:
        raise ContentError(str(qfile), "quests", "exactly two green quests are starred")

    wfile = root / "wealth.yaml"
    wealth = load_list(wfile, "wealth", Wealth)
    public = [w.id for w in weapons if not w.unique and w.where != "player"]
    for i, w in enumerate(wealth):
        _check_amounts(str(wfile), f"wealth[{i}].resources", w.resources, valid_res)
        if w.claim is not None:
            check_ref(str(wfile), f"wealth[{i}].claim", w.claim, public)
            if next(x for x in weapons if x.id == w.claim).where != "public":
                raise ContentError(
                    str(wfile), f"wealth[{i}].claim", "must be a starting public design"
                )
    if len(wealth) != 16:
        raise ContentError(str(wfile), "wealth", "the box has 16 starting wealth cards")

    return Content(
        rules=rules,
        end_bonuses=end_bonuses,
        prices={p.resource: p for p in prices},
        weapons=_by_id(weapons, kfile, "weapons"),
        savvies={s.id: s for s in savvies},
        bonus=_by_id(bonus, kfile, "bonus"),
        single_use=_by_id(single, kfile, "single_use"),
        quests=_by_id(quests, qfile, "quests"),
        wealth=_by_id(wealth, wfile, "wealth"),
    )


def content() -> Content:
    return load_content()
