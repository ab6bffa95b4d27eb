"""How many dice a seat's craft turn would roll after a gather move: what the greedy gatherer
weighs (``bots.strands``: a move that leaves none) and what the board warns of before a claim
leaves too few for any craft card on display (``craft_shortfall``). Estimates from the cards'
data; they decide no rule."""

from __future__ import annotations

from forgegames.core.actions import Action
from forgegames.games.kings_forge.content import CI, COLOUR_CODE
from forgegames.games.kings_forge.state import PHASE_GATHER, KFState

GATHER_VERBS = ("claim", "copy", "docks", "dock")
"""The gather moves that place dice from the supply."""


def in_stock(s: KFState, colour: str, n: int) -> int:
    """How many of ``n`` dice of ``colour`` (a word: "wood") the stock can still give."""
    return min(n, s.stock[CI[COLOUR_CODE[colour]]])


def dice_to_roll(s: KFState, seat: int) -> int:
    """The dice ``seat`` would roll if its craft turn began now: its supply, the Library
    die and, with the Astrologer's bottom action, its smithy."""
    p = s.players[seat]
    return sum(p.supply) + p.library + (sum(p.smithy) if p.astro else 0)


def roll_after(s: KFState, seat: int, a: Action) -> int | None:
    """The dice ``seat`` would roll this round after gather move ``a`` (the dice it places
    gone, the dice it gains to the supply, the Library die or the smithy rolled too added;
    a visit to the docks counts its cheapest open trade); None for a move that places no
    dice, or a visit with no trade open."""
    if a.verb not in GATHER_VERBS:
        return None
    before = dice_to_roll(s, seat)
    p = s.players[seat]
    if a.verb == "dock":
        return before - s.world.content.docks[a.action].cost  # type: ignore[attr-defined]
    if a.verb == "docks":
        free = {u.action for u in s.docks}
        costs = [
            spec.cost
            for d, spec in s.world.content.docks.items()
            if d not in free and spec.cost <= sum(p.supply)
        ]
        return before - min(costs) if costs else None
    spec = s.world.content.actions[(a.card, a.side)]  # type: ignore[attr-defined]
    placed = sum(p.supply) if spec.pay_all else len(spec.boxes) + (a.verb == "copy")
    after = before - placed
    for e in spec.effects:
        if e.kind == "gain" and e.to == "supply":
            after += sum(in_stock(s, c, n) for c, n in e.gain.items())
        elif e.kind == "library_die":
            after += in_stock(s, "library", 1)
        elif e.kind == "roll_smithy" and not p.astro:
            after += sum(p.smithy)
    return after


def fewest_spaces(s: KFState) -> tuple[str, int] | None:
    """The craft card on display that takes the fewest dice (the lowest rank among equals)
    and how many; None when none is on display."""
    craft = s.world.content.craft
    cards = [c for c in s.display if c]
    if not cards:
        return None
    card = min(cards, key=lambda c: (len(craft[c].slots), craft[c].rank))
    return card, len(craft[card].slots)


def craft_shortfall(s: KFState, a: Action) -> tuple[int, str, int] | None:
    """For a gather move of the seat to move that leaves it too few dice to craft any card on
    display this round, when it has enough before the move: the dice it would still roll,
    the card that takes the fewest and how many that is. None otherwise (not the gather
    phase, a move that places no dice, already too few, or still enough)."""
    if s.phase != PHASE_GATHER or a.verb == "docks":  # a visit: warned at its trade
        return None
    seat = s.turn
    fewest = fewest_spaces(s)
    left = roll_after(s, seat, a)
    if fewest is None or left is None:
        return None
    card, need = fewest
    if dice_to_roll(s, seat) < need or max(0, left) >= need:
        return None
    return max(0, left), card, need


def placed_beyond(s: KFState, a: Action) -> int:
    """How many of the dice a claim that places every die in the supply (the Caravan's bottom)
    places beyond the last row of its table (they give nothing); 0 for any other move."""
    if a.verb != "claim":
        return 0
    spec = s.world.content.actions.get((a.card, a.side))  # type: ignore[attr-defined]
    if spec is None or not spec.pay_all:
        return 0
    dice = sum(s.players[s.turn].supply)
    rows = [row.dice for effect in spec.effects for row in effect.table]
    return max(0, dice - max(rows, default=dice))


SHORT_ROLL = "ShortRoll"
"""The warning kind of a gather move that leaves too few dice to craft (``short_roll``): a
seat is told of it once a game, then only by the move's preview (issue 39, kf37)."""


def short_roll(s: KFState, a: Action) -> bool:
    """True when gather move ``a`` leaves too few dice to craft this round
    (``craft_shortfall``) and is not a claim that already says its dice are placed for
    nothing (``placed_beyond``)."""
    return craft_shortfall(s, a) is not None and not placed_beyond(s, a)
