"""The greedy general's Heal (issue 37, part 2 report): a priest heals only when the heal moves
its battle on. Over 200 greedy games Heal was cast 3.8 times a game but in 23 games only: a
lone priest healed itself round after round instead of attacking, and the battle went on
until the enemy's dice happened to take both its hits in one round. Later (part 2 report again:
Heal ~70 times a game in a few games) a warrior and a priest against a regenerating Treant: the
priest healed each wound, the Treant each blow, for hundreds of rounds; now they leave the
dungeon, and a priest whose side cannot wear the Treant down attacks instead of healing."""

from __future__ import annotations

import dataclasses
import random

from test_wp_spells import GOBLIN, fighting, hero
from wpscenario import W, board, legal, step

from forgegames.core.title import CHANCE
from forgegames.games.warparty import TITLE, bot_dungeons, bot_spells, bot_worth, dungeons, spells
from forgegames.games.warparty.actions import Cast, LeaveDungeon
from forgegames.games.warparty.bots import GreedyBot


def _best(state):
    casts = spells.casts(state, W)
    return bot_spells.best_cast(state, W, casts)


def test_a_lone_priest_attacks_rather_than_heal_itself_forever():
    state = fighting(GOBLIN, kind="priest", spells_of=("heal", "fear"))
    state = step(state, "target 1 2", "roll 6", "target 2 1", "roll 1", "roll 6")
    assert state.battle.fighter(1).damage == 1
    assert Cast(1, "heal", 1) in spells.casts(state, W), "the engine still allows it"
    assert not bot_spells.heal_helps(state, Cast(1, "heal", 1))
    best = _best(state)
    assert best is None or best.spell != "heal"


def test_a_priest_heals_when_a_fighter_of_its_side_stands_with_it():
    warrior = hero("humans", "warrior-hero", "crownvale")
    state = fighting(warrior, GOBLIN, kind="priest", spells_of=("heal", "fear"))
    state = step(state, "target 2 3", "roll 6", "target 1 3", "roll 6")  # both miss
    state = step(state, "target 3 2", "roll 1", "roll 6")  # the goblin wounds the warrior
    state = step(state, "target 2 3", "roll 6")  # the warrior misses: the priest's turn
    assert "cast 1 heal 2" in legal(state)
    assert bot_spells.heal_helps(state, Cast(1, "heal", 2))
    assert _best(state) == Cast(1, "heal", 2)


SANCTUARY = "ancient-sanctuary"


def _before_the_treant():
    """A Humans warrior hero (uid 1) and a priest with Heal (2) who found the Treant."""
    from test_wp_spells import hero as unit

    party = [
        unit("humans", "warrior-hero", SANCTUARY),
        unit("humans", "priest", SANCTUARY, 0, ("heal", "fear")),
    ]
    state = step(board(*party), "end-move", f"explore {SANCTUARY}", "roll 2")
    assert [f.profile.unit for f in state.battle.defenders] == ["treant"]
    return state


def _play_out(state, seed: int, stay: bool) -> tuple[int, int]:
    """The dungeon's fight played by the greedy general and seeded dice until it ends (or
    600 moves): (moves made, Heals cast). ``stay``: leaving is never chosen."""
    rng, bot, moves, heals = random.Random(seed), GreedyBot(W), 0, 0
    while state.battle is not None and moves < 600:
        if TITLE.current_player(state) == CHANCE:
            outcomes = TITLE.chance_outcomes(state)
            action = rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
        else:
            offered = TITLE.legal_actions(state)
            if stay:
                offered = [a for a in offered if not isinstance(a, LeaveDungeon)]
            action = bot.choose(state, offered, rng)
            heals += isinstance(action, Cast) and action.spell == "heal"
        state = TITLE.apply(state, action).state
        moves += 1
    return moves, heals


def test_a_warrior_and_a_priest_leave_the_treant_they_cannot_wear_down():
    state = _before_the_treant()
    treant = [f for f in state.battle.defenders]
    assert not bot_worth.wears_down(state.battle.attackers, treant)
    assert GreedyBot(W).choose(state, TITLE.legal_actions(state), random.Random(1)) == (
        LeaveDungeon()
    )
    kept = TITLE.apply(state, LeaveDungeon()).state
    party = [kept.unit(1), kept.unit(2)]
    assert dungeons.odds_to_win(W, party, [dungeons.monster_card(W, "treant")]) == 0
    assert bot_dungeons.odds(kept, W, SANCTUARY, party) == 0, "it does not go back in"


def test_made_to_stay_the_priest_attacks_and_the_fight_ends_over_many_seeds():
    # before: the priest healed the warrior after each wound and the Treant its own after
    # each blow; in most seeds the fight was still going after 600 moves, Heal cast each round
    for seed in range(40):
        moves, heals = _play_out(_before_the_treant(), seed, stay=True)
        assert moves < 600, f"seed {seed}: the fight never ends"
        assert heals == 0, f"seed {seed}: {heals} Heals that let the Treant regenerate"


def test_a_priest_heals_beside_enough_fighters_to_wear_the_treant_down():
    state = _before_the_treant()
    battle = state.battle
    strong = dataclasses.replace(battle.attackers[0].profile, attacks=4)
    assert bot_worth.wears_down([strong], battle.defenders)
    assert not bot_worth.wears_down([battle.attackers[0].profile], battle.defenders)
