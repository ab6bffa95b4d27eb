"""Placement spells (issue 37): Tax of the Magi, Summon, Summon II, Raise Dead and Resurrect.

A caster of an army buying now casts one of them in that army's placement phase, one spell a
turn (6. Casting Spells), never in the turn it was bought, nor while it sits out a turn.
Tax of the Magi and Resurrect are once a game for each time the caster chose them
(``WPState.spent``); Tax of the Magi raises the army's collection for good by its bonus, which
inflation never changes (4. Costs: only costs are inflated). Raise Dead brings back one
ordinary unit of the army killed in the side turn under way, Resurrect a fallen hero of the
army with its experience and spells (``WPState.fallen``), both in the priest's territory.
Summon and Summon II add their bonus to the army's unfinished summoning line (only the Undead
have one), completing it as a roll would. Summon Monster and Summon Greater Monster (once a
game each time chosen) bring a tier-1 or tier-2 monster card of the caster's choice, one not in
play, into the army as an ally in the caster's territory (``allies.summon``).
"""

from __future__ import annotations

from forgegames.core.i18n import N_, ntr, tr
from forgegames.core.title import Event
from forgegames.games.warparty import allies, heroes, nouns
from forgegames.games.warparty.actions import Cast
from forgegames.games.warparty.content_spells import Spell
from forgegames.games.warparty.model import army_name
from forgegames.games.warparty.state import (
    PHASE_COLLECT,
    Unit,
    WPState,
    evolve,
    replace_units,
    with_entry,
)
from forgegames.games.warparty.world import World

TAX, RAISE, RESURRECT = "tax-of-the-magi", "raise-dead", "resurrect"
SUMMONS = frozenset({"summon", "summon-ii"})
"""Summon and Summon II: their bonus in points on the army's unfinished summoning line."""
MONSTERS = {"summon-monster": 1, "summon-greater-monster": 2}
"""Summon Monster and Summon Greater Monster: the tier of the monster card that joins the
caster's army (``Cast.on``: its place, from 1, among the tier's cards not in play)."""
PLACEMENT = frozenset({TAX, RAISE, RESURRECT} | SUMMONS | set(MONSTERS))
"""The placement spells this edition casts."""
ROUND = -1
"""The round a placement cast is recorded under in ``WPState.cast`` (emptied at the turn's
end)."""


def spent(state: WPState, uid: int, spell: str) -> int:
    """How many times ``uid`` has cast the once-a-game ``spell``."""
    return sum(1 for e in state.spent if e.split(":")[1:3] == [str(uid), spell])


def fallen(state: WPState, army: str, heroes_only: bool) -> list[tuple[int, str, int, int]]:
    """The fallen of ``army`` a spell may bring back, ``(uid, kind, xp, clock)``: the heroes
    (``heroes_only``) or the ordinary units killed in the side turn under way."""
    out = []
    for entry in state.fallen:
        who, uid, kind, xp, clock = entry.split(":")
        if who != army:
            continue
        hero = xp != "-"
        if hero == heroes_only and (hero or int(clock) == state.clock):
            out.append((int(uid), kind, 0 if xp == "-" else int(xp), int(clock)))
    return out


def record_dead(state: WPState, world: World, dead: list[Unit]) -> WPState:
    """``state`` with ``dead`` remembered for Raise Dead and Resurrect (tier-3 units never
    return; ordinary units of earlier side turns are forgotten)."""
    kept = [e for e in state.fallen if e.split(":")[3] != "-" or e.endswith(f":{state.clock}")]
    for u in dead:
        sheet = world.armies.unit(u.army, u.kind)
        if sheet.hero is not None:
            kept.append(f"{u.army}:{u.uid}:{u.kind}:{u.xp}:{state.clock}")
        elif not sheet.unique:
            kept.append(f"{u.army}:{u.uid}:{u.kind}:-:{state.clock}")
    if tuple(kept) == state.fallen:
        return state
    return evolve(state, fallen=tuple(kept))


def _cast_this_turn(state: WPState, uid: int) -> bool:
    return any(e.startswith(f"{uid}:") and e.endswith(f":{ROUND}") for e in state.cast)


def _bought_now(unit: Unit) -> bool:
    """A unit placed this turn: it counts as moved, yet stands where the turn began (a move
    never ends where it began)."""
    return unit.moved and unit.at == unit.start and not unit.across


def targets(state: WPState, world: World, spell: Spell, caster: Unit) -> list[int]:
    """What ``spell`` may be cast on: the fallen's uids, or 0 (nothing)."""
    if spell.id == RAISE:
        return [uid for uid, *_ in fallen(state, caster.army, heroes_only=False)]
    if spell.id == RESURRECT:
        return [uid for uid, *_ in fallen(state, caster.army, heroes_only=True)]
    if spell.id in SUMMONS:
        return [0] if summoning_line(state, world, caster.army) else []
    if spell.id in MONSTERS:
        return list(range(1, len(summonable(state, world, MONSTERS[spell.id])) + 1))
    return [0]


def summonable(state: WPState, world: World, tier: int) -> list[str]:
    """The monster cards of ``tier`` a summons may bring: those neither kept in a dungeon nor
    serving an army (``Cast.on`` counts from 1 among them)."""
    kept = {m for x in state.lairs for m in x.monsters} | {u.kind for u in state.units}
    return [m.id for m in world.content.decks.monster_deck(tier) if m.id not in kept]


