"""Warparty content: the YAML files in ``data/warparty`` validated into typed records.

The printed board, army sheets, counters and cards are not in our sources, so most figures are
our own. Every record says where its figures come from in ``source``: ``"rulebook: <section>"``
(stated by the manual) or ``"reconstructed: <reason>"`` (our choice). A record whose source is
the rulebook may still list some figures as ours in ``reconstructed`` (figure -> reason).

Files:

- ``map.yaml``: territories and the borders between them (records and checks in ``content_map``).
- ``armies/<army>.yaml``: one army sheet each: units, capital upgrades, research lines.
- ``economy.yaml``, ``rules.yaml``, ``quickplay.yaml``, ``dungeons.yaml``: the other tables.
- ``monsters.yaml``, ``treasure.yaml``, ``quests.yaml``: the decks (records and checks in
  ``decks``).
- ``spells.yaml``: the heroes' spells (records and checks in ``content_spells``).

Research lines come in three kinds: an ``invention`` or ``research`` line lets the army buy the
unit it unlocks from the turn after it is complete; a ``summoning`` line brings the unit itself
(it arrives in the capital at no further cost). A line unlocked by no upgrade is open from the
start. Any error names the file, the key path and the problem.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Iterable
from pathlib import Path
from typing import Annotated, Any, Literal

from forgegames.core.content import Range, build, check_ref, load_list, nearest, read_yaml
from forgegames.core.errors import ContentError
from forgegames.core.paths import ROOT
from forgegames.games.warparty import content_map, decks
from forgegames.games.warparty.content_checks import check_id, check_source, check_unique
from forgegames.games.warparty.content_map import Army, Board, Terrain
from forgegames.games.warparty.content_spells import Spell, load_spells
from forgegames.games.warparty.decks import Decks

DATA_DIR = ROOT / "data" / "warparty"
ARMY_IDS = ("humans", "dwarves", "goblins", "undead")
"""Army ids in the order the rules list them (good team first)."""

Side = Literal["good", "evil"]
UnitKind = Literal[
    "infantry", "archer", "heavy-infantry", "cavalry", "missile", "siege", "transport", "hero",
    "tier-3",
]  # fmt: skip
Ability = Literal[
    "flying", "airborne", "missile", "siege", "undead", "regenerate", "magic-resistant"
]
"""``airborne``: always in the air (only missile and flying units can hit it); the last three
are monster cards' specials an allied monster's sheet keeps (``decks.Special``)."""


# --- army sheets as the files hold them --------------------------------------------------
@dataclasses.dataclass(frozen=True)
class UnitSheet:
    """One unit type as its army sheet gives it. Omitted figures take the rulebook's default
    (1 for move, row and hits; no modifiers)."""

    id: str
    name: str
    kind: UnitKind
    cost: int
    attack: int
    defence: int
    source: str
    attack_mod: Annotated[int, Range(-3, 0)] = 0
    defence_mod: Annotated[int, Range(-3, 0)] = 0
    move: int = 1
    row: Literal[1, 2, 3] = 1
    hits: int = 1
    attacks: int = 1
    """Separate attacks each combat round (the berserker's two)."""
    damage: int = 1
    """Hits dealt by one successful attack (most siege units: 2)."""
    ranged: int | None = None
    """Attack strength of its ranged attack into a neighbouring territory, if it has one."""
    transport: int = 0
    """Regular units it may carry (heroes ride free); 0: not a transport."""
    hero: Literal["warrior", "wizard", "priest"] | None = None
    abilities: list[Ability] = dataclasses.field(default_factory=list)
    aliases: list[str] = dataclasses.field(default_factory=list)
    """Other ids it answers to: every army's basic infantry is also ``infantry``, its basic
    archer ``archer``."""
    reconstructed: dict[str, str] = dataclasses.field(default_factory=dict)

    @property
    def unique(self) -> bool:
        """Heroes and tier-3 units are never bought again once lost."""
        return self.kind in ("hero", "tier-3")


@dataclasses.dataclass(frozen=True)
class UpgradeSheet:
    """A capital upgrade: bought (one a turn), adds ``income`` from the next collection, and
    unlocks units or research lines of its army."""

    id: str
    name: str
    cost: int
    source: str
    income: int = 0
    unlocks: list[str] = dataclasses.field(default_factory=list)
    reconstructed: dict[str, str] = dataclasses.field(default_factory=dict)


@dataclasses.dataclass(frozen=True)
class ResearchSheet:
    """Points gathered with paid die rolls (each roll adds the die) until ``points``."""

    id: str
    name: str
    kind: Literal["invention", "research", "summoning"]
    points: int
    roll_cost: int
    rolls_per_turn: int
    unlocks: str
    source: str
    reconstructed: dict[str, str] = dataclasses.field(default_factory=dict)


@dataclasses.dataclass(frozen=True)
class ArmyFile:
    army: Army
    name: str
    side: Side
    city: str
    """What its cities are called."""
    source: str
    units: list[UnitSheet]
    upgrades: list[UpgradeSheet]
    research: list[ResearchSheet] = dataclasses.field(default_factory=list)
    home_terrain: Literal["mountain", "forest"] | None = None
    """Rough terrain it crosses without penalty, holds and builds cities on."""


@dataclasses.dataclass(frozen=True)
class ArmySheet:
    """An army file compiled: records by id, aliases resolved, prerequisites gathered."""

    file: ArmyFile
    units: dict[str, UnitSheet]
    upgrades: dict[str, UpgradeSheet]
    research: dict[str, ResearchSheet]
    aliases: dict[str, str]
    requires: dict[str, tuple[str, ...]]
    """Unit or research id -> upgrades and research lines needed first."""

    def unit(self, unit_id: str) -> UnitSheet:
        """The unit with this id or alias (``infantry``, ``archer``)."""
        return self.units[self.aliases.get(unit_id, unit_id)]

    @functools.cached_property
    def summoned(self) -> frozenset[str]:
        """The units a summoning line brings (never bought)."""
        return frozenset(
            unit
            for unit, needs in self.requires.items()
            if any(n in self.research and self.research[n].kind == "summoning" for n in needs)
        )


# --- the other tables ------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class Coin:
    id: str
    name: str
    value: Annotated[int, Range(1, 1000)]


@dataclasses.dataclass(frozen=True)
class IncomeFigures:
    territory: Annotated[int, Range(0, 100)]
    """A territory not marked with a number."""
    city: Annotated[int, Range(0, 100)]
    capital: Annotated[int, Range(0, 100)]
    """A capital with its territory (the map's capital ``value``)."""
    source: str


@dataclasses.dataclass(frozen=True)
class CityFigures:
    cost: Annotated[int, Range(1, 1000)]
    build_turns: Annotated[int, Range(1, 20)]
    max_expansion: Annotated[int, Range(0, 20)]
    upgrades_per_turn: Annotated[int, Range(1, 10)]
    source: str


@dataclasses.dataclass(frozen=True)
class InflationLevel:
    id: str
    name: str
    at: Annotated[int, Range(1, 10_000)]
    """Collection (by one army) that brings it."""
    multiplier: Annotated[int, Range(2, 100)]
    source: str


@dataclasses.dataclass(frozen=True)
class Track:
    first: Annotated[int, Range(0, 10_000)]
    last: Annotated[int, Range(1, 10_000)]
    source: str


@dataclasses.dataclass(frozen=True)
class RollFigures:
    die: Annotated[int, Range(2, 100)]
    source: str


@dataclasses.dataclass(frozen=True)
class Economy:
    """``economy.yaml``."""

    coins: list[Coin]
    coins_source: str
    income: IncomeFigures
    cities: CityFigures
    inflation: list[InflationLevel]
    collection_track: Track
    research_rolls: RollFigures


@dataclasses.dataclass(frozen=True)
class SetupFigures:
    infantry_first: Annotated[int, Range(0, 99)]
    infantry_second: Annotated[int, Range(0, 99)]
    quests_dealt: Annotated[int, Range(0, 20)]
    quests_kept: Annotated[int, Range(0, 20)]
    source: str


@dataclasses.dataclass(frozen=True)
class CombatFigures:
    die: Annotated[int, Range(2, 100)]
    retreat_at: Annotated[int, Range(0, 100)]
    """Highest roll that lets a side retreat."""
    source: str


@dataclasses.dataclass(frozen=True)
class BurnFigures:
    turns: Annotated[int, Range(0, 20)]
    """Full turns an enemy city must be held before it burns (siege units: at once)."""
    rough_turns: Annotated[int, Range(0, 20)]
    """The same when the invaders took a rough-terrain penalty to get there."""
    source: str


@dataclasses.dataclass(frozen=True)
class LeaguePoints:
    complete: int
    marginal: int
    marginal_loss: int
    tie: int


@dataclasses.dataclass(frozen=True)
class VictoryFigures:
    economic_lead: Annotated[int, Range(1, 10_000)]
    turn_limit: Annotated[int, Range(1, 1000)]
    short_turn_limit: Annotated[int, Range(1, 1000)]
    vp_city_burned: int
    vp_capital_held: int
    league: LeaguePoints
    source: str


@dataclasses.dataclass(frozen=True)
class HeroLevel:
    level: int
    xp: int
    spells: list[int]
    """New spells of levels 1, 2 and 3 gained on reaching it."""


@dataclasses.dataclass(frozen=True)
class HeroFigures:
    hits: int
    xp_per_crown: int
    xp_city_burned: int
    xp_allied_monster: int
    xp_per_level_after: int
    warrior_hits_per_level: int
    treasure_crowns: dict[int, int]
    """Crowns instead of a treasure nobody can use, by treasure tier."""
    levels: list[HeroLevel]
    source: str


@dataclasses.dataclass(frozen=True)
class Rules:
    """``rules.yaml``."""

    setup: SetupFigures
    combat: CombatFigures
    burning: BurnFigures
    victory: VictoryFigures
    heroes: HeroFigures


@dataclasses.dataclass(frozen=True)
class EarlyResearch:
    """Research rolls an army may pay for before play, among ``lines``, if it has bought
    ``needs`` (an upgrade) first."""

    army: Army
    rolls: int
    lines: list[str]
    needs: str | None = None


@dataclasses.dataclass(frozen=True)
class QuickPlay:
    """``quickplay.yaml``: the quick set-up (the rest of the rules unchanged)."""

    control_within: int
    """Resource-rich territories (value above 1) this close to the capital start held."""
    cities: int
    city_distance: int
    crowns: int
    crowns_kept: int
    infantry_first: int
    infantry_second: int
    upgrades: int
    research_before_play: list[EarlyResearch]
    unit_limits: dict[str, int]
    """``army/unit`` -> most that army may buy before play."""
    turn_limit: int
    short_turn_limit: int
    source: str


@dataclasses.dataclass(frozen=True)
class Encounter:
    """One row of a dungeon's table: a named monster, or a random one of a tier."""

    faces: list[int]
    """Die faces that give this row (empty in ``always``)."""
    monster: str | None = None
    tier: Literal[1, 2] | None = None
    trap: bool = False


@dataclasses.dataclass(frozen=True)
class Dungeon:
    id: str
    name: str
    text: str
    source: str
    rolls: int = 1
    """Times the table is rolled; each roll adds a monster (all fought together)."""
    table: list[Encounter] = dataclasses.field(default_factory=list)
    always: list[Encounter] = dataclasses.field(default_factory=list)
    """Monsters met whatever the rolls."""
    trap_on: list[int] = dataclasses.field(default_factory=list)
    """Rolls of a separate die that add a trap (tables mark their own trap rows)."""


@dataclasses.dataclass(frozen=True)
class Trap:
    attack: int
    damage: int
    source: str


@dataclasses.dataclass(frozen=True)
class DungeonFile:
    """``dungeons.yaml``: the trap and the six tables (their monsters are ``monsters.yaml``'s)."""

    trap: Trap
    dungeons: list[Dungeon]


@dataclasses.dataclass(frozen=True)
class Content:
    board: Board
    armies: dict[str, ArmySheet]
    economy: Economy
    rules: Rules
    quickplay: QuickPlay
    dungeons: DungeonFile
    decks: Decks
    """Monsters, treasure and secret quests (``decks``)."""
    spells: dict[str, Spell] = dataclasses.field(default_factory=dict)
    """``spells.yaml`` by id (``content_spells``)."""


# --- checks shared by every file ----------------------------------------------------------
FIGURES = {
    UnitSheet: ("cost", "attack", "attack_mod", "defence", "defence_mod", "move", "row", "hits",
                "attacks", "damage", "ranged", "transport", "abilities"),
    UpgradeSheet: ("cost", "income", "unlocks"),
    ResearchSheet: ("points", "roll_cost", "rolls_per_turn", "unlocks"),
}  # fmt: skip
"""The figures a record's ``reconstructed`` may name."""


def _check_record(file: str, path: str, record: Any) -> None:
    """The id, the source and the figures ``reconstructed`` names."""
    check_id(file, f"{path}.id", record.id)
    check_source(file, f"{path}.source", record.source)
    figures = FIGURES.get(type(record), ())
    for figure, reason in getattr(record, "reconstructed", {}).items():
        if figure not in figures:
            raise ContentError(
                file, f"{path}.reconstructed.{figure}", f"not a figure{nearest(figure, figures)}"
            )
        if not reason.strip():
            raise ContentError(file, f"{path}.reconstructed.{figure}", "give the reason")


def _at_least(file: str, path: str, value: int, low: int, high: int | None = None) -> None:
    if value < low or (high is not None and value > high):
        span = f"at least {low}" if high is None else f"between {low} and {high}"
        raise ContentError(file, path, f"must be {span}, not {value}")


# --- the map --------------------------------------------------------------------------------
def load_map(path: Path | None = None) -> Board:
    """Read ``map.yaml`` (ids, figures, sources, references) and run the board checks."""
    path = path or DATA_DIR / "map.yaml"
    file = str(path)
    board = build(Board, read_yaml(path), file)
    check_source(file, "source", board.source)
    check_unique(file, "territories", (t.id for t in board.territories))
    for i, t in enumerate(board.territories):
        at = f"territories[{i}]"
        check_id(file, f"{at}.id", t.id)
        _at_least(file, f"{at}.value", t.value, 0)
        if t.source:
            check_source(file, f"{at}.source", t.source)
    ids = [t.id for t in board.territories]
    for i, border in enumerate(board.borders):
        check_ref(file, f"borders[{i}].a", border.a, ids)
        check_ref(file, f"borders[{i}].b", border.b, ids)
        if border.source:
            check_source(file, f"borders[{i}].source", border.source)
    content_map.check_borders(board, file)
    content_map.check_places(board, file)
    return board


# --- army sheets ----------------------------------------------------------------------------
def _check_unit(file: str, path: str, unit: UnitSheet) -> None:
    _check_record(file, path, unit)
    _at_least(file, f"{path}.cost", unit.cost, 1)
    for name in ("attack", "defence"):
        _at_least(file, f"{path}.{name}", getattr(unit, name), 1, 5)
    for name in ("attack_mod", "defence_mod"):
        _at_least(file, f"{path}.{name}", getattr(unit, name), -3, 0)
    for name in ("move", "hits", "attacks", "damage"):
        _at_least(file, f"{path}.{name}", getattr(unit, name), 1)
    if unit.ranged is not None:
        _at_least(file, f"{path}.ranged", unit.ranged, 1, 5)
    if (unit.kind == "transport") != (unit.transport > 0):
        raise ContentError(file, f"{path}.transport", "transports (and only they) carry units")
    if (unit.kind == "hero") != (unit.hero is not None):
        raise ContentError(file, f"{path}.hero", "heroes (and only they) say which kind")
    for j, alias in enumerate(unit.aliases):
        check_id(file, f"{path}.aliases[{j}]", alias)


def _compile_army(file: str, sheet: ArmyFile) -> ArmySheet:
    check_source(file, "source", sheet.source)
    for key in ("units", "upgrades", "research"):
        records = getattr(sheet, key)
        check_unique(file, key, (r.id for r in records))
    for i, unit in enumerate(sheet.units):
        _check_unit(file, f"units[{i}]", unit)
    units = {u.id: u for u in sheet.units}
    aliases = _aliases(file, sheet)
    research = {r.id: r for r in sheet.research}
    requires: dict[str, list[str]] = {}
    for i, line in enumerate(sheet.research):
        path = f"research[{i}]"
        _check_record(file, path, line)
        for name in ("points", "roll_cost", "rolls_per_turn"):
            _at_least(file, f"{path}.{name}", getattr(line, name), 1)
        check_ref(file, f"{path}.unlocks", line.unlocks, units)
        requires.setdefault(line.unlocks, []).append(line.id)
    for i, upgrade in enumerate(sheet.upgrades):
        path = f"upgrades[{i}]"
        _check_record(file, path, upgrade)
        _at_least(file, f"{path}.cost", upgrade.cost, 1)
        _at_least(file, f"{path}.income", upgrade.income, 0)
        for j, target in enumerate(upgrade.unlocks):
            check_ref(file, f"{path}.unlocks[{j}]", target, [*units, *research])
            requires.setdefault(target, []).append(upgrade.id)
    return ArmySheet(
        sheet,
        units,
        {u.id: u for u in sheet.upgrades},
        research,
        aliases,
        {k: tuple(v) for k, v in requires.items()},
    )


def _aliases(file: str, sheet: ArmyFile) -> dict[str, str]:
    """Alias -> unit id; ``infantry`` and ``archer`` must each name exactly one unit."""
    ids = {u.id for u in sheet.units}
    out: dict[str, str] = {}
    for i, unit in enumerate(sheet.units):
        for j, alias in enumerate(unit.aliases):
            if alias in ids or alias in out:
                raise ContentError(file, f"units[{i}].aliases[{j}]", f"'{alias}' is taken")
            out[alias] = unit.id
    for basic in ("infantry", "archer"):
        if basic not in ids and basic not in out:
            raise ContentError(file, "units", f"no unit answers to '{basic}' (id or alias)")
    return out


def load_army(path: Path) -> ArmySheet:
    file = str(path)
    sheet = build(ArmyFile, read_yaml(path), file)
    if sheet.army != path.stem:
        raise ContentError(file, "army", f"'{sheet.army}' must match the file name")
    return _compile_army(file, sheet)


def load_armies(data_dir: Path = DATA_DIR) -> dict[str, ArmySheet]:
    """Every army sheet, by army id (all four must be there)."""
    armies = {a: load_army(data_dir / "armies" / f"{a}.yaml") for a in ARMY_IDS}
    extra = sorted(p.stem for p in (data_dir / "armies").glob("*.yaml") if p.stem not in armies)
    if extra:
        file = str(data_dir / "armies" / f"{extra[0]}.yaml")
        raise ContentError(file, "army", f"unknown army{nearest(extra[0], ARMY_IDS)}")
    return armies


# --- the other tables ------------------------------------------------------------------------
def _check_sources(file: str, data: Any, path: str = "") -> None:
    """Every ``source`` anywhere in a tables file reads 'rulebook: ...' or 'reconstructed: ...'."""
    if dataclasses.is_dataclass(data):
        for field in dataclasses.fields(data):
            at = f"{path}.{field.name}" if path else field.name
            value = getattr(data, field.name)
            if field.name.endswith("source"):
                check_source(file, at, value)
            else:
                _check_sources(file, value, at)
    elif isinstance(data, list):
        for i, item in enumerate(data):
            _check_sources(file, item, f"{path}[{i}]")


def _load_table(cls: type, path: Path) -> Any:
    file = str(path)
    table = build(cls, read_yaml(path), file)
    _check_sources(file, table)
    return table


def load_economy(data_dir: Path = DATA_DIR) -> Economy:
    path = data_dir / "economy.yaml"
    economy = _load_table(Economy, path)
    levels = [level.at for level in economy.inflation]
    if levels != sorted(levels):
        raise ContentError(str(path), "inflation", "list the levels from the lowest")
    return economy


def load_dungeons(data_dir: Path = DATA_DIR, monsters: Iterable[str] = ()) -> DungeonFile:
    """``dungeons.yaml``; a table's named monsters must be among ``monsters`` (their ids)."""
    path = data_dir / "dungeons.yaml"
    file = str(path)
    found = _load_table(DungeonFile, path)
    monsters = list(monsters)
    check_unique(file, "dungeons", (d.id for d in found.dungeons))
    for i, dungeon in enumerate(found.dungeons):
        check_id(file, f"dungeons[{i}].id", dungeon.id)
        rows = [(f"table[{j}]", e) for j, e in enumerate(dungeon.table)]
        rows += [(f"always[{j}]", e) for j, e in enumerate(dungeon.always)]
        for where, row in rows:
            at = f"dungeons[{i}].{where}"
            if (row.monster is None) == (row.tier is None):
                raise ContentError(file, at, "give either a monster or a tier")
            if row.monster is not None:
                check_ref(file, f"{at}.monster", row.monster, monsters)
        faces = sorted(face for row in dungeon.table for face in row.faces)
        if dungeon.rolls and faces != [1, 2, 3, 4, 5, 6]:
            raise ContentError(file, f"dungeons[{i}].table", "rows must cover 1 to 6 once")
    return found


@functools.cache
def load_content(data_dir: Path = DATA_DIR) -> Content:
    """Every Warparty file, validated; the engine's one way in."""
    armies = load_armies(data_dir)
    rules = _load_table(Rules, data_dir / "rules.yaml")
    monsters = decks.load_monsters(data_dir / "monsters.yaml", content_map.SIDE)
    dungeons = load_dungeons(data_dir, monsters)
    content = Content(
        load_map(data_dir / "map.yaml"),
        armies,
        load_economy(data_dir),
        rules,
        _load_table(QuickPlay, data_dir / "quickplay.yaml"),
        dungeons,
        decks.load_decks(
            data_dir,
            monsters,
            rules.heroes.treasure_crowns,
            [d.id for d in dungeons.dungeons],
            {army: _answers_to(sheet) for army, sheet in armies.items()},
        ),
        load_spells(data_dir / "spells.yaml"),
    )
    map_file = str(data_dir / "map.yaml")
    content_map.check_dungeons(content.board, [d.id for d in content.dungeons.dungeons], map_file)
    _check_capital_values(content, map_file)
    _check_teams(content, data_dir)
    _check_quickplay(content, str(data_dir / "quickplay.yaml"))
    return content


def _answers_to(sheet: ArmySheet) -> decks.ArmyFacts:
    """What the quest checks need of an army sheet."""
    units = frozenset([*sheet.units, *sheet.aliases])
    kinds = frozenset(u.kind for u in sheet.units.values())
    return decks.ArmyFacts(sheet.file.home_terrain, units, kinds)


def _check_capital_values(content: Content, file: str) -> None:
    """A capital's territory is worth what economy.yaml says a capital brings."""
    worth = content.economy.income.capital
    for i, t in enumerate(content.board.territories):
        if t.capital and t.value != worth:
            raise ContentError(file, f"territories[{i}].value", f"a capital is worth {worth}")


def _check_teams(content: Content, data_dir: Path) -> None:
    """Each army's side and home ground agree with the board's capitals."""
    for army, sheet in content.armies.items():
        file = str(data_dir / "armies" / f"{army}.yaml")
        if sheet.file.side != content_map.SIDE[army]:
            raise ContentError(file, "side", f"the {army} fight for {content_map.SIDE[army]}")
        ground = content_map.CAPITAL_GROUND[army]
        if (sheet.file.home_terrain or "plains") != ground:
            raise ContentError(file, "home_terrain", f"the {army} capital stands on {ground}")


def _check_quickplay(content: Content, file: str) -> None:
    for i, early in enumerate(content.quickplay.research_before_play):
        sheet = content.armies[early.army]
        at = f"research_before_play[{i}]"
        for j, line in enumerate(early.lines):
            check_ref(file, f"{at}.lines[{j}]", line, sheet.research)
        if early.needs is not None:
            check_ref(file, f"{at}.needs", early.needs, sheet.upgrades)
    for key in content.quickplay.unit_limits:
        army, _, unit = key.partition("/")
        check_ref(file, f"unit_limits.{key}", army, content.armies)
        check_ref(file, f"unit_limits.{key}", unit, content.armies[army].units)


def check_content(data_dir: Path | None = None) -> None:
    """Load everything afresh (check-data): raises ContentError on the first problem."""
    content = load_content.__wrapped__(data_dir or DATA_DIR)
    read_versions(data_dir or DATA_DIR, content.board, content.armies, content.decks.quests)


# --- older content versions ------------------------------------------------------------------
CONTENT_VERSION = 11
"""Warparty's content version (``Title.content_version``): 2 since Sentinel Hills and Ashwood
became plains and a retreated unit sat its next turn out, 3 since an army founds at most four
expansion cities in a game, 4 since the Royal Keep costs 23, 5 since secret quests are dealt,
6 since monster specials, Boots of Striding and the capital's stash are played, 7 since quick
play deals secret quests too, 8 since with four seats the Undead lead the Evil team, 9
since Siege Train is dealt only to armies with a siege unit, 10 since monsters in a dungeon
are never afraid, 11 since a ward raises a defence to at most 5; versions.yaml keeps what
the older versions had instead."""


@dataclasses.dataclass(frozen=True)
class OlderVersion:
    """What an older content version had in place of today's files (versions.yaml)."""

    version: Annotated[int, Range(1, CONTENT_VERSION - 1)]
    note: str
    terrain: dict[str, Terrain] = dataclasses.field(default_factory=dict)
    """Territories whose ground was other than map.yaml's."""
    retreat_sits_out: bool = True
    """Whether a unit that retreated sat its next turn out entirely (``World``)."""
    holder_conquers: bool = True
    """False: the ally with more units conquered, whether it might hold the ground or not."""
    unlimited_cities: bool = False
    """True: an army could found any number of expansion cities (``World.city_limit``)."""
    upgrade_costs: dict[str, dict[str, int]] = dataclasses.field(default_factory=dict)
    """Capital upgrades whose price was other than the army files', by army then upgrade."""
    unit_rows: dict[str, dict[str, Literal[1, 2, 3]]] = dataclasses.field(default_factory=dict)
    """Unit types whose battle row was other than the army files', by army then unit."""
    air_screens: bool = False
    """True: an airborne unit counted in the front row even for enemies that cannot reach it."""
    stream_shots: bool = True
    """False: no ranged attack was made from a stream or into one."""
    lake_held: bool = False
    """True: an airship ending its move over the lake conquered it (worth nothing)."""
    first_turn_moves: bool = True
    """False: units bought in the quick-play set-up were made as moved and (the first team's)
    sat the first turn out."""
    infantry_deploys: bool = True
    """False: the quick-play starting infantry stayed in their capital (no ``deploy``)."""
    quests: bool = True
    """False: no secret quests were dealt (before content version 5)."""
    quick_quests: bool = True
    """False: quick play dealt no secret quests (before content version 7)."""
    monster_specials: bool = True
    """False: monsters' regenerate, undead and magic-resistant did nothing, Boots of Striding
    gave no move and treasure the finders could not use was sold at once, never kept in the
    capital (before content version 6)."""
    mirrored_order: bool = True
    """False: with four seats the Goblins, not the Undead, led the Evil team (before content
    version 8)."""
    quest_armies: dict[str, list[Army]] = dataclasses.field(default_factory=dict)
    """Quest cards dealt to other armies than quests.yaml says, by card (empty: any army)."""
    dungeon_fearless: bool = True
    """False: Fear could make a monster flee its dungeon (before content version 10)."""
    wards_capped: bool = True
    """False: wards raised a defence without limit (before content version 11)."""


@functools.cache
def load_versions() -> dict[int, OlderVersion]:
    """Every older content version by number (loaded once)."""
    content = load_content()
    return read_versions(DATA_DIR, content.board, content.armies, content.decks.quests)


def read_versions(
    data_dir: Path, board: Board, armies: dict[str, ArmySheet], quest_ids: Iterable[str] = ()
) -> dict[int, OlderVersion]:
    """Every older content version by number, its territories checked against ``board``, its
    upgrades against ``armies`` and its quest cards against ``quest_ids``."""
    quest_ids = list(quest_ids)
    path = data_dir / "versions.yaml"
    ids = [t.id for t in board.territories]
    out: dict[int, OlderVersion] = {}
    for i, older in enumerate(load_list(path, "versions", OlderVersion, id_field="version")):
        for territory in older.terrain:
            check_ref(str(path), f"versions[{i}].terrain.{territory}", territory, ids)
        for army, costs in older.upgrade_costs.items():
            key = f"versions[{i}].upgrade_costs.{army}"
            check_ref(str(path), key, army, armies)
            for upgrade in costs:
                check_ref(str(path), f"{key}.{upgrade}", upgrade, armies[army].upgrades)
        for card in older.quest_armies:
            check_ref(str(path), f"versions[{i}].quest_armies.{card}", card, quest_ids)
        for army, rows in older.unit_rows.items():
            key = f"versions[{i}].unit_rows.{army}"
            check_ref(str(path), key, army, armies)
            for unit in rows:
                check_ref(str(path), f"{key}.{unit}", unit, armies[army].units)
        out[older.version] = older
    return out
