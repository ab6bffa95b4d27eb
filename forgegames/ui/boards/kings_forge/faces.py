"""A gather action as a printed card shows it (playtest: the cards were "walls of text"): what
it gives as pictures with a big figure (the dice it gives, the bonus's +1), and at most a short
line of words; the card's cost is its boxes, drawn beside. The whole text stays the hover's
tooltip (``words.action_text``)."""

from __future__ import annotations

from typing import NamedTuple

from forgegames.core.i18n import tr
from forgegames.games.kings_forge.board_info import COLOUR_CODE, Effect, World

MOST_PICTURED = 3
"""Dice of one colour drawn one by one up to this many; more are drawn once with a count."""


class ActionFace(NamedTuple):
    """A gather action's face: ``gives``, the reward as ``icons.rich`` markup drawn large
    (empty when no picture says it better than the words), and ``words``, a short line."""

    gives: str
    words: str


def dice_picture(gain: dict[str, int]) -> str:
    """``{die:W}{die:W}`` for two wood dice; ``4×{die:M}`` for four metal dice."""
    parts = []
    for name, n in gain.items():
        die = f"{{die:{COLOUR_CODE[name]}}}"
        parts.append(die * n if n <= MOST_PICTURED else f"{n}×{die}")
    return "".join(parts)


def effect_face(effect: Effect) -> ActionFace:
    """One effect's picture and short words."""
    kind = effect.kind
    if kind == "gain":
        to = tr("to your smithy") if effect.to == "smithy" else tr("straight into your supply")
        return ActionFace(dice_picture(effect.gain), to)
    if kind == "bonus":
        figure = f"+{effect.amount}" + (f" ×{effect.dice}" if effect.dice > 1 else "")
        if effect.dice > 1:
            return ActionFace(figure, tr("after rolling, on {n} different dice", n=effect.dice))
        return ActionFace(figure, tr("after rolling, on one die"))
    if kind == "flip":
        return ActionFace("{die:M:2}⇄{die:M:5}", tr("after rolling, turn one die over"))
    if kind == "sixes":
        return ActionFace("{die:M:1}→{die:M:6}", tr("after rolling, every 1 becomes a 6"))
    if kind == "reroll":
        return ActionFace("↻", tr("after rolling, roll again the dice you pick"))
    if kind == "roll_smithy":
        return ActionFace("", tr("your smithy's dice are rolled too"))
    if kind == "caravan":
        # the cost already reads "All your dice": the words say only what more of them does
        return ActionFace("{die:M}…{die:X}{die:G}", tr("the more dice, the better"))
    if kind == "cemetery":
        return ActionFace("{die:C}", tr("dice rolled to its number are cancelled"))
    if kind == "gamble":
        die = f"{{die:{COLOUR_CODE[effect.colour]}}}"
        if effect.consolation:
            words = tr("roll it: kept on {n} or more, else a metal die", n=effect.keep_at)
        else:
            words = tr("roll it: kept on {n} or more", n=effect.keep_at)
        return ActionFace(f"{die} {effect.keep_at}+", words)
    if kind == "library_die":
        return ActionFace("{die:L}", tr("borrowed: any colour on a card"))
    if kind == "peddle":
        return ActionFace("4 ⇄ 1", tr("give 4 dice to an opponent, take 1 of theirs"))
    if kind == "garden":
        return ActionFace("+2 / {die:W}", tr("once this round, on one of your turns"))
    return ActionFace("", tr("copy an action another player took this round"))  # copy


def action_face(world: World, card: str, side: str) -> ActionFace:
    """The face of ``card``'s ``side`` action (its effects' pictures and words joined)."""
    faces = [effect_face(e) for e in world.content.actions[(card, side)].effects]
    return ActionFace(
        " ".join(f.gives for f in faces if f.gives), "; ".join(f.words for f in faces)
    )
