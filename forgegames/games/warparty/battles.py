"""Battles on the map: where they are, starting them, what their end does to the units, and
where a beaten side may retreat to.

A battle is fought wherever units of both teams stand after the moving team's movement (the
moving team attacks). ``combat`` runs the fight; this module turns its result into the map:
the fallen leave, attackers that retreat go back to where they began the turn, defenders that
retreat go where their side chooses (``retreat_places``), and every retreating unit is turned
over and sits out its team's next turn.
"""

from __future__ import annotations

import dataclasses
from collections import deque
from operator import attrgetter

from forgegames.core.i18n import count, ntr, tr
from forgegames.core.title import Event
from forgegames.games.warparty import combat, heroes, nouns, quests, spell_placement, treasure
from forgegames.games.warparty.model import FEAR_DEFENCE, SIDES, side_of
from forgegames.games.warparty.movement import LAKE, ROUGH, frees, self_immune
from forgegames.games.warparty.seating import units_seat
from forgegames.games.warparty.state import Unit, WPState, evolve, replace_units, without_units
from forgegames.games.warparty.world import World


def battle_places(state: WPState) -> tuple[str, ...]:
    """Places where both teams have units, sorted: places with a good army's unit and another
    army's (``side_of``). The armies of a place are gathered at the C level (``map``): this
    looks at every unit on the map, as movement ends and at each step of the combat phase."""
    found = []
    for place, there in state.by_place.items():
        if len(there) > 1:
            armies = set(map(_ARMY, there))
            if len(armies) > 1 and not _GOOD.isdisjoint(armies) and not armies <= _GOOD:
                found.append(place)
    return tuple(sorted(found))


_ARMY = attrgetter("army")
_GOOD = frozenset(SIDES["good"])


_UID = attrgetter("uid")


def _listing(units: list[Unit]) -> list[Unit]:
    return sorted(units, key=_UID)


def sides_at(state: WPState, place: str) -> tuple[list[Unit], list[Unit]]:
    """(attackers, defenders) at ``place``: the moving team's units, then the others'."""
    here = _listing(list(state.units_at(place)))
    return [u for u in here if side_of(u.army) == state.side], [
        u for u in here if side_of(u.army) != state.side
    ]


def _profiles(world: World, units: list[Unit]) -> list[combat.Profile]:
    """How ``units`` fight in ``world`` (where the airship screens all, ``World.air_screens``,
    its profile says so)."""
    out = [combat.profile_from_unit(world.armies.unit(u.army, u.kind), u.army) for u in units]
    out = [
        dataclasses.replace(p, hits=heroes.hits(world, u)) if u.xp else p
        for p, u in zip(out, units, strict=True)
    ]
    out = [
        treasure.equipped(world, u, p) if u.treasure else p for p, u in zip(out, units, strict=True)
    ]
    out = [  # an allied monster defends at 4 against Fear
        dataclasses.replace(p, brave=FEAR_DEFENCE) if u.kind in world.armies.allies else p
        for p, u in zip(out, units, strict=True)
    ]
    if world.air_screens:
        out = [dataclasses.replace(p, screens=True) if p.airborne else p for p in out]
    return out


def fighting_profile(world: World, unit: Unit) -> combat.Profile:
    """How ``unit`` fights when no spell changes it."""
    return _profiles(world, [unit])[0]


def start_battle(state: WPState, world: World, place: str) -> tuple[WPState, list[Event]]:
    """Begin the battle at ``place``. A side with a unit face down (rough-terrain penalty or an
    earlier retreat) cannot retreat; nor can defenders with nowhere to go, nor attackers whose
    way back is shut (``way_back_open``)."""
    attackers, defenders = sides_at(state, place)
    battle = combat.new_battle(
        _profiles(world, attackers),
        _profiles(world, defenders),
        attacker_ids=[u.uid for u in attackers],
        defender_ids=[u.uid for u in defenders],
        attacker_can_retreat=not any(u.tired for u in attackers)
        and way_back_open(state, place, attackers),
        defender_can_retreat=not any(u.tired for u in defenders)
        and bool(retreat_places(state, world, place, defenders)),
    )
    fought = [evolve(u, fought=True) for u in attackers + defenders]
    state = replace_units(state, fought)
    state = evolve(
        state, battle=battle, fight=place, battles=tuple(b for b in state.battles if b != place)
    )
    text = ntr(
        len(attackers),
        "Battle in {place}: {n} unit attacks {defenders}.",
        "Battle in {place}: {n} units attack {defenders}.",
        place=place_name(world, place),
        defenders=_count(defenders),
    )
    return state, [Event(text, units_seat(state, attackers), "phase")]


