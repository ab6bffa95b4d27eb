"""Cities: founding, two-turn construction, capture, burning, and what a capital's fall does. A
city is founded in the collection phase on a territory the army controls and occupies, on its
own kind of ground (mountains for dwarves, forests for goblins, plains for the others), never
on a dungeon, at most four besides the capital in the whole game (burned ones count). It is
finished at the end of the army's next turn if one of its units stayed there that whole turn.
An enemy that holds a city captures it (no income for anyone); holding it one full turn without
a rough-terrain penalty burns it, and a siege unit burns it at once. Burning a capital wins the
game.
"""

from __future__ import annotations

from collections.abc import Callable

from forgegames.core.i18n import N_, count, ntr, tr
from forgegames.core.title import Event
from forgegames.games.warparty import nouns
from forgegames.games.warparty.content_map import Board
from forgegames.games.warparty.model import (
    HOME_GROUND,
    Armies,
    army_name,
    is_siege,
    possessive,
    side_of,
    team_name,
)
from forgegames.games.warparty.seating import team_seat
from forgegames.games.warparty.state import City, Unit, WPState, evolve, with_entry

MAX_EXPANSION = 4


def city_ground(army: str) -> str:
    return HOME_GROUND.get(army, "plains")


def why_not_found(
    state: WPState,
    geo: Board,
    army: str,
    territory: str,
    sits_out: bool = True,
    limit: int | None = MAX_EXPANSION,
    armies: Armies | None = None,
) -> str | None:
    """The rule that forbids ``army`` founding a city on ``territory`` now, or None
    (``armies``: the sheets, to tell heroes, who never build, from the other units).
    ``sits_out`` (``World.retreat_sits_out``): units that retreated cannot build one;
    ``limit`` (``World.city_limit``): the most expansion cities an army founds in a game."""
    place = geo.by_id[territory]
    named = nouns.land(geo, territory).the
    if state.owner_of(territory) != army:
        return tr("the {army} do not control {place}", army=army_name(army), place=named)
    builders = [
        u
        for u in state.units_at(territory)
        if u.army == army and not u.across and (armies is None or not _hero(armies, u))
    ]
    if not builders:
        if armies is not None and any(
            u.army == army and _hero(armies, u) for u in state.units_at(territory)
        ):
            return tr("heroes never build cities: a city needs another of your units there")
        return tr("a city needs one of your units in {place} to build it", place=named)
    if sits_out and all(u.retreated for u in builders):
        return tr(
            "your units in {place} retreated and sit out this turn: none can build a city",
            place=named,
        )
    if place.terrain != city_ground(army):
        return wrong_ground(army)
    if place.dungeon:
        return tr(NO_CITY_ON_DUNGEON)
    if state.city(territory) is not None:
        return tr("{place} already has a city", place=named)
    standing = sum(1 for _, c in state.cities if c.army == army and not c.capital)
    if limit is not None and max(state.army(army).founded, standing) >= limit:
        return ntr(
            limit,
            "the {army} have founded {n} city besides their capital in this game, the most "
            "an army may (cities lost or burned still count)",
            "the {army} have founded {n} cities besides their capital in this game, the most "
            "an army may (cities lost or burned still count)",
            army=army_name(army),
        )
    return None


NO_CITY_ON_DUNGEON = N_("no city may be built on a territory with a dungeon")
_GROUND_WORDS = {
    "plains": N_("the {army} build cities only on plains ground"),
    "mountain": N_("the {army} build cities only on mountain ground"),
    "forest": N_("the {army} build cities only on forest ground"),
}


def wrong_ground(army: str) -> str:
    """The refusal of a city on ground other than ``army``'s own kind."""
    return tr(_GROUND_WORDS[city_ground(army)], army=army_name(army))


def found(state: WPState, army: str, territory: str, built: bool = False) -> WPState:
    """Place an expansion city, under construction unless ``built`` (a quick-play starting
    city), and count it among the army's four (the caller has checked and charged it)."""
    purse = state.army(army)
    return evolve(
        state,
        cities=with_entry(state.cities, territory, City(army, built=built, since=state.clock)),
        armies=with_entry(state.armies, army, evolve(purse, founded=purse.founded + 1)),
    )


def advance_construction(
    state: WPState, geo: Board, army: str, sits_out: bool = True
) -> tuple[WPState, list[Event]]:
    """End of ``army``'s turn: a city founded on an earlier turn is finished when one of the
    army's units stayed in it this whole turn (a unit that moved in does not count yet, nor
    one sitting out a retreat: it may do nothing but defend itself)."""
    events = []
    for territory, city in state.cities:
        if city.army != army or city.built or city.captor or city.since >= state.clock:
            continue
        if any(
            u.army == army and not u.moved and not u.across and not (sits_out and u.retreated)
            for u in state.units_at(territory)
        ):
            done = evolve(city, built=True)
            state = evolve(state, cities=with_entry(state.cities, territory, done))
            name = nouns.land(geo, territory).the
            done = tr(
                "The {army} finish their city in {place} (+4 income).",
                army=army_name(army),
                place=name,
            )
            events.append(Event(done, state.seat_of(army)))
    return state, events


