"""A Warparty battle as data: its sides, their fighters and the figures they fight with, the
die it waits for, the actions that drive it, and the chance of one attack.

The rules that run a battle are in ``combat`` (its docstring tells how a battle runs); the
words of its events in ``battle_events``.
"""

from __future__ import annotations

import dataclasses
import functools
from collections import Counter
from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING

from forgegames.core.actions import Action, ActionCodec
from forgegames.core.codec import saved_form
from forgegames.core.frozen import frozen_record
from forgegames.games.warparty import nouns

if TYPE_CHECKING:
    from forgegames.games.warparty.content import UnitSheet

ATTACKER = 0
"""Index of the original attackers (the side that moved in) in ``Battle.sides``."""
DEFENDER = 1
"""Index of the original defenders."""

ATTACKER_WINS = "attacker-wins"
DEFENDER_WINS = "defender-wins"
BOTH_DESTROYED = "both-destroyed"
ATTACKER_RETREATED = "attacker-retreated"
DEFENDER_RETREATED = "defender-retreated"
STALEMATE = "stalemate"
"""Neither side can ever harm the other (no possible hit, or no defence can fail)."""
VOLLEY_OVER = "volley-over"
"""A ranged attack has fired all its shots."""

OPEN, CLOSED, ELIGIBLE = 0, 1, 2
"""Retreat stages of the side whose round it is: it may still roll; it may not (rolled already,
no standing unit, standing units have attacked, or unable); it rolled 2 or less and must choose
(after its turned-over units strike back)."""

HIT, DEFEND, RETREAT = "hit", "defend", "retreat"
RETREAT_ROLL = 2
"""The highest roll that lets a side retreat."""


@saved_form(
    omit_default=(
        "screens", "frightens", "fearless", "brave", "spell", "holy", "undead", "regenerates",
        "resists_magic",
    )
)  # fmt: skip
@frozen_record
@dataclasses.dataclass(frozen=True)
class Profile:
    """The figures a unit fights with (an army sheet's counter).

    ``attack_mod`` lowers the target's defence number, ``defence_mod`` lowers the attacker's
    attack number (both are 0 or negative in the rulebook). ``damage`` is dealt per undefended
    hit (2 for most siege units). ``up_to``: its several attacks must go to different units,
    none behind the row of its first target that round. ``airborne``: always in the air, only
    missile or flying units can target it. ``ranged``: attack strength of a ranged attack into
    an adjacent territory, or None. ``screens``: counted in the front row even by enemies
    that cannot reach it (the airship under content versions 1 and 2, ``World.air_screens``;
    left out of the JSON when False).
    """

    unit: str
    army: str
    name: str
    attack: int
    attack_mod: int = 0
    defence: int = 1
    defence_mod: int = 0
    hits: int = 1
    row: int = 1
    attacks: int = 1
    up_to: bool = False
    damage: int = 1
    missile: bool = False
    flying: bool = False
    airborne: bool = False
    ranged: int | None = None
    screens: bool = False
    frightens: bool = False
    """Its attacks this round are Fear's: an undefended hit makes the target flee the battle
    instead of hurting it."""
    fearless: bool = False
    """Never afraid: Fear cannot target it (heroes)."""
    brave: int = 0
    """Against Fear it defends on at least this (an allied monster: 4); 0: its defence."""
    spell: bool = False
    """Its attacks this round are a spell's: a ``resists_magic`` target is hit one lower."""
    holy: bool = False
    """Its attacks this round are Exorcism's: an ``undead`` target takes one more damage."""
    undead: bool = False
    """A monster card's ``undead`` special (``holy`` attacks hurt it more)."""
    regenerates: bool = False
    """Gets back one lost hit at the end of each enemy round it stands through."""
    resists_magic: bool = False
    """A monster card's ``magic-resistant`` special: spells' attacks roll one lower on it."""

    def __post_init__(self) -> None:
        if not 1 <= self.row <= 3:
            raise ValueError(f"{self.name}: row must be 1, 2 or 3, not {self.row}")
        if self.hits < 1 or self.attacks < 1 or self.damage < 1:
            raise ValueError(f"{self.name}: hits, attacks and damage must be at least 1")

    @property
    def noun(self) -> nouns.Noun:
        """Its name in the current language, with the forms sentences use."""
        return nouns.unit(self.army, self.unit, self.name)

    def reaches(self, target: Profile) -> bool:
        """True when this unit may target ``target`` at all (the airship needs missiles or
        wings; Fear never reaches the fearless)."""
        if self.frightens and target.fearless:
            return False
        return not target.airborne or self.missile or self.flying


