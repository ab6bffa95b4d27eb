"""King's Forge content: the YAML files in ``data/kings_forge`` validated into typed records.

The engine never reads YAML itself; it uses the compiled tables ``CONTENT`` exposes (tuples and
small dicts keyed by short colour codes, built once at import).
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path
from typing import Annotated, Literal

from forgegames.core.content import Range, build, check_ref, load_list, read_yaml
from forgegames.core.errors import ContentError
from forgegames.core.i18n import N_
from forgegames.core.paths import ROOT

DATA_DIR = ROOT / "data" / "kings_forge"

COLOURS = ("M", "W", "G", "X")
"""The four dice colours players own: metal, wood, gem, magic."""
STOCK_KINDS = ("M", "W", "G", "X", "L", "C")
"""Stock order: the four colours, then the Library and the Cemetery dice."""
CI = {c: i for i, c in enumerate(STOCK_KINDS)}
"""Colour code -> index in stock and pool count tuples."""
COLOUR_CODE = {"metal": "M", "wood": "W", "gem": "G", "magic": "X", "library": "L", "cemetery": "C"}
BOX_CODE = {"any": "A", "wood": "W", "gem": "G", "gem_or_magic": "GX"}
"""Gather cost boxes: which colours may be placed there."""
BOX_ALLOWS = {"A": "MWGX", "W": "W", "G": "G", "GX": "GX"}
Source = Literal["rulebook", "published", "reconstructed"]
SIDES = (N_("top"), N_("bottom"))
CONTENT_VERSION = 2
"""King's Forge's content version (``Title.content_version``): 2 since the craft cards were
ranked by difficulty; versions.yaml keeps what version 1 had instead."""


# --- file records ------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class DieKind:
    id: str
    code: str
    name: str
    count: int
    source: Source


@dataclasses.dataclass(frozen=True)
class TokenKind:
    id: Literal["auto6", "plus"]
    name: str
    count: int
    text: str
    source: Source


@dataclasses.dataclass(frozen=True)
class SetupFigures:
    start_metal: int
    craft_cards: dict[int, int]
    display: int
    face_up: int
    random_gather: int
    target: dict[int, int]
    source: Source


@dataclasses.dataclass(frozen=True)
class ComponentsFile:
    dice: list[DieKind]
    tokens: list[TokenKind]
    setup: SetupFigures


@dataclasses.dataclass(frozen=True)
class Box:
    die: Literal["any", "wood", "gem", "gem_or_magic"]
    x: bool = False


@dataclasses.dataclass(frozen=True)
class CaravanRow:
    dice: int
    gain: dict[str, int]


@dataclasses.dataclass(frozen=True)
class Effect:
    kind: Literal[
        "gain",
        "bonus",
        "flip",
        "sixes",
        "reroll",
        "roll_smithy",
        "caravan",
        "cemetery",
        "gamble",
        "library_die",
        "peddle",
        "garden",
        "copy",
    ]
    gain: dict[str, int] = dataclasses.field(default_factory=dict)
    to: Literal["smithy", "supply"] = "smithy"
    amount: int = 0
    dice: int = 1
    colour: str = ""
    keep_at: int = 0
    consolation: dict[str, int] = dataclasses.field(default_factory=dict)
    table: list[CaravanRow] = dataclasses.field(default_factory=list)
    source: str = ""


@dataclasses.dataclass(frozen=True)
class GatherAction:
    text: str
    effects: list[Effect]
    cost: list[Box] = dataclasses.field(default_factory=list)
    pay_all: bool = False
    clock: bool = False


@dataclasses.dataclass(frozen=True)
class GatherCard:
    id: str
    name: str
    source: Source
    top: GatherAction
    bottom: GatherAction
    always: bool = False


@dataclasses.dataclass(frozen=True)
class DockAction:
    id: str
    cost: int
    text: str
    gain: dict[str, int] = dataclasses.field(default_factory=dict)
    token: str = ""


@dataclasses.dataclass(frozen=True)
class DockTile:
    id: str
    name: str
    source: Source
    actions: list[DockAction]


@dataclasses.dataclass(frozen=True)
class CraftCard:
    id: str
    name: str
    rank: Annotated[int, Range(1, 99)]
    """Sorts the cards from easy to hard (not a score)."""
    dice: list[str]
    source: Source
    note: str = ""


@dataclasses.dataclass(frozen=True)
class OlderVersion:
    """What an older content version had in place of today's files (versions.yaml)."""

    version: Annotated[int, Range(1, CONTENT_VERSION - 1)]
    note: str
    ranks: dict[str, Annotated[int, Range(1, 99)]]
    """Every craft card's rank then."""


