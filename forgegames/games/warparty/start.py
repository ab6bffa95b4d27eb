"""Setting up: who commands which army, the roll-off for the first move, the starting infantry,
and the quick-play set-up (land near the capital, two cities, 30 crowns to spend).

Seats: two players command a team each (seat 0 the good team); with three, seat 0 commands the
good team and the others an evil army each; with four, each seat one army, the teams
alternating around the table (humans, goblins, dwarves, undead).
"""

from __future__ import annotations

from collections import deque

from forgegames.core.i18n import count, listing, ntr, tr
from forgegames.core.title import Event
from forgegames.games.warparty import nouns
from forgegames.games.warparty.actions import Deploy
from forgegames.games.warparty.cities import NO_CITY_ON_DUNGEON, city_ground, wrong_ground
from forgegames.games.warparty.cities import found as found_city
from forgegames.games.warparty.economy import may_hold
from forgegames.games.warparty.model import (
    EVIL,
    GOOD,
    HOME_GROUND,
    SIDES,
    army_name,
    other_side,
    team_name,
    team_order,
)
from forgegames.games.warparty.nouns import GONE
from forgegames.games.warparty.purchases import placement_places
from forgegames.games.warparty.seating import team_seat
from forgegames.games.warparty.state import (
    PHASE_MOVE,
    PHASE_ORDER,
    PHASE_QUESTS,
    PHASE_ROLLOFF,
    PHASE_SETUP,
    Army,
    City,
    Unit,
    WPState,
    empty_armies,
    evolve,
    replace_units,
    rested,
    with_entry,
)
from forgegames.games.warparty.world import World

QUICK = "quick-play"
SEATING = {
    2: (GOOD, EVIL),
    3: (GOOD, (EVIL[0],), (EVIL[1],)),
    4: ((GOOD[0],), (EVIL[0],), (GOOD[1],), (EVIL[1],)),
}


def quick(state: WPState) -> bool:
    return state.variant.startswith(QUICK)


def turn_limit(world: World, variant: str) -> int:
    if variant.startswith(QUICK):
        table = world.content.quickplay
        return table.short_turn_limit if variant.endswith("-short") else table.turn_limit
    figures = world.content.rules.victory
    return figures.short_turn_limit if variant == "short" else figures.turn_limit


def new_state(world: World, players: int, variant: str) -> WPState:
    """The board before the roll-off: capitals standing and held, no units yet."""
    owner = tuple(sorted((world.geo.capital_of(a).id, a) for a in GOOD + EVIL))
    cities = tuple(sorted((world.geo.capital_of(a).id, City(a, capital=True)) for a in GOOD + EVIL))
    return WPState(
        seats=SEATING[players],
        variant=variant,
        limit=turn_limit(world, variant),
        first="",
        side="",
        phase=PHASE_ROLLOFF,
        actor="",
        clock=0,
        units=(),
        next_uid=1,
        owner=owner,
        cities=cities,
        armies=empty_armies(),
    )


def groups(state: WPState, world: World, side: str) -> list[tuple[str, ...]]:
    """The side's armies grouped by the seat commanding them, in the team's order."""
    out: list[tuple[str, ...]] = []
    order = team_order(side, len(state.seats), world.mirrored_order)
    for army in order:
        mine = state.seats[state.seat_of(army)]
        group = tuple(a for a in order if a in mine)
        if group not in out:
            out.append(group)
    return out


def first_army(state: WPState, world: World, side: str) -> str:
    """The army of ``side`` that acts first in each phase (``model.team_order``)."""
    return team_order(side, len(state.seats), world.mirrored_order)[0]


def acting(state: WPState) -> tuple[str, ...]:
    """The armies acting together now (one seat's armies of the moving team)."""
    if not state.actor:
        return ()
    mine = state.seats[state.seat_of(state.actor)]
    side = "good" if state.actor in GOOD else "evil"
    return tuple(a for a in SIDES[side] if a in mine)


def next_group(state: WPState, world: World) -> str:
    """The first army of the next seat's group of the moving team, or "" after the last."""
    order = groups(state, world, state.side)
    at = order.index(acting(state))
    return order[at + 1][0] if at + 1 < len(order) else ""


