"""The cards a crafter's bonuses can still make from the dice in hand, and how (issue #39,
playtest 22: a roll that made no card yet while the Alchemist's +1 and a +1/+1 token could
still make the Shield; nothing on screen said so, and the obvious +1 lost it).

A breadth-first search over the dice-changing powers' moves (the rules' own functions), so
the way found for each card is one of the shortest. Re-rolls and the Garden are left out:
their outcomes are not known in advance.
"""

from __future__ import annotations

import dataclasses
from collections import deque

from forgegames.core.actions import Action
from forgegames.core.errors import IllegalAction
from forgegames.core.i18n import listing, tr
from forgegames.games.kings_forge import craft as craft_moves
from forgegames.games.kings_forge.actions import Bonus, Sixes
from forgegames.games.kings_forge.describe import _die, describe
from forgegames.games.kings_forge.options import craftable
from forgegames.games.kings_forge.state import PHASE_CRAFT, KFState

Steps = tuple[tuple[Action, tuple[str, str]], ...]
"""Moves with their labels: (what, the die it is used on; '' for a move on every die)."""

SEARCH_LIMIT = 300
"""How many dice positions the search looks at before it stops (``Reach.complete`` False)."""


@dataclasses.dataclass(frozen=True)
class Reach:
    """``ways``: each card on display the bonuses can make, with the moves that make it
    (each labelled in the state it is made in), shortest first found; ``complete``: False
    when the search stopped at ``SEARCH_LIMIT`` (a card not listed may still be reachable)."""

    ways: dict[str, Steps]
    complete: bool


def position(s: KFState) -> tuple:
    """What the searches tell positions apart by: the dice and the powers' uses."""
    dice = tuple(sorted((d.id, d.value) for d in s.pool))
    return dice, tuple((pw.uses, pw.used) for pw in s.players[s.turn].powers)


def _apply(s: KFState, action: Action) -> KFState | None:
    try:
        if isinstance(action, Bonus):
            return craft_moves.bonus(s, action, [])
        return craft_moves.sixes(s, action, [])  # type: ignore[arg-type]
    except IllegalAction:
        return None


def reach(s: KFState) -> Reach:
    """The cards on display the crafter's unused dice-changing powers can still make from the
    rolled dice, that the dice cannot make now (empty outside a craft turn's choice)."""
    if s.phase != PHASE_CRAFT or s.rolls or not s.pool:
        return Reach({}, True)
    seat = s.turn
    now = set(craftable(s))
    ways: dict[str, Steps] = {}
    seen = {position(s)}
    queue: deque[tuple[KFState, tuple]] = deque([(s, ())])
    while queue:
        state, path = queue.popleft()
        for action in craft_moves.legal(state):
            if not isinstance(action, Bonus | Sixes):
                continue
            after = _apply(state, action)
            if after is None or after.turn != seat or after.phase != s.phase or after.rolls:
                continue
            steps = (*path, (action, state))  # labelled only for a card found (the costly part)
            for card in craftable(after):
                if card not in now and card not in ways:
                    ways[card] = tuple((a, step_label(at, a)) for a, at in steps)
            key = position(after)
            if key in seen:
                continue
            if len(seen) >= SEARCH_LIMIT:
                return Reach(ways, False)
            seen.add(key)
            queue.append((after, steps))
    return Reach(ways, True)


def step_label(s: KFState, action: Action) -> tuple[str, str]:
    """A power's move named by its bonus, as the buttons name it: '+1 (Alchemist) on metal 3',
    '+1/+1 token on metal 4'."""
    if not isinstance(action, Bonus):
        return describe(s, action), ""
    power = s.players[s.turn].powers[action.power]
    if power.token:
        what = tr("+1/+1 token") if power.token == "plus" else tr("Automatic 6 token")
    else:
        what = _what(s, action)
    return what, _die(s, action.die)


def _what(s: KFState, action: Bonus) -> str:
    power = s.players[s.turn].powers[action.power]
    what = {"plus": tr("+{n}", n=power.amount), "auto6": tr("Automatic 6"), "flip": tr("flip")}
    label = what.get(power.kind, power.kind)
    if power.source in s.world.content.gather:
        return f"{label} ({s.world.card_name(power.source)})"
    return label


def steps_words(steps: Steps) -> str:
    """'+1 (Alchemist) on metal 3, then +1/+1 token on metal 4 and metal 4' (one power's uses
    in a row said once)."""
    groups: list[tuple[object, str, list[str]]] = []
    for action, (what, die) in steps:
        power = action.power if isinstance(action, Bonus) else None
        if groups and power is not None and groups[-1][0] == power and die:
            groups[-1][2].append(die)
        else:
            groups.append((power, what, [die] if die else []))
    parts = [
        tr("{what} on {die}", what=what, die=listing(dice)) if dice else what
        for _, what, dice in groups
    ]
    return tr(", then ").join(parts)


def first_step(s: KFState, action: Action) -> tuple[str, Steps] | None:
    """The card ``action`` is the first move toward, with the moves after it (the shortest
    way from the state it leads to); None when it leads to no card the dice cannot make now."""
    if not isinstance(action, Bonus | Sixes):
        return None
    after = _apply(s, action)
    if after is None or after.turn != s.turn or after.phase != s.phase or after.rolls:
        return None
    now = set(craftable(s))
    for card in craftable(after):
        if card not in now:
            return card, ()
    ways = reach(after).ways
    for card in s.display:
        if card in ways and card not in now:
            return card, ways[card]
    return None


def step_words(s: KFState, card: str, rest: Steps) -> str:
    """A hint's reason for a power's move on the way to ``card`` (playtest 22: "a card on
    display is then 2 pips short" read as a dead end on the winning line)."""
    name = s.world.card_name(card)
    if not rest:
        return tr("makes the {card}", card=name)
    return tr(
        "step 1 of {n} to the {card}; then {steps}",
        n=len(rest) + 1,
        card=name,
        steps=steps_words(rest),
    )


def reach_words(s: KFState) -> tuple[bool, str]:
    """What the status line says of the bonuses when the roll makes no card yet: (True, the
    cards they can still make, with the highest one's way); (False, that they make none) only
    when the search was complete; (False, '') with no power to use."""
    if not any(isinstance(a, Bonus | Sixes) for a in craft_moves.legal(s)):
        return False, ""
    found = reach(s)
    if found.ways:
        card = max(found.ways, key=lambda c: s.world.rank(c, s.edition))
        cards = listing([tr("the {card}", card=s.world.card_name(c)) for c in found.ways])
        return True, tr(
            "Your roll makes no card yet, but your bonuses can still make {cards}. For the "
            "{card}: {steps} (see Hint).",
            cards=cards,
            card=s.world.card_name(card),
            steps=steps_words(found.ways[card]),
        )
    garden = any(a.verb == "garden" for a in craft_moves.legal(s))  # its +2 not yet chosen
    if found.complete and not garden:
        return False, tr("No bonus of yours makes a card on display from these dice.")
    return False, ""
