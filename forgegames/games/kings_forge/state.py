"""King's Forge state: frozen records of tuples and numbers, saved by ``core.codec``.

Dice a player owns but has not rolled are counted per colour (``M W G X`` tuples): before the
craft roll only colour matters. Rolled dice are ``Die`` records with an id and a value. Every
record is a ``core.frozen`` record (docs/architecture.md, "State and caches"): a rule never
changes one, it makes the changed copy with ``evolve`` (``with_player`` for a seat's player).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from forgegames.core.codec import saved_form
from forgegames.core.frozen import evolve, frozen_record
from forgegames.core.world import carries_world
from forgegames.games.kings_forge.content import CONTENT_VERSION
from forgegames.games.kings_forge.world import World, load_world

Counts = tuple[int, int, int, int]
"""Dice per colour, in the order metal, wood, gem, magic."""

PHASE_SETUP = "setup"
PHASE_GATHER = "gather"
PHASE_CRAFT = "craft"
PHASE_OVER = "over"


@frozen_record
@dataclasses.dataclass(frozen=True)
class Power:
    """A one-round ability from a gather card or a token.

    ``kind``: plus (add ``amount``; ``uses`` different dice), auto6, flip, sixes, reroll,
    garden (the Garden's clock choice). ``used`` lists the die ids it was applied to.
    ``token`` is ``auto6`` or ``plus`` when the power is a token (it goes back to the stock at
    clean-up), else empty.
    """

    kind: str
    amount: int = 0
    uses: int = 1
    used: tuple[int, ...] = ()
    source: str = ""
    token: str = ""


@frozen_record
@dataclasses.dataclass(frozen=True)
class Placement:
    """A gather card a seat claimed this round and the dice placed on it (colour codes)."""

    seat: int
    card: str
    side: str
    dice: tuple[str, ...] = ()
    x: tuple[bool, ...] = ()
    copy_card: str = ""
    copy_side: str = ""


@frozen_record
@dataclasses.dataclass(frozen=True)
class DockUse:
    action: str
    seat: int
    dice: tuple[str, ...]


@frozen_record
@dataclasses.dataclass(frozen=True)
class Die:
    """A rolled die: ``colour`` is M W G X or L (the Library die, any colour)."""

    id: int
    colour: str
    value: int


@frozen_record
@dataclasses.dataclass(frozen=True)
class Crafted:
    """A craft card completed this round, not yet claimed: the holder and a die per space."""

    card: str
    seat: int
    dice: tuple[Die, ...]


@frozen_record
@dataclasses.dataclass(frozen=True)
class RollReq:
    """A die waiting to be rolled (a chance node).

    ``kind``: pool (joins the crafter's rolled dice), cemetery (the Cemetery die), gamble
    (Garden/Tavern decision die of ``card``). ``die`` is the id a re-rolled die keeps (it is
    the same die, so bonuses already put on it still count); -1 for a die rolled the first time.
    """

    kind: str
    colour: str
    seat: int
    card: str = ""
    die: int = -1


@frozen_record
@dataclasses.dataclass(frozen=True)
class Player:
    supply: Counts
    smithy: Counts = (0, 0, 0, 0)
    claimed: tuple[str, ...] = ()
    powers: tuple[Power, ...] = ()
    passed: bool = False
    library: int = 0
    astro: bool = False


@saved_form(omit_default=("edition",))  # today's edition is left out, as before versions
@carries_world(load_world)
@frozen_record
@dataclasses.dataclass(frozen=True)
class KFState:
    if TYPE_CHECKING:
        world: World
        """The data the game runs on: its title's world, carried, never saved
        (``core/world.py``)."""

    names: tuple[str, ...]
    players: tuple[Player, ...]
    stock: tuple[int, ...]
    """Dice in the stock: metal, wood, gem, magic, Library, Cemetery."""
    tokens: tuple[int, int]
    """Tokens in the stock: Automatic 6, +1/+1."""
    phase: str = PHASE_SETUP
    round: int = 1
    first: int = -1
    turn: int = 0
    sub: str = ""
    """A pending step of the active seat: pay, discard, dock, peddle or cemetery."""
    task: str = ""
    """What the dice being paid are for: claim, copy or dock (with ``task_card/side``)."""
    task_card: str = ""
    task_side: str = ""
    paid: tuple[str, ...] = ()
    """Dice placed so far on the action being paid for."""
    line: tuple[str, ...] = ()
    """Craft cards in the waiting line, lowest rank first (during setup: those dealt)."""
    display: tuple[str, ...] = ()
    gather_set: tuple[str, ...] = ()
    deck: tuple[str, ...] = ()
    faceup: tuple[str, ...] = ("", "", "", "")
    fill: tuple[int, ...] = ()
    """Face-up positions waiting for a card from the gather deck (chance)."""
    hole: int = -1
    """The position emptied by the turn in progress (refilled when the turn is done)."""
    discards: tuple[str, ...] = ()
    placements: tuple[Placement, ...] = ()
    docks: tuple[DockUse, ...] = ()
    first_passer: int = -1
    cemetery: int = 0
    """The value the Cemetery kills this round (0: none)."""
    cem_die: int = 0
    """The Cemetery die just rolled, waiting to be manipulated and placed (0: none)."""
    rolls: tuple[RollReq, ...] = ()
    pool: tuple[Die, ...] = ()
    """The crafter's rolled dice not yet used."""
    marked: tuple[int, ...] = ()
    """Dice picked for a re-roll."""
    next_die: int = 0
    crafted: tuple[Crafted, ...] = ()
    craft_mode: str = ""
    """What the crafter's turn is for once chosen: "craft" (any number of displayed cards) or
    "steal" (one card); empty before their first craft or steal."""
    crafters: int = 0
    """Craft turns finished this round."""
    bag: tuple[str, ...] = ()
    """Dice on their way to an opponent (Peddler)."""
    edition: int = CONTENT_VERSION
    """The content version the game is played under (``content.rank`` reads its ranks)."""

    @property
    def n(self) -> int:
        return len(self.players)


def players_with(s: KFState, seat: int, **changes: Any) -> tuple[Player, ...]:
    """``s``'s players with ``seat``'s changed by ``changes`` (fields of ``Player``)."""
    players = list(s.players)
    players[seat] = evolve(players[seat], **changes)
    return tuple(players)


def with_player(s: KFState, seat: int, **changes: Any) -> KFState:
    """``s`` with ``seat``'s player changed by ``changes`` (fields of ``Player``)."""
    return evolve(s, players=players_with(s, seat, **changes))
