"""King's Forge actions and their text forms.

Dice being paid are colour letters (``M`` metal, ``W`` wood, ``G`` gem, ``X`` magic), one per
cost box in box order; rolled dice are referred to by their id. Chance outcomes are actions too.
"""

from __future__ import annotations

import dataclasses

from forgegames.core.actions import Action, ActionCodec


# --- gather phase ---------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class Claim(Action):
    """Claim face-up gather card ``card`` for its ``side`` action (``pay`` steps follow)."""

    verb = "claim"
    card: str
    side: str


@dataclasses.dataclass(frozen=True)
class Copy(Action):
    """Claim the Workshop (top) to copy ``card``'s ``side`` action another player used.

    The Workshop's own space is paid first, then the copied action's spaces.
    """

    verb = "copy"
    card: str
    side: str


@dataclasses.dataclass(frozen=True)
class Pay(Action):
    """Place a die of ``colour`` from your supply on the next space of the chosen action."""

    verb = "pay"
    colour: str


@dataclasses.dataclass(frozen=True)
class Visit(Action):
    """Go to the docks instead of claiming: ``discard`` then ``dock`` follow."""

    verb = "docks"


@dataclasses.dataclass(frozen=True)
class Discard(Action):
    """Discard face-up gather card ``card`` on the way to the docks (``dock`` follows)."""

    verb = "discard"
    card: str


@dataclasses.dataclass(frozen=True)
class Dock(Action):
    """Use the unclaimed docks action ``action`` (``pay`` steps follow)."""

    verb = "dock"
    action: str


@dataclasses.dataclass(frozen=True)
class Peddle(Action):
    """Peddler: hand the dice to ``seat``'s supply and take one ``colour`` die from it."""

    verb = "peddle"
    seat: int
    colour: str


@dataclasses.dataclass(frozen=True)
class Pass(Action):
    """Stop gathering this round; the first to pass takes ``metal`` or ``token`` (else none)."""

    verb = "pass"
    bonus: str = "none"


@dataclasses.dataclass(frozen=True)
class Garden(Action):
    """Use the Garden's clock choice: ``plus2`` (a +2 bonus) or ``wood`` (a wood die)."""

    verb = "garden"
    choice: str


@dataclasses.dataclass(frozen=True)
class Bury(Action):
    """Place the rolled Cemetery die: its value is killed for the rest of the round."""

    verb = "bury"


# --- craft phase ----------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class Bonus(Action):
    """Apply power number ``power`` to die ``die`` (``-1``: the Cemetery die being placed)."""

    verb = "bonus"
    power: int
    die: int


@dataclasses.dataclass(frozen=True)
class Sixes(Action):
    """Use power ``power`` (South Mine): every rolled die showing 1 turns to 6."""

    verb = "sixes"
    power: int


@dataclasses.dataclass(frozen=True)
class Mark(Action):
    """Pick rolled die ``die`` for the re-roll (North Mine)."""

    verb = "mark"
    die: int


@dataclasses.dataclass(frozen=True)
class Reroll(Action):
    """Re-roll the picked dice (uses the North Mine power)."""

    verb = "reroll"


@dataclasses.dataclass(frozen=True)
class Craft(Action):
    """Craft displayed card ``card`` with rolled dice ``dice`` (one per die space, in order)."""

    verb = "craft"
    card: str
    dice: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class Steal(Action):
    """Steal ``card`` (crafted by another player this round) with ``dice``, one per space."""

    verb = "steal"
    card: str
    dice: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class End(Action):
    """End your craft turn: unused rolled dice go to your smithy."""

    verb = "end"


# --- chance outcomes ----------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class First(Action):
    """Set-up: ``seat`` receives the first-player anvil."""

    verb = "first"
    seat: int


@dataclasses.dataclass(frozen=True)
class Deal(Action):
    """Set-up: craft card ``card`` is dealt into this game."""

    verb = "deal"
    card: str


@dataclasses.dataclass(frozen=True)
class Pick(Action):
    """Set-up: gather card ``card`` joins this game's gather deck."""

    verb = "pick"
    card: str


@dataclasses.dataclass(frozen=True)
class Draw(Action):
    """Gather card ``card`` is turned face up from the deck."""

    verb = "draw"
    card: str


@dataclasses.dataclass(frozen=True)
class Roll(Action):
    """The die being rolled shows ``value``."""

    verb = "roll"
    value: int


CODEC = ActionCodec(
    Claim,
    Copy,
    Pay,
    Visit,
    Discard,
    Dock,
    Peddle,
    Pass,
    Garden,
    Bury,
    Bonus,
    Sixes,
    Mark,
    Reroll,
    Craft,
    Steal,
    End,
    First,
    Deal,
    Pick,
    Draw,
    Roll,
)

ROLLS = tuple(Roll(v) for v in range(1, 7))
ROLL_OUTCOMES = [(r, 1 / 6) for r in ROLLS]
