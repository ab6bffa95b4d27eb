"""Dungeons in play (issue 37): exploring in the combat phase, the tables, the trap, the
monsters' battle (their choices made by the program), leaving without a roll, monsters that
stay, monster XP, treasure handed out as the combat phase ends, and the saved form."""

from __future__ import annotations

import dataclasses

from wpscenario import W, board, dice_due, legal, play, refusal, step, texts

from forgegames.games.warparty import TITLE, dungeons
from forgegames.games.warparty.dungeon_state import Lair
from forgegames.games.warparty.state import WPState, evolve, replace_units

M1, M2 = dungeons.MONSTER_IDS, dungeons.MONSTER_IDS + 1


def at_ruins(*more: tuple[str, str, str], **changes) -> WPState:
    """A Humans warrior (uid 1) and wizard (2) in the Haunted Ruins, in the combat phase."""
    units = [("humans", "warrior-hero", "haunted-ruins"), ("humans", "wizard", "haunted-ruins")]
    return step(board(*units, *more, **changes), "end-move")


def test_explore_is_offered_before_battles_to_heroes_only():
    state = at_ruins()
    assert "explore haunted-ruins" in legal(state)
    soldiers = step(board(("humans", "soldier", "haunted-ruins")), "end-move")
    assert "explore haunted-ruins" not in legal(soldiers)
    assert "hero" in refusal(soldiers, "explore haunted-ruins")


def test_enemies_in_the_territory_block_the_dungeon():
    state = step(
        board(("humans", "warrior-hero", "haunted-ruins"), ("undead", "skeleton", "haunted-ruins")),
        "end-move",
    )
    assert "explore haunted-ruins" not in legal(state)
    assert "enemy units" in refusal(state, "explore haunted-ruins")


def test_no_exploring_after_a_battle_of_the_turn():
    state = step(
        board(
            ("humans", "warrior-hero", "haunted-ruins"),
            ("humans", "soldier", "crownvale"),
            ("goblins", "warrior", "crownvale"),
        ),
        "end-move",
    )
    assert "explore haunted-ruins" in legal(state)
    state = step(state, "fight crownvale", "target 2 3", "roll 1", "roll 6", "target 3 2", "roll 6")
    assert "explore haunted-ruins" not in legal(state)
    assert "before any battle" in refusal(state, "explore haunted-ruins")


def test_a_one_on_the_haunted_ruins_is_the_ghost_and_monsters_act_by_chance():
    state, events = play(at_ruins(), "explore haunted-ruins", "roll 1")
    assert state.battle is not None and dungeons.in_dungeon(state)
    assert [f.profile.unit for f in state.battle.defenders] == ["ghost"]
    assert "program chooses their attacks" in texts(events)
    assert "leave-dungeon" in legal(state)
    # the heroes attack; then the monsters' choice is a chance outcome, not a seat's move
    state = step(state, f"target 1 {M1}", "roll 6", f"target 2 {M1}", "roll 6")
    assert dice_due(state)
    (choice, p), *_ = TITLE.chance_outcomes(state)
    assert str(choice) == f"target {M1} 1" and p == 1.0


def test_slaying_the_monsters_completes_the_dungeon_gives_xp_and_treasure():
    state = step(at_ruins(), "explore haunted-ruins", "roll 2")  # the Zombie Horde: 4 hits
    assert [f.profile.unit for f in state.battle.defenders] == ["zombie-horde"]
    horde = state.battle.fighter(M1)
    state = evolve(
        state,
        battle=dungeons.combat.with_fighter(state.battle, dataclasses.replace(horde, damage=3)),
    )
    state, events = play(state, f"target 1 {M1}", "roll 1", "roll 6")
    assert f"target {M1} 1" == str(TITLE.chance_outcomes(state)[0][0])  # its attack-back
    state, more = play(state, f"target {M1} 1", "roll 6")
    events += more
    log = texts(events)
    assert state.battle is None and state.delve is None
    assert "is slain" in log and "gains 20 XP (monsters slain)" in log
    assert state.unit(1).xp == 20 and state.unit(2).xp == 20
    assert dungeons.completed(state, "haunted-ruins")
    assert [x.tier for x in state.loot] == [1]
    # the treasure card is drawn (chance) and handed out as the combat phase ends
    assert dice_due(state)
    state = step(state, "find-treasure short-sword")
    assert "explore haunted-ruins" not in legal(state)
    state, events = play(state, "end-combat")
    assert state.unit(1).treasure == ("short-sword",)
    assert "claims" in texts(events) and state.unit(1).xp == 30
    assert state.loot == () and state.explored == ()


def test_a_card_no_hero_can_ever_use_is_sold():
    state = at_ruins()
    state = evolve(state, lairs=(Lair("haunted-ruins", done=True),))
    from forgegames.games.warparty.dungeon_state import Loot

    state = evolve(state, loot=(Loot("haunted-ruins", "humans", 1, (1,), "gilded-idol"),))
    before = state.army("humans").treasury
    state, events = play(state, "end-combat")
    assert "sell it for 15 crowns" in texts(events)
    assert state.unit(1).treasure == () and state.stash == ()
    assert state.army("humans").treasury >= before + 15


