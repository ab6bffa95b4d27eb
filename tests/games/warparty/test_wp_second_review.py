"""The rules the second review found (issue 34), on the real board: allied stacks conquer rough
ground one of them may hold; ranged attacks into and out of streams; the airship's row with
the real army sheet; and the log's words for conquests, de-conquests and the end of a war."""

from __future__ import annotations

from wpscenario import TITLE, W, board, income, legal, play, refusal, step, texts

from forgegames.games.warparty.combat import profile_from_unit
from forgegames.games.warparty.state import City


def test_two_soldiers_and_a_dwarf_on_a_mountain_conquer_it_for_the_dwarves():
    state = board(
        ("humans", "soldier", "frostpeak"),
        ("humans", "soldier", "frostpeak"),
        ("dwarves", "warrior", "frostpeak"),
    )
    state, events = play(state, "end-move", "end-combat")
    assert state.owner_of("frostpeak") == "dwarves", "more Humans there, but only Dwarves hold it"
    assert "The Dwarves conquer Frostpeak (worth 1)." in texts(events)


def test_a_freed_dwarven_mountain_city_goes_back_with_its_ground_and_pays():
    city = City("dwarves", built=True, captor="goblins", since=2)
    state = board(
        ("humans", "soldier", "frostpeak"),
        ("humans", "soldier", "frostpeak"),
        ("dwarves", "warrior", "frostpeak"),
        clock=3,
        cities={"frostpeak": city},
    )
    before = income(state, "dwarves")
    state, events = play(state, "end-move", "end-combat")
    assert state.city("frostpeak").captor == ""
    assert state.owner_of("frostpeak") == "dwarves"
    assert income(state, "dwarves") == before + 1 + 4, "the ground (1) and the city (+4)"
    assert "The Dwarves' city in Frostpeak is free again." in texts(events)


def test_removing_a_marker_from_rough_ground_is_not_called_taking_it():
    state = board(("humans", "soldier", "briarwood"), owner={"briarwood": "goblins"})
    state, events = play(state, "end-move", "end-combat")
    assert state.owner_of("briarwood") == ""
    words = texts(events)
    assert (
        "The Humans remove the Goblins' control marker from Briarwood (they cannot hold its "
        "rough ground)." in words
    )
    assert "take Briarwood" not in words


def test_a_conquest_line_names_the_army_with_its_article():
    state = board(("undead", "skeleton", "crownvale"), side="evil", owner={"crownvale": "humans"})
    _, events = play(state, "end-move", "end-combat")
    assert "The Undead take Crownvale from the Humans." in texts(events)


def test_units_on_a_stream_can_be_shot_at_from_either_bank():
    state = board(
        ("humans", "catapult", "bridgewater"),
        ("undead", "skeleton", "lowmill", "bridgewater"),
    )
    state = step(state, "end-move")
    assert "shoot 1 bridgewater|lowmill" in legal(state)
    state, events = play(state, "shoot 1 bridgewater|lowmill", "target 1 2", "roll 1", "roll 6")
    assert not [u for u in state.units if u.army == "undead"], "the skeleton on the stream fell"
    assert "1 unit fell in the stream between" in texts(events)


def test_a_shooter_on_a_stream_shoots_into_either_bank_and_nowhere_else():
    state = board(
        ("humans", "catapult", "bridgewater", "kingsbrook"),
        ("undead", "skeleton", "kingsbrook"),
        ("undead", "skeleton", "lowmill"),
    )
    state = step(state, "end-move")
    shots = {m for m in legal(state) if m.startswith("shoot")}
    assert shots == {"shoot 1 kingsbrook"}, "Lowmill is not beside the stream the catapult is on"
    assert refusal(state, "shoot 1 lowmill") == (
        "a ranged attack reaches only a neighbouring territory or a stream beside it"
    )


def test_the_real_airship_stands_in_the_second_row():
    airship = profile_from_unit(W.armies.unit("dwarves", "airship"), "dwarves")
    cannon = profile_from_unit(W.armies.unit("dwarves", "cannon"), "dwarves")
    assert airship.row == cannon.row == 2 and airship.airborne


def test_the_board_offers_a_shot_from_a_stream_to_the_stack_standing_on_it():
    from forgegames.games.warparty.board_info import shots_from

    state = board(
        ("humans", "catapult", "bridgewater", "kingsbrook"),
        ("undead", "skeleton", "kingsbrook"),
    )
    state = step(state, "end-move")
    moves = TITLE.legal_actions(state)
    assert set(shots_from(moves, "bridgewater|kingsbrook", state)) == {"kingsbrook"}
    assert shots_from(moves, "bridgewater", state) == {}, "the catapult is not in Bridgewater"