def start_volley(
    state: WPState,
    world: World,
    shooters: tuple[int, ...],
    place: str,
    lent: dict[int, combat.Profile] | None = None,
) -> tuple[WPState, list[Event]]:
    """A ranged attack of ``shooters`` into ``place``; ``lent``: the figures a ranged spell
    gives its caster for it, by uid."""
    units = [state.unit(uid) for uid in shooters]
    targets = _listing([u for u in state.units_at(place) if side_of(u.army) != state.side])
    own = _profiles(world, units)
    battle = combat.new_volley(
        [(lent or {}).get(u.uid, p) for u, p in zip(units, own, strict=True)],
        _profiles(world, targets),
        shooter_ids=[u.uid for u in units],
        target_ids=[u.uid for u in targets],
    )
    state = replace_units(state, [evolve(u, fought=True) for u in units])
    state = evolve(state, battle=battle, fight=place)
    text = ntr(
        len(units),
        "{n} unit shoots into {place}.",
        "{n} units shoot into {place}.",
        place=place_name(world, place),
    )
    return state, [Event(text, units_seat(state, units), "phase")]


def _count(units: list[Unit]) -> str:
    return count(len(units), "unit", "units")


def place_name(world: World, place: str) -> str:
    """A territory, or the stream between two (``a|b``), as a sentence names it in the
    current language ('Greenhollow', 'la Encrucijada')."""
    if "|" in place:
        a, b = place.split("|")
        return tr("the stream between {a} and {b}", a=_the(world, a), b=_the(world, b))
    return _the(world, place)


def _the(world: World, territory: str) -> str:
    return nouns.place(territory, world.geo.by_id[territory].name).the


def finish(state: WPState, world: World) -> tuple[WPState, list[Event]]:
    """The battle (or volley) has ended: apply its result to the map."""
    battle: combat.Battle = state.battle
    place = state.fight
    standing = {uid for side in combat.survivors(battle) for uid in side}
    # every unit at the place was in the battle (nobody moves during one); a volley hurts only
    # the targets
    hurt = [u for u in state.units_at(place) if not battle.volley or side_of(u.army) != state.side]
    fled = [u for u in hurt if u.uid in battle.fled]
    state, away, flight = _flee(state, world, place, fled)
    dead = [u for u in hurt if u.uid not in standing and u.uid not in away]
    present = _surviving_heroes(state, world, battle, place, standing)
    if world.quests:
        state = _count_for_quests(state, world, battle, dead)
    state = remove_units(state, world, dead)
    state = evolve(state, battle=None)
    events = flight
    if dead:
        fell = ntr(
            len(dead),
            "{n} unit fell in {place}.",
            "{n} units fell in {place}.",
            place=place_name(world, place),
        )
        events.append(Event(fell, units_seat(state, dead)))
        state, more = heroes.battle_xp(state, world, dead, present)
        events += more
    if battle.outcome == combat.ATTACKER_RETREATED:
        state, more = _attackers_go_back(state, world, place)
        events += more
    elif battle.outcome == combat.DEFENDER_RETREATED:
        _, defenders = sides_at(state, place)
        groups = _retreat_groups(world, defenders)
        state = evolve(state, retreat=groups)
        return state, events  # the fight stays open until the defenders have a destination
    return evolve(state, fight=""), events


def _flee(
    state: WPState, world: World, place: str, fled: list[Unit]
) -> tuple[WPState, set[int], list[Event]]:
    """Units Fear drove out of the battle leave ``place`` face down, as a retreat does: an
    attacker to where it began the turn, a defender to the first place a retreat of it could
    take (``retreat_places``); one with nowhere to go scatters and is lost (docs/rulings.md,
    "Fear"). Returns the state, the uids that got away, and the events."""
    moved, events = [], []
    for u in fled:
        if side_of(u.army) == state.side:
            dest = u.start
        else:
            reach = world.armies.unit(u.army, u.kind).move
            dest = next(iter(retreat_places(state, world, place, [u], reach)), "")
        if not dest or dest == place:
            continue
        moved.append(evolve(u, at=dest, across="", tired=state.clock, retreated=True))
        text = tr(
            "{unit} flees to {place}.",
            unit=nouns.of(u.army, world.armies.unit(u.army, u.kind)).the,
            place=_the(world, dest),
        )
        text = nouns.capitalised(text)
        events.append(Event(text, units_seat(state, [u])))
    return replace_units(state, moved), {u.uid for u in moved}, events


