"""Which seat a thing belongs to: the army deciding for a battle side, and the seat each log
line is coloured for (docs/rulings.md, "Whose colour a Warparty log line takes").

A line belongs to the seat commanding the army, team or unit it is about (its subject); a
line about both teams or about nobody's army (a turn begins, prices rise) belongs to no seat.
With four players a team is two seats: a line about the team goes to its seat acting now.
"""

from __future__ import annotations

from collections.abc import Iterable

from forgegames.core.title import Event
from forgegames.games.warparty.battle_events import subject
from forgegames.games.warparty.fighters import ATTACKER
from forgegames.games.warparty.model import SIDES, other_side, side_of
from forgegames.games.warparty.state import Unit, WPState


def side_army(state: WPState, who: int) -> str:
    """The army deciding for battle side ``who`` (ATTACKER, DEFENDER) of ``state.battle``: the
    first of its team with a unit in the battle (or, once none is left, at the place)."""
    fighters = state.battle.sides[who]
    armies = {f.profile.army for f in fighters}
    team = state.side if who == ATTACKER else other_side(state.side)
    if not armies:
        armies = {u.army for u in state.units_at(state.fight) if side_of(u.army) == team}
    return next((a for a in SIDES[team] if a in armies), SIDES[team][0])


def team_seat(state: WPState, side: str) -> int:
    """The seat a line about team ``side`` belongs to: the seat acting now when it is of that
    team, else the seat of the team's first army."""
    if state.actor and side_of(state.actor) == side:
        return state.seat_of(state.actor)
    return state.seat_of(SIDES[side][0])


def units_seat(state: WPState, units: Iterable[Unit]) -> int | None:
    """The seat a line counting ``units`` belongs to: the seat of the first of them, or None
    when they are of both teams (or none)."""
    listed = list(units)
    if not listed or len({side_of(u.army) for u in listed}) > 1:
        return None
    return state.seat_of(listed[0].army)


def battle_seat(state: WPState, event: Event) -> int | None:
    """The seat a battle line of ``state.battle`` belongs to: its unit's, else its side's
    (the side's deciding army), else none ("Both sides are destroyed.")."""
    unit = subject(event)
    if unit is not None:
        army = unit.profile.army
        return state.seat_of(army) if any(army in seat for seat in state.seats) else None
    side = event.detail.get("side")
    if side is None or (state.delve is not None and side != ATTACKER):
        return None  # the monsters of a dungeon serve no seat
    return state.seat_of(side_army(state, side))
