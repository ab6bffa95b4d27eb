"""What a King's Forge claim throws away that the rules' own list (``losses``) does not name:
the dice an action that takes every die in the supply (the Caravan's bottom) places beyond
what its table counts, and the round's craft when a gather move leaves too few dice to roll
for any craft card on display (playtests 31 and 32: a newcomer claimed every card and was
told only afterwards). The words read the cards' data and the supply; they decide no rule."""

from __future__ import annotations

from forgegames.core.actions import Action
from forgegames.core.i18n import ntr, tr
from forgegames.games.kings_forge import board_info as info
from forgegames.games.kings_forge.actions import Claim
from forgegames.games.kings_forge.state import KFState


def pay_all_losses(state: KFState, action: Action) -> list[str]:
    """The phrases for "are you sure?" before a claim that places every die in the supply
    when the supply holds more than the action's table counts (playtest 3: one click placed
    14 dice on the Caravan, whose table stops at 8); empty otherwise."""
    beyond = info.placed_beyond(state, action)
    if not beyond or not isinstance(action, Claim):
        return []
    dice = sum(state.players[state.turn].supply)
    most = dice - beyond
    name = state.world.card_name(action.card)
    return [
        ntr(
            beyond,
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


def short_roll_losses(state: KFState, action: Action) -> list[str]:
    """The phrase for "are you sure?" before a gather move that leaves the seat to move too
    few dice to roll for any craft card on display this round, when it has enough before
    (``roll_left.craft_shortfall``); empty otherwise, and where ``pay_all_losses`` already
    says that no die is left."""
    short = info.craft_shortfall(state, action)
    if short is None or pay_all_losses(state, action):
        return []
    left, card, _ = short
    name, needs = state.world.card_name(card), info.craft_needs(state.world, card)
    if not left:
        return [
            tr(
                "crafting this round: no die would be left to roll, and the {card} takes the "
                "fewest ({needs})",
                card=name,
                needs=needs,
            )
        ]
    return [
        ntr(
            left,
            "crafting this round: you would keep {n} die to roll, and the {card} takes the "
            "fewest ({needs})",
            "crafting this round: you would keep {n} dice to roll, and the {card} takes the "
            "fewest ({needs})",
            card=name,
            needs=needs,
        )
    ]


def short_roll_line(state: KFState, action: Action) -> str:
    """A gather move's preview line when it leaves some dice to roll, but too few for any
    craft card on display (none left: the preview's own line of the last dice says so)."""
    short = info.craft_shortfall(state, action)
    if short is None or not short[0]:
        return ""
    left, card, _ = short
    return ntr(
        left,
        "That leaves you {n} die to roll: too few for the {card}, which takes the fewest "
        "({needs}).",
        "That leaves you {n} dice to roll: too few for the {card}, which takes the fewest "
        "({needs}).",
        card=state.world.card_name(card),
        needs=info.craft_needs(state.world, card),
    )
