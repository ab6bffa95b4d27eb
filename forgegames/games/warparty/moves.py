"""The movement phase's moves: which units may go where (stack by stack, with transports) and
moving them, each refusal with its rule."""

from __future__ import annotations

from collections.abc import Iterable

from forgegames.games.warparty.actions import Move
from forgegames.games.warparty.content import UnitSheet
from forgegames.games.warparty.model import HOME_GROUND, flies, is_siege
from forgegames.games.warparty.movement import Route, context, move_unit, routes
from forgegames.games.warparty.start import acting
from forgegames.games.warparty.state import Unit, WPState, replace_units
from forgegames.games.warparty.world import World


def movable(state: WPState) -> list[Unit]:
    """The acting seat's units that may still move this phase."""
    mine = set(acting(state))
    return [u for u in state.units if u.army in mine and not u.moved and not u.tired]


def stacks(units: Iterable[Unit]) -> dict[tuple[str, str, str], list[Unit]]:
    """Units grouped by (place, army, unit type), in uid order: they share their routes."""
    out: dict[tuple[str, str, str], list[Unit]] = {}
    for u in sorted(units, key=lambda u: u.uid):
        out.setdefault((u.place, u.army, u.kind), []).append(u)
    return out


def may_ride(kind: UnitSheet) -> bool:
    """A transport carries regular units of one move and one hit that are not siege engines
    (heroes ride free)."""
    return kind.hero is not None or (kind.move == 1 and kind.hits == 1 and not is_siege(kind))


def move_actions(state: WPState, world: World) -> list[Move]:
    """One unit of each stack to each destination, the whole stack, and each transport with
    the riders it can take from its place."""
    known = context(state, world.geo, world.armies, state.side)
    by_place: dict[str, dict[tuple[str, str, str], list[Unit]]] = {}
    for key, units in stacks(movable(state)).items():
        by_place.setdefault(key[0], {})[key] = units
    done, then = state.memo.get("place-moves", ({}, None))
    if then != known:
        done = {}
    memo: dict[str, tuple[tuple, list[Move]]] = {}
    out: list[Move] = []
    for place, groups in by_place.items():
        sign = tuple((key, tuple(u.uid for u in units)) for key, units in groups.items())
        kept = done.get(place)
        moves = kept[1] if kept is not None and kept[0] == sign else None
        if moves is None:
            moves = _place_moves(state, world, groups, known)
        memo[place] = (sign, moves)
        out += moves
    state.memo["place-moves"] = (memo, known)
    return out


def _place_moves(
    state: WPState, world: World, groups: dict[tuple[str, str, str], list[Unit]], known
) -> list[Move]:
    out: list[Move] = []
    for (_, army, kind_id), units in groups.items():
        kind = world.armies.unit(army, kind_id)
        found = routes(state, world.geo, world.armies, units[0], known)
        for dest in found:
            out.append(Move((units[0].uid,), dest))
            if len(units) > 1:
                out.append(Move(tuple(u.uid for u in units), dest))
        if kind.transport:
            riders = [
                u.uid
                for (p, a, k), group in groups.items()
                if a == army and may_ride(world.armies.unit(a, k))
                for u in group
            ][: kind.transport]
            if riders:
                out += [Move((units[0].uid, *riders), d) for d, r in found.items() if r.cost > 1]
    return out


def carry_over(before: WPState, after: WPState, world: World, moved: list[Unit]) -> None:
    """After a move, keep what it cannot have changed: the team's route context (unless a unit
    that frees others entered rough ground) and the moves of the places it did not touch."""
    if "place-moves" in before.memo:
        after.memo["place-moves"] = before.memo["place-moves"]
    key = ("context", before.side)
    if key in before.memo and not any(_frees_others(world, after.unit(u.uid)) for u in moved):
        after.memo[key] = before.memo[key]


def _frees_others(world: World, unit: Unit) -> bool:
    """True when ``unit`` now stands on its home rough ground, where it frees its team."""
    kind = world.armies.unit(unit.army, unit.kind)
    ground = world.geo.by_id[unit.at].terrain
    return not flies(kind) and HOME_GROUND.get(unit.army) == ground


def why_not_move(state: WPState, world: World, move: Move) -> str | None:
    """The rule that forbids ``move``, or None."""
    units, why = _movers(state, move.units)
    if why:
        return why
    plans = _plans(state, world, units, move.dest)
    if isinstance(plans, str):
        return plans
    return None


def _movers(state: WPState, uids: tuple[int, ...]) -> tuple[list[Unit], str | None]:
    if not uids or len(set(uids)) != len(uids):
        return [], "name each unit to move once"
    try:
        units = [state.unit(uid) for uid in uids]
    except KeyError as exc:
        return [], f"there is no unit #{exc.args[0]}"
    mine = set(acting(state))
    for u in units:
        if u.army not in mine:
            return [], f"unit #{u.uid} belongs to the {u.army.title()}, who are not moving now"
        if u.tired:
            why = "retreated" if u.retreated else "took a rough-terrain penalty"
            return [], f"unit #{u.uid} {why} and sits out this turn"
        if u.moved:
            return [], f"unit #{u.uid} has moved already this turn"
    if len({u.place for u in units}) > 1:
        return [], "units moved together must start from the same place"
    return units, None


def _plans(
    state: WPState, world: World, units: list[Unit], dest: str
) -> list[tuple[Unit, Route]] | str:
    """Each unit with the route it takes (riders take their transport's), or the refusal."""
    known = context(state, world.geo, world.armies, state.side)
    found = {u.uid: routes(state, world.geo, world.armies, u, known) for u in units}
    walkers = [u for u in units if dest in found[u.uid]]
    riders = [u for u in units if dest not in found[u.uid]]
    if not riders:
        return [(u, found[u.uid][dest]) for u in units]
    carriers = [u for u in walkers if world.armies.unit(u.army, u.kind).transport]
    if not carriers:
        u = riders[0]
        return f"{world.armies.unit(u.army, u.kind).name} #{u.uid} cannot reach {dest} this turn"
    room = sum(world.armies.unit(u.army, u.kind).transport for u in carriers)
    for u in riders:
        kind = world.armies.unit(u.army, u.kind)
        if not may_ride(kind) or u.army != carriers[0].army:
            return f"the {kind.name} cannot ride a transport"
    if len(riders) > room:
        return f"the transports carry {room} unit(s), not {len(riders)}"
    lead = found[carriers[0].uid][dest]
    return [(u, found[u.uid][dest]) for u in walkers] + [(u, lead) for u in riders]


def apply_move(state: WPState, world: World, move: Move) -> WPState:
    units = [state.unit(uid) for uid in move.units]
    plans = _plans(state, world, units, move.dest)
    assert not isinstance(plans, str)
    after = replace_units(state, [move_unit(u, route) for u, route in plans])
    carry_over(state, after, world, units)
    return after