def test_a_card_the_finders_cannot_use_is_kept_in_their_capital():
    """The Champion cannot read the Scroll of Resurrection, a caster could: it goes to the
    Humans' capital (content version 6); it is out of the deck while kept there."""
    state = at_ruins()
    state = evolve(state, lairs=(Lair("haunted-ruins", done=True),))
    from forgegames.games.warparty.dungeon_state import Loot
    from forgegames.games.warparty.treasure import _deck

    state = evolve(
        state, loot=(Loot("haunted-ruins", "humans", 1, (1,), "scroll-of-resurrection"),)
    )
    state, events = play(state, "end-combat")
    assert "it is kept in the Humans' capital" in texts(events)
    assert state.stash == ("humans:scroll-of-resurrection",)
    assert "sell it for" not in texts(events)
    assert "scroll-of-resurrection" not in _deck(state, W, 1)


def test_leaving_needs_no_roll_and_the_monsters_stay():
    state = step(at_ruins(), "explore haunted-ruins", "roll 1", "leave-dungeon")
    assert state.battle is None and state.delve is None
    assert state.unit(1).at == "haunted-ruins" and not state.unit(1).tired
    assert dungeons.lair(state, "haunted-ruins") == Lair("haunted-ruins", ("ghost",))
    # the ghost is kept out of the deck: another dungeon never draws it
    state = evolve(state, explored=())
    # heroes who come back next turn meet it again without a new roll
    back = evolve(state, explored=(), delve=None)
    back = replace_units(back, [evolve(back.unit(1), fought=False)])
    back, events = play(back, "explore haunted-ruins")
    assert "still there" in texts(events)
    assert [f.profile.unit for f in back.battle.defenders] == ["ghost"]


def test_the_trap_attacks_every_hero_at_four_and_stays_armed():
    state = step(at_ruins(), "explore haunted-ruins", "roll 6")  # trap and a tier-1 monster
    assert dice_due(state) and {str(a) for a, _ in TITLE.chance_outcomes(state)} >= {
        "find-monster ghost"
    }
    state, events = play(state, "find-monster ghost")
    assert "A trap!" in texts(events)
    # the warrior: hit on 4 (a hit), defence 3: a 5 fails; the wizard: a 5 misses
    state, events = play(state, "roll 4", "roll 5", "roll 5")
    log = texts(events)
    assert "takes 1 damage" in log and "a miss" in log
    assert state.battle.fighter(1).damage == 1 and state.battle.fighter(2).damage == 0
    state = step(state, "leave-dungeon")
    assert dungeons.lair(state, "haunted-ruins").trap


def test_a_named_monster_kept_elsewhere_is_replaced_by_a_draw():
    state = at_ruins()
    state = evolve(state, lairs=(Lair("tomb-of-fallen-heroes", ("ghost",)),))
    state = step(state, "explore haunted-ruins", "roll 1")
    outcomes = {str(a) for a, _ in TITLE.chance_outcomes(state)}
    assert "find-monster ghost" not in outcomes and "find-monster zombie-horde" in outcomes


def test_howling_cavern_rolls_twice_and_the_forgotten_temple_draws_three():
    units = [("humans", "warrior-hero", "howling-cavern")]
    state = step(board(*units), "end-move", "explore howling-cavern", "roll 1", "roll 4")
    assert {str(a) for a, _ in TITLE.chance_outcomes(state)} >= {"find-monster ghost"}
    state = step(state, "find-monster ghost", "find-monster lich")
    assert [f.profile.unit for f in state.battle.defenders] == ["ghost", "lich"]
    temple = [("humans", "warrior-hero", "forgotten-temple")]
    state = step(board(*temple), "end-move", "explore forgotten-temple", "roll 3")
    state = step(state, "find-monster lich", "find-monster wyvern", "find-monster basilisk")
    assert [f.profile.unit for f in state.battle.defenders] == ["lich", "wyvern", "basilisk"]


def test_dungeon_state_round_trips_and_old_states_read_the_same():
    state = step(at_ruins(), "explore haunted-ruins", "roll 6", "find-monster ghost", "roll 4")
    data = TITLE.to_json(state)
    assert TITLE.from_json(data) == state
    plain = TITLE.to_json(at_ruins())
    assert not {"lairs", "delve", "explored", "loot"} & set(plain)


def test_one_weapon_at_a_time_the_best_and_every_armour():
    from forgegames.games.warparty import battles, treasure

    warrior = at_ruins().unit(1)
    plain = battles.fighting_profile(W, warrior)
    armed = evolve(warrior, treasure=("short-sword", "chain-mail"))
    assert treasure.weapon_of(W, armed) == "short-sword"
    fights = battles.fighting_profile(W, armed)
    assert (fights.attack, fights.defence) == (plain.attack + 1, plain.defence + 1)
    potion = evolve(warrior, treasure=("healing-potion",))
    assert battles.fighting_profile(W, potion) == plain, "a single-use card adds nothing held"


def test_the_greedy_player_explores_with_fair_odds_and_not_alone_against_the_temple():
    from forgegames.games.warparty import bot_dungeons
    from forgegames.games.warparty.actions import Explore

    ruins = at_ruins()
    assert bot_dungeons.explore_choice(ruins, W, TITLE.legal_actions(ruins)) == Explore(
        "haunted-ruins"
    )
    temple = step(board(("humans", "warrior-hero", "forgotten-temple")), "end-move")
    assert "explore forgotten-temple" in legal(temple)
    assert bot_dungeons.explore_choice(temple, W, TITLE.legal_actions(temple)) is None