def profile_from_unit(unit: UnitSheet, army: str) -> Profile:
    """The figures of an army sheet's unit (``content.UnitSheet``) as it fights. The sheets
    have no "up to" units (only spells attack that way), so ``up_to`` stays False."""
    return Profile(
        unit=unit.id,
        army=army,
        name=unit.name,
        attack=unit.attack,
        attack_mod=unit.attack_mod,
        defence=unit.defence,
        defence_mod=unit.defence_mod,
        hits=unit.hits,
        row=unit.row,
        attacks=unit.attacks,
        damage=unit.damage,
        missile="missile" in unit.abilities,
        flying="flying" in unit.abilities,
        airborne="airborne" in unit.abilities,
        ranged=unit.ranged,
        fearless=unit.hero is not None,
        undead="undead" in unit.abilities,
        regenerates="regenerate" in unit.abilities,
        resists_magic="magic-resistant" in unit.abilities,
    )


@frozen_record
@dataclasses.dataclass(frozen=True)
class Fighter:
    """One unit in a battle: ``id`` is stable for the whole battle (the map's unit id when the
    map engine gives one). ``down``: killed original defender, turned over, about to strike
    back. ``nth``: its number among its side's units of its army and kind when two or more
    of them fight (0 when it is the only one): what players tell it apart by, never its id
    (playtest 9: "Dwarven Warrior #29"); not part of its equality."""

    id: int
    profile: Profile
    damage: int = 0
    down: bool = False
    nth: int = dataclasses.field(default=0, compare=False)

    @property
    def label(self) -> str:
        """Its name, numbered among its like ('Soldier', 'Soldier 2', 'Soldado 2')."""
        p = self.profile
        return nouns.fighter(p.army, p.unit, p.name, self.nth, in_sentence=False)

    @property
    def phrase(self) -> str:
        """Its name as a sentence puts it ('Soldier 2', 'el Soldado 2')."""
        p = self.profile
        return nouns.fighter(p.army, p.unit, p.name, self.nth, in_sentence=True)


@saved_form(as_list=True)  # a list, as it always was
@frozen_record
@dataclasses.dataclass(frozen=True)
class Slot:
    """Attacks a unit still has to make this round. ``back``: an attack-back. For up-to units,
    ``aimed`` lists the units it attacked this round and ``first_row`` the row of the first."""

    fid: int
    row: int
    left: int
    back: bool = False
    aimed: tuple[int, ...] = ()
    first_row: int = 0


@saved_form(as_list=True)  # a list, as it always was
@frozen_record
@dataclasses.dataclass(frozen=True)
class Pending:
    """The die the battle waits for: a ``hit`` or ``defend`` roll of ``attacker`` against
    ``target`` succeeding on ``need`` or less, or a ``retreat`` roll (ids 0)."""

    kind: str
    attacker: int
    target: int
    need: int

    @property
    def fighters(self) -> set[int]:
        """The ids of the attacker and the target (0 for a retreat roll)."""
        return {self.attacker, self.target}


@saved_form(omit_default=("fled", "fate"))
@frozen_record
@dataclasses.dataclass(frozen=True)
class Battle:
    """A battle between ``sides[ATTACKER]`` and ``sides[DEFENDER]``.

    ``side`` is whose combat round it is; ``round`` counts the rounds from 1 (odd rounds are
    the attackers'); ``queue`` holds the attacks of this round still to be made, in row order;
    ``stage`` is the acting side's retreat stage (OPEN, CLOSED, ELIGIBLE); ``can_retreat``
    per side; ``outcome`` is None until the battle ends. ``volley``: a ranged attack, where
    ``sides[ATTACKER]`` are the shooters.
    """

    sides: tuple[tuple[Fighter, ...], tuple[Fighter, ...]]
    side: int
    round: int
    queue: tuple[Slot, ...]
    pending: Pending | None
    stage: int
    can_retreat: tuple[bool, bool]
    outcome: str | None = None
    volley: bool = False
    fled: tuple[int, ...] = ()
    """The units Fear drove out of the battle alive (the map sends them away at its end)."""
    fate: tuple[int, int] = (0, 0)
    """Guide Fate cast for each side and not used yet: the side's next failed hit or defence
    die is rolled again."""

    @property
    def attackers(self) -> tuple[Fighter, ...]:
        return self.sides[ATTACKER]

    @property
    def defenders(self) -> tuple[Fighter, ...]:
        return self.sides[DEFENDER]

    def fighter(self, fid: int) -> Fighter:
        for fighters in self.sides:
            for f in fighters:
                if f.id == fid:
                    return f
        raise KeyError(fid)


