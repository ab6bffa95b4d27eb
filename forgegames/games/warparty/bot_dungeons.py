"""The greedy computer player's dungeons: heroes go in when the odds favour them.

"The odds" are ``dungeons.odds_to_win``: the heroes' expected damage a round against the
monsters' hits, and back, with the monsters kept in the dungeon or a typical card of each
tier its table gives, casters striking with their spells and warding the front-most heroes,
where the monsters' blows fall (``party_profiles``). A bot explores at ``EXPLORE_ODDS`` or
better, walks its heroes into a dungeon's territory for ``DUNGEON_PULL`` when they could
explore there next, and leaves a dungeon (leaving costs no roll) when the monsters left are
half as strong again as its heroes left and its odds against them are below
``LEAVE_ODDS``, or at once when it cannot wear down a regenerating monster.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from forgegames.core.actions import Action
from forgegames.games.warparty import battles, dungeons, heroes, spells, treasure
from forgegames.games.warparty.actions import (
    EndTurn,
    Explore,
    LeaveDungeon,
    SellTreasure,
    TakeTreasure,
)
from forgegames.games.warparty.bot_worth import power, wears_down
from forgegames.games.warparty.fighters import Profile
from forgegames.games.warparty.model import side_of
from forgegames.games.warparty.state import Unit, WPState
from forgegames.games.warparty.world import World

EXPLORE_ODDS = 0.4
"""The least chance to slay the monsters (``odds_to_win``) a bot explores with: below even,
since heroes leave a dungeon going badly without a roll (a lone warrior hero against a
typical tier-1 monster has 0.4)."""
LEAVE_ODDS = 0.4
"""Below these odds against the monsters left (``fight_odds``), and outmatched in strength,
heroes leave a dungeon. At 0.25 a lone warrior stayed to die in the Haunted Ruins half the
time (25 in 100 before); at 0.4 it leaves as it did, and four warded second-level heroes
still stay to fight the Forgotten Temple (they won 87 times in 100 while two wards made a
defence automatic; 36 in 100 since a ward stops at 5)."""
DUNGEON_PULL = 4.0
"""What walking heroes into a dungeon they could then explore is worth to a move."""


def odds(state: WPState, world: World, place: str, party: list[Unit]) -> float:
    """``party``'s odds in the dungeon of ``place``: against the monsters kept there, else
    over every draw its table may give (``_draws``), each draw worth its odds when the
    heroes would stay to fight it and ``EXPLORE_ODDS`` when they would leave at once (the
    heroes act first and leave without a roll: a draw they cannot beat costs them nothing
    but the trap); with no draw worth staying for, the plain mean. Against the one typical
    draw alone, the Howling Cavern (a tier-2 monster on half its rolls) stayed below the bar
    for every party the greedy players raise, and in 200 games nobody went in."""
    dungeon = dungeons.dungeon_at(world, place)
    known = dungeons.lair(state, dungeon.id)
    fighting = [(u, battles.fighting_profile(world, u)) for u in party]
    profiles = party_profiles(state, world, fighting)
    if known is not None and known.monsters:
        monsters = dungeons.expected_monsters(state, world, place)
        return float(dungeons.odds_to_win(world, party, monsters, profiles))
    # exact fractions: a lone warrior's 2/5 against a typical tier-1 monster summed over six
    # faces as floats came to 0.39999..., below the bar, and at four players no hero explored
    draws = [
        (share, dungeons.odds_to_win(world, party, m, profiles))
        for share, m in _draws(world, dungeon)
    ]
    bar = Fraction(EXPLORE_ODDS).limit_denominator(1000)  # 2/5, not the float's 0.4000...2
    if all(chance < bar for _, chance in draws):
        return float(sum(share * chance for share, chance in draws))  # none worth staying for
    return float(sum(share * max(chance, bar) for share, chance in draws))


def _typical(world: World, tier: int):
    deck = sorted(world.content.decks.monster_deck(tier), key=lambda m: (m.hits, m.attack))
    return deck[len(deck) // 2]


def _draws(world: World, dungeon) -> list[tuple[Fraction, list]]:
    """Each way the dungeon's table may fall (every face of every roll), with its share:
    the named monster of a row, else a typical card of its tier; ``always`` monsters in
    every draw."""
    fixed = [_typical(world, row.tier or 1) for row in dungeon.always]
    faces = []
    for face in range(1, 7):
        row = next((r for r in dungeon.table if face in r.faces), None)
        if row is None:
            faces.append([])
        elif row.monster:
            faces.append([dungeons.monster_card(world, row.monster)])
        else:
            faces.append([_typical(world, row.tier or 1)])
    draws = [(Fraction(1), fixed)]
    for _ in range(dungeon.rolls if dungeon.table else 0):
        draws = [(share / 6, [*found, *face]) for share, found in draws for face in faces]
    return draws


def explore_choice(state: WPState, world: World, moves: Sequence[Action]) -> Explore | None:
    """The dungeon with the best odds, when they are good enough."""
    best, best_odds = None, EXPLORE_ODDS
    for a in moves:
        if isinstance(a, Explore):
            chance = odds(state, world, a.place, dungeons.explorers(state, world, a.place))
            if chance >= best_odds:
                best, best_odds = a, chance
    return best


def leave_choice(state: WPState, world: World, moves: Sequence[Action]) -> LeaveDungeon | None:
    """Leave the dungeon when the monsters left are half as strong again as the heroes left
    (``bot_worth.power``) and the heroes' odds against them (``fight_odds``: each with the
    hits it has left, casters striking with their spells and the wards not cast yet) are
    below ``LEAVE_ODDS``; or at once when a regenerating monster cannot be worn down (a
    warrior and a priest fought the Treant for hundreds of rounds)."""
    leave = next((a for a in moves if isinstance(a, LeaveDungeon)), None)
    battle = state.battle
    if leave is None or battle is None:
        return None
    heroes_left = [f for f in battle.sides[battle.side] if not f.down]
    monsters = [f for f in battle.sides[1 - battle.side] if not f.down]
    if not wears_down(heroes_left, monsters):
        return leave
    if power(heroes_left) * 1.5 >= power(monsters):
        return None
    done = frozenset((uid, spell) for uid, spell, _ in state.cast_entries)
    profiles = party_profiles(
        state, world, [(state.unit(f.id), f.profile) for f in heroes_left], done
    )
    mine = tuple((p, f.profile.hits - f.damage) for p, f in zip(profiles, heroes_left, strict=True))
    theirs = tuple((f.profile, f.profile.hits - f.damage) for f in monsters)
    return leave if dungeons.fight_odds(mine, theirs) < LEAVE_ODDS else None


def party_profiles(
    state: WPState,
    world: World,
    party: list[tuple[Unit, Profile]],
    done: frozenset[tuple[int, str]] = frozenset(),
) -> list[Profile]:
    """How each hero of ``party`` (with its figures) fights round after round
    (``fighting_as``), with the wards its casters hold and have not cast yet (``done``:
    (caster, spell)) on the front-most: Symbol of Fortitude on the first ``count``, Hardened
    Armour on the first. Counted on their own figures alone, four second-level heroes with a
    Lightning Bolt and both wards were given 0.19 against the Forgotten Temple and left at
    the first blow; fought out, they won 94 times in 100 (the warded warrior in front
    defended every blow, before a ward stopped at 5: ``spells.warded``)."""
    profiles = [fighting_as(state, world, u, p) for u, p in party]
    front = sorted(range(len(profiles)), key=lambda i: profiles[i].row)
    for unit, _ in party:
        for spell_id in dict.fromkeys(heroes.chosen(state, unit)):
            if spell_id not in spells.WARDS or (unit.uid, spell_id) in done:
                continue
            spell = world.content.spells[spell_id]
            reach = 1 if spell_id == "hardened-armour" else spell.count
            for i in front[:reach]:
                profiles[i] = spells.warded(profiles[i], spell, world.wards_capped)
    return profiles


def fighting_as(state: WPState, world: World, unit: Unit, profile: Profile) -> Profile:
    """How ``unit`` strikes round after round: with the hardest-hitting striking spell it may
    cast every round (in place of its attack) when that beats ``profile``, its own figures."""
    best, most = profile, min(profile.attack, 6) * profile.damage * profile.attacks
    for spell_id in heroes.chosen(state, unit):
        spell = world.content.spells.get(spell_id)
        if spell is None or spell_id not in spells.STRIKES or spell.limit != "round":
            continue
        lent = spells.lent(profile, spell)
        worth = min(lent.attack, 6) * lent.damage * lent.attacks
        if worth > most:
            best, most = lent, worth
    return best


def pull(state: WPState, world: World, units: list[Unit], dest: str) -> float:
    """What moving ``units`` to ``dest`` gains for a dungeon there (0: nothing)."""
    dungeon = dungeons.dungeon_at(world, dest)
    if dungeon is None or not any(heroes.is_hero(world, u) for u in units):
        return 0.0  # no dungeon there, or no hero moving
    if dungeons.completed(state, dungeon.id):
        return 0.0
    side = side_of(units[0].army)
    if any(side_of(u.army) != side for u in state.units_at(dest)):
        return 0.0
    party = [u for u in (*state.units_at(dest), *units) if heroes.is_hero(world, u)]
    party = [u for u in party if side_of(u.army) == side]
    return DUNGEON_PULL if odds(state, world, dest, party) >= EXPLORE_ODDS else 0.0


def stash_choice(state: WPState, world: World, moves: Sequence[Action]) -> Action | None:
    """A treasure kept in a capital: taken by the first hero offered it; sold in the purchase
    phase when no hero of the team alive could ever use it. Nothing to look at without a
    stash."""
    if not state.stash:
        return None
    take = next((a for a in moves if isinstance(a, TakeTreasure)), None)
    if take is not None:
        return take
    if not any(isinstance(a, EndTurn) for a in moves):
        return None
    team = [u for u in state.units if side_of(u.army) == state.side and heroes.is_hero(world, u)]
    for sale in (a for a in moves if isinstance(a, SellTreasure)):
        if not any(treasure.can_use(world, u, sale.card) for u in team):
            return sale
    return None
