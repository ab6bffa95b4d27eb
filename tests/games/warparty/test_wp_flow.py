"""Warparty's flow through the whole engine, scenario by scenario on the real board: seating and
the roll-off, turn limits, movement refusals, battles on the map and retreats, conquest and
collection, and cities captured and burned (winning and saving: test_wp_flow_endings.py)."""

from __future__ import annotations

import dataclasses

import pytest
from wpscenario import (
    CAPITAL,
    TITLE,
    W,
    board,
    config,
    income,
    legal,
    new,
    play,
    refusal,
    seat,
    started,
    step,
    texts,
    treasury,
    two_battles,
    uids,
)

from forgegames.core.title import CHANCE, TERMINAL, GameConfig, SeatConfig
from forgegames.games.warparty import start
from forgegames.games.warparty.actions import Buy, Move
from forgegames.games.warparty.movement import routes
from forgegames.games.warparty.scenario_position import without_quests
from forgegames.games.warparty.state import City

ARMIES = ("humans", "dwarves", "goblins", "undead")
TALKS = {"concede", "offer-marginal", "offer-marginal defeat"}
"""Surrender and offers: open to the team whose turn it is in every phase but battles."""


# --- seating, the roll-off, the starting infantry, turn limits ------------------------------------
@pytest.mark.parametrize(
    ("players", "seats"),
    [
        (2, (("humans", "dwarves"), ("goblins", "undead"))),
        (3, (("humans", "dwarves"), ("goblins",), ("undead",))),
        (4, (("humans",), ("goblins",), ("dwarves",), ("undead",))),
    ],
)
def test_seating_for_two_three_and_four_players(players, seats):
    state = new(players)
    assert state.seats == seats == start.SEATING[players]
    assert state.phase == "rolloff" and seat(state) == CHANCE
    assert dict(TITLE.chance_outcomes(state)) == {
        TITLE.parse_action("rolloff good"): 0.5,
        TITLE.parse_action("rolloff evil"): 0.5,
    }
    assert not state.units, "no units before the order is chosen"


def test_too_many_players_or_an_unknown_variant_are_refused():
    with pytest.raises(ValueError, match="2 to 4"):
        TITLE.new_game(
            GameConfig("warparty", tuple(SeatConfig(f"P{i}", "c") for i in range(5)), "standard")
        )
    with pytest.raises(ValueError, match="unknown variant"):
        TITLE.new_game(config(2, "marathon"))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_roll_off_winner_chooses_and_the_second_team_gets_one_more_infantry(players):
    state = step(new(players), "rolloff evil")
    chooser = "undead" if players == 4 else "goblins"  # the team's first army (team_order)
    assert state.phase == "order" and seat(state) == state.seat_of(chooser)
    assert legal(state) == {"order first", "order second"}
    state, events = play(state, "order second")
    assert state.first == "good" and state.side == "good" and state.phase == "quests"
    state = without_quests(TITLE, state)  # the quests are dealt next (test_wp_quests.py)
    assert state.phase == "move"
    assert "moves first with 9 infantry" in texts(events)
    for army, n in (("humans", 9), ("dwarves", 9), ("goblins", 10), ("undead", 10)):
        assert len(uids(state, army, CAPITAL[army])) == n == len(uids(state, army))
        assert {u.kind for u in state.units if u.army == army} == {
            W.armies.unit(army, "infantry").id
        }
    assert seat(state) == state.seat_of("humans")

    evil_first = step(new(players), "rolloff good", "order second")
    assert evil_first.first == "evil" and evil_first.side == "evil"
    assert len(uids(evil_first, "goblins")) == 9 and len(uids(evil_first, "humans")) == 10


def test_quick_play_starts_with_six_and_seven_infantry():
    state = started(variant="quick-play", winner="good", order="first")
    assert state.phase == "setup"
    assert [len(uids(state, a)) for a in ARMIES] == [6, 6, 7, 7]


@pytest.mark.parametrize(
    ("variant", "limit"),
    [("standard", 14), ("short", 12), ("quick-play", 11), ("quick-play-short", 9)],
)
def test_turn_limits_per_variant(variant, limit):
    assert new(2, variant).limit == limit


