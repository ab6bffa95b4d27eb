"""What must hold in every Warparty state, in plain words when it does not."""

from __future__ import annotations

from collections import Counter

from forgegames.games.warparty.economy import may_hold
from forgegames.games.warparty.model import airborne, side_of
from forgegames.games.warparty.state import PHASE_OVER, WPState
from forgegames.games.warparty.world import World


def broken(state: WPState, world: World) -> list[str]:
    out: list[str] = []
    geo = world.geo
    uids = Counter(u.uid for u in state.units)
    out += [f"unit #{uid} appears {n} times" for uid, n in uids.items() if n > 1]
    for u in state.units:
        out += _unit_problems(state, world, u)
    for territory, army in state.owner:
        if territory not in geo.by_id:
            out.append(f"a control marker on unknown territory '{territory}'")
        elif not may_hold(army, geo.by_id[territory].terrain, world.lake_held):
            out.append(f"the {army} hold {territory}, ground they cannot hold")
    for army, purse in state.armies:
        if purse.treasury < 0:
            out.append(f"the {army} owe {-purse.treasury} crowns")
    expansion = Counter(c.army for _, c in state.cities if not c.capital)
    most = world.city_limit if world.city_limit is not None else len(geo.territories)
    out += [f"the {a} have {n} expansion cities" for a, n in expansion.items() if n > most]
    for army, purse in state.armies:
        if not expansion[army] <= purse.founded <= most:
            out.append(f"the {army} founded {purse.founded} cities and have {expansion[army]}")
    if state.inflation not in (1, 2, 4) or state.inflation_due < state.inflation:
        out.append(f"inflation {state.inflation} (due {state.inflation_due}) is not a level")
    if state.clock > 2 * state.limit:
        out.append(f"side turn {state.clock} is past the limit of {state.limit} turns")
    if state.phase == PHASE_OVER and not state.winner:
        out.append("the game is over without a result")
    if state.phase != PHASE_OVER and state.winner:
        out.append("a winner is named while the game goes on")
    if state.battle is not None and not state.fight:
        out.append("a battle is under way nowhere")
    return out


def _unit_problems(state: WPState, world: World, u) -> list[str]:
    geo = world.geo
    if u.at not in geo.by_id or (u.across and u.across not in geo.links.get(u.at, {})):
        return [f"unit #{u.uid} stands at an unknown place {u.place}"]
    kind = world.armies.unit(u.army, u.kind)
    out = []
    if geo.by_id[u.at].terrain == "lake" and not airborne(kind):
        out.append(f"unit #{u.uid} ({kind.name}) is standing on the lake")
    if u.tired > state.clock:
        out.append(f"unit #{u.uid} was turned over in a future turn")
    if u.retreated and not u.tired:
        out.append(f"unit #{u.uid} retreated but is face up")
    if state.phase == "move" and u.tired and u.tired < state.clock - 2:
        out.append(f"unit #{u.uid} has been face down since side turn {u.tired}")
    if side_of(u.army) not in ("good", "evil"):
        out.append(f"unit #{u.uid} has no team")
    return out
