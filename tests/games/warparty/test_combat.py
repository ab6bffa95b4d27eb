"""Warparty battles: the rulebook's combat examples with their dice, and every combat rule.

Profiles use the figures the rulebook prints (section 1 and the combat examples): infantry
3/2, archers 4/1 in row 2, the wolf rider 4/2(-1), knights 4(-1)/3(-1), vampires 4/3(-1)
flying, the cannon 5(-2)/1 in row 2 dealing 2 damage, the berserker's two attacks at 3.
Moves are given in their text form (``target 3 7``, ``roll 4``) and each must be legal.
"""

from __future__ import annotations

import dataclasses
import json
import random
from fractions import Fraction

import pytest

from forgegames.core.codec import decode, encode
from forgegames.core.errors import IllegalAction
from forgegames.core.title import CHANCE, TERMINAL, Event
from forgegames.games.warparty import combat
from forgegames.games.warparty.combat import (
    ATTACKER,
    ATTACKER_RETREATED,
    ATTACKER_WINS,
    BOTH_DESTROYED,
    DEFENDER,
    DEFENDER_RETREATED,
    DEFENDER_WINS,
    STALEMATE,
    VOLLEY_OVER,
    Battle,
    Profile,
)


def unit(army: str, name: str, attack: int, defence: int, **more) -> Profile:
    ident = name.lower().replace(" ", "-")
    return Profile(ident, army, name, attack, defence=defence, **more)


def infantry(army: str = "humans", name: str = "Soldier") -> Profile:
    return unit(army, name, 3, 2)


def archer(army: str = "humans", name: str = "Archer") -> Profile:
    return unit(army, name, 4, 1, row=2, missile=True)


WOLF_RIDER = unit("goblins", "Wolf Rider", 4, 2, defence_mod=-1)
KNIGHT = unit("humans", "Knight", 4, 3, attack_mod=-1, defence_mod=-1)
VAMPIRE = unit("undead", "Vampire", 4, 3, defence_mod=-1, flying=True)
CANNON = unit("dwarves", "Cannon", 5, 1, attack_mod=-2, row=2, damage=2, missile=True, ranged=3)
BERSERKER = unit("dwarves", "Berserker", 3, 2, attacks=2)
GHOUL = unit("undead", "Ghoul Mangler", 3, 2, hits=2)
AIRSHIP = unit("dwarves", "Airship", 4, 3, attack_mod=-1, hits=3, damage=2, airborne=True)


def play(battle: Battle, *moves: str) -> tuple[Battle, list[Event]]:
    """Apply ``moves`` (text form); a roll only where a die is due, a choice only if legal."""
    events: list[Event] = []
    for text in moves:
        action = combat.parse_action(text)
        if isinstance(action, combat.Roll):
            assert combat.current_player(battle) == CHANCE, f"no die is due for '{text}'"
            assert (action, 1 / 6) in combat.chance_outcomes(battle)
        else:
            assert action in combat.legal_actions(battle), f"'{text}' is not offered"
        battle, more = combat.apply(battle, action)
        events.extend(more)
    return battle, events


def texts(events: list[Event]) -> str:
    return "\n".join(e.text for e in events)


def standing(battle: Battle) -> tuple[tuple[int, ...], tuple[int, ...]]:
    return combat.survivors(battle)


# --- the rulebook's combat examples ------------------------------------------------------------
def test_example_1_one_soldier_against_one_goblin_warrior():
    """Soldier #1 attacks Goblin #2; both 3/2."""
    battle = combat.new_battle([infantry()], [infantry("goblins", "Goblin Warrior")])
    battle, _ = play(battle, "target 1 2", "roll 4")  # a miss
    assert battle.side == DEFENDER and combat.RetreatRoll() in combat.legal_actions(battle)
    battle, _ = play(battle, "target 2 1", "roll 1", "roll 2")  # a hit, defended
    battle, events = play(battle, "target 1 2", "roll 3", "roll 5")  # a hit, not defended
    goblin = battle.fighter(2)
    assert goblin.down and battle.side == DEFENDER, "turned over, about to strike back"
    assert combat.legal_actions(battle) == [combat.target(2, 1)], "no retreat: nobody standing"
    battle, events = play(battle, "target 2 1", "roll 4")
    assert battle.outcome == ATTACKER_WINS
    assert standing(battle) == ((1,), ())
    assert "Goblin Warrior has struck back and leaves the battle." in texts(events)


