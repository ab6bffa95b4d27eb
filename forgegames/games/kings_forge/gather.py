"""The gather phase: claiming gather cards (and the Workshop's copy), the docks, passing."""

from __future__ import annotations

import functools

from forgegames.core.actions import Action
from forgegames.core.errors import IllegalAction
from forgegames.core.i18n import N_, article, count, tr
from forgegames.core.title import Event
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
    COLOUR_CODE,
    COLOURS,
    SIDES,
    ActionSpec,
    content,
    dock_text,
    token_name,
)
from forgegames.games.kings_forge.dice import all_dice, counts_of
from forgegames.games.kings_forge.flow import (
    NAMES,
    add,
    add_power,
    advance_gather,
    card_name,
    dice_text,
    finish_gather_turn,
    gain,
    take,
)
from forgegames.games.kings_forge.options import GARDEN_CHOICES, garden_problem
from forgegames.games.kings_forge.state import (
    PHASE_CRAFT,
    Counts,
    DockUse,
    KFState,
    Placement,
    Power,
    RollReq,
)
from forgegames.games.kings_forge.words import either

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
        return ("A",) * content().docks[s.task_card].cost
    spec = content().actions[(s.task_card, s.task_side)]
    own = content().actions[("workshop", "top")].boxes if s.task == "copy" else ()
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
    return [a for a in content().docks if a not in used]


def dock_shortage(s: KFState, action: str) -> str | None:
    """Why docks ``action`` would give nothing (its token or die is gone); None if it gives."""
    spec = content().docks[action]
    if spec.token:
        if not s.tokens[0 if spec.token == "auto6" else 1]:
            return tr("no {name} token is left", name=token_name(spec.token))
        return None
    if not any(s.stock[COLOURS.index(colour)] for colour, _ in spec.gain):
        return tr("no {die} is left in the stock", die=either(NAMES[c].die for c, _ in spec.gain))
    return None


def docks_offered(s: KFState, supply: Counts) -> list[str]:
    """Docks actions still free this round that ``supply`` can pay and that give something."""
    total = sum(supply)
    return [
        a for a in docks_free(s) if content().docks[a].cost <= total and dock_shortage(s, a) is None
    ]