def _count_for_quests(
    state: WPState, world: World, battle: combat.Battle, dead: list[Unit]
) -> WPState:
    """The quests' counts (``quests.count_kills``): each army that fought counts the enemies
    killed; when a battle is won (the other side destroyed or retreated, not a volley), each
    army of the winning side that fought in it counts a battle won."""
    armies = _armies_of(state, (*battle.attackers, *battle.defenders))
    state = quests.count_kills(state, world, dead, armies)
    outcome = battle.outcome
    attackers = outcome in (combat.ATTACKER_WINS, combat.DEFENDER_RETREATED)
    if not battle.volley and (attackers or outcome in _DEFENDERS_WIN):
        attacking = _armies_of(state, battle.attackers)
        for army in sorted(armies):
            if (army in attacking) == attackers:
                state = quests.count_up(state, army, "win")
    return state


_DEFENDERS_WIN = (combat.DEFENDER_WINS, combat.ATTACKER_RETREATED)


def _armies_of(state: WPState, fighters: tuple) -> set[str]:
    """The armies of the map units among ``fighters``."""
    at = state._positions
    return {state.units[at[f.id]].army for f in fighters if f.id in at}


def _surviving_heroes(
    state: WPState, world: World, battle: combat.Battle, place: str, standing: set[int]
) -> dict[str, list[Unit]]:
    """The heroes who share in a battle's XP, by side: those in it who still stand; for a
    ranged attack, the shooting side's heroes standing where the shooters stand."""
    if battle.volley:
        where = {state.unit(f.id).place for f in battle.attackers}
        units = [u for p in where for u in state.units_at(p) if side_of(u.army) == state.side]
    else:
        units = [u for u in state.units_at(place) if u.uid in standing]
    found: dict[str, list[Unit]] = {}
    for u in units:
        if heroes.is_hero(world, u):
            found.setdefault(side_of(u.army), []).append(u)
    return found


def remove_units(state: WPState, world: World, dead: list[Unit]) -> WPState:
    """``state`` without the units ``dead`` (a unique unit lost is never bought again); the
    dead a spell may bring back are recorded (``spell_placement.record_dead``)."""
    state = spell_placement.record_dead(state, world, dead)
    armies = state.armies
    for u in dead:
        if world.armies.unit(u.army, u.kind).unique:
            purse = state.army(u.army)
            purse = evolve(purse, lost_unique=(*purse.lost_unique, u.kind))
            armies = tuple((a, purse if a == u.army else p) for a, p in armies)
            state = evolve(state, armies=armies)
    return without_units(state, dead)


def way_back_open(state: WPState, place: str, attackers: list[Unit]) -> bool:
    """True when every attacker may go back where it began the turn, as a retreat asks: no
    enemy stands there now (defenders beaten elsewhere may have retreated into the place it
    left; a retreat never leads into a battle) and it is not the battle's own place (units
    that began the turn there came from nowhere)."""
    side = state.side
    for start in {u.start for u in attackers}:
        if start == place or any(side_of(u.army) != side for u in state.units_at(start)):
            return False
    return True


def _attackers_go_back(state: WPState, world: World, place: str) -> tuple[WPState, list[Event]]:
    attackers, _ = sides_at(state, place)
    back = [evolve(u, at=u.start, across="", tired=state.clock, retreated=True) for u in attackers]
    state = replace_units(state, back)
    text = ntr(
        len(attackers),
        "The attacker falls back to where it came from and sits out a turn.",
        "The attackers fall back to where they came from and sit out a turn.",
    )
    return state, [Event(text, units_seat(state, attackers))]


def _retreat_groups(world: World, defenders: list[Unit]) -> tuple[tuple[int, ...], ...]:
    """Everyone first (as far as the slowest may go); then each group of faster units (same
    move) that may go further."""
    moves = {u.uid: world.armies.unit(u.army, u.kind).move for u in defenders}
    slowest = min(moves.values())
    groups: dict[int, list[int]] = {}
    for u in defenders:
        if moves[u.uid] > slowest:
            groups.setdefault(moves[u.uid], []).append(u.uid)
    every = tuple(u.uid for u in defenders)
    return (every, *(tuple(g) for _, g in sorted(groups.items())))


def retreat_places(
    state: WPState, world: World, place: str, units: list[Unit], reach: int = 1
) -> list[str]:
    """Where ``units`` may retreat from ``place`` within ``reach`` moves: friendly or neutral
    ground first; unoccupied enemy ground only when there is nothing else. Never onto a stream,
    the lake, a place with enemies, an enemy city, or rough ground the units cannot enter
    freely; they move only through places they could retreat to."""
    side = side_of(units[0].army)
    found = _within_reach(state, world, place, units, reach)
    friendly = [t for t in found if not state.owner_of(t) or side_of(state.owner_of(t)) == side]
    return friendly or found


