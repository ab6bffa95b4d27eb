"""Monster specials a battle plays at set moments (issue 37; docs/rulings.md, "Monster
specials in play"). The others act inside a single attack: ``fighters.hit_number`` (a spell
rolls one lower on the magic-resistant) and ``fighters.damage_on`` (Exorcism hurts the undead
more); ``flying`` and ``missile`` are a unit's as on any army sheet."""

from __future__ import annotations

from forgegames.core.frozen import evolve, made
from forgegames.core.title import Event
from forgegames.games.warparty.battle_events import say
from forgegames.games.warparty.fighters import ATTACKER, Battle


def regenerate(battle: Battle, events: list[Event] | None) -> Battle:
    """At the end of a round, each wounded regenerating unit of the side it was fought against
    that still stands gets back one lost hit (a monster card's ``regenerate``). Costs one look
    at the side when none regenerates."""
    their = 1 - battle.side
    fighters = battle.sides[their]
    if not any(f.profile.regenerates for f in fighters):
        return battle
    healed = []
    for f in fighters:
        if f.profile.regenerates and f.damage and not f.down:
            f = evolve(f, damage=f.damage - 1)
            say(events, "regenerates", who=f, damage=f.damage, hits=f.profile.hits)
        healed.append(f)
    mended = tuple(healed)
    sides = (mended, battle.sides[1]) if their == ATTACKER else (battle.sides[0], mended)
    return made(Battle, {**battle.__dict__, "sides": sides})