def test_four_players_move_collect_and_buy_seat_by_seat_within_a_team():
    state = started(4)
    assert seat(state) == 0 and start.acting(state) == ("humans",)
    assert "move 10 anvil-vale" not in legal(state), "the dwarves wait for their seat"
    state = step(state, "move 1 crownvale", "end-move")
    assert seat(state) == 2 and start.acting(state) == ("dwarves",)
    assert "a Soldier in Kingsreach belongs to the Humans" in refusal(state, "move 2 crownvale")
    state = step(state, "move 10 anvil-vale", "end-move")
    assert state.phase == "combat" and seat(state) == 0
    state, events = play(state, "end-combat")
    assert seat(state) == 0 and treasury(state, "humans") == 7 and treasury(state, "dwarves") == 0
    assert "The Dwarves collect" not in texts(events), "each seat collects when it buys"
    assert {a.army for a in TITLE.legal_actions(state) if isinstance(a, Buy)} == {"humans"}
    state, events = play(state, "end-turn")
    assert seat(state) == 2 and treasury(state, "dwarves") == 7
    state = step(state, "end-turn")
    # the Undead, the Humans' twin across the mirrored board, lead the Evil team as the Humans
    # lead the Good one (with the Goblins first, four-player quick play went 63 % to Good)
    assert state.side == "evil" and seat(state) == 3 and start.acting(state) == ("undead",)
    state = step(state, "end-move")
    assert seat(state) == 1 and start.acting(state) == ("goblins",)
    state = step(state, "end-move")
    assert state.phase == "combat" and seat(state) == 3


def test_three_players_one_seat_moves_the_whole_good_team():
    state = started(3)
    assert seat(state) == 0 and start.acting(state) == ("humans", "dwarves")
    state = step(
        state, "move 1 crownvale", "move 10 anvil-vale", "end-move", "end-combat", "end-turn"
    )
    assert seat(state) == 1 and start.acting(state) == ("goblins",)
    state = step(state, "end-move")
    assert seat(state) == 2 and start.acting(state) == ("undead",)


# --- movement -----------------------------------------------------------------------------------
def test_movement_refusals_name_the_rule():
    state = board(
        ("humans", "knight", "kingsreach"),
        ("humans", "soldier", "kingsreach"),
        ("goblins", "warrior", "deepwood"),
        ("humans", "soldier", "queensfield"),
    )
    # a unit is named as the map shows it, by its kind and territory (never its number)
    # out of its reach, it says how far the place is and how far the unit moves (playtest 23)
    assert refusal(state, "move 2 greenhollow") == (
        "a Soldier in Kingsreach cannot reach Greenhollow this turn: it is 2 moves away and a "
        "Soldier moves 1"
    )
    assert refusal(state, "move 1 dunmoor") == (
        "a Knight in Kingsreach cannot reach Dunmoor this turn: it is 3 moves away and a Knight "
        "moves 2"
    )
    assert refusal(state, "move 3 crownvale") == (
        "a Goblin Warrior in Deepwood belongs to the Goblins, who are not moving now"
    )
    assert (
        refusal(state, "move 1,4 crownvale")
        == "units moved together must start from the same place"
    )
    assert refusal(state, "move 1 mirror-lake") == (
        "a Knight in Kingsreach cannot reach Mirror Lake this turn"
    )
    # a stream is named by its banks, as the log names a battle on it; an unknown name quoted
    assert refusal(state, "move 2 bridgewater|kingsbrook") == (
        "a Soldier in Kingsreach cannot reach the stream between Bridgewater and Kingsbrook "
        "this turn: it is 5 moves away and a Soldier moves 1"
    )
    assert refusal(state, "move 2 atlantis") == (
        "a Soldier in Kingsreach cannot reach 'atlantis' this turn"
    )
    assert refusal(state, "move 2 kingsbrook|atlantis") == (
        "a Soldier in Kingsreach cannot reach 'kingsbrook|atlantis' this turn"
    )
    moved = step(state, "move 1 greenhollow")
    assert refusal(moved, "move 1 crownvale") == (
        "a Knight in Greenhollow has moved already this turn"
    )
    assert refusal(moved, "move 9 crownvale") == "one of those units is no longer on the map"
    tired = dataclasses.replace(
        state,
        clock=3,
        units=tuple(dataclasses.replace(u, tired=1) if u.uid == 2 else u for u in state.units),
    )
    assert refusal(tired, "move 2 crownvale") == (
        "a Soldier in Kingsreach took a rough-terrain penalty and loses this move"
    )
    fled = dataclasses.replace(
        tired,
        units=tuple(dataclasses.replace(u, retreated=True) if u.tired else u for u in tired.units),
    )
    assert refusal(fled, "move 2 crownvale") == (
        "a Soldier in Kingsreach retreated and sits out this turn"
    )
    combat = step(state, "end-move")
    assert refusal(combat, "move 2 crownvale") == "units move only in their team's movement phase"


