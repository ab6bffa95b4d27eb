"""The gather phase's tasks: claiming a gather card (or the Workshop's copy of one) or a dock,
paying its dice until the task is done, and what a done task gives (goods, tokens, powers,
the gamble's roll); visiting the docks and discarding."""

from __future__ import annotations

from forgegames.core.errors import IllegalAction, Refusal
from forgegames.core.frozen import evolve
from forgegames.core.i18n import N_, article, count, ntr, tr
from forgegames.core.moves import refused_by
from forgegames.core.title import Event
from forgegames.games.kings_forge.actions import Claim, Copy, Discard, Dock, Pay, Visit
from forgegames.games.kings_forge.content import (
    COLOUR_CODE,
    ActionSpec,
)
from forgegames.games.kings_forge.dice import all_dice
from forgegames.games.kings_forge.flow import (
    NAMES,
    add,
    add_power,
    dice_text,
    finish_gather_turn,
    gain,
    give_back,
    take,
)
from forgegames.games.kings_forge.gather import (
    can_visit_docks,
    card_spec,
    claimable,
    copyable,
    dock_shortage,
    docks_free,
    pay_options,
    slot_of,
    task_boxes,
    turn_refusal,
)
from forgegames.games.kings_forge.state import (
    DockUse,
    KFState,
    Placement,
    Power,
    RollReq,
    players_with,
    with_player,
)


def why_not_claim(s: KFState, a: Claim) -> Refusal | None:
    """Why ``a`` may not be claimed now: the turn waits for another step, no such action or
    card face up, the Workshop's copy, or dice the supply cannot pay."""
    refused = turn_refusal(s)
    if refused is not None:
        return refused
    try:
        spec = card_spec(s.world, a.card, a.side)
        slot_of(s, a.card)
    except IllegalAction as exc:
        return refused_by(exc)
    if spec.copy:
        return Refusal(
            tr("the Workshop's top action copies another player's action: choose which to copy"),
            "gather-claim",
        )
    if not claimable(spec, s.players[s.turn].supply):
        return Refusal(_cannot_pay(spec.boxes, spec.pay_all), "gather-claim")
    return None


def claim(s: KFState, a: Claim, ev: list[Event]) -> KFState:
    """The claim ``why_not_claim`` allows: the task begun on the card's slot."""
    said = N_("{who} claims the {card} for its {side} action.")
    return _started(s, s.turn, "claim", a, slot_of(s, a.card), said, ev)


def _cannot_pay(boxes: tuple[str, ...], pay_all: bool) -> str:
    if pay_all:
        return tr("that action needs at least one unused die in your supply")
    return tr("your supply cannot pay for that action ({need})", need=dice_words(boxes))


BOXES = ("W", "G", "GX", "A")
"""The kinds of box an action asks dice for, in the order a refusal names them."""


def box_words(box: str, n: int) -> str:
    """``n`` boxes of one kind, as the dice they ask for ('2 wood dice')."""
    if box == "W":
        return ntr(n, "a wood die", "{n} wood dice")
    if box == "G":
        return ntr(n, "a gem die", "{n} gem dice")
    if box == "GX":
        return ntr(n, "a gem or magic die", "{n} gem or magic dice")
    return ntr(n, "a die of any kind", "{n} dice of any kind")


def dice_words(boxes: tuple[str, ...]) -> str:
    """The dice ``boxes`` ask for, as a player says them: '2 wood dice and a die of any kind',
    never a list of the same die repeated."""
    parts = [box_words(box, boxes.count(box)) for box in BOXES if box in boxes]
    if len(parts) < 2:
        return "".join(parts)
    return tr("{names} and {last}", names=", ".join(parts[:-1]), last=parts[-1])


def why_not_copy(s: KFState, a: Copy) -> Refusal | None:
    """Why the Workshop may not copy ``a``'s action now: the turn waits for another step, the
    Workshop is not face up, nobody else used that action this round, or the supply cannot pay
    the Workshop's dice and the copied action's."""
    refused = turn_refusal(s)
    if refused is not None:
        return refused
    try:
        slot_of(s, "workshop")
        target = card_spec(s.world, a.card, a.side)
    except IllegalAction as exc:
        return refused_by(exc)
    seat = s.turn
    if (a.card, a.side) not in copyable(s, seat):
        return Refusal(
            tr(
                "the Workshop copies only an action another player used this round; "
                "nobody else used the {card}'s {side} action",
                card=s.world.card_name(a.card),
                side=a.side,
            ),
            "gather-claim",
        )
    own = s.world.content.actions[("workshop", "top")].boxes
    if not claimable(target, s.players[seat].supply, own):
        return Refusal(_cannot_pay(own + target.boxes, target.pay_all), "gather-claim")
    return None


