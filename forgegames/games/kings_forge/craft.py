"""The craft phase: manipulating rolled dice, crafting displayed cards, stealing."""

from __future__ import annotations

from forgegames.core.actions import Action
from forgegames.core.errors import Refusal
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
from forgegames.games.kings_forge.dice import assignments, check_assignment
from forgegames.games.kings_forge.flow import (
    NAMES,
    add,
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
    crafts = s.world.content.craft
    out: list[Action] = []
    if pool and can_craft(s):
        for card in s.display:
            out += [Craft(card, ids) for ids in assignments(crafts[card].slots, pool)]
    if pool and can_steal(s):
        for done in s.crafted:
            if done.seat != seat:
                out += [
                    Steal(done.card, ids)
                    for ids in assignments(steal_slots(s.world, done), pool, True)
                ]
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


def _find(s: KFState, die_id: int) -> Die | None:
    return next((d for d in s.pool if d.id == die_id), None)


def _die(s: KFState, die_id: int) -> Die:
    """The crafter's unused rolled die ``die_id`` (a check has made sure it is one)."""
    die = _find(s, die_id)
    assert die is not None
    return die


def _no_die(s: KFState, die_id: int) -> Refusal | None:
    if _find(s, die_id) is None:
        return Refusal(tr("die {d} is not one of your unused rolled dice", d=die_id), "craft-item")
    return None


def _set_power(s: KFState, seat: int, index: int, power: Power) -> tuple[Player, ...]:
    """``s``'s players with ``seat``'s power ``index`` replaced by ``power``."""
    powers = list(s.players[seat].powers)
    powers[index] = power
    return players_with(s, seat, powers=tuple(powers))


def _no_power(s: KFState, index: int) -> Refusal | None:
    """Why the crafter may not use their power ``index``: none such, or used up."""
    powers = s.players[s.turn].powers
    if not 0 <= index < len(powers):
        return Refusal(tr("you have no bonus number {i} this round", i=index), "bonuses-use")
    if powers[index].uses <= 0:
        return Refusal(tr("that bonus has already been used this round"), "bonuses-use")
    return None


def _replace_die(pool: tuple[Die, ...], die: Die) -> tuple[Die, ...]:
    return tuple(die if d.id == die.id else d for d in pool)


def _dice_do_not_matter(s: KFState) -> Refusal | None:
    if not dice_matter(s):
        return Refusal(
            tr("you have stolen this turn, so changing your dice can no longer help anything"),
            "bonuses-use",
        )
    return None


def why_not_bonus(s: KFState, a: Bonus) -> Refusal | None:
    """Why the crafter may not use power ``a.power`` on die ``a.die``."""
    if a.die == -1:
        return Refusal(
            tr("the Cemetery die cannot be changed once it is placed, by anyone's powers"),
            "cemetery-die",
        )
    refused = _no_power(s, a.power) or _no_die(s, a.die) or _dice_do_not_matter(s)
    if refused is not None:
        return refused
    problem = bonus_problem(s, s.players[s.turn].powers[a.power], _die(s, a.die))
    return Refusal(problem, "bonuses-use") if problem else None


def bonus(s: KFState, a: Bonus, ev: list[Event]) -> KFState:
    """The bonus ``why_not_bonus`` allows."""
    power = s.players[s.turn].powers[a.power]
    die = _die(s, a.die)
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


def why_not_sixes(s: KFState, a: Sixes) -> Refusal | None:
    """Why the crafter may not turn their rolled 1s into 6s with power ``a.power``."""
    refused = _no_power(s, a.power)
    if refused is not None:
        return refused
    if s.players[s.turn].powers[a.power].kind != "sixes":
        return Refusal(tr("that power does not turn 1s into 6s"), "bonuses-kinds")
    refused = _dice_do_not_matter(s)
    if refused is None and not any(d.value == 1 for d in s.pool):
        return Refusal(tr("none of your rolled dice shows a 1"), "bonuses-kinds")
    return refused


def sixes(s: KFState, a: Sixes, ev: list[Event]) -> KFState:
    """The change ``why_not_sixes`` allows."""
    power = s.players[s.turn].powers[a.power]
    ones = [d for d in s.pool if d.value == 1]
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


def _no_reroll(s: KFState) -> Refusal | None:
    if _reroll_index(s) is None:
        return Refusal(tr("you have no re-roll left this round"), "bonuses-use")
    return None


def why_not_mark(s: KFState, a: Mark) -> Refusal | None:
    """Why die ``a.die`` may not be picked for the re-roll."""
    refused = _no_reroll(s) or _dice_do_not_matter(s) or _no_die(s, a.die)
    if refused is None and a.die in s.marked:
        return Refusal(tr("that die is already picked for the re-roll"), "bonuses-use")
    return refused


def mark(s: KFState, a: Mark, ev: list[Event]) -> KFState:
    """The pick ``why_not_mark`` allows."""
    return evolve(s, marked=s.marked + (a.die,))


def why_not_reroll(s: KFState, a: Reroll) -> Refusal | None:
    """Why the picked dice may not be re-rolled now."""
    refused = _no_reroll(s)
    if refused is None and not s.marked:
        return Refusal(tr("pick the dice to re-roll first"), "bonuses-use")
    return refused or _dice_do_not_matter(s)


def reroll(s: KFState, ev: list[Event]) -> KFState:
    """The re-roll ``why_not_reroll`` allows."""
    index = _reroll_index(s)
    assert index is not None
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


def _dice_refusal(s: KFState, ids: tuple[int, ...]) -> Refusal | None:
    """Why ``ids`` are not distinct unused rolled dice of the crafter's."""
    if len(set(ids)) != len(ids):
        return Refusal(tr("each die can fill only one space"), "craft-item")
    return next((r for r in (_no_die(s, i) for i in ids) if r is not None), None)


def _dice(s: KFState, ids: tuple[int, ...]) -> list[Die]:
    return [_die(s, i) for i in ids]


def _dice_words(dice: list[Die] | tuple[Die, ...]) -> str:
    return listing([f"{NAMES[d.colour]} {d.value}" for d in dice])


def craft(s: KFState, a: Craft, ev: list[Event]) -> KFState:
    return check_auto_end(crafted(s, a, ev), ev)


def why_not_craft(s: KFState, a: Craft) -> Refusal | None:
    """Why the crafter may not craft ``a.card`` with ``a.dice``."""
    if a.card not in s.display:
        return Refusal(
            tr(
                "the craft cards on display do not include the {card}",
                card=s.world.card_name(a.card),
            ),
            "craft-item",
        )
    problem = mode_problem(s, CRAFT)
    if problem:
        return Refusal(problem, "craft-item")
    refused = _dice_refusal(s, a.dice)
    if refused is not None:
        return refused
    problem = check_assignment(s.world.content.craft[a.card].slots, _dice(s, a.dice), False)
    return Refusal(problem, "craft-item") if problem else None


def crafted(s: KFState, a: Craft, ev: list[Event]) -> KFState:
    """The craft ``why_not_craft`` allows, before the rules end a turn whose dice allow nothing
    more (``craft`` goes on to that; a teacher's example shows the two apart, ``made``)."""
    dice = _dice(s, a.dice)
    seat = s.turn
    line = s.line
    display = [c for c in s.display if c != a.card]
    ev.append(
        Event(
            tr(
                "{who} crafts the {card} with {dice}.",
                who=s.names[seat],
                card=s.world.card_name(a.card),
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
                    card=s.world.card_name(nxt),
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
        display=tuple(sorted(display, key=lambda c: s.world.rank(c, s.edition))),
    )
    return s


def steal(s: KFState, a: Steal, ev: list[Event]) -> KFState:
    return check_auto_end(stolen(s, a, ev), ev)


def why_not_steal(s: KFState, a: Steal) -> Refusal | None:
    """Why the crafter may not steal ``a.card`` with ``a.dice``."""
    done = next((c for c in s.crafted if c.card == a.card), None)
    if done is None:
        return Refusal(
            tr("nobody has crafted the {card} this round", card=s.world.card_name(a.card)),
            "steal-dice",
        )
    if done.seat == s.turn:
        return Refusal(
            tr("you already hold the {card}", card=s.world.card_name(a.card)), "steal-dice"
        )
    problem = mode_problem(s, STEAL)
    if problem:
        return Refusal(problem, "steal-dice")
    refused = _dice_refusal(s, a.dice)
    if refused is not None:
        return refused
    problem = check_assignment(steal_slots(s.world, done), _dice(s, a.dice), True)
    return Refusal(problem, "steal-dice") if problem else None


def stolen(s: KFState, a: Steal, ev: list[Event]) -> KFState:
    """The steal ``why_not_steal`` allows, before the turn it ends is over (``steal`` goes on
    to that)."""
    seat = s.turn
    index = next(i for i, c in enumerate(s.crafted) if c.card == a.card)
    done = s.crafted[index]
    dice = _dice(s, a.dice)
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
                card=s.world.card_name(a.card),
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
