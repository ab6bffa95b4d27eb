"""The rulebook's worked examples played through the whole engine on the real board: the first
two rounds of play (section 3), the rough-terrain examples that need no heroes, and the
retreating examples (section 3B), every die forced with ``roll N``."""

from __future__ import annotations

from wpscenario import (
    CAPITAL,
    TITLE,
    W,
    board,
    count,
    income,
    legal,
    play,
    refusal,
    started,
    step,
    texts,
    treasury,
    uids,
)

from forgegames.games.warparty.actions import Move
from forgegames.games.warparty.content_map import distances
from forgegames.games.warparty.state import City


# --- the first two rounds of play ----------------------------------------------------------------
def good_first_turn():
    """The good team's first turn as the rulebook plays it (before buying)."""
    state = started(winner="good", order="first")
    humans, dwarves = uids(state, "humans"), uids(state, "dwarves")
    # Humans: 6 towards the Goblin capital, 2 to the other side, the last one in between.
    # Dwarves: 5 into the middle neighbour, 2 into each of the others.
    return play(
        state,
        f"move {','.join(map(str, humans[:6]))} queensfield",
        f"move {','.join(map(str, humans[6:8]))} shieldmoor",
        f"move {humans[8]} crownvale",
        f"move {','.join(map(str, dwarves[:5]))} anvil-vale",
        f"move {','.join(map(str, dwarves[5:7]))} copper-crags",
        f"move {','.join(map(str, dwarves[7:]))} stonegate",
        "end-move",
        "end-combat",
    )


def test_round_one_good_moves_its_nine_infantry_out_and_collects_eleven_each():
    state, events = good_first_turn()
    assert state.side == "good" and state.phase == "collect" and state.turn == 1
    assert [count(state, "humans", t) for t in ("queensfield", "shieldmoor", "crownvale")] == [
        6,
        2,
        1,
    ]
    assert [count(state, "dwarves", t) for t in ("anvil-vale", "copper-crags", "stonegate")] == [
        5,
        2,
        2,
    ]
    # every neighbour of each capital is conquered (Copper Crags is mountain: the Dwarves'
    # own ground, so they hold it and take no penalty)
    for army in ("humans", "dwarves"):
        for there in W.geo.links[CAPITAL[army]]:
            assert state.owner_of(there) == army, there
    assert not any(u.tired for u in state.units)
    # 5 for the capital and its territory + 2 + 2 + 2
    assert treasury(state, "humans") == 11 and treasury(state, "dwarves") == 11
    assert "The Humans collect 11 crowns." in texts(events)
    assert "The Dwarves collect 11 crowns." in texts(events)


def test_round_one_dwarves_buy_the_gnome_workshop_and_humans_an_archer():
    state, _ = good_first_turn()
    state, events = play(state, "upgrade dwarves gnome-workshop", "buy humans archer kingsreach")
    assert treasury(state, "dwarves") == 0, "the workshop costs all 11 crowns"
    assert "gnome-workshop" in state.army("dwarves").upgrades
    assert income(state, "dwarves") == 12, "the workshop adds 1 to future collections"
    assert treasury(state, "humans") == 6, "an archer for 5, six crowns saved"
    archer = state.unit(max(uids(state, "humans")))
    assert (archer.kind, archer.at) == ("archer", "kingsreach")
    state = step(state, "end-turn")
    assert (state.side, state.phase, state.clock) == ("evil", "move", 2)
    assert treasury(state, "humans") == 6 and treasury(state, "dwarves") == 0


def evil_first_turn():
    state, _ = good_first_turn()
    state = step(state, "upgrade dwarves gnome-workshop", "buy humans archer kingsreach")
    state = step(state, "end-turn")
    undead, goblins = uids(state, "undead"), uids(state, "goblins")
    return play(
        state,
        f"move {','.join(map(str, undead[:3]))} gravefield",
        f"move {','.join(map(str, undead[3:6]))} ravenmarch",
        f"move {','.join(map(str, undead[6:]))} cryptmoor",
        f"move {','.join(map(str, goblins[:3]))} fangwood",
        f"move {','.join(map(str, goblins[3:6]))} mudgate",
        f"move {','.join(map(str, goblins[6:]))} bogmire",
        "end-move",
        "end-combat",
    )


