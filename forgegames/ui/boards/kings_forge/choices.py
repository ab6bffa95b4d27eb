"""Which legal moves a click on a King's Forge card offers (grouped from the legal moves; no rule
is decided here), and the items a seat holds."""

from __future__ import annotations

from forgegames.core.actions import Action
from forgegames.games.kings_forge.actions import Claim, Copy, Craft, Steal
from forgegames.games.kings_forge.state import KFState


def held(state: KFState, seat: int) -> set[str]:
    """The items ``seat`` holds among those crafted this round."""
    return {c.card for c in state.crafted if c.seat == seat}


def gather_options(card: str, side: str, legal: list[Action]) -> list[Action]:
    """The legal moves a click on ``card``'s ``side`` action offers (the Workshop's top also
    copies)."""
    options = [a for a in legal if isinstance(a, Claim) and a.card == card and a.side == side]
    if card == "workshop" and side == "top":
        options += [a for a in legal if isinstance(a, Copy)]
    return options


def craft_options(card: str, legal: list[Action]) -> list[Action]:
    return [a for a in legal if isinstance(a, Craft) and a.card == card]


def steal_options(card: str, legal: list[Action]) -> list[Action]:
    return [a for a in legal if isinstance(a, Steal) and a.card == card]
