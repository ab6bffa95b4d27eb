"""Casting spells (issue 37): which casts are legal now, why one is refused, what one does.

A caster casts in its side's combat round when its row's turn to attack comes, in place of its
own attack that round (so one spell per caster per round: docs/rulings.md, "A spell takes the
caster's attack"). A striking spell (``STRIKES``) lends the caster its figures for the round:
its ``attack`` and ``damage``, ``count`` attacks, "up to" when the card says so; the caster's
``target`` moves then aim them under the battle's usual rules (front row only, never past the
row of the first target). Heal and the two warding spells act at once on the caster's side.
Once-a-battle spells are remembered in ``WPState.cast`` until the battle ends. Every other
spell is refused as not castable in this edition yet.
"""

from __future__ import annotations

import dataclasses

from forgegames.core.i18n import N_, ntr, tr
from forgegames.core.title import Event
from forgegames.games.warparty import (
    battles,
    combat,
    heroes,
    nouns,
    spell_placement,
    spell_ranged,
)
from forgegames.games.warparty.actions import Cast
from forgegames.games.warparty.content_spells import Spell
from forgegames.games.warparty.start import acting
from forgegames.games.warparty.state import (
    PHASE_COLLECT,
    PHASE_COMBAT,
    PHASE_MOVE,
    Unit,
    WPState,
    evolve,
    replace_units,
)
from forgegames.games.warparty.world import World

FEAR = "fear"
"""Strikes like the others, but a target that fails its defence flees instead of being hurt
(``combat.Profile.frightens``); heroes, and monsters in a dungeon (content version 10 on),
are never afraid (``Profile.fearless``)."""
STRIKES = frozenset(
    {"flame-arrow", "lightning-bolt", "fireball", "frost-bolt", "rain-of-fire"}
    | {"exorcism", "unholy-word", FEAR}
)
"""Spells that strike enemies in the battle with their own attack and damage (one lower on a
magic-resistant monster: ``combat.Profile.spell``)."""
HOLY = frozenset({"exorcism"})
"""Striking spells that deal one more damage to an undead monster (``Profile.holy``)."""
HEAL = "heal"
FATE = "guide-fate"
"""Once a battle, in place of the caster's attack: its side's next failed hit or defence die
is rolled again (``combat.Battle.fate``)."""
TELEPORTS = frozenset({"group-teleport", "teleport-army"})
"""Teleport for the caster and up to ``count`` units of its army standing with it."""
MARK = "mark-of-passing"
GROUPS = TELEPORTS | {MARK}
"""Movement spells cast on the caster's group: the caster and the first ``count`` units of
its army with it that have not moved (docs/rulings.md, "Group spells take the first units")."""
WARDS = frozenset({"symbol-of-fortitude", "hardened-armour"})
"""Spells that make units of the caster's side defend better for the rest of the battle."""
WARD_LIMIT = 5
"""The most a ward raises a defence to: never to the automatic 6 (docs/rulings.md, "How far
wards raise a defence"; content version 11 on; before, no limit)."""
MOVES = frozenset({"teleport", "speed", "greater-speed"} | GROUPS)
"""Movement spells: Teleport carries the caster as a flyer; Speed hastens a unit with it;
Group Teleport, Teleport Army and Mark of Passing act on the caster and units with it."""
CASTABLE = STRIKES | WARDS | MOVES | {HEAL, FATE} | spell_placement.PLACEMENT
"""Every spell this edition can cast; the others are refused (``NOT_YET``)."""
NOT_YET = N_("{spell} is not castable in this edition yet")


def _entries(state: WPState) -> tuple[tuple[int, str, int], ...]:
    return state.cast_entries


def _cast_this_battle(state: WPState, uid: int, spell: str) -> bool:
    return any(u == uid and s == spell for u, s, _ in _entries(state))


def _cast_this_round(state: WPState, uid: int) -> bool:
    """True when ``uid`` has cast already in the round under way (one spell a round)."""
    return any(u == uid and r == state.battle.round for u, _, r in _entries(state))


def _targets(state: WPState, spell: Spell, caster: int) -> list[int]:
    """The units of the caster's side ``spell`` may be cast on (0 alone: it takes none)."""
    battle = state.battle
    if spell.id == HEAL:
        return [f.id for f in battle.sides[battle.side] if not f.down and f.damage]
    if spell.id == "hardened-armour":
        return [f.id for f in battle.sides[battle.side] if not f.down]
    if spell.id == FEAR:
        fear = dataclasses.replace(battle.fighter(caster).profile, frightens=True, missile=True)
        return [0] if combat.has_target(battle, fear) else []
    return [0]


