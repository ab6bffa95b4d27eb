"""The greedy general's spells: which one a caster learns, and when casting one beats the
caster's own attack or the best move on offer; and when a hero uses a single-use treasure."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from forgegames.core.actions import Action
from forgegames.games.warparty import combat, heroes, spell_placement, spells
from forgegames.games.warparty.actions import Cast, ChooseSpell, Move, UseTreasure
from forgegames.games.warparty.bot_worth import unit_worth
from forgegames.games.warparty.moves import move_actions
from forgegames.games.warparty.state import PHASE_SETUP, WPState
from forgegames.games.warparty.world import World

MOVE_GAIN = 1.0
"""How much more a movement spell's new reach must score than the best move on offer."""
TAX_SHARE = 0.5
"""The share of Tax of the Magi's crowns still to come that counts towards a wizard's worth
today: they arrive turn by turn and buy troops that fight fewer battles than troops bought
now."""
STEP_WORTH, FATE_WORTH = 0.15, 0.1
"""A movement spell's worth for each territory it adds (a unit's ``MOBILITY``), and Guide
Fate's (one die again, once a battle), in plain infantry."""
INFANTRY_COST = 5
"""What a plain infantry unit costs before inflation: crowns to strength."""


def spell_choice(
    state: WPState, world: World, moves: Sequence[Action], tie_break: Callable[[Action], float]
) -> Action | None:
    """A caster's spell choice, when one is owed (nothing else is offered then): a spell it
    does not hold yet before one it does, one this edition can cast (or that works without
    casting: Eye of the Explorer) before one it cannot, the highest level first, else any."""
    offered = [a for a in moves if isinstance(a, ChooseSpell)]
    if not offered:
        return None
    known = world.content.spells

    def worth(a: ChooseSpell) -> float:
        hero = state.unit(a.hero)
        held = heroes.chosen(state, hero)
        works = a.spell in spells.CASTABLE or known[a.spell].phase == "immediate"
        fresh = (a.spell not in held) * 10 + works * 5
        gain = spell_worth(state, world, hero.army, heroes.sheet_of(world, hero), a.spell)
        return fresh + known[a.spell].level + gain / (1 + gain) + tie_break(a)

    return max(offered, key=worth)


def caster_worth(state: WPState, world: World, army: str, unit: str) -> float:
    """What a wizard adds, in plain infantry, beyond its own bolt: the first-level spells it
    would choose on being bought (``spell_choice``: different ones, the worthiest first), each
    at ``spell_worth``. Other units (priests too) add nothing here, nor a wizard in the
    quick-play set-up: bought there with half its 30 crowns, it left the team moving first
    too weak (it won 26 of 100 two-player games; 28 of 50 counting spells from play on)."""
    sheet = world.armies.unit(army, unit)
    if sheet.hero != "wizard" or state.phase == PHASE_SETUP:
        return 0.0  # the quick-play set-up's crowns go to the starting army (docs/rulings.md)
    first = heroes.slots(world, sheet.hero, 1)[0]
    offered = [
        s.id
        for s in world.content.spells.values()
        if s.caster == sheet.hero and s.level == 1 and s.id in spells.CASTABLE
    ]
    worths = sorted((spell_worth(state, world, army, sheet, s) for s in offered), reverse=True)
    return sum(worths[:first])


def spell_worth(state: WPState, world: World, army: str, sheet, spell_id: str) -> float:
    """What holding ``spell_id`` is worth to a caster of type ``sheet``, in plain infantry
    (``bot_worth.unit_worth``'s yardstick), over the coming turns: Tax of the Magi its crowns still
    to collect (``TAX_SHARE``, at an infantry's price today); a striking spell cast round
    after round what it adds to the caster's own bolt; a movement spell its extra
    territories; Guide Fate a little; any other spell nothing."""
    from forgegames.games.warparty.economy import price

    spell = world.content.spells[spell_id]
    if spell_id == spell_placement.TAX:
        collections = max(0, state.limit - state.turn - 1)  # cast next turn, paid after
        crowns = (spell.bonus or 0) * collections * TAX_SHARE
        return crowns / price(state, INFANTRY_COST)
    if spell_id in spells.STRIKES and spell.limit in ("round", "none"):
        bolt = combat.profile_from_unit(sheet, army)
        cast = dataclasses.replace(
            bolt,
            attack=spell.attack or bolt.attack,
            damage=spell.damage or bolt.damage,
            attacks=max(spell.count, 1),
        )
        return max(0.0, unit_worth(cast) - unit_worth(bolt))
    if spell_id in spells.MOVES:
        return STEP_WORTH * (spell.bonus or 1)
    return FATE_WORTH if spell_id == spells.FATE else 0.0


