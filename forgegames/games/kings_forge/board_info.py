"""What the King's Forge board asks the engine, answered without deciding any rule in the UI.

The board (``ui/boards/kings_forge``) reads the engine through this module, ``actions`` (the
action types) and ``state`` only:

- ``content()`` and ``card_name(card)``: the cards as the data files give them, and their names.
- ``task_boxes(state)``: the spaces of the action being paid for.
- ``suggest_dice(state, options)``, ``suggest_pay(state)`` and ``suggest_payment(state)``: the
  dice the game picks for a move, the next die of a payment, the whole payment (as the bots
  and the Pay button do).
- ``craft_probability(state, seat, card)``: the odds of crafting ``card`` (``Odds``).
- ``counts_text(counts)``: a tally of dice (per colour) in short words, "2 metal, 1 gem".
"""

from __future__ import annotations

from collections.abc import Sequence

from forgegames.games.kings_forge.content import content
from forgegames.games.kings_forge.dice import all_dice
from forgegames.games.kings_forge.flow import card_name, dice_text
from forgegames.games.kings_forge.gather import task_boxes
from forgegames.games.kings_forge.helpers import (
    Odds,
    craft_probability,
    suggest_dice,
    suggest_pay,
    suggest_payment,
)

__all__ = [
    "Odds",
    "card_name",
    "content",
    "counts_text",
    "craft_probability",
    "suggest_dice",
    "suggest_pay",
    "suggest_payment",
    "task_boxes",
]


def counts_text(counts: Sequence[int]) -> str:
    """A tally of dice, one count per colour (metal first), in short words: "2 metal, 1 gem"."""
    return dice_text(all_dice(counts), short=True)