def copy(s: KFState, a: Copy, ev: list[Event]) -> KFState:
    """The copy ``why_not_copy`` allows: the Workshop's task begun."""
    said = N_("{who} claims the Workshop to copy the {card}'s {side} action.")
    return _started(s, s.turn, "copy", a, slot_of(s, "workshop"), said, ev)


def _started(
    s: KFState, seat: int, task: str, a: Claim | Copy, slot: int, said: str, ev: list[Event]
) -> KFState:
    """``s`` with ``seat``'s ``task`` (a claim or a copy of ``a``'s action) begun on ``slot``,
    told in the log with ``said`` (its ``{who}``, ``{card}`` and ``{side}`` filled in), and
    completed at once when it needs nothing more."""
    s = _start_task(s, task, a.card, a.side, slot)
    words = tr(said, who=s.names[seat], card=s.world.card_name(a.card), side=tr(a.side))
    ev.append(Event(words, seat, kind="move"))
    return _maybe_complete(s, ev)


def _start_task(s: KFState, task: str, card: str, side: str, slot: int) -> KFState:
    if slot < 0:
        return evolve(s, task=task, task_card=card, task_side=side, paid=(), sub="pay")
    faceup = _emptied(s.faceup, slot)
    return evolve(
        s, task=task, task_card=card, task_side=side, paid=(), sub="pay", faceup=faceup, hole=slot
    )


def _emptied(faceup: tuple[str, ...], slot: int) -> tuple[str, ...]:
    out = list(faceup)
    out[slot] = ""
    return tuple(out)


def why_not_pay(s: KFState, a: Pay) -> Refusal | None:
    """Why a die of ``a.colour`` may not go on the task's next space: no task waits for dice,
    or that die would not fit there (or would leave the other spaces unpaid)."""
    if s.sub != "pay":
        return Refusal(tr("no action is waiting for dice"), "gather-claim")
    if a.colour not in pay_options(s):
        boxes = task_boxes(s)
        return Refusal(
            tr(
                "a {colour} die cannot go on the next space ({need}), or it would leave the "
                "other spaces unpaid",
                colour=NAMES.get(a.colour, a.colour),
                need=dice_words((boxes[len(s.paid)],)),
            ),
            "gather-claim",
        )
    return None


def pay(s: KFState, a: Pay, ev: list[Event]) -> KFState:
    """The die ``why_not_pay`` allows, placed (and the task done once every space is paid)."""
    return _maybe_complete(_paid(s, a.colour), ev)


def _paid(s: KFState, colour: str) -> KFState:
    """``s`` with a die of ``colour`` moved from the active seat's supply to the task."""
    players = players_with(s, s.turn, supply=add(s.players[s.turn].supply, colour, -1))
    return evolve(s, players=players, paid=s.paid + (colour,))


def _maybe_complete(s: KFState, ev: list[Event]) -> KFState:
    """Place dice that leave no choice (a single colour fits), and once every space is paid,
    carry out the action."""
    boxes = task_boxes(s)
    while len(s.paid) < len(boxes):
        options = pay_options(s)
        if len(options) != 1:
            return s
        s = _paid(s, options[0])
    seat = s.turn
    task, card, side, paid = s.task, s.task_card, s.task_side, s.paid
    changes = {  # the task is over
        "task": "",
        "task_card": "",
        "task_side": "",
        "paid": (),
        "sub": "",
    }
    if task == "dock":
        return _dock_done(evolve(s, **changes), seat, card, paid, ev)
    actions = s.world.content.actions
    spec = actions[(card, side)]
    workshop = actions[("workshop", "top")] if task == "copy" else None
    own_boxes = len(workshop.boxes) if workshop else 0
    x = (workshop.x if workshop else ()) + spec.x
    if spec.pay_all:
        rest = all_dice(s.players[seat].supply)
        changes["players"] = players_with(s, seat, supply=(0, 0, 0, 0))
        paid = paid + rest
        x = x + (False,) * len(rest)
    on_card = paid
    if any(e.kind == "peddle" for e in spec.effects):
        on_card = paid[:own_boxes]
        changes["bag"] = paid[own_boxes:]
        x = x[:own_boxes]
    if workshop:
        place = Placement(seat, "workshop", "top", on_card, x, card, side)
    else:
        place = Placement(seat, card, side, on_card, x)
    s = evolve(s, placements=s.placements + (place,), **changes)
    if on_card:
        ev.append(
            Event(
                tr("{who} places {dice}.", who=s.names[seat], dice=dice_text(on_card)),
                seat,
                kind="move",
            )
        )
    if s.bag:  # the Peddler's dice are handed on, never placed
        words = tr(
            "{who} pays {dice} to hand to an opponent.", who=s.names[seat], dice=dice_text(s.bag)
        )
        ev.append(Event(words, seat, kind="move"))
    s = _effects(s, seat, spec, len(paid) - own_boxes, ev)
    if not s.rolls and not s.sub:
        return finish_gather_turn(s, ev)
    return s


