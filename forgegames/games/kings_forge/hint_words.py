"""What a King's Forge move gains, in a player's words, for the hint's list of choices."""

from __future__ import annotations

from typing import Any

from forgegames.core.hints import Choice
from forgegames.core.i18n import N_, count, decimal, listing, ntr, tr
from forgegames.games.kings_forge.content import COLOUR_CODE
from forgegames.games.kings_forge.craft_now import (
    cards_filled,
    colours_fill,
    dice_after,
    dice_next_round,
)
from forgegames.games.kings_forge.flow import NAMES
from forgegames.games.kings_forge.state import KFState
from forgegames.games.kings_forge.words import dice_count


def reason(s: KFState, choice: Choice, gap: float | None = None) -> str:
    """Why the greedy player weighs ``choice``: what the move brings now (``gap``: the pips
    a card on display still lacks after a power that brings it closer)."""
    a: Any = choice.action
    verb = a.verb
    if verb in ("claim", "copy"):
        spec = s.world.content.actions[(a.card, a.side)]
        boxes = len(spec.boxes) + (1 if verb == "copy" else 0)
        gain = dice_gained(s, spec.effects, a) or s.world.side_text(a.card, a.side)
        gain = gain.rstrip(".")
        if not boxes:
            return gain
        return tr("{gain} (places {dice})", gain=gain, dice=count(boxes, "die", "dice"))
    if verb == "dock":  # its label says the trade; the reason says what the die is for
        return dock_gain(s, a.action)
    if verb == "docks":
        return tr("the docks trade dice for the colours the cards need")
    if verb == "discard":  # (the computer weighs every discard alike: it shows no figure)
        return tr("any card opens the docks; this one is gone for everyone this round")
    if verb == "pay":
        return pay_words(s, a.colour)
    if verb == "pass":  # its label names the bonus it takes
        return pass_words(s, a)
    if verb == "peddle":
        return tr("+1 {colour} die", colour=NAMES[a.colour])
    if verb == "craft":
        return tr("rank {rank}: 1 card more", rank=s.world.rank(a.card, s.edition))
    if verb == "steal":
        words = "takes the {card} from its owner: 1 card more for you, 1 fewer for them"
        return tr(words, card=s.world.card_name(a.card))
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


PASS_WORDS = {
    "metal": N_(
        "the metal die is yours for the rounds to come (your dice cannot make a card on "
        "display this round)"
    ),
    "token": N_(
        "the token is good for this round only, and your dice cannot make a card on display"
    ),
    "none": N_("your dice cannot make a card on display this round"),
}
"""What a pass is for when the dice to roll cannot make a card on display whatever they show
(``colours_fill``): never "you keep your dice to roll" (playtest 30)."""

KEEP_WORDS = {
    "metal": N_("you keep your dice to roll, and one metal die more"),
    "token": N_("you keep your dice to roll, and the token adds 1 to two of them this round"),
    "none": N_("you keep your dice to roll"),
}
"""What a pass is for when the dice kept can make a card on display: the reward's use said
(playtest 30: the token's line said only "you keep your dice to roll")."""


def pass_words(s: KFState, a: Any) -> str:
    """Why a pass (``a``): the dice kept to roll and what the reward adds (``KEEP_WORDS``),
    or, when they cannot make a card on display this round, what the reward is for
    (``PASS_WORDS``)."""
    if not colours_fill(s, s.turn, a):
        return tr(PASS_WORDS[a.bonus])
    return tr(KEEP_WORDS[a.bonus])


def dock_gain(s: KFState, dock_id: str) -> str:
    """What docks trade ``dock_id`` brings, and what for: its dice with the cards on display
    that want their colour ('+1 wood die for the Axe'), kept on the smithy for next round,
    or its token's use."""
    dock = s.world.content.docks[dock_id]
    if dock.gain:
        return next_round(s, "; ".join(for_cards(s, code, n) for code, n in dock.gain))
    return tr("a token to use on a craft later")