def why_not_cast(state: WPState, world: World, action: Cast) -> str | None:
    """The rule that forbids ``action`` now, or None."""
    spell = world.content.spells.get(action.spell)
    if spell is None:
        return tr("there is no spell called '{spell}'", spell=action.spell)
    name = heroes.spell_name(spell)
    try:
        unit = state.unit(action.hero)
    except KeyError:
        return tr("there is no hero #{n} on the board", n=action.hero)
    if action.spell not in heroes.chosen(state, unit):
        hero = nouns.of(unit.army, heroes.sheet_of(world, unit)).the
        return tr("{hero} has not learned {spell}", hero=hero, spell=name)
    if spell.phase == "immediate":
        return tr("{spell} is never cast: it works from the moment it is chosen", spell=name)
    if spell.id not in CASTABLE:
        return tr(NOT_YET, spell=name)
    if spell.phase == "placement":
        return spell_placement.why_not(state, world, spell, unit, action.on)
    if spell.phase == "movement":
        return _why_not_move_spell(state, spell, unit, action.on)
    if state.battle is None and state.phase == PHASE_COMBAT and spell_ranged.is_ranged(spell):
        return spell_ranged.why_not(state, world, spell, unit, action.on)
    battle = state.battle
    if battle is None or battle.volley:
        return tr("{spell} is cast in a battle, in the caster's combat round", spell=name)
    if all(f.id != unit.uid for f in battle.sides[battle.side]):
        return tr("a caster casts in its own side's combat round")
    if combat.caster_slot(battle, unit.uid) is None:
        return tr(
            "a caster casts in place of its attack, when its row's turn comes and before it "
            "attacks this round"
        )
    if _cast_this_round(state, unit.uid):
        return tr("a caster casts one spell a combat round")
    if spell.limit == "battle" and _cast_this_battle(state, unit.uid, spell.id):
        return tr("{spell} is cast once a battle", spell=name)
    if action.on not in _targets(state, spell, unit.uid):
        if spell.id == HEAL:
            return tr("Heal is cast on a wounded unit of the caster's side")
        if spell.id == "hardened-armour":
            return tr("{spell} is cast on a standing unit of the caster's side", spell=name)
        if spell.id == FEAR and action.on == 0 and state.delve is not None:
            return tr("no enemy may be frightened: monsters in a dungeon are never afraid")
        if spell.id == FEAR and action.on == 0:
            return tr("no enemy in reach may be frightened: heroes are never afraid")
        return tr("{spell} is cast on no unit", spell=name)
    return None


def _moved_by_spell(state: WPState, uid: int) -> bool:
    """True when ``uid`` has cast a movement spell this turn (one a turn)."""
    return any(u == uid and r == 0 for u, _, r in _entries(state))


def _movers(state: WPState, spell: Spell, caster: Unit) -> list[int]:
    """The units a movement spell of ``caster`` may be cast on now (0: the caster itself)."""
    if spell.id == "teleport" or spell.id in GROUPS:
        return [0]
    return [
        u.uid
        for u in state.units_at(caster.place)
        if u.army == caster.army and not (u.moved or u.tired or u.haste or u.teleport)
    ]


def _why_not_move_spell(state: WPState, spell: Spell, unit: Unit, on: int) -> str | None:
    name = heroes.spell_name(spell)
    if state.phase != PHASE_MOVE or state.battle is not None or state.retreat:
        return tr("{spell} is cast in its army's movement phase", spell=name)
    if unit.army not in acting(state):
        return tr("{spell} is cast in its army's movement phase", spell=name)
    if _moved_by_spell(state, unit.uid):
        return tr("a caster casts one movement spell a turn")
    if unit.moved or unit.tired or unit.teleport or unit.ford:
        return tr("a caster casts before it moves, and not while it sits out")
    if on not in _movers(state, spell, unit):
        if spell.id == "teleport" or spell.id in GROUPS:
            return tr("{spell} is cast on the caster's own group", spell=name)
        return tr(
            "{spell} is cast on a unit of the army with the caster that has not moved", spell=name
        )
    return None