def test_enemies_stop_movement_and_cannot_be_walked_through():
    state = board(
        ("humans", "knight", "kingsreach"),
        ("goblins", "warrior", "crownvale"),
        ("goblins", "warrior", "queensfield"),
    )
    reach = {a.dest for a in TITLE.legal_actions(state) if isinstance(a, Move) and a.units == (1,)}
    assert {"crownvale", "queensfield"} <= reach, "moving in means a battle"
    assert "deepwood" not in reach, "both ways to Deepwood pass an enemy"
    assert "greenhollow" in reach, "through Shieldmoor"


def test_the_rough_terrain_penalty_is_judged_when_the_whole_team_has_moved():
    """4 players: the Humans' soldier enters the Dwarves' mountain; the Dwarves, who move after
    them in the same team turn, join it there: nobody is flipped."""
    state = board(
        ("humans", "soldier", "anvil-vale"),
        ("dwarves", "warrior", "hammerdeep"),
        players=4,
    )
    state = step(state, "move 1 copper-crags", "end-move", "move 2 copper-crags", "end-move")
    assert state.phase == "combat" and state.unit(1).tired == 0
    alone = board(
        ("humans", "soldier", "anvil-vale"), ("dwarves", "warrior", "hammerdeep"), players=4
    )
    alone, events = play(alone, "move 1 copper-crags", "end-move", "end-move")
    assert alone.unit(1).tired == 1 and "entered rough terrain unaided" in texts(events)


# --- battles on the map -------------------------------------------------------------------------
def test_battles_start_only_when_the_attackers_choose_them_and_all_must_be_fought():
    state = step(two_battles(), "move 3 crownvale", "move 4 shieldmoor")
    assert state.battle is None, "moving in starts nothing yet"
    state, events = play(state, "end-move")
    assert state.phase == "combat" and state.battle is None
    assert state.battles == ("crownvale", "shieldmoor")
    assert "Battles to fight: Crownvale and Shieldmoor." in texts(events)
    assert legal(state) == {"fight crownvale", "fight shieldmoor"} | TALKS
    assert refusal(state, "end-combat") == "every battle must be fought before combat ends"
    state = step(state, "fight shieldmoor")
    assert state.fight == "shieldmoor" and state.battles == ("crownvale",)
    assert seat(state) == 1 and "target 4 2" in legal(state)
    state, events = play(state, "target 4 2", "roll 2", "roll 6", "target 2 4", "roll 6")
    assert "The attackers win the battle." in texts(events)
    assert "1 unit fell in Shieldmoor." in texts(events)
    assert state.battle is None and 2 not in uids(state, "humans"), "the dead leave the map"
    assert legal(state) == {"fight crownvale"} | TALKS
    assert refusal(state, "end-combat") == "every battle must be fought before combat ends"
    state = step(state, "fight crownvale", "target 3 1", "roll 6", "target 1 3", "roll 3", "roll 3")
    assert state.battle is None and uids(state, "goblins") == [4]
    assert legal(state) == {"end-combat"} | TALKS


def test_attackers_that_retreat_go_back_to_where_they_started_face_down():
    state = board(
        ("humans", "soldier", "crownvale"),
        ("goblins", "warrior", "greenhollow"),
        ("goblins", "warrior", "deepwood"),
        side="evil",
    )
    state = step(state, "move 2 crownvale", "move 3 crownvale", "end-move", "fight crownvale")
    state, events = play(state, "retreat-roll", "roll 2", "retreat")
    assert "fall back to where they came from" in texts(events)
    assert (state.unit(2).at, state.unit(3).at) == ("greenhollow", "deepwood")
    for uid in (2, 3):
        assert state.unit(uid).tired == 2 and state.unit(uid).retreated
    assert state.unit(1).at == "crownvale" and state.unit(1).tired == 0
    state = step(state, "end-combat")
    assert state.owner_of("greenhollow") == "", "retreated units conquer nothing"
    state = step(state, "end-turn", "end-move", "end-combat", "end-turn")
    assert "retreated and sits out this turn" in refusal(state, "move 2 crownvale")
    state = step(state, "end-move", "end-combat", "end-turn")
    assert state.unit(2).tired == 0 and not state.unit(2).retreated


