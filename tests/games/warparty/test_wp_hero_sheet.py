"""The hero panel's sheet lists a hero's treasure (issue 37: level, XP to the next level,
spells with uses left, treasure): the weapon it fights with told apart from a spare one (one
weapon is used at a time), a single-use card marked as such; no lines without treasure."""

from __future__ import annotations

from wpscenario import W, board

from forgegames.core.i18n import speaking
from forgegames.games.warparty import spell_words


def sheet(*cards: str) -> list[str]:
    state = board(("humans", "warrior-hero", "crownvale", "", "", 0, (), cards))
    return spell_words.hero_lines(state, W, state.unit(1))


def test_a_hero_without_treasure_has_no_treasure_lines() -> None:
    lines = sheet()
    assert not any(line.startswith(("Treasure", "• ")) for line in lines)


def test_the_weapon_in_use_a_spare_one_and_a_potion_are_listed() -> None:
    lines = sheet("short-sword", "flame-blade", "healing-potion")
    at = lines.index("Treasure:")
    assert lines[at + 1 :] == [
        "• The Dwarf-forged Sword, a spare weapon",
        "• The Flame Blade, the weapon in use",
        "• The Healing Potion, used once",
    ]


def test_the_sheet_s_treasure_in_spanish() -> None:
    with speaking("es"):
        lines = sheet("short-sword")
    assert lines[-2:] == ["Botín:", "• La Espada de forja enana, el arma que usa"]