def test_battle_lines_are_core_events_whose_detail_holds_the_dice_the_words_tell():
    """What the battle dice panel reads: each line's facts, the same the log's words give."""
    battle = combat.new_battle([infantry()], [infantry("goblins", "Goblin Warrior")])
    battle, events = play(battle, "target 1 2", "roll 3", "roll 5")  # a hit, not defended
    assert all(isinstance(e, Event) and e.kind == "battle" for e in events)
    facts = [(e.detail["what"], e.detail.get("roll"), e.detail.get("need")) for e in events]
    assert facts[:3] == [("attack", None, None), ("hit", 3, 3), ("undefended", 5, 2)]
    assert events[1].text == "Soldier rolls 3 (needs 3 or less): a hit on Goblin Warrior."
    assert (events[1].detail["who"].id, events[1].detail["whom"].id) == (1, 2)
    assert events[2].text.startswith("Goblin Warrior rolls 5 to defend (needs 2 or less)")


def test_example_2_three_goblins_against_a_dwarf_archer():
    """Goblins #1-3 attack Dwarf Archer #4 (alone, so the front row it stands in is row 2).

    The example rolls the three attacks at once (2, 1, 3); the third hit finds the archer
    already turned over. Rolled one at a time, the third goblin has nobody to attack and no
    die is rolled for it: the same result.
    """
    goblins = [infantry("goblins", "Goblin Warrior")] * 3
    battle = combat.new_battle(goblins, [archer("dwarves", "Dwarf Archer")])
    battle, _ = play(battle, "target 1 4", "roll 2", "roll 1")  # hit, defended on a 1
    battle, events = play(battle, "target 2 4", "roll 1", "roll 4")  # hit, killed
    assert battle.side == DEFENDER and battle.fighter(4).down
    assert "No enemy is left standing" in texts(events)
    battle, events = play(battle, "target 4 1", "roll 6")  # the attack-back misses
    assert battle.outcome == ATTACKER_WINS and standing(battle) == ((1, 2, 3), ())


def test_example_3_two_skeletons_against_two_dwarves_and_a_soldier():
    """Skeletons #1, #2 attack Dwarven Warriors #3, #4 and Human Soldier #5 (allies)."""
    skeletons = [infantry("undead", "Skeleton")] * 2
    good = [infantry("dwarves", "Dwarven Warrior")] * 2 + [infantry()]
    battle = combat.new_battle(skeletons, good)
    battle, _ = play(battle, "target 1 3", "roll 2", "roll 1", "target 2 4", "roll 6")
    assert standing(battle) == ((1, 2), (3, 4, 5)) and battle.side == DEFENDER
    # the good side: 1 and 2 hit, 4 misses; the skeletons defend on 2, fail on 4
    battle, events = play(
        battle, "target 3 1", "roll 1", "roll 2", "target 4 2", "roll 2", "roll 4"
    )
    assert "Skeleton 2 is killed and leaves the battle at once." in texts(events)
    battle, _ = play(battle, "target 5 1", "roll 4")
    assert standing(battle) == ((1,), (3, 4, 5)) and battle.side == ATTACKER
    battle, _ = play(battle, "target 1 5", "roll 3", "roll 3")
    assert battle.fighter(5).down, "the soldier is turned over and will strike back"
    battle, _ = play(battle, "target 3 1", "roll 4", "target 4 1", "roll 3", "roll 2")
    battle, events = play(battle, "target 5 1", "roll 2", "roll 5")
    assert battle.outcome == DEFENDER_WINS
    assert standing(battle) == ((), (3, 4)), "two dwarves stand; the soldier is removed"


def test_example_4_five_dwarves_against_two_skeletons_and_an_archer():
    """Dwarves #1-5 roll 3, 5, 1, 1, 4 (three hits); the skeletons #6, #7 fail on 3 and 6,
    the archer #8 fails on 2. Rolled one at a time the archer can be targeted only once both
    skeletons have fallen; the fifth dwarf has nobody left to attack."""
    dwarves = [infantry("dwarves", "Dwarven Warrior")] * 5
    undead = [infantry("undead", "Skeleton")] * 2 + [archer("undead", "Skeleton Archer")]
    battle = combat.new_battle(dwarves, undead)
    battle, _ = play(battle, "target 1 6", "roll 3", "roll 3", "target 2 7", "roll 5")
    with pytest.raises(IllegalAction, match="front row must fall before the second row"):
        combat.apply(battle, combat.target(3, 8))
    battle, _ = play(battle, "target 3 7", "roll 1", "roll 6", "target 4 8", "roll 1", "roll 2")
    assert battle.side == DEFENDER, "the fifth attack lapses: every undead is turned over"
    battle, _ = play(battle, "target 6 1", "roll 5", "target 7 1", "roll 5", "target 8 1")
    battle, _ = play(battle, "roll 6")
    assert battle.outcome == ATTACKER_WINS and standing(battle) == ((1, 2, 3, 4, 5), ())


