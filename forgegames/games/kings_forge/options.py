"""What a crafter can still usefully do: craft, steal, or spend a power on a die.

A craft turn is for crafting (any number of displayed cards) or for stealing (one card), never
both (``KFState.craft_mode`` records the choice once made). A power is offered, and accepted,
only where it can change something: a bonus is never spent on a die that already meets every
need, so no token or card bonus is wasted by a slip of the mouse.
"""

from __future__ import annotations

from forgegames.core.i18n import tr
from forgegames.games.kings_forge.content import CI
from forgegames.games.kings_forge.dice import fits, possible
from forgegames.games.kings_forge.state import PHASE_CRAFT, Crafted, Die, KFState, Power
from forgegames.games.kings_forge.world import World

CRAFT = "craft"
STEAL = "steal"


def steal_slots(world: World, done: Crafted) -> tuple[tuple[str, int], ...]:
    """The spaces of a crafted card, each with the holder's die value as the minimum."""
    slots = world.content.craft[done.card].slots
    return tuple((colour, die.value) for (colour, _), die in zip(slots, done.dice, strict=True))


def can_craft(s: KFState) -> bool:
    """Crafting is open: nothing stolen this turn."""
    return s.craft_mode != STEAL


def can_steal(s: KFState) -> bool:
    """Stealing is open: nothing crafted or stolen yet this turn."""
    return not s.craft_mode


def mode_problem(s: KFState, wanted: str) -> str | None:
    """Why the crafter may not ``wanted`` (craft or steal) now; None when they may."""
    if wanted == CRAFT and can_craft(s) or wanted == STEAL and can_steal(s):
        return None
    if wanted == STEAL and s.craft_mode == STEAL:
        return tr("a stealing turn takes one item, and you have already stolen one")
    done = tr("crafted") if s.craft_mode == CRAFT else tr("stolen")
    return tr(
        "you have {done} this turn: a craft turn is for crafting or for stealing, not both",
        done=done,
    )


def dice_matter(s: KFState) -> bool:
    """Changing the crafter's dice can still help (false once they have stolen)."""
    return can_craft(s)


def raising_helps(s: KFState, die: Die) -> bool:
    """A die already at 6 or more gains from going higher only to beat a holder's die of at
    least its value in a steal still open to the crafter (craft cards ask for 6 at most)."""
    if not can_steal(s):
        return False
    for done in s.crafted:
        if done.seat == s.turn:
            continue
        for colour, held in steal_slots(s.world, done):
            if held >= die.value and fits(die.colour, colour):
                return True
    return False


def bonus_problem(s: KFState, power: Power, die: Die) -> str | None:
    """Why ``power`` (with uses left) may not go on rolled ``die`` now; None when it may."""
    kind = power.kind
    if kind == "plus":
        if die.id in power.used:
            return tr("the bonuses of one card or token must go on different dice")
        if die.value >= 6 and not raising_helps(s, die):
            return tr(
                "that die already shows {v}: more helps only to beat a holder's die in a "
                "steal, and no steal open to you needs it",
                v=die.value,
            )
        return None
    if kind == "auto6":
        if die.value >= 6:
            return tr("an Automatic 6 on a die showing 6 or more changes nothing")
        return None
    if kind == "flip":
        if die.value > 6:
            return tr("a die raised above 6 sits on its 6 face and cannot be turned over")
        return None
    return tr("that power is not applied to a single die this way")


_PLUS2 = Power("plus", 2, 1, source="garden")
"""The bonus the Garden's +2 choice would give."""
GARDEN_CHOICES = ("plus2", "wood")


def garden_problem(s: KFState, choice: str) -> str | None:
    """Why the Garden's ``choice`` (plus2 or wood) could change nothing now; None when it can.

    The wood die needs a wood die in the stock. The +2 can wait for the craft phase when
    chosen while gathering; in a craft turn it needs a rolled die it would help (none after a
    steal, none with no dice rolled)."""
    if choice == "wood":
        if not s.stock[CI["W"]]:
            return tr(
                "no wood die is left in the stock, so the Garden's wood die would bring nothing"
            )
        return None
    if s.phase != PHASE_CRAFT:
        return None
    if not dice_matter(s):
        return tr(
            "after your steal a +2 can change nothing: only the Garden's wood die still helps"
        )
    if not s.pool:
        return tr("you have no rolled dice for the Garden's +2 to go on")
    if not any(bonus_problem(s, _PLUS2, d) is None for d in s.pool):
        return tr("a +2 would change none of your rolled dice")
    return None


def power_usable(s: KFState, power: Power) -> bool:
    """True when ``power`` can still do something useful in the crafter's turn."""
    if power.uses <= 0:
        return False
    kind = power.kind
    if kind == "garden":
        return any(garden_problem(s, c) is None for c in GARDEN_CHOICES)
    if not s.pool or not dice_matter(s):
        return False
    if kind in ("plus", "auto6", "flip"):
        return any(bonus_problem(s, power, d) is None for d in s.pool)
    if kind == "sixes":
        return any(d.value == 1 for d in s.pool)
    return kind == "reroll"


def craftable(s: KFState) -> list[str]:
    """Displayed cards the crafter's rolled dice can make now."""
    if not s.pool or not can_craft(s):
        return []
    crafts = s.world.content.craft
    return [card for card in s.display if possible(crafts[card].slots, s.pool)]


def stealable(s: KFState) -> list[str]:
    """Cards crafted by others this round that the crafter's rolled dice can steal now."""
    if not s.pool or not can_steal(s):
        return []
    return [
        done.card
        for done in s.crafted
        if done.seat != s.turn and possible(steal_slots(s.world, done), s.pool, True)
    ]


def has_options(s: KFState) -> bool:
    """Whether the crafter can do anything but end the turn."""
    powers = s.players[s.turn].powers
    return any(power_usable(s, pw) for pw in powers) or bool(craftable(s) or stealable(s))
