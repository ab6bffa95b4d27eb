"""What the King's Forge board asks the engine (``board_info``) in words."""

from __future__ import annotations

from forgegames.games.kings_forge import TITLE, board_info


def test_a_tally_of_dice_reads_in_short_words_metal_first():
    assert board_info.counts_text((2, 0, 1, 0)) == "2 metal, 1 gem"
    assert board_info.counts_text((0, 1, 0, 3)) == "1 wood, 3 magic"


def test_a_craft_cards_needs_read_as_its_spaces_alike_ones_counted_together():
    craft = TITLE.world.content.craft
    card = next(c for c, spec in craft.items() if len(set(spec.slots)) == 1)
    (colour, least), n = craft[card].slots[0], len(craft[card].slots)
    words = board_info.craft_needs(TITLE.world, card)
    assert words.startswith(f"{n} {board_info.DICE_WORDS[colour].dice if n > 1 else ''}".strip())
    assert words.endswith(f"{least}+") == (least > 1)


def test_the_nearest_craft_is_one_the_roll_has_dice_enough_for_and_the_engines_reason():
    from forgegames.core.frozen import evolve
    from forgegames.core.session import Session
    from forgegames.core.title import GameConfig, SeatConfig
    from forgegames.games.kings_forge.state import Die

    seats = (SeatConfig("Ann", "blue"), SeatConfig("Ben", "orange"))
    state = Session.start(GameConfig("kings-forge", seats, "standard"), 3).state
    craft = TITLE.world.content.craft
    one = evolve(state, pool=(Die(90, "M", 1),))  # one metal 1: fits no card's every space
    card, reason = board_info.nearest_craft(one)
    assert len(craft[card].slots) == min(len(craft[c].slots) for c in one.display if c)
    assert reason.startswith("this card has")  # the engine's count of spaces
    many = evolve(state, pool=tuple(Die(90 + i, "W", 1) for i in range(12)))
    card, reason = board_info.nearest_craft(many)
    cards = [c for c in many.display if c]
    assert craft[card].rank == min(craft[c].rank for c in cards)
    assert reason.startswith("space ")  # the engine's word for the space the roll misses