def can_visit_docks(s: KFState, supply: Counts) -> bool:
    return bool(docks_offered(s, supply))


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
    actions = content().actions
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

    The first player to pass takes a reward still there (metal die or +1/+1 token); with
    neither left they pass with ``none``, as every later player does."""
    if s.first_passer >= 0:
        if bonus == "none":
            return None
        return tr("only the first player to pass takes a bonus: use 'pass none'")
    left = first_pass_left(s)
    if bonus in left or bonus == "none" and not left:
        return None
    if bonus == "none" or bonus not in FIRST_PASS_BONUSES:
        if left == ["metal"]:
            return tr(
                "the first player to pass takes the metal die, as no +1/+1 token is left: "
                "'pass metal'"
            )
        if left == ["token"]:
            return tr(
                "the first player to pass takes the +1/+1 token, as no metal die is left: "
                "'pass token'"
            )
        return tr("the first player to pass chooses a bonus: 'pass metal' or 'pass token'")
    if left == ["metal"]:
        return tr("no +1/+1 token is left: passing first, take the metal die ('pass metal')")
    if left == ["token"]:
        return tr(
            "no metal die is left in the stock: passing first, take the +1/+1 token ('pass token')"
        )
    return tr(
        "no metal die and no +1/+1 token are left, so passing first brings nothing: 'pass none'"
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
def _expect_turn(s: KFState, sub: str = "") -> None:
    if s.sub != sub:
        waiting = {
            "dock": tr("first choose a docks action for the card you discarded"),
            "peddle": tr("first choose whose supply gets the Peddler's dice"),
            "cemetery": tr("first finish placing the Cemetery die"),
            "discard": tr("first choose the face-up gather card to discard"),
            "pay": tr("first place the dice for the action you claimed, or take the claim back"),
            "": tr("that step is not waiting to be done"),
        }[s.sub]
        raise IllegalAction(waiting, rule=_STEP_RULES.get(s.sub))


_STEP_RULES = {
    "dock": "docks",
    "discard": "docks",
    "peddle": "gather",
    "pay": "gather",
    "cemetery": "cemetery",
}
"""The rules section of each step a turn may be waiting on."""


def _slot(s: KFState, card: str) -> int:
    if card not in s.faceup or not card:
        raise IllegalAction(tr("the {card} is not face up", card=card_name(card)), rule="gather")
    return s.faceup.index(card)


def _spec(card: str, side: str) -> ActionSpec:
    if side not in SIDES:
        raise IllegalAction(tr("a gather card has a top and a bottom action only"), rule="gather")
    spec = content().actions.get((card, side))
    if spec is None:
        raise IllegalAction(tr("'{card}' is not a gather card", card=card), rule="gather")
    return spec


def claim(s: KFState, a: Claim, ev: list[Event]) -> KFState:
    _expect_turn(s)
    spec = _spec(a.card, a.side)
    slot = _slot(s, a.card)
    if spec.copy:
        raise IllegalAction(
            tr("the Workshop's top action copies another player's action: use 'copy'"),
            rule="gather",
        )
    seat = s.turn
    if not claimable(spec, s.players[seat].supply):
        raise IllegalAction(_cannot_pay(spec.boxes, spec.pay_all), rule="gather")
    said = N_("{who} claims the {card} for its {side} action.")
    return _started(s, seat, "claim", a, slot, said, ev)


def _cannot_pay(boxes: tuple[str, ...], pay_all: bool) -> str:
    if pay_all:
        return tr("that action needs at least one unused die in your supply")
    need = ", ".join(_BOX_WORDS[b] for b in boxes)
    return tr("your supply cannot pay for that action ({need})", need=need)


_BOX_WORDS = {"A": "any die", "W": "a wood die", "G": "a gem die", "GX": "a gem or magic die"}


def copy(s: KFState, a: Copy, ev: list[Event]) -> KFState:
    _expect_turn(s)
    seat = s.turn
    slot = _slot(s, "workshop")
    target = _spec(a.card, a.side)
    if (a.card, a.side) not in copyable(s, seat):
        raise IllegalAction(
            tr(
                "the Workshop copies only an action another player used this round; "
                "nobody else used the {card}'s {side} action",
                card=card_name(a.card),
                side=a.side,
            ),
            rule="gather",
        )
    own = content().actions[("workshop", "top")].boxes
    if not claimable(target, s.players[seat].supply, own):
        raise IllegalAction(_cannot_pay(own + target.boxes, target.pay_all), rule="gather")
    said = N_("{who} claims the Workshop to copy the {card}'s {side} action.")
    return _started(s, seat, "copy", a, slot, said, ev)


def _started(
    s: KFState, seat: int, task: str, a: Claim | Copy, slot: int, said: str, ev: list[Event]
) -> KFState:
    """``s`` with ``seat``'s ``task`` (a claim or a copy of ``a``'s action) begun on ``slot``,
    told in the log with ``said`` (its ``{who}``, ``{card}`` and ``{side}`` filled in), and
    completed at once when it needs nothing more."""
    s = s.clone()
    _start_task(s, task, a.card, a.side, slot)
    words = tr(said, who=s.names[seat], card=card_name(a.card), side=tr(a.side))
    ev.append(Event(words, seat))
    _maybe_complete(s, ev)
    return s


def _start_task(s: KFState, task: str, card: str, side: str, slot: int) -> None:
    if slot >= 0:
        faceup = list(s.faceup)
        faceup[slot] = ""
        s.faceup = tuple(faceup)
        s.hole = slot
    s.task, s.task_card, s.task_side, s.paid = task, card, side, ()
    s.sub = "pay"


def pay(s: KFState, a: Pay, ev: list[Event]) -> KFState:
    if s.sub != "pay":
        raise IllegalAction(tr("no action is waiting for dice"), rule="gather")
    if a.colour not in pay_options(s):
        boxes = task_boxes(s)
        raise IllegalAction(
            tr(
                "a {colour} die cannot go on the next space ({need}), or it would leave the "
                "other spaces unpaid",
                colour=NAMES.get(a.colour, a.colour),
                need=_BOX_WORDS[boxes[len(s.paid)]],
            ),
            rule="gather",
        )
    s = s.clone()
    p = s.player(s.turn)
    p.supply = add(p.supply, a.colour, -1)
    s.paid = s.paid + (a.colour,)
    _maybe_complete(s, ev)
    return s


def _maybe_complete(s: KFState, ev: list[Event]) -> None:
    """Place dice that leave no choice (a single colour fits), and once every space is paid,
    carry out the action."""
    boxes = task_boxes(s)
    while len(s.paid) < len(boxes):
        options = pay_options(s)
        if len(options) != 1:
            return
        p = s.player(s.turn)
        p.supply = add(p.supply, options[0], -1)
        s.paid = s.paid + (options[0],)
    seat = s.turn
    task, card, side, paid = s.task, s.task_card, s.task_side, s.paid
    s.task, s.task_card, s.task_side, s.paid, s.sub = "", "", "", (), ""
    if task == "dock":
        _dock_done(s, seat, card, paid, ev)
        return
    actions = content().actions
    spec = actions[(card, side)]
    workshop = actions[("workshop", "top")] if task == "copy" else None
    own_boxes = len(workshop.boxes) if workshop else 0
    x = (workshop.x if workshop else ()) + spec.x
    if spec.pay_all:
        p = s.player(seat)
        rest = all_dice(p.supply)
        p.supply = (0, 0, 0, 0)
        paid = paid + rest
        x = x + (False,) * len(rest)
    on_card = paid
    if any(e.kind == "peddle" for e in spec.effects):
        on_card, s.bag = paid[:own_boxes], paid[own_boxes:]
        x = x[:own_boxes]
    if workshop:
        place = Placement(seat, "workshop", "top", on_card, x, card, side)
    else:
        place = Placement(seat, card, side, on_card, x)
    s.placements = s.placements + (place,)
    if paid:
        ev.append(Event(tr("{who} places {dice}.", who=s.names[seat], dice=dice_text(paid)), seat))
    _effects(s, seat, spec, len(paid) - own_boxes, ev)
    if not s.rolls and not s.sub:
        finish_gather_turn(s, ev)


def _codes(gains: dict[str, int]) -> tuple[tuple[str, int], ...]:
    return tuple((COLOUR_CODE[name], n) for name, n in gains.items())


def _effects(s: KFState, seat: int, spec: ActionSpec, paid: int, ev: list[Event]) -> None:
    who = s.names[seat]
    for e in spec.effects:
        kind = e.kind
        if kind == "gain":
            gain(s, ev, seat, _codes(e.gain), e.to)
        elif kind == "bonus":
            add_power(s, seat, Power("plus", e.amount, e.dice, source=spec.card))
        elif kind in ("flip", "sixes", "reroll"):
            add_power(s, seat, Power(kind, source=spec.card))
        elif kind == "garden":
            add_power(s, seat, Power("garden", source=spec.card))
        elif kind == "roll_smithy":
            s.player(seat).astro = True
        elif kind == "caravan":
            row = max((r for r in e.table if r.dice <= paid), key=lambda r: r.dice)
            gain(s, ev, seat, _codes(row.gain), "smithy")
        elif kind == "cemetery":
            if take(s, "C"):
                ev.append(Event(tr("{who} rolls the Cemetery die.", who=who), seat))
            else:
                ev.append(
                    Event(
                        tr(
                            "{who} picks up the Cemetery die to roll it again; its new value "
                            "will replace the old one.",
                            who=who,
                        ),
                        seat,
                    )
                )
                s.cemetery = 0
            s.rolls = s.rolls + (RollReq("cemetery", "C", seat, spec.card),)
        elif kind == "gamble":
            code = COLOUR_CODE[e.colour]
            if take(s, code):
                s.rolls = s.rolls + (RollReq("gamble", code, seat, spec.card),)
                ev.append(
                    Event(
                        tr(
                            "{who} rolls a {colour} die from the stock.",
                            who=who,
                            colour=NAMES[code],
                        ),
                        seat,
                    )
                )
            else:
                ev.append(
                    Event(
                        tr("No {colour} die is left in the stock to roll.", colour=NAMES[code]),
                        seat,
                    )
                )
        elif kind == "library_die":
            if take(s, "L"):
                p = s.player(seat)
                p.library += 1
                ev.append(
                    Event(
                        tr(
                            "{who} borrows a Library die: it will be rolled with their supply "
                            "and counts as any colour.",
                            who=who,
                        ),
                        seat,
                    )
                )
            else:
                ev.append(Event(tr("No Library die is left in the stock."), seat))
        elif kind == "peddle":
            s.sub = "peddle"


def gamble_result(s: KFState, req: RollReq, value: int, ev: list[Event]) -> None:
    """Garden / Tavern: the decision die is kept, returned, or swapped for a consolation."""
    effect = next(e for e in content().actions[(req.card, "top")].effects if e.kind == "gamble")
    who = s.names[req.seat]
    colour = NAMES[req.colour]
    if s.cemetery and value == s.cemetery:
        s.stock = _stock_add(s.stock, req.colour)
        ev.append(
            Event(
                tr(
                    "The {colour} die shows {v}, the Cemetery's number: it is cancelled and "
                    "goes back to the stock.",
                    colour=colour,
                    v=value,
                ),
                req.seat,
            )
        )
        return
    if value >= effect.keep_at:
        p = s.player(req.seat)
        p.smithy = add(p.smithy, req.colour)
        ev.append(
            Event(
                tr(
                    "The {colour} die shows {v}: {who} keeps it on their smithy.",
                    colour=colour,
                    v=value,
                    who=who,
                ),
                req.seat,
            )
        )
        return
    s.stock = _stock_add(s.stock, req.colour)
    ev.append(
        Event(
            tr(
                "The {colour} die shows {v}, below {k}: it goes back to the stock.",
                colour=colour,
                v=value,
                k=effect.keep_at,
            ),
            req.seat,
        )
    )
    if effect.consolation:
        gain(s, ev, req.seat, _codes(effect.consolation), "smithy")


def _stock_add(stock: tuple[int, ...], colour: str) -> tuple[int, ...]:
    out = list(stock)
    out["MWGXLC".index(colour)] += 1
    return tuple(out)


def visit(s: KFState, a: Visit, ev: list[Event]) -> KFState:
    _expect_turn(s)
    if not any(s.faceup):
        raise IllegalAction(
            tr("with no face-up gather card left to discard, the docks are closed"), rule="docks"
        )
    if not can_visit_docks(s, s.players[s.turn].supply):
        raise IllegalAction(
            tr("you cannot pay for any docks action that is still free"), rule="docks"
        )
    s = s.clone()
    s.sub = "discard"
    return s


def discard(s: KFState, a: Discard, ev: list[Event]) -> KFState:
    if s.sub != "discard":
        raise IllegalAction(
            tr("discarding a gather card is how you go to the docks: 'docks' first"),
            rule="docks",
        )
    slot = _slot(s, a.card)
    seat = s.turn
    s = s.clone()
    faceup = list(s.faceup)
    faceup[slot] = ""
    s.faceup = tuple(faceup)
    s.hole = slot
    s.discards = s.discards + (a.card,)
    s.sub = "dock"
    ev.append(
        Event(
            tr(
                "{who} discards the {card} to visit the docks.",
                who=s.names[seat],
                card=card_name(a.card),
            ),
            seat,
        )
    )
    return s


def dock(s: KFState, a: Dock, ev: list[Event]) -> KFState:
    if s.sub != "dock":
        raise IllegalAction(
            tr("to visit the docks, first discard a face-up gather card"), rule="docks"
        )
    spec = content().docks.get(a.action)
    if spec is None:
        raise IllegalAction(tr("'{a}' is not a docks action", a=a.action), rule="docks")
    if a.action not in docks_free(s):
        raise IllegalAction(
            tr(
                "that docks action has already been used this round: {desc}",
                desc=dock_text(a.action),
            ),
            rule="docks",
        )
    if spec.cost > sum(s.players[s.turn].supply):
        raise IllegalAction(
            tr(
                "that docks action needs {dice} from your supply",
                dice=count(spec.cost, "die", "dice"),
            ),
            rule="docks",
        )
    shortage = dock_shortage(s, a.action)
    if shortage:
        raise IllegalAction(
            tr("that docks action would give nothing: {why}", why=shortage), rule="docks"
        )
    s = s.clone()
    _start_task(s, "dock", a.action, "", -1)
    _maybe_complete(s, ev)
    return s


def _dock_done(s: KFState, seat: int, action: str, paid: tuple[str, ...], ev: list[Event]) -> None:
    spec = content().docks[action]
    s.docks = s.docks + (DockUse(action, seat, paid),)
    ev.append(
        Event(
            tr(
                "{who} uses the docks, paying {dice}.",
                who=s.names[seat],
                dice=dice_text(paid),
            ),
            seat,
        )
    )
    if spec.gain:
        gain(s, ev, seat, spec.gain, "smithy")
    else:
        _give_token(s, seat, spec.token, "docks", ev)
    finish_gather_turn(s, ev)


def _give_token(s: KFState, seat: int, token: str, source: str, ev: list[Event]) -> None:
    index = 0 if token == "auto6" else 1
    name = token_name(token)
    if not s.tokens[index]:
        ev.append(Event(tr("No {name} token is left, so none is taken.", name=name), seat))
        return
    tokens = list(s.tokens)
    tokens[index] -= 1
    s.tokens = (tokens[0], tokens[1])
    power = (
        Power("auto6", source=source, token="auto6")
        if token == "auto6"
        else Power("plus", 1, 2, source=source, token="plus")
    )
    add_power(s, seat, power)
    takes = (
        tr("{who} takes an {name} token for this round.")
        if article(content().tokens[token].name) == "an"
        else tr("{who} takes a {name} token for this round.")
    )
    ev.append(Event(takes.format(who=s.names[seat], name=name), seat))


def peddle(s: KFState, a: Peddle, ev: list[Event]) -> KFState:
    if s.sub != "peddle":
        raise IllegalAction(tr("the Peddler's exchange is not under way"), rule="gather")
    seat = s.turn
    if a.seat == seat or not 0 <= a.seat < s.n:
        raise IllegalAction(tr("the Peddler's dice go to an opponent's supply"), rule="gather")
    if a.colour not in COLOURS:
        raise IllegalAction(
            tr("'{c}' is not a die colour (use M, W, G or X)", c=a.colour), rule="gather"
        )
    s = s.clone()
    other = s.player(a.seat)
    for colour in s.bag:
        other.supply = add(other.supply, colour)
    if not other.supply["MWGX".index(a.colour)]:
        raise IllegalAction(
            tr(
                "{who}'s supply has no {colour} die to take",
                who=s.names[a.seat],
                colour=NAMES[a.colour],
            ),
            rule="gather",
        )
    other.supply = add(other.supply, a.colour, -1)
    me = s.player(seat)
    me.smithy = add(me.smithy, a.colour)
    ev.append(
        Event(
            tr(
                "{who} hands {dice} to {other}'s supply and takes one {colour} die from it "
                "to their smithy.",
                who=s.names[seat],
                dice=dice_text(s.bag),
                other=s.names[a.seat],
                colour=NAMES[a.colour],
            ),
            seat,
        )
    )
    s.bag = ()
    s.sub = ""
    finish_gather_turn(s, ev)
    return s


def cemetery_bonus(s: KFState, a: Bonus | Sixes, ev: list[Event]) -> KFState:
    """Change the Cemetery die before it is placed with one of its roller's powers."""
    seat = s.turn
    wanted = "sixes" if isinstance(a, Sixes) else "bonus"
    powers = s.players[seat].powers
    kind = powers[a.power].kind if 0 <= a.power < len(powers) else ""
    if a.power not in cemetery_powers(s, seat) or (kind == "sixes") != (wanted == "sixes"):
        raise IllegalAction(
            tr(
                "that power cannot change the Cemetery die showing {v} (used up, not a die "
                "power, or it would change nothing)",
                v=s.cem_die,
            ),
            rule="cemetery",
        )
    s = s.clone()
    p = s.player(seat)
    power = p.powers[a.power]
    before = s.cem_die
    if power.kind == "plus":
        value = min(6, before + power.amount)
    elif power.kind in ("auto6", "sixes"):
        value = 6
    else:
        value = 7 - before
    s.cem_die = value
    powers = list(p.powers)
    powers[a.power] = Power(
        power.kind, power.amount, power.uses - 1, power.used + (-1,), power.source, power.token
    )
    p.powers = tuple(powers)
    ev.append(Event(tr("The Cemetery die is turned from {a} to {b}.", a=before, b=value), seat))
    return s


