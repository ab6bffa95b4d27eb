"""What the King's Forge board asks the engine, answered without deciding any rule in the UI.

The board (``ui/boards/kings_forge``) reads the engine through this module, ``actions`` (the
action types) and ``state`` only:

- ``state.world`` (every view carries it): the cards as the data files give them
  (``world.content``) and their names (``world.card_name(card)``, ``world.names``);
  ``Effect``, a gather action's effect; ``COLOUR_CODE``, a die colour's letter by its name;
  ``CI``, a colour letter's place in a count of dice (a supply, a smithy).
- ``task_boxes(state)``: the spaces of the action being paid for.
- ``copyable(state, seat)``: the actions the Workshop could copy now (why it cannot, if none).
- ``suggest_dice(state, options)``, ``suggest_pay(state)`` and ``suggest_payment(state)``: the
  dice the game picks for a move, the next die of a payment, the whole payment (as the bots
  and the Pay button do).
- ``craft_probability(state, seat, card)``: the odds of crafting ``card`` (``Odds``);
  ``takers_first(state, seat, card)``: the seats crafting first that could take it before.
- ``made_this_turn(state)``: the item the crafter made last this turn, with its dice.
- ``craft_needs(world, card)`` and ``nearest_craft(state)``: what a craft card takes, in
  words, and for a roll that makes nothing, the card nearest to it and the rule's reason it
  is not made.
- ``reach_words(state)``: for a roll that makes nothing yet, which cards the unused bonuses
  can still make, and the steps to the best (``reach``).
- ``counts_text(counts)``: a tally of dice (per colour) in short words, "2 metal, 1 gem".
- ``docks_plan(state, seat)``: what a hinted visit to the docks means (the strongest bot's
  card to discard and docks trade).
- ``dice_to_roll(state, seat)``, ``dice_placed(state, action)`` and
  ``skipped_crafter(state, event)``: the dice a craft turn would roll, those a gather move
  places, and whose craft turn an event says passed with nothing to roll (the board warns
  before the last die goes, and keeps the skip on screen).
- ``fewest_spaces(state)`` and ``craft_shortfall(state, action)``: the craft card on display
  that takes the fewest dice, and a gather move that would leave too few to roll for it;
  ``placed_beyond(state, action)``: the dice a Caravan-like claim places past its table.
- ``steal_lines(world, names, moves, start, you)``: the steals among the history's moves
  from ``start`` on, each told plainly with whose item it was (the round's end note).

None of these decide a rule: they pick among the legal moves the engine lists, or estimate.
"""

from __future__ import annotations

from collections.abc import Sequence

from forgegames.core.actions import Action
from forgegames.core.i18n import listing, tr
from forgegames.core.title import Event
from forgegames.games.kings_forge import craft_pick
from forgegames.games.kings_forge.actions import Claim, Dock
from forgegames.games.kings_forge.content import CI as CI
from forgegames.games.kings_forge.content import COLOUR_CODE, Effect
from forgegames.games.kings_forge.craft_odds import SAMPLES as SAMPLES
from forgegames.games.kings_forge.craft_odds import Odds as Odds
from forgegames.games.kings_forge.craft_odds import _odds as _odds
from forgegames.games.kings_forge.craft_odds import craft_probability as craft_probability
from forgegames.games.kings_forge.craft_odds import takers_first as takers_first
from forgegames.games.kings_forge.dice import (
    all_dice,
    assignments,
    check_assignment,
    fits,
    possible,
)
from forgegames.games.kings_forge.flow import NOTHING_TO_ROLL, dice_text
from forgegames.games.kings_forge.gather import copyable as copyable
from forgegames.games.kings_forge.gather import task_boxes
from forgegames.games.kings_forge.options import CRAFT, steal_slots
from forgegames.games.kings_forge.reach import reach_words as reach_words
from forgegames.games.kings_forge.roll_left import craft_shortfall as craft_shortfall
from forgegames.games.kings_forge.roll_left import fewest_spaces as fewest_spaces
from forgegames.games.kings_forge.roll_left import placed_beyond as placed_beyond
from forgegames.games.kings_forge.since import steal_lines as steal_lines
from forgegames.games.kings_forge.state import Crafted, KFState
from forgegames.games.kings_forge.words import NAMES as DICE_WORDS
from forgegames.games.kings_forge.words import colours_shown as colours_shown
from forgegames.games.kings_forge.words import dice_count
from forgegames.games.kings_forge.world import World

__all__ = [
    "COLOUR_CODE",
    "DICE_WORDS",
    "Effect",
    "Odds",
    "World",
    "auto_assign",
    "can_steal",
    "counts_text",
    "craft_needs",
    "craft_probability",
    "dice_count",
    "dice_placed",
    "dice_to_roll",
    "docks_plan",
    "made_this_turn",
    "nearest_craft",
    "payment_for",
    "reach_words",
    "skipped_crafter",
    "steal_assignment",
    "steal_refusal",
    "suggest_dice",
    "suggest_pay",
    "suggest_payment",
    "takers_first",
    "task_boxes",
]

