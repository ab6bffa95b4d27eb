"""Warparty's decks: monsters, treasure and secret quests, read from ``data/warparty`` into
frozen records and checked (every error names the file, the key path and the problem).

- ``monsters.yaml``: a tier-1 and a tier-2 deck of ``MonsterCard``. A monster fights in the
  front row (the manual says so) with a unit's figures; ``specials`` come from ``SPECIALS``.
  An allied monster (``allied``) joins one of ``armies`` when that team's heroes find it: it
  brings no treasure, moves ``move`` on the map and yields ``worth`` crowns of XP to enemy
  heroes who kill it, as a unit of that cost would.
- ``treasure.yaml``: a tier-1 and a tier-2 deck of ``TreasureCard`` with the crowns a card no
  hero can use sells for (``sale``, which must agree with ``rules.yaml``). ``effect`` holds
  the closed list of what a card does (``Effect``).
- ``quests.yaml``: ``QuestCard`` with an ``Objective`` in the closed vocabulary of
  ``OBJECTIVES`` (each kind with the figures it needs and may take) and a ``Reward``.

The engine reads these records and plays them; nothing here decides a rule of play.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from pathlib import Path
from typing import Annotated, Literal

from forgegames.core.content import Range, build, check_ref, nearest, read_yaml
from forgegames.core.errors import ContentError
from forgegames.games.warparty.content_checks import check_id, check_source
from forgegames.games.warparty.content_map import Army, Terrain

Special = Literal["undead", "regenerate", "flying", "missile", "magic-resistant"]
"""``undead``: Exorcism takes one more hit from it; ``regenerate``: gets back one lost hit at
the end of each enemy combat round it stands through (``battle_specials``); ``flying``:
fights as a flyer (and moves as one when allied); ``missile``: its attack is a missile attack;
``magic-resistant``: attack spells roll one lower against it."""
SPECIALS: tuple[str, ...] = Special.__args__  # type: ignore[attr-defined]

HeroKind = Literal["warrior", "wizard", "priest"]
TreasureKind = Literal["weapon", "armour", "item", "single-use"]
UnitKind = Literal[
    "infantry", "archer", "heavy-infantry", "cavalry", "missile", "siege", "transport", "hero",
    "tier-3",
]  # fmt: skip


# --- monsters ---------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class MonsterCard:
    id: str
    name: str
    text: str
    hits: Annotated[int, Range(1, 20)]
    attack: Annotated[int, Range(1, 5)]
    defence: Annotated[int, Range(1, 5)]
    xp: Annotated[int, Range(0, 500)]
    source: str
    attack_mod: Annotated[int, Range(-3, 0)] = 0
    defence_mod: Annotated[int, Range(-3, 0)] = 0
    attacks: Annotated[int, Range(1, 6)] = 1
    damage: Annotated[int, Range(1, 4)] = 1
    specials: tuple[Special, ...] = ()
    treasure: Literal[1, 2] | None = None
    """The tier of treasure its slayers draw (None: an allied monster brings none)."""
    allied: Literal["good", "evil"] | None = None
    armies: tuple[Army, ...] = ()
    """The armies an allied monster may join (its team's)."""
    move: Annotated[int, Range(1, 6)] = 1
    worth: Annotated[int, Range(0, 500)] = 0
    """An ally's value in crowns: the XP enemy heroes earn for killing it."""
    tier: int = 0
    """Set from the deck it is in."""


@dataclasses.dataclass(frozen=True)
class MonsterDeck:
    tier: Literal[1, 2]
    source: str
    cards: tuple[MonsterCard, ...]


@dataclasses.dataclass(frozen=True)
class MonsterFile:
    decks: tuple[MonsterDeck, ...]


# --- treasure ---------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class Effect:
    """What a treasure card does for the hero who holds it (weapons and armour while held,
    single-use cards when used)."""

    attack: Annotated[int, Range(0, 4)] = 0
    attack_mod: Annotated[int, Range(-3, 0)] = 0
    attacks: Annotated[int, Range(0, 3)] = 0
    defence: Annotated[int, Range(0, 4)] = 0
    defence_mod: Annotated[int, Range(-3, 0)] = 0
    hits: Annotated[int, Range(0, 5)] = 0
    move: Annotated[int, Range(0, 3)] = 0
    heal: Annotated[int, Range(0, 10)] = 0
    """Hits a single use restores to the hero."""
    resurrect: bool = False
    """A single use brings back a hero of the army killed in this battle."""
    reroll: Annotated[int, Range(0, 3)] = 0
    """Failed dice of the hero's side it lets be rolled again (``treasure_use``)."""

    def changes(self) -> set[str]:
        """The names of the figures it changes."""
        default = Effect()
        return {
            f.name
            for f in dataclasses.fields(self)
            if getattr(self, f.name) != getattr(default, f.name)
        }


WEAPON = {"attack", "attack_mod", "attacks"}
ARMOUR = {"defence", "defence_mod", "hits"}
USED_ONCE = {"heal", "resurrect", "reroll"}


@dataclasses.dataclass(frozen=True)
class TreasureCard:
    id: str
    name: str
    text: str
    kind: TreasureKind
    source: str
    users: tuple[HeroKind, ...] = ()
    """Hero kinds that can use it (none: it goes to the capital or is sold)."""
    xp: Annotated[int, Range(0, 200)] = 0
    effect: Effect = Effect()
    free: bool = False
    """Using it takes no combat action (Cullow's Lucky Charm)."""
    copies: Annotated[int, Range(1, 5)] = 1
    tier: int = 0
    """Set from the deck it is in."""

    @property
    def single_use(self) -> bool:
        """Used once, then back to the deck."""
        return self.kind == "single-use"


@dataclasses.dataclass(frozen=True)
class TreasureDeck:
    tier: Literal[1, 2]
    sale: Annotated[int, Range(1, 500)]
    """Crowns for a card of this deck nobody can use (instead of sending it to the capital)."""
    source: str
    cards: tuple[TreasureCard, ...]


@dataclasses.dataclass(frozen=True)
class TreasureFile:
    decks: tuple[TreasureDeck, ...]


# --- quests -----------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class Objective:
    """What a quest asks, in words an engine can test: ``kind`` and the figures
    ``OBJECTIVES[kind]`` lists (the others stay unset)."""

    kind: str
    count: Annotated[int, Range(1, 100)] | None = None
    terrain: Terrain | None = None
    min_value: Annotated[int, Range(1, 10)] | None = None
    distance: Annotated[int, Range(1, 10)] | None = None
    unit_kind: UnitKind | None = None
    dungeon: str | None = None
    tier: Literal[1, 2] | None = None
    level: Annotated[int, Range(2, 20)] | None = None
    at_least: Annotated[int, Range(1, 500)] | None = None


OBJECTIVES: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    # kind: (figures it needs, figures it may also take)
    "hold-territories": (frozenset({"count"}), frozenset({"terrain", "min_value"})),
    "near-enemy-capital": (frozenset({"distance"}), frozenset()),
    "kill-units": (frozenset({"count"}), frozenset({"unit_kind"})),
    "win-battles": (frozenset({"count"}), frozenset()),
    "burn-cities": (frozenset({"count"}), frozenset()),
    "build-cities": (frozenset({"count"}), frozenset()),
    "upgrades": (frozenset({"count"}), frozenset()),
    "own-units": (frozenset({"count"}), frozenset({"unit_kind"})),
    "complete-dungeons": (frozenset({"count"}), frozenset({"dungeon"})),
    "slay-monsters": (frozenset({"count"}), frozenset({"tier"})),
    "hero-level": (frozenset({"level"}), frozenset()),
    "hold-treasure": (frozenset({"count"}), frozenset()),
    "collect": (frozenset({"at_least"}), frozenset()),
}
"""The closed vocabulary of quest objectives. Territories, units, upgrades, cities, treasure,
a hero's level and a collection are tested at the end of the holder's turn; kills, battles
won, cities burned, dungeons completed and monsters slain count over the whole game."""