def rolled_off(state: WPState, world: World, side: str) -> tuple[WPState, list[Event]]:
    state = evolve(state, phase=PHASE_ORDER, side=side, actor=first_army(state, world, side))
    text = tr("The {team} team wins the roll-off and chooses the order.", team=team_name(side))
    return state, [Event(text, team_seat(state, side), "chance")]


def ordered(state: WPState, world: World, first: bool) -> tuple[WPState, list[Event]]:
    """The roll-off winner chose: place the starting infantry and begin."""
    lead = state.side if first else other_side(state.side)
    chooser = team_seat(state, state.side)  # the line is the roll-off winner's move
    state = evolve(state, first=lead, side=lead)
    setup = world.content.quickplay if quick(state) else world.content.rules.setup
    counts = {lead: setup.infantry_first, other_side(lead): setup.infantry_second}
    units = []
    uid = state.next_uid
    for side, infantry in counts.items():
        for army in SIDES[side]:
            capital = world.geo.capital_of(army).id
            kind = world.armies.unit(army, "infantry").id
            for _ in range(infantry):
                units.append(Unit(uid, army, kind, capital, start=capital))
                uid += 1
    state = evolve(state, units=tuple(units), next_uid=uid)
    text = ntr(
        counts[lead],
        "The {team} team moves first with {n} infantry unit each; the {other} team starts with "
        "{m}.",
        "The {team} team moves first with {n} infantry units each; the {other} team starts with "
        "{m}.",
        team=team_name(lead),
        other=team_name(other_side(lead)),
        m=counts[other_side(lead)],
    )
    events = [Event(text, chooser, "move")]
    if world.quests and (world.quick_quests or not quick(state)):
        # quests first (quests.py), quick play's too since content version 7; ``begin`` follows
        return evolve(state, phase=PHASE_QUESTS), events
    state, more = begin(state, world)
    return state, events + more


def without_quests(state: WPState, world: World) -> WPState:
    """``state``, where the quests are about to be dealt, begun without them (the set-up or
    the first turn): the positions of scenarios and tests hold only the quests they name."""
    return begin(state, world)[0] if state.phase == PHASE_QUESTS else state


def begin(state: WPState, world: World) -> tuple[WPState, list[Event]]:
    """After the order is chosen (and the quests kept): the quick-play set-up or the first
    turn."""
    if quick(state):
        quick_words = Event(tr("Quick play: each army sets up."), kind="phase")
        return _begin_setup(state, world), [quick_words]
    return begin_play(state, world), []


def begin_play(state: WPState, world: World) -> WPState:
    """The first turn begins: every unit stands ready to move where it was placed (units
    bought in the quick-play set-up are made as placed, like any purchase, and would
    otherwise sit the first team's first turn out, as they did when not
    ``World.first_turn_moves``)."""
    units = state.units
    if world.first_turn_moves:
        units = tuple(rested(u) if u.moved or u.start != u.at else u for u in units)
    return evolve(
        state,
        units=units,
        phase=PHASE_MOVE,
        clock=1,
        side=state.first,
        actor=first_army(state, world, state.first),
    )


# --- the quick-play set-up ---------------------------------------------------------------------
def _begin_setup(state: WPState, world: World) -> WPState:
    table = world.content.quickplay
    owner = dict(state.owner)
    armies = dict(state.armies)
    for army in GOOD + EVIL:
        steps = land_steps(world, army, free_only=False)
        for territory, n in steps.items():
            place = world.geo.by_id[territory]
            if 0 < n <= table.control_within and place.value > 1 and may_hold(army, place.terrain):
                owner.setdefault(territory, army)
        armies[army] = Army(treasury=table.crowns)
    return evolve(
        state,
        phase=PHASE_SETUP,
        owner=tuple(sorted(owner.items())),
        armies=tuple(sorted(armies.items())),
        actor=first_army(state, world, state.first),
    )