PAY_ORDER = {"M": 0, "W": 1, "G": 2, "X": 3}
"""Cheapest colours first when a payment is suggested."""
"""Monte-Carlo rolls per odds estimate: the 95% interval is at most ±3.1 points."""


# --- the dice left to roll --------------------------------------------------------------
def dice_to_roll(state: KFState, seat: int) -> int:
    """The dice ``seat``'s craft turn would roll if it began now: the supply, the smithy
    too with the Astrologer, and the Library dice borrowed."""
    player = state.players[seat]
    smithy = sum(player.smithy) if player.astro else 0
    return sum(player.supply) + smithy + player.library


def dice_placed(state: KFState, action: Action) -> int:
    """How many dice of the supply claiming a gather action or a docks trade places (0 for
    any other move)."""
    if isinstance(action, Claim):
        spec = state.world.content.actions[(action.card, action.side)]
        return sum(state.players[state.turn].supply) if spec.pay_all else len(spec.boxes)
    if isinstance(action, Dock):
        return state.world.content.docks[action.action].cost
    return 0


def skipped_crafter(state: KFState, event: Event) -> int | None:
    """The seat whose craft turn ``event`` says passed with no dice to roll, if it does."""
    seat = event.seat
    if seat is None or not 0 <= seat < len(state.names):
        return None
    return seat if event.text == tr(NOTHING_TO_ROLL, who=state.names[seat]) else None


# --- payments ----------------------------------------------------------------------------
def docks_plan(state: KFState, seat: int) -> tuple[Action, Action] | None:
    """The card the strongest bot would discard and the trade it would make on a visit to
    the docks now (``bots.docks_plan``), for a hint to light exactly those."""
    from forgegames.games.kings_forge.bots import docks_plan as plan

    return plan(state, seat)


def suggest_payment(state: KFState) -> tuple[str, ...]:
    """For the action being paid for, the dice the game suggests for the remaining spaces:
    the least valuable colour that fits each space (metal, then wood, gem, magic)."""
    from forgegames.games.kings_forge.gather import payable, task_boxes

    if state.sub != "pay":
        return ()
    boxes = task_boxes(state)[len(state.paid) :]
    return _cheapest(boxes, state.players[state.turn].supply, payable) or ()


def suggest_pay(state: KFState) -> Action | None:
    """The next ``pay`` move of the suggested payment (None when nothing is being paid)."""
    from forgegames.games.kings_forge.actions import Pay

    pay = suggest_payment(state)
    return Pay(pay[0]) if pay else None


def payment_for(state: KFState, card: str, side: str) -> tuple[str, ...] | None:
    """The suggested dice for claiming ``card``'s ``side`` action now, one per space (an
    empty tuple for a free action, None when the active seat cannot pay)."""
    from forgegames.games.kings_forge.dice import all_dice
    from forgegames.games.kings_forge.gather import claimable, payable

    spec = state.world.content.actions[(card, side)]
    supply = state.players[state.turn].supply
    if not claimable(spec, supply):
        return None
    if spec.pay_all:
        return all_dice(supply)
    return _cheapest(spec.boxes, supply, payable)


def _cheapest(boxes: tuple[str, ...], supply: tuple[int, int, int, int], payable) -> tuple | None:
    from forgegames.games.kings_forge.content import BOX_ALLOWS

    left = list(supply)
    out: list[str] = []
    for i, box in enumerate(boxes):
        for colour in sorted(BOX_ALLOWS[box], key=PAY_ORDER.get):
            j = PAY_ORDER[colour]
            if not left[j]:
                continue
            left[j] -= 1
            if payable(boxes[i + 1 :], (left[0], left[1], left[2], left[3])):
                out.append(colour)
                break
            left[j] += 1
        else:
            return None
    return tuple(out)


# --- dice for a craft card ------------------------------------------------------------------
def suggest_dice(state: KFState, options: Sequence[Action]) -> Action | None:
    """Among legal craft or steal moves for one card, the one a sensible player makes: the
    dice another item of this roll needs kept free, else the highest dice, the hardest to
    steal from (``craft_pick.pick``)."""
    return craft_pick.pick(state, options)


def made_this_turn(state: KFState) -> tuple[str, str] | None:
    """The item the crafter to move made last this turn and its dice's values, highest first
    ("5, 2, 2"), for the prompt to say what a thief must beat; None before any."""
    if state.craft_mode != CRAFT:
        return None
    done = next((c for c in reversed(state.crafted) if c.seat == state.turn), None)
    if done is None:
        return None
    return done.card, ", ".join(str(v) for v in sorted((d.value for d in done.dice), reverse=True))


