"""The movement phase's moves: which units may go where (stack by stack, with transports) and
moving them, each refusal with its rule.

The moves of a state are remembered place by place in its ``memo`` (``_Moves``); a move hands
them on to the state it produces, where only the place the movers left is worked out again
(everything, should the move change what frees the team from rough terrain).
"""

from __future__ import annotations

from collections.abc import Iterable
from operator import attrgetter

from forgegames.core.actions import Action
from forgegames.core.engine_caches import keep_dict_cache
from forgegames.core.errors import Refusal
from forgegames.core.frozen import made
from forgegames.core.i18n import count, ntr, tr
from forgegames.core.title import Event
from forgegames.games.warparty import nouns
from forgegames.games.warparty.actions import Move
from forgegames.games.warparty.battles import place_name
from forgegames.games.warparty.content import UnitSheet
from forgegames.games.warparty.model import (
    HOME_GROUND,
    MovementProfile,
    army_name,
    is_siege,
    side_of,
)
from forgegames.games.warparty.movement import (
    Context,
    Route,
    Routes,
    context,
    free_distance,
    freers,
    frees_here,
    may_end,
    move_unit,
    near,
    profile_of,
    routes,
)
from forgegames.games.warparty.nouns import GONE
from forgegames.games.warparty.start import acting
from forgegames.games.warparty.state import Unit, WPState, replace_units
from forgegames.games.warparty.world import World

Groups = dict[tuple, list[Unit]]


def movable(state: WPState) -> list[Unit]:
    """The acting seat's units that may still move this phase."""
    mine = _acting(state)
    return [u for u in state.units if u.army in mine and not u.moved and not u.tired]


_UID = attrgetter("uid")
"""A unit's uid, as a sort key (asked of each unit at the C level, not by a call into Python)."""


def stacks(units: Iterable[Unit]) -> Groups:
    """Units grouped by (place, army, unit type), in uid order: they share their routes. A
    unit a spell moves otherwise (``movement.profile_of``: Speed, Teleport, Mark of Passing,
    Eye of the Explorer) is grouped apart, with the units under the same spells."""
    out: Groups = {}
    for u in sorted(units, key=_UID):
        out.setdefault(stack_key(u), []).append(u)
    return out


def stack_key(u: Unit) -> tuple:
    """The stack ``u`` moves in (``stacks``)."""
    if u.haste or u.teleport or u.ford or u.explorer:
        return (u.place, u.army, u.kind, (u.haste, u.teleport, u.ford, u.explorer))
    return (u.place, u.army, u.kind)


def _acting(state: WPState) -> frozenset[str]:
    """``acting``, as a set, remembered by seating and actor."""
    key = (state.seats, state.actor)
    found = _ACTING.get(key)
    if found is None:
        found = _ACTING[key] = frozenset(acting(state))
    return found


_ACTING: dict[tuple[tuple[tuple[str, ...], ...], str], frozenset[str]] = {}


def may_ride(kind: UnitSheet) -> bool:
    """A transport carries regular units of one move and one hit that are not siege engines
    (heroes ride free)."""
    return kind.hero is not None or (kind.move == 1 and kind.hits == 1 and not is_siege(kind))


class _Moves:
    """A state's moves, place by place: for each place with movable units, its first uid (places
    are listed in that order), its stacks, the routes they take and their moves; all worked out
    for ``known``."""

    __slots__ = ("known", "places")

    def __init__(self, known: Context, places: dict[str, _Place]) -> None:
        self.known = known
        self.places = places
        """Kept in the order of the places' first uids (the order their moves are listed in)."""

    def moves(self, then: Iterable[Action] = ()) -> list[Action]:
        """The moves, place by place, followed by ``then``."""
        out: list[Action] = []
        for entry in self.places.values():
            out += entry[3]
        out += then
        return out


_Place = tuple[int, Groups, list[Routes], list[Move]]
"""First uid, stacks, each stack's routes, and moves."""


def _place(world: World, first: int, groups: Groups, ways: list[Routes]) -> _Place:
    return first, groups, ways, _place_moves(world, groups, ways)


def _first(entry: _Place) -> int:
    return entry[0]


def move_actions(state: WPState, world: World, then: Iterable[Action] = ()) -> list[Action]:
    """One unit of each stack to each destination, the whole stack, and each transport with
    the riders it can take from its place; followed by ``then`` (the legal list's other
    moves, added here rather than copying the list into another)."""
    return _moves(state, world).moves(then)


