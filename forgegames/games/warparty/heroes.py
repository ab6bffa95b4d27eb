"""Heroes: experience, levels, a warrior's extra hits, and the spells a caster chooses.

A hero's level follows from its XP (``rules.yaml`` ``heroes``: the level table, then a level
for every 100 XP after the last row). Each level brings new spells of levels 1, 2 and 3 (the
table's ``spells``); from level 3 on the last row's schedule repeats, and a priest, who learns
no third-level spell, takes the table's first two columns only (the level-2 schedule, as the
manual says). A spell slot of level k takes a spell of level k (docs/rulings.md, "Spell slots
by level"). A caster chooses in its army's placement phase (or the quick-play set-up), one
spell at a time, the same spell again if it likes, a spell with a prerequisite only once it
holds that one, Exorcism only for Good and Unholy Word only for Evil; its army's turn does not
end while a choice is owed. The choices are the seat's secret (``WPState.spells``).
"""

from __future__ import annotations

from collections.abc import Iterable

from forgegames.core.i18n import ntr, tr
from forgegames.core.title import Event
from forgegames.games.warparty import nouns
from forgegames.games.warparty.actions import ChooseSpell
from forgegames.games.warparty.content import HeroFigures, UnitSheet
from forgegames.games.warparty.content_spells import TOP_LEVEL, Spell
from forgegames.games.warparty.model import army_name, side_of
from forgegames.games.warparty.state import (
    PHASE_COLLECT,
    PHASE_SETUP,
    Unit,
    WPState,
    evolve,
    replace_units,
    with_entry,
)
from forgegames.games.warparty.world import World


def figures(world: World) -> HeroFigures:
    return world.content.rules.heroes


def sheet_of(world: World, unit: Unit) -> UnitSheet:
    return world.armies.unit(unit.army, unit.kind)


def is_hero(world: World, unit: Unit) -> bool:
    return sheet_of(world, unit).hero is not None


def level_of(xp: int, hero: HeroFigures) -> int:
    """The level ``xp`` experience points reach: the table's rows, then one more level for
    every ``xp_per_level_after`` beyond the last row."""
    rows = hero.levels
    level = rows[0].level
    for row in rows:
        if xp >= row.xp:
            level = row.level
    last = rows[-1]
    if xp >= last.xp:
        level = last.level + (xp - last.xp) // hero.xp_per_level_after
    return level


def next_level_xp(xp: int, hero: HeroFigures) -> int:
    """The XP at which a hero with ``xp`` reaches its next level."""
    for row in hero.levels:
        if row.xp > xp:
            return row.xp
    last = hero.levels[-1]
    return last.xp + (level_of(xp, hero) - last.level + 1) * hero.xp_per_level_after


def hits(world: World, unit: Unit) -> int:
    """The hits a unit takes before it dies: its sheet's, and one more (``rules.yaml``) for
    each level a warrior hero has gained."""
    kind = sheet_of(world, unit)
    if kind.hero != "warrior":
        return kind.hits
    hero = figures(world)
    return kind.hits + (level_of(unit.xp, hero) - 1) * hero.warrior_hits_per_level


def slots(world: World, caster: str, level: int) -> list[int]:
    """New spells of levels 1, 2, 3... a caster of kind ``caster`` has gained in total by
    ``level`` (empty for a warrior)."""
    top = TOP_LEVEL.get(caster, 0)
    total = [0] * top
    rows = {row.level: row.spells for row in figures(world).levels}
    last = max(rows)
    for n in range(1, level + 1):
        for k, gained in enumerate(rows.get(n, rows[last])[:top]):
            total[k] += gained
    return total


def chosen(state: WPState, unit: Unit) -> list[str]:
    """The spells ``unit`` has chosen, in order (on the full state; another seat's view shows
    them hidden)."""
    return list(state.spellbook.get(unit.army, {}).get(unit.uid, ()))