def free_cast(state: WPState, world: World, moves: Sequence[Action]) -> Cast | None:
    """Outside battles: a placement spell whenever one is offered (the richest fallen unit
    first), or a ranged spell over the border (the hardest-hitting first). Each is worth its
    casting: they cost nothing and never put the caster at risk."""
    if state.battle is not None:
        return None
    offered = [a for a in moves if isinstance(a, Cast)]
    known = world.content.spells
    placing = [a for a in offered if known[a.spell].phase == "placement"]
    if placing:
        return max(placing, key=lambda a: (_fallen_worth(state, world, a), a.spell))
    ranged = [a for a in offered if known[a.spell].phase == "combat"]
    if ranged:
        return max(
            ranged, key=lambda a: ((known[a.spell].damage or 1) * known[a.spell].count, a.on)
        )
    return None


def _fallen_worth(state: WPState, world: World, cast: Cast) -> int:
    """What the fallen unit a cast brings back cost, or the monster a summons calls (0: none)."""
    tier = spell_placement.MONSTERS.get(cast.spell)
    if tier is not None:
        monster = spell_placement.summonable(state, world, tier)[cast.on - 1]
        return world.armies.allies[monster].cost
    for entry in state.fallen:
        army, uid, kind, *_ = entry.split(":")
        if int(uid) == cast.on:
            return world.armies.unit(army, kind).cost
    return 0


def best_cast(state: WPState, world: World, casts: list[Cast]) -> Cast | None:
    """The cast worth most, when it beats the caster's own attack (``cast_worth``)."""
    if not casts:
        return None
    best = max(casts, key=lambda a: cast_worth(state, world, a))
    return best if cast_worth(state, world, best) > 0 else None


def cast_worth(state: WPState, world: World, cast: Cast) -> float:
    """A greedy value: a striking spell's expected damage (attack x damage x strikes, in
    sixths) above the caster's own attack's; a heal or a ward a little, used at once."""
    spell = world.content.spells[cast.spell]
    battle = state.battle
    assert battle is not None
    me = battle.fighter(cast.hero).profile
    if spell.id in spells.STRIKES:
        strikes = min(spell.count, sum(1 for f in battle.sides[1 - battle.side] if not f.down))
        own = min(me.attack, 6) * me.damage * me.attacks
        return min(spell.attack or 0, 6) * (spell.damage or 1) * strikes - own
    return 2.0 if spell.id == spells.HEAL else float((spell.bonus or 1) * spell.count)


def movement_cast(
    state: WPState,
    world: World,
    moves: Sequence[Action],
    now: float,
    score: Callable[[WPState, Move], float],
    safe: Callable[[WPState, Move], bool] = lambda state, move: True,
) -> Cast | None:
    """A movement spell, when it lets the unit it carries make a move worth clearly more
    than ``now`` (the best move on offer), each move scored by ``score``, counting only the
    moves ``safe`` allows (a lone caster carried deep into the enemy's reach is lost)."""
    best, gain = None, MOVE_GAIN
    for cast in (a for a in moves if isinstance(a, Cast)):
        mover = cast.on or cast.hero
        after, _ = spells.cast(state, world, cast)
        reach = [
            a
            for a in move_actions(after, world)
            if isinstance(a, Move) and mover in a.units and safe(after, a)
        ]
        found = max((score(after, a) for a in reach), default=0.0)
        if found - now > gain:
            best, gain = cast, found - now
    return best


def treasure_use(moves: Sequence[Action]) -> UseTreasure | None:
    """A single-use card, used as soon as it is offered (a potion is offered only to a
    wounded hero, a scroll only when a hero has fallen, the charm costs no attack): a scroll
    first, else the first card by name."""
    offered = [a for a in moves if isinstance(a, UseTreasure)]
    if not offered:
        return None
    return min(offered, key=lambda a: (not a.on, a.card, a.hero, a.on))