def _moves(state: WPState, world: World) -> _Moves:
    found = state.memo.get("moves")
    if found is None:
        known = context(state, world.geo, world.armies, state.side)
        by_place: dict[str, Groups] = {}
        for key, units in stacks(movable(state)).items():
            by_place.setdefault(key[0], {})[key] = units
        places = {place: _entry(state, world, groups, known) for place, groups in by_place.items()}
        found = state.memo["moves"] = _Moves(known, places)
    return found


def _entry(state: WPState, world: World, groups: Groups, known: Context) -> _Place:
    first = min(units[0].uid for units in groups.values())
    found = [routes(state, world.geo, world.armies, units[0], known) for units in groups.values()]
    return _place(world, first, groups, found)


def _place_moves(world: World, groups: Groups, ways: list[Routes]) -> list[Move]:
    """The moves from one place (each stack's are remembered by ``_stack_moves``)."""
    out: list[Move] = []
    for ((_, army, kind_id, *_), units), found in zip(groups.items(), ways, strict=True):
        out += _stack_moves(tuple(map(_UID, units)), found)
        kind = world.armies.unit(army, kind_id)
        if kind.transport:
            riders = [
                u.uid
                for (p, a, k, *_), group in groups.items()
                if a == army and may_ride(world.armies.unit(a, k))
                for u in group
            ][: kind.transport]
            if riders:
                out += [Move((units[0].uid, *riders), d) for d, r in found.items() if r.cost > 1]
    return out


def _stack_moves(uids: tuple[int, ...], found: Routes) -> list[Move]:
    """The stack's first unit, then the whole stack (if more than one), to each destination.
    Remembered with the routes, by the stack: a stack that stays where it is keeps its moves."""
    known = found.moves.get(uids)
    if known is not None:
        return known
    lead = uids[:1]
    out: list[Move] = []
    for dest in found:
        out.append(_MOVES.get((lead, dest)) or _move(lead, dest))
        if len(uids) > 1:
            out.append(_MOVES.get((uids, dest)) or _move(uids, dest))
    found.moves[uids] = out
    return out


_MOVES: dict[tuple[tuple[int, ...], str], Move] = {}
"""Move actions made before, by their value, shared (the same moves are offered in state
after state; a move is a value, the same whatever the game's data)."""
_MOVES_LIMIT = 8_000
"""A game makes about 1,300 distinct moves: a few games' worth are kept, so a process that plays
many games (a tournament, an evening in one window) does not grow with them."""


keep_dict_cache(lambda: {"warparty.moves": (len(_MOVES), _MOVES_LIMIT)})


def _move(uids: tuple[int, ...], dest: str) -> Move:
    """``Move(uids, dest)``, remembered (a game makes thousands)."""
    if len(_MOVES) > _MOVES_LIMIT:
        _MOVES.clear()
    found = _MOVES[uids, dest] = made(Move, {"units": uids, "dest": dest})
    return found


def carry_over(before: WPState, after: WPState, world: World, moved: list[Unit]) -> None:
    """After a move, keep what it cannot have changed: the team's route context (but for the
    ground the movers left or entered where they free their team) and the moves of every
    place but the one the movers left (and of the stacks near ground the context changed)."""
    side = before.side
    key = ("context", side)
    known = before.memo.get(key)
    if known is None:
        return
    geo, armies = world.geo, world.armies
    counts = freers(before, geo, armies, side)
    shifts = []
    for u in moved:
        if u.army not in HOME_GROUND and not u.explorer and u.kind not in armies.allies:
            continue  # only units on their home ground, explorers and allies free (``frees_here``)
        if frees_here(geo, armies, u, side):
            shifts.append((u.at, -1))
        u = after.unit(u.uid)
        if frees_here(geo, armies, u, side):
            shifts.append((u.at, 1))
    if shifts:
        counts = dict(counts)
        for territory, shift in shifts:
            left = counts.get(territory, 0) + shift
            if left:
                counts[territory] = left
            else:
                del counts[territory]
        known = _refreed(after, known, counts, {t for t, _ in shifts})
    after.memo[key] = known
    after.memo["freers", side] = counts
    plan: _Moves | None = before.memo.get("moves")
    if plan is None or not moved:
        return
    places = plan.places.copy()  # in the order of their first uids, kept so below
    left = moved[0].place
    entry = places.get(left)
    if entry is not None:
        gone = set(map(_UID, moved))
        kept = []
        for (key, units), found in zip(entry[1].items(), entry[2], strict=True):
            rest = [u for u in units if u.uid not in gone]
            if rest:
                kept.append((rest[0].uid, key, rest, found))
        if kept:
            kept.sort(key=_first)  # stacks are listed by their first uid
            groups = {key: rest for _, key, rest, _ in kept}
            ways = [found for *_, found in kept]
            rebuilt = _place(world, kept[0][0], groups, ways)
            if rebuilt[0] == entry[0]:
                places[left] = rebuilt  # the same first uid: the place keeps its position
            else:
                del places[left]
                places = _placed(places, left, rebuilt)
        else:
            del places[left]
    if known != plan.known:
        # a stack's routes depend on the context within its reach (``movement.near``) only
        changed = (known[0] ^ plan.known[0]) | (known[1] ^ plan.known[1])
        for place, (first, groups, ways, *_) in places.items():
            found = [
                routes(after, geo, armies, units[0], known)
                if not near(geo, place, profile_of(armies, units[0]).move).isdisjoint(changed)
                else old
                for units, old in zip(groups.values(), ways, strict=True)
            ]
            if any(a is not b for a, b in zip(found, ways, strict=True)):
                places[place] = _place(world, first, groups, found)
    after.memo["moves"] = _Moves(known, places)


