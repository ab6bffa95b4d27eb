"""Single-use treasure in battle (issue 37): a healing potion, a scroll of resurrection and
Cullow's Lucky Charm, used by the hero holding one as a ``UseTreasure`` move.

- A card that is not ``free`` (potions, scrolls) is used in place of the hero's attack, when
  its row's turn to attack comes and before it attacks this round, as a spell is cast
  (``combat.caster_slot``); a hero that cast this round has used its attack already.
- A potion (``Effect.heal``) closes that many of the drinker's own wounds.
- A scroll (``Effect.resurrect``) brings back a hero of the reader's army killed in this
  battle (on the map still, gone from the battle: the battle's place, or the dungeon's
  explorers), with one hit left, in its own row; it attacks from the next round.
- The charm (``Effect.reroll``, ``free``) costs no attack: while its holder stands, in its
  side's round, its side's next failed die is rolled again, as Guide Fate does
  (``combat.Battle.fate``); not while such a reroll is waiting.
- A used card leaves the hero and so goes back to its deck (``treasure._deck`` counts held
  cards). Its XP was given when it was claimed (``treasure.award``), never again when used.
docs/rulings.md, "Single-use treasure in battle".
"""

from __future__ import annotations

import dataclasses

from forgegames.core.i18n import ntr, tr
from forgegames.core.title import Event
from forgegames.games.warparty import battles, combat, heroes, nouns, treasure
from forgegames.games.warparty.actions import UseTreasure
from forgegames.games.warparty.decks import TreasureCard
from forgegames.games.warparty.dungeon_state import MONSTER_IDS
from forgegames.games.warparty.state import Unit, WPState, evolve, replace_units
from forgegames.games.warparty.world import World


def _acted_by_spell(state: WPState, uid: int) -> bool:
    """True when ``uid`` cast a spell in the battle's round under way (its attack is used)."""
    round_ = str(state.battle.round)
    return any(e.split(":")[0] == str(uid) and e.split(":")[2] == round_ for e in state.cast)


def _battle_place(state: WPState) -> str:
    return state.delve.place if state.delve is not None else state.fight


def fallen_heroes(state: WPState, world: World, army: str) -> list[Unit]:
    """Heroes of ``army`` killed in the battle under way: on its place's map still (the map
    loses them when the battle ends), fought in it, but no longer among its fighters."""
    battle = state.battle
    here = {f.id for side in battle.sides for f in side} | set(battle.fled)
    if state.delve is not None:
        alive = [uid for uid in state.delve.heroes if uid in state._positions]
        present: list[Unit] = [state.unit(uid) for uid in alive]
    else:
        present = list(state.units_at(_battle_place(state)))
    return [u for u in present if u.army == army and u.uid not in here and heroes.is_hero(world, u)]


def _targets(state: WPState, world: World, found: TreasureCard, unit: Unit) -> list[int]:
    """What a use of ``found`` by ``unit`` may be aimed at now (0 alone: itself or nothing)."""
    battle = state.battle
    if found.effect.resurrect:
        return [u.uid for u in fallen_heroes(state, world, unit.army)]
    if found.effect.heal:
        return [0] if battle.fighter(unit.uid).damage else []
    return [0] if not battle.fate[battle.side] else []


def _why_not_now(state: WPState, world: World, found: TreasureCard, unit: Unit) -> str | None:
    battle = state.battle
    name = treasure.card_name(world, found.id)
    if battle is None or battle.volley or battle.outcome is not None or battle.pending:
        return tr("{card} is used in a battle, in its holder's combat round", card=name)
    fighter = next((f for f in battle.sides[battle.side] if f.id == unit.uid), None)
    if fighter is None or fighter.down:
        return tr("{card} is used by a standing hero in its own side's combat round", card=name)
    if found.free:
        return None
    if combat.caster_slot(battle, unit.uid) is None or _acted_by_spell(state, unit.uid):
        return tr(
            "{card} is used in place of its holder's attack, when its row's turn comes and "
            "before it attacks this round",
            card=name,
        )
    return None


