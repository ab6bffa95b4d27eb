"""The capital's stash (issue 37): treasure won by heroes who could not use it waits in their
army's capital (``WPState.stash``, ``treasure.award`` puts it there) for a hero of the team who
can use it to come and take it, or is sold for its tier's crowns (docs/rulings.md, "The
capital's stash").

- ``TakeTreasure``: in its side's movement or purchase phase, outside a battle, a hero standing
  in the capital of its own army or of its ally (held by that army) takes a card kept there that
  it can use, and gains the card's XP, as a hero claiming treasure does.
- ``SellTreasure``: in the same phases the army whose capital keeps a card sells it for 15
  crowns (tier 1) or 30 (tier 2); the card goes back to its deck.

Both cost nothing when the stash is empty (the first test of ``moves``).
"""

from __future__ import annotations

from forgegames.core.i18n import listing, tr
from forgegames.core.title import Event
from forgegames.games.warparty import heroes, nouns
from forgegames.games.warparty.actions import SellTreasure, TakeTreasure
from forgegames.games.warparty.model import SIDES, army_name, possessive
from forgegames.games.warparty.state import (
    PHASE_COLLECT,
    PHASE_MOVE,
    WPState,
    evolve,
    replace_units,
    with_entry,
)
from forgegames.games.warparty.treasure import can_use, card, card_name
from forgegames.games.warparty.world import World


def kept(state: WPState, army: str) -> list[str]:
    """The cards kept in ``army``'s capital, in the order put there."""
    return [c for a, _, c in (e.partition(":") for e in state.stash) if a == army]


def stash_lines(state: WPState, world: World, armies: list[str] | tuple[str, ...]) -> list[str]:
    """What the capitals of ``armies`` keep, a line each that keeps any (the heroes panel and
    the capital's tooltip): 'The Humans' capital keeps: the Wand of Sparks (15 crowns).'"""
    out = []
    for army in armies:
        cards = kept(state, army)
        if cards:
            names = listing(
                [
                    tr(
                        "{card} ({n} crowns)",
                        card=card_name(world, c),
                        n=world.content.decks.sale[card(world, c).tier],
                    )
                    for c in cards
                ]
            )
            words = tr("The {army} capital keeps: {cards}.", army=possessive(army), cards=names)
            out.append(nouns.capitalised(words))
    return out


def _open(state: WPState) -> bool:
    return (
        state.battle is None
        and not state.retreat
        and state.phase
        in (
            PHASE_MOVE,
            PHASE_COLLECT,
        )
    )


def moves(state: WPState, world: World) -> list[TakeTreasure | SellTreasure]:
    """The takes and sales open to the side to move now."""
    if not state.stash or not _open(state):
        return []
    out: list[TakeTreasure | SellTreasure] = []
    team = SIDES[state.side]
    for army in team:
        cards = list(dict.fromkeys(kept(state, army)))
        if not cards:
            continue
        capital = world.geo.capital_of(army).id
        if state.owner_of(capital) != army:
            continue  # a lost capital keeps its cards until it is retaken
        for unit in state.units_at(capital):
            if unit.army in team and heroes.is_hero(world, unit):
                out += [TakeTreasure(unit.uid, c) for c in cards if can_use(world, unit, c)]
        out += [SellTreasure(army, c) for c in cards]
    return out


def why_not(state: WPState, world: World, action: TakeTreasure | SellTreasure) -> str | None:
    """The rule that forbids ``action`` now, or None."""
    if action in moves(state, world):
        return None
    army = action.army if isinstance(action, SellTreasure) else None
    if isinstance(action, TakeTreasure):
        try:
            unit = state.unit(action.hero)
        except KeyError:
            return tr("there is no hero #{n} on the board", n=action.hero)
        army = next((a for a in SIDES[state.side] if action.card in kept(state, a)), None)
        if army is None:
            return tr("no capital of your team keeps that treasure")
        if not heroes.is_hero(world, unit):
            return tr("only a hero takes treasure")
        if not can_use(world, unit, action.card):
            return tr("a hero takes only treasure it can use")
        if unit.place != world.geo.capital_of(army).id:
            return tr("a hero takes a kept treasure in the capital that keeps it")
    if army not in SIDES[state.side] or action.card not in kept(state, army):
        return tr("no capital of your team keeps that treasure")
    if state.owner_of(world.geo.capital_of(army).id) != army:
        return tr("the treasure waits in the capital until its army holds it again")
    return tr("kept treasure is taken or sold in your movement or purchase phase, outside a battle")


def take(state: WPState, world: World, action: TakeTreasure) -> tuple[WPState, list[Event]]:
    hero = state.unit(action.hero)
    army = next(a for a in SIDES[state.side] if action.card in kept(state, a))
    state = _without(state, army, action.card)
    state = replace_units(state, [evolve(hero, treasure=(*hero.treasure, action.card))])
    who = nouns.of(hero.army, heroes.sheet_of(world, hero)).the
    text = tr(
        "{hero} takes {card} from the {army} capital.",
        hero=who,
        card=card_name(world, action.card),
        army=possessive(army),
    )
    events = [Event(nouns.capitalised(text), state.seat_of(hero.army), "move")]
    found = card(world, action.card)
    state, more = heroes.gain_xp(
        state, world, [state.unit(hero.uid)], found.xp, tr("treasure claimed")
    )
    return state, events + more


def sell(state: WPState, world: World, action: SellTreasure) -> tuple[WPState, list[Event]]:
    crowns = world.content.decks.sale[card(world, action.card).tier]
    state = _without(state, action.army, action.card)
    purse = state.army(action.army)
    purse = evolve(purse, treasury=purse.treasury + crowns)
    state = evolve(state, armies=with_entry(state.armies, action.army, purse))
    text = tr(
        "The {army} sell {card} for {n} crowns.",
        army=army_name(action.army),
        card=card_name(world, action.card),
        n=crowns,
    )
    return state, [Event(text, state.seat_of(action.army), "move")]


def _without(state: WPState, army: str, card_id: str) -> WPState:
    stash = list(state.stash)
    stash.remove(f"{army}:{card_id}")
    return evolve(state, stash=tuple(stash))
