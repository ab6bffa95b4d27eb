"""Wizards for every army (issue 34): the second army of a seat casts movement spells in its
seat's movement phase, and the greedy general values a wizard by its spells."""

from __future__ import annotations

import dataclasses
import random

import pytest
from wpscenario import TITLE, W, board, legal, refusal, step

from forgegames.games.warparty import bot_spells
from forgegames.games.warparty.actions import Buy, ChooseSpell, Move
from forgegames.games.warparty.bot_distances import steps_from
from forgegames.games.warparty.bots import GreedyBot
from forgegames.games.warparty.state import PHASE_SETUP


def runecaster(at: str = "hammerdeep") -> tuple:
    return ("dwarves", "wizard", at, "", "", 0, ("teleport", "flame-arrow"))


def test_the_second_army_of_a_two_player_seat_casts_its_movement_spells():
    state = board(runecaster(), owner={"hammerdeep": "dwarves"})
    assert state.actor == "humans", "the seat's first army is the actor"
    assert "cast 1 teleport" in legal(state)
    state = step(state, "cast 1 teleport")
    assert state.unit(1).teleport
    assert "one movement spell a turn" in refusal(state, "cast 1 teleport")


def test_with_four_players_the_dwarves_cast_only_when_their_seat_moves():
    state = board(runecaster(), owner={"hammerdeep": "dwarves"}, players=4)
    assert state.actor == "humans"
    assert "cast 1 teleport" not in legal(state)
    assert "movement phase" in refusal(state, "cast 1 teleport")
    state = step(state, "end-move")
    assert state.actor == "dwarves"
    assert "cast 1 teleport" in legal(state)


def buying(state):
    return step(state, "end-move", "end-combat")


def wizard_rank(state, army: str) -> tuple[int, float, float]:
    """Where the greedy buyer puts ``army``'s wizard among its purchases (0: first), with the
    wizard's score and the best other unit's."""
    bot = GreedyBot()
    scored = [
        c
        for c in bot.buy_choices(state, TITLE.legal_actions(state)) or ()
        if isinstance(c.action, Buy) and c.action.army == army
    ]
    scored.sort(key=lambda c: -c.score)
    kinds = [c.action.unit for c in scored]
    wizard = next(c.score for c in scored if c.action.unit == "wizard")
    other = next(c.score for c in scored if c.action.unit != "wizard")
    return kinds.index("wizard"), wizard, other


@pytest.mark.parametrize("army", ["humans", "dwarves"])
def test_greedy_buys_a_wizard_early_for_its_spells_and_not_in_the_last_turns(army):
    early = buying(board(treasury={army: 20}))
    rank, wizard, other = wizard_rank(early, army)
    assert rank == 0 and wizard > other, "Tax of the Magi pays for itself over the game"
    assert bot_spells.caster_worth(early, W, army, "wizard") > 1.0
    late = buying(board(treasury={army: 20}, clock=2 * early.limit - 1))
    rank, wizard, other = wizard_rank(late, army)
    assert rank > 0 and wizard < other, "no crowns left to collect: its bolt alone"
    assert bot_spells.caster_worth(late, W, army, "wizard") < 1.0
    assert bot_spells.caster_worth(early, W, army, "priest") == 0.0


def test_a_new_wizard_chooses_tax_of_the_magi_then_a_movement_spell():
    state = board(("goblins", "wizard", "gnashwood"), side="evil")
    state = step(state, "end-move", "end-combat")
    bot = GreedyBot()
    picks = []
    for _ in range(2):
        action = bot.choose(state, TITLE.legal_actions(state), random.Random(3))
        assert isinstance(action, ChooseSpell)
        picks.append(action.spell)
        state = step(state, action)
    assert picks == ["tax-of-the-magi", "teleport"]


def test_greedy_casts_teleport_for_the_second_army_of_its_seat_when_it_gains_land():
    """Two players: the Runecaster (the Dwarves are the seat's second army) teleports to
    land its walk cannot reach (all within two steps of home is held already)."""
    garrison = [("dwarves", "warrior", "hammerdeep")] * 3
    near = steps_from(W.geo, "hammerdeep")
    held = {t: "dwarves" for t, n in near.items() if n <= 2}
    state = board(runecaster(), *garrison, owner=held)
    bot = GreedyBot()
    action = bot.choose(state, TITLE.legal_actions(state), random.Random(1))
    assert str(action) == "cast 1 teleport", action


def test_a_movement_spell_is_not_cast_to_carry_a_caster_where_the_enemy_outnumbers_it():
    garrison = [("dwarves", "warrior", "hammerdeep")] * 3
    near = steps_from(W.geo, "hammerdeep")
    held = {t: "dwarves" for t, n in near.items() if n <= 2}
    riders = [("goblins", "wolf-rider", "briarwood")] * 2
    state = board(runecaster(), *garrison, *riders, owner=held)
    bot = GreedyBot()
    moves = TITLE.legal_actions(state)
    carried = step(state, "cast 1 teleport")
    assert not bot._holds_there(carried, Move((1,), "mistcoast")), "two riders reach it"
    assert bot._holds_there(carried, Move((1,), "windmoor")), "no enemy within reach"
    now = max(c.score for c in bot.move_choices(state, moves) if isinstance(c.action, Move))
    assert bot_spells.movement_cast(state, W, moves, now, bot._move_score) is not None
    never = bot_spells.movement_cast(state, W, moves, now, bot._move_score, lambda s, m: False)
    assert never is None, "no safe move: no cast"


@pytest.mark.parametrize("kind", ["wizard", "soldier"])
def test_in_quick_play_a_wizard_does_not_walk_alone_into_the_enemys_reach(kind):
    """Quick play leaves the back row's screen to the standard game, but a wizard alone on
    new land next to three goblin warriors is struck first; a soldier still goes."""
    units = [("humans", kind, "crownvale"), *[("goblins", "warrior", "greenhollow")] * 3]
    state = board(*units, owner={"crownvale": "humans"})
    state = dataclasses.replace(state, variant="quick-play")
    bot = GreedyBot()
    words: list[str] = []
    bot._move_score(state, Move((1,), "dunmoor"), words)
    screened = any("without a front row" in w for w in words)
    assert screened == (kind == "wizard"), words


def test_in_the_quick_play_set_up_a_wizard_is_worth_its_bolt_only():
    state = dataclasses.replace(board(), phase=PHASE_SETUP)
    assert bot_spells.caster_worth(state, W, "goblins", "wizard") == 0.0
    assert bot_spells.caster_worth(board(), W, "goblins", "wizard") > 1.0