def _codes(gains: dict[str, int]) -> tuple[tuple[str, int], ...]:
    return tuple((COLOUR_CODE[name], n) for name, n in gains.items())


def _effects(s: KFState, seat: int, spec: ActionSpec, paid: int, ev: list[Event]) -> KFState:
    who = s.names[seat]
    for e in spec.effects:
        kind = e.kind
        if kind == "gain":
            s = gain(s, ev, seat, _codes(e.gain), e.to)
        elif kind == "bonus":
            s = add_power(s, seat, Power("plus", e.amount, e.dice, source=spec.card))
        elif kind in ("flip", "sixes", "reroll"):
            s = add_power(s, seat, Power(kind, source=spec.card))
        elif kind == "garden":  # claiming is the whole turn: the choice comes later
            s = add_power(s, seat, Power("garden", source=spec.card))
            words = tr(
                "{who} can make the Garden's choice on any later turn of theirs this round.",
                who=who,
            )
            ev.append(Event(words, seat))
        elif kind == "roll_smithy":
            s = with_player(s, seat, astro=True)
        elif kind == "caravan":
            row = max((r for r in e.table if r.dice <= paid), key=lambda r: r.dice)
            s = gain(s, ev, seat, _codes(row.gain), "smithy")
        elif kind == "cemetery":
            s, got = take(s, "C")
            if got:
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
                s = evolve(s, cemetery=0)
            s = evolve(s, rolls=s.rolls + (RollReq("cemetery", "C", seat, spec.card),))
        elif kind == "gamble":
            code = COLOUR_CODE[e.colour]
            s, got = take(s, code)
            if got:
                s = evolve(s, rolls=s.rolls + (RollReq("gamble", code, seat, spec.card),))
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
                        bare=True,
                    )
                )
        elif kind == "library_die":
            s, got = take(s, "L")
            if got:
                s = with_player(s, seat, library=s.players[seat].library + 1)
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
                ev.append(Event(tr("No Library die is left in the stock."), seat, bare=True))
        elif kind == "peddle":
            s = evolve(s, sub="peddle")
    return s


def gamble_result(s: KFState, req: RollReq, value: int, ev: list[Event]) -> KFState:
    """Garden / Tavern: the decision die is kept, returned, or swapped for a consolation."""
    effect = next(
        e for e in s.world.content.actions[(req.card, "top")].effects if e.kind == "gamble"
    )
    who = s.names[req.seat]
    colour = NAMES[req.colour]
    if s.cemetery and value == s.cemetery:
        s = give_back(s, req.colour)
        ev.append(
            Event(
                tr(
                    "The {colour} die shows {v}, the Cemetery's number: it is cancelled and "
                    "goes back to the stock.",
                    colour=colour,
                    v=value,
                ),
                req.seat,
                bare=True,
                kind="chance",
            )
        )
        return s
    if value >= effect.keep_at:
        s = with_player(s, req.seat, smithy=add(s.players[req.seat].smithy, req.colour))
        ev.append(
            Event(
                tr(
                    "The {colour} die shows {v}: {who} keeps it on their smithy.",
                    colour=colour,
                    v=value,
                    who=who,
                ),
                req.seat,
                kind="chance",
            )
        )
        return s
    s = give_back(s, req.colour)
    ev.append(
        Event(
            tr(
                "The {colour} die shows {v}, below {k}: it goes back to the stock.",
                colour=colour,
                v=value,
                k=effect.keep_at,
            ),
            req.seat,
            bare=True,
            kind="chance",
        )
    )
    if effect.consolation:
        s = gain(s, ev, req.seat, _codes(effect.consolation), "smithy")
    return s