def test_a_failed_retreat_roll_means_fighting_on():
    state = board(
        ("humans", "soldier", "crownvale"), ("goblins", "warrior", "greenhollow"), side="evil"
    )
    state = step(state, "move 2 crownvale", "end-move", "fight crownvale")
    state, events = play(state, "retreat-roll", "roll 3")
    assert "must fight on" in texts(events)
    assert legal(state) == {"target 2 1"}, "one roll a round"


def defenders_beaten_at_the_tomb(army: str = "humans", kind: str = "soldier", **changes):
    """``army``'s two units at the Tomb of Fallen Heroes roll a retreat from an attack out of
    Dunmoor (where an enemy stays behind). Around the tomb: Deepwood (forest), Dunmoor
    (enemies), Fenmere, Greenhollow, Larkfields, Lowmill."""
    enemy = ("undead", "skeleton") if army in ("humans", "dwarves") else ("humans", "soldier")
    side = "evil" if army in ("humans", "dwarves") else "good"
    state = board(
        (army, kind, "tomb-of-fallen-heroes"),
        (army, kind, "tomb-of-fallen-heroes"),
        (*enemy, "dunmoor"),
        (*enemy, "dunmoor"),
        side=side,
        **changes,
    )
    state = step(state, "move 3 tomb-of-fallen-heroes", "end-move", "fight tomb-of-fallen-heroes")
    return step(state, "target 3 1", "roll 6", "retreat-roll", "roll 1", "retreat")


def test_defenders_retreat_only_to_friendly_or_neutral_open_ground():
    state = defenders_beaten_at_the_tomb(
        owner={"greenhollow": "undead", "lowmill": "dwarves", "fenmere": "undead"},
        cities={"fenmere": City("undead")},
    )
    assert state.retreat == ((1, 2),) and seat(state) == 0
    # not Deepwood (a forest the Humans cannot enter freely), not Dunmoor (enemies), not
    # Fenmere (an enemy city), not Greenhollow (enemy land, while other ground is open)
    assert legal(state) == {"retreat-to larkfields", "retreat-to lowmill"}
    assert refusal(state, "retreat-to deepwood") == (
        "not every retreating unit can enter the rough ground of Deepwood freely"
    )
    assert refusal(state, "retreat-to dunmoor") == (
        "enemies stand in Dunmoor, and a retreat never leads into a battle"
    )
    assert refusal(state, "retreat-to fenmere") == (
        "units may not retreat into an enemy city (Fenmere)"
    )
    assert refusal(state, "retreat-to greenhollow") == (
        "Greenhollow is enemy land: a retreat goes there only when no friendly or unclaimed "
        "place is open"
    )
    assert (
        refusal(state, "retreat-to crownvale") == "Crownvale is out of the retreating units' reach"
    )
    assert refusal(state, "end-combat") == "that move is not allowed at this point of the turn"
    state, events = play(state, "retreat-to lowmill")
    assert "2 units retreat to Lowmill and sit out a turn." in texts(events)
    assert [(u.at, u.tired, u.retreated) for u in state.units if u.army == "humans"] == [
        ("lowmill", 2, True),
        ("lowmill", 2, True),
    ]
    assert state.fight == "" and state.retreat == () and legal(state) >= {"end-combat"}
    state = step(state, "end-combat")
    assert state.owner_of("tomb-of-fallen-heroes") == "undead", "the attackers hold the field"


def test_goblins_may_retreat_into_a_forest():
    state = defenders_beaten_at_the_tomb("goblins", "warrior")
    assert "retreat-to deepwood" in legal(state), "the Goblins enter forests freely"
    humans = defenders_beaten_at_the_tomb()
    assert "retreat-to deepwood" not in legal(humans)


