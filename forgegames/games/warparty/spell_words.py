"""Spells in words for the table (issue 37): each cast offered now with what it gives, and a
hero's sheet (level, XP to the next level, spells with the uses left).

The board asks these and draws the answers; nothing here decides a rule (``spells`` does).
A striking spell's odds are those of one strike at the enemy it would aim at first, beside the
caster's own attack at it, as the battle panel gives an attack's.
"""

from __future__ import annotations

import dataclasses

from forgegames.core.i18n import data_text, tr
from forgegames.games.warparty import (
    combat,
    heroes,
    movement,
    nouns,
    spell_placement,
    spells,
    treasure,
)
from forgegames.games.warparty.actions import Cast, UseTreasure
from forgegames.games.warparty.content_spells import Spell
from forgegames.games.warparty.fighters import hit_chance
from forgegames.games.warparty.hidden import HIDDEN
from forgegames.games.warparty.model import army_name
from forgegames.games.warparty.state import Unit, WPState
from forgegames.games.warparty.world import World


def _percent(chance: float) -> str:
    return f"{round(100 * chance)}%"


def cast_words(state: WPState, world: World, cast: Cast) -> str:
    """``cast`` in words with the odds or the effect it gives now."""
    spell = world.content.spells[cast.spell]
    unit = state.unit(cast.hero)
    hero = nouns.of(unit.army, heroes.sheet_of(world, unit)).label
    name = heroes.spell_name(spell)
    battle = state.battle
    if battle is not None and spell.id in spells.STRIKES:
        return _strike_words(battle, spell, cast.hero, hero, name)
    if spell.phase == "movement" and battle is None:
        return _reach_words(state, world, cast, hero, name)
    if cast.on and spell.id in (spells.HEAL, "hardened-armour"):
        target = (
            battle.fighter(cast.on).phrase
            if battle is not None
            else _unit_name(state, world, cast.on)
        )
        return tr("{spell} ({hero}) on {unit}", hero=hero, spell=name, unit=target)
    if cast.on and spell.id in (spell_placement.RAISE, spell_placement.RESURRECT):
        kind = next(e.split(":")[2] for e in state.fallen if e.split(":")[1] == str(cast.on))
        fallen = nouns.of(unit.army, world.armies.unit(unit.army, kind)).the
        return tr("{spell} ({hero}) brings back {unit}", hero=hero, spell=name, unit=fallen)
    if cast.on and spell.id in spell_placement.MONSTERS:
        return _summon_words(state, world, cast, hero, name)
    if cast.on and state.battle is None and spell.range:
        place = state.unit(cast.on).place
        return tr(
            "{spell} ({hero}) into {place}", hero=hero, spell=name, place=_place(world, place)
        )
    return tr("{spell} ({hero}), {effect}", hero=hero, spell=name, effect=spell_effect(spell))


def cast_label(state: WPState, world: World, cast: Cast) -> str:
    """``cast`` in a few words, for a button: the spell, its caster and what it is cast on
    (``cast_words`` adds the odds or the effect)."""
    spell = world.content.spells[cast.spell]
    unit = state.unit(cast.hero)
    hero = nouns.of(unit.army, heroes.sheet_of(world, unit)).label
    name = heroes.spell_name(spell)
    if not cast.on:
        return tr("{spell} ({hero})", hero=hero, spell=name)
    if state.battle is not None:
        target = state.battle.fighter(cast.on).phrase
        return tr("{spell} ({hero}) on {unit}", hero=hero, spell=name, unit=target)
    if spell.id in (spell_placement.RAISE, spell_placement.RESURRECT):
        kind = next(e.split(":")[2] for e in state.fallen if e.split(":")[1] == str(cast.on))
        fallen = nouns.of(unit.army, world.armies.unit(unit.army, kind)).the
        return tr("{spell} ({hero}) brings back {unit}", hero=hero, spell=name, unit=fallen)
    if spell.id in spell_placement.MONSTERS:
        return _summon_words(state, world, cast, hero, name)
    if spell.range:
        place = _place(world, state.unit(cast.on).place)
        return tr("{spell} ({hero}) into {place}", hero=hero, spell=name, place=place)
    target = _unit_name(state, world, cast.on)
    return tr("{spell} ({hero}) on {unit}", hero=hero, spell=name, unit=target)


