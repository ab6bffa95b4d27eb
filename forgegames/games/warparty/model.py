"""What the rules need to know about the armies: unit types, upgrades, and the teams.

The content loader reads the YAML army sheets; ``Armies`` is the rules' own view of them, so the
rules never depend on how the files are laid out.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

GOOD = ("humans", "dwarves")
EVIL = ("goblins", "undead")
SIDES = {"good": GOOD, "evil": EVIL}
ARMIES = GOOD + EVIL
HOME_GROUND = {"dwarves": "mountain", "goblins": "forest"}
"""Rough terrain an army crosses, conquers and builds on freely (others: plains)."""


def side_of(army: str) -> str:
    return "good" if army in GOOD else "evil"


def other_side(side: str) -> str:
    return "evil" if side == "good" else "good"


@dataclasses.dataclass(frozen=True)
class UnitType:
    """One kind of counter on an army sheet (the figures the rules use)."""

    id: str
    army: str
    name: str
    cost: int
    attack: int
    defence: int
    attack_mod: int = 0
    defence_mod: int = 0
    move: int = 1
    row: int = 1
    hits: int = 1
    attacks: int = 1
    kind: str = "infantry"
    flying: bool = False
    airborne: bool = False
    """Always in the air (the airship): only missile or flying units can target it; it may end
    its move over the lake."""
    missile: bool = False
    siege: bool = False
    ranged: int | None = None
    """Attack strength of a ranged attack into an adjacent territory, if it has one."""
    up_to: bool = False
    transport: int = 0
    """How many regular units it may carry (0: not a transport)."""
    requires: tuple[str, ...] = ()
    """Upgrades or inventions needed before it can be bought."""
    unique: bool = False
    """Tier-3 units and heroes: never bought again once lost."""

    @property
    def damage(self) -> int:
        return 2 if self.siege else 1


@dataclasses.dataclass(frozen=True)
class Upgrade:
    """A capital upgrade (bought, one a turn) or an invention (researched with rolls)."""

    id: str
    army: str
    name: str
    cost: int
    income: int = 0
    requires: tuple[str, ...] = ()
    research: int = 0
    """Research points needed when it is invented rather than bought (0: bought)."""
    roll_cost: int = 0
    """Cost of one research roll (inventions)."""
    enables_research: tuple[str, ...] = ()


@dataclasses.dataclass(frozen=True)
class Armies:
    """Every army's unit types and upgrades, by id."""

    units: Mapping[str, Mapping[str, UnitType]]
    upgrades: Mapping[str, Mapping[str, Upgrade]]
    aliases: Mapping[str, Mapping[str, str]] = dataclasses.field(default_factory=dict)
    """Other names a unit answers to (``infantry``, ``archer``), per army."""

    def unit(self, army: str, unit_id: str) -> UnitType:
        unit_id = self.aliases.get(army, {}).get(unit_id, unit_id)
        return self.units[army][unit_id]

    def basic_infantry(self, army: str) -> UnitType:
        return self.unit(army, "infantry")
