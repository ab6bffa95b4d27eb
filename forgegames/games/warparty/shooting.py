"""Ranged attacks: which the moving team may make now, where a unit may shoot, and why one is
refused (the combat phase, between battles)."""

from __future__ import annotations

from forgegames.core.i18n import tr
from forgegames.games.warparty import battles, nouns
from forgegames.games.warparty.actions import Shoot
from forgegames.games.warparty.model import SIDES, side_of
from forgegames.games.warparty.nouns import GONE
from forgegames.games.warparty.state import PHASE_COMBAT, WPState, stream_key
from forgegames.games.warparty.world import World


def shots(state: WPState, w: World) -> list[Shoot]:
    """Ranged attacks the moving team may make now: its units with a ranged attack that have
    not fought or shot this turn and are not sitting out a retreat (a rough-terrain penalty
    costs only moves), from a place without a battle, into a neighbouring place where enemies
    stand (``shot_targets``: streams included)."""
    fights = set(battles.battle_places(state))
    ready: dict[str, list[int]] = {}
    team = SIDES[state.side]
    ranged: dict[tuple[str, str], bool] = {}
    for u in state.units:
        if u.fought or u.army not in team or u.place in fights:
            continue
        if u.retreated and w.retreat_sits_out or u.across and not w.stream_shots:
            continue
        shoots = ranged.get((u.army, u.kind))
        if shoots is None:
            shoots = ranged[u.army, u.kind] = w.armies.unit(u.army, u.kind).ranged is not None
        if shoots:
            ready.setdefault(u.place, []).append(u.uid)
    out: list[Shoot] = []
    for here, uids in sorted(ready.items()):
        for there in shot_targets(w, here):
            if any(side_of(u.army) != state.side for u in state.units_at(there)):
                out.append(Shoot(tuple(uids), there))
                if len(uids) > 1:
                    out += [Shoot((uid,), there) for uid in uids]
    return out


def shot_targets(w: World, here: str) -> list[str]:
    """The places a unit at ``here`` may shoot into, sorted: from a territory, its neighbours
    and the streams on its borders (units standing on a stream may be attacked); from a
    stream (``a|b``), its two banks. (``World.stream_shots`` False, before content version 3:
    from a territory its neighbours only, from a stream nowhere.)"""
    if "|" in here:
        return sorted(here.split("|")) if w.stream_shots else []
    links = w.geo.links[here]
    if not w.stream_shots:
        return sorted(links)
    streams = [stream_key(here, there) for there, way in links.items() if way == "stream"]
    return sorted([*links, *streams])


def why_not_shoot(state: WPState, w: World, action: Shoot) -> str | None:
    """Why the ranged attack ``action`` is refused (None when ``shots`` offers it)."""
    if state.phase != PHASE_COMBAT or state.battle is not None or state.retreat:
        return tr("ranged attacks are made in the combat phase, between battles")
    fights = set(battles.battle_places(state))
    for uid in action.units:
        try:
            u = state.unit(uid)
        except KeyError:
            return tr(GONE)
        if side_of(u.army) != state.side:
            return tr("only the team whose turn it is makes ranged attacks")
        found = nouns.on_the_map(w, u)
        if u.retreated and w.retreat_sits_out:
            return tr("{unit} retreated and sits out this turn", unit=found)
        if w.armies.unit(u.army, u.kind).ranged is None:
            return tr("{unit} has no ranged attack", unit=found)
        if u.fought:
            return tr("{unit} has fought or shot already this turn", unit=found)
        if u.place in fights:
            return tr("{unit} is in a battle and cannot shoot out of it", unit=found)
        if u.across and not w.stream_shots:
            return tr(
                "under this game's older rules, {unit} cannot shoot from a stream", unit=found
            )
    places = {state.unit(uid).place for uid in action.units}
    if not places:
        return tr("name the units that shoot")
    if len(places) > 1:
        return tr("units that shoot together stand in the same place")
    if action.place not in shot_targets(w, places.pop()):
        if "|" in action.place and not w.stream_shots:
            return tr("under this game's older rules, units on a stream cannot be shot at")
        return tr("a ranged attack reaches only a neighbouring territory or a stream beside it")
    return None