def why_not_visit(s: KFState, a: Visit) -> Refusal | None:
    """Why the docks may not be visited now: the turn waits for another step, no face-up card
    is left to discard, or no free docks action can be paid."""
    refused = turn_refusal(s)
    if refused is not None:
        return refused
    if not any(s.faceup):
        return Refusal(
            tr("with no face-up gather card left to discard, the docks are closed"), "docks-use"
        )
    if not can_visit_docks(s, s.players[s.turn].supply):
        return Refusal(tr("you cannot pay for any docks action that is still free"), "docks-use")
    return None


def visit(s: KFState, a: Visit, ev: list[Event]) -> KFState:
    """The visit ``why_not_visit`` allows: the card to discard is chosen next."""
    return evolve(s, sub="discard")


def why_not_discard(s: KFState, a: Discard) -> Refusal | None:
    """Why ``a.card`` may not be discarded: the docks were not visited, or it is not face up."""
    if s.sub != "discard":
        return Refusal(
            tr("discarding a gather card is how you go to the docks: go to the docks first"),
            "docks-use",
        )
    try:
        slot_of(s, a.card)
    except IllegalAction as exc:
        return refused_by(exc)
    return None


def discard(s: KFState, a: Discard, ev: list[Event]) -> KFState:
    """The discard ``why_not_discard`` allows: the docks action is chosen next."""
    slot = slot_of(s, a.card)
    seat = s.turn
    s = evolve(
        s, faceup=_emptied(s.faceup, slot), hole=slot, discards=s.discards + (a.card,), sub="dock"
    )
    ev.append(
        Event(
            tr(
                "{who} discards the {card} to visit the docks.",
                who=s.names[seat],
                card=s.world.card_name(a.card),
            ),
            seat,
            kind="move",
        )
    )
    return s


def why_not_dock(s: KFState, a: Dock) -> Refusal | None:
    """Why docks action ``a.action`` may not be taken: no card was discarded for the visit, no
    such action, already used this round, too few dice, or it would give nothing."""
    if s.sub != "dock":
        return Refusal(tr("to visit the docks, first discard a face-up gather card"), "docks-use")
    spec = s.world.content.docks.get(a.action)
    if spec is None:
        return Refusal(tr("'{a}' is not a docks action", a=a.action), "docks-use")
    if a.action not in docks_free(s):
        return Refusal(
            tr(
                "that docks action has already been used this round: {desc}",
                desc=s.world.dock_text(a.action),
            ),
            "docks-use",
        )
    if spec.cost > sum(s.players[s.turn].supply):
        return Refusal(
            tr(
                "that docks action needs {dice} from your supply",
                dice=count(spec.cost, "die", "dice"),
            ),
            "docks-use",
        )
    shortage = dock_shortage(s, a.action)
    if shortage:
        return Refusal(tr("that docks action would give nothing: {why}", why=shortage), "docks-use")
    return None


def dock(s: KFState, a: Dock, ev: list[Event]) -> KFState:
    """The docks action ``why_not_dock`` allows, begun (and paid at once when no choice is
    left)."""
    return _maybe_complete(_start_task(s, "dock", a.action, "", -1), ev)


def _dock_done(
    s: KFState, seat: int, action: str, paid: tuple[str, ...], ev: list[Event]
) -> KFState:
    spec = s.world.content.docks[action]
    s = evolve(s, docks=s.docks + (DockUse(action, seat, paid),))
    ev.append(
        Event(
            tr(
                "{who} uses the docks, paying {dice}.",
                who=s.names[seat],
                dice=dice_text(paid),
            ),
            seat,
            kind="move",
        )
    )
    if spec.gain:
        s = gain(s, ev, seat, spec.gain, "smithy")
    else:
        s = give_token(s, seat, spec.token, "docks", ev)
    return finish_gather_turn(s, ev)


def give_token(s: KFState, seat: int, token: str, source: str, ev: list[Event]) -> KFState:
    index = 0 if token == "auto6" else 1
    name = s.world.token_name(token)
    if not s.tokens[index]:
        ev.append(
            Event(tr("No {name} token is left, so none is taken.", name=name), seat, bare=True)
        )
        return s
    tokens = list(s.tokens)
    tokens[index] -= 1
    s = evolve(s, tokens=(tokens[0], tokens[1]))
    power = (
        Power("auto6", source=source, token="auto6")
        if token == "auto6"
        else Power("plus", 1, 2, source=source, token="plus")
    )
    s = add_power(s, seat, power)
    takes = (
        tr("{who} takes an {name} token for this round.")
        if article(s.world.content.tokens[token].name) == "an"
        else tr("{who} takes a {name} token for this round.")
    )
    ev.append(Event(takes.format(who=s.names[seat], name=name), seat))
    return s