def summoning_line(state: WPState, world: World, army: str) -> str:
    """``army``'s first summoning line open to it (its upgrade built in an earlier turn) and
    not finished ("" when it has none)."""
    from forgegames.games.warparty.purchases import line_open

    purse = state.army(army)
    for line, card in world.armies.sheets[army].research.items():
        if card.kind != "summoning" or purse.points(line) >= card.points:
            continue
        if line_open(state, world, army, line):
            return line
    return ""


def why_not(state: WPState, world: World, spell: Spell, caster: Unit, on: int) -> str | None:
    """The rule that forbids casting ``spell`` now, or None."""
    from forgegames.games.warparty.start import acting

    name = heroes.spell_name(spell)
    if state.phase != PHASE_COLLECT or caster.army not in acting(state) or state.rolling:
        return tr("{spell} is cast in its army's placement phase", spell=name)
    if caster.tired:
        return tr("a caster sitting out a turn casts no spell")
    if _bought_now(caster):
        return tr("a hero casts no spell in the turn it is bought")
    if _cast_this_turn(state, caster.uid):
        return tr("a caster casts one placement spell a turn")
    if spell.limit == "game":
        times = heroes.chosen(state, caster).count(spell.id)
        if spent(state, caster.uid, spell.id) >= times:
            return tr("{spell} is cast once a game each time it is chosen", spell=name)
    if on not in targets(state, world, spell, caster):
        if spell.id == RAISE:
            return tr("Raise Dead brings back a unit of the army killed this turn")
        if spell.id == RESURRECT:
            return tr("Resurrect brings back a fallen hero of the army")
        if spell.id in SUMMONS:
            return tr("{spell} needs a summoning line the army has not finished", spell=name)
        if spell.id in MONSTERS:
            return tr("{spell} calls a monster card that is not in play", spell=name)
        return tr("{spell} is cast on no unit", spell=name)
    return None


def casts(state: WPState, world: World) -> list[Cast]:
    """Every placement cast legal now."""
    out = []
    for unit, held in heroes.casters(state):
        for spell_id in dict.fromkeys(held):
            spell = world.content.spells.get(spell_id)
            if spell is None or spell_id not in PLACEMENT:
                continue
            for on in targets(state, world, spell, unit):
                if why_not(state, world, spell, unit, on) is None:
                    out.append(Cast(unit.uid, spell_id, on))
    return out


def cast(state: WPState, world: World, spell: Spell, action: Cast) -> tuple[WPState, list[Event]]:
    """Cast a placement spell (``why_not`` said yes)."""
    caster = state.unit(action.hero)
    seat = state.seat_of(caster.army)
    hero = nouns.of(caster.army, heroes.sheet_of(world, caster)).the
    cast = tr("{hero} casts {spell}.", hero=hero, spell=heroes.spell_name(spell))
    events = [Event(nouns.capitalised(cast), seat)]
    state = evolve(state, cast=(*state.cast, f"{caster.uid}:{spell.id}:{ROUND}"))
    if spell.limit == "game":
        entry = f"{caster.army}:{caster.uid}:{spell.id}:{spell.bonus or 0}"
        state = evolve(state, spent=(*state.spent, entry))
    if spell.id == TAX:
        text = ntr(
            spell.bonus or 0,
            "The {army} collect {n} crown more each turn for the rest of the game.",
            "The {army} collect {n} crowns more each turn for the rest of the game.",
            army=army_name(caster.army),
        )
        return state, [*events, Event(text, seat)]
    if spell.id in SUMMONS:
        from forgegames.games.warparty.purchases import add_points

        line = summoning_line(state, world, caster.army)
        words = N_("{name}: {roll} points from the spell, {points} of {total}.")
        state, more = add_points(state, world, caster.army, line, spell.bonus or 0, words, "move")
        return state, [*events, *more]
    if spell.id in MONSTERS:
        monster = summonable(state, world, MONSTERS[spell.id])[action.on - 1]
        state, more = allies.summon(state, world, caster.army, monster, caster.at)
        return state, [*events, *more]
    return _bring_back(state, world, caster, action.on, events)


def _bring_back(
    state: WPState, world: World, caster: Unit, uid: int, events: list[Event]
) -> tuple[WPState, list[Event]]:
    """The fallen unit ``uid`` rises in the caster's territory as a new counter; a hero with
    its XP, its spells moved over to its new id."""
    entry = next(e for e in state.fallen if e.split(":")[:2] == [caster.army, str(uid)])
    _, _, kind, xp, _ = entry.split(":")
    place = caster.at
    state = evolve(state, fallen=tuple(e for e in state.fallen if e != entry))
    new = state.next_uid
    unit = Unit(new, caster.army, kind, place, start=place, moved=True, xp=int(xp.strip("-") or 0))
    state = replace_units(state, [unit], next_uid=new + 1)
    if xp != "-":
        held = dict(state.spells).get(caster.army, ())
        old = f"{uid}:"
        moved = tuple(f"{new}:{e[len(old) :]}" if e.startswith(old) else e for e in held)
        purse = state.army(caster.army)
        lost = list(purse.lost_unique)
        if kind in lost:
            lost.remove(kind)
        armies = tuple(
            (a, evolve(p, lost_unique=tuple(lost)) if a == caster.army else p)
            for a, p in state.armies
        )
        state = evolve(state, armies=armies, spells=with_entry(state.spells, caster.army, moved))
    name = nouns.of(caster.army, heroes.sheet_of(world, unit)).the
    words = tr("{unit} rises again in {place}.", unit=name, place=nouns.land(world.geo, place).the)
    words = nouns.capitalised(words)
    return state, [*events, Event(words, state.seat_of(caster.army))]
