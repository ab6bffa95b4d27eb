"""Warparty rule changes kept with the content version they landed in (issue 35; docs/rulings.md,
"Rule changes kept with the version they landed in"): a game of the version before a change
plays the old way, today's game the new way. Each test plays one position under both."""

from __future__ import annotations

from pathlib import Path

import pytest
from wpscenario import TITLE, board, config

from forgegames.core.errors import IllegalAction
from forgegames.core.session import Session
from forgegames.games.warparty import board_info, combat
from forgegames.games.warparty.rules import WarpartyTitle
from forgegames.games.warparty.scenario_position import without_quests
from forgegames.games.warparty.state import WPState

V1, V2 = TITLE.at_version(1), TITLE.at_version(2)


def play(title: WarpartyTitle, state: WPState, *moves: str) -> WPState:
    for move in moves:
        state = title.apply(state, title.parse_action(move)).state
    return state


def legal(title: WarpartyTitle, state: WPState) -> set[str]:
    return {str(a) for a in title.legal_actions(state)}


def refusal(title: WarpartyTitle, state: WPState, move: str) -> str:
    with pytest.raises(IllegalAction) as caught:
        title.apply(state, title.parse_action(move))
    return str(caught.value)


# --- versions 1 and 2: before the second rules review (issue 34, items 3 and 4) ----------------
def test_before_version_3_the_airship_fought_in_the_front_row_and_screened_the_archer():
    position = board(
        ("goblins", "infantry", "anvil-vale"),
        ("dwarves", "airship", "anvil-vale"),
        ("dwarves", "archer", "anvil-vale"),
        side="evil",
    )
    now = play(TITLE, position, "end-move", "fight anvil-vale")
    assert now.battle.side == combat.ATTACKER
    assert legal(TITLE, now) >= {"target 1 3"} and "target 1 2" not in legal(TITLE, now)
    assert "screens" not in str(TITLE.to_json(now)), "today's battles write no screens"
    old = play(V2, position, "end-move", "fight anvil-vale")
    assert [f.profile.row for f in old.battle.defenders] == [1, 2]
    assert old.battle.side == combat.DEFENDER, "the goblin reached nobody: its attack lapsed"
    assert V2.from_json(V2.to_json(old)) == old, "a battle of version 2 saves its screening"


def test_before_version_3_units_on_a_stream_were_never_shot_at():
    position = board(
        ("humans", "catapult", "bridgewater"),
        ("undead", "skeleton", "lowmill", "bridgewater"),
    )
    now = play(TITLE, position, "end-move")
    assert "shoot 1 bridgewater|lowmill" in legal(TITLE, now)
    old = play(V2, position, "end-move")
    assert not any(m.startswith("shoot") for m in legal(V2, old))
    assert refusal(V2, old, "shoot 1 bridgewater|lowmill") == (
        "under this game's older rules, units on a stream cannot be shot at"
    )


def test_before_version_3_a_shooter_on_a_stream_never_fired():
    position = board(
        ("humans", "catapult", "bridgewater", "kingsbrook"),
        ("undead", "skeleton", "kingsbrook"),
    )
    assert "shoot 1 kingsbrook" in legal(TITLE, play(TITLE, position, "end-move"))
    old = play(V2, position, "end-move")
    assert not any(m.startswith("shoot") for m in legal(V2, old))
    assert refusal(V2, old, "shoot 1 kingsbrook") == (
        "under this game's older rules, a Catapult in Bridgewater cannot shoot from a stream"
    )


# --- version 1: before the first rules review's set-up and lake changes (issue 21) ------------
def test_in_version_1_an_airship_over_the_lake_conquered_it():
    position = board(("dwarves", "airship", "harvest-reach"), owner={"harvest-reach": "dwarves"})
    moves = ("move 1 mirror-lake", "end-move", "end-combat")
    assert play(TITLE, position, *moves).owner_of("mirror-lake") == ""
    assert play(V2, position, *moves).owner_of("mirror-lake") == ""
    old = play(V1, position, *moves)
    assert old.owner_of("mirror-lake") == "dwarves"
    assert not V1.check_invariants(old), "version 1's lake marker is no broken state"
    assert TITLE.check_invariants(old), "today a marker on the lake is one"


def _set_up(title: WarpartyTitle, state: WPState, buy: str = "") -> WPState:
    """Each acting army founds the first two cities offered; ``buy`` (``ARMY UNIT``) is bought
    in the army's first new city; then the group is ready."""
    for army in ("humans", "dwarves", "undead", "goblins"):
        founds = sorted(m for m in legal(title, state) if m.startswith(f"found {army} "))
        for found in founds[:2]:
            state = play(title, state, found)
            if buy.startswith(army + " "):
                state = play(title, state, f"buy {buy} {found.split()[-1]}")
                buy = ""
    return play(title, state, "ready")


def _quick(title: WarpartyTitle) -> WPState:
    state = title.new_game(config(2, "quick-play"))
    return without_quests(title, play(title, state, "rolloff good", "order first"))


@pytest.mark.parametrize(("title", "moves"), [(TITLE, True), (V2, True), (V1, False)])
def test_in_version_1_the_first_team_s_set_up_purchases_sat_the_first_turn_out(title, moves):
    state = _set_up(title, _quick(title), "humans archer")
    state = _set_up(title, state)
    assert state.phase == "move" and state.side == "good"
    (archer,) = [u for u in state.units if u.kind == "archer"]
    offered = {m for m in legal(title, state) if m.startswith(f"move {archer.uid} ")}
    assert bool(offered) is moves, title.content_version
    assert archer.moved is not moves


def test_in_version_1_the_starting_infantry_stayed_in_the_capital():
    for title, placed in ((TITLE, True), (V2, True), (V1, False)):
        state = _quick(title)
        founded = sorted(m for m in legal(title, state) if m.startswith("found humans "))[0]
        state = play(title, state, founded)
        city = founded.split()[-1]
        first = next(u.uid for u in state.units if u.army == "humans")
        assert (f"deploy {first} {city}" in legal(title, state)) is placed
        pickable = board_info.deployable_at(state, title.world, state.unit(first).at, "humans")
        assert (first in pickable) is placed, "the board lets a stack be picked only to place it"
        if placed:
            assert play(title, state, f"deploy {first} {city}").unit(first).at == city
        else:
            assert not any(m.startswith("deploy") for m in legal(title, state))
            assert refusal(title, state, f"deploy {first} {city}") == (
                "under this game's older rules, the starting infantry stay in their capital"
            )


def test_a_version_1_save_replays_to_the_state_its_program_reached():
    """The quick-play save f1a58ad wrote (tests/saves) stands, 40 moves in, as that program
    had it (replayed there): the Evil team, first to move, has not moved its set-up purchases
    (units 27 to 29), which sat the turn out; today's rules would have let them go."""
    kept = Path(__file__).parents[2] / "saves" / "warparty-quick-play-3p-v1-s1-m40-f1a58ad.json"
    session = Session.load(kept)
    assert session.title.content_version == 1
    state = session.state
    assert (state.phase, state.clock) == ("collect", 1)
    spent = {u.uid for u in state.units if u.moved}
    assert spent == {1, 2, 3, 4, 7, 8, 9, 10, 27, 28, 29, 30, 31, 32}
    assert {state.unit(uid).at for uid in (27, 28, 29)} == {"briarwood", "duskshore"}