def _placed(places: dict[str, _Place], place: str, entry: _Place) -> dict[str, _Place]:
    """``places`` (in the order of their first uids, without ``place``) with ``place``'s
    ``entry`` put where its first uid goes."""
    first = entry[0]
    if not places or first > next(reversed(places.values()))[0]:
        places[place] = entry  # it goes last
        return places
    out: dict[str, _Place] = {}
    waiting = True
    for key, other in places.items():
        if waiting and other[0] > first:
            out[place] = entry
            waiting = False
        out[key] = other
    return out


def _refreed(after: WPState, known: Context, counts: dict[str, int], touched: set[str]) -> Context:
    """``known`` with the territories in ``touched`` judged again (whether they free the team:
    nothing else in it changes when the team moves), ``counts`` being ``freers`` of ``after``."""
    enemies, freeing = known
    side = after.side
    now = {t for t in touched if t in counts or _city_frees(after, t, side)}
    if now == freeing & touched:
        return known
    return enemies, (freeing - touched) | now


def _city_frees(state: WPState, territory: str, side: str) -> bool:
    """``movement.frees_among``'s first rule: a finished city of the team stands there, not
    captured."""
    city = state.city(territory)
    return city is not None and side_of(city.army) == side and city.built and not city.captor


def why_not_move(state: WPState, world: World, move: Move) -> str | None:
    """The rule that forbids ``move``, or None."""
    units, why = _movers(state, world, move.units)
    if why:
        return why
    plans = _plans(state, world, units, move.dest)
    if isinstance(plans, str):
        return plans
    return None


def _movers(state: WPState, world: World, uids: tuple[int, ...]) -> tuple[list[Unit], str | None]:
    if not uids or len(set(uids)) != len(uids):
        return [], tr("name each unit to move once")
    try:
        units = list(map(state.unit, uids))
    except KeyError:
        return [], tr(GONE)
    mine = _acting(state)
    for u in units:
        found = nouns.on_the_map(world, u)
        if u.army not in mine:
            why = tr(
                "{unit} belongs to the {army}, who are not moving now",
                unit=found,
                army=army_name(u.army),
            )
            return [], why
        if u.tired:
            if u.retreated:
                return [], Refusal(tr("{unit} retreated and sits out this turn", unit=found))
            why = tr("{unit} took a rough-terrain penalty and loses this move", unit=found)
            return [], Refusal(why, rule="rough-terrain")
        if u.moved:
            return [], tr("{unit} has moved already this turn", unit=found)
    if len({u.place for u in units}) > 1:
        return [], tr("units moved together must start from the same place")
    return units, None


def _plans(
    state: WPState, world: World, units: list[Unit], dest: str
) -> list[tuple[Unit, Route]] | str:
    """Each unit with the route it takes (riders take their transport's), or the refusal.
    The plans are remembered for the state (asking whether a move is legal comes just before
    making it); a refusal is not: it is worded in the language of the moment."""
    key = ("plans", tuple(map(_UID, units)), dest)
    found = state.memo.get(key)
    if found is None:
        found = _work_out_plans(state, world, units, dest)
        if not isinstance(found, str):
            state.memo[key] = found
    return found