# --- compiled tables the engine uses -----------------------------------------------------
@dataclasses.dataclass(frozen=True)
class ActionSpec:
    """One gather action compiled: boxes as codes, X flags, effects."""

    card: str
    side: str
    boxes: tuple[str, ...]
    x: tuple[bool, ...]
    pay_all: bool
    clock: bool
    effects: tuple[Effect, ...]
    text: str

    @property
    def free(self) -> bool:
        return not self.boxes and not self.pay_all

    @property
    def copy(self) -> bool:
        """The Workshop's copy action."""
        return any(e.kind == "copy" for e in self.effects)


@dataclasses.dataclass(frozen=True)
class DockSpec:
    id: str
    tile: str
    cost: int
    gain: tuple[tuple[str, int], ...]
    token: str
    text: str


@dataclasses.dataclass(frozen=True)
class CraftSpec:
    id: str
    name: str
    rank: int
    slots: tuple[tuple[str, int], ...]
    source: str


@dataclasses.dataclass(frozen=True)
class Content:
    dice_total: dict[str, int]
    tokens: dict[str, TokenKind]
    setup: SetupFigures
    gather: dict[str, GatherCard]
    actions: dict[tuple[str, str], ActionSpec]
    fixed_gather: tuple[str, ...]
    other_gather: tuple[str, ...]
    docks: dict[str, DockSpec]
    tiles: tuple[DockTile, ...]
    craft: dict[str, CraftSpec]
    ranks: dict[int, dict[str, int]] = dataclasses.field(default_factory=dict)
    """Every craft card's rank by content version (today's from craft.yaml)."""


_SLOT = re.compile(r"^([MWGX])([1-6])$")


def _gain_codes(gain: dict[str, int], file: str, path: str) -> tuple[tuple[str, int], ...]:
    out = []
    for name, count in gain.items():
        check_ref(file, f"{path}.{name}", name, ["metal", "wood", "gem", "magic"])
        if count < 1:
            raise ContentError(file, f"{path}.{name}", "must be at least 1")
        out.append((COLOUR_CODE[name], count))
    return tuple(out)


def _check_effect(effect: Effect, file: str, path: str) -> None:
    _gain_codes(effect.gain, file, f"{path}.gain")
    _gain_codes(effect.consolation, file, f"{path}.consolation")
    if effect.kind == "gain" and not effect.gain:
        raise ContentError(file, f"{path}.gain", "a gain effect needs the dice it gives")
    if effect.kind == "bonus" and not (effect.amount >= 1 and effect.dice >= 1):
        raise ContentError(file, f"{path}.amount", "a bonus needs a positive amount and dice")
    if effect.kind == "gamble":
        check_ref(file, f"{path}.colour", effect.colour, ["metal", "wood", "gem", "magic"])
        if not 1 <= effect.keep_at <= 6:
            raise ContentError(file, f"{path}.keep_at", "must be between 1 and 6")
    if effect.kind == "caravan":
        if not effect.table:
            raise ContentError(file, f"{path}.table", "the caravan needs its table")
        counts = [row.dice for row in effect.table]
        if counts != sorted(set(counts)) or counts[0] != 1:
            raise ContentError(file, f"{path}.table", "rows must start at 1 die and increase")
        for i, row in enumerate(effect.table):
            _gain_codes(row.gain, file, f"{path}.table[{i}].gain")


