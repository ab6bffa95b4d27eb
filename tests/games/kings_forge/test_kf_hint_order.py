"""Task kf30: King's Forge hint lines whose words contradicted their order. A power card's
line said its bonus raised the chance to craft, yet its score left the bonus out, so it stood
below a line of the same kind giving a lower chance; a docks trade for a die no card on display
asks for ranked high though its words say the die is of no use now."""

from __future__ import annotations

import random
import re

import pytest
from kfscen import new, supply

from forgegames.core.frozen import evolve
from forgegames.games.kings_forge import TITLE
from forgegames.games.kings_forge.craft_now import chance_after, craft_chance, dice_after

pytestmark = pytest.mark.usefixtures("greedy_hints")

FIGURE = re.compile(r"(\d+)%$")


def hint_lines(state) -> dict[str, tuple[int, str]]:
    """Every hint line for seat 0, by move: (its place in the list, its words)."""
    lines = TITLE.hint_choices(state, 0, random.Random(0))
    return {str(c.action): (i, c.reason) for i, c in enumerate(lines)}


def figure(words: str) -> int:
    found = FIGURE.search(words)
    assert found, words
    return int(found.group(1))


def test_a_power_cards_bonus_counts_in_its_place() -> None:
    """Four metal dice, the Shield, the Mace and the Axe on display: the South Mine's sixes
    keep a 25% chance at the Shield, the North Mine's re-roll (which the estimate leaves
    out, as the board does) 10%; both place two dice. The sixes' line stood below."""
    state = new(2, faceup=("north-mine", "south-mine", "mill", "astrologer"))
    shown = ("shield", "mace", "axe")
    state = evolve(state, display=shown, line=tuple(k for k in state.line if k not in shown))
    state = supply(state, 0, m=4)
    lines = hint_lines(state)
    sixes, reroll = lines["claim south-mine bottom"], lines["claim north-mine bottom"]
    assert figure(sixes[1]) > figure(reroll[1]), (sixes, reroll)
    assert sixes[0] < reroll[0], (sixes, reroll)
    move = TITLE.parse_action("claim south-mine bottom")
    assert chance_after(state, 0, move) > craft_chance(state, dice_after(state, 0, move))


def test_a_docks_trade_for_a_colour_no_card_wants_ranks_below_passing() -> None:
    """Four metal dice, the Anvil, the Knife and the Shield (metal only) on display: the
    docks line, a wood die "a colour no card on display asks for now", at the same chance as
    passing, stood above the plain pass; the die counts nothing toward crafting now."""
    state = supply(new(2, faceup=("west-forest", "north-mine", "south-mine", "mill")), 0, m=4)
    lines = hint_lines(state)
    docks = lines["docks"]
    assert "a colour no card on display asks for now" in docks[1]
    assert figure(docks[1]) <= figure(lines["pass none"][1])
    assert all(docks[0] > place for move, (place, _) in lines.items() if move.startswith("pass"))