def dice_gained(s: KFState, effects: Any, a: Any) -> str:
    """What gather action ``a``, whose ``effects`` give dice, brings the seat to move: each
    colour's dice and the cards on display that have spaces of that colour ('+1 wood die for
    the Giant Club'), or that none has; a die rolled for, with its chance. Dice are said to
    be for the cards the seat's dice could then make when they come (this round for the
    supply, next round for the smithy), else for later rounds (issue 39: "+2 metal dice for
    the Wizard's Chalice" to a player with metal dice only, who could make nothing). '' when
    the action does more than give dice (its own words say what it does)."""
    if not effects or any(e.kind not in ("gain", "gamble") for e in effects):
        return ""
    now = cards_filled(s, s.turn, dice_after(s, s.turn, a))
    parts = []
    for effect in effects:
        if effect.kind == "gamble":  # a die kept goes to the smithy
            code = COLOUR_CODE[effect.colour]
            chance = tr("{n} in 6", n=7 - effect.keep_at)
            gain = tr("{gain} ({chance})", gain=for_cards(s, code, 1), chance=chance)
            for name, n in effect.consolation.items():
                other = dice_count(COLOUR_CODE[name], n)
                gain = tr("{gain}, else +{dice}", gain=gain, dice=other)
            parts.append(next_round(s, gain))
            continue
        smithy = effect.to == "smithy"  # rolled from next round on, not in this one
        reach = cards_filled(s, s.turn, dice_next_round(s, s.turn, a)) if smithy else now
        gains = [for_cards(s, COLOUR_CODE[name], n, reach) for name, n in effect.gain.items()]
        later = any(for_later(s, COLOUR_CODE[name], reach) for name in effect.gain)
        if smithy and gains and not later:
            gains[-1] = next_round(s, gains[-1])
        parts.extend(gains)
    return "; ".join(parts)


def next_round(s: KFState, gain: str) -> str:
    """``gain`` said to be for next round (dice kept on the smithy), or for next round if the
    game goes on when this round may be its last (``may_end``)."""
    if may_end(s):
        return tr("{gain}, for next round if the game goes on", gain=gain)
    return tr("{gain}, for next round", gain=gain)


ENDGAME_REACH = 2
"""Claims a player may still make in one round: a player this close to the target may end
the game this round, so there may be no next round (issue #40)."""


def may_end(s: KFState) -> bool:
    """True when this round may be the game's last: someone is within ``ENDGAME_REACH``
    claimed cards of the target."""
    target = s.world.content.setup.target[s.n]
    return max(len(p.claimed) for p in s.players) >= target - ENDGAME_REACH


def wanting(s: KFState, code: str, among: Any = None) -> list[str]:
    """The cards on display with a space of colour ``code`` ('the Shield'), only those
    ``among`` (card ids) when given."""
    crafts = s.world.content.craft
    return [
        tr("the {card}", card=s.world.card_name(card))
        for card in s.display
        if card
        and (among is None or card in among)
        and any(colour == code for colour, _ in crafts[card].slots)
    ]


def pay_words(s: KFState, code: str) -> str:
    """Why a die of colour ``code`` is placed: which cards on display ask for that colour
    (the greedy payer places the colour they want least)."""
    cards = wanting(s, code)
    if cards:
        return ntr(
            len(cards),
            "{cards} asks for {colour} dice",
            "{cards} ask for {colour} dice",
            cards=listing(cards),
            colour=NAMES[code],
        )
    return tr("no card on display asks for {colour} dice", colour=NAMES[code])


def for_later(s: KFState, code: str, reach: Any) -> bool:
    """True when cards on display want colour ``code`` but none of them is among ``reach``
    (the cards the seat's dice could make once the gained dice come)."""
    return reach is not None and bool(wanting(s, code)) and not wanting(s, code, reach)


def for_cards(s: KFState, code: str, n: int, reach: Any = None) -> str:
    """'+2 metal dice for the Knife and the Iron Golem': ``n`` dice of colour ``code`` and
    the cards on display with spaces of that colour (or that no card asks for it now).
    ``reach``: the cards the seat's dice could make once these come (``cards_filled``): only
    those are named; when none is, the dice are for later rounds ('+2 metal dice for later
    rounds, toward the Wizard's Chalice'): a hint never promises a craft that cannot come."""
    dice = dice_count(code, n)
    cards = wanting(s, code)
    if not cards:
        return tr("+{dice}, a colour no card on display asks for now", dice=dice)
    if for_later(s, code, reach):
        words = tr("+{dice} for later rounds, toward {cards}", dice=dice, cards=listing(cards))
        return tr("{gain}, if the game goes on", gain=words) if may_end(s) else words
    if reach is not None:
        cards = wanting(s, code, reach)
    return tr("+{dice} for {cards}", dice=dice, cards=listing(cards))
