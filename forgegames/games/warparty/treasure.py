"""Treasure: the cards drawn for a completed dungeon, handed out as the combat phase ends, and
what a hero's cards do for it in battle.

- A ``Loot`` waits for its card (``FindTreasure``, a chance node: its tier's deck without the
  cards heroes hold; a card held is not in the deck, even by a dead hero).
- As the combat phase ends (``award``) each card goes to one of the heroes who won it and can
  use it (the fewest cards first, then the least XP, then the first listed: docs/rulings.md,
  "Who claims a treasure"); the hero gains the card's XP. A card none of them can use is
  kept in the capital of the first one's army when some kind of hero could use it (taken
  or sold later: ``treasure_stash``), else sold at once for its tier's crowns (15 or 30).
- A hero fights with its armour and items, and with one weapon: the best it holds
  (``equipped``). Single-use cards are used in battle (``treasure_use``).
"""

from __future__ import annotations

import dataclasses
from collections import Counter

from forgegames.core.i18n import N_, tr
from forgegames.core.title import Event
from forgegames.games.warparty import heroes, nouns
from forgegames.games.warparty.actions import FindTreasure
from forgegames.games.warparty.decks import TreasureCard
from forgegames.games.warparty.fighters import Profile
from forgegames.games.warparty.model import army_name, possessive
from forgegames.games.warparty.state import Unit, WPState, evolve, replace_units, with_entry
from forgegames.games.warparty.world import World


def card(world: World, card_id: str) -> TreasureCard:
    return world.content.decks.treasure[card_id]


def card_name(world: World, card_id: str) -> str:
    found = card(world, card_id)  # a name that says whose it is takes no 'the'
    return nouns.noun("treasure", card_id, found.name, definite="'s " not in found.name).the


def _deck(state: WPState, world: World, tier: int) -> Counter[str]:
    """The cards of ``tier`` still in the deck (each as many times as its copies left)."""
    left = Counter(c.id for c in world.content.decks.treasure_deck(tier))
    left.subtract(c for u in state.units for c in u.treasure)
    left.subtract(x.card for x in state.loot if x.card)
    left.subtract(entry.partition(":")[2] for entry in state.stash)
    return +left


def draw_due(state: WPState, world: World) -> bool:
    """True when a treasure card waits to be drawn (outside any battle)."""
    if state.battle is not None or state.delve is not None:
        return False
    return any(not x.card and _deck(state, world, x.tier) for x in state.loot)


def outcomes(state: WPState, world: World) -> list[tuple[FindTreasure, float]]:
    waiting = next(x for x in state.loot if not x.card and _deck(state, world, x.tier))
    deck = _deck(state, world, waiting.tier)
    total = sum(deck.values())
    return [(FindTreasure(c), n / total) for c, n in sorted(deck.items())]


def find(state: WPState, world: World, action: FindTreasure) -> tuple[WPState, list[Event]]:
    """The card drawn for the first loot waiting for one."""
    i = next(i for i, x in enumerate(state.loot) if not x.card and _deck(state, world, x.tier))
    loot = list(state.loot)
    loot[i] = evolve(loot[i], card=action.card)
    text = tr("Treasure found: {card}.", card=card_name(world, action.card))
    return evolve(state, loot=tuple(loot)), [Event(text, state.seat_of(loot[i].army), "move")]


def can_use(world: World, unit: Unit, card_id: str) -> bool:
    return heroes.sheet_of(world, unit).hero in card(world, card_id).users


def award(state: WPState, world: World) -> tuple[WPState, list[Event]]:
    """Every card drawn goes to a hero who can use it, or is sold; the loot is cleared."""
    events: list[Event] = []
    for loot in state.loot:
        if not loot.card:
            continue
        found = card(world, loot.card)
        name = card_name(world, loot.card)
        able = [
            state.unit(uid)
            for uid in loot.heroes
            if uid in state._positions and can_use(world, state.unit(uid), loot.card)
        ]
        if able:
            hero = min(able, key=lambda u: (len(u.treasure), u.xp))
            state = replace_units(state, [evolve(hero, treasure=(*hero.treasure, loot.card))])
            who = nouns.of(hero.army, heroes.sheet_of(world, hero)).the
            text = nouns.capitalised(tr("{hero} claims {card}.", hero=who, card=name))
            events.append(Event(text, state.seat_of(hero.army), "move"))
            state, more = heroes.gain_xp(
                state, world, [state.unit(hero.uid)], found.xp, tr("treasure claimed")
            )
            events += more
        elif world.monster_specials and found.users:
            state = evolve(state, stash=(*state.stash, f"{loot.army}:{loot.card}"))
            words = N_("No hero there can use {card}: it is kept in the {army} capital.")
            text = tr(words, card=name, army=possessive(loot.army))
            events.append(Event(text, state.seat_of(loot.army), "move"))
        else:
            crowns = world.content.decks.sale[found.tier]
            purse = state.army(loot.army)
            purse = evolve(purse, treasury=purse.treasury + crowns)
            state = evolve(state, armies=with_entry(state.armies, loot.army, purse))
            text = tr(
                "No hero there can use {card}: the {army} sell it for {n} crowns.",
                card=name,
                army=army_name(loot.army),
                n=crowns,
            )
            events.append(Event(text, state.seat_of(loot.army), "move"))
    return evolve(state, loot=()), events


def weapon_of(world: World, unit: Unit) -> str:
    """The weapon ``unit`` fights with: the best it holds (most attack, then attacks), or ""."""
    weapons = [c for c in unit.treasure if card(world, c).kind == "weapon"]
    if not weapons:
        return ""

    def strength(c: str) -> tuple[int, int, int]:
        e = card(world, c).effect
        return (e.attack, e.attacks, -e.attack_mod)

    return max(weapons, key=strength)


def equipped(world: World, unit: Unit, profile: Profile) -> Profile:
    """``profile`` with what ``unit``'s cards add: one weapon, every armour and item (a
    single-use card adds nothing until used)."""
    weapon = weapon_of(world, unit)
    attack = defence = attack_mod = defence_mod = hits = attacks = 0
    for c in unit.treasure:
        found = card(world, c)
        if found.single_use or (found.kind == "weapon" and c != weapon):
            continue
        e = found.effect
        attack += e.attack
        attacks += e.attacks
        attack_mod += e.attack_mod
        defence += e.defence
        defence_mod += e.defence_mod
        hits += e.hits
    if not (attack or attacks or attack_mod or defence or defence_mod or hits):
        return profile
    return dataclasses.replace(
        profile,
        attack=min(profile.attack + attack, 6),
        attacks=profile.attacks + attacks,
        attack_mod=profile.attack_mod + attack_mod,
        defence=min(profile.defence + defence, 6),
        defence_mod=profile.defence_mod + defence_mod,
        hits=profile.hits + hits,
    )