def casters(state: WPState) -> list[tuple[Unit, tuple[str, ...]]]:
    """The units that have chosen spells, in ``state.units`` order, each with its spells in
    the order chosen (``chosen``); found from the spells, not by looking at every unit."""
    book, units, at = state.spellbook, state.units, state._positions
    if len(at) != len(units):  # a uid listed twice (a broken state): every unit is looked at
        found = ((u, book.get(u.army, {}).get(u.uid)) for u in units)
        return [(u, held) for u, held in found if held]
    places = []
    for army, mine in book.items():
        for uid, held in mine.items():
            i = at.get(uid)
            if i is not None and units[i].army == army:
                places.append((i, held))
    places.sort()
    return [(units[i], held) for i, held in places]


def owed(state: WPState, world: World, unit: Unit) -> list[int]:
    """How many spells of each level (index 0: level 1) ``unit`` may still choose."""
    kind = sheet_of(world, unit)
    if kind.hero not in TOP_LEVEL:
        return []
    total = slots(world, kind.hero, level_of(unit.xp, figures(world)))
    for spell in chosen(state, unit):
        total[world.content.spells[spell].level - 1] -= 1
    return total


def owing(state: WPState, world: World, armies: Iterable[str]) -> list[Unit]:
    """The casters of ``armies`` that still have spells to choose."""
    wanted = set(armies)
    sheet = world.armies.unit
    return [
        u
        for u in state.units
        if u.army in wanted
        and sheet(u.army, u.kind).hero in TOP_LEVEL  # a caster (``owed`` is [] for the others)
        and any(owed(state, world, u))
    ]


def why_not_spell(state: WPState, world: World, unit: Unit, spell: Spell) -> str | None:
    """Why ``unit`` may not choose ``spell`` now, its army's placement phase aside."""
    kind = sheet_of(world, unit)
    hero = nouns.of(unit.army, kind).the
    if kind.hero != spell.caster:
        return tr("{hero} cannot learn {spell}", hero=hero, spell=spell_name(spell))
    left = owed(state, world, unit)
    if spell.level > len(left) or left[spell.level - 1] <= 0:
        return tr("{hero} has no level-{n} spell left to choose", hero=hero, n=spell.level)
    if spell.alignment != "any" and side_of(unit.army) != spell.alignment:
        if spell.alignment == "good":
            return tr("{spell} is for Good priests only", spell=spell_name(spell))
        return tr("{spell} is for Evil priests only", spell=spell_name(spell))
    if spell.requires and spell.requires not in chosen(state, unit):
        need = world.content.spells[spell.requires]
        return tr("{spell} needs {need} first", spell=spell_name(spell), need=spell_name(need))
    return None


def spell_name(spell: Spell) -> str:
    """A spell's name in the current language."""
    return nouns.table(spell.id, spell.name, "spells").label


def choices(state: WPState, world: World, armies: Iterable[str]) -> list[ChooseSpell]:
    """Every spell choice the casters of ``armies`` may make now."""
    out = []
    for unit in owing(state, world, armies):
        for spell in world.content.spells.values():
            if why_not_spell(state, world, unit, spell) is None:
                out.append(ChooseSpell(unit.uid, spell.id))
    return out


def why_not_choose(
    state: WPState, world: World, action: ChooseSpell, acting: Iterable[str]
) -> str | None:
    """The rule that forbids ``action`` now, or None."""
    unit = next((u for u in state.units if u.uid == action.hero), None)
    if unit is None or not is_hero(world, unit):
        return tr("there is no hero #{n} on the board", n=action.hero)
    spell = world.content.spells.get(action.spell)
    if spell is None:
        return tr("there is no spell called '{spell}'", spell=action.spell)
    if state.phase not in (PHASE_COLLECT, PHASE_SETUP) or unit.army not in set(acting):
        return tr(
            "the {army} choose spells in their own placement phase", army=army_name(unit.army)
        )
    return why_not_spell(state, world, unit, spell)


