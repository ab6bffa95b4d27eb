"""Ranged spells (issue 37): Rain of Fire and Frost Bolt cast into a neighbouring territory.

A spell of range 1 may also be cast as a ranged attack, under the siege units' ranged rules
(6. Ranged Spells): in the combat phase between battles, by a caster of the moving team that
has not fought or shot this turn and is not sitting out a retreat, from a place without a
battle into a neighbouring place (or a stream beside it) where enemies stand. The caster is
the volley's one shooter, with the spell's attack as its ranged strength, the spell's damage
and number of strikes ("up to" as the card says); the heroes standing with it earn the XP of
the units it kills (``battles._surviving_heroes``). The target place is named by ``Cast.on``:
the first enemy unit standing there.
"""

from __future__ import annotations

import dataclasses

from forgegames.core.i18n import tr
from forgegames.core.title import Event
from forgegames.games.warparty import battles, heroes, nouns
from forgegames.games.warparty.actions import Cast
from forgegames.games.warparty.content_spells import Spell
from forgegames.games.warparty.model import side_of
from forgegames.games.warparty.shooting import shot_targets
from forgegames.games.warparty.state import PHASE_COMBAT, Unit, WPState
from forgegames.games.warparty.world import World


def is_ranged(spell: Spell) -> bool:
    return spell.range > 0 and spell.phase == "combat" and spell.attack is not None


def _first_enemy(state: WPState, place: str) -> int:
    """The uid naming ``place`` as a ranged spell's target: its first enemy unit (0: none)."""
    return next((u.uid for u in state.units_at(place) if side_of(u.army) != state.side), 0)


def _places(state: WPState, world: World, caster: Unit) -> dict[int, str]:
    """The places ``caster`` may cast a ranged spell into, by the uid that names each."""
    out = {}
    for there in shot_targets(world, caster.place):
        uid = _first_enemy(state, there)
        if uid:
            out[uid] = there
    return out


def why_not(state: WPState, world: World, spell: Spell, caster: Unit, on: int) -> str | None:
    """Why ``caster`` may not cast ``spell`` into the place ``on`` names now, or None."""
    name = heroes.spell_name(spell)
    if state.phase != PHASE_COMBAT or state.battle is not None or state.retreat:
        return tr("{spell} is cast in a battle, in the caster's combat round", spell=name)
    if side_of(caster.army) != state.side:
        return tr("only the team whose turn it is makes ranged attacks")
    found = nouns.on_the_map(world, caster)
    if caster.retreated and world.retreat_sits_out or caster.tired:
        return tr("{unit} sits out this turn", unit=found)
    if caster.fought:
        return tr("{unit} has fought or shot already this turn", unit=found)
    if caster.place in set(battles.battle_places(state)):
        return tr("{unit} is in a battle and cannot shoot out of it", unit=found)
    if on not in _places(state, world, caster):
        return tr(
            "{spell} reaches the first enemy of a neighbouring territory or a stream beside it",
            spell=name,
        )
    return None


def casts(state: WPState, world: World) -> list[Cast]:
    """Every ranged cast the moving team may make now."""
    ready = [
        (unit, held)
        for unit, held in heroes.casters(state)
        if not unit.fought and not unit.tired and side_of(unit.army) == state.side
    ]
    if not ready:
        return []
    fights = set(battles.battle_places(state))
    out = []
    for unit, held in ready:
        if unit.place in fights:
            continue
        ranged = [s for s in dict.fromkeys(held) if is_ranged(world.content.spells[s])]
        if ranged:
            places = _places(state, world, unit)
            out += [Cast(unit.uid, s, on) for s in ranged for on in places]
    return out


def cast(state: WPState, world: World, spell: Spell, action: Cast) -> tuple[WPState, list[Event]]:
    """The caster's volley into the place ``action.on`` names (``why_not`` said yes)."""
    caster = state.unit(action.hero)
    place = state.unit(action.on).place
    own = battles.fighting_profile(world, caster)
    lent = dataclasses.replace(
        own,
        attack=spell.attack or own.attack,
        ranged=spell.attack,
        damage=spell.damage or own.damage,
        attacks=spell.count,
        up_to=spell.up_to,
        missile=True,
        spell=True,
    )
    hero = nouns.of(caster.army, heroes.sheet_of(world, caster)).the
    text = nouns.capitalised(tr("{hero} casts {spell}.", hero=hero, spell=heroes.spell_name(spell)))
    event = Event(text, state.seat_of(caster.army), "battle")
    state, events = battles.start_volley(
        state, world, (caster.uid,), place, lent={caster.uid: lent}
    )
    return state, [event, *events]
