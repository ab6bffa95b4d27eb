"""The spells cast since casting began (issue 37, spells37b): group movement spells through the
movement profile, Eye of the Explorer, the placement spells and their records, Fear's flight,
Guide Fate's second die and the ranged spells' volley. The scenarios under
data/warparty/scenarios (cast-16 onwards) play each whole; these pin the details."""

from __future__ import annotations

import dataclasses
import re

from wpscenario import W, board, legal, refusal, step

from forgegames.games.warparty import TITLE, combat, spell_placement
from forgegames.games.warparty.economy import income
from forgegames.games.warparty.movement import profile_of, rough_penalties


def hero(army: str, kind: str, at: str, xp: int = 0, spells: tuple[str, ...] = ()) -> tuple:
    return (army, kind, at, "", "", xp, spells)


TELEPORTER = hero(
    "humans", "wizard", "crownvale", 50, ("teleport", "flame-arrow", "speed", "group-teleport")
)
SOLDIER = ("humans", "soldier", "crownvale")


def test_group_teleport_takes_at_most_four_units_and_only_for_the_turn():
    state = board(TELEPORTER, *[SOLDIER] * 6, owner={"crownvale": "humans"})
    state = step(state, "cast 1 group-teleport")
    carried = [u.uid for u in state.units if u.teleport]
    assert carried == [1, 2, 3, 4, 5], "the caster and the first four soldiers"
    assert profile_of(W.armies, state.unit(2)).flying
    assert not profile_of(W.armies, state.unit(6)).flying
    assert "one movement spell a turn" in refusal(state, "cast 1 teleport")
    after = step(state, "end-move", "end-combat", "end-turn", "end-move", "end-combat", "end-turn")
    assert after.side == "good" and not any(u.teleport for u in after.units)


def test_mark_of_passing_is_a_profile_change_that_ends_with_the_turn():
    priest = hero("humans", "priest", "fordham", 0, ("heal", "mark-of-passing"))
    state = board(priest, ("humans", "soldier", "fordham"), owner={"fordham": "humans"})
    assert "move 2 thornbank" not in legal(state)
    state = step(state, "cast 1 mark-of-passing")
    assert profile_of(W.armies, state.unit(2)).fords
    assert "move 2 thornbank" in legal(state)
    assert not any(m.startswith("move 2 fordham|") for m in legal(state)), "never stops on it"
    state = step(state, "end-move", "end-combat", "end-turn", "end-move", "end-combat", "end-turn")
    assert not state.unit(2).ford


def test_eye_of_the_explorer_spares_its_stack_but_not_a_stack_elsewhere():
    priest = hero("humans", "priest", "deepwood", 0, ("heal", "eye-of-the-explorer"))
    state = board(
        priest,
        ("humans", "soldier", "deepwood"),
        ("humans", "soldier", "nettlewood"),
        owner={"crownvale": "humans"},
    )
    state = dataclasses.replace(
        state, units=tuple(dataclasses.replace(u, moved=True) for u in state.units)
    )
    flipped = {u.uid for u in rough_penalties(state, W.geo, W.armies, "good")}
    assert flipped == {3}, "the priest and the soldier with it are free; the other is not"
    assert not rough_penalties(state, W.geo, W.armies, "good")[0].explorer


def test_tax_of_the_magi_income_is_its_bonus_whatever_the_inflation():
    wizard = hero("humans", "wizard", "crownvale", 0, ("flame-arrow", "tax-of-the-magi"))
    state = board(wizard, owner={"crownvale": "humans"})
    state = step(state, "end-move", "end-combat")
    before = income(state, W.geo, W.armies, "humans")
    state = step(state, "cast 1 tax-of-the-magi")
    bonus = W.content.spells["tax-of-the-magi"].bonus
    assert income(state, W.geo, W.armies, "humans") == before + bonus
    dearer = dataclasses.replace(state, inflation=3)
    assert income(dearer, W.geo, W.armies, "humans") == before + bonus
    assert state.spent == (f"humans:1:tax-of-the-magi:{bonus}",)
    assert TITLE.from_json(TITLE.to_json(state)).spent == state.spent


def test_the_dead_are_remembered_for_raise_dead_this_turn_only_and_heroes_for_good():
    state = board(SOLDIER, TELEPORTER, owner={"crownvale": "humans"})
    soldier, wizard = state.unit(1), state.unit(2)
    state = spell_placement.record_dead(state, W, [soldier, dataclasses.replace(wizard, xp=70)])
    assert state.fallen == (
        f"humans:1:soldier:-:{state.clock}",
        f"humans:2:wizard:70:{state.clock}",
    )
    later = dataclasses.replace(state, clock=state.clock + 1)
    assert spell_placement.fallen(later, "humans", heroes_only=False) == []
    assert [f[0] for f in spell_placement.fallen(later, "humans", heroes_only=True)] == [2]
    pruned = spell_placement.record_dead(later, W, [])
    assert pruned.fallen == (f"humans:2:wizard:70:{state.clock}",)