def auto_assign(state: KFState, card: str) -> tuple[int, ...] | None:
    """Rolled die ids (one per space) that craft displayed ``card`` using the lowest dice,
    or None when the current pool cannot craft it."""
    found = assignments(state.world.content.craft[card].slots, state.pool)
    if not found:
        return None
    values = {d.id: d.value for d in state.pool}
    return min(found, key=lambda ids: (sum(values[i] for i in ids), ids))


def steal_assignment(state: KFState, card: str) -> tuple[int, ...] | None:
    """Rolled die ids that steal ``card`` from its holder (None when the pool cannot)."""
    done = next((c for c in state.crafted if c.card == card), None)
    if done is None or done.seat == state.turn:
        return None
    found = assignments(steal_slots(state.world, done), state.pool, True)
    if not found:
        return None
    values = {d.id: d.value for d in state.pool}
    return min(found, key=lambda ids: (sum(values[i] for i in ids), ids))


def tried_dice(state: KFState, card: str) -> tuple[int, ...]:
    """The rolled dice a craft or a steal of ``card`` that cannot be made is tried with, so
    the engine's refusal names the rule that decides rather than "0 given": for a steal,
    dice at least as high as the holder's on every space when there are such (only the tie
    stands in the way: none of them beats); else, space by space, the highest die left of
    its colour (any die when none is), while dice last."""
    done = next((c for c in state.crafted if c.card == card), None)
    if done is not None:
        slots = steal_slots(state.world, done)
        level = assignments(slots, state.pool)
        if level:
            return level[0]
    elif card in state.world.content.craft:
        slots = state.world.content.craft[card].slots
    else:
        return ()
    # the highest die goes where the most is asked (a wood 3 is tried against the holder's
    # wood 4, not the wood 2), unless the dice run short: then space by space, in order
    order = range(len(slots))
    if len(state.pool) >= len(slots):
        order = sorted(order, key=lambda i: -slots[i][1])
    chosen: dict[int, int] = {}
    left = list(state.pool)
    for i in order:
        fitting = [d for d in left if fits(d.colour, slots[i][0])] or left
        if not fitting:
            break
        best = max(fitting, key=lambda d: (d.value, -d.id))
        chosen[i] = best.id
        left.remove(best)
    return tuple(chosen[i] for i in sorted(chosen))


def steal_refusal(state: KFState) -> tuple[Crafted, str] | None:
    """Why the crafter's rolled dice steal nothing now, in the engine's words: the crafted
    card of another player they come closest to (one only a tie stands in the way of first,
    then the highest rank) and the reason; None when stealing is closed this turn or no other
    player holds a crafted card."""
    if state.craft_mode or not state.pool:
        return None
    others = [c for c in state.crafted if c.seat != state.turn]
    if not others:
        return None
    craft = state.world.content.craft

    def closeness(done) -> tuple[bool, int]:
        level = assignments(steal_slots(state.world, done), state.pool)
        return (not level, -craft[done.card].rank)

    done = min(others, key=closeness)
    dice = {d.id: d for d in state.pool}
    tried = [dice[i] for i in tried_dice(state, done.card)]
    reason = check_assignment(steal_slots(state.world, done), tried, True)
    return (done, reason) if reason else None


def craft_needs(world: World, card: str) -> str:
    """What craft ``card`` takes, in short words: '3 metal dice 2+', '1 gem die 4+ and 1 magic
    die' (its spaces, alike ones counted together)."""
    tally: dict[tuple[str, int], int] = {}
    for slot in world.content.craft[card].slots:
        tally[slot] = tally.get(slot, 0) + 1
    parts = []
    for (colour, least), n in tally.items():
        dice = dice_count(colour, n)
        parts.append(dice if least <= 1 else tr("{dice} {k}+", dice=dice, k=least))
    return listing(parts)


def nearest_craft(state: KFState) -> tuple[str, str] | None:
    """For rolled dice that craft no card on display: the card nearest to being made (one the
    roll has enough dice for, the lowest rank first; else the one with the fewest spaces) and
    the rule's reason the roll does not make it, as the engine words a refused craft. None
    when the roll makes a card, or nothing is on display."""
    cards = [c for c in state.display if c]
    if not cards or any(auto_assign(state, c) is not None for c in cards):
        return None
    craft = state.world.content.craft
    rolled = len(state.pool)
    card = min(cards, key=lambda c: (max(0, len(craft[c].slots) - rolled), craft[c].rank))
    dice = {d.id: d for d in state.pool}
    tried = [dice[i] for i in tried_dice(state, card)]
    return card, check_assignment(craft[card].slots, tried, False) or ""


def can_steal(state: KFState, card: str) -> bool:
    """Whether the crafter's current rolled dice could steal ``card``."""
    done = next((c for c in state.crafted if c.card == card), None)
    if done is None or done.seat == state.turn:
        return False
    return possible(steal_slots(state.world, done), state.pool, True)


def counts_text(counts: Sequence[int]) -> str:
    """A tally of dice, one count per colour (metal first), in short words: "2 metal, 1 gem"."""
    return dice_text(all_dice(counts), short=True)