def test_a_retreat_never_crosses_a_stream_and_takes_enemy_land_only_as_a_last_resort():
    """Bridgewater: streams to Kingsbrook, Lowmill and Willowbank (friendly land here), open
    borders to Hazelford (the attackers' side), Millford (an Undead city) and Reedhaven (held by
    the Undead, empty): the last resort is the only way out."""
    state = board(
        ("humans", "soldier", "bridgewater"),
        ("undead", "skeleton", "hazelford"),
        ("undead", "skeleton", "hazelford"),
        side="evil",
        owner={
            "kingsbrook": "humans",
            "lowmill": "humans",
            "willowbank": "dwarves",
            "reedhaven": "undead",
        },
        cities={"millford": City("undead")},
    )
    state = step(
        state, "move 2 bridgewater", "end-move", "fight bridgewater", "target 2 1", "roll 6"
    )
    state = step(state, "retreat-roll", "roll 2", "retreat")
    assert legal(state) == {"retreat-to reedhaven"}
    state = step(state, "retreat-to reedhaven", "end-combat", "end-turn")
    state = step(state, "end-move", "end-combat")
    assert state.owner_of("reedhaven") == "undead", "units that retreated there conquer nothing"
    state = step(state, "end-turn", "end-move", "end-combat", "end-turn")
    assert state.unit(1).tired == 0 and state.unit(1).at == "reedhaven"
    state = step(state, "end-move", "end-combat")
    assert state.owner_of("reedhaven") == "humans", "a unit standing there at the end conquers"


def test_defenders_with_nowhere_to_go_or_a_unit_face_down_cannot_retreat():
    surrounded = board(
        ("humans", "soldier", "bridgewater"),
        ("undead", "skeleton", "hazelford"),
        ("undead", "skeleton", "hazelford"),
        ("undead", "skeleton", "millford"),
        ("undead", "skeleton", "reedhaven"),
        side="evil",
    )
    surrounded = step(surrounded, "move 2 bridgewater", "end-move", "fight bridgewater")
    assert surrounded.battle.can_retreat == (True, False)
    surrounded = step(surrounded, "target 2 1", "roll 6")
    assert "retreat-roll" not in legal(surrounded)

    face_down = board(
        ("humans", "soldier", "crownvale"),
        ("humans", "soldier", "crownvale"),
        ("goblins", "warrior", "greenhollow"),
        side="evil",
        clock=4,
    )
    face_down = dataclasses.replace(
        face_down,
        units=tuple(
            dataclasses.replace(u, tired=3, retreated=True) if u.uid == 2 else u
            for u in face_down.units
        ),
    )
    face_down = step(
        face_down, "move 3 crownvale", "end-move", "fight crownvale", "target 3 1", "roll 6"
    )
    assert face_down.battle.can_retreat == (True, False), "all or none: one is face down"
    assert "may not retreat" in refusal(face_down, "retreat-roll")


def test_multi_move_defenders_alone_may_also_use_their_full_move_to_retreat():
    """Rulebook 3B: "multiple move units ... have the option to use their full movement value";
    two Wolf Riders with only enemy land around them ride on to neutral ground, as one would
    beside a slower archer (the rulebook's second retreating example)."""
    state = board(
        ("goblins", "wolf-rider", "dunmoor"),
        ("goblins", "wolf-rider", "dunmoor"),
        ("humans", "soldier", "greenhollow"),
        ("humans", "soldier", "greenhollow"),
        owner={t: "humans" for t in W.geo.links["dunmoor"]},
    )
    state = step(state, "move 3 dunmoor", "end-move", "fight dunmoor", "target 3 1", "roll 6")
    state = step(state, "retreat-roll", "roll 2", "retreat")
    assert state.retreat == ((1, 2),)
    options = legal(state)
    assert {"retreat-to saltflats", "retreat-to hollowmere"} <= options, "neutral, two away"
    assert "retreat-to tomb-of-fallen-heroes" not in options, "enemy land only as a last resort"
    state = step(state, "retreat-to saltflats")
    assert [state.unit(uid).at for uid in (1, 2)] == ["saltflats", "saltflats"]
    assert state.retreat == () and state.fight == ""