def _within_reach(
    state: WPState, world: World, place: str, units: list[Unit], reach: int
) -> list[str]:
    """Every place ``units`` may retreat to from ``place`` within ``reach`` moves, enemy land
    included."""
    side = side_of(units[0].army)
    starts = place.split("|") if "|" in place else [place]
    seen = {s: 0 for s in starts}
    queue = deque(starts)
    found: list[str] = []
    while queue:
        here = queue.popleft()
        for there, crossing in sorted(world.geo.links[here].items()):
            if there in seen or crossing == "stream" or seen[here] >= reach:
                continue
            seen[there] = seen[here] + 1
            if _may_retreat_into(state, world, there, units, side):
                found.append(there)
                queue.append(there)
    if "|" in place:
        found = [*(s for s in starts if _may_retreat_into(state, world, s, units, side)), *found]
    return found


def _may_retreat_into(
    state: WPState, world: World, there: str, units: list[Unit], side: str
) -> bool:
    ground = world.geo.by_id[there]
    if ground.terrain == LAKE:
        return False
    if any(side_of(u.army) != side for u in state.units_at(there)):
        return False
    city = state.city(there)
    if city is not None and side_of(city.army) != side:
        return False
    if ground.terrain in ROUGH and not frees(state, world.geo, world.armies, there, side):
        return all(
            self_immune(u.army, world.armies.unit(u.army, u.kind), ground.terrain) for u in units
        )
    return True


def retreat_options(state: WPState, world: World) -> list[str]:
    """Destinations open to the group of defenders whose retreat is being placed."""
    group = [state.unit(uid) for uid in state.retreat[0]]
    if not state.retreat_to:
        slowest = min(world.armies.unit(u.army, u.kind).move for u in group)
        return retreat_places(state, world, state.fight, group, slowest)
    reach = world.armies.unit(group[0].army, group[0].kind).move
    places = retreat_places(state, world, state.fight, group, reach)
    return [state.retreat_to, *(p for p in places if p != state.retreat_to)]


def why_not_retreat_to(state: WPState, world: World, dest: str) -> str:
    """The one reason the retreating group may not go to ``dest`` (``retreat_options``)."""
    if not state.retreat:
        return tr("no retreat is waiting for a destination")
    group = [state.unit(uid) for uid in state.retreat[0]]
    side = side_of(group[0].army)
    if "|" in dest:
        return tr("units may not retreat onto a stream")
    if dest not in world.geo.by_id:
        return tr("there is no territory called {place}", place=dest)
    name = place_name(world, dest)
    ground = world.geo.by_id[dest].terrain
    city = state.city(dest)
    if ground == LAKE:
        return tr("no unit may stand on the lake")
    if any(side_of(u.army) != side for u in state.units_at(dest)):
        return tr("enemies stand in {place}, and a retreat never leads into a battle", place=name)
    if city is not None and side_of(city.army) != side:
        return tr("units may not retreat into an enemy city ({place})", place=name)
    if not _may_retreat_into(state, world, dest, group, side):
        return tr(
            "not every retreating unit can enter the rough ground of {place} freely", place=name
        )
    slowest = min(world.armies.unit(u.army, u.kind).move for u in group)
    reach = world.armies.unit(group[0].army, group[0].kind).move if state.retreat_to else slowest
    if dest not in _within_reach(state, world, state.fight, group, reach):
        return tr("{place} is out of the retreating units' reach", place=name)
    return tr(
        "{place} is enemy land: a retreat goes there only when no friendly or unclaimed place "
        "is open",
        place=name,
    )


def send_retreat(state: WPState, world: World, dest: str) -> tuple[WPState, list[Event]]:
    """Move the current retreat group to ``dest``; the fight closes when all are placed."""
    group = [state.unit(uid) for uid in state.retreat[0]]
    moved = [evolve(u, at=dest, across="", tired=state.clock, retreated=True) for u in group]
    state = replace_units(state, moved)
    rest = state.retreat[1:]
    text = ntr(
        len(group),
        "{n} unit retreats to {place} and sits out a turn.",
        "{n} units retreat to {place} and sit out a turn.",
        place=place_name(world, dest),
    )
    event = Event(text, units_seat(state, group), "move")
    state = evolve(state, retreat=rest, retreat_to=state.retreat_to or dest)
    if not rest:
        state = evolve(state, fight="", retreat_to="")
    return state, [event]