def test_example_5_wolf_rider_and_archers_against_three_soldiers():
    """Wolf Rider #1 and Goblin Archers #2, #3 attack Soldiers #4-6."""
    goblins = [WOLF_RIDER, archer("goblins", "Goblin Archer"), archer("goblins", "Goblin Archer")]
    battle = combat.new_battle(goblins, [infantry()] * 3)
    with pytest.raises(IllegalAction, match="row order"):
        combat.apply(battle, combat.target(2, 4))
    battle, _ = play(battle, "target 1 4", "roll 5", "target 2 4", "roll 3", "roll 2")
    battle, _ = play(battle, "target 3 5", "roll 3", "roll 6")
    assert battle.fighter(5).down and battle.side == DEFENDER
    # the soldiers need a 2 against the wolf rider's -1, any 3 against an archer
    battle, events = play(battle, "target 4 1", "roll 3")
    assert "rolls 3 (needs 2 or less): a miss" in texts(events)
    battle, events = play(battle, "target 5 1", "roll 2", "roll 3")
    assert "Wolf Rider is killed and leaves the battle at once." in texts(events)
    battle, _ = play(battle, "target 6 2", "roll 3", "roll 2")
    assert standing(battle) == ((3,), (4, 6)), "the archer and the turned-over soldier are gone"
    battle, events = play(battle, "retreat-roll", "roll 2", "retreat")
    assert battle.outcome == ATTACKER_RETREATED and standing(battle) == ((3,), (4, 6))


def test_example_6_dwarves_with_a_cannon_against_undead_with_vampires():
    """Warriors #1-3, Dwarf Archer #4, Cannon #5 attack Skeletons #6, #7, Vampires #8, #9
    and Skeleton Archer #10. The example holds move for move."""
    dwarves = [infantry("dwarves", "Dwarven Warrior")] * 3 + [archer("dwarves"), CANNON]
    undead = [infantry("undead", "Skeleton")] * 2 + [VAMPIRE] * 2 + [archer("undead")]
    battle = combat.new_battle(dwarves, undead)
    battle, _ = play(battle, "target 1 6", "roll 3", "roll 3", "target 2 7", "roll 3", "roll 4")
    battle, events = play(battle, "target 3 8", "roll 3")
    assert "(needs 2 or less): a miss" in texts(events), "the vampire's -1"
    battle, _ = play(battle, "target 4 8", "roll 3", "roll 4")
    battle, events = play(battle, "target 5 9", "roll 3", "roll 3")
    assert "(needs 4 or less): a hit" in texts(events)
    assert "to defend (needs 1 or less): not defended" in texts(events), "the cannon's -2"
    assert [f.id for f in battle.defenders if f.down] == [6, 7, 8, 9]
    # the undead: four attack-backs and the archer
    battle, _ = play(battle, "target 6 1", "roll 3", "roll 4", "target 7 2", "roll 2", "roll 4")
    battle, _ = play(battle, "target 8 3", "roll 4", "roll 2", "target 9 3", "roll 3", "roll 3")
    assert [f.id for f in battle.attackers] == [4, 5], "the warriors are gone"
    assert combat.legal_actions(battle) == [
        combat.target(10, 4),
        combat.target(10, 5),
        combat.RetreatRoll(),  # the archer, still standing, has not attacked yet
    ]
    battle, _ = play(battle, "target 10 5", "roll 4", "roll 2")
    assert standing(battle) == ((4,), (10,)) and battle.side == ATTACKER
    battle, _ = play(battle, "target 4 10", "roll 3", "roll 4")
    battle, events = play(battle, "target 10 4", "roll 4", "roll 2")
    assert battle.outcome == BOTH_DESTROYED and standing(battle) == ((), ())
    assert "Both sides are destroyed" in texts(events)