def load_content(data_dir: Path = DATA_DIR) -> Content:
    """Read and validate every King's Forge file; ContentError names file and key path."""
    comp_file = str(data_dir / "components.yaml")
    comp = build(ComponentsFile, read_yaml(data_dir / "components.yaml"), comp_file)
    codes = [d.code for d in comp.dice]
    if sorted(codes) != sorted(STOCK_KINDS):
        raise ContentError(comp_file, "dice", f"needs exactly the dice {', '.join(STOCK_KINDS)}")
    for i, die in enumerate(comp.dice):
        if COLOUR_CODE.get(die.id) != die.code:
            raise ContentError(comp_file, f"dice[{i}].code", f"'{die.id}' has the wrong code")
        if die.count < 1:
            raise ContentError(comp_file, f"dice[{i}].count", "must be at least 1")
    if sorted(t.id for t in comp.tokens) != ["auto6", "plus"]:
        raise ContentError(comp_file, "tokens", "needs the auto6 and plus tokens, once each")
    for players in (2, 3, 4):
        for key in ("craft_cards", "target"):
            if players not in getattr(comp.setup, key):
                raise ContentError(comp_file, f"setup.{key}", f"missing {players} players")

    gather_file = data_dir / "gather.yaml"
    cards = load_list(gather_file, "cards", GatherCard)
    actions: dict[tuple[str, str], ActionSpec] = {}
    for i, card in enumerate(cards):
        for side in SIDES:
            act: GatherAction = getattr(card, side)
            path = f"cards[{i}].{side}"
            for j, effect in enumerate(act.effects):
                _check_effect(effect, str(gather_file), f"{path}.effects[{j}]")
            if act.pay_all and act.cost:
                raise ContentError(str(gather_file), f"{path}.cost", "pay_all takes no boxes")
            actions[(card.id, side)] = ActionSpec(
                card.id,
                side,
                tuple(BOX_CODE[b.die] for b in act.cost),
                tuple(b.x for b in act.cost),
                act.pay_all,
                act.clock,
                tuple(act.effects),
                act.text,
            )
    fixed = tuple(c.id for c in cards if c.always)
    others = tuple(c.id for c in cards if not c.always)
    if len(others) < comp.setup.random_gather:
        raise ContentError(str(gather_file), "cards", "too few gather cards for the set-up")
    if "workshop" in (c.id for c in cards):
        copy_side = [s for s in SIDES if actions[("workshop", s)].effects[0].kind == "copy"]
        if copy_side != ["top"]:
            raise ContentError(str(gather_file), "cards", "the Workshop copies with its top")

    docks_file = data_dir / "docks.yaml"
    tiles = load_list(docks_file, "tiles", DockTile)
    docks: dict[str, DockSpec] = {}
    for i, tile in enumerate(tiles):
        for j, act in enumerate(tile.actions):
            path = f"tiles[{i}].actions[{j}]"
            if act.id in docks:
                raise ContentError(str(docks_file), f"{path}.id", f"duplicate id '{act.id}'")
            if act.token:
                check_ref(str(docks_file), f"{path}.token", act.token, ["auto6", "plus"])
            if bool(act.token) == bool(act.gain):
                raise ContentError(str(docks_file), path, "give either dice or a token")
            if act.cost < 1:
                raise ContentError(str(docks_file), f"{path}.cost", "must be at least 1")
            gain = _gain_codes(act.gain, str(docks_file), f"{path}.gain")
            docks[act.id] = DockSpec(act.id, tile.id, act.cost, gain, act.token, act.text)

    craft_file = data_dir / "craft.yaml"
    crafts = load_list(craft_file, "cards", CraftCard)
    craft: dict[str, CraftSpec] = {}
    ranks: set[int] = set()
    for i, card in enumerate(crafts):
        if card.rank in ranks:
            raise ContentError(str(craft_file), f"cards[{i}].rank", f"rank {card.rank} repeats")
        ranks.add(card.rank)
        slots = []
        for j, code in enumerate(card.dice):
            match = _SLOT.match(code)
            if not match:
                raise ContentError(
                    str(craft_file), f"cards[{i}].dice[{j}]", f"'{code}' is not like M3 or X6"
                )
            slots.append((match.group(1), int(match.group(2))))
        if not slots:
            raise ContentError(str(craft_file), f"cards[{i}].dice", "needs at least one die")
        craft[card.id] = CraftSpec(card.id, card.name, card.rank, tuple(slots), card.source)
    if len(craft) < max(comp.setup.craft_cards.values()):
        raise ContentError(str(craft_file), "cards", "too few craft cards for four players")

    ranks = {CONTENT_VERSION: {k: spec.rank for k, spec in craft.items()}}
    ranks.update(_older_ranks(data_dir / "versions.yaml", craft))
    return Content(
        ranks=ranks,
        dice_total={d.code: d.count for d in comp.dice},
        tokens={t.id: t for t in comp.tokens},
        setup=comp.setup,
        gather={c.id: c for c in cards},
        actions=actions,
        fixed_gather=fixed,
        other_gather=others,
        docks=docks,
        tiles=tuple(tiles),
        craft=craft,
    )


def _older_ranks(path: Path, craft: dict[str, CraftSpec]) -> dict[int, dict[str, int]]:
    """The craft ranks of each older content version, every card ranked once."""
    out: dict[int, dict[str, int]] = {}
    for i, older in enumerate(load_list(path, "versions", OlderVersion, id_field="version")):
        at = f"versions[{i}].ranks"
        for card in older.ranks:
            check_ref(str(path), f"{at}.{card}", card, list(craft))
        if sorted(older.ranks) != sorted(craft):
            missing = sorted(set(craft) - set(older.ranks))
            raise ContentError(str(path), at, f"every craft card needs a rank ({missing[0]})")
        if len(set(older.ranks.values())) != len(older.ranks):
            raise ContentError(str(path), at, "a rank repeats")
        out[older.version] = dict(older.ranks)
    return out