def choose(state: WPState, world: World, action: ChooseSpell) -> tuple[WPState, list[Event]]:
    """Record the choice, in the army's secret list; the log, which every seat reads, says
    only that a spell was chosen, never which."""
    unit = state.unit(action.hero)
    held = dict(state.spells).get(unit.army, ())
    state = evolve(
        state,
        spells=with_entry(state.spells, unit.army, (*held, f"{unit.uid}:{action.spell}")),
    )
    hero = nouns.of(unit.army, sheet_of(world, unit)).the
    text = tr("The {army} choose a spell for {hero}.", army=army_name(unit.army), hero=hero)
    events = [Event(text, state.seat_of(unit.army), "move")]
    if world.content.spells[action.spell].phase == "immediate" and not unit.explorer:
        state, more = _explore(state, world, unit)
        events += more
    return state, events


def _explore(state: WPState, world: World, unit: Unit) -> tuple[WPState, list[Event]]:
    """Eye of the Explorer works from the moment it is chosen: the priest crosses rough ground
    freely from now on, and units of its team flipped for entering the rough ground where it
    stands (not for a retreat) turn face up at once (3.A's example)."""
    freed: list[Unit] = []
    if world.geo.by_id[unit.at].terrain in ("forest", "mountain") and not unit.across:
        freed = [
            evolve(u, tired=0)
            for u in state.units_at(unit.at)
            if u.uid != unit.uid
            and u.tired
            and not u.retreated
            and side_of(u.army) == side_of(unit.army)
        ]
    changed = [evolve(unit, explorer=True), *freed]
    state = replace_units(state, changed)
    if len(changed) == 1:
        return state, []
    text = ntr(
        len(changed) - 1,
        "One unit flipped by rough ground turns face up: the priest's eye shows the way.",
        "{n} units flipped by rough ground turn face up: the priest's eye shows the way.",
    )
    return state, [Event(text, state.seat_of(unit.army))]


def gain_xp(
    state: WPState, world: World, heroes: list[Unit], xp: int, why: str
) -> tuple[WPState, list[Event]]:
    """``heroes`` each gain ``xp`` (``why``: the reason, in a sentence's words); an event for
    each, and another for each level reached."""
    if xp <= 0 or not heroes:
        return state, []
    hero_rules = figures(world)
    events = []
    grown = []
    for unit in heroes:
        after = evolve(unit, xp=unit.xp + xp)
        grown.append(after)
        name = nouns.of(unit.army, sheet_of(world, unit)).the
        seat = state.seat_of(unit.army)
        text = nouns.capitalised(tr("{hero} gains {n} XP ({why}).", hero=name, n=xp, why=why))
        events.append(Event(text, seat))
        old, new = level_of(unit.xp, hero_rules), level_of(after.xp, hero_rules)
        if new > old:
            text = nouns.capitalised(tr("{hero} reaches level {n}.", hero=name, n=new))
            events.append(Event(text, seat))
    return replace_units(state, grown), events


def city_burned(world: World):
    """``cities.burn_cities``'s reward: the heroes there gain ``xp_city_burned``."""
    xp = figures(world).xp_city_burned

    def reward(state: WPState, present: list[Unit]) -> tuple[WPState, list[Event]]:
        return gain_xp(state, world, present, xp, tr("an enemy city burned"))

    return reward


def battle_xp(
    state: WPState, world: World, dead: list[Unit], heroes_by_side: dict[str, list[Unit]]
) -> tuple[WPState, list[Event]]:
    """After a battle or a ranged attack: each side's heroes in ``heroes_by_side`` (those
    present who survived) gain 1 XP (``xp_per_crown``) per crown the enemy units in ``dead``
    cost before inflation, each in full."""
    rate = figures(world).xp_per_crown
    events: list[Event] = []
    for side, present in heroes_by_side.items():
        crowns = sum(sheet_of(world, u).cost for u in dead if side_of(u.army) != side)
        if present and crowns:
            fresh = [state.unit(u.uid) for u in present]
            state, more = gain_xp(state, world, fresh, crowns * rate, tr("enemies killed"))
            events += more
    return state, events