def test_the_retreating_example_strike_backs_then_press_on():
    """Goblins #1-5 have turned over four of Soldiers #6-11. In their round the soldiers roll
    a 1 to retreat; first the four turned over strike back (three hits, no defence), then
    they choose to press on with the two still standing."""
    battle = combat.new_battle([infantry("goblins", "Goblin")] * 5, [infantry()] * 6)
    for goblin, soldier in zip((1, 2, 3, 4), (6, 7, 8, 9), strict=True):
        battle, _ = play(battle, f"target {goblin} {soldier}", "roll 1", "roll 6")
    battle, _ = play(battle, "target 5 10", "roll 6")
    assert battle.side == DEFENDER and standing(battle) == ((1, 2, 3, 4, 5), (10, 11))
    battle, _ = play(battle, "retreat-roll", "roll 1")
    offered = combat.legal_actions(battle)
    assert combat.Retreat() not in offered, "the attack-backs come first"
    assert combat.PressOn() in offered and combat.target(6, 1) in offered
    assert combat.target(10, 1) not in offered, "standing soldiers wait for the decision"
    with pytest.raises(IllegalAction, match="strike back before their side leaves"):
        combat.apply(battle, combat.Retreat())
    for soldier, goblin in zip((6, 7, 8), (1, 2, 3), strict=True):
        battle, _ = play(battle, f"target {soldier} {goblin}", "roll 2", "roll 5")
    battle, _ = play(battle, "target 9 4", "roll 6")
    assert combat.legal_actions(battle) == [combat.Retreat(), combat.PressOn()]
    assert standing(battle) == ((4, 5), (10, 11))
    pressed, _ = play(battle, "press-on")
    assert combat.legal_actions(pressed) == [
        combat.target(10, 4),
        combat.target(10, 5),
        combat.target(11, 4),
        combat.target(11, 5),
    ]
    gone, events = play(battle, "retreat")
    assert gone.outcome == DEFENDER_RETREATED and standing(gone) == ((4, 5), (10, 11))
    assert [f.id for f in gone.defenders] == [10, 11], "the fallen leave with the battle"


# --- numbers: modifiers, sure things and no chance ------------------------------------------
def test_hit_chance_gives_the_numbers_before_and_after_modifiers():
    plain = combat.hit_chance(infantry(), infantry())
    assert (plain.attack, plain.hit_on, plain.defence, plain.defend_on) == (3, 3, 2, 2)
    assert plain.chance == Fraction(1, 3)
    knight = combat.hit_chance(KNIGHT, WOLF_RIDER)
    assert (knight.hit_on, knight.defend_on) == (3, 1)
    assert knight.chance == Fraction(1, 2) * Fraction(5, 6)
    cannon = combat.hit_chance(CANNON, VAMPIRE)
    assert (cannon.attack, cannon.hit_on, cannon.defend_on, cannon.damage) == (5, 4, 1, 2)
    ranged = combat.hit_chance(CANNON, infantry(), ranged=True)
    assert (ranged.attack, ranged.hit_on, ranged.defend_on) == (3, 3, 0)
    assert ranged.p_defend == 0 and ranged.chance == Fraction(1, 2), "no defence against -2"


def test_a_needed_six_hits_and_defends_without_a_die():
    """A champion (6/6, as a spell might make one) never needs a die to hit or to defend."""
    sure = unit("humans", "Champion", 6, 6)
    battle = combat.new_battle([sure], [infantry("goblins", "Goblin")])
    battle, events = play(battle, "target 1 2")
    assert "needs 6 or less to hit Goblin: a sure hit, no die rolled" in texts(events)
    assert battle.pending is not None and battle.pending.kind == combat.DEFEND
    battle, _ = play(battle, "roll 3", "target 2 1")
    battle, events = play(battle, "roll 1")
    assert "Champion needs 6 or less to defend: a sure defence" in texts(events)
    assert battle.outcome == ATTACKER_WINS, "no defence die: the attack-back simply fails"


def test_an_impossible_roll_is_not_rolled():
    feeble = unit("goblins", "Feeble", 1, 1)
    armoured = unit("humans", "Armoured", 5, 2, defence_mod=-1, attack_mod=-1)
    battle = combat.new_battle([armoured], [feeble, feeble])
    battle, _ = play(battle, "target 1 2", "roll 1")
    assert combat.current_player(battle) == DEFENDER, "defence 1 - 1 = 0: no defence die"
    assert battle.fighter(2).down
    battle, events = play(battle, "target 2 1")
    assert "no chance, no die rolled" in texts(events)
    assert combat.current_player(battle) == DEFENDER, "attack 1 - 1 = 0: no hit die"


