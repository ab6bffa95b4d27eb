"""The greedy general's shortcuts (issue 37) give the answers worked out from scratch.

``GreedyBot._threat`` lists the enemy units of a state once per side (with how far each
moves), and ``bot_dungeons.pull`` looks for a moving hero before anything else: positions of
random games are checked against plain readings of the rules these shortcuts stand for.
"""

from __future__ import annotations

import dataclasses

from forgegames.core import registry
from forgegames.core.session import Session
from forgegames.core.simulate import bot_config
from forgegames.games.warparty import bot_dungeons, bots, dungeons, heroes
from forgegames.games.warparty.actions import Move
from forgegames.games.warparty.bot_distances import steps_from
from forgegames.games.warparty.model import side_of

TITLE = registry.get("warparty")
WORLD = TITLE.world


def positions(players: int, seed: int, every: int):
    """Every ``every``-th state of a random game, with its legal moves."""
    session = Session(TITLE, bot_config(TITLE, players, "standard", ["random"]), seed)
    session.resolve_chance()
    while not session.over:
        if len(session.history) % every == 0:
            yield session.state, session.legal_actions()
        session.apply(session.bot_action())


def threat_from_scratch(bot: bots.GreedyBot, state, place: str, side: str):
    steps = steps_from(WORLD.geo, place)
    near = [
        u
        for u in state.units
        if side_of(u.army) != side and steps.get(u.at, 99) <= WORLD.armies.unit(u.army, u.kind).move
    ]
    here = [u for u in state.units_at(place) if side_of(u.army) == side]
    return (
        bots._power(bot._profile(u) for u in near),
        bots._power(bot._profile(u) for u in here),
    )


def pull_from_scratch(state, units, dest: str) -> float:
    dungeon = dungeons.dungeon_at(WORLD, dest)
    if dungeon is None or dungeons.completed(state, dungeon.id):
        return 0.0
    side = side_of(units[0].army)
    if any(side_of(u.army) != side for u in state.units_at(dest)):
        return 0.0
    party = [u for u in (*state.units_at(dest), *units) if heroes.is_hero(WORLD, u)]
    party = [u for u in party if side_of(u.army) == side]
    if not any(heroes.is_hero(WORLD, u) for u in units):
        return 0.0
    odds = bot_dungeons.odds(state, WORLD, dest, party)
    return bot_dungeons.DUNGEON_PULL if odds >= bot_dungeons.EXPLORE_ODDS else 0.0


def test_threats_are_the_enemy_units_in_reach_of_each_place_for_each_side() -> None:
    bot = bots.GreedyBot()
    places = [t.id for t in WORLD.geo.territories][::3]
    checked = 0
    for state, _ in positions(2, 7, 25):
        for place in places:
            for side in ("good", "evil"):  # both sides of one state: each its own enemies
                assert bot._threat(state, place, side) == threat_from_scratch(
                    bot, state, place, side
                )
                checked += 1
    assert checked > 500


def test_a_dungeons_pull_on_each_move_is_the_rules_reading() -> None:
    pulled = checked = 0
    for state, legal in positions(3, 4, 5):
        for move in legal:
            if not isinstance(move, Move) or "|" in move.dest:
                continue
            units = [state.unit(uid) for uid in move.units]
            found = bot_dungeons.pull(state, WORLD, units, move.dest)
            assert found == pull_from_scratch(state, units, move.dest)
            pulled += found > 0
            checked += 1
    assert checked > 1000 and pulled > 0, (checked, pulled)


def test_move_scores_remembered_from_state_to_state_are_a_fresh_players() -> None:
    """One player asked about state after state (and about an equal copy of each) scores the
    moves as a new player does each time: remembered scores never answer for another state."""
    kept = bots.GreedyBot()
    checked = 0
    for state, legal in positions(2, 3, 2):
        if not any(isinstance(a, Move) for a in legal):
            continue
        for asked in (state, dataclasses.replace(state)):
            kept.salt = fresh_salt = len(legal)
            fresh = bots.GreedyBot()
            fresh.salt = fresh_salt
            assert kept.move_choices(asked, legal) == fresh.move_choices(asked, legal)
        checked += 1
    assert checked > 100
