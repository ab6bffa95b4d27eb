"""Cities: founding, two-turn construction, capture, burning, and what a capital's fall does.

A city is founded in the collection phase on a territory the army controls and occupies, on its
own kind of ground (mountains for dwarves, forests for goblins, plains for the others), never on
a dungeon, at most four besides the capital. It is finished at the end of the army's next turn
if one of its units stayed there that whole turn. An enemy that holds a city captures it (no
income for anyone); holding it one full turn without a rough-terrain penalty burns it, and a
siege unit burns it at once. Burning a capital wins the game.
"""

from __future__ import annotations

from forgegames.core.i18n import count
from forgegames.core.title import Event
from forgegames.games.warparty.mapfile import Board
from forgegames.games.warparty.model import HOME_GROUND, Armies, is_siege, possessive, side_of
from forgegames.games.warparty.state import City, WPState, evolve, with_entry

CITY_COST = 12
MAX_EXPANSION = 4


def city_ground(army: str) -> str:
    return HOME_GROUND.get(army, "plains")


def why_not_found(state: WPState, geo: Board, army: str, territory: str) -> str | None:
    """The rule that forbids ``army`` founding a city on ``territory`` now, or None."""
    place = geo.by_id[territory]
    if state.owner_of(territory) != army:
        return f"the {army.title()} do not control {place.name}"
    if not any(u.army == army and not u.across for u in state.units_at(territory)):
        return f"a city needs one of your units in {place.name} to build it"
    if place.terrain != city_ground(army):
        return f"the {army.title()} build cities only on {city_ground(army)} ground"
    if place.dungeon:
        return "no city may be built on a territory with a dungeon"
    if state.city(territory) is not None:
        return f"{place.name} already has a city"
    expansions = sum(1 for _, c in state.cities if c.army == army and not c.capital)
    if expansions >= MAX_EXPANSION:
        return f"an army may have at most {MAX_EXPANSION} cities besides its capital"
    return None


def found(state: WPState, army: str, territory: str) -> WPState:
    """Place a city under construction (the caller has checked and charged it)."""
    return evolve(
        state,
        cities=with_entry(state.cities, territory, City(army, built=False, since=state.clock)),
    )


def advance_construction(state: WPState, geo: Board, army: str) -> tuple[WPState, list[Event]]:
    """End of ``army``'s turn: a city founded on an earlier turn is finished when one of the
    army's units stayed in it this whole turn (a unit that moved in does not count yet)."""
    events = []
    for territory, city in state.cities:
        if city.army != army or city.built or city.captor or city.since >= state.clock:
            continue
        if any(u.army == army and not u.moved and not u.across for u in state.units_at(territory)):
            done = evolve(city, built=True)
            state = evolve(state, cities=with_entry(state.cities, territory, done))
            name = geo.by_id[territory].name
            events.append(Event(f"The {army.title()} finish their city in {name} (+4 income)."))
    return state, events


def update_captures(
    state: WPState, geo: Board, armies: Armies, side: str
) -> tuple[WPState, list[Event]]:
    """After ``side``'s battles: cities it alone occupies are captured (a capital's saved crowns
    go to the captor); its own cities it holds again are freed."""
    events: list[Event] = []
    for territory, city in state.cities:
        there = state.units_at(territory)
        mine = [u for u in there if side_of(u.army) == side]
        if not mine or any(side_of(u.army) != side for u in there):
            continue
        name = geo.by_id[territory].name
        if side_of(city.army) == side and city.captor:
            freed = evolve(city, captor="", since=0)
            state = evolve(state, cities=with_entry(state.cities, territory, freed))
            events.append(Event(f"The {possessive(city.army)} city in {name} is free again."))
        elif side_of(city.army) != side and not city.captor:
            captor = mine[0].army
            taken = evolve(city, captor=captor, since=state.clock)
            state = evolve(state, cities=with_entry(state.cities, territory, taken))
            events.append(Event(f"The {captor.title()} capture the city in {name}."))
            if city.capital:
                state, stolen = _steal_treasury(state, city.army, captor)
                events.append(
                    Event(
                        f"The {captor.title()} seize the {possessive(city.army)} "
                        f"{count(stolen, 'crown', 'crowns')}."
                    )
                )
    return state, events


def _steal_treasury(state: WPState, loser: str, captor: str) -> tuple[WPState, int]:
    lost, gained = state.army(loser), state.army(captor)
    armies = with_entry(state.armies, loser, evolve(lost, treasury=0))
    armies = with_entry(armies, captor, evolve(gained, treasury=gained.treasury + lost.treasury))
    return evolve(state, armies=armies), lost.treasury


def burn_cities(
    state: WPState, geo: Board, armies: Armies, side: str
) -> tuple[WPState, list[Event]]:
    """End of ``side``'s turn (before flipped units turn face up): burn the enemy cities it
    captured on an earlier turn and held this whole turn with a unit not sitting out a
    rough-terrain penalty; a siege unit burns at once."""
    events: list[Event] = []
    for territory, city in state.cities:
        if not city.captor or side_of(city.captor) != side:
            continue
        holders = [u for u in state.units_at(territory) if side_of(u.army) == side]
        if not holders:
            continue
        siege = any(is_siege(armies.unit(u.army, u.kind)) for u in holders)
        rested = any(not u.tired and not u.moved for u in holders)
        if siege or (city.since < state.clock and rested):
            state = _burn(state, territory, side)
            name = geo.by_id[territory].name
            kind = "capital" if city.capital else "city"
            events.append(Event(f"The {possessive(city.army)} {kind} in {name} is burned."))
            if city.capital:
                state = evolve(state, winner=side, how="capital burned")
    return state, events


def _burn(state: WPState, territory: str, side: str) -> WPState:
    burned = dict(state.burned)
    burned[side] = burned.get(side, 0) + 1
    return evolve(
        state,
        cities=with_entry(state.cities, territory, None),
        burned=tuple(sorted(burned.items())),
    )