@dataclasses.dataclass(frozen=True)
class UnitReward:
    unit: str
    """A unit id or alias every army has (``infantry``, ``archer``)."""
    count: Annotated[int, Range(1, 10)]


@dataclasses.dataclass(frozen=True)
class Reward:
    crowns: Annotated[int, Range(0, 200)] = 0
    """Paid at once, unaffected by inflation."""
    xp: Annotated[int, Range(0, 200)] = 0
    """To one hero of the army, its owner's choice."""
    units: UnitReward | None = None
    """Placed free in the army's capital."""


@dataclasses.dataclass(frozen=True)
class QuestCard:
    id: str
    name: str
    text: str
    objective: Objective
    reward: Reward
    source: str
    armies: tuple[Army, ...] = ()
    """Only these armies are dealt it (empty: any army)."""


@dataclasses.dataclass(frozen=True)
class QuestFile:
    quests: tuple[QuestCard, ...]


@dataclasses.dataclass(frozen=True)
class ArmyFacts:
    """What the quest checks need to know of an army (from its sheet)."""

    home_terrain: str | None
    """The rough ground it holds (``mountain``, ``forest``), if any."""
    units: frozenset[str]
    """Its unit ids and aliases."""
    kinds: frozenset[str] = frozenset()
    """The kinds of its units (``siege``, ``cavalry``, ...)."""


