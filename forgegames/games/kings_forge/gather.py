"""The gather phase: what a seat may do (``legal``) and the questions behind it (which cards
it can claim and pay, which docks are free, what passing would give up).

Its moves are applied by ``gather_tasks`` (claiming, paying, docks) and ``gather_turns``
(peddling, the Cemetery, passing, the garden)."""

from __future__ import annotations

import functools
from collections.abc import Iterator

from forgegames.core.actions import Action
from forgegames.core.errors import IllegalAction, Refusal
from forgegames.core.i18n import tr
from forgegames.games.kings_forge.actions import (
    Bonus,
    Bury,
    Claim,
    Copy,
    Discard,
    Dock,
    Garden,
    Pass,
    Pay,
    Peddle,
    Sixes,
    Visit,
)
from forgegames.games.kings_forge.content import (
    BOX_ALLOWS,
    CI,
    COLOUR_CODE,
    COLOURS,
    SIDES,
    ActionSpec,
)
from forgegames.games.kings_forge.dice import counts_of
from forgegames.games.kings_forge.flow import NAMES, add
from forgegames.games.kings_forge.options import GARDEN_CHOICES, garden_problem
from forgegames.games.kings_forge.state import Counts, KFState, Power
from forgegames.games.kings_forge.words import either
from forgegames.games.kings_forge.world import World

CEMETERY_POWERS = ("plus", "auto6", "flip", "sixes")
"""Powers that may change the Cemetery die before it is placed (South Mine only on a 1)."""


# --- what can be paid ------------------------------------------------------------------------
@functools.lru_cache(maxsize=1024)
def _box_needs(boxes: tuple[str, ...]) -> tuple[int, int, int, int]:
    return boxes.count("W"), boxes.count("G"), boxes.count("GX"), len(boxes)


def payable(boxes: tuple[str, ...], supply: Counts) -> bool:
    """Whether ``supply`` can fill every space of ``boxes``."""
    wood, gem, either, total = _box_needs(boxes)
    m, w, g, x = supply
    if wood > w or gem > g or either > g - gem + x:
        return False
    return total <= m + w + g + x


def claimable(spec: ActionSpec, supply: Counts, own: tuple[str, ...] = ()) -> bool:
    """Whether the action (after the Workshop's own spaces ``own``) can be paid for."""
    if spec.pay_all:
        return payable(own, supply) and sum(supply) > len(own)
    return payable(own + spec.boxes, supply)


def task_boxes(s: KFState) -> tuple[str, ...]:
    """The spaces of the action being paid for (the Workshop's own space first)."""
    if s.task == "dock":
        return ("A",) * s.world.content.docks[s.task_card].cost
    spec = s.world.content.actions[(s.task_card, s.task_side)]
    own = s.world.content.actions[("workshop", "top")].boxes if s.task == "copy" else ()
    return own + spec.boxes


def pay_options(s: KFState) -> list[str]:
    """Colours that may go on the next space without leaving the other spaces unpayable."""
    boxes = task_boxes(s)
    supply = s.players[s.turn].supply
    index = len(s.paid)
    allowed = BOX_ALLOWS[boxes[index]]
    rest = boxes[index + 1 :]
    out = []
    for i, colour in enumerate(COLOURS):
        if supply[i] and colour in allowed and payable(rest, add(supply, colour, -1)):
            out.append(colour)
    return out


def copyable(s: KFState, seat: int) -> list[tuple[str, str]]:
    """Gather actions other players used this round, which the Workshop may copy."""
    out: list[tuple[str, str]] = []
    for place in s.placements:
        if place.seat != seat and place.card != "workshop":
            key = (place.card, place.side)
            if key not in out:
                out.append(key)
    return out


def docks_free(s: KFState) -> list[str]:
    used = {use.action for use in s.docks}
    return [a for a in s.world.content.docks if a not in used]


