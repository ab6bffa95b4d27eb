"""Where a unit may move this turn, by which path, and what stops it on the way.

A move costs one per territory entered. A stream crossed without a bridge costs one more: the
unit steps onto the stream (it may stop there, half on each bank) and then into the far bank.
Flyers ignore streams, pass over enemies and the lake (one move), but must land on ground
(the airship excepted). Other units stop where enemies are (a battle follows) and stop on
entering rough terrain they cannot cross freely (the penalty is judged at the end of the
movement phase, see ``rough_penalties``).
"""

from __future__ import annotations

import dataclasses
from collections import deque
from collections.abc import Iterable

from forgegames.core.engine_caches import keep_dict_cache
from forgegames.core.frozen import made
from forgegames.games.warparty.content import UnitSheet
from forgegames.games.warparty.content_map import Board
from forgegames.games.warparty.model import (
    HOME_GROUND,
    SIDES,
    Armies,
    MovementProfile,
    flies,
    side_of,
)
from forgegames.games.warparty.state import Unit, WPState, evolve, moved, stream_key

LAKE, STREAM = "lake", "stream"
ROUGH = frozenset({"forest", "mountain"})


@dataclasses.dataclass(frozen=True)
class Route:
    """A way to ``dest`` (a territory, or a stream as ``a|b``) through ``path`` (the places
    entered, ``dest`` last) costing ``cost`` moves."""

    dest: str
    path: tuple[str, ...]
    cost: int


def self_immune(army: str, kind: UnitSheet, terrain: str) -> bool:
    """True when the unit enters ``terrain`` without a penalty on its own (home ground or
    flight); flyers do not free others."""
    return flies(kind) or HOME_GROUND.get(army) == terrain


def frees(state: WPState, geo: Board, armies: Armies, territory: str, side: str) -> bool:
    """True when ``territory`` spares ``side``'s units the rough-terrain penalty: a finished city
    of the team stands there (not captured), or a team unit that is immune on its own ground
    (not a flyer)."""
    return frees_among(state, geo, armies, territory, side, state.units_at(territory))


def frees_among(
    state: WPState,
    geo: Board,
    armies: Armies,
    territory: str,
    side: str,
    there: Iterable[Unit],
) -> bool:
    """``frees``, given the units standing in ``territory`` (not across a stream)."""
    city = state.city(territory)
    if city is not None and side_of(city.army) == side and city.built and not city.captor:
        return True
    terrain = geo.by_id[territory].terrain
    for u in there:
        if u.explorer and side_of(u.army) == side and terrain in ROUGH:
            return True  # Eye of the Explorer frees the units with the priest
        if u.kind in armies.allies and side_of(u.army) == side and terrain in ROUGH:
            return True  # an allied monster frees its team
        kind = armies.unit(u.army, u.kind)
        if flies(kind):
            continue  # flyers are immune but spare nobody else
        if side_of(u.army) == side and HOME_GROUND.get(u.army) == terrain:
            return True
    return False


Context = tuple[frozenset[str], frozenset[str]]
"""What routes depend on besides the unit: places with units of the other team, and rough
territories that free the unit's team (see ``frees``)."""
ROUTES_LIMIT = 1_000
"""The most route searches a board remembers (``routes``); all are forgotten past it. A game
makes about 175, found again in later games seldom enough that a few games' worth is as fast
as a hundred thousand (measured: 12 greedy games, same CPU time) and keeps memory flat."""


def context(state: WPState, geo: Board, armies: Armies, side: str) -> Context:
    """The places that stop or free ``side``'s units now (computed once per state, with
    ``freers``)."""
    key = ("context", side)
    found = state.memo.get(key)
    if found is None:
        found, counts = _context_and_freers(state, geo, armies, side)
        state.memo[key] = found
        state.memo.setdefault(("freers", side), counts)
    return found


