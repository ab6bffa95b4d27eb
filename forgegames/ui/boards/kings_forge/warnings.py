"""What a King's Forge claim throws away that the rules' own list (``losses``) does not name:
the dice an action that takes every die in the supply (the Caravan's bottom) places beyond
what its table counts. The words read the cards' data and the supply; they decide no rule."""

from __future__ import annotations

from forgegames.core.actions import Action
from forgegames.core.i18n import ntr
from forgegames.games.kings_forge.actions import Claim
from forgegames.games.kings_forge.state import KFState


def pay_all_losses(state: KFState, action: Action) -> list[str]:
    """The phrases for "are you sure?" before a claim that places every die in the supply
    when the supply holds more than the action's table counts (playtest 3: one click placed
    14 dice on the Caravan, whose table stops at 8); empty otherwise."""
    if not isinstance(action, Claim):
        return []
    spec = state.world.content.actions.get((action.card, action.side))
    if spec is None or not spec.pay_all:
        return []
    dice = sum(state.players[state.turn].supply)
    rows = [row.dice for effect in spec.effects for row in effect.table]
    most = max(rows, default=dice)
    if dice <= most:
        return []
    name = state.world.card_name(action.card)
    return [
        ntr(
            dice - most,
            "{n} die more than the {card} counts (it gives nothing more past {most})",
            "{n} dice more than the {card} counts (it gives nothing more past {most})",
            card=name,
            most=most,
        ),
        ntr(
            dice,
            "your craft roll: your {n} die is placed, none is left to roll this round",
            "your craft roll: all your {n} dice are placed, none is left to roll this round",
        ),
    ]