def dock_shortage(s: KFState, action: str) -> str | None:
    """Why docks ``action`` would give nothing (its token or die is gone); None if it gives."""
    spec = s.world.content.docks[action]
    if spec.token:
        if not s.tokens[0 if spec.token == "auto6" else 1]:
            return tr("no {name} token is left", name=s.world.token_name(spec.token))
        return None
    if not any(s.stock[COLOURS.index(colour)] for colour, _ in spec.gain):
        return tr("no {die} is left in the stock", die=either(NAMES[c].die for c, _ in spec.gain))
    return None


def stock_kinds(spec: ActionSpec) -> tuple[str, ...] | None:
    """The kinds of dice (codes) a gather action takes from the stock, when taking them is all
    it does; None when it also does something the stock cannot take away (a bonus, a power,
    the Cemetery, the Peddler's exchange)."""
    kinds: list[str] = []
    for e in spec.effects:
        if e.kind == "gain":
            kinds += [COLOUR_CODE[c] for c in e.gain]
        elif e.kind == "gamble":
            kinds.append(COLOUR_CODE[e.colour])
        elif e.kind == "library_die":
            kinds.append("L")
        elif e.kind == "caravan":
            kinds += [COLOUR_CODE[c] for row in e.table for c in row.gain]
        else:
            return None
    return tuple(kinds)


def gives_nothing(s: KFState, spec: ActionSpec) -> bool:
    """Whether the stock is out of everything the gather action would give, so that its whole
    gain is lost (the rules still let it be claimed)."""
    kinds = stock_kinds(spec)
    return kinds is not None and not any(s.stock[CI[k]] for k in kinds)


def _offered(s: KFState, supply: Counts) -> Iterator[str]:
    total = sum(supply)
    docks = s.world.content.docks
    for a in docks_free(s):
        if docks[a].cost <= total and dock_shortage(s, a) is None:
            yield a


def docks_offered(s: KFState, supply: Counts) -> list[str]:
    """Docks actions still free this round that ``supply`` can pay and that give something."""
    return list(_offered(s, supply))


def can_visit_docks(s: KFState, supply: Counts) -> bool:
    """Whether some docks action is offered (``docks_offered``; stops at the first)."""
    return next(_offered(s, supply), None) is not None


def _changes_cemetery_die(power: Power, value: int) -> bool:
    """Whether ``power`` would change a Cemetery die showing ``value`` (it cannot pass 6)."""
    if power.kind in ("plus", "auto6"):
        return value < 6
    if power.kind == "sixes":
        return value == 1
    return True


def cemetery_powers(s: KFState, seat: int) -> list[int]:
    """The roller's powers that can still change the Cemetery die waiting to be placed."""
    return [
        i
        for i, pw in enumerate(s.players[seat].powers)
        if pw.uses > 0
        and pw.kind in CEMETERY_POWERS
        and -1 not in pw.used
        and _changes_cemetery_die(pw, s.cem_die)
    ]


_VISIT = Visit()
_PAY = {c: Pay(c) for c in COLOURS}


def legal(s: KFState) -> list[Action]:
    """The active seat's gather-phase moves."""
    seat = s.turn
    p = s.players[seat]
    sub = s.sub
    if sub == "pay":
        return [_PAY[c] for c in pay_options(s)]
    if sub == "discard":
        return [Discard(card) for card in s.faceup if card]
    if sub == "dock":
        return [Dock(a) for a in docks_offered(s, p.supply)]
    if sub == "peddle":
        bag = counts_of(s.bag)
        out = []
        for other in range(s.n):
            if other != seat:
                have = [a + b for a, b in zip(s.players[other].supply, bag, strict=True)]
                out += [Peddle(other, c) for c, k in zip(COLOURS, have, strict=True) if k]
        return out
    if sub == "cemetery":
        powers = p.powers
        out = [
            Sixes(i) if powers[i].kind == "sixes" else Bonus(i, -1)
            for i in cemetery_powers(s, seat)
        ]
        return out + [Bury()]
    faceup = [c for c in s.faceup if c]
    if not faceup and s.first_passer < 0:  # the forced pass; a clock power may come first
        return pass_choices(s) + garden_choices(s)
    out: list[Action] = []
    actions = s.world.content.actions
    for card in faceup:
        for side in SIDES:
            spec = actions[(card, side)]
            if not spec.copy and claimable(spec, p.supply):
                out.append(Claim(card, side))
        if card == "workshop":
            own = actions[("workshop", "top")].boxes
            for key in copyable(s, seat):
                if claimable(actions[key], p.supply, own):
                    out.append(Copy(*key))
    if faceup and can_visit_docks(s, p.supply):
        out.append(_VISIT)
    return out + pass_choices(s) + garden_choices(s)