# --- all three --------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class Decks:
    """The three decks, checked against each other and the rest of the content."""

    monsters: dict[str, MonsterCard]
    """Every monster by id (both tiers)."""
    treasure: dict[str, TreasureCard]
    quests: dict[str, QuestCard]
    sale: dict[int, int]
    """Crowns for an unusable treasure card, by tier."""

    def monster_deck(self, tier: int) -> tuple[MonsterCard, ...]:
        return tuple(m for m in self.monsters.values() if m.tier == tier)

    def treasure_deck(self, tier: int) -> tuple[TreasureCard, ...]:
        """The deck of that tier, each card as many times as its copies."""
        return tuple(c for c in self.treasure.values() if c.tier == tier for _ in range(c.copies))


def _check_common(file: str, at: str, record: object) -> None:
    check_id(file, f"{at}.id", record.id)  # type: ignore[attr-defined]
    check_source(file, f"{at}.source", record.source)  # type: ignore[attr-defined]
    for key in ("name", "text"):
        if not str(getattr(record, key)).strip():
            raise ContentError(file, f"{at}.{key}", "must not be empty")


def _tiers(file: str, decks: tuple) -> None:
    """Deck tiers 1 and 2 once each; each card's id, source and words; ids unique across the
    decks."""
    seen: dict[str, str] = {}

    tiers = [d.tier for d in decks]
    if sorted(tiers) != [1, 2]:
        raise ContentError(file, "decks", f"give one deck of tier 1 and one of tier 2, not {tiers}")
    for i, deck in enumerate(decks):
        check_source(file, f"decks[{i}].source", deck.source)
        if not deck.cards:
            raise ContentError(file, f"decks[{i}].cards", "a deck needs at least one card")
        for j, card in enumerate(deck.cards):
            at = f"decks[{i}].cards[{j}]"
            if card.id in seen:
                raise ContentError(file, f"{at}.id", f"duplicate id '{card.id}' ({seen[card.id]})")
            seen[card.id] = at
            _check_common(file, at, card)


def load_monsters(path: Path, sides: Mapping[str, str]) -> dict[str, MonsterCard]:
    """``monsters.yaml``; ``sides``: army -> its team ('good' or 'evil', ``content_map.SIDE``)."""
    file = str(path)
    found = build(MonsterFile, read_yaml(path), file)
    _tiers(file, found.decks)
    out: dict[str, MonsterCard] = {}
    for i, deck in enumerate(found.decks):
        for j, card in enumerate(deck.cards):
            at = f"decks[{i}].cards[{j}]"
            if card.tier:
                raise ContentError(file, f"{at}.tier", "a card takes its tier from its deck")
            if card.allied is None:
                if card.treasure is None:
                    raise ContentError(file, f"{at}.treasure", "a hostile monster gives treasure")
                for key in ("armies", "worth"):
                    if getattr(card, key):
                        raise ContentError(file, f"{at}.{key}", "only an allied monster has it")
            else:
                if card.treasure is not None:
                    raise ContentError(
                        file, f"{at}.treasure", "an allied monster brings no treasure (7.)"
                    )
                if not card.armies:
                    raise ContentError(file, f"{at}.armies", "name the armies it may join")
                for k, army in enumerate(card.armies):
                    if sides.get(army) != card.allied:
                        raise ContentError(
                            file,
                            f"{at}.armies[{k}]",
                            f"the {army} are not on the {card.allied} side",
                        )
                if card.worth < 1:
                    raise ContentError(file, f"{at}.worth", "an ally is worth at least 1 crown")
            out[card.id] = dataclasses.replace(card, tier=deck.tier)
    return out


def load_treasure(
    path: Path, crowns: Mapping[int, int]
) -> tuple[dict[str, TreasureCard], dict[int, int]]:
    """``treasure.yaml``; ``crowns``: rules.yaml's sale value by tier, which ``sale`` must match."""
    file = str(path)
    found = build(TreasureFile, read_yaml(path), file)
    _tiers(file, found.decks)
    out: dict[str, TreasureCard] = {}
    for i, deck in enumerate(found.decks):
        if crowns.get(deck.tier) not in (None, deck.sale):
            raise ContentError(
                file,
                f"decks[{i}].sale",
                f"rules.yaml sells a tier-{deck.tier} card for {crowns[deck.tier]}"
                f", not {deck.sale}",
            )
        for j, card in enumerate(deck.cards):
            _check_treasure(file, f"decks[{i}].cards[{j}]", card)
            out[card.id] = dataclasses.replace(card, tier=deck.tier)
    return out, {d.tier: d.sale for d in found.decks}


