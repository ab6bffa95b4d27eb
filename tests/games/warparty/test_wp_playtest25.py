"""Playtest 25, engine words: Set-up done's question gives each army's lost crowns when one
seat sets up two armies (shot 62: "4 crowns above the 4 you may keep" while the Dwarves lost 3
and the Humans 1), and the warning about empty cities marks a capital (shots 69-70: the
capital's whole stack walked out)."""

from __future__ import annotations

from test_wp_quick_setup import GOOD_SETUP
from wpscenario import board, started, step

from forgegames.core.frozen import evolve
from forgegames.games.warparty.actions import Ready
from forgegames.games.warparty.board_info import unguarded_words
from forgegames.games.warparty.rules import WarpartyTitle, world
from forgegames.games.warparty.start import acting
from forgegames.games.warparty.state import with_entry


def _with_crowns(state, crowns: dict[str, int]):
    armies = state.armies
    for army, n in crowns.items():
        armies = with_entry(armies, army, evolve(state.army(army), treasury=n))
    return evolve(state, armies=armies)


def test_set_up_done_names_each_army_s_lost_crowns_for_a_seat_of_two_armies():
    state = step(started(variant="quick-play"), *GOOD_SETUP)
    assert set(acting(state)) == {"humans", "dwarves"}, "one seat sets up both armies"
    keep = world().content.quickplay.crowns_kept
    state = _with_crowns(state, {"humans": keep + 1, "dwarves": keep + 3})
    (words,) = WarpartyTitle().losses(state, Ready())
    assert words.startswith(f"4 crowns above the {keep} each army may keep ("), words
    assert "Humans\u00a01" in words and "Dwarves\u00a03" in words, words
    state = _with_crowns(state, {"humans": keep, "dwarves": keep + 2})
    (words,) = WarpartyTitle().losses(state, Ready())
    assert words == f"2 crowns above the {keep} each army may keep (Dwarves\u00a02)", words


def test_an_empty_capital_the_enemy_reaches_is_named_as_the_capital():
    empty = board(("humans", "soldier", "shieldmoor"), ("goblins", "warrior", "crownvale"))
    assert unguarded_words(empty, world(), "good", cities_only=True) == (
        "Kingsreach (capital) has no defenders and the Goblins can reach it next turn."
    )
    held = board(("humans", "soldier", "kingsreach"), ("goblins", "warrior", "crownvale"))
    assert unguarded_words(held, world(), "good", cities_only=True) == ""