FIRST_PASS_BONUSES = ("metal", "token")


def first_pass_left(s: KFState) -> list[str]:
    """The first-to-pass rewards still there: a metal die in the stock, a +1/+1 token."""
    left = []
    if s.stock[COLOURS.index("M")]:
        left.append("metal")
    if s.tokens[1]:
        left.append("token")
    return left


def pass_problem(s: KFState, bonus: str) -> str | None:
    """Why ``pass <bonus>`` is not how the active seat passes now; None when it is.

    The first player to pass may take a reward still there (metal die or +1/+1 token) or
    decline it (``none``); every later player passes with ``none``."""
    if s.first_passer >= 0:
        if bonus == "none":
            return None
        return tr("only the first player to pass takes a bonus: pass without one")
    left = first_pass_left(s)
    if bonus == "none" or bonus in left:
        return None
    if bonus not in FIRST_PASS_BONUSES:
        return tr(
            "the first player to pass chooses a bonus: pass and take a metal die or a +1/+1 token"
        )
    if left == ["metal"]:
        return tr("no +1/+1 token is left: passing first, take the metal die")
    if left == ["token"]:
        return tr("no metal die is left in the stock: passing first, take the +1/+1 token")
    return tr(
        "no metal die and no +1/+1 token are left, so passing first brings nothing: "
        "pass without a bonus"
    )


def pass_choices(s: KFState) -> list[Action]:
    """The active seat's ways to pass (the first to pass: one per reward still there)."""
    return [Pass(b) for b in (*FIRST_PASS_BONUSES, "none") if pass_problem(s, b) is None]


def garden_choices(s: KFState) -> list[Action]:
    """The Garden's choices the active seat may make now: its clock power unused, each
    choice only where it can change something."""
    if not any(pw.kind == "garden" and pw.uses > 0 for pw in s.players[s.turn].powers):
        return []
    return [Garden(c) for c in GARDEN_CHOICES if garden_problem(s, c) is None]


# --- applying ------------------------------------------------------------------------------
def turn_refusal(s: KFState, sub: str = "") -> Refusal | None:
    """The refusal of a move made while the turn waits for another step than ``sub`` (none:
    a new action of the turn), or None."""
    if s.sub == sub:
        return None
    waiting = {
        "dock": tr("first choose a docks action for the card you discarded"),
        "peddle": tr("first choose whose supply gets the Peddler's dice"),
        "cemetery": tr("first finish placing the Cemetery die"),
        "discard": tr("first choose the face-up gather card to discard"),
        "pay": tr("first place the dice for the action you claimed, or take the claim back"),
        "": tr("that step is not waiting to be done"),
    }[s.sub]
    return Refusal(waiting, _STEP_RULES.get(s.sub))


_STEP_RULES = {
    "dock": "docks-use",
    "discard": "docks-use",
    "peddle": "peddler",
    "pay": "gather-claim",
    "cemetery": "cemetery-die",
}
"""The rules section of each step a turn may be waiting on."""


def slot_of(s: KFState, card: str) -> int:
    if card not in s.faceup or not card:
        raise IllegalAction(
            tr("the {card} is not face up", card=s.world.card_name(card)), rule="gather-turn"
        )
    return s.faceup.index(card)


def card_spec(world: World, card: str, side: str) -> ActionSpec:
    if side not in SIDES:
        raise IllegalAction(
            tr("a gather card has a top and a bottom action only"), rule="gather-claim"
        )
    spec = world.content.actions.get((card, side))
    if spec is None:
        raise IllegalAction(tr("'{card}' is not a gather card", card=card), rule="gather-turn")
    return spec