def _context(state: WPState, geo: Board, armies: Armies, side: str) -> Context:
    return _context_and_freers(state, geo, armies, side)[0]


def freers(state: WPState, geo: Board, armies: Armies, side: str) -> dict[str, int]:
    """How many units of ``side`` free their team where they stand (``frees_here``), by
    territory (only territories with some)."""
    found = state.memo.get(("freers", side))
    if found is None:
        found = state.memo["freers", side] = _context_and_freers(state, geo, armies, side)[1]
    return found


def _context_and_freers(
    state: WPState, geo: Board, armies: Armies, side: str
) -> tuple[Context, dict[str, int]]:
    """``context`` and ``freers`` in one pass over the units. A rough territory frees the team
    (``frees``) when a finished city of the team stands there uncaptured or a unit frees it
    (``frees_here``: only units on their home ground, which is rough, do)."""
    team = SIDES[side]
    by_id = geo.by_id
    enemies = set()
    counts: dict[str, int] = {}
    for u in state.units:
        if u.army not in team:
            enemies.add(u.place)
        elif not u.across:
            ground = HOME_GROUND.get(u.army)
            if (
                ground is not None
                and by_id[u.at].terrain == ground
                and not flies(armies.unit(u.army, u.kind))
            ) or ((u.explorer or u.kind in armies.allies) and by_id[u.at].terrain in ROUGH):
                counts[u.at] = counts.get(u.at, 0) + 1
    freeing = set(counts)
    for t, city in state.cities:
        if city.army in team and city.built and not city.captor and by_id[t].terrain in ROUGH:
            freeing.add(t)
    return (frozenset(enemies), frozenset(freeing)), counts


def frees_here(geo: Board, armies: Armies, unit: Unit, side: str) -> bool:
    """True when ``unit`` is of ``side`` and stands (not across a stream) on its home rough
    ground, or is a priest with Eye of the Explorer on rough ground, where it frees its team
    (see ``frees_among``)."""
    frees_all = unit.explorer or unit.kind in armies.allies
    if frees_all and not unit.across and geo.by_id[unit.at].terrain in ROUGH:
        return unit.army in SIDES[side]
    ground = HOME_GROUND.get(unit.army)
    if ground is None or unit.across or geo.by_id[unit.at].terrain != ground:
        return False
    return unit.army in SIDES[side] and not flies(armies.unit(unit.army, unit.kind))


def near(geo: Board, place: str, move: int) -> frozenset[str]:
    """Every place a unit at ``place`` might enter within ``move`` moves, whatever it is (the
    territories that close and the streams along their borders): all its routes depend on."""
    key = ("near", place, move)
    found = geo.derived.get(key)
    if found is None:
        seen = {bank: 1 for bank in place.split("|")} if "|" in place else {place: 0}
        queue = deque(seen)
        while queue:
            here = queue.popleft()
            if seen[here] >= move:
                continue
            for there in geo.links[here]:
                if there not in seen:
                    seen[there] = seen[here] + 1
                    queue.append(there)
        streams = {
            stream_key(here, there)
            for here in seen
            for there, crossing in geo.links[here].items()
            if crossing == STREAM
        }
        found = geo.derived[key] = frozenset(seen) | streams
    return found


def profile_of(armies: Armies, unit: Unit) -> MovementProfile:
    """How ``unit`` moves now: its unit type's profile (part 2: with its hero's and the spells'
    changes, see ``MovementProfile``): a unit Teleport carries this turn moves as a flyer as
    far as the spell reaches, one Speed hastens moves further, one Mark of Passing is on
    fords streams, a priest with Eye of the Explorer crosses rough ground freely, Boots of
    Striding add their territories (not to a teleport's reach)."""
    profile = armies.movement(unit.army, unit.kind)
    if unit.explorer:
        profile = dataclasses.replace(profile, explorer=True)
    if unit.ford:
        profile = dataclasses.replace(profile, fords=True)
    if unit.treasure and armies.strides:  # Boots of Striding (the best pair, never summed)
        extra = max(armies.strides.get(c, 0) for c in unit.treasure)
        if extra:
            profile = dataclasses.replace(profile, move=profile.move + extra)
    if unit.teleport:
        return dataclasses.replace(profile, move=unit.teleport, flying=True)
    if unit.haste:
        return dataclasses.replace(profile, move=profile.move + unit.haste)
    return profile