def _move_casts(state: WPState, world: World) -> list[Cast]:
    # the armies of the seat moving now: with two or three players one seat moves both
    # armies of a team, and the second army's casters cast as the first's do
    mine = acting(state)
    if not any(state.spellbook.get(army) for army in mine):
        return []
    out = []
    for unit, held in heroes.casters(state):
        if unit.army not in mine or unit.moved or unit.tired or unit.teleport or unit.ford:
            continue
        if _moved_by_spell(state, unit.uid):
            continue
        for spell_id in dict.fromkeys(held):
            spell = world.content.spells.get(spell_id)
            if spell is not None and spell_id in MOVES:
                out.extend(Cast(unit.uid, spell_id, on) for on in _movers(state, spell, unit))
    return out


def casts(state: WPState, world: World) -> list[Cast]:
    """Every cast legal now: movement spells in the movement phase, for the army moving;
    combat spells in a battle, for the side whose round it is."""
    if state.phase == PHASE_MOVE and state.battle is None and not state.retreat:
        return _move_casts(state, world) if state.spells else []
    if state.phase == PHASE_COLLECT and state.battle is None:
        return spell_placement.casts(state, world) if state.spells else []
    if state.phase == PHASE_COMBAT and state.battle is None and not state.retreat:
        return spell_ranged.casts(state, world) if state.spells else []
    battle = state.battle
    if not state.spells or battle is None or battle.volley or battle.pending is not None:
        return []
    known = dict(state.spells)
    out = []
    for f in battle.sides[battle.side]:
        unit = state.unit(f.id)
        if f.down or not known.get(unit.army) or combat.caster_slot(battle, f.id) is None:
            continue
        if _cast_this_round(state, f.id):
            continue
        for spell_id in dict.fromkeys(heroes.chosen(state, unit)):
            spell = world.content.spells.get(spell_id)
            if spell is None or spell_id not in CASTABLE or spell.phase != "combat":
                continue
            if spell.limit == "battle" and _cast_this_battle(state, f.id, spell_id):
                continue
            out.extend(Cast(f.id, spell_id, on) for on in _targets(state, spell, f.id))
    return out


def lent(profile: combat.Profile, spell: Spell) -> combat.Profile:
    """How a caster with ``profile`` strikes in the round it casts the striking ``spell``."""
    return dataclasses.replace(
        profile,
        attack=spell.attack or profile.attack,
        damage=spell.damage or profile.damage,
        attacks=spell.count,
        up_to=spell.up_to,
        missile=True,
        frightens=spell.id == FEAR,
        spell=True,
        holy=spell.id in HOLY,
    )


def cast(state: WPState, world: World, action: Cast) -> tuple[WPState, list[Event]]:
    """Cast ``action``'s spell (``why_not_cast`` said yes)."""
    spell = world.content.spells[action.spell]
    if spell.phase == "placement":
        return spell_placement.cast(state, world, spell, action)
    if spell.phase == "movement":
        return _cast_move(state, world, spell, action)
    if state.battle is None:
        return spell_ranged.cast(state, world, spell, action)
    battle = state.battle
    me = battle.fighter(action.hero)
    unit = state.unit(action.hero)
    hero = nouns.of(unit.army, heroes.sheet_of(world, unit)).the
    seat = state.seat_of(unit.army)
    text = nouns.capitalised(tr("{hero} casts {spell}.", hero=hero, spell=heroes.spell_name(spell)))
    events = [Event(text, seat, "battle")]
    if spell.id in STRIKES:
        battle = combat.with_fighter(
            battle, dataclasses.replace(me, profile=lent(me.profile, spell))
        )
        battle = combat.with_attacks(battle, me.id, spell.count)
    elif spell.id == FATE:
        fate = (1, battle.fate[1]) if battle.side == 0 else (battle.fate[0], 1)
        battle = dataclasses.replace(battle, fate=fate)
        the = nouns.of(unit.army, heroes.sheet_of(world, unit)).the
        text = tr("Fate watches over {hero}'s side: its next failed die is rolled again.", hero=the)
        events.append(Event(text, seat, "battle"))
        battle = combat.spend_attack(battle, me.id, None)
    else:
        battle = _ward_or_heal(battle, spell, action, events, seat, world.wards_capped)
        battle = combat.spend_attack(battle, me.id, None)
    entry = f"{me.id}:{spell.id}:{state.battle.round}"
    return evolve(state, battle=battle, cast=(*state.cast, entry)), events