def test_a_ranged_attack_fires_once_into_a_neighbouring_territory():
    state = board(
        ("humans", "catapult", "shieldmoor"),
        ("goblins", "warrior", "crownvale"),
        ("goblins", "warrior", "crownvale"),
        ("humans", "soldier", "greenhollow"),
        ("goblins", "warrior", "southwatch"),
    )
    state = step(state, "move 4 southwatch", "end-move")
    assert {"shoot 1 crownvale", "shoot 1 southwatch", "fight southwatch"} <= legal(state)
    assert "shoot 1 crownvale" not in legal(step(board(side="evil"), "end-move"))
    state, events = play(state, "shoot 1 crownvale")
    assert "1 unit shoots into Crownvale." in texts(events) and seat(state) == 0
    assert legal(state) == {"target 1 2", "target 1 3"}
    state, events = play(state, "target 1 2", "roll 3", "roll 2")
    assert "needs 1 or less" in texts(events), "the catapult's (-1) pierces armour"
    assert "The ranged attack is over." in texts(events)
    assert uids(state, "goblins") == [3, 5], "killed at once: no attack-back"
    assert legal(state) == {"fight southwatch"} | TALKS, "one ranged attack a turn"
    state = step(state, "fight southwatch", "target 4 5", "roll 6", "target 5 4", "roll 6")
    state = step(state, "target 4 5", "roll 1", "roll 6", "target 5 4", "roll 6", "end-combat")
    assert state.phase == "collect" and state.owner_of("crownvale") == ""


# --- conquest and collection ----------------------------------------------------------------------
def test_only_where_units_end_is_conquered_and_allied_markers_stay():
    state = board(
        ("humans", "knight", "kingsreach"),
        ("humans", "soldier", "kingsreach"),
        ("humans", "soldier", "kingsreach"),
        owner={"shieldmoor": "dwarves", "queensfield": "undead"},
    )
    route = routes(state, W.geo, W.armies, state.unit(1))["greenhollow"]
    assert route.path == ("crownvale", "greenhollow")
    state, events = play(
        state,
        "move 1 greenhollow",
        "move 2 shieldmoor",
        "move 3 queensfield",
        "end-move",
        "end-combat",
    )
    assert state.owner_of("crownvale") == "", "the knight passed through: no marker there"
    assert state.owner_of("greenhollow") == "humans"
    assert state.owner_of("shieldmoor") == "dwarves", "an ally's marker is left alone"
    assert state.owner_of("queensfield") == "humans"
    assert "Humans take Queensfield from the Undead." in texts(events)
    assert treasury(state, "humans") == 5 + 2 + 2
    assert income(state, "undead") == 5, "the Undead lost Queensfield's 2"


def test_rough_ground_the_army_cannot_hold_is_only_de_conquered():
    state = board(
        ("goblins", "warrior", "anvil-vale"),
        ("humans", "soldier", "bogmire"),
        side="evil",
        owner={"copper-crags": "dwarves", "anvil-vale": "dwarves", "fangwood": "goblins"},
    )
    state = step(state, "move 1 copper-crags", "end-move", "end-combat")
    assert state.owner_of("copper-crags") == "", "the marker is removed, nothing is placed"
    assert income(state, "dwarves") == 5 + 2
    good = board(("humans", "soldier", "bogmire"), owner={"fangwood": "goblins"})
    good = step(good, "move 1 fangwood", "end-move", "end-combat")
    assert good.owner_of("fangwood") == "" and good.unit(1).tired == 1


def test_when_both_sides_are_destroyed_the_territory_stays_with_its_holder():
    state = board(
        ("humans", "soldier", "crownvale"),
        ("goblins", "warrior", "greenhollow"),
        side="evil",
        owner={"crownvale": "humans"},
    )
    state = step(state, "move 2 crownvale", "end-move", "fight crownvale")
    state, events = play(state, "target 2 1", "roll 1", "roll 6", "target 1 2", "roll 1", "roll 6")
    assert "Both sides are destroyed" in texts(events)
    state = step(state, "end-combat")
    assert state.owner_of("crownvale") == "humans" and not state.units


def capital_taken(**changes):
    """A goblin walks into the empty Human capital and holds it at the end of the evil turn."""
    state = board(
        ("goblins", "warrior", "crownvale"),
        ("humans", "soldier", "greenhollow"),
        ("dwarves", "warrior", "shieldmoor"),
        side="evil",
        treasury={"humans": 17, "goblins": 3},
        **changes,
    )
    return play(state, "move 1 kingsreach", "end-move", "end-combat")