def routes(
    state: WPState, geo: Board, armies: Armies, unit: Unit, known: Context | None = None
) -> Routes:
    """Every place ``unit`` may end its move this turn, with the cheapest path to it. Pass
    ``known`` (``context`` for the unit's team) when asking for many units of one state.

    The answers are remembered by the board (``_route_table``), by the unit's movement
    profile, its place and the part of the context within its reach: found again when the
    context changes elsewhere, and shared by unit types that move alike. (Keyed by the whole
    context as well, they were found again too seldom to pay: the context of a state differs
    from its predecessor's wherever anything moved.)"""
    if unit.moved or unit.tired:
        return Routes({})
    where = known if known is not None else context(state, geo, armies, side_of(unit.army))
    place = unit.place
    profile = profile_of(armies, unit)
    reach = near(geo, place, profile.move)
    key = (profile, place, where[0] & reach, where[1] & reach)
    table = _route_table(geo)
    found = table.get(key)
    if found is None:
        if len(table) > ROUTES_LIMIT:
            table.clear()
        found = table[key] = _search(geo, profile, place, (key[2], key[3]))
    return found


def _route_table(
    geo: Board,
) -> dict[tuple[MovementProfile, str, frozenset[str], frozenset[str]], Routes]:
    """``routes`` answers of this board, by profile, start and context within reach."""
    table = geo.derived.get("routes")
    if table is None:
        table = geo.derived["routes"] = {}
        _TABLES.append(table)
    return table


_TABLES: list[dict] = []
"""Every board's ``routes`` table (one board per content version in play)."""
keep_dict_cache(
    lambda: {f"warparty.routes[{i}]": (len(t), ROUTES_LIMIT) for i, t in enumerate(_TABLES)}
)


class Routes(dict[str, Route]):
    """A route search's answer (destination: route), shared by every stack that asks it, with
    the stack moves made from it (``moves._stack_moves``), by the stack's uids."""

    __slots__ = ("moves",)

    def __init__(self, found: dict[str, Route]) -> None:
        super().__init__(found)
        self.moves: dict[tuple[int, ...], list] = {}


def _search(geo: Board, profile: MovementProfile, start: str, where: Context) -> Routes:
    """Cheapest paths first (equal costs: the path that sorts first), as far as the profile's
    move, stopping with enemies and on rough ground that halts the mover (``_halts``).

    Every step costs one, so the paths are grown a cost at a time: ``level`` holds the paths
    found at the current cost, in sorted order (each place's steps are sorted, and a longer
    path sorts by the shorter path it extends first). The first path that reaches a place is
    then its cheapest path that sorts first, and only such paths are grown further."""
    enemies, freeing = where
    move = profile.move
    steps = _step_table(geo, profile)
    # where the mover must stop: with enemies (flyers pass over them), and on rough ground it
    # is not immune to where nothing frees it
    blocked = frozenset() if profile.flying else enemies
    halts = _halts(geo, profile)
    best: dict[str, Route] = {}
    level: list[tuple[str, ...]] = [()]  # the paths (without the start) at ``cost``
    cost = 0
    while level and cost < move:
        cost += 1
        grown: list[tuple[str, ...]] = []
        for path in level:
            here = path[-1] if path else start
            ways = steps.get(here)
            if ways is None:
                ways = steps[here] = tuple(sorted(_steps(geo, profile, here)))
            for there in ways:
                if there in best or there == start:
                    continue  # reached already, as cheaply or more
                way = (*path, there)
                best[there] = _route(there, way, cost)
                if there not in blocked and (there not in halts or there in freeing):
                    grown.append(way)
        level = grown
    return Routes({d: r for d, r in best.items() if may_end(geo, profile, d)})


