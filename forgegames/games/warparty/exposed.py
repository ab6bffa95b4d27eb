"""Land a team leaves with no defenders where the enemy can walk in on its next turn
(playtest 17: a newcomer placed the Humans' second city, Duskshore, with no troops and lost it
on turn 2 without a word). The board warns before Set-up done and End buying; the words come
from here, the search is the movement rules' own (``movement.routes``)."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from forgegames.core.frozen import evolve
from forgegames.core.i18n import listing, ntr, tr
from forgegames.games.warparty import nouns, purchases, start
from forgegames.games.warparty.model import SIDES, army_name, other_side, side_of
from forgegames.games.warparty.movement import context, routes
from forgegames.games.warparty.state import PHASE_SETUP, Unit, WPState
from forgegames.games.warparty.world import World

NAMED = 3
"""How many places the warning names before it counts the rest."""


def _starts(state: WPState, world: World, enemy: str) -> dict[str, tuple[str, ...]]:
    """Where each enemy army's units may stand when their turn comes, while that team has
    still to set up (it sets up second): anywhere the army holds or may found a starting
    city (the set-up places units in any city or territory the army controls). Empty once
    it has set up: its units stand where they are."""
    if state.phase != PHASE_SETUP or state.side == enemy:
        return {}
    held: dict[str, list[str]] = {army: [] for army in SIDES[enemy]}
    for place, army in state.owner:
        if army in held:
            held[army].append(place)
    for army, places in held.items():
        places += start.setup_city_places(state, world, army)
    return {army: tuple(places) for army, places in held.items()}


def _movers(state: WPState, world: World, enemy: str, setting_up: bool) -> list[Unit]:
    """The enemy units that may move on its next turn (face-down ones sit it out), and,
    while it has still to set up, one of each unit it may still buy (a set-up purchase
    moves on the first turn)."""
    units = [u for u in state.units if side_of(u.army) == enemy and not u.tired]
    if setting_up:
        for army in SIDES[enemy]:
            for kind in world.armies.sheets[army].units:
                if purchases.may_field(state, world, army, kind):
                    units.append(Unit(-1, army, kind, ""))
    return units


def unguarded(state: WPState, world: World, side: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Each city or income territory team ``side`` holds with no unit of its team in it that
    an enemy unit could enter on the enemy's next turn, with the armies able to: cities
    first, then the most valuable land, then by name."""
    key = ("unguarded", side)
    found = state.memo.get(key)
    if found is not None:
        return found
    team, enemy = SIDES[side], other_side(side)
    cities = {place for place, city in state.cities if city.army in team}
    guarded = {u.place for u in state.units if side_of(u.army) == side}
    held = {p for p, army in state.owner if army in team and (p in cities or _value(world, p))}
    empty = held - guarded
    reach: dict[str, set[str]] = {}
    if empty:
        known = context(state, world.geo, world.armies, enemy)
        starts = _starts(state, world, enemy)
        tried: set[tuple[str, str, str]] = set()
        for unit in _movers(state, world, enemy, bool(starts)):
            for start_at in starts.get(unit.army, (unit.place,)):
                if (unit.army, unit.kind, start_at) in tried:
                    continue
                tried.add((unit.army, unit.kind, start_at))
                ready = _ready(unit, start_at)
                for dest in routes(state, world.geo, world.armies, ready, known):
                    if dest in empty:
                        reach.setdefault(dest, set()).add(unit.army)
    ranked = sorted(
        reach, key=lambda p: (p not in cities, -_value(world, p), world.geo.by_id[p].name)
    )
    result = tuple((p, tuple(a for a in SIDES[enemy] if a in reach[p])) for p in ranked)
    state.memo[key] = result
    return result


def _value(world: World, place: str) -> int:
    return world.geo.by_id[place].value


def _ready(unit: Unit, start: str) -> Unit:
    """``unit`` as its team's turn finds it, standing at ``start``: not yet moved."""
    if unit.place == start and not unit.moved:
        return unit
    return evolve(unit, at=start, across="", moved=False)


def unguarded_words(
    state: WPState, world: World, side: str, short: bool = False, cities_only: bool = False
) -> str:
    """The warning about ``unguarded`` land in a sentence ("Duskshore has no defenders and
    the Goblins can reach it next turn."); shorter when ``short``; only the cities when
    ``cities_only`` (while moving, playtest 19: a city left empty was taken); "" when there
    is none."""
    found = unguarded(state, world, side)
    if cities_only:
        found = tuple(f for f in found if state.city(f[0]) is not None)
    if not found:
        return ""
    names = [nouns.land(world.geo, p).the for p, _ in found[: 1 if short else NAMED]]
    if not short:  # a capital lost is the game lost (playtest 25: an empty capital, no word)
        names = [_marked(state, p, n) for (p, _), n in zip(found, names, strict=False)]
    more = len(found) - len(names)
    if short:  # one place named and the enemy unnamed: a narrow strip holds it whole
        places = listing([*names, tr("{n} more", n=more)]) if more else names[0]
        return tr("Undefended and in the enemy's reach next turn: {places}.", places=places)
    return ntr(
        len(found),
        "{places} has no defenders and the {armies} can reach it next turn.",
        "{places} have no defenders and the {armies} can reach them next turn.",
        places=nouns.capitalised(_places(names, more)),
        armies=_reaching(found, side),
    )


def _marked(state: WPState, place: str, name: str) -> str:
    """``name``, marked as a capital when ``place`` is one."""
    city = state.city(place)
    return tr("{place} (capital)", place=name) if city is not None and city.capital else name


def _reaching(found: Sequence[tuple[str, Collection[str]]], side: str) -> str:
    """The enemy armies that reach any of ``found``'s places, in the seating's order."""
    reaching = {a for _, armies in found for a in armies}
    return listing([army_name(a) for a in SIDES[other_side(side)] if a in reaching])


def _places(names: list[str], more: int) -> str:
    if not more:
        return listing(names)
    rest = ntr(more, "{n} more place", "{n} more places")
    return listing([*names, rest])


def emptied_words(before: WPState, after: WPState, world: World, side: str) -> str:
    """The cities a move leaves with no defenders and in the enemy's reach next turn, that
    were guarded or out of reach before it, in a sentence for the move's preview; "" when
    there are none (playtest 28: all five Soldiers walked out of a city with no word until
    the status line spoke of it afterwards)."""
    was = {p for p, _ in unguarded(before, world, side)}
    found = [
        (p, armies)
        for p, armies in unguarded(after, world, side)
        if p not in was and after.city(p) is not None
    ]
    if not found:
        return ""
    names = [_marked(after, p, nouns.land(world.geo, p).the) for p, _ in found]
    return ntr(
        len(found),
        "This leaves {places} with no defenders, and the {armies} can reach it next turn.",
        "This leaves {places} with no defenders, and the {armies} can reach them next turn.",
        places=listing(names),
        armies=_reaching(found, side),
    )
