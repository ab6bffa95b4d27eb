"""``data/warparty/spells.yaml``: every spell the manual names, as typed records.

The manual lists the spells by caster and level (6. Spell Selection) and states a few of their
rules (Fear once a battle, Tax of the Magi once a game, Fireball "up to 3", Rain of Fire's
range, Teleport's prerequisites, Exorcism for Good and Unholy Word for Evil); the cards' own
figures are not in our sources. Each record says which of its figures are the manual's
(``source``) and which are ours (``reconstructed``: figure -> reason). Casting is a later
part of the rules: these records are what a hero chooses and what a spell will do.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Annotated, Literal

from forgegames.core.content import Range, build, check_ref, read_yaml
from forgegames.core.errors import ContentError
from forgegames.games.warparty.content_checks import check_id, check_source, check_unique

Caster = Literal["wizard", "priest"]
Phase = Literal["movement", "combat", "placement", "immediate"]
Targets = Literal["enemy", "friendly", "self", "territory", "army", "fallen", "fallen-hero"]
Limit = Literal["round", "turn", "battle", "game", "none"]
Alignment = Literal["any", "good", "evil"]

TOP_LEVEL = {"wizard": 3, "priest": 2}
"""The highest spell level each caster may learn (6. the spell tables)."""

FIGURES = ("phase", "range", "targets", "count", "up_to", "limit", "attack", "damage", "bonus")
"""The figures a spell's ``reconstructed`` may name."""


@dataclasses.dataclass(frozen=True)
class Spell:
    """One spell card: who learns it and at which level, when it is cast (``immediate``: its
    effect holds from the moment it is chosen, it is never cast), how far (``range`` 1: into
    a neighbouring territory), at what (``targets``, ``count`` of them, ``up_to``: several
    different ones, none behind the first one's row), how often (``limit``: once a combat
    round, once a turn, once a battle, once a game), for which team (``alignment``), after
    which spell (``requires``), and its figures (``attack``, ``damage``, ``bonus``)."""

    id: str
    name: str
    caster: Caster
    level: Annotated[int, Range(1, 3)]
    phase: Phase
    targets: Targets
    limit: Limit
    text: str
    source: str
    range: Annotated[int, Range(0, 1)] = 0
    count: Annotated[int, Range(1, 20)] = 1
    up_to: bool = False
    alignment: Alignment = "any"
    requires: str | None = None
    attack: Annotated[int, Range(1, 6)] | None = None
    damage: Annotated[int, Range(1, 5)] | None = None
    bonus: Annotated[int, Range(1, 10)] | None = None
    reconstructed: dict[str, str] = dataclasses.field(default_factory=dict)


@dataclasses.dataclass(frozen=True)
class SpellFile:
    spells: list[Spell]


def load_spells(path: Path) -> dict[str, Spell]:
    """The spells by id, in the file's order; ContentError names the file and key of any
    problem (a level above the caster's, an unknown or later prerequisite, a figure named
    in ``reconstructed`` that is not one)."""
    file = str(path)
    found = build(SpellFile, read_yaml(path), file)
    check_unique(file, "spells", (s.id for s in found.spells))
    spells = {s.id: s for s in found.spells}
    for i, spell in enumerate(found.spells):
        at = f"spells[{i}]"
        check_id(file, f"{at}.id", spell.id)
        check_source(file, f"{at}.source", spell.source)
        if spell.level > TOP_LEVEL[spell.caster]:
            top = TOP_LEVEL[spell.caster]
            raise ContentError(file, f"{at}.level", f"a {spell.caster} learns levels 1 to {top}")
        for figure, reason in spell.reconstructed.items():
            check_ref(file, f"{at}.reconstructed", figure, FIGURES)
            if not reason.strip():
                raise ContentError(file, f"{at}.reconstructed.{figure}", "give the reason")
        if spell.requires is not None:
            check_ref(file, f"{at}.requires", spell.requires, spells)
            need = spells[spell.requires]
            if need.caster != spell.caster or need.level > spell.level:
                raise ContentError(
                    file, f"{at}.requires", "a prerequisite is the same caster's, no higher level"
                )
            if _chain(spells, spell.id) is None:
                raise ContentError(file, f"{at}.requires", "prerequisites go round in a circle")
    return spells


def _chain(spells: dict[str, Spell], first: str) -> list[str] | None:
    """``first`` and the spells it requires, nearest first; None when they loop."""
    seen = [first]
    while (need := spells[seen[-1]].requires) is not None:
        if need in seen:
            return None
        seen.append(need)
    return seen
