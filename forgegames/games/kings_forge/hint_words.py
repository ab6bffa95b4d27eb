"""What a King's Forge move gains, in a player's words, for the hint's list of choices."""

from __future__ import annotations

from typing import Any

from forgegames.core.hints import Choice
from forgegames.core.i18n import count, decimal, tr
from forgegames.games.kings_forge.content import content, shown
from forgegames.games.kings_forge.flow import NAMES, card_name
from forgegames.games.kings_forge.state import KFState


def reason(s: KFState, choice: Choice, gap: float | None = None) -> str:
    """Why the greedy player weighs ``choice``: what the move brings now (``gap``: the pips
    a card on display still lacks after a power that brings it closer)."""
    a: Any = choice.action
    verb = a.verb
    if verb in ("claim", "copy"):
        spec = content().actions[(a.card, a.side)]
        boxes = len(spec.boxes) + (1 if verb == "copy" else 0)
        gain = shown("gather", a.card, a.side, spec.text).rstrip(".")
        if not boxes:
            return gain
        return tr("{gain} (places {dice})", gain=gain, dice=count(boxes, "die", "dice"))
    if verb == "dock":
        return shown("docks", a.action, "text", content().docks[a.action].text)
    if verb == "docks":
        return tr("the docks trade dice for the colours the cards need")
    if verb == "pay":
        worth = decimal(-choice.score, 1)
        words = "spends a {colour} die (worth {worth} to your plans)"
        return tr(words, colour=NAMES[a.colour], worth=worth)
    if verb == "pass":
        return {
            "metal": tr("+1 metal die, and you keep your dice to roll"),
            "token": tr("a +1/+1 token, and you keep your dice to roll"),
        }.get(a.bonus, tr("you keep your dice to roll"))
    if verb == "peddle":
        return tr("+1 {colour} die", colour=NAMES[a.colour])
    if verb == "craft":
        rank = content().craft[a.card].rank
        return tr("crafts the {card} (rank {rank}): 1 card more", card=card_name(a.card), rank=rank)
    if verb == "steal":
        words = "takes the {card} from its owner: 1 card more for you, 1 fewer for them"
        return tr(words, card=card_name(a.card))
    if gap is not None:
        if gap <= 0:
            return tr("your dice then fill a card on display")
        pips = count(round(gap), "pip", "pips")
        return tr("a card on display is then {pips} short", pips=pips)
    if verb == "garden":
        return tr("+1 wood die")
    if verb == "mark":
        return tr("a low die a card wants: a new roll can only help")
    if verb == "reroll":
        return tr("the picked dice may roll higher")
    if verb == "end":
        return tr("nothing more to craft this turn")
    return tr("worth {score} to the computer player", score=decimal(choice.score, 1))