def _reach_words(state: WPState, world: World, cast: Cast, hero: str, name: str) -> str:
    """A movement spell with the reach it gives: the places its mover may go to after it,
    beside before (the routes of the profile the spell gives, ``movement.profile_of``)."""
    mover = cast.on or cast.hero
    after, _ = spells.cast(state, world, cast)
    now, then = len(_reach(state, world, mover)), len(_reach(after, world, mover))
    if cast.on:
        return tr(
            "{spell} ({hero}) on {unit}: {then} places in reach, {now} without it",
            spell=name,
            hero=hero,
            unit=_unit_name(state, world, cast.on),
            then=then,
            now=now,
        )
    return tr(
        "{spell} ({hero}): {then} places in reach, {now} without it",
        spell=name,
        hero=hero,
        then=then,
        now=now,
    )


def _reach(state: WPState, world: World, uid: int) -> list[str]:
    known = movement.context(state, world.geo, world.armies, state.side)
    unit = state.unit(uid)
    return [d for d in movement.routes(state, world.geo, world.armies, unit, known) if "|" not in d]


def _strike_words(battle: combat.Battle, spell: Spell, caster: int, hero: str, name: str) -> str:
    me = battle.fighter(caster)
    lent = dataclasses.replace(
        me.profile,
        attack=spell.attack or me.profile.attack,
        damage=spell.damage or me.profile.damage,
        frightens=spell.id == spells.FEAR,
        missile=True,
        spell=True,
        holy=spell.id in spells.HOLY,
    )
    first = _first_target(battle, lent)
    if first is None:
        return tr("{spell} ({hero})", hero=hero, spell=name)
    odds = hit_chance(lent, first.profile).chance
    own = hit_chance(me.profile, first.profile).chance
    if spell.id == spells.FEAR:
        return tr(
            "{spell} ({hero}): up to {n} × {p} to make one flee",
            hero=hero,
            spell=name,
            n=spell.count,
            p=_percent(odds),
        )
    return tr(
        "{spell} ({hero}): {n} × {p} to wound, own attack {own}",
        hero=hero,
        spell=name,
        n=spell.count,
        p=_percent(odds),
        own=_percent(own),
    )


def _first_target(battle: combat.Battle, lent: combat.Profile) -> combat.Fighter | None:
    """The enemy a strike with ``lent`` figures would aim at first, as the default attack does."""
    for f in battle.sides[1 - battle.side]:
        if not f.down and lent.reaches(f.profile):
            return f
    return None


def _summon_words(state: WPState, world: World, cast: Cast, hero: str, name: str) -> str:
    """'Summon Monster (Battle Mage): the Ghost, 2 hits, attack 3, defence 4'."""
    tier = spell_placement.MONSTERS[cast.spell]
    monster = spell_placement.summonable(state, world, tier)[cast.on - 1]
    card = world.content.decks.monsters[monster]
    called = nouns.noun("monsters", monster, card.name).the
    return tr(
        "{spell} ({hero}): {monster}, {hits} hits, attack {attack}, defence {defence}",
        spell=name,
        hero=hero,
        monster=called,
        hits=card.hits,
        attack=card.attack,
        defence=card.defence,
    )


def _unit_name(state: WPState, world: World, uid: int) -> str:
    u = state.unit(uid)
    return nouns.of(u.army, world.armies.unit(u.army, u.kind)).the


def _place(world: World, place: str) -> str:
    land = place.split("|")[0]
    return nouns.place(land, world.geo.by_id[land].name).the


def spell_effect(spell: Spell) -> str:
    """What a spell does and how often, in a few words."""
    how_often = {
        "round": tr("every combat round"),
        "turn": tr("once a turn"),
        "battle": tr("once a battle"),
        "game": tr("once a game"),
        "none": tr("always in effect"),
    }[spell.limit]
    return how_often