def _check_treasure(file: str, at: str, card: TreasureCard) -> None:
    if card.tier:
        raise ContentError(file, f"{at}.tier", "a card takes its tier from its deck")
    changes = card.effect.changes()
    if not card.users:
        if changes or card.xp:
            raise ContentError(file, f"{at}.users", "a card with an effect or XP needs users")
        return
    if len(set(card.users)) != len(card.users):
        raise ContentError(file, f"{at}.users", "a hero kind is listed twice")
    if not changes:
        raise ContentError(file, f"{at}.effect", "a usable card must do something")
    if card.xp < 1:
        raise ContentError(file, f"{at}.xp", "a usable card gives its claimer XP (7. Treasure)")
    allowed = {
        "weapon": WEAPON,
        "armour": ARMOUR,
        "single-use": USED_ONCE,
        "item": {"move", "hits", "defence"},
    }[card.kind]
    wrong = sorted(changes - allowed)
    if wrong:
        raise ContentError(file, f"{at}.effect.{wrong[0]}", f"{card.kind} cards cannot change it")
    if card.free and not card.single_use:
        raise ContentError(file, f"{at}.free", "only a single-use card is used as a free action")


def load_quests(
    path: Path, armies: Mapping[str, ArmyFacts], dungeons: list[str]
) -> dict[str, QuestCard]:
    """``quests.yaml``, its references checked against the armies and ``dungeons``."""
    file = str(path)
    found = build(QuestFile, read_yaml(path), file)
    out: dict[str, QuestCard] = {}
    for i, quest in enumerate(found.quests):
        at = f"quests[{i}]"
        if quest.id in out:
            raise ContentError(file, f"{at}.id", f"duplicate id '{quest.id}'")
        _check_common(file, at, quest)
        _check_objective(file, f"{at}.objective", quest, armies, dungeons)
        _check_reward(file, f"{at}.reward", quest.reward, armies)
        out[quest.id] = quest
    return out


def _check_objective(
    file: str, at: str, quest: QuestCard, armies: Mapping[str, ArmyFacts], dungeons: list[str]
) -> None:
    goal = quest.objective
    if goal.kind not in OBJECTIVES:
        raise ContentError(file, f"{at}.kind", f"unknown objective{nearest(goal.kind, OBJECTIVES)}")
    needs, may = OBJECTIVES[goal.kind]
    given = {
        f.name
        for f in dataclasses.fields(goal)
        if f.name != "kind" and getattr(goal, f.name) is not None
    }
    for key in sorted(needs - given):
        raise ContentError(file, f"{at}.{key}", f"a {goal.kind} objective needs it")
    for key in sorted(given - needs - may):
        raise ContentError(file, f"{at}.{key}", f"a {goal.kind} objective takes no {key}")
    if goal.dungeon is not None:
        check_ref(file, f"{at}.dungeon", goal.dungeon, dungeons)
    if goal.terrain == "lake":
        raise ContentError(file, f"{at}.terrain", "nobody holds the lake")
    if goal.terrain in ("mountain", "forest"):
        able = sorted(a for a, facts in armies.items() if facts.home_terrain == goal.terrain)
        if not quest.armies or any(a not in able for a in quest.armies):
            raise ContentError(
                file,
                f"{at}.terrain",
                f"only the {', '.join(able)} hold {goal.terrain}:"
                " deal the card to them alone (armies)",
            )
    if goal.kind == "own-units" and goal.unit_kind:
        able = sorted(a for a, facts in armies.items() if goal.unit_kind in facts.kinds)
        dealt = quest.armies or tuple(armies)
        if any(a not in able for a in dealt):
            raise ContentError(
                file,
                f"{at}.unit_kind",
                f"only the {', '.join(able)} field {goal.unit_kind} units:"
                " deal the card to them alone (armies)",
            )


def _check_reward(file: str, at: str, reward: Reward, armies: Mapping[str, ArmyFacts]) -> None:
    if not (reward.crowns or reward.xp or reward.units):
        raise ContentError(file, at, "give crowns, xp or units")
    if reward.units is not None:
        unit = reward.units.unit
        for army, facts in armies.items():
            if unit not in facts.units:
                raise ContentError(
                    file,
                    f"{at}.units.unit",
                    f"the {army} have no '{unit}'{nearest(unit, facts.units)}",
                )


def load_decks(
    data_dir: Path,
    monsters: dict[str, MonsterCard],
    crowns: Mapping[int, int],
    dungeons: list[str],
    armies: Mapping[str, ArmyFacts],
) -> Decks:
    """The treasure and quest files with ``monsters`` (``load_monsters``), checked against the
    rules' sale values (``crowns`` by tier), the dungeon ids and the armies."""
    treasure, sale = load_treasure(data_dir / "treasure.yaml", crowns)
    quests = load_quests(data_dir / "quests.yaml", armies, dungeons)
    return Decks(monsters, treasure, quests, sale)