# --- actions --------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class Target(Action):
    """Unit ``attacker`` of the side whose round it is makes one attack on enemy ``target``."""

    verb = "target"
    attacker: int
    target: int


@dataclasses.dataclass(frozen=True)
class RetreatRoll(Action):
    """Roll to retreat (before any standing unit of the side attacks this round)."""

    verb = "retreat-roll"


@dataclasses.dataclass(frozen=True)
class Retreat(Action):
    """After a successful retreat roll: the whole side leaves the battle."""

    verb = "retreat"


@dataclasses.dataclass(frozen=True)
class PressOn(Action):
    """Stay in the battle: after a successful retreat roll, or to let the round pass when the
    side has nothing it can attack."""

    verb = "press-on"


@dataclasses.dataclass(frozen=True)
class Roll(Action):
    """A chance outcome: the die the battle waits for shows ``value``."""

    verb = "roll"
    value: int


CODEC = ActionCodec(Target, RetreatRoll, Retreat, PressOn, Roll)
ROLLS = tuple(Roll(v) for v in range(1, 7))
ROLL_OUTCOMES: tuple[tuple[Roll, float], ...] = tuple((r, 1 / 6) for r in ROLLS)
target = functools.lru_cache(maxsize=4096)(Target)
"""``target(attacker, victim)``: the ``Target`` action, shared (bots and odds make millions; a
game makes about 450 distinct ones, so a few games' worth is kept and memory stays flat)."""


def parse_action(text: str) -> Action:
    """Read a battle action's text form (``target 3 7``, ``retreat-roll``, ``roll 4``...)."""
    return CODEC.parse(text)


# --- numbers --------------------------------------------------------------------------------
def hit_number(attacker: Profile, target: Profile, ranged: bool = False) -> int:
    """Highest roll that hits: attack (ranged strength) plus the target's defence modifier."""
    strength = attacker.ranged if ranged and attacker.ranged is not None else attacker.attack
    if attacker.spell and target.resists_magic:
        strength -= 1
    return strength + target.defence_mod


def damage_on(attacker: Profile, target: Profile) -> int:
    """The hits one undefended attack of ``attacker`` takes from ``target`` (one more when a
    holy spell strikes the undead)."""
    return attacker.damage + (1 if attacker.holy and target.undead else 0)


def defend_number(attacker: Profile, target: Profile) -> int:
    """Highest roll with which ``target`` defends a hit: its defence plus the attack modifier
    (against Fear, a brave target's ``brave`` when that is higher)."""
    if attacker.frightens and target.brave > target.defence:
        return target.brave + attacker.attack_mod
    return target.defence + attacker.attack_mod


def _chance(need: int) -> Fraction:
    return Fraction(min(max(need, 0), 6), 6)


@frozen_record
@dataclasses.dataclass(frozen=True)
class AttackOdds:
    """What one attack of ``attacker`` on ``target`` needs, for a prediction in the interface.

    ``attack``/``defence`` are the printed numbers; ``hit_on``/``defend_on`` the highest roll
    that succeeds after the modifiers (6 or more: no die, always; 0 or less: no die, never);
    ``chance`` = P(hit) * P(not defended), the chance one attack deals ``damage``."""

    attack: int
    hit_on: int
    defence: int
    defend_on: int
    p_hit: Fraction
    p_defend: Fraction
    chance: Fraction
    damage: int


def hit_chance(attacker: Profile, target: Profile, ranged: bool = False) -> AttackOdds:
    """The chance that one attack of ``attacker`` damages ``target``, with the numbers."""
    hit_on = hit_number(attacker, target, ranged)
    defend_on = defend_number(attacker, target)
    p_hit, p_defend = _chance(hit_on), _chance(defend_on)
    return AttackOdds(
        hit_on - target.defence_mod,
        hit_on,
        target.defence,
        defend_on,
        p_hit,
        p_defend,
        p_hit * (1 - p_defend),
        damage_on(attacker, target),
    )


def lined_up(profiles: Sequence[Profile], ids: Sequence[int]) -> tuple[Fighter, ...]:
    """A side's units in row order, keeping the listing order within a row; units of the
    same army and kind numbered 1, 2... in that order when there are two or more."""
    ordered = sorted(zip(ids, profiles, strict=True), key=lambda pair: pair[1].row)
    alike = Counter((p.army, p.unit) for p in profiles)
    seen: Counter[tuple[str, str]] = Counter()
    units = []
    for i, p in ordered:
        seen[p.army, p.unit] += 1
        nth = seen[p.army, p.unit] if alike[p.army, p.unit] > 1 else 0
        units.append(Fighter(i, p, nth=nth))
    return tuple(units)
