"""The gather phase's other moves: peddling, the Cemetery's bonus and burial, passing (with the
first passer's bonus) and the garden."""

from __future__ import annotations

from forgegames.core.errors import Refusal
from forgegames.core.frozen import evolve
from forgegames.core.i18n import tr
from forgegames.core.title import Event
from forgegames.games.kings_forge.actions import Bonus, Garden, Pass, Peddle, Sixes
from forgegames.games.kings_forge.content import COLOURS
from forgegames.games.kings_forge.flow import (
    NAMES,
    add,
    add_power,
    advance_gather,
    dice_text,
    finish_gather_turn,
    gain,
    take,
)
from forgegames.games.kings_forge.gather import (
    cemetery_powers,
    first_pass_left,
    pass_problem,
    turn_refusal,
)
from forgegames.games.kings_forge.gather_tasks import give_token
from forgegames.games.kings_forge.options import GARDEN_CHOICES, garden_problem
from forgegames.games.kings_forge.state import (
    PHASE_CRAFT,
    Counts,
    KFState,
    Power,
    RollReq,
    players_with,
    with_player,
)


def _supply_with_bag(s: KFState, seat: int) -> Counts:
    """``seat``'s supply once the Peddler's dice are handed to it."""
    supply = s.players[seat].supply
    for colour in s.bag:
        supply = add(supply, colour)
    return supply


def why_not_peddle(s: KFState, a: Peddle) -> Refusal | None:
    """Why the Peddler's dice may not go to ``a.seat`` for a die of ``a.colour``."""
    if s.sub != "peddle":
        return Refusal(tr("the Peddler's exchange is not under way"), "peddler")
    if a.seat == s.turn or not 0 <= a.seat < s.n:
        return Refusal(tr("the Peddler's dice go to an opponent's supply"), "peddler")
    if a.colour not in COLOURS:
        return Refusal(tr("'{c}' is not a die colour (use M, W, G or X)", c=a.colour), "peddler")
    if not _supply_with_bag(s, a.seat)["MWGX".index(a.colour)]:
        return Refusal(
            tr(
                "{who}'s supply has no {colour} die to take",
                who=s.names[a.seat],
                colour=NAMES[a.colour],
            ),
            "peddler",
        )
    return None


def peddle(s: KFState, a: Peddle, ev: list[Event]) -> KFState:
    """The exchange ``why_not_peddle`` allows."""
    seat = s.turn
    supply = _supply_with_bag(s, a.seat)
    s = with_player(s, a.seat, supply=add(supply, a.colour, -1))
    s = with_player(s, seat, smithy=add(s.players[seat].smithy, a.colour))
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
            kind="move",
        )
    )
    return finish_gather_turn(evolve(s, bag=(), sub=""), ev)


def why_not_cemetery_bonus(s: KFState, a: Bonus | Sixes) -> Refusal | None:
    """Why power ``a.power`` may not change the Cemetery die waiting to be placed."""
    seat = s.turn
    wanted = "sixes" if isinstance(a, Sixes) else "bonus"
    powers = s.players[seat].powers
    kind = powers[a.power].kind if 0 <= a.power < len(powers) else ""
    if a.power not in cemetery_powers(s, seat) or (kind == "sixes") != (wanted == "sixes"):
        return Refusal(
            tr(
                "that power cannot change the Cemetery die showing {v} (used up, not a die "
                "power, or it would change nothing)",
                v=s.cem_die,
            ),
            "cemetery-die",
        )
    return None


def cemetery_bonus(s: KFState, a: Bonus | Sixes, ev: list[Event]) -> KFState:
    """Change the Cemetery die before it is placed with one of its roller's powers (the change
    ``why_not_cemetery_bonus`` allows)."""
    seat = s.turn
    p = s.players[seat]
    power = p.powers[a.power]
    before = s.cem_die
    if power.kind == "plus":
        value = min(6, before + power.amount)
    elif power.kind in ("auto6", "sixes"):
        value = 6
    else:
        value = 7 - before
    powers = list(p.powers)
    powers[a.power] = evolve(power, uses=power.uses - 1, used=power.used + (-1,))
    s = evolve(s, cem_die=value, players=players_with(s, seat, powers=tuple(powers)))
    ev.append(
        Event(
            tr("The Cemetery die is turned from {a} to {b}.", a=before, b=value),
            seat,
            bare=True,
            kind="move",
        )
    )
    return s