def test_neither_side_able_to_harm_the_other_is_a_stalemate():
    feeble = unit("goblins", "Feeble", 1, 1, defence_mod=-1)
    battle = combat.new_battle([feeble], [feeble])
    assert battle.outcome == STALEMATE and combat.current_player(battle) == TERMINAL
    assert combat.legal_actions(battle) == [] and combat.chance_outcomes(battle) == ()


# --- targets and attack order -------------------------------------------------------------------
def test_attacks_go_in_row_order_and_targets_only_the_front_row():
    battle = combat.new_battle(
        [archer(), infantry(), infantry()], [archer("goblins"), infantry("goblins")]
    )
    assert [f.id for f in battle.attackers] == [2, 3, 1], "kept in row order"
    assert combat.legal_actions(battle) == [
        combat.target(2, 5),
        combat.target(3, 5),
        combat.RetreatRoll(),
    ]
    assert combat.default_target(battle) == combat.target(2, 5)
    with pytest.raises(IllegalAction, match=r"row 1 must finish its attacks before Archer \(row 2"):
        combat.apply(battle, combat.target(1, 5))
    with pytest.raises(IllegalAction, match="front row must fall before the second row"):
        combat.apply(battle, combat.target(2, 4))
    with pytest.raises(IllegalAction, match="not an enemy"):
        combat.apply(battle, combat.target(2, 3))
    with pytest.raises(IllegalAction, match="a hit die must be rolled first"):
        combat.apply(combat.apply(battle, combat.target(2, 5))[0], combat.target(3, 5))


def test_several_attackers_may_pick_one_target_and_the_default_is_the_first_listed():
    battle = combat.new_battle([infantry()] * 3, [infantry("goblins"), KNIGHT])
    battle, _ = play(battle, "target 1 5", "roll 6", "target 2 5", "roll 6")
    assert combat.target(3, 5) in combat.legal_actions(battle)
    assert combat.default_target(battle) == combat.target(3, 4)


def test_a_unit_with_two_attacks_makes_both_each_with_its_own_target():
    battle = combat.new_battle([BERSERKER], [infantry("goblins")] * 2)
    battle, _ = play(battle, "target 1 2", "roll 6")
    assert battle.side == ATTACKER and battle.queue[0].left == 1
    battle, _ = play(battle, "target 1 3", "roll 1", "roll 6")
    assert battle.side == DEFENDER and battle.fighter(3).down
    again, _ = play(combat.new_battle([BERSERKER], [infantry("goblins")] * 2), "target 1 2")
    again, _ = play(again, "roll 6", "target 1 2")
    assert again.pending is not None, "a multi-attack unit may attack the same unit twice"


def test_a_turned_over_unit_strikes_back_once_even_with_two_attacks():
    battle = combat.new_battle([infantry()] * 2, [BERSERKER])
    battle, _ = play(battle, "target 1 3", "roll 1", "roll 6")
    battle, _ = play(battle, "target 3 1", "roll 6")
    assert battle.outcome == ATTACKER_WINS, "one attack-back, then it leaves"


FIREBALL = unit("humans", "Fire Wizard", 4, 1, attacks=3, up_to=True, row=3, missile=True)
UNDEAD_LINE = [infantry("undead", "Skeleton")] * 2 + [archer("undead")]


def test_up_to_attacks_never_hit_one_unit_twice():
    battle = combat.new_battle([FIREBALL], UNDEAD_LINE)
    battle, _ = play(battle, "target 1 2", "roll 6")
    assert combat.legal_actions(battle) == [combat.target(1, 3)]
    with pytest.raises(IllegalAction, match="same unit twice"):
        combat.apply(battle, combat.target(1, 2))
    battle, events = play(battle, "target 1 3", "roll 6")
    assert "Fire Wizard has no enemy it may attack this round." in texts(events)
    assert battle.side == DEFENDER, "both skeletons were attacked once: the third attack lapses"
    plain = dataclasses.replace(FIREBALL, up_to=False)
    battle, _ = play(combat.new_battle([plain], UNDEAD_LINE), "target 1 2", "roll 6")
    assert combat.target(1, 2) in combat.legal_actions(battle), "without 'up to' it may"


