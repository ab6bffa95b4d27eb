"""The greedy general's spells: which one a caster learns, and when casting one beats the
caster's own attack or the best move on offer; and when a hero uses a single-use treasure."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from forgegames.core.actions import Action
from forgegames.games.warparty import heroes, spell_placement, spells
from forgegames.games.warparty.actions import Cast, ChooseSpell, Move, UseTreasure
from forgegames.games.warparty.bot_worth import wears_down
from forgegames.games.warparty.moves import move_actions
from forgegames.games.warparty.state import WPState
from forgegames.games.warparty.world import World

MOVE_GAIN = 1.0
"""How much more a movement spell's new reach must score than the best move on offer."""


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
        held = heroes.chosen(state, state.unit(a.hero))
        works = a.spell in spells.CASTABLE or known[a.spell].phase == "immediate"
        fresh = (a.spell not in held) * 10 + works * 5
        return fresh + known[a.spell].level + tie_break(a)

    return max(offered, key=worth)


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
    if spell.id == spells.HEAL:
        return 2.0 if heal_helps(state, cast) else 0.0
    return float((spell.bonus or 1) * spell.count)


def heal_helps(state: WPState, cast: Cast) -> bool:
    """True when a Heal moves its battle on: an enemy still stands (else every unit left
    standing heals in full when the battle ends), a unit of the caster's side that cannot
    heal stands to fight, and the caster's side wears down every regenerating enemy without
    the caster's attack (``bot_worth.wears_down``). A side of healers only would heal the hits
    the enemy takes off round after round without ever attacking (a lone priest healed itself
    over dozens of rounds); a warrior and a priest against a Treant would heal and regenerate
    in turn (about 70 Heals in a game, in 10 of 200); the priests attack instead."""
    battle = state.battle
    assert battle is not None
    enemies = [f for f in battle.sides[1 - battle.side] if not f.down]
    if not enemies:
        return False
    mine = [f for f in battle.sides[battle.side] if not f.down]
    if not wears_down([f for f in mine if f.id != cast.hero], enemies):
        return False
    return any(spells.HEAL not in heroes.chosen(state, state.unit(f.id)) for f in mine)


def movement_cast(
    state: WPState,
    world: World,
    moves: Sequence[Action],
    now: float,
    score: Callable[[WPState, Move], float],
) -> Cast | None:
    """A movement spell, when it lets the unit it carries make a move worth clearly more
    than ``now`` (the best move on offer), each move scored by ``score``."""
    best, gain = None, MOVE_GAIN
    for cast in (a for a in moves if isinstance(a, Cast)):
        mover = cast.on or cast.hero
        after, _ = spells.cast(state, world, cast)
        reach = [a for a in move_actions(after, world) if isinstance(a, Move)]
        found = max((score(after, a) for a in reach if mover in a.units), default=0.0)
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