def test_a_new_hero_casts_no_placement_spell_in_the_turn_it_is_bought():
    wizard = hero("humans", "wizard", "kingsreach", 0, ("flame-arrow", "tax-of-the-magi"))
    state = board(wizard, owner={"kingsreach": "humans"})
    state = step(state, "end-move", "end-combat")
    bought = dataclasses.replace(state.unit(1), moved=True)
    state = dataclasses.replace(state, units=(bought,))
    assert "bought" in refusal(state, "cast 1 tax-of-the-magi")


def fear_battle(*units):
    priest = hero("humans", "priest", "crownvale", 0, ("heal", "fear"))
    state = board(priest, *units, owner={"greenhollow": "goblins", "crownvale": "humans"})
    return step(state, "move 1 greenhollow", "end-move", "fight greenhollow", "cast 1 fear")


def test_a_frightened_unit_that_defends_stays_and_fear_keeps_to_the_front_row():
    state = fear_battle(("goblins", "warrior", "greenhollow"), ("goblins", "archer", "greenhollow"))
    assert "target 1 3" not in legal(state), "the archer stands behind the warrior"
    state = step(state, "target 1 2", "roll 1", "roll 1")  # defended: it stands its ground
    assert state.battle.fled == ()
    assert {f.id for f in state.battle.defenders} == {2, 3}


def test_a_fled_unit_is_not_killed_and_gives_no_xp():
    state = fear_battle(("goblins", "warrior", "greenhollow"))
    state = step(state, "target 1 2", "roll 1", "roll 6")
    assert state.battle is None
    goblin = state.unit(2)
    assert goblin.place != "greenhollow" and goblin.tired and goblin.retreated
    assert state.unit(1).xp == 0, "nobody died"


def test_guide_fate_is_part_of_the_battles_key():
    plain = combat.new_battle(
        [combat.profile_from_unit(W.armies.unit("humans", "soldier"), "humans")],
        [combat.profile_from_unit(W.armies.unit("goblins", "warrior"), "goblins")],
    )
    guided = dataclasses.replace(plain, fate=(1, 0))
    assert combat.state_key(plain) != combat.state_key(guided)
    assert (
        TITLE.from_json(TITLE.to_json(dataclasses.replace(board(SOLDIER), battle=guided))).battle
        == guided
    )


def test_a_ranged_spell_is_offered_in_the_combat_phase_only_into_a_neighbour_with_enemies():
    wizard = hero("humans", "wizard", "crownvale", 50, ("flame-arrow", "rain-of-fire"))
    state = board(
        wizard,
        ("goblins", "warrior", "greenhollow"),
        ("goblins", "warrior", "dunmoor"),
        owner={"crownvale": "humans"},
    )
    assert not any(m.startswith("cast 1 rain-of-fire") for m in legal(state))
    state = step(state, "end-move")
    offered = [m for m in legal(state) if m.startswith("cast 1 rain-of-fire")]
    assert offered == ["cast 1 rain-of-fire 2"], "Dunmoor is two territories away"
    state = step(state, "cast 1 rain-of-fire 2")
    assert state.battle.volley and state.battle.attackers[0].profile.ranged == 4


def test_fear_is_not_offered_when_only_heroes_stand_against_it():
    state = board(
        hero("humans", "priest", "crownvale", 0, ("heal", "fear")),
        ("goblins", "warrior-hero", "greenhollow"),
        owner={"greenhollow": "goblins", "crownvale": "humans"},
    )
    state = step(state, "move 1 greenhollow", "end-move", "fight greenhollow")
    assert "cast 1 fear" not in legal(state)
    assert "never afraid" in refusal(state, "cast 1 fear")
    assert "cast 1 heal" not in legal(state) and legal(state), "the priest still has its attack"


def test_summon_needs_an_open_summoning_line():
    necromancer = hero(
        "undead", "wizard", "bone-lands", 50, ("flame-arrow", "teleport", "speed", "summon")
    )
    state = board(necromancer, side="evil", owner={"bone-lands": "undead"})
    state = step(state, "end-move", "end-combat")
    assert "summoning line" in refusal(state, "cast 1 summon"), "no Bone Altar yet"
    mage = hero("humans", "wizard", "crownvale", 50, ("flame-arrow", "teleport", "speed", "summon"))
    humans = step(board(mage, owner={"crownvale": "humans"}), "end-move", "end-combat")
    assert "cast 1 summon" not in legal(humans), "the Humans summon nothing"


def test_a_movement_cast_is_told_with_the_reach_it_gives():
    from forgegames.games.warparty import spell_words
    from forgegames.games.warparty.actions import Cast

    state = board(TELEPORTER, SOLDIER, owner={"crownvale": "humans"})
    words = spell_words.cast_words(state, W, Cast(1, "teleport"))
    assert words.startswith("Teleport (Battle Mage): ") and "without it" in words
    then, now = (int(n) for n in re.findall(r"\d+", words.split(": ")[1]))
    assert then > now > 0, words