def test_up_to_attacks_never_reach_behind_the_row_they_began_on():
    """The rulebook's fireball: up to three units, two skeletons and the archer behind them;
    even once both skeletons fall the archer may not be targeted that round."""
    battle = combat.new_battle([FIREBALL], UNDEAD_LINE)
    battle, _ = play(battle, "target 1 2", "roll 1", "roll 6")
    battle, events = play(battle, "target 1 3", "roll 1", "roll 6")
    assert "Fire Wizard has no enemy it may attack this round." in texts(events)
    assert battle.side == DEFENDER and not battle.fighter(4).down
    plain = dataclasses.replace(FIREBALL, up_to=False)
    battle = combat.new_battle([plain], UNDEAD_LINE)
    battle, _ = play(battle, "target 1 2", "roll 1", "roll 6", "target 1 3", "roll 1", "roll 6")
    assert combat.legal_actions(battle) == [combat.target(1, 4)]


def test_only_missile_or_flying_units_reach_the_airship():
    dwarves = [AIRSHIP, infantry("dwarves"), archer("dwarves")]
    goblin = infantry("goblins", "Goblin")
    for attacker, reaches in ((goblin, False), (archer("goblins"), True), (VAMPIRE, True)):
        battle = combat.new_battle([attacker], dwarves)
        offered = {a.target for a in combat.legal_actions(battle) if isinstance(a, combat.Target)}
        assert offered == ({2, 3} if reaches else {3}), attacker.name
    battle = combat.new_battle([goblin], dwarves)
    with pytest.raises(IllegalAction, match="only missile or flying units can reach Airship"):
        combat.apply(battle, combat.target(1, 2))
    battle, _ = play(battle, "target 1 3", "roll 1", "roll 6")
    assert battle.side == DEFENDER and battle.round == 2
    battle, events = play(battle, "target 2 1", "roll 6", "target 3 1", "roll 6")
    battle, events = play(battle, "target 4 1", "roll 6")
    assert battle.side == ATTACKER and battle.round == 3
    offered = {a.target for a in combat.legal_actions(battle) if isinstance(a, combat.Target)}
    assert offered == {4}, "the airship screens nobody from the goblin: the archer is reached"


def test_the_airship_stands_in_the_second_row_and_screens_no_archer():
    airship = dataclasses.replace(AIRSHIP, row=2)
    goblins = [infantry("goblins", "Goblin") for _ in range(3)]
    battle = combat.new_battle(goblins, [airship, archer("dwarves")])
    offered = {a.target for a in combat.legal_actions(battle) if isinstance(a, combat.Target)}
    assert offered == {5}, "the goblins reach the archer beside the airship, not the airship"
    with pytest.raises(IllegalAction, match="only missile or flying units can reach Airship"):
        combat.apply(battle, combat.target(1, 4))
    battle, events = play(battle, "target 1 5", "roll 1", "roll 6")
    assert battle.fighter(5).down
    assert "Goblin 2 has no enemy it may attack this round." in texts(events)
    shooters = combat.new_battle(
        [archer("goblins"), archer("goblins")], [airship, archer("dwarves")]
    )
    offered = {a.target for a in combat.legal_actions(shooters) if isinstance(a, combat.Target)}
    assert offered == {3, 4}, "missiles reach both units of the second row"


# --- damage -------------------------------------------------------------------------------------
def test_multi_hit_units_keep_their_damage_through_the_battle():
    battle = combat.new_battle([infantry()], [GHOUL])
    battle, events = play(battle, "target 1 2", "roll 1", "roll 6")
    assert "takes 1 damage (1 of 2 hits)" in texts(events)
    assert battle.fighter(2) == combat.Fighter(2, GHOUL, 1, False)
    battle, _ = play(battle, "target 2 1", "roll 6")
    battle, _ = play(battle, "target 1 2", "roll 1", "roll 6")
    assert battle.fighter(2).down and battle.fighter(2).damage == 2


def test_siege_units_deal_two_damage_a_hit():
    battle = combat.new_battle([CANNON], [GHOUL])
    battle, events = play(battle, "target 1 2", "roll 1")
    assert "would need 0 or less to defend: no chance, no die rolled" in texts(events)
    assert battle.fighter(2).down, "2 damage kills a 2-hit unit at once"
    battle = combat.new_battle([CANNON], [AIRSHIP])
    battle, events = play(battle, "target 1 2", "roll 1", "roll 6")
    assert "takes 2 damage (2 of 3 hits)" in texts(events)


def test_original_attackers_killed_leave_at_once_without_striking_back():
    battle = combat.new_battle([infantry()] * 2, [infantry("goblins")])
    battle, _ = play(battle, "target 1 3", "roll 6", "target 2 3", "roll 6")
    battle, events = play(battle, "target 3 1", "roll 1", "roll 6")
    assert [f.id for f in battle.attackers] == [2]
    assert battle.side == ATTACKER and combat.current_player(battle) == ATTACKER


