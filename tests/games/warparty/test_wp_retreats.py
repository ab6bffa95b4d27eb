"""Retreats (docs/rulings.md, Warparty). Units sitting out a retreat ("What a retreated unit may
do"): on their team's next turn they may only defend themselves, so they neither move, shoot,
build or found a city, conquer, capture, free nor burn; a unit turned over by rough ground only
loses its move (it may still shoot). Attackers retreat only where they began the turn, and not
when an enemy stands there now ("When attackers cannot retreat")."""

from __future__ import annotations

import dataclasses

from wpscenario import TITLE, W, board, legal, refusal, step

from forgegames.games.warparty import cities
from forgegames.games.warparty.actions import Shoot
from forgegames.games.warparty.rules import shots
from forgegames.games.warparty.state import City


def down(state, *uids: int, why: str = "retreat"):
    """``state`` with the units ``uids`` turned over on the side turn before this one."""
    return dataclasses.replace(
        state,
        units=tuple(
            dataclasses.replace(u, tired=state.clock - 1, retreated=why == "retreat")
            if u.uid in uids
            else u
            for u in state.units
        ),
    )


def test_a_retreated_siege_unit_cannot_shoot_but_one_stopped_by_rough_ground_can():
    state = board(
        ("humans", "catapult", "crownvale"),
        ("humans", "catapult", "deepwood"),
        ("goblins", "warrior", "greenhollow"),
        clock=3,
    )
    state = step(down(state, 1), "end-move")
    state = down(state, 2, why="rough")
    assert [str(a) for a in shots(state, W)] == ["shoot 2 greenhollow"]
    retreated = "a Catapult in Crownvale retreated and sits out this turn"
    assert refusal(state, "shoot 1 greenhollow") == retreated
    assert refusal(state, "shoot 1,2 greenhollow") == retreated
    assert "shoot 2 greenhollow" in legal(state)


def test_a_shot_refused_for_another_reason_says_which():
    state = board(
        ("humans", "catapult", "crownvale"),
        ("humans", "soldier", "crownvale"),
        ("goblins", "warrior", "greenhollow"),
        clock=3,
    )
    state = step(state, "end-move")
    assert refusal(state, "shoot 2 greenhollow") == "a Soldier in Crownvale has no ranged attack"
    assert refusal(state, "shoot 3 crownvale") == (
        "only the team whose turn it is makes ranged attacks"
    )
    assert refusal(state, "shoot 1 kingsreach") == (
        "a ranged attack goes into a neighbouring territory where enemies stand"
    )
    shot = step(state, "shoot 1 greenhollow", "target 1 3", "roll 6")
    assert refusal(shot, "shoot 1 greenhollow") == (
        "a Catapult in Crownvale has fought or shot already this turn"
    )


def test_units_sitting_out_cannot_found_a_city():
    state = board(
        ("humans", "soldier", "greenhollow"),
        ("humans", "soldier", "dunmoor"),
        owner={"greenhollow": "humans", "dunmoor": "humans"},
        treasury={"humans": 30},
        clock=3,
    )
    state = step(down(state, 1), "end-move", "end-combat")
    assert cities.why_not_found(state, W.geo, "humans", "greenhollow") == (
        "your units in Greenhollow retreated and sit out this turn: none can build a city"
    )
    assert "found humans greenhollow" not in legal(state)
    assert "found humans dunmoor" in legal(state)
    assert "retreated" in refusal(state, "found humans greenhollow")


def test_a_unit_sitting_out_does_not_advance_a_city_under_construction():
    site = {"greenhollow": City("humans", built=False, since=1)}
    state = board(
        ("humans", "soldier", "greenhollow"), owner={"greenhollow": "humans"}, cities=site, clock=3
    )
    idle = step(down(state, 1), "end-move", "end-combat", "end-turn")
    assert not idle.city("greenhollow").built, "the builder sat the turn out"
    worked = step(state, "end-move", "end-combat", "end-turn")
    assert worked.city("greenhollow").built


def test_units_sitting_out_neither_capture_free_nor_burn_a_city():
    """A retreated attacker back where it began the turn (an enemy city it had left, a city of
    its own the enemy had taken) changes nothing there until it is face up again."""
    enemy = {"greenhollow": City("goblins")}
    state = board(
        ("humans", "catapult", "greenhollow"),
        owner={"greenhollow": "goblins"},
        cities=enemy,
        clock=3,
    )
    resting = step(down(state, 1), "end-move", "end-combat")
    assert resting.city("greenhollow") == City("goblins"), "not captured"
    assert resting.owner_of("greenhollow") == "goblins", "not conquered"
    taken = {"greenhollow": City("goblins", captor="humans", since=1)}
    state = board(("humans", "catapult", "greenhollow"), cities=taken, clock=3)
    after = step(down(state, 1), "end-move", "end-combat", "end-turn")
    assert after.city("greenhollow") is not None, "a siege unit sitting out burns nothing"
    assert dict(after.burned)["good"] == 0
    burned = step(state, "end-move", "end-combat", "end-turn")
    assert burned.city("greenhollow") is None, "face up, the catapult burns it at once"
    ours = {"crownvale": City("humans", captor="goblins", since=2)}
    state = board(("humans", "soldier", "crownvale"), cities=ours, clock=3)
    still = step(down(state, 1), "end-move", "end-combat")
    assert still.city("crownvale").captor == "goblins", "not freed by a unit sitting out"
    freed = step(state, "end-move", "end-combat")
    assert freed.city("crownvale").captor == ""


def test_the_title_lists_no_shot_for_units_sitting_out():
    state = board(("humans", "catapult", "crownvale"), ("goblins", "warrior", "greenhollow"))
    state = step(down(dataclasses.replace(state, clock=3), 1), "end-move")
    assert not any(isinstance(a, Shoot) for a in TITLE.legal_actions(state))
    assert "end-combat" in legal(state)


def test_attackers_cannot_retreat_where_beaten_defenders_fell_back():
    state = board(
        *[("goblins", "warrior", "greenhollow")] * 4,
        ("humans", "soldier", "crownvale"),
        ("humans", "soldier", "dunmoor"),
        side="evil",
    )
    state = step(state, "move 1,2 crownvale", "move 3,4 dunmoor", "end-move")
    fled = step(state, "fight crownvale", "target 1 5", "roll 6", "target 2 5", "roll 6")
    fled = step(fled, "retreat-roll", "roll 1", "retreat", "retreat-to greenhollow")
    assert fled.unit(5).at == "greenhollow" and fled.unit(5).retreated
    shut = step(fled, "fight dunmoor")
    assert shut.battle.can_retreat == (False, True), "the way back holds an enemy"
    open_ = step(state, "fight dunmoor")
    assert open_.battle.can_retreat == (True, True), "Greenhollow still empty"
    shut = step(shut, "target 3 6", "roll 6", "target 4 6", "roll 6", "target 6 3", "roll 6")
    assert "retreat-roll" not in legal(shut)
    assert "no way out free of enemies" in refusal(shut, "retreat-roll")


def test_attackers_that_began_the_turn_in_the_battle_cannot_retreat():
    """A battle left standing (neither side could harm the other) is fought again on the next
    turn by units that never moved: they came from nowhere to go back to."""
    state = board(
        ("humans", "soldier", "crownvale"), ("goblins", "warrior", "crownvale"), side="evil"
    )
    state = step(state, "end-move", "fight crownvale")
    assert state.battle.can_retreat == (False, True)
