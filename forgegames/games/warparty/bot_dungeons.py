"""The greedy computer player's dungeons: heroes go in when the odds favour them.

"The odds" are ``dungeons.odds_to_win``: the heroes' expected damage a round against the
monsters' hits, and back, with the monsters kept in the dungeon or a typical card of each
tier its table gives. A bot explores at ``EXPLORE_ODDS`` or better, walks its heroes into a
dungeon's territory for ``DUNGEON_PULL`` when they could explore there next, and leaves a
dungeon when the monsters left are half as strong again as its heroes left (leaving costs
no roll).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from forgegames.core.actions import Action
from forgegames.games.warparty import dungeons, heroes, treasure
from forgegames.games.warparty.actions import (
    EndTurn,
    Explore,
    LeaveDungeon,
    SellTreasure,
    TakeTreasure,
)
from forgegames.games.warparty.bot_worth import wears_down
from forgegames.games.warparty.model import side_of
from forgegames.games.warparty.state import Unit, WPState
from forgegames.games.warparty.world import World

EXPLORE_ODDS = 0.4
"""The least chance to slay the monsters (``odds_to_win``) a bot explores with: below even,
since heroes leave a dungeon going badly without a roll (a lone warrior hero against a
typical tier-1 monster has 0.4)."""
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
    if known is not None and known.monsters:
        monsters = dungeons.expected_monsters(state, world, place)
        return float(dungeons.odds_to_win(world, party, monsters))
    # exact fractions: a lone warrior's 2/5 against a typical tier-1 monster summed over six
    # faces as floats came to 0.39999..., below the bar, and at four players no hero explored
    draws = [(share, dungeons.odds_to_win(world, party, m)) for share, m in _draws(world, dungeon)]
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


def leave_choice(state: WPState, moves: Sequence[Action], ours: float, theirs: float):
    """Leave the dungeon when the monsters left are half as strong again as the heroes left,
    or when the heroes cannot wear down a regenerating monster (``bot_worth.wears_down``: a
    warrior and a priest against the Treant fought it for hundreds of rounds)."""
    leave = next((a for a in moves if isinstance(a, LeaveDungeon)), None)
    if leave is None or state.battle is None:
        return None
    if ours * 1.5 < theirs:
        return leave
    battle = state.battle
    mine, monsters = (
        [f for f in battle.sides[i] if not f.down] for i in (battle.side, 1 - battle.side)
    )
    return None if wears_down(mine, monsters) else leave


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