def test_mutual_annihilation():
    battle = combat.new_battle([infantry()], [infantry("goblins")])
    battle, _ = play(battle, "target 1 2", "roll 1", "roll 6", "target 2 1", "roll 1", "roll 6")
    assert battle.outcome == BOTH_DESTROYED and combat.current_player(battle) == TERMINAL


# --- retreat ------------------------------------------------------------------------------------
def test_a_retreat_roll_needs_two_or_less_and_comes_before_the_standing_units_attack():
    battle = combat.new_battle([infantry()] * 2, [infantry("goblins")])
    failed, events = play(battle, "retreat-roll", "roll 3")
    assert "Retreat roll 3 (needs 2 or less): the attackers must fight on." in texts(events)
    assert combat.RetreatRoll() not in combat.legal_actions(failed), "once a round"
    with pytest.raises(IllegalAction, match="once a round"):
        combat.apply(failed, combat.RetreatRoll())
    attacked, _ = play(battle, "target 1 3", "roll 6")
    assert combat.RetreatRoll() not in combat.legal_actions(attacked)
    with pytest.raises(IllegalAction, match="before the side's standing units attack"):
        combat.apply(attacked, combat.RetreatRoll())
    gone, _ = play(battle, "retreat-roll", "roll 2", "retreat")
    assert gone.outcome == ATTACKER_RETREATED and standing(gone) == ((1, 2), (3,))
    stayed, _ = play(battle, "retreat-roll", "roll 1", "press-on", "target 2 3")
    assert stayed.pending is not None


def test_a_side_unable_to_retreat_is_never_offered_the_roll():
    battle = combat.new_battle([infantry()], [infantry("goblins")], attacker_can_retreat=False)
    assert combat.RetreatRoll() not in combat.legal_actions(battle)
    with pytest.raises(IllegalAction, match="lies face down"):
        combat.apply(battle, combat.RetreatRoll())
    battle, _ = play(battle, "target 1 2", "roll 6")
    assert combat.RetreatRoll() in combat.legal_actions(battle), "the defenders still may"


# --- ranged attacks -----------------------------------------------------------------------------
def test_a_ranged_attack_fires_once_in_row_order_without_attack_backs():
    targets = [infantry("undead", "Skeleton"), archer("undead")]
    volley = combat.new_volley([CANNON, CANNON], targets, shooter_ids=[1, 2])
    with pytest.raises(IllegalAction, match="front row must fall"):
        combat.apply(volley, combat.target(1, 4))
    assert combat.RetreatRoll() not in combat.legal_actions(volley)
    volley, events = play(volley, "target 1 3")
    assert volley.pending is not None and volley.pending.need == 3, "ranged strength 3"
    volley, events = play(volley, "roll 3")
    assert "Skeleton is killed and leaves the battle at once." in texts(events)
    volley, events = play(volley, "target 2 4", "roll 6")
    assert volley.outcome == VOLLEY_OVER and standing(volley) == ((1, 2), (4,))
    with pytest.raises(ValueError, match="Soldier cannot make a ranged attack"):
        combat.new_volley([infantry()], targets)


# --- the text forms, saving, events ----------------------------------------------------------
def test_actions_read_back_from_their_text_and_nonsense_is_refused():
    battle = combat.new_battle([infantry()] * 2, [infantry("goblins")] * 2)
    for action in combat.legal_actions(battle):
        assert combat.parse_action(str(action)) == action
    assert str(combat.target(3, 7)) == "target 3 7"
    with pytest.raises(IllegalAction):
        combat.parse_action("charge 1")
    with pytest.raises(IllegalAction, match="no die is waiting"):
        combat.apply(battle, combat.Roll(3))
    with pytest.raises(IllegalAction, match="only a side whose retreat roll succeeded"):
        combat.apply(battle, combat.Retreat())
    with pytest.raises(IllegalAction, match="a die shows 1 to 6"):
        combat.apply(play(battle, "target 1 3")[0], combat.Roll(7))


def test_a_battle_survives_a_trip_through_json_mid_round():
    battle = combat.new_battle([BERSERKER, archer()], [GHOUL, VAMPIRE])
    battle, _ = play(battle, "target 1 3", "roll 1", "roll 6", "target 1 4")
    again = decode(combat.Battle, json.loads(json.dumps(encode(battle))))
    assert again == battle
    assert combat.legal_actions(again) == combat.legal_actions(battle)


