"""The craft phase: manipulating rolled dice, crafting displayed cards, stealing."""

from __future__ import annotations

from forgegames.core.actions import Action
from forgegames.core.errors import IllegalAction
from forgegames.core.frozen import evolve
from forgegames.core.i18n import count, listing, tr
from forgegames.core.title import Event
from forgegames.games.kings_forge.actions import (
    Bonus,
    Craft,
    End,
    Garden,
    Mark,
    Reroll,
    Sixes,
    Steal,
)
from forgegames.games.kings_forge.content import content, rank
from forgegames.games.kings_forge.dice import assignments, check_assignment
from forgegames.games.kings_forge.flow import (
    NAMES,
    add,
    card_name,
    check_auto_end,
    end_craft_turn,
    give_back,
)
from forgegames.games.kings_forge.options import (
    CRAFT,
    GARDEN_CHOICES,
    STEAL,
    bonus_problem,
    can_craft,
    can_steal,
    dice_matter,
    garden_problem,
    mode_problem,
    power_usable,
    steal_slots,
)
from forgegames.games.kings_forge.state import (
    Crafted,
    Die,
    KFState,
    Player,
    Power,
    RollReq,
    players_with,
)

_END = End()
_REROLL = Reroll()


def legal(s: KFState) -> list[Action]:
    """The crafter's moves once every die of theirs has been rolled."""
    seat = s.turn
    pool = s.pool
    crafts = content().craft
    out: list[Action] = []
    if pool and can_craft(s):
        for card in s.display:
            out += [Craft(card, ids) for ids in assignments(crafts[card].slots, pool)]
    if pool and can_steal(s):
        for done in s.crafted:
            if done.seat != seat:
                out += [Steal(done.card, ids) for ids in assignments(steal_slots(done), pool, True)]
    marks = garden = False
    for i, pw in enumerate(s.players[seat].powers):
        if not power_usable(s, pw):
            continue
        kind = pw.kind
        if kind in ("plus", "auto6", "flip"):
            out += [Bonus(i, d.id) for d in pool if bonus_problem(s, pw, d) is None]
        elif kind == "sixes":
            out.append(Sixes(i))
        elif kind == "reroll" and not marks:
            marks = True
            out += [Mark(d.id) for d in pool if d.id not in s.marked]
            if s.marked:
                out.append(_REROLL)
        elif kind == "garden" and not garden:
            garden = True
            out += [Garden(c) for c in GARDEN_CHOICES if garden_problem(s, c) is None]
    out.append(_END)
    return out


def _die(s: KFState, die_id: int) -> Die:
    for d in s.pool:
        if d.id == die_id:
            return d
    raise IllegalAction(tr("die {d} is not one of your unused rolled dice", d=die_id), rule="craft")


def _set_power(s: KFState, seat: int, index: int, power: Power) -> tuple[Player, ...]:
    """``s``'s players with ``seat``'s power ``index`` replaced by ``power``."""
    powers = list(s.players[seat].powers)
    powers[index] = power
    return players_with(s, seat, powers=tuple(powers))


def _power(s: KFState, index: int) -> Power:
    powers = s.players[s.turn].powers
    if not 0 <= index < len(powers):
        raise IllegalAction(tr("you have no bonus number {i} this round", i=index), rule="bonuses")
    power = powers[index]
    if power.uses <= 0:
        raise IllegalAction(tr("that bonus has already been used this round"), rule="bonuses")
    return power


def _replace_die(pool: tuple[Die, ...], die: Die) -> tuple[Die, ...]:
    return tuple(die if d.id == die.id else d for d in pool)


def _check_dice_matter(s: KFState) -> None:
    if not dice_matter(s):
        raise IllegalAction(
            tr("you have stolen this turn, so changing your dice can no longer help anything"),
            rule="bonuses",
        )


def bonus(s: KFState, a: Bonus, ev: list[Event]) -> KFState:
    if a.die == -1:
        raise IllegalAction(
            tr("the Cemetery die cannot be changed once it is placed, by anyone's powers"),
            rule="cemetery",
        )
    power = _power(s, a.power)
    die = _die(s, a.die)
    _check_dice_matter(s)
    problem = bonus_problem(s, power, die)
    if problem:
        raise IllegalAction(problem, rule="bonuses")
    kind = power.kind
    if kind == "plus":
        value = die.value + power.amount
    elif kind == "auto6":
        value = 6
    else:
        value = 7 - die.value
    used = power.used + (die.id,)
    s = evolve(
        s,
        pool=_replace_die(s.pool, evolve(die, value=value)),
        players=_set_power(s, s.turn, a.power, evolve(power, uses=power.uses - 1, used=used)),
    )
    ev.append(
        Event(
            tr(
                "{who} turns a {colour} die from {a} to {b}.",
                who=s.names[s.turn],
                colour=NAMES[die.colour],
                a=die.value,
                b=value,
            ),
            s.turn,
            kind="move",
        )
    )
    return check_auto_end(s, ev)