def bury(s: KFState, ev: list[Event]) -> KFState:
    """Place the Cemetery die; its value dies for the round."""
    s = evolve(s, cemetery=s.cem_die, cem_die=0, sub="")
    ev.append(
        Event(
            tr(
                "The Cemetery die is placed on {v}: for the rest of the round any die rolled "
                "to {v} is cancelled.",
                v=s.cemetery,
            ),
            s.turn,
            bare=True,
        )
    )
    return finish_gather_turn(s, ev)


def why_not_pass(s: KFState, a: Pass) -> Refusal | None:
    """Why the player may not pass now (taking ``a``'s bonus): the turn waits for another
    step, or the bonus is not theirs to take."""
    refused = turn_refusal(s)
    if refused is not None:
        return refused
    problem = pass_problem(s, a.bonus)
    return Refusal(problem, "pass-first") if problem else None


def pass_turn(s: KFState, a: Pass, ev: list[Event]) -> KFState:
    """The pass ``why_not_pass`` allows."""
    seat = s.turn
    first = s.first_passer < 0
    s = with_player(s, seat, passed=True)
    forced = not any(s.faceup)
    ev.append(
        Event(
            tr("{who} passes (no gather cards are left).", who=s.names[seat])
            if forced
            else tr("{who} passes.", who=s.names[seat]),
            seat,
            kind="move",
        )
    )
    if first:
        s = evolve(s, first_passer=seat)
        if a.bonus == "metal":
            s, _ = take(s, "M")
            s = with_player(s, seat, supply=add(s.players[seat].supply, "M"))
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
            s = give_token(s, seat, "plus", "first-pass", ev)
        elif first_pass_left(s):
            words = tr("First to pass, {who} declines the reward.", who=s.names[seat])
            ev.append(Event(words, seat))
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
    return advance_gather(s, ev)


def _garden_index(s: KFState) -> int | None:
    """The index of the active seat's unused Garden power, or None."""
    powers = s.players[s.turn].powers
    return next((i for i, pw in enumerate(powers) if pw.kind == "garden" and pw.uses > 0), None)


def why_not_garden(s: KFState, a: Garden) -> Refusal | None:
    """Why the Garden's choice ``a.choice`` may not be made now: a step is under way, no
    Garden power is left, or the choice is unknown or would give nothing."""
    if s.sub or s.rolls:
        return Refusal(tr("finish the step under way first"))
    if _garden_index(s) is None:
        if any(pw.kind == "garden" for pw in s.players[s.turn].powers):
            return Refusal(
                tr("the Garden's clock power has already been used this round"), "bonuses-use"
            )
        return Refusal(tr("you have no Garden choice to make this round"), "bonuses-use")
    if a.choice not in GARDEN_CHOICES:
        return Refusal(tr("the Garden offers 'plus2' or 'wood'"), "bonuses-use")
    problem = garden_problem(s, a.choice)
    return Refusal(problem, "bonuses-use") if problem else None


def garden(s: KFState, a: Garden, ev: list[Event]) -> KFState:
    """The Garden's choice ``why_not_garden`` allows."""
    seat = s.turn
    powers = s.players[seat].powers
    index = _garden_index(s)
    assert index is not None
    pw = powers[index]
    listed = list(powers)
    listed[index] = Power("garden", 0, 0, pw.used, pw.source, "")
    s = with_player(s, seat, powers=tuple(listed))
    who = s.names[seat]
    if a.choice == "plus2":
        s = add_power(s, seat, Power("plus", 2, 1, source="garden"))
        ev.append(Event(tr("{who} uses the Garden for a +2 bonus.", who=who), seat, kind="move"))
    elif s.phase == PHASE_CRAFT:
        s, _ = take(s, "W")
        s = evolve(s, rolls=s.rolls + (RollReq("pool", "W", seat),))
        ev.append(
            Event(
                tr("{who} uses the Garden: a wood die is rolled at once.", who=who),
                seat,
                kind="move",
            )
        )
    else:
        ev.append(Event(tr("{who} uses the Garden for a wood die.", who=who), seat, kind="move"))
        s = gain(s, ev, seat, (("W", 1),), "smithy")
    return s


def cemetery_rolled(s: KFState, value: int, ev: list[Event]) -> KFState:
    """The Cemetery die landed: place it at once unless its roller may change it."""
    s = evolve(s, cem_die=value, sub="cemetery")
    ev.append(Event(tr("The Cemetery die shows {v}.", v=value), s.turn, bare=True, kind="chance"))
    if not cemetery_powers(s, s.turn):
        return bury(s, ev)
    return s