def test_round_one_evil_moves_second_with_ten_infantry_and_also_collects_eleven():
    state, events = evil_first_turn()
    assert len(uids(state, "undead")) == 10 and len(uids(state, "goblins")) == 10
    assert count(state, "undead", "cryptmoor") == 4 and count(state, "goblins", "bogmire") == 4
    assert state.owner_of("fangwood") == "goblins", "a forest, the Goblins' own ground"
    assert treasury(state, "undead") == 11 and treasury(state, "goblins") == 11
    state, events = play(
        state,
        "upgrade undead pit-of-eternal-burning-flesh",
        "buy undead skeleton bone-lands",
        "buy goblins warrior gnashwood",
    )
    assert treasury(state, "undead") == 0 and income(state, "undead") == 12
    assert treasury(state, "goblins") == 6, "a warrior for 5, six in change"
    assert count(state, "undead", "bone-lands") == 1 and count(state, "goblins", "gnashwood") == 1


def good_second_turn():
    state, _ = evil_first_turn()
    state = step(
        state,
        "upgrade undead pit-of-eternal-burning-flesh",
        "buy undead skeleton bone-lands",
        "buy goblins warrior gnashwood",
    )
    return play(state, "end-turn")


def test_round_two_the_turn_marker_advances_and_no_battle_is_possible():
    state, events = good_second_turn()
    assert (state.side, state.clock, state.turn) == ("good", 3, 2)
    assert "Turn 2 of 14 begins." in texts(events)
    # everything that moved may move again, and the archer bought last turn too
    moves = [a for a in TITLE.legal_actions(state) if isinstance(a, Move)]
    movers = {uid for m in moves for uid in m.units}
    assert movers == set(uids(state, "humans") + uids(state, "dwarves"))
    evil_places = {u.place for u in state.units if u.army in ("goblins", "undead")}
    assert moves and not [m for m in moves if m.dest in evil_places]
    # the enemy capitals are at least 4 moves apart, so two moves out cannot meet one move out
    for good in ("humans", "dwarves"):
        steps = distances(W.geo, CAPITAL[good])
        assert min(steps[CAPITAL[evil]] for evil in ("goblins", "undead")) >= 4
    # move everything as far out as it goes: still no battle
    for uid in uids(state, "humans") + uids(state, "dwarves"):
        options = [
            m for m in TITLE.legal_actions(state) if isinstance(m, Move) and m.units == (uid,)
        ]
        if options:
            farthest = max(
                options, key=lambda m: distances(W.geo, CAPITAL[state.unit(uid).army])[m.dest]
            )
            state = step(state, farthest)
    state = step(state, "end-move")
    assert (
        state.phase == "combat"
        and state.battles == ()
        and legal(state) == {"end-combat", "concede", "offer-marginal", "offer-marginal defeat"}
    )


def test_round_two_collection_counts_the_workshop():
    state, _ = good_second_turn()
    state, events = play(state, "end-move", "end-combat")
    assert "The Dwarves collect 12 crowns." in texts(events)
    assert treasury(state, "dwarves") == 12 and treasury(state, "humans") == 6 + 11


