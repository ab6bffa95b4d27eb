"""What a King's Forge move throws away for good, one short phrase each (the interface asks
the player to confirm such a move and lists the phrases).

Counted as lost: powers and tokens still able to change a die when a craft turn ends (they
last only the round, and the crafter has no later turn in it); cards the rolled dice could
craft or steal when the turn ends, or when a craft rules out a steal (and the reverse); the
gather moves a player gives up by passing. A power that could change nothing is not listed,
nor one that changes a die but could not help make or steal anything the dice cannot already
(playtest 5: "Are you sure?" for a +1 no card could use).
"""

from __future__ import annotations

from collections import deque

from forgegames.core.actions import Action
from forgegames.core.errors import IllegalAction
from forgegames.core.i18n import tr
from forgegames.games.kings_forge import craft as craft_moves
from forgegames.games.kings_forge import gather
from forgegames.games.kings_forge.actions import (
    Bonus,
    Claim,
    Copy,
    Craft,
    End,
    Pass,
    Sixes,
    Steal,
    Visit,
)
from forgegames.games.kings_forge.options import (
    can_steal,
    craftable,
    garden_problem,
    power_usable,
    stealable,
)
from forgegames.games.kings_forge.reach import position, reach
from forgegames.games.kings_forge.state import PHASE_CRAFT, PHASE_GATHER, KFState, Power


def losses(s: KFState, action: Action) -> list[str]:
    """One phrase per thing the active seat's ``action`` loses; empty when nothing is lost."""
    if s.phase == PHASE_CRAFT and not s.rolls:
        if isinstance(action, End):
            return ended_turn(s)
        if isinstance(action, Craft):
            return crafting_gives_up(s)
        if isinstance(action, Steal):
            return stealing_gives_up(s, action.card)
    if s.phase == PHASE_GATHER and not s.sub and isinstance(action, Pass):
        return passed_gather(s, action)
    return []


def ended_turn(s: KFState) -> list[str]:
    """Cards the dice could still craft or steal, and the powers still able to do something."""
    out = [
        tr("crafting the {card}, which your dice can make now", card=s.world.card_name(c))
        for c in craftable(s)
    ]
    out += [
        tr("stealing the {card}, which your dice can take now", card=s.world.card_name(c))
        for c in stealable(s)
    ]
    out += [
        tr("crafting the {card}, which your bonuses can still make", card=s.world.card_name(c))
        for c in reach(s).ways
    ]
    helpful = helpful_powers(s)
    for i, pw in enumerate(s.players[s.turn].powers):
        if pw.kind in DIE_CHANGERS and i not in helpful:
            continue  # it could change a die, but nothing more could be made with it
        if power_usable(s, pw):
            out.append(garden_words(s) if pw.kind == "garden" else power_words(s, pw))
    return out


DIE_CHANGERS = ("plus", "auto6", "flip", "sixes")
"""Powers that change dice in a known way (a re-roll's and the Garden's outcomes are not
known in advance: they count as able to help while they can change something)."""
SEARCH_LIMIT = 300
"""How many dice positions ``helpful_powers`` looks at before it stops (it then counts every
power not yet judged as helpful: a warning too many, never one too few)."""


def _targets(s: KFState) -> set[tuple[str, str]]:
    return {("craft", c) for c in craftable(s)} | {("steal", c) for c in stealable(s)}


def helpful_powers(s: KFState) -> set[int]:
    """The crafter's dice-changing powers (by index) that could help make or steal a card the
    rolled dice cannot make or steal now: the powers used on the shortest way to each such
    card, over every order of those powers' moves."""
    seat, phase = s.turn, s.phase
    start = _targets(s)
    reached: set[tuple[str, str]] = set()
    helpful: set[int] = set()
    seen = {position(s)}
    queue: deque[tuple[KFState, frozenset[int]]] = deque([(s, frozenset())])
    while queue:
        state, used = queue.popleft()
        for action in craft_moves.legal(state):
            if not isinstance(action, Bonus | Sixes):
                continue
            try:
                after = (craft_moves.bonus if isinstance(action, Bonus) else craft_moves.sixes)(
                    state, action, []
                )
            except IllegalAction:
                continue
            if after.turn != seat or after.phase != phase or after.rolls:
                continue
            path = used | {action.power}
            new = _targets(after) - start - reached
            if new:
                reached |= new
                helpful |= path
            key = position(after)
            if key in seen:
                continue
            if len(seen) >= SEARCH_LIMIT:
                powers = s.players[seat].powers
                return helpful | {i for i, pw in enumerate(powers) if pw.kind in DIE_CHANGERS}
            seen.add(key)
            queue.append((after, path))
    return helpful