def sixes(s: KFState, a: Sixes, ev: list[Event]) -> KFState:
    power = _power(s, a.power)
    if power.kind != "sixes":
        raise IllegalAction(tr("that power does not turn 1s into 6s"), rule="bonuses")
    _check_dice_matter(s)
    ones = [d for d in s.pool if d.value == 1]
    if not ones:
        raise IllegalAction(tr("none of your rolled dice shows a 1"), rule="bonuses")
    s = evolve(
        s,
        pool=tuple(evolve(d, value=6) if d.value == 1 else d for d in s.pool),
        players=_set_power(
            s,
            s.turn,
            a.power,
            Power("sixes", 0, 0, tuple(d.id for d in ones), power.source, power.token),
        ),
    )
    who = s.names[s.turn]
    words = (
        tr("{who} turns a rolled 1 into a 6.", who=who)
        if len(ones) == 1
        else tr("{who} turns {k} rolled 1s into 6s.", who=who, k=len(ones))
    )
    ev.append(Event(words, s.turn, kind="move"))
    return check_auto_end(s, ev)


def _reroll_index(s: KFState) -> int | None:
    for i, pw in enumerate(s.players[s.turn].powers):
        if pw.kind == "reroll" and pw.uses > 0:
            return i
    return None


def mark(s: KFState, a: Mark, ev: list[Event]) -> KFState:
    if _reroll_index(s) is None:
        raise IllegalAction(tr("you have no re-roll left this round"), rule="bonuses")
    _check_dice_matter(s)
    die = _die(s, a.die)
    if die.id in s.marked:
        raise IllegalAction(tr("that die is already picked for the re-roll"), rule="bonuses")
    return evolve(s, marked=s.marked + (die.id,))


def reroll(s: KFState, ev: list[Event]) -> KFState:
    index = _reroll_index(s)
    if index is None:
        raise IllegalAction(tr("you have no re-roll left this round"), rule="bonuses")
    if not s.marked:
        raise IllegalAction(tr("pick the dice to re-roll first"), rule="bonuses")
    _check_dice_matter(s)
    seat = s.turn
    power = s.players[seat].powers[index]
    again = [d for d in s.pool if d.id in s.marked]
    s = evolve(
        s,
        players=_set_power(s, seat, index, Power("reroll", 0, 0, s.marked, power.source)),
        pool=tuple(d for d in s.pool if d.id not in s.marked),
        marked=(),
        rolls=s.rolls + tuple(RollReq("pool", d.colour, seat, die=d.id) for d in again),
    )
    ev.append(
        Event(
            tr("{who} re-rolls {dice}.", who=s.names[seat], dice=count(len(again), "die", "dice")),
            seat,
            kind="move",
        )
    )
    return s


def _dice(s: KFState, ids: tuple[int, ...]) -> list[Die]:
    if len(set(ids)) != len(ids):
        raise IllegalAction(tr("each die can fill only one space"), rule="craft")
    return [_die(s, i) for i in ids]


def _dice_words(dice: list[Die] | tuple[Die, ...]) -> str:
    return listing([f"{NAMES[d.colour]} {d.value}" for d in dice])


def craft(s: KFState, a: Craft, ev: list[Event]) -> KFState:
    return check_auto_end(crafted(s, a, ev), ev)


def crafted(s: KFState, a: Craft, ev: list[Event]) -> KFState:
    """The craft itself, before the rules end a turn whose dice allow nothing more (``craft``
    goes on to that; a teacher's example shows the two apart, ``made``)."""
    if a.card not in s.display:
        raise IllegalAction(
            tr("the craft cards on display do not include the {card}", card=card_name(a.card)),
            rule="craft",
        )
    problem = mode_problem(s, CRAFT)
    if problem:
        raise IllegalAction(problem, rule="craft")
    dice = _dice(s, a.dice)
    problem = check_assignment(content().craft[a.card].slots, dice, False)
    if problem:
        raise IllegalAction(problem, rule="craft")
    seat = s.turn
    line = s.line
    display = [c for c in s.display if c != a.card]
    ev.append(
        Event(
            tr(
                "{who} crafts the {card} with {dice}.",
                who=s.names[seat],
                card=card_name(a.card),
                dice=_dice_words(dice),
            ),
            seat,
            kind="move",
        )
    )
    if line:
        nxt, line = line[0], line[1:]
        display.append(nxt)
        ev.append(
            Event(
                tr(
                    "The waiting line's next card goes on display: the {card}.",
                    card=card_name(nxt),
                )
            )
        )
    s = evolve(
        s,
        craft_mode=CRAFT,
        pool=tuple(d for d in s.pool if d.id not in a.dice),
        marked=tuple(m for m in s.marked if m not in a.dice),
        crafted=s.crafted + (Crafted(a.card, seat, tuple(dice)),),
        line=line,
        display=tuple(sorted(display, key=lambda c: rank(c, s.edition))),
    )
    return s


