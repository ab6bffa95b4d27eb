"""The greedy general's yardsticks: what a unit adds to a battle (``unit_worth``, used to
buy) and a rough strength of a group of units (``power``, used to weigh moves, attacks and
threats)."""

from __future__ import annotations

import dataclasses
import functools
import math

from forgegames.games.warparty import combat

MOBILITY = 0.15
"""Worth added for each move beyond the first."""


@functools.cache
def _reference() -> combat.Profile:
    """The plain infantry every army fields: the yardstick for a unit's worth."""
    return combat.Profile("infantry", "", "infantry", attack=3, defence=2)


def unit_worth(p: combat.Profile, move: int = 1) -> float:
    """How much a unit adds to a battle, in plain infantry (1.0): the square root of its
    damage per round against infantry times the infantry attacks it takes to destroy it,
    with its modifiers, damage, several attacks and hits (Lanchester's worth of one unit), a
    little more for each move beyond the first. An airborne unit is measured against the
    archers that can reach it."""
    ref = _reference()
    harm = p.attacks * float(combat.hit_chance(p, ref).chance) * p.damage
    foe = ref if ref.reaches(p) else dataclasses.replace(ref, attack=4, defence=1, missile=True)
    taken = float(combat.hit_chance(foe, p).chance)
    lasts = p.hits / taken if taken else 6.0 * p.hits
    return math.sqrt(harm * lasts) * (1 + MOBILITY * (move - 1))


def power(fighters) -> float:
    """A rough worth of units in battle: chance to hit times chance to survive, per hit."""
    total = 0.0
    for f in fighters:
        p = f.profile if isinstance(f, combat.Fighter) else f
        total += (p.attack * p.attacks * p.damage + p.defence) * p.hits
    return total


def holding_power(ours, theirs) -> float:
    """``power`` of ``ours`` against ``theirs``, each of ours counted only for the share of
    ``theirs`` (by power) it can reach: warriors hold nothing against an airship, which only
    missiles and wings reach (a lone airship took and burned a capital of warriors)."""
    ours, theirs = list(ours), list(theirs)
    air = [t for t in theirs if t.airborne]
    if not air:
        return power(ours)
    ground = 1 - power(air) / (power(theirs) or 1.0)
    return sum(power([p]) * (1.0 if p.reaches(air[0]) else ground) for p in ours)


def wears_down(fighters, enemies) -> bool:
    """False when ``fighters`` (standing units or their profiles) cannot wear down a
    regenerating unit among ``enemies``: the hits they may expect to take from it in a round
    are no more than the one it gets back at the round's end, so the battle goes on until
    the dice run against it, round after round (a lone warrior with a priest against a
    Treant: the priest healed the warrior dozens of times in one dungeon)."""
    ours = [f.profile if isinstance(f, combat.Fighter) else f for f in fighters]
    for e in enemies:
        p = e.profile if isinstance(e, combat.Fighter) else e
        if not p.regenerates:
            continue
        dealt = 0
        for a in ours:
            if a.reaches(p):
                odds = combat.hit_chance(a, p)
                dealt += a.attacks * odds.damage * odds.chance
        if dealt <= 1:
            return False
    return True
