"""Monster specials (issue 37): a regenerating monster gets back a hit at the end of each enemy
round it stands through, Exorcism deals one more damage to the undead, spells' attacks roll one
lower on the magic-resistant; in a dungeon (scenarios dungeon-12, -13, -14) and on the map,
where an allied or summoned monster keeps its card's specials."""

from __future__ import annotations

from wpscenario import W, board, play, texts

from forgegames.games.warparty import battles, combat
from forgegames.games.warparty.dungeons import monster_profile
from forgegames.games.warparty.fighters import damage_on, hit_number


def _card(card_id: str):
    return W.content.decks.monsters[card_id]


def test_a_cards_specials_reach_its_fighting_figures_in_a_dungeon_and_as_an_ally():
    for card_id, flag in (
        ("treant", "regenerates"),
        ("ghost", "undead"),
        ("stone-golem", "resists_magic"),
    ):
        in_dungeon = monster_profile(_card(card_id))
        state = board(("humans", card_id, "crownvale"))
        on_the_map = battles.fighting_profile(W, state.unit(1))
        assert getattr(in_dungeon, flag) and getattr(on_the_map, flag), card_id
    plain = monster_profile(_card("hill-giant"))
    assert not (plain.regenerates or plain.undead or plain.resists_magic)


def test_spells_roll_one_lower_and_exorcism_hurts_the_undead_more():
    bolt = combat.Profile("h", "humans", "Mage", attack=4, spell=True)
    blade = combat.Profile("h", "humans", "Champion", attack=4)
    golem = monster_profile(_card("stone-golem"))
    assert hit_number(bolt, golem) == 3 and hit_number(blade, golem) == 4
    holy = combat.Profile("p", "humans", "Cleric", attack=4, spell=True, holy=True)
    ghost, giant = monster_profile(_card("ghost")), monster_profile(_card("hill-giant"))
    assert damage_on(holy, ghost) == 2 and damage_on(holy, giant) == 1
    assert damage_on(bolt, ghost) == 1


def test_an_allied_troll_regenerates_in_a_battle_on_the_map():
    """A Cave Troll serving the Humans (summoned or won over) attacks two Goblin warriors; the
    wound it takes in the Goblins' round closes when their round ends."""
    state = board(
        ("humans", "cave-troll", "crownvale"),
        ("goblins", "warrior", "greenhollow"),
        ("goblins", "warrior", "greenhollow"),
        owner={"greenhollow": "goblins", "crownvale": "humans"},
    )
    state, _ = play(state, "move 1 greenhollow", "end-move", "fight greenhollow")
    state, _ = play(state, "target 1 2", "roll 6")  # the troll misses
    state, events = play(state, "target 2 1", "roll 1", "roll 6", "target 3 1", "roll 6")
    words = texts(events)
    assert "takes 1 damage (1 of 3 hits)" in words
    assert "regenerates a hit (0 of 3 hits taken)" in words, words
    assert state.battle.fighter(1).damage == 0


def test_before_version_6_the_specials_did_nothing():
    """A game of content version 5 replays as it was played: its dungeon monsters and allies
    fight without regenerate, undead and magic-resistant (flying and missile stay)."""
    from wpscenario import TITLE

    old = TITLE.at_version(5).world
    assert not old.monster_specials and W.monster_specials
    lich = _card("lich")
    then = monster_profile(lich, old.monster_specials)
    assert then.missile and not (then.undead or then.resists_magic)
    assert old.armies.unit("humans", "treant").abilities == []
    assert "regenerate" in W.armies.unit("humans", "treant").abilities