# --- rough terrain ------------------------------------------------------------------------------
def test_a_skeleton_entering_a_forest_with_a_goblin_escapes_the_penalty_even_if_the_goblin_dies():
    """Rulebook: "A Skeleton and a Goblin enter a forest territory to attack a human. If the
    Goblin is killed, the Skeleton will not suffer the penalty because the penalty is accessed
    on the movement phase." How the engine decides: ``movement.rough_penalties`` runs once, at
    the end of the team's movement (``flow.end_movement``), before any battle; a Goblin in its
    own forest frees its allies there at that moment, and what happens in the battle later
    changes nothing."""
    state = board(
        ("humans", "soldier", "deepwood"),
        ("undead", "skeleton", "greenhollow"),
        ("goblins", "warrior", "greenhollow"),
        side="evil",
    )
    assert W.geo.by_id["deepwood"].terrain == "forest"
    state = step(state, "move 2,3 deepwood", "end-move")
    assert state.unit(2).tired == 0 and state.unit(3).tired == 0
    state = step(state, "fight deepwood")
    assert state.battle.can_retreat == (True, True), "nobody face down on either side"
    state, events = play(
        state,
        "target 2 1",
        "roll 6",  # the skeleton misses
        "target 3 1",
        "roll 6",  # the goblin misses
        "target 1 3",
        "roll 1",
        "roll 6",  # the soldier kills the goblin
        "target 2 1",
        "roll 1",
        "roll 6",  # the skeleton kills the soldier
        "target 1 2",
        "roll 6",  # whose attack-back misses
    )
    assert "The attackers win the battle." in texts(events)
    assert uids(state, "goblins") == [] and uids(state, "humans") == []
    assert state.unit(2).tired == 0, "the goblin's death does not flip the skeleton"
    state = step(state, "end-combat", "end-turn", "end-move", "end-combat", "end-turn")
    assert state.side == "evil" and "move 2 greenhollow" in legal(state)


def test_the_same_skeleton_alone_is_flipped_sits_out_a_turn_and_turns_up_after_it():
    state = board(("undead", "skeleton", "greenhollow"), side="evil", clock=2)
    state, events = play(state, "move 1 deepwood", "end-move")
    assert state.unit(1).tired == 2 and "it is turned over and loses its next move" in texts(events)
    state = step(state, "end-combat", "end-turn", "end-move", "end-combat", "end-turn")
    assert state.clock == 4 and state.unit(1).tired == 2
    assert "took a rough-terrain penalty" in refusal(state, "move 1 greenhollow")
    assert not [a for a in TITLE.legal_actions(state) if isinstance(a, Move)]
    state = step(state, "end-move", "end-combat", "end-turn")
    assert state.unit(1).tired == 0, "face up at the end of the turn it sat out"
    state = step(state, "end-move", "end-combat", "end-turn")
    assert state.clock == 6 and "move 1 greenhollow" in legal(state)


def test_an_allys_city_frees_from_the_penalty_and_a_flyer_frees_nobody():
    """Rulebook 3A: "An ally's cities always provide immunity to the rough terrain penalty";
    flying units are immune "but ... will not free other units from this penalty"."""
    state = board(
        ("humans", "soldier", "millbrook"),
        ("undead", "vampire", "greenhollow"),
        ("undead", "skeleton", "greenhollow"),
        cities={"highcrag": City("dwarves")},
        owner={"highcrag": "dwarves"},
    )
    assert W.geo.by_id["highcrag"].terrain == "mountain"
    state = step(state, "move 1 highcrag", "end-move")
    assert state.unit(1).tired == 0
    state = step(state, "end-combat", "end-turn", "move 2,3 deepwood", "end-move")
    assert state.unit(2).tired == 0 and state.unit(3).tired == 2


def test_penalised_attackers_cannot_retreat_from_their_battle():
    """Rulebook 3B: units that take the rough-terrain penalty may fight at once but "will not be
    able to retreat from the battle"."""
    state = board(
        ("humans", "soldier", "deepwood"), ("undead", "skeleton", "greenhollow"), side="evil"
    )
    state = step(state, "move 2 deepwood", "end-move", "fight deepwood")
    assert state.unit(2).tired == 2
    assert state.battle.can_retreat == (False, True)
    assert "retreat-roll" not in legal(state)
    assert "may not retreat" in refusal(state, "retreat-roll")


