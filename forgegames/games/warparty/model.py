"""The teams, and what the rules ask of the army sheets (loaded by ``content``)."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from forgegames.core.i18n import N_, tr
from forgegames.games.warparty.content import ArmySheet, UnitSheet

GOOD = ("humans", "dwarves")
EVIL = ("goblins", "undead")
SIDES = {"good": GOOD, "evil": EVIL}
FOUR_SEAT_ORDER = {"good": GOOD, "evil": (EVIL[1], EVIL[0])}
"""With four seats a team's armies act one after the other (docs/rulings.md, "Allied armies
move simultaneously"), in mirrored order: the Humans and their twin across the board, the
Undead, lead their teams; the Dwarves and their twin, the Goblins, follow."""
ARMIES = GOOD + EVIL


def team_order(side: str, seats: int, mirrored: bool) -> tuple[str, ...]:
    """``side``'s armies in the order they act in a game of ``seats`` seats; ``mirrored``
    (``World.mirrored_order``, content version 8 on) puts the Undead first with four seats."""
    return FOUR_SEAT_ORDER[side] if mirrored and seats == 4 else SIDES[side]


HOME_GROUND = {"dwarves": "mountain", "goblins": "forest"}
"""Rough terrain an army crosses, conquers and builds on freely (others: plains)."""


_ARMY_NAMES = {
    "humans": N_("Humans"),
    "dwarves": N_("Dwarves"),
    "goblins": N_("Goblins"),
    "undead": N_("Undead"),
}
_WHOSE = {
    "humans": N_("Humans'"),
    "dwarves": N_("Dwarves'"),
    "goblins": N_("Goblins'"),
    "undead": N_("Undead's"),
}
"""An army's possessive form, as in 'the Humans' city' (Spanish: 'la ciudad de los Humanos')."""
_TEAM_NAMES = {"good": N_("Good"), "evil": N_("Evil")}


def army_name(army: str) -> str:
    """'Humans', in the current language (an army id is its plural name)."""
    return tr(_ARMY_NAMES.get(army, army.title()))


def team_name(side: str) -> str:
    """'Good' or 'Evil', in the current language."""
    return tr(_TEAM_NAMES.get(side, side.title()))


def possessive(army: str) -> str:
    """'Humans'', 'Undead's' (after 'the', before what the army owns), in the current language."""
    return tr(_WHOSE.get(army, army.title()))


def side_of(army: str) -> str:
    return "good" if army in GOOD else "evil"


def other_side(side: str) -> str:
    return "evil" if side == "good" else "good"


def flies(unit: UnitSheet) -> bool:
    """Flyers pass over enemies, streams and the lake, and are immune to rough terrain."""
    return "flying" in unit.abilities or "airborne" in unit.abilities


def airborne(unit: UnitSheet) -> bool:
    """Always in the air (the airship): it may end its move over the lake."""
    return "airborne" in unit.abilities


def is_siege(unit: UnitSheet) -> bool:
    return "siege" in unit.abilities


@dataclasses.dataclass(frozen=True)
class MovementProfile:
    """All that the route search (``movement.routes``) asks of a mover, and the key its
    answers are remembered by: two movers with equal profiles take the same routes.

    Extending it (part 2: heroes, spells): add a field with a default that changes nothing
    (``swims: bool = False``), read it in the search only through the profile, and make the
    profile of a unit in play say it: ``Armies.movement`` gives a unit type's; a hero or a
    spell in effect on a unit gives ``dataclasses.replace`` of that (``movement.profile_of``
    is the one place that asks). Every movement cache keys by the whole profile, so a new
    field can never be missed by one."""

    move: int
    flying: bool = False
    """Passes over enemies, streams and the lake; immune to rough terrain (frees nobody)."""
    airborne: bool = False
    """May end its move over the lake (the airship)."""
    home_ground: str | None = None
    """Rough terrain it enters freely (``HOME_GROUND``)."""
    fords: bool = False
    """Crosses streams as if they were not there, never stopping on one (Mark of Passing)."""
    explorer: bool = False
    """Enters any rough terrain freely (Eye of the Explorer)."""

    def immune(self, terrain: str) -> bool:
        """True when it enters ``terrain`` without a penalty on its own."""
        return self.flying or self.explorer or self.home_ground == terrain


@dataclasses.dataclass(frozen=True)
class Armies:
    """Every army's compiled sheet, by army id, with what is worked out from the sheets
    alone (each unit type's ``MovementProfile``), remembered here."""

    sheets: Mapping[str, ArmySheet]
    allies: Mapping[str, UnitSheet] = dataclasses.field(default_factory=dict)
    """Allied monsters' unit types by card id (``allies.ally_sheets``): a unit of any army may
    be one; they cross rough ground freely and free their team there."""
    strides: Mapping[str, int] = dataclasses.field(default_factory=dict)
    """Treasure cards that lengthen their holder's move, by card id: the territories they add
    (Boots of Striding; none before content version 6)."""

    def __post_init__(self) -> None:
        # each army's unit types by id and by alias, in one table (asked for all the time)
        table = {
            army: {**sheet.units, **{a: sheet.units[u] for a, u in sheet.aliases.items()}}
            for army, sheet in self.sheets.items()
        }
        object.__setattr__(self, "_units", table)
        object.__setattr__(self, "_movement", {})

    def unit(self, army: str, unit_id: str) -> UnitSheet:
        """The unit type with this id or alias (``infantry``, ``archer``), or the allied
        monster of that card."""
        try:
            return self._units[army][unit_id]
        except KeyError:
            return self.allies[unit_id]

    def movement(self, army: str, unit_id: str) -> MovementProfile:
        """How a unit type of ``army`` moves (by id or alias; the same profile each time)."""
        key = (army, unit_id)
        found = self._movement.get(key)
        if found is None:
            kind = self.unit(army, unit_id)
            found = MovementProfile(kind.move, flies(kind), airborne(kind), HOME_GROUND.get(army))
            if unit_id in self.allies:
                found = dataclasses.replace(found, explorer=True)
            self._movement[key] = found
        return found


FEAR_DEFENCE = 4
"""An allied monster defends at 4 against Fear (rulebook: 7. Allied Monsters)."""


def ally_sheet(card: Any, specials: bool = True) -> UnitSheet:
    """An allied monster's card as a unit type: its figures, its move, worth its crowns, and
    its specials (only ``flying`` and ``missile`` without ``specials``: content before 6)."""
    return UnitSheet(
        id=card.id,
        name=card.name,
        kind="tier-3",  # unique: a card, never bought
        cost=card.worth or card.xp,  # a foe's card: its XP is its worth
        attack=card.attack,
        defence=card.defence,
        source=card.source,
        attack_mod=card.attack_mod,
        defence_mod=card.defence_mod,
        move=card.move,
        hits=card.hits,
        attacks=card.attacks,
        damage=card.damage,
        abilities=[a for a in card.specials if specials or a in ("flying", "missile")],
    )


def ally_sheets(monsters: Mapping[str, Any], specials: bool = True) -> dict[str, UnitSheet]:
    """Every monster card's unit type as an ally (found allied, or summoned), by card id."""
    return {m.id: ally_sheet(m, specials) for m in monsters.values()}