def why_not_use(state: WPState, world: World, action: UseTreasure) -> str | None:
    """The rule that forbids ``action`` now, or None."""
    try:
        unit = state.unit(action.hero)
    except KeyError:
        return tr("there is no hero #{n} on the board", n=action.hero)
    found = world.content.decks.treasure.get(action.card)
    if found is None or action.card not in unit.treasure:
        return tr("that hero holds no such treasure card")
    name = treasure.card_name(world, found.id)
    if not found.single_use:
        return tr("{card} is worn or carried, never used up", card=name)
    words = _why_not_now(state, world, found, unit)
    if words is not None:
        return words
    if action.on not in _targets(state, world, found, unit):
        if found.effect.resurrect:
            return tr("{card} brings back a hero of its army killed in this battle", card=name)
        if found.effect.heal:
            return tr("{card} is drunk by a wounded hero", card=name)
        return tr("a failed die of this side is already to be rolled again")
    return None


def uses(state: WPState, world: World) -> list[UseTreasure]:
    """Every use of a single-use card legal now (in a battle, by the side whose round it is)."""
    battle = state.battle
    if battle is None or battle.volley or battle.pending is not None:
        return []
    out = []
    for f in battle.sides[battle.side]:
        if f.down or f.id >= MONSTER_IDS:
            continue
        unit = state.unit(f.id)
        for card_id in dict.fromkeys(unit.treasure):
            found = world.content.decks.treasure[card_id]
            if not found.single_use or _why_not_now(state, world, found, unit) is not None:
                continue
            out += [UseTreasure(f.id, card_id, on) for on in _targets(state, world, found, unit)]
    return out


def use(state: WPState, world: World, action: UseTreasure) -> tuple[WPState, list[Event]]:
    """Use ``action``'s card (``why_not_use`` said yes): its effect, then the card is gone."""
    found = world.content.decks.treasure[action.card]
    unit = state.unit(action.hero)
    seat = state.seat_of(unit.army)
    hero = nouns.of(unit.army, heroes.sheet_of(world, unit)).the
    name = treasure.card_name(world, found.id)
    text = nouns.capitalised(tr("{hero} uses {card}.", hero=hero, card=name))
    events = [Event(text, seat, "battle")]
    held = list(unit.treasure)
    held.remove(action.card)
    state = replace_units(state, [evolve(unit, treasure=tuple(held))])
    battle = state.battle
    me = battle.fighter(unit.uid)
    if found.effect.heal:
        healed = min(found.effect.heal, me.damage)
        battle = combat.with_fighter(battle, dataclasses.replace(me, damage=me.damage - healed))
        said = ntr(
            healed, "{unit} gets back one hit.", "{unit} gets back {n} hits.", unit=me.phrase
        )
        events.append(Event(nouns.capitalised(said), seat, "battle"))
    elif found.effect.resurrect:
        battle, said = _bring_back(state, world, battle, action.on)
        events.append(Event(said, seat, "battle"))
    else:
        fate = (1, battle.fate[1]) if battle.side == 0 else (battle.fate[0], 1)
        battle = dataclasses.replace(battle, fate=fate)
        said = tr("Luck is with {hero}'s side: its next failed die is rolled again.", hero=hero)
        events.append(Event(said, seat, "battle"))
    if not found.free:
        battle = combat.spend_attack(battle, unit.uid, None)
    return evolve(state, battle=battle), events


def _bring_back(
    state: WPState, world: World, battle: combat.Battle, uid: int
) -> tuple[combat.Battle, str]:
    """``battle`` with the fallen hero ``uid`` standing again on its side, one hit left."""
    profile = battles.fighting_profile(world, state.unit(uid))
    back = combat.Fighter(uid, profile, max(profile.hits - 1, 0))
    side = battle.side
    sides = list(battle.sides)
    ours = sides[side]  # kept in row order (``combat._front``), then listing order
    key = (profile.row, uid)
    at = next((i for i, f in enumerate(ours) if (f.profile.row, f.id) > key), len(ours))
    sides[side] = (*ours[:at], back, *ours[at:])
    battle = dataclasses.replace(battle, sides=tuple(sides))
    return battle, nouns.capitalised(
        tr("{unit} stands again, with one hit left.", unit=back.phrase)
    )


def use_words(state: WPState, world: World, action: UseTreasure) -> str:
    """'Use the Healing Potion (Champion #1)', '... on Champion #1' for a scroll."""
    unit = state.unit(action.hero)
    hero = nouns.of(unit.army, heroes.sheet_of(world, unit)).label
    name = treasure.card_name(world, action.card)
    if action.on:
        brought = state.unit(action.on)
        fallen = nouns.of(brought.army, heroes.sheet_of(world, brought)).the
        return tr("Use {card} ({hero}) on {unit}", card=name, hero=hero, unit=fallen)
    return tr("Use {card} ({hero})", card=name, hero=hero)