# --- retreating ---------------------------------------------------------------------------------
def test_retreat_example_one_the_slain_strike_back_then_the_humans_press_on():
    """Six soldiers, four killed by five Goblin warriors; the Humans roll a 1 to retreat, their
    four slain soldiers strike back first (three hits, none defended), then the Humans press
    on with the two left against the two Goblins left."""
    units = [("humans", "soldier", "crownvale")] * 6 + [("goblins", "warrior", "deepwood")] * 5
    state = board(*units, side="evil")
    state = step(state, "move 7,8,9,10,11 crownvale", "end-move", "fight crownvale")
    for goblin, soldier in zip((7, 8, 9, 10), (1, 2, 3, 4), strict=True):
        state = step(state, f"target {goblin} {soldier}", "roll 1", "roll 5")
    state = step(state, "target 11 5", "roll 6")
    assert [f.down for f in state.battle.defenders] == [True] * 4 + [False] * 2
    state, events = play(state, "retreat-roll", "roll 1")
    assert "may leave the battle" in texts(events)
    assert "strike back before" in refusal(state, "retreat"), "attack-backs come first"
    for soldier, goblin, die in zip((1, 2, 3, 4), (7, 8, 9, 10), (1, 2, 3, 5), strict=True):
        state = step(state, f"target {soldier} {goblin}", f"roll {die}")
        if die <= 3:
            state = step(state, "roll 6")
    assert legal(state) == {"retreat", "press-on"}
    state, events = play(state, "press-on")
    assert "Fight on" in texts(events)
    standing = [f.id for side in state.battle.sides for f in side if not f.down]
    assert standing == [10, 11, 5, 6], "two goblins against two soldiers"
    assert legal(state) == {"target 5 10", "target 5 11", "target 6 10", "target 6 11"}
    # the fallen stay on the map until the battle ends; then they are removed
    assert len(uids(state, "goblins")) == 5
    state = step(state, "target 5 10", "roll 1", "roll 6", "target 6 11", "roll 1", "roll 6")
    assert state.battle is None and state.fight == ""
    assert uids(state, "goblins") == [] and uids(state, "humans", "crownvale") == [5, 6]


def test_retreat_example_two_the_archer_takes_enemy_land_the_wolf_rider_rides_on_to_neutral():
    """A Wolf Rider and a Goblin Archer roll a retreat; every neighbour is held by the enemy.
    The archer retreats into unoccupied enemy land (the last resort) and cannot conquer it; the
    Wolf Rider uses its two moves to ride through enemy land to a neutral territory."""
    human_land = {t: "humans" for t in W.geo.links["dunmoor"]}
    state = board(
        ("goblins", "wolf-rider", "dunmoor"),
        ("goblins", "archer", "dunmoor"),
        ("humans", "soldier", "greenhollow"),
        ("humans", "soldier", "greenhollow"),
        owner=human_land,
    )
    state = step(state, "move 3 dunmoor", "end-move", "fight dunmoor", "target 3 1", "roll 6")
    state = step(state, "retreat-roll", "roll 2", "retreat")
    first = legal(state)
    # greenhollow still holds a soldier: retreating into a battle is never allowed
    assert first == {
        f"retreat-to {t}"
        for t in (
            "crossroads",
            "fenmere",
            "forgotten-temple",
            "southwatch",
            "tomb-of-fallen-heroes",
        )
    }
    state, events = play(state, "retreat-to tomb-of-fallen-heroes")
    assert state.retreat == ((1,),), "now the wolf rider may go further"
    second = legal(state)
    assert "retreat-to tomb-of-fallen-heroes" in second, "it may stay with the archer"
    assert "retreat-to saltflats" in second and "retreat-to hollowmere" in second
    assert "retreat-to forgotten-temple" not in second, "neutral ground comes first"
    state = step(state, "retreat-to saltflats")
    wolf, archer = state.unit(1), state.unit(2)
    assert (wolf.at, archer.at) == ("saltflats", "tomb-of-fallen-heroes")
    assert wolf.tired == archer.tired == 1 and wolf.retreated and archer.retreated
    state = step(state, "end-combat", "end-turn")
    assert state.side == "evil" and not [
        a for a in TITLE.legal_actions(state) if isinstance(a, Move)
    ]
    state = step(state, "end-move", "end-combat")
    assert state.owner_of("tomb-of-fallen-heroes") == "humans", "no conquest after a retreat"
    assert state.owner_of("saltflats") == ""
    state = step(state, "end-turn")
    assert state.unit(1).tired == 0 and not state.unit(1).retreated, "face up after that turn"