def bury(s: KFState, ev: list[Event], auto: bool = False) -> None:
    """Place the Cemetery die (changes ``s`` in place); its value dies for the round."""
    s.cemetery = s.cem_die
    s.cem_die = 0
    s.sub = ""
    ev.append(
        Event(
            tr(
                "The Cemetery die is placed on {v}: for the rest of the round any die rolled "
                "to {v} is cancelled.",
                v=s.cemetery,
            ),
            s.turn,
        )
    )
    finish_gather_turn(s, ev)


def pass_turn(s: KFState, a: Pass, ev: list[Event]) -> KFState:
    _expect_turn(s)
    seat = s.turn
    first = s.first_passer < 0
    problem = pass_problem(s, a.bonus)
    if problem:
        raise IllegalAction(problem, rule="pass")
    s = s.clone()
    p = s.player(seat)
    p.passed = True
    forced = not any(s.faceup)
    ev.append(
        Event(
            tr("{who} passes (no gather cards are left).", who=s.names[seat])
            if forced
            else tr("{who} passes.", who=s.names[seat]),
            seat,
        )
    )
    if first:
        s.first_passer = seat
        if a.bonus == "metal":
            take(s, "M")
            p = s.player(seat)
            p.supply = add(p.supply, "M")
            ev.append(
                Event(
                    tr(
                        "First to pass, {who} takes a metal die into their supply.",
                        who=s.names[seat],
                    ),
                    seat,
                )
            )
        elif a.bonus == "token":
            _give_token(s, seat, "plus", "first-pass", ev)
        else:
            ev.append(
                Event(
                    tr(
                        "First to pass, {who} takes nothing: no metal die and no +1/+1 token "
                        "are left.",
                        who=s.names[seat],
                    ),
                    seat,
                )
            )
    advance_gather(s, ev)
    return s