def update_captures(
    state: WPState, geo: Board, armies: Armies, side: str, sits_out: bool = True
) -> tuple[WPState, list[Event]]:
    """After ``side``'s battles: cities it alone occupies are captured (a capital's saved crowns
    go to the captor); its own cities it holds again are freed. Units sitting out a retreat
    neither capture nor free a city (they may not conquer or de-conquer)."""
    events: list[Event] = []
    for territory, city in state.cities:
        there = state.units_at(territory)
        mine = [u for u in there if side_of(u.army) == side and not (sits_out and u.retreated)]
        if not mine or any(side_of(u.army) != side for u in there):
            continue
        name = nouns.land(geo, territory).the
        if side_of(city.army) == side and city.captor:
            freed = evolve(city, captor="", since=0)
            state = evolve(state, cities=with_entry(state.cities, territory, freed))
            free = tr(
                "The {whose} city in {place} is free again.",
                whose=possessive(city.army),
                place=name,
            )
            events.append(Event(free, state.seat_of(city.army)))
        elif side_of(city.army) != side and not city.captor:
            captor = mine[0].army
            taken = evolve(city, captor=captor, since=state.clock)
            state = evolve(state, cities=with_entry(state.cities, territory, taken))
            captors = army_name(captor)
            captured = tr("The {army} capture the city in {place}.", army=captors, place=name)
            events.append(Event(captured, state.seat_of(captor)))
            if city.capital:
                state, stolen = _steal_treasury(state, city.army, captor)
                seized = tr(
                    _SEIZED if stolen else _EMPTY_TREASURY,
                    army=captors,
                    whose=possessive(city.army),
                    crowns=count(stolen, "crown", "crowns"),
                )
                events.append(Event(seized, state.seat_of(captor)))
    return state, events


_SEIZED = N_("The {army} seize the {whose} {crowns}.")
_EMPTY_TREASURY = N_("The {army} find the {whose} treasury empty: there is nothing to seize.")


def _steal_treasury(state: WPState, loser: str, captor: str) -> tuple[WPState, int]:
    lost, gained = state.army(loser), state.army(captor)
    armies = with_entry(state.armies, loser, evolve(lost, treasury=0))
    armies = with_entry(armies, captor, evolve(gained, treasury=gained.treasury + lost.treasury))
    return evolve(state, armies=armies), lost.treasury


Reward = Callable[[WPState, list[Unit]], tuple[WPState, list[Event]]]
"""What heroes standing in a burning enemy city gain (``heroes.gain_xp``)."""


def burn_cities(
    state: WPState,
    geo: Board,
    armies: Armies,
    side: str,
    sits_out: bool = True,
    reward: Reward | None = None,
) -> tuple[WPState, list[Event]]:
    """End of ``side``'s turn (before flipped units turn face up): burn the enemy cities it
    captured on an earlier turn and held this whole turn with a unit not sitting out a
    rough-terrain penalty; a siege unit burns at once. Units sitting out a retreat burn
    nothing. ``reward`` is given the side's heroes in each territory where a city burns."""
    events: list[Event] = []
    for territory, city in state.cities:
        if not city.captor or side_of(city.captor) != side:
            continue
        holders = [
            u
            for u in state.units_at(territory)
            if side_of(u.army) == side and not (sits_out and u.retreated)
        ]
        if not holders:
            continue
        siege = any(is_siege(armies.unit(u.army, u.kind)) for u in holders)
        rested = any(not u.tired and not u.moved for u in holders)
        if siege or (city.since < state.clock and rested):
            state = _burn(state, territory, side)
            name = nouns.land(geo, territory).the
            burned = (
                N_("The {whose} capital in {place} is burned.")
                if city.capital
                else N_("The {whose} city in {place} is burned.")
            )
            burned = tr(burned, whose=possessive(city.army), place=name)
            events.append(Event(burned, state.seat_of(city.army)))
            present = [
                u for u in state.units_at(territory) if side_of(u.army) == side and _hero(armies, u)
            ]
            if reward is not None and present:
                state, more = reward(state, present)
                events += more
            if city.capital:
                state = evolve(state, winner=side, how="capital burned")
                won = tr(
                    "The {team} team wins: the {whose} capital is burned.",
                    team=team_name(side),
                    whose=possessive(city.army),
                )
                events.append(Event(won, team_seat(state, side), "result"))
    return state, events


def _hero(armies: Armies, unit: Unit) -> bool:
    return armies.unit(unit.army, unit.kind).hero is not None


def _burn(state: WPState, territory: str, side: str) -> WPState:
    burned = dict(state.burned)
    burned[side] = burned.get(side, 0) + 1
    return evolve(
        state,
        cities=with_entry(state.cities, territory, None),
        burned=tuple(sorted(burned.items())),
    )