def test_capturing_a_capital_steals_its_treasury_and_stops_income_and_buying():
    state, events = capital_taken()
    city = state.city("kingsreach")
    assert (city.captor, city.since) == ("goblins", 2)
    assert "The Goblins seize the Humans' 17 crowns." in texts(events)
    assert treasury(state, "humans") == 0 and treasury(state, "goblins") == 3 + 17 + 10
    assert income(state, "humans") == 0
    # the capital's territory (worth 5, its city included) is held like any other land: the
    # captor collects it; the city adds nothing on top for anyone
    assert state.owner_of("kingsreach") == "goblins" and income(state, "goblins") == 5 + 5
    state = step(state, "end-turn", "end-move", "end-combat")
    assert treasury(state, "humans") == 0, "no collection without the capital"
    assert not [a for a in TITLE.legal_actions(state) if getattr(a, "army", "") == "humans"]
    why = refusal(state, "buy humans soldier kingsreach")
    assert why == "the Humans have lost their capital's territory: no buying until retaken"
    assert "buy dwarves warrior hammerdeep" in legal(state), "the ally buys as usual"


def test_an_ally_that_retakes_a_capital_gives_it_back_to_its_owner():
    """Rulebook 5: "If an allied army reclaims a capital city possession of the city and the
    territory reverts to the ally who owned it originally."""
    state, _ = capital_taken()
    state = step(state, "end-turn", "move 3 kingsreach", "end-move", "fight kingsreach")
    state = step(state, "target 3 1", "roll 1", "roll 6", "target 1 3", "roll 6")
    state, events = play(state, "end-combat")
    assert state.city("kingsreach").captor == ""
    assert state.owner_of("kingsreach") == "humans"
    assert "The Humans collect 7 crowns." in texts(events), "Kingsreach 5 and Greenhollow 2"
    assert "The Dwarves collect 5 crowns." in texts(events), "nothing for Kingsreach"
    assert "buy humans soldier kingsreach" in legal(state)


def test_a_captured_city_burns_after_one_full_turn_held():
    state = board(
        ("humans", "soldier", "dunmoor"),
        side="good",
        cities={"fenmere": City("undead")},
        owner={"fenmere": "undead"},
    )
    state, events = play(state, "move 1 fenmere", "end-move", "end-combat")
    assert "The Humans capture the city in Fenmere." in texts(events)
    state = step(state, "end-turn")
    assert state.city("fenmere") is not None, "not on the turn of the capture"
    state = step(state, "end-move", "end-combat", "end-turn", "end-move", "end-combat")
    state, events = play(state, "end-turn")
    assert state.city("fenmere") is None and dict(state.burned)["good"] == 1
    assert "The Undead's city in Fenmere is burned." in texts(events)
    assert state.phase == "move", "an expansion city does not end the game"


def test_leaving_a_captured_city_before_it_burns_saves_it():
    state = board(("humans", "soldier", "dunmoor"), cities={"fenmere": City("undead")})
    state = step(state, "move 1 fenmere", "end-move", "end-combat", "end-turn")
    state = step(state, "end-move", "end-combat", "end-turn", "move 1 dunmoor", "end-move")
    state = step(state, "end-combat", "end-turn")
    assert state.city("fenmere") is not None and state.city("fenmere").captor == "humans"
    assert income(state, "undead") == 5, "a captured city pays nobody until retaken"


def test_a_siege_unit_burns_a_city_at_once_and_burning_a_capital_wins():
    state = board(("humans", "catapult", "ravenmarch"), ("undead", "skeleton", "gravefield"))
    state, events = play(state, "move 1 bone-lands", "end-move", "end-combat", "end-turn")
    assert "The Undead's capital in Bone Lands is burned." in texts(events)
    assert state.phase == "over" and state.winner == "good" and state.how == "capital burned"
    assert seat(state) == TERMINAL and TITLE.legal_actions(state) == []
    assert TITLE.scores(state) == [1.0, 0.0]
    assert refusal(state, "end-move") == "the game is over"


def test_a_capital_in_a_forest_takes_two_turns_to_burn_after_the_penalty():
    state = board(("humans", "soldier", "bogmire"))
    state = step(state, "move 1 gnashwood", "end-move")
    assert state.unit(1).tired == 1
    state = step(state, "end-combat", "end-turn", "end-move", "end-combat", "end-turn")
    state = step(state, "end-move", "end-combat", "end-turn")
    assert state.city("gnashwood") is not None, "penalised when the full turn ended"
    state = step(state, "end-move", "end-combat", "end-turn", "end-move", "end-combat", "end-turn")
    assert state.winner == "good" and state.clock == 5