def garden_words(s: KFState) -> str:
    """The Garden's unused choice, naming only the choices that can still change something."""
    if garden_problem(s, "plus2"):
        return tr("the Garden's unused choice (a wood die)")
    if garden_problem(s, "wood"):
        return tr("the Garden's unused choice (a +2 bonus)")
    return tr("the Garden's unused choice (a +2 bonus or a wood die)")


def crafting_gives_up(s: KFState) -> list[str]:
    """The first craft of a turn closes stealing for the rest of it."""
    if not can_steal(s):
        return []
    return [
        tr("stealing the {card} (this turn is for crafting)", card=s.world.card_name(c))
        for c in stealable(s)
    ]


def stealing_gives_up(s: KFState, card: str) -> list[str]:
    """A steal is the whole of a craft turn: no crafting, no second steal."""
    out = [
        tr("crafting the {card} (this turn is for stealing)", card=s.world.card_name(c))
        for c in craftable(s)
    ]
    out += [
        tr("stealing the {card} (one steal per turn)", card=s.world.card_name(c))
        for c in stealable(s)
        if c != card
    ]
    return out


def passed_gather(s: KFState, action: Pass) -> list[str]:
    """The first-to-pass reward declined, and the gather cards the passer could still claim
    and the docks, when any remain."""
    out = []
    if action.bonus == "none" and s.first_passer < 0 and gather.first_pass_left(s):
        out.append(tr("the first-to-pass reward (a metal die or a +1/+1 token)"))
    return out + _gather_left(s)


def _gather_left(s: KFState) -> list[str]:
    """The gather cards the passer could still claim and the docks, when any remain."""
    cards: set[str] = set()
    docks = False
    for a in gather.legal(s):
        if isinstance(a, Claim):
            cards.add(a.card)
        elif isinstance(a, Copy):
            cards.add("workshop")
        elif isinstance(a, Visit):
            docks = True
    if not cards and not docks:
        return []
    k = len(cards)
    if k == 1:
        what = tr("1 gather card you can claim now")
    elif k:
        what = tr("{k} gather cards you can claim now", k=k)
    else:
        what = tr("the docks")
    if k and docks:
        what = tr("{what}, and the docks", what=what)
    return [tr("the rest of this round's gather turns, with {what}", what=what)]


def power_words(s: KFState, power: Power) -> str:
    """An unused power in a few words: how many of what, and from where."""
    if power.token == "auto6":
        return tr("an unused Automatic 6 token")
    if power.token == "plus":
        if power.uses >= 2:
            return tr("an unused +1/+1 token")
        return tr("1 unused +1 of your +1/+1 token")
    where = tr(" from the {card}", card=s.world.card_name(power.source)) if power.source else ""
    kind = power.kind
    if kind == "plus":
        if power.uses == 1:
            return tr("an unused +{n} bonus{where}", n=power.amount, where=where)
        return tr("{k} unused +{n} bonuses{where}", k=power.uses, n=power.amount, where=where)
    if kind == "garden":
        return tr("the Garden's unused choice (a +2 bonus or a wood die)")
    words = {
        "flip": tr("an unused flip{where}", where=where),
        "sixes": tr("an unused turn of 1s into 6s{where}", where=where),
        "reroll": tr("an unused re-roll{where}", where=where),
    }
    return words.get(kind, tr("an unused power{where}", where=where))
