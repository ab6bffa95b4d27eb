"""The battle a move would lead to (``battle_ahead``, issue #39: the odds before moving): it is
the very battle the combat phase begins once the move is made and movement ends (so its odds
are those the battle panel shows), the picked units and those already there against all the
enemies there, and it says whether the attackers could retreat and why not."""

from __future__ import annotations

from wpscenario import TITLE, W, board, uids

from forgegames.games.warparty import combat
from forgegames.games.warparty.actions import EndMove, Fight, Move
from forgegames.games.warparty.battle_ahead import (
    RETREAT_CUT_OFF,
    RETREAT_OPEN,
    RETREAT_ROUGH,
    battle_ahead,
)
from forgegames.games.warparty.odds import exact_odds
from forgegames.games.warparty.state import PHASE_COMBAT, WPState


def position() -> WPState:
    """Three Human soldiers in Crownvale (plains); Goblins in Deepwood (forest: rough ground)
    and in Greenhollow (plains), both next to Crownvale."""
    return board(
        ("humans", "soldier", "crownvale"),
        ("humans", "soldier", "crownvale"),
        ("humans", "soldier", "crownvale"),
        ("goblins", "warrior", "deepwood"),
        ("goblins", "warrior", "deepwood"),
        ("goblins", "warrior", "greenhollow"),
    )


def fought(state: WPState, move: Move) -> combat.Battle:
    """The battle the panel shows: the move made, movement ended, the battle chosen."""
    state = TITLE.apply(state, move).state
    while state.phase != PHASE_COMBAT:
        state = TITLE.apply(state, EndMove()).state
    state = TITLE.apply(state, Fight(move.dest)).state
    assert state.battle is not None
    return state.battle


def test_the_terrain_is_what_the_cases_need() -> None:
    terrain = {t.id: t.terrain for t in W.geo.territories}
    assert terrain["deepwood"] == "forest" and terrain["greenhollow"] == "plains"
    assert terrain["crownvale"] == "plains"


def test_the_battle_ahead_is_the_battle_fought_after_the_move_with_the_same_odds() -> None:
    state = position()
    humans = tuple(uids(state, "humans"))
    for move in (Move(humans[:2], "deepwood"), Move(humans, "greenhollow")):
        ahead = battle_ahead(state, W, move)
        assert ahead is not None, move
        panel = fought(state, move)
        assert combat.state_key(ahead.battle) == combat.state_key(panel), move
        assert exact_odds(ahead.battle) == exact_odds(panel), move
        assert ahead.battle.can_retreat == panel.can_retreat, move


def test_rough_ground_bars_the_retreat_and_plains_leave_it_open() -> None:
    state = position()
    humans = tuple(uids(state, "humans"))
    into_forest = battle_ahead(state, W, Move(humans[:2], "deepwood"))
    assert into_forest is not None and into_forest.retreat == RETREAT_ROUGH
    assert not into_forest.may_retreat
    # the panel's battle says the same once the units stand there
    assert not fought(state, Move(humans[:2], "deepwood")).can_retreat[combat.ATTACKER]
    onto_plains = battle_ahead(state, W, Move(humans, "greenhollow"))
    assert onto_plains is not None and onto_plains.retreat == RETREAT_OPEN
    assert onto_plains.may_retreat


def test_units_already_there_fight_too_and_every_enemy_defends() -> None:
    state = position()
    first, second, third = uids(state, "humans")
    state = TITLE.apply(state, Move((first,), "greenhollow")).state
    ahead = battle_ahead(state, W, Move((second, third), "greenhollow"))
    assert ahead is not None
    attackers, defenders = ahead.battle.sides
    assert len(attackers) == 3 and len(defenders) == 1
    into_forest = battle_ahead(state, W, Move((second,), "deepwood"))
    assert into_forest is not None and len(into_forest.battle.sides[1]) == 2


def test_no_battle_ahead_where_no_enemy_stands_or_the_move_is_refused() -> None:
    state = position()
    humans = tuple(uids(state, "humans"))
    assert battle_ahead(state, W, Move(humans, "kingsreach")) is None  # nobody there
    assert battle_ahead(state, W, Move(humans, "southwatch")) is None  # out of reach


def test_a_way_back_held_by_the_enemy_bars_the_retreat() -> None:
    """A unit that began its turn in the battle's own place has no way back (``way_back_open``):
    a Human soldier already standing with the Goblins in Greenhollow since the turn began."""
    state = board(
        ("humans", "soldier", "crownvale"),
        ("humans", "soldier", "greenhollow"),
        ("goblins", "warrior", "greenhollow"),
    )
    mover = uids(state, "humans", at="crownvale")[0]
    ahead = battle_ahead(state, W, Move((mover,), "greenhollow"))
    assert ahead is not None and ahead.retreat == RETREAT_CUT_OFF
    assert fought(state, Move((mover,), "greenhollow")).can_retreat[combat.ATTACKER] is False


def test_a_battle_waiting_in_the_combat_phase_is_the_one_fight_begins() -> None:
    """Playtest 19: hovering a battle waiting in the combat phase showed no odds. The battle
    ``battle_waiting`` names is the one Fight begins there (the panel's, same odds); none
    where no battle waits, nor outside the combat phase."""
    from forgegames.games.warparty.battle_ahead import battle_waiting

    state = position()
    humans = tuple(uids(state, "humans"))
    assert battle_waiting(state, W, "greenhollow") is None, "still moving"
    state = TITLE.apply(state, Move(humans, "greenhollow")).state
    while state.phase != PHASE_COMBAT:
        state = TITLE.apply(state, EndMove()).state
    assert "greenhollow" in state.battles
    waiting = battle_waiting(state, W, "greenhollow")
    assert waiting is not None
    panel = TITLE.apply(state, Fight("greenhollow")).state.battle
    assert panel is not None
    assert combat.state_key(waiting) == combat.state_key(panel)
    assert exact_odds(waiting) == exact_odds(panel)
    assert battle_waiting(state, W, "deepwood") is None, "no battle waits there"
    assert battle_waiting(state, W, "crownvale") is None