def uses_left(state: WPState, unit: Unit, spell: Spell, times: int) -> str:
    """How often ``unit`` may still cast ``spell`` (chosen ``times`` times), in words."""
    if spell.phase == "immediate":
        return tr("always in effect")
    cast = [e.split(":") for e in state.cast if e.startswith(f"{unit.uid}:")]
    if spell.limit == "game":
        left = max(0, times - spell_placement.spent(state, unit.uid, spell.id))
        return tr("{n} of {m} left this game", n=left, m=times)
    if spell.limit == "battle":
        used = any(c[1] == spell.id for c in cast) and state.battle is not None
        return tr("used in this battle") if used else tr("once a battle")
    if spell.limit == "turn":
        used = any(c[1] == spell.id for c in cast)
        return tr("used this turn") if used else tr("once a turn")
    if spell.id not in spells.CASTABLE:
        return tr("not castable in this edition yet")
    return tr("every combat round")


def hero_lines(state: WPState, world: World, unit: Unit) -> list[str]:
    """A hero's sheet: its name and army, level and XP (and how many to the next level),
    hits, its treasure cards, then each spell it holds with its uses left (the spells only
    for its own seat's view: another seat's shows how many)."""
    figures = heroes.figures(world)
    level = heroes.level_of(unit.xp, figures)
    ahead = heroes.next_level_xp(unit.xp, figures) - unit.xp
    name = nouns.capitalised(nouns.of(unit.army, heroes.sheet_of(world, unit)).the)
    lines = [
        tr("{hero} of the {army}", hero=name, army=army_name(unit.army)),
        tr(
            "Level {n}, {xp} XP: {more} XP to level {next}",
            n=level,
            xp=unit.xp,
            more=ahead,
            next=level + 1,
        ),
        tr("Hits: {n}", n=heroes.hits(world, unit)),
    ]
    lines += treasure_lines(world, unit)
    held = heroes.chosen(state, unit)
    if not held:
        return lines
    if HIDDEN in held:
        lines.append(tr("Spells: {n}, not shown to you", n=len(held)))
        return lines
    lines.append(tr("Spells:"))
    for spell_id in dict.fromkeys(held):
        spell = world.content.spells[spell_id]
        times = held.count(spell_id)
        left = uses_left(state, unit, spell, times)
        line = tr(
            "{spell} (level {n}): {left}", spell=heroes.spell_name(spell), n=spell.level, left=left
        )
        lines.append("• " + line)
    owed = heroes.owed(state, world, unit)
    if any(owed):
        more = ", ".join(tr("{n} of level {k}", n=n, k=k + 1) for k, n in enumerate(owed) if n > 0)
        lines.append(tr("Still to choose: {spells}", spells=more))
    return lines


def treasure_lines(world: World, unit: Unit) -> list[str]:
    """A hero's treasure cards on its sheet, the weapon it fights with told apart from a
    spare one (one weapon is used at a time) and a single-use card marked as such."""
    if not unit.treasure:
        return []
    weapon = treasure.weapon_of(world, unit)
    lines = [tr("Treasure:")]
    for card_id in unit.treasure:
        found = treasure.card(world, card_id)
        name = nouns.capitalised(treasure.card_name(world, card_id))
        if found.kind == "weapon":
            if card_id == weapon:
                name = tr("{card}, the weapon in use", card=name)
            else:
                name = tr("{card}, a spare weapon", card=name)
        elif found.single_use:
            name = tr("{card}, used once", card=name)
        lines.append("• " + name)
    return lines


def use_lines(world: World, uses: list[UseTreasure]) -> list[str]:
    """Above the single-use cards offered now: what using one costs, and each card's text."""
    lines = [tr("A potion or a scroll takes its holder's attack this round; the charm costs none.")]
    for card in dict.fromkeys(a.card for a in uses):
        text = data_text(f"warparty/treasure/{card}/text", world.content.decks.treasure[card].text)
        name = nouns.capitalised(treasure.card_name(world, card))
        lines.append("• " + tr("{card}: {words}", card=name, words=text))
    return lines