def garden(s: KFState, a: Garden, ev: list[Event]) -> KFState:
    if s.sub or s.rolls:
        raise IllegalAction(tr("finish the step under way first"))
    seat = s.turn
    powers = s.players[seat].powers
    index = next((i for i, pw in enumerate(powers) if pw.kind == "garden" and pw.uses > 0), None)
    if index is None:
        if any(pw.kind == "garden" for pw in powers):
            raise IllegalAction(
                tr("the Garden's clock power has already been used this round"), rule="bonuses"
            )
        raise IllegalAction(tr("you have no Garden choice to make this round"), rule="bonuses")
    if a.choice not in GARDEN_CHOICES:
        raise IllegalAction(tr("the Garden offers 'plus2' or 'wood'"), rule="bonuses")
    problem = garden_problem(s, a.choice)
    if problem:
        raise IllegalAction(problem, rule="bonuses")
    s = s.clone()
    p = s.player(seat)
    pw = p.powers[index]
    listed = list(p.powers)
    listed[index] = Power("garden", 0, 0, pw.used, pw.source, "")
    p.powers = tuple(listed)
    who = s.names[seat]
    if a.choice == "plus2":
        add_power(s, seat, Power("plus", 2, 1, source="garden"))
        ev.append(Event(tr("{who} uses the Garden for a +2 bonus.", who=who), seat))
    elif s.phase == PHASE_CRAFT:
        take(s, "W")
        s.rolls = s.rolls + (RollReq("pool", "W", seat),)
        ev.append(Event(tr("{who} uses the Garden: a wood die is rolled at once.", who=who), seat))
    else:
        ev.append(Event(tr("{who} uses the Garden for a wood die.", who=who), seat))
        gain(s, ev, seat, (("W", 1),), "smithy")
    return s


def cemetery_rolled(s: KFState, value: int, ev: list[Event]) -> None:
    """The Cemetery die landed: place it at once unless its roller may change it."""
    s.cem_die = value
    s.sub = "cemetery"
    ev.append(Event(tr("The Cemetery die shows {v}.", v=value), s.turn))
    if not cemetery_powers(s, s.turn):
        bury(s, ev, auto=True)
