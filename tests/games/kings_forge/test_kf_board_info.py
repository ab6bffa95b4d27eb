"""What the King's Forge board asks the engine (``board_info``) in words."""

from __future__ import annotations

from forgegames.games.kings_forge import board_info


def test_a_tally_of_dice_reads_in_short_words_metal_first():
    assert board_info.counts_text((2, 0, 1, 0)) == "2 metal, 1 gem"
    assert board_info.counts_text((0, 1, 0, 3)) == "1 wood, 3 magic"
