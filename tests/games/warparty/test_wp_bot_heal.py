"""The greedy general's Heal (issue 37, part 2 report): a priest heals only when the heal moves
its battle on. Over 200 greedy games Heal was cast 3.8 times a game but in 23 games only: a
lone priest healed itself round after round instead of attacking, and the battle went on
until the enemy's dice happened to take both its hits in one round."""

from __future__ import annotations

from test_wp_spells import GOBLIN, fighting, hero
from wpscenario import W, legal, step

from forgegames.games.warparty import bot_spells, spells
from forgegames.games.warparty.actions import Cast


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