def test_apply_leaves_its_input_alone_and_explains_only_when_asked():
    battle = combat.new_battle([infantry()], [infantry("goblins", "Goblin")])
    before = encode(battle)
    after, events = combat.apply(battle, combat.target(1, 2))
    assert encode(battle) == before and after != battle
    assert texts(list(events)) == "Soldier attacks Goblin."
    quiet, none = combat.apply(battle, combat.target(1, 2), explain=False)
    assert quiet == after and none == ()


def test_the_retreat_number_agrees_with_the_rules_table():
    from forgegames.games.warparty.content import load_content

    assert load_content().rules.combat.retreat_at == combat.RETREAT_ROLL


def test_profiles_come_from_the_army_sheets():
    from forgegames.games.warparty.content import load_armies

    armies = load_armies()
    cannon = combat.profile_from_unit(armies["dwarves"].unit("cannon"), "dwarves")
    assert (cannon.attack, cannon.attack_mod, cannon.defence, cannon.row) == (5, -2, 1, 2)
    assert (cannon.damage, cannon.missile, cannon.ranged) == (2, True, 3)
    airship = combat.profile_from_unit(armies["dwarves"].unit("airship"), "dwarves")
    assert airship.airborne and airship.flying and airship.hits == 3
    soldier = combat.profile_from_unit(armies["humans"].unit("infantry"), "humans")
    assert (soldier.unit, soldier.attack, soldier.defence, soldier.army) == (
        "soldier",
        3,
        2,
        "humans",
    )


def test_a_side_with_nothing_to_attack_may_still_try_to_retreat_or_stay():
    """Soldiers cannot reach the airship: in their round they may roll to retreat, or stay
    and let the round pass; after a successful roll they choose."""
    battle = combat.new_battle([AIRSHIP], [infantry()] * 2)
    battle, _ = play(battle, "target 1 2", "roll 6")
    assert combat.legal_actions(battle) == [combat.RetreatRoll(), combat.PressOn()]
    stayed, _ = play(battle, "press-on")
    assert stayed.side == ATTACKER and stayed.round == 3
    rolled, _ = play(battle, "retreat-roll", "roll 1")
    assert combat.legal_actions(rolled) == [combat.Retreat(), combat.PressOn()]
    gone, _ = play(rolled, "retreat")
    assert gone.outcome == DEFENDER_RETREATED


# --- random battles keep every invariant ----------------------------------------------------
POOL = (
    infantry(),
    archer(),
    KNIGHT,
    WOLF_RIDER,
    VAMPIRE,
    CANNON,
    BERSERKER,
    GHOUL,
    AIRSHIP,
    FIREBALL,
    unit("goblins", "Feeble", 1, 1, defence_mod=-1),
)


def check_invariants(battle: Battle) -> None:
    who = combat.current_player(battle)
    offered = combat.legal_actions(battle)
    if who == TERMINAL:
        assert battle.outcome is not None and not offered and not combat.chance_outcomes(battle)
        return
    if who == CHANCE:
        assert not offered
        assert sum(p for _, p in combat.chance_outcomes(battle)) == pytest.approx(1.0)
        return
    assert offered, "a side that must act always has a move"
    for action in offered:
        assert combat.parse_action(str(action)) == action
    assert all(not f.down for f in battle.attackers), "original attackers are never turned over"
    for fighters in battle.sides:
        for f in fighters:
            assert (f.damage >= f.profile.hits) == f.down
    for slot in battle.queue:
        assert any(f.id == slot.fid for f in battle.sides[battle.side])


def test_random_battles_keep_every_invariant_and_end():
    rng = random.Random(7)
    for game in range(300):
        attackers = [rng.choice(POOL) for _ in range(rng.randint(1, 4))]
        defenders = [rng.choice(POOL) for _ in range(rng.randint(1, 4))]
        battle = combat.new_battle(
            attackers,
            defenders,
            attacker_can_retreat=rng.random() < 0.7,
            defender_can_retreat=rng.random() < 0.7,
        )
        for _ in range(5_000):
            check_invariants(battle)
            if battle.outcome is not None:
                break
            outcomes = combat.chance_outcomes(battle)
            action = (
                rng.choice(outcomes)[0] if outcomes else rng.choice(combat.legal_actions(battle))
            )
            battle, events = combat.apply(battle, action)
            assert all(e.text for e in events)
            if game % 10 == 0:
                assert decode(combat.Battle, json.loads(json.dumps(encode(battle)))) == battle
        assert battle.outcome is not None, f"battle {game} did not end"
