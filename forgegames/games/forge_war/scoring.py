"""End scoring: quest prestige, adventurer levels (+1 for each level-4 adventurer), the prestige
of owned and claimed market cards, the end-game bonus spaces, and gold plus the merchant's sell
value of leftover resources, 1 prestige per 4. Ties go to the player earlier in player order.
"""

from __future__ import annotations

from forgegames.games.forge_war.state import FWState
from forgegames.games.forge_war.world import World


def card_prestige(state: FWState, seat: int) -> int:
    c = state.world.content
    data = state.seats[seat]
    own = sum(c.all_weapons[d].prestige for d in data.designs)
    own += sum(c.all_bonus[b].prestige for b in data.bonus)
    claimed = sum(
        c.all_weapons[d].prestige for d, seats in state.market["claims"].items() if seat in seats
    )
    return own + claimed


def bonus_space_points(state: FWState, seat: int) -> int:
    c = state.world.content
    data = state.seats[seat]
    points = 0
    for bonus in data.end_bonuses:
        if bonus == "smith":
            unique = sum(1 for d in data.designs if c.all_weapons[d].unique)
            public = sum(1 for seats in state.market["claims"].values() if seat in seats)
            points += 2 * unique + public
        elif bonus == "quests":
            points += data.completed
        elif bonus == "adventurers":
            points += len(data.advs)
        elif bonus == "bonus-cards":
            points += 2 * len(data.bonus)
        elif bonus == "resources":
            points += sum(data.pool.values())
    return points


def wealth_value(world: World, state: FWState, seat: int) -> int:
    """Gold plus the base sell value of leftover resources (unless the Stockpile bonus counted
    them already)."""
    c = state.world.content
    data = state.seats[seat]
    value = data.gold
    if "resources" not in data.end_bonuses:
        value += sum(c.prices[r].sell * n for r, n in data.pool.items())
    return value


def breakdown(state: FWState, seat: int) -> list[tuple[str, int]]:
    c = state.world.content
    data = state.seats[seat]
    levels = sum(a.level for a in data.advs)
    fours = sum(1 for a in data.advs if a.level >= c.rules.max_level)
    return [
        ("quests", data.prestige),
        ("levels", levels),
        ("level-4 bonus", fours * c.rules.level4_bonus),
        ("card prestige", card_prestige(state, seat)),
        ("bonus spaces", bonus_space_points(state, seat)),
        ("gold+resources", wealth_value(state.world, state, seat) // c.rules.gold_per_prestige),
    ]


def final_scores(state: FWState) -> list[int]:
    return [sum(v for _k, v in breakdown(state, s)) for s in range(state.players)]


def ranking(state: FWState) -> list[int]:
    """Seats best first: most prestige, ties to the earlier in the current player order."""
    totals = final_scores(state)
    return sorted(range(state.players), key=lambda s: (-totals[s], state.order.index(s)))
