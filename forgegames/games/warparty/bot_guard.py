"""The greedy general's guard of its capitals against a siege unit (issue 34): an airship
alone, out of reach of warriors, took and burned capitals, and a garrison that rolled to
retreat from one lost the war with it (a siege unit burns a captured city at once)."""

from __future__ import annotations

from forgegames.games.warparty import combat
from forgegames.games.warparty.fighters import DEFENDER
from forgegames.games.warparty.model import is_siege, side_of
from forgegames.games.warparty.state import WPState
from forgegames.games.warparty.world import World

AIR_GUARD = 1.0
"""What a unit that reaches the air adds to a purchase for a capital that an airborne enemy
can strike and its garrison cannot hold against: more than any difference between kinds."""


def burns_if_left(state: WPState, world: World) -> bool:
    """Whether the battle under way is for the acting side's own capital and a siege unit
    attacks it: a retreat would let the capital burn at once, and with it the war."""
    city = state.city(state.fight)
    if city is None or not city.capital or city.captor or state.battle.side != DEFENDER:
        return False
    side = side_of(city.army)
    return any(
        is_siege(world.armies.unit(u.army, u.kind))
        for u in state.units_at(state.fight)
        if side_of(u.army) != side
    )


def air_guard(buyer: combat.Profile, strikers: list[combat.Profile]) -> float:
    """``AIR_GUARD`` when ``buyer`` can strike an airborne one of ``strikers`` (the enemy
    within reach of a capital short of strength), else 0."""
    air = [p for p in strikers if p.airborne]
    return AIR_GUARD if air and buyer.reaches(air[0]) else 0.0