def steal(s: KFState, a: Steal, ev: list[Event]) -> KFState:
    return check_auto_end(stolen(s, a, ev), ev)


def stolen(s: KFState, a: Steal, ev: list[Event]) -> KFState:
    """The steal itself, before the turn it ends is over (``steal`` goes on to that)."""
    seat = s.turn
    index = next((i for i, c in enumerate(s.crafted) if c.card == a.card), None)
    if index is None:
        raise IllegalAction(
            tr("nobody has crafted the {card} this round", card=card_name(a.card)), rule="steal"
        )
    done = s.crafted[index]
    if done.seat == seat:
        raise IllegalAction(tr("you already hold the {card}", card=card_name(a.card)), rule="steal")
    problem = mode_problem(s, STEAL)
    if problem:
        raise IllegalAction(problem, rule="steal")
    dice = _dice(s, a.dice)
    problem = check_assignment(steal_slots(done), dice, True)
    if problem:
        raise IllegalAction(problem, rule="steal")
    smithy = s.players[done.seat].smithy
    for d in done.dice:
        if d.colour == "L":
            s = give_back(s, "L")
        else:
            smithy = add(smithy, d.colour)
    crafted = list(s.crafted)
    crafted[index] = Crafted(a.card, seat, tuple(dice))
    s = evolve(
        s,
        craft_mode=STEAL,
        players=players_with(s, done.seat, smithy=smithy),
        pool=tuple(d for d in s.pool if d.id not in a.dice),
        marked=tuple(m for m in s.marked if m not in a.dice),
        crafted=tuple(crafted),
    )
    ev.append(
        Event(
            tr(
                "{who} steals the {card} from {other} with {dice} (beating {old}); "
                "{other}'s dice go to their smithy.",
                who=s.names[seat],
                card=card_name(a.card),
                other=s.names[done.seat],
                dice=_dice_words(dice),
                old=_dice_words(done.dice),
            ),
            seat,
            kind="move",
        )
    )
    return s


def made(s: KFState, a: Craft | Steal) -> tuple[KFState, list[Event]]:
    """A legal craft or steal from ``s`` up to the item changing hands, and its events: what
    follows by itself (the turn ending, the next crafter, the clean-up) is left out."""
    ev: list[Event] = []
    return (crafted(s, a, ev) if isinstance(a, Craft) else stolen(s, a, ev)), ev


def end(s: KFState, ev: list[Event]) -> KFState:
    ev.append(Event(tr("{who} ends their craft turn.", who=s.names[s.turn]), s.turn, kind="move"))
    return end_craft_turn(s, ev)


def pool_rolled(s: KFState, value: int, ev: list[Event]) -> KFState:
    """The crafter's next die (``s.rolls[0]``) landed: cancelled on the Cemetery's number,
    else joins the pool."""
    req = s.rolls[0]
    rolls = s.rolls[1:]
    seat = req.seat
    if s.cemetery and value == s.cemetery:
        if req.colour == "L":
            s = evolve(give_back(s, "L"), rolls=rolls)
            where = tr("the Library die goes back to the stock")
        else:
            smithy = add(s.players[seat].smithy, req.colour)
            s = evolve(s, rolls=rolls, players=players_with(s, seat, smithy=smithy))
            where = tr("the die goes to {who}'s smithy", who=s.names[seat])
        ev.append(
            Event(
                tr(
                    "A {colour} die rolls {v}, the Cemetery's number: it is cancelled and {where}.",
                    colour=NAMES[req.colour],
                    v=value,
                    where=where,
                ),
                seat,
                "chance",
                bare=req.colour == "L",  # the smithy's owner is named, the Library's not
            )
        )
    elif req.die >= 0:
        s = evolve(s, rolls=rolls, pool=s.pool + (Die(req.die, req.colour, value),))
    else:
        die = Die(s.next_die, req.colour, value)
        s = evolve(s, rolls=rolls, pool=s.pool + (die,), next_die=s.next_die + 1)
    if not s.rolls:
        if s.pool:
            ev.append(
                Event(
                    tr("{who}'s rolled dice: {dice}.", who=s.names[seat], dice=_dice_words(s.pool)),
                    seat,
                    kind="chance",
                )
            )
        return check_auto_end(s, ev, rolled=True)
    return s