def _cast_move(
    state: WPState, world: World, spell: Spell, action: Cast
) -> tuple[WPState, list[Event]]:
    caster = state.unit(action.hero)
    hero = nouns.of(caster.army, heroes.sheet_of(world, caster)).the
    seat = state.seat_of(caster.army)
    text = nouns.capitalised(tr("{hero} casts {spell}.", hero=hero, spell=heroes.spell_name(spell)))
    if spell.id == "teleport":
        changed = [evolve(caster, teleport=spell.bonus or 1)]
    elif spell.id in GROUPS:
        group = [caster, *group_of(state, caster, spell.count)]
        if spell.id == MARK:
            changed = [evolve(u, ford=True) for u in group]
        else:
            changed = [evolve(u, teleport=spell.bonus or 1) for u in group]
        if len(group) > 1:
            text += " " + ntr(
                len(group) - 1,
                "One unit goes with the caster.",
                "{n} units go with the caster.",
            )
    else:
        changed = [evolve(state.unit(action.on), haste=spell.bonus or 1)]
    state = replace_units(state, changed, cast=(*state.cast, f"{caster.uid}:{spell.id}:0"))
    return state, [Event(text, seat, "move")]


def group_of(state: WPState, caster: Unit, count: int) -> list[Unit]:
    """The units a group spell of ``caster`` takes along: the first ``count`` units of its
    army standing with it (not across a stream) that have not moved, are not sitting out and
    carry no other movement spell."""
    return [
        u
        for u in state.units_at(caster.place)
        if u.uid != caster.uid
        and u.army == caster.army
        and not (u.moved or u.tired or u.haste or u.teleport or u.ford)
    ][:count]


def warded(profile: combat.Profile, spell: Spell, capped: bool = True) -> combat.Profile:
    """``profile`` under the ward ``spell``: its defence raised by the spell's bonus, to at
    most ``WARD_LIMIT`` when ``capped`` (``World.wards_capped``)."""
    defence = profile.defence + (spell.bonus or 1)
    if capped:
        defence = max(profile.defence, min(defence, WARD_LIMIT))
    return dataclasses.replace(profile, defence=defence)


def _ward_or_heal(
    battle: combat.Battle,
    spell: Spell,
    action: Cast,
    events: list[Event],
    seat: int,
    capped: bool,
) -> combat.Battle:
    if spell.id == HEAL:
        f = battle.fighter(action.on)
        battle = combat.with_fighter(battle, dataclasses.replace(f, damage=f.damage - 1))
        text = nouns.capitalised(tr("{unit} gets back one hit.", unit=f.phrase))
        events.append(Event(text, seat, "battle"))
        return battle
    if spell.id == "hardened-armour":
        chosen = [battle.fighter(action.on)]
    else:  # Symbol of Fortitude: the front-most standing units, in listing order
        chosen = [f for f in battle.sides[battle.side] if not f.down][: spell.count]
    for f in chosen:
        better = warded(f.profile, spell, capped)
        battle = combat.with_fighter(battle, dataclasses.replace(f, profile=better))
        words = N_("{unit} defends on {n} for the rest of the battle.")
        if better.defence == f.profile.defence:
            words = N_("{unit} already defends on {n}, the most a ward gives.")
        text = nouns.capitalised(tr(words, unit=f.phrase, n=better.defence))
        events.append(Event(text, seat, "battle"))
    return battle


def settle(state: WPState, world: World) -> WPState:
    """After a battle step: a caster whose spell has struck all it may this round (its
    attacks made, no die of it due, or a new round begun) fights with its own figures again;
    when the battle is over, the record of its casts goes."""
    if not state.cast:
        return state
    battle = state.battle
    if battle is None or combat.is_over(battle):
        return evolve(state, cast=())
    for uid, spell, round_ in _entries(state):
        if spell not in STRIKES:
            continue
        try:
            me = battle.fighter(uid)
        except KeyError:
            continue
        own = battles.fighting_profile(world, state.unit(uid))
        lent = me.profile
        if not lent.spell:
            continue
        slot = next((s for s in battle.queue if s.fid == uid), None)
        busy = battle.pending is not None and uid in battle.pending.fighters
        if round_ == battle.round and (slot is not None or busy):
            continue
        back = dataclasses.replace(
            lent,
            attack=own.attack,
            damage=own.damage,
            attacks=own.attacks,
            up_to=own.up_to,
            missile=own.missile,
            frightens=own.frightens,
            spell=False,
            holy=False,
        )
        battle = combat.with_fighter(battle, dataclasses.replace(me, profile=back))
        if slot is not None and not slot.back:
            battle = combat.with_attacks(battle, uid, own.attacks, acted=False)
    return evolve(state, battle=battle)