def land_steps(world: World, army: str, free_only: bool) -> dict[str, int]:
    """Borders crossed from ``army``'s capital to each land territory; with ``free_only``,
    only through plains and the army's home ground (the quick-play city count). Remembered
    with the board (the set-up asks it for every territory, again at every step)."""
    key = ("land-steps", army, free_only)
    found = world.geo.derived.get(key)
    if found is None:
        found = world.geo.derived[key] = _land_steps(world, army, free_only)
    return found


def _land_steps(world: World, army: str, free_only: bool) -> dict[str, int]:
    start = world.geo.capital_of(army).id
    seen = {start: 0}
    queue = deque([start])
    allowed = {"plains", HOME_GROUND.get(army, "plains")}
    while queue:
        here = queue.popleft()
        for there in world.geo.links[here]:
            terrain = world.geo.by_id[there].terrain
            if there in seen or terrain == "lake" or (free_only and terrain not in allowed):
                continue
            seen[there] = seen[here] + 1
            queue.append(there)
    return seen


def setup_cities(state: WPState, army: str) -> int:
    return sum(1 for _, c in state.cities if c.army == army and not c.capital)


def why_not_setup_city(state: WPState, world: World, army: str, place: str) -> str | None:
    """The quick-play rule for the two starting cities: three territories from the capital
    (counted over ground the army crosses freely), on its own kind of ground, no dungeon."""
    table = world.content.quickplay
    ground = world.geo.by_id[place]
    if setup_cities(state, army) >= table.cities:
        return ntr(
            table.cities,
            "quick play starts with {n} city, and it is placed already",
            "quick play starts with {n} cities, and they are placed already",
        )
    if land_steps(world, army, free_only=True).get(place) != table.city_distance:
        return ntr(
            table.city_distance,
            "a starting city stands {n} territory from the capital, counted over ground the "
            "army crosses freely",
            "a starting city stands {n} territories from the capital, counted over ground the "
            "army crosses freely",
        )
    if ground.terrain != city_ground(army):
        return wrong_ground(army)
    if ground.dungeon:
        return tr(NO_CITY_ON_DUNGEON)
    if state.city(place) is not None:
        return tr("{place} already has a city", place=nouns.land(world.geo, place).the)
    held = state.owner_of(place)
    if held and held != army:
        where = nouns.land(world.geo, place).the
        return tr("{place} is held by the {army}", place=where, army=army_name(held))
    return None


def setup_city_places(state: WPState, world: World, army: str) -> list[str]:
    """Where ``army`` may place a starting city now (only the territories at the right
    distance are asked: the refusals of the others are never shown)."""
    table = world.content.quickplay
    if setup_cities(state, army) >= table.cities:
        return []
    steps = land_steps(world, army, free_only=True)
    return [
        t.id
        for t in world.geo.territories
        if steps.get(t.id) == table.city_distance
        and why_not_setup_city(state, world, army, t.id) is None
    ]


def found_setup_city(
    state: WPState, world: World, army: str, place: str
) -> tuple[WPState, list[Event]]:
    state = found_city(state, army, place, built=True)
    state = evolve(state, owner=with_entry(state.owner, place, army))
    name = nouns.land(world.geo, place).the
    text = tr("The {army} start with a city in {place}.", army=army_name(army), place=name)
    return state, [Event(text, state.seat_of(army), "move")]


def deploy_places(state: WPState, world: World, army: str) -> list[str]:
    """Where ``army``'s units may be placed in the set-up: its cities and the territories it
    controls (the same places as its purchases)."""
    return placement_places(state, world, army)


def why_not_deploy(state: WPState, world: World, units: tuple[int, ...], place: str) -> str | None:
    """Why the units ``units`` may not be placed in ``place`` now, or None."""
    if state.phase != PHASE_SETUP:
        return tr("units are placed freely only in the quick-play set-up")
    if not world.infantry_deploys:
        return tr("under this game's older rules, the starting infantry stay in their capital")
    if not units or len(set(units)) != len(units):
        return tr("name each unit to place once")
    found = []
    for uid in units:
        try:
            found.append(state.unit(uid))
        except KeyError:
            return tr(GONE)
    mine = acting(state)
    for u in found:
        if u.army not in mine:
            return tr(
                "{unit} belongs to the {army}, who are not setting up now",
                unit=nouns.on_the_map(world, u),
                army=army_name(u.army),
            )
    if len({(u.at, u.army) for u in found}) > 1:
        return tr("units placed together come from one place and one army")
    army, here = found[0].army, found[0].at
    if place == here:
        return tr("those units stand there already")
    if place not in deploy_places(state, world, army):
        return tr(
            "the {army} place their units in their own cities or in territories they control",
            army=army_name(army),
        )
    return None


