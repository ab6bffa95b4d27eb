"""Monster specials in words (issue 37, part 2): the hint and the dungeon battle view say what
each monster special does, in a sentence of our own, from the monster cards' data."""

from __future__ import annotations

from test_wp_dungeons import at_ruins
from wpscenario import W, play

from forgegames.core.i18n import speaking
from forgegames.games.warparty import card_facts, hint_reasons
from forgegames.games.warparty.actions import Explore, Target
from forgegames.games.warparty.decks import SPECIALS


def test_every_special_has_its_own_sentence():
    lines = card_facts.explain_specials(list(SPECIALS))
    assert len(lines) == len(SPECIALS) == len(set(lines))


def test_every_special_of_the_cards_reads_in_spanish_too():
    with speaking("es"):
        spanish = card_facts.explain_specials(list(SPECIALS))
    assert not set(spanish) & set(card_facts.explain_specials(list(SPECIALS)))


def test_the_hint_to_explore_names_the_monsters_specials():
    state = at_ruins()
    notes = hint_reasons.monster_notes(state, W, Explore("haunted-ruins"))
    assert "Ghost" in notes and "Exorcism takes one more hit" in notes
    sanctuary = hint_reasons.monster_notes(state, W, Explore("ancient-sanctuary"))
    assert "Treant" in sanctuary and "gets back a lost hit" in sanctuary


def test_a_move_in_the_dungeons_battle_names_the_standing_monsters_specials():
    state, _ = play(at_ruins(), "explore haunted-ruins", "roll 1")  # the Ghost (undead)
    ghost = state.battle.defenders[0]
    assert card_facts.fighter_specials(ghost.profile) == ("undead",)
    notes = hint_reasons.monster_notes(state, W, Target(1, ghost.id))
    assert notes.startswith("Ghost") and "Exorcism" in notes
