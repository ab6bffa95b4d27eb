"""A side turn from phase to phase: movement (seat by seat), the rough-terrain penalty, combat,
conquest, collection and placement (seat by seat), then the end of the team's turn: cities
finished and burned, face-down units turned up, the economic test, and the next team.
"""

from __future__ import annotations

from forgegames.core.i18n import listing, ntr, tr
from forgegames.core.title import Event
from forgegames.games.warparty import (
    battles,
    cities,
    economy,
    heroes,
    quests,
    treasure,
    victory,
)
from forgegames.games.warparty.model import SIDES, other_side, side_of
from forgegames.games.warparty.movement import rough_penalties
from forgegames.games.warparty.seating import team_seat, units_seat
from forgegames.games.warparty.start import acting, first_army, next_group
from forgegames.games.warparty.state import (
    PHASE_COLLECT,
    PHASE_COMBAT,
    PHASE_MOVE,
    PHASE_OVER,
    WPState,
    evolve,
    replace_units,
    rested,
    same_units,
    with_entry,
)
from forgegames.games.warparty.world import World


def end_movement(state: WPState, world: World) -> tuple[WPState, list[Event]]:
    """One seat is done moving: the next seat of the team moves, or combat begins."""
    following = next_group(state, world)
    if following:
        return evolve(state, actor=following), []
    flipped = rough_penalties(state, world.geo, world.armies, state.side)
    state = replace_units(state, flipped)
    events = []
    if flipped:
        entered = ntr(
            len(flipped),
            "{n} unit entered rough terrain unaided: it is turned over and loses its next move.",
            "{n} units entered rough terrain unaided: they are turned over and lose their next "
            "move.",
        )
        events.append(Event(entered, units_seat(state, flipped)))
    places = battles.battle_places(state)
    state = evolve(
        state, phase=PHASE_COMBAT, battles=places, actor=first_army(state, world, state.side)
    )
    if places:
        listed = listing([battles.place_name(world, p) for p in places])
        fights = tr("Battles to fight: {places}.", places=listed)
        events.append(Event(fights, team_seat(state, state.side), "phase"))
    return state, events


def end_combat(state: WPState, world: World) -> tuple[WPState, list[Event]]:
    """All battles fought: treasure handed out, captures, conquest, then the first seat of
    the team collects."""
    events: list[Event] = []
    if state.loot or state.explored:
        state, events = treasure.award(state, world)
        state = evolve(state, explored=())
    state, more = cities.update_captures(
        state, world.geo, world.armies, state.side, world.retreat_sits_out
    )
    events += more
    state, more = economy.conquer(
        state, world.geo, state.side, world.holder_conquers, world.lake_held
    )
    events += more
    state = evolve(state, phase=PHASE_COLLECT, actor=first_army(state, world, state.side))
    state, more = _collect_group(state, world)
    return state, events + more


def _collect_group(state: WPState, world: World) -> tuple[WPState, list[Event]]:
    events: list[Event] = []
    for army in acting(state):
        before = state.army(army).treasury
        state, more = economy.collect(state, world.geo, world.armies, army)
        events += more
        if world.quests:
            got = state.army(army).treasury - before
            state = quests.count_up(state, army, "collect", got, best=True)
    return state, events


def end_purchases(state: WPState, world: World) -> tuple[WPState, list[Event]]:
    """A seat is done buying: the next seat of the team collects, or the team's turn ends."""
    armies = state.armies
    for army in acting(state):
        armies = with_entry(armies, army, evolve(state.army(army), bought=()))
    state = evolve(state, armies=armies)
    following = next_group(state, world)
    if following:
        state = evolve(state, actor=following)
        return _collect_group(state, world)
    return end_side_turn(state, world)


def end_side_turn(state: WPState, world: World) -> tuple[WPState, list[Event]]:
    side = state.side
    events: list[Event] = []
    for army in SIDES[side]:
        state, more = cities.advance_construction(state, world.geo, army, world.retreat_sits_out)
        events += more
    before = state
    state, more = cities.burn_cities(
        state, world.geo, world.armies, side, world.retreat_sits_out, heroes.city_burned(world)
    )
    events += more
    if world.quests:
        state = quests.count_burns(before, state)
        state, more = quests.check(state, world, side)
        events += more
    state = _turn_up(state, side)
    if state.winner:
        return _over(state), events
    state, more = victory.economic_victory(state, world.geo, world.armies)
    events += more
    if state.winner:
        return _over(state), events
    if state.clock >= 2 * state.limit:
        state, more = victory.final_reckoning(state, world.geo, world.armies)
        return _over(state), events + more
    return _next_side(state, world, events)


def _turn_up(state: WPState, side: str) -> WPState:
    """The side's units turned over before this turn (penalty or retreat) are face up again."""
    clock = state.clock
    up = [
        evolve(u, tired=0, retreated=False)
        for u in state.units
        if 0 < u.tired < clock and side_of(u.army) == side
    ]
    return replace_units(state, up) if up else state


def _next_side(state: WPState, world: World, events: list[Event]) -> tuple[WPState, list[Event]]:
    side = other_side(state.side)
    units = tuple(
        rested(u)
        if u.moved or u.fought or u.start != u.at or u.haste or u.teleport or u.ford
        else u
        for u in state.units
    )
    state = same_units(
        state,
        units,
        side=side,
        clock=state.clock + 1,
        phase=PHASE_MOVE,
        actor=first_army(state, world, side),
        battles=(),
    )
    before = state.inflation
    state = economy.start_side_turn_prices(state)
    if state.inflation != before:
        events.append(Event(tr("Prices are now multiplied by {n}.", n=state.inflation)))
    if state.side == state.first:
        begins = tr("Turn {n} of {limit} begins.", n=state.turn, limit=state.limit)
        events.append(Event(begins, kind="phase"))
    return state, events


def _over(state: WPState) -> WPState:
    return evolve(state, phase=PHASE_OVER, actor="")