def free_distance(geo: Board, profile: MovementProfile, start: str, dest: str) -> int | None:
    """How many moves ``dest`` lies from ``start`` for a mover of ``profile`` were nothing in
    the way (no enemies, no rough ground stopping it; a stream still costs its step), or
    None when it can never go there: what a refusal tells a player who asked too far."""
    seen = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        if here == dest:
            return seen[here]
        for there in _steps(geo, profile, here):
            if there not in seen:
                seen[there] = seen[here] + 1
                queue.append(there)
    return None


def _route(dest: str, path: tuple[str, ...], cost: int) -> Route:
    """``Route(dest, path, cost)``, its dict filled in one step (the search makes one per
    place reached)."""
    return made(Route, {"dest": dest, "path": path, "cost": cost})


def _step_table(geo: Board, profile: MovementProfile) -> dict[str, tuple[str, ...]]:
    """``_steps`` from each place, sorted, filled as asked (for each profile)."""
    key = ("steps", profile)
    table = geo.derived.get(key)
    if table is None:
        table = geo.derived[key] = {}
    return table


def _steps(geo: Board, profile: MovementProfile, here: str) -> list[str]:
    """Places one move away from ``here``."""
    if "|" in here:  # on a stream: only onto its two banks
        return list(here.split("|"))
    flying = profile.flying
    wades = not (flying or profile.fords)  # steps onto a stream before crossing it
    out = []
    for there, crossing in sorted(geo.links[here].items()):
        if geo.by_id[there].terrain == LAKE and not flying:
            continue
        out.append(stream_key(here, there) if crossing == STREAM and wades else there)
    return out


def _halts(geo: Board, profile: MovementProfile) -> frozenset[str]:
    """The rough territories a mover of this profile must stop on entering, unless the place
    frees its team (``frees``): those it is not immune to on its own (``self_immune``)."""
    key = ("halts", profile)
    found = geo.derived.get(key)
    if found is None:
        found = geo.derived[key] = frozenset(
            t.id for t in geo.territories if t.terrain in ROUGH and not profile.immune(t.terrain)
        )
    return found


def may_end(geo: Board, profile: MovementProfile, dest: str) -> bool:
    if "|" in dest:
        return not (profile.flying or profile.fords)
    return geo.by_id[dest].terrain != LAKE or profile.airborne


def move_unit(unit: Unit, route: Route) -> Unit:
    """``unit`` after following ``route`` (its start of turn is kept for retreats)."""
    if "|" in route.dest:
        banks = route.dest.split("|")
        came = route.path[-2] if len(route.path) > 1 else unit.at
        near = came if came in banks else unit.at
        far = banks[1] if banks[0] == near else banks[0]
        at, across = near, far
    else:
        at, across = route.dest, ""
    return moved(unit, at, across)


def rough_penalties(state: WPState, geo: Board, armies: Armies, side: str) -> list[Unit]:
    """The units of ``side`` that entered rough terrain this turn without being freed: they are
    flipped and sit out their team's next turn. A unit that moved and stands on rough ground
    entered it, even the territory where its turn began: no route ends where it starts, so it
    came off a stream onto the bank it had left."""
    flipped = []
    freeing = None  # the rough territories that free the side (``frees``), from its context
    for u in state.units:
        if not u.moved or u.across or side_of(u.army) != side:
            continue
        terrain = geo.by_id[u.at].terrain
        if terrain not in ROUGH or profile_of(armies, u).immune(terrain):
            continue
        if freeing is None:
            freeing = context(state, geo, armies, side)[1]
        if u.at not in freeing:
            flipped.append(evolve(u, tired=state.clock))
    return flipped