def deploy_actions(state: WPState, world: World) -> list[Deploy]:
    """For each stack of the acting armies' units (place, army, unit type), its first unit and
    the whole stack to each other place the army may use (none when not
    ``World.infantry_deploys``)."""
    out: list[Deploy] = []
    if not world.infantry_deploys:
        return out
    for army in acting(state):
        places = deploy_places(state, world, army)
        stacks: dict[tuple[str, str], list[int]] = {}
        for u in state.units:
            if u.army == army:
                stacks.setdefault((u.at, u.kind), []).append(u.uid)
        for (here, _), uids in sorted(stacks.items()):
            for place in places:
                if place != here:
                    out.append(Deploy((uids[0],), place))
                    if len(uids) > 1:
                        out.append(Deploy(tuple(uids), place))
    return out


def deploy(
    state: WPState, world: World, units: tuple[int, ...], place: str
) -> tuple[WPState, list[Event]]:
    """Place ``units`` in ``place`` (``why_not_deploy`` allows it)."""
    moved = [evolve(state.unit(uid), at=place, across="", start=place) for uid in units]
    state = replace_units(state, moved)
    text = tr(
        "The {army} place {units} in {where}.",
        army=army_name(moved[0].army),
        units=count(len(moved), "unit", "units"),
        where=nouns.land(world.geo, place).the,
    )
    return state, [Event(text, state.seat_of(moved[0].army), "move")]


def why_not_ready(state: WPState, world: World) -> str | None:
    """Both starting cities must be placed (unless no allowed place is left for one)."""
    for army in acting(state):
        if setup_cities(state, army) < 2 and setup_city_places(state, world, army):
            return tr("the {army} must place both starting cities first", army=army_name(army))
    return None


def end_setup_group(state: WPState, world: World) -> tuple[WPState, list[Event]]:
    """Keep at most the allowed crowns; the next army sets up, or play begins."""
    keep = world.content.quickplay.crowns_kept
    armies = state.armies
    events = []
    for army in acting(state):
        purse = state.army(army)
        if purse.treasury > keep:
            kept = count(keep, "crown", "crowns")
            words = tr(
                "The {army} keep {crowns} of {n}.",
                army=army_name(army),
                crowns=kept,
                n=purse.treasury,
            )
            events.append(Event(words, state.seat_of(army)))
        purse = evolve(purse, treasury=min(purse.treasury, keep), bought=())
        armies = with_entry(armies, army, purse)
    state = evolve(state, armies=armies)
    following = next_group(state, world)
    if following:
        return evolve(state, actor=following), events
    if state.side == state.first:
        second = other_side(state.first)
        return evolve(state, side=second, actor=first_army(state, world, second)), events
    return begin_play(state, world), [
        *events,
        Event(tr("The set-up is complete: the war begins."), kind="phase"),
    ]


def setup_losses(state: WPState, world: World) -> list[str]:
    """The crowns Set-up done gives up; where the seat sets up two armies, each army's
    share by name (playtest 25: "4 crowns above the 4 you may keep" read as one purse when
    the Dwarves lost 3 and the Humans 1)."""
    keep = world.content.quickplay.crowns_kept
    armies = acting(state)
    lost = {a: state.army(a).treasury - keep for a in armies}
    lost = {a: n for a, n in lost.items() if n > 0}
    if not lost:
        return []
    crowns = count(sum(lost.values()), "crown", "crowns")
    if len(armies) == 1:
        return [tr("{crowns} above the {n} you may keep", crowns=crowns, n=keep)]
    shares = listing([f"{army_name(a)}\u00a0{n}" for a, n in lost.items()])
    return [
        tr(
            "{crowns} above the {n} each army may keep ({shares})",
            crowns=crowns,
            n=keep,
            shares=shares,
        )
    ]
