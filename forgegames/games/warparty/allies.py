"""Allied monsters (issue 37): a monster card allied to Good or Evil, found in a dungeon by
that team's heroes, joins an army instead of fighting them.

- Which army: one of the card's ``armies`` (its team's when it names none) that has heroes
  among the explorers; of those, the one with the most explorers, then the first listed
  (docs/rulings.md, "Allied monsters").
- It stays out of the dungeon's battle and joins only once the other monsters found with it
  are slain (heroes who leave or fall leave it in the dungeon), as a map unit of that army
  (its unit type is the card, ``model.ally_sheet``) in the dungeon's territory, having moved
  this turn; the explorers standing gain its XP and ``xp_allied_monster`` more. It brings no
  treasure and never explores (it is no hero).
- On the map it fights in the front row, conquers like any unit, crosses rough ground freely
  and frees the units of its team there (its unit type is in ``model.Armies.allies``, made by
  ``model.ally_sheets``; ``movement`` asks).
- A card on the map is out of the monster decks (``dungeons._parked``).
- Summon Monster and Summon Greater Monster bring a card in the same way (``summon``), any
  card of their tier not in play (``spell_placement``): every monster card is a unit type.
"""

from __future__ import annotations

from forgegames.core.i18n import tr
from forgegames.core.title import Event
from forgegames.games.warparty import heroes, nouns
from forgegames.games.warparty.decks import MonsterCard
from forgegames.games.warparty.model import SIDES, army_name, side_of
from forgegames.games.warparty.state import Unit, WPState, replace_units
from forgegames.games.warparty.world import World


def joining_army(card: MonsterCard, party: list[Unit]) -> str | None:
    """The army ``card`` joins when ``party`` finds it, or None (it fights them)."""
    if card.allied is None:
        return None
    allowed = card.armies or SIDES[card.allied]
    counts = {a: sum(u.army == a for u in party) for a in allowed}
    if not any(counts.values()) or side_of(party[0].army) != card.allied:
        return None
    first = [u.army for u in party if u.army in allowed][0]
    return max(allowed, key=lambda a: (counts[a], a == first))


def split(
    world: World, found: tuple[str, ...], party: list[Unit]
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """``found`` as (the monsters allied to ``party``'s team, the others, who fight)."""
    cards = world.content.decks.monsters
    friends = tuple(m for m in found if joining_army(cards[m], party) is not None)
    return friends, tuple(m for m in found if m not in friends)


def join(
    state: WPState, world: World, place: str, found: tuple[str, ...], party: list[Unit]
) -> tuple[WPState, list[Event]]:
    """The allied monsters ``found`` join their army in ``place``; the explorers ``party``
    (standing) gain each one's XP and ``xp_allied_monster`` more."""
    events: list[Event] = []
    for monster in found:
        card = world.content.decks.monsters[monster]
        army = joining_army(card, party)
        if army is None:
            continue
        state, said = summon(state, world, army, monster, place)
        events += said
        xp = card.xp + heroes.figures(world).xp_allied_monster
        party = [state.unit(u.uid) for u in party]
        state, more = heroes.gain_xp(state, world, party, xp, tr("an allied monster"))
        events += more
    return state, events


def summon(
    state: WPState, world: World, army: str, monster: str, place: str
) -> tuple[WPState, list[Event]]:
    """Monster card ``monster`` joins ``army`` in ``place`` as a new unit that has moved (found
    in a dungeon, or summoned by a spell)."""
    card = world.content.decks.monsters[monster]
    unit = Unit(state.next_uid, army, monster, place, start=place, moved=True)
    state = replace_units(state, [unit], next_uid=state.next_uid + 1)
    name = nouns.noun("monsters", monster, card.name).the
    text = tr("{monster} joins the {army} as an ally.", monster=name, army=army_name(army))
    text = nouns.capitalised(text)
    return state, [Event(text, state.seat_of(army), "move")]