def _work_out_plans(
    state: WPState, world: World, units: list[Unit], dest: str
) -> list[tuple[Unit, Route]] | str:
    known = context(state, world.geo, world.armies, state.side)
    found: dict[int, Routes] = {}
    walkers: list[Unit] = []
    riders: list[Unit] = []
    plans: list[tuple[Unit, Route]] = []  # the walkers' (all the units', usually)
    for u in units:
        ways = found[u.uid] = _routes(state, world, u, known)
        if dest in ways:
            walkers.append(u)
            plans.append((u, ways[dest]))
        else:
            riders.append(u)
    if not riders:
        return plans
    carriers = [u for u in walkers if world.armies.unit(u.army, u.kind).transport]
    if not carriers:
        u = riders[0]
        where = _place_words(world, dest)
        unit = nouns.on_the_map(world, u)
        why = tr("{unit} cannot reach {place} this turn", unit=unit, place=where)
        profile = profile_of(world.armies, u)
        far = _too_far(world, profile, u.place, dest)
        if far:  # playtest 23: say how far, as the move rate is what a player weighs
            kind = world.armies.unit(u.army, u.kind)
            why = tr(
                "{unit} cannot reach {place} this turn: it is {n} moves away and {kind} moves {m}",
                unit=unit,
                place=where,
                n=far,
                kind=nouns.unit(u.army, kind.id, kind.name).a,
                m=profile.move,
            )
        return Refusal(why, rule="rivers" if _watery(world, dest) else "movement")
    room = sum(world.armies.unit(u.army, u.kind).transport for u in carriers)
    for u in riders:
        kind = world.armies.unit(u.army, u.kind)
        if not may_ride(kind) or u.army != carriers[0].army:
            return tr("{unit} cannot ride a transport", unit=nouns.of(u.army, kind).the)
    if len(riders) > room:
        carried = count(room, "unit", "units")
        return ntr(
            len(carriers),
            "the transport carries {units}, not {riders}",
            "the transports carry {units}, not {riders}",
            units=carried,
            riders=len(riders),
        )
    lead = found[carriers[0].uid][dest]
    return plans + [(u, lead) for u in riders]


def _too_far(world: World, profile: MovementProfile, start: str, dest: str) -> int:
    """How many moves ``dest`` lies from ``start`` when only its distance keeps the mover
    out (more than it moves, and it may end there), else 0 (blocked, or never a place for it:
    the refusal then names no distance)."""
    if "|" not in dest and dest not in world.geo.by_id:
        return 0
    if not may_end(world.geo, profile, dest):
        return 0
    far = free_distance(world.geo, profile, start, dest)
    return far if far is not None and far > profile.move else 0


def _watery(world: World, place: str) -> bool:
    """Whether ``place`` is a stream or the lake (the rivers section says who may go there)."""
    found = world.geo.by_id.get(place)
    return "|" in place or (found is not None and found.terrain == "lake")


def _place_words(world: World, place: str) -> str:
    """``place`` as the log names it: a territory by its name, a stream as the stream between
    its banks (``battles.place_name``); a name the map does not know, quoted as given."""
    by_id = world.geo.by_id
    if all(bank in by_id for bank in place.split("|")) and place.count("|") <= 1:
        return place_name(world, place)
    return f"'{place}'"


def _routes(state: WPState, world: World, unit: Unit, known: Context) -> Routes:
    """``routes`` of a unit, from the state's moves when they are worked out: a unit of the
    acting armies that has not moved and is not face down is in its stack there (the stacks
    of its place, army and unit type; a handful a place)."""
    plan: _Moves | None = state.memo.get("moves")
    if plan is not None and plan.known is known and not unit.moved and not unit.tired:
        entry = plan.places.get(unit.place)
        if entry is not None:
            key = stack_key(unit)
            for stack, found in zip(entry[1], entry[2], strict=True):
                if stack == key:
                    return found
    return routes(state, world.geo, world.armies, unit, known)


def move_event(before: WPState, world: World, move: Move) -> Event:
    """The log's line for ``move`` made from ``before``, told as it is made (a move's
    conquests are told when the movement phase ends)."""
    units = [before.unit(uid) for uid in move.units]
    army = units[0].army
    text = ntr(
        len(units),
        "{army} move {n} unit from {start} to {place}.",
        "{army} move {n} units from {start} to {place}.",
        army=army_name(army),
        start=place_name(world, units[0].at),
        place=place_name(world, move.dest),
    )
    return Event(text, before.seat_of(army), "move")


def move_or_refusal(state: WPState, world: World, move: Move) -> WPState | str:
    """``state`` after ``move``, or the rule that forbids it (``why_not_move``'s words),
    judging and making the move in one go."""
    units, why = _movers(state, world, move.units)
    if why:
        return why
    plans = _plans(state, world, units, move.dest)
    if isinstance(plans, str):
        return plans
    after = replace_units(state, [move_unit(u, route) for u, route in plans])
    carry_over(state, after, world, units)
    return after
