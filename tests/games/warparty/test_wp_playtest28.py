"""Playtest 28: all five Soldiers walked out of a city, and only the status line said so
afterwards. A move's preview now says which city it leaves undefended within the enemy's
reach (``exposed.emptied_words``)."""

from __future__ import annotations

from wpscenario import board, step

from forgegames.core.i18n import speaking
from forgegames.games.warparty.board_info import emptied_words
from forgegames.games.warparty.rules import WarpartyTitle, world
from forgegames.ui.boards.warparty.preview import move_preview

CAPITAL_ALONE = (("humans", "soldier", "kingsreach"), ("goblins", "warrior", "crownvale"))
"""The Humans' only Soldier in their capital, a Goblin next door."""


def test_walking_the_last_defender_out_of_the_capital_is_named():
    state = board(*CAPITAL_ALONE)
    after = step(state, "move 1 queensfield")
    assert emptied_words(state, after, world(), "good") == (
        "This leaves Kingsreach (capital) with no defenders, and the Goblins can reach it "
        "next turn."
    )
    with speaking("es"):
        words = emptied_words(state, after, world(), "good")
    assert words.startswith("Así ") and "Goblins" in words and "defensores" in words


def test_a_defender_left_behind_or_a_city_already_empty_is_not_named():
    state = board(*CAPITAL_ALONE, ("humans", "soldier", "kingsreach"))
    after = step(state, "move 1 queensfield")
    assert emptied_words(state, after, world(), "good") == "", "one Soldier stays"
    empty = board(("humans", "soldier", "shieldmoor"), ("goblins", "warrior", "crownvale"))
    dest = next(a.dest for a in WarpartyTitle().legal_actions(empty) if a.verb == "move")
    after = step(empty, f"move 1 {dest}")
    assert emptied_words(empty, after, world(), "good") == "", "it was empty already"


def test_the_move_preview_carries_the_warning():
    title = WarpartyTitle()
    preview = move_preview(title, board(*CAPITAL_ALONE), (1,), "queensfield", 1)
    assert preview is not None
    assert any(line.startswith("This leaves Kingsreach (capital)") for line in preview.lines)
    kept = move_preview(title, board(*CAPITAL_ALONE[:1]), (1,), "queensfield", 1)
    assert kept is not None and not any("This leaves" in line for line in kept.lines)
