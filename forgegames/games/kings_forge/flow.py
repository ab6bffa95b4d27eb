"""The round's skeleton: stock movements, turn order, phase changes, clean-up, game end.

Every function here returns the changed copy of the state it is given (which it never
changes), and appends the events that explain what happened to ``ev``.
"""

from __future__ import annotations

from typing import Any

from forgegames.core.frozen import evolve
from forgegames.core.i18n import N_, count, listing, ntr, tr
from forgegames.core.title import Event
from forgegames.games.kings_forge.content import CI, COLOURS
from forgegames.games.kings_forge.options import has_options
from forgegames.games.kings_forge.state import (
    PHASE_CRAFT,
    PHASE_GATHER,
    PHASE_OVER,
    Counts,
    KFState,
    Power,
    RollReq,
    players_with,
    with_player,
)
from forgegames.games.kings_forge.words import NAMES, dice_count, tally

NOTHING_TO_ROLL = N_(
    "{who} has no dice left in their supply to roll (dice placed this round are spent): the "
    "craft turn passes."
)
"""A craft turn with nothing to roll, said as the game's doing (playtest 3: '0 dice to roll'
for both players read flat)."""

ZERO: Counts = (0, 0, 0, 0)


class Parted(list[Event]):
    """The events of a move whose parts a teacher's example shows one by one
    (``Title.stages``): also the positions the move passed through, each with the number of
    events made by then (``part``)."""

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[tuple[KFState, int]] = []


def part(s: KFState, ev: list[Event]) -> None:
    """One change of a move is done and ``s`` shows it (the game goes on by itself: the
    gather phase ends, the next crafter's turn, the clean-up): kept when ``ev`` asks for the
    parts."""
    if isinstance(ev, Parted):
        ev.parts.append((s, len(ev)))


def add(counts: Counts, colour: str, n: int = 1) -> Counts:
    i = CI[colour]
    out = list(counts)
    out[i] += n
    return (out[0], out[1], out[2], out[3])


def plus(a: Counts, b: Counts) -> Counts:
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3])


def minus(a: Counts, b: Counts) -> Counts:
    return (a[0] - b[0], a[1] - b[1], a[2] - b[2], a[3] - b[3])


def dice_text(colours: tuple[str, ...] | list[str], short: bool = False) -> str:
    """'2 metal dice and 1 gem die' (as a sentence lists them, in the current language;
    ``short``: '2 metal, 1 gem', for tallies)."""
    parts = []
    for c in ("M", "W", "G", "X", "L"):
        k = sum(1 for x in colours if x == c)
        if short and k:
            parts.append(tally(c, k))
        elif k:
            parts.append(dice_count(c, k))
    if short:
        return ", ".join(parts) if parts else tr("no dice")
    return listing(parts) if parts else tr("no dice")


def take(s: KFState, colour: str, n: int = 1) -> tuple[KFState, int]:
    """``s`` with up to ``n`` dice of ``colour`` taken from the stock, and how many there were."""
    i = CI[colour]
    got = min(s.stock[i], n)
    if got:
        s = evolve(s, stock=_bumped(s.stock, i, -got))
    return s, got


def give_back(s: KFState, colour: str, n: int = 1) -> KFState:
    """``s`` with ``n`` dice of ``colour`` returned to the stock."""
    return evolve(s, stock=_bumped(s.stock, CI[colour], n)) if n else s


def _bumped(stock: tuple[int, ...], i: int, n: int) -> tuple[int, ...]:
    out = list(stock)
    out[i] += n
    return tuple(out)


def gain(
    s: KFState, ev: list[Event], seat: int, gains: tuple[tuple[str, int], ...], to: str
) -> KFState:
    """Move dice from the stock to ``seat``'s smithy or supply, as many as the stock has."""
    p = s.players[seat]
    dice = p.supply if to == "supply" else p.smithy
    stock = list(s.stock)
    got_all = []
    for colour, n in gains:
        got = min(stock[CI[colour]], n)
        if got:
            stock[CI[colour]] -= got
            dice = add(dice, colour, got)
            got_all += [colour] * got
        if got < n:
            if n == 1:
                short = tr("No {colour} die is left in the stock: the one owed is lost.")
            elif not got:
                short = tr("No {colour} die is left in the stock: the {n} owed are lost.")
            else:
                short = tr(
                    "The stock has only {got} of the {n} {colour} dice owed: the rest is lost."
                )
            ev.append(Event(short.format(got=got, n=n, colour=NAMES[colour]), seat, bare=True))
    if got_all:
        players = players_with(s, seat, **{to: dice})
        s = evolve(s, stock=tuple(stock), players=players)
        where = tr("supply") if to == "supply" else tr("smithy")
        ev.append(
            Event(
                tr(
                    "{who} takes {dice} to their {where}.",
                    who=s.names[seat],
                    dice=dice_text(got_all),
                    where=where,
                ),
                seat,
            )
        )
    return s


def add_power(s: KFState, seat: int, power: Power) -> KFState:
    return with_player(s, seat, powers=s.players[seat].powers + (power,))


# --- gather phase --------------------------------------------------------------------------
def start_round(s: KFState, ev: list[Event]) -> KFState:
    """Reshuffle the gather deck, deal four face up (chance), the first player starts."""
    face_up = s.world.content.setup.face_up
    s = evolve(
        s,
        phase=PHASE_GATHER,
        deck=tuple(sorted(s.gather_set)),
        faceup=("",) * face_up,
        fill=tuple(range(face_up)),
        turn=s.first,
        first_passer=-1,
    )
    ev.append(
        Event(
            tr(
                "Round {r} begins; {who} holds the first-player anvil.",
                r=s.round,
                who=s.names[s.first],
            ),
            kind="phase",
        )
    )
    return s


def finish_gather_turn(s: KFState, ev: list[Event]) -> KFState:
    """After a claim or a docks visit: refill the emptied position, then the next player."""
    hole = s.hole
    if hole < 0:
        return advance_gather(s, ev)
    if s.deck:
        return advance_gather(s, ev, hole=-1, fill=s.fill + (hole,))
    if s.n == 2:
        ev.append(
            Event(
                tr(
                    "The gather deck is empty, so the emptied space stays empty: with two "
                    "players that ends the gather phase."
                ),
                kind="phase",
            )
        )
        return start_craft(s, ev, hole=-1)
    return advance_gather(s, ev, hole=-1)


def advance_gather(s: KFState, ev: list[Event], **changes: Any) -> KFState:
    """End the gather phase if its conditions hold, else pass the turn on; ``changes`` (to
    the hole and the face-up places to fill) go in the same new state."""
    if all(p.passed for p in s.players):
        ev.append(Event(tr("Everyone has passed: the gather phase ends."), kind="phase"))
        return start_craft(s, ev, **changes)
    fill = changes.get("fill", s.fill)
    if not fill and not any(s.faceup) and s.first_passer >= 0:
        ev.append(
            Event(tr("No gather cards are left face up: the gather phase ends."), kind="phase")
        )
        return start_craft(s, ev, **changes)
    seat = s.turn
    for _ in range(s.n):
        seat = (seat + 1) % s.n
        if not s.players[seat].passed:
            break
    return evolve(s, turn=seat, **changes)


# --- craft phase ----------------------------------------------------------------------------
def start_craft(s: KFState, ev: list[Event], **changes: Any) -> KFState:
    """The craft phase begins (with ``changes`` made too); the first crafter's turn."""
    part(evolve(s, **changes), ev)
    return begin_craft_turn(evolve(s, phase=PHASE_CRAFT, sub="", crafters=0, **changes), ev)


def begin_craft_turn(s: KFState, ev: list[Event]) -> KFState:
    """The next crafter rolls every unused die of their supply (one chance node per die)."""
    seat = (s.first + s.crafters) % s.n
    p = s.players[seat]
    rolls: list[RollReq] = []
    for colour, k in zip(COLOURS, p.supply, strict=True):
        rolls += [RollReq("pool", colour, seat)] * k
    smithy = p.smithy
    if p.astro and any(smithy):
        ev.append(
            Event(
                tr(
                    "The Astrologer lets {who} roll the {dice} on their smithy too.",
                    who=s.names[seat],
                    dice=count(sum(smithy), "die", "dice"),
                ),
                seat,
            )
        )
        for colour, k in zip(COLOURS, smithy, strict=True):
            rolls += [RollReq("pool", colour, seat)] * k
        smithy = ZERO
    rolls += [RollReq("pool", "L", seat)] * p.library
    s = evolve(
        s,
        players=players_with(s, seat, supply=ZERO, smithy=smithy, library=0),
        turn=seat,
        rolls=tuple(rolls),
        pool=(),
        marked=(),
        next_die=0,
        craft_mode="",
    )
    if not rolls:  # the turn passes, said once (check_auto_end)
        return check_auto_end(s, ev)
    who, dice = s.names[seat], count(len(rolls), "die", "dice")
    words = tr("{who}'s craft turn: {dice} to roll.", who=who, dice=dice)
    ev.append(Event(words, seat, kind="phase"))
    return s


def check_auto_end(s: KFState, ev: list[Event], rolled: bool = False) -> KFState:
    """The rules end a craft turn when the rolled dice allow nothing more. Straight after a
    roll (``rolled``), even one the Cemetery cancelled whole, the turn waits instead, with
    ending it the only move, so the crafter sees what they rolled (docs/rulings.md)."""
    if s.rolls or has_options(s):
        return s
    who = s.names[s.turn]
    if s.pool or rolled:
        if s.craft_mode == "steal" and not rolled:
            words = tr("A steal is the whole craft turn: {who}'s turn ends.", who=who)
        elif s.craft_mode:
            words = tr("{who}'s dice can craft or steal nothing more.", who=who)
        else:
            words = tr("{who}'s dice can craft or steal nothing.", who=who)
    elif s.craft_mode == "steal":
        words = tr("A steal is the whole craft turn: {who}'s turn ends.", who=who)
    elif s.craft_mode:
        words = tr("{who} has no dice left: their craft turn ends.", who=who)
    else:
        words = tr(NOTHING_TO_ROLL, who=who)
    if rolled:
        ev.append(Event(words, s.turn))
        return s
    ev.append(Event(words, s.turn, kind="phase"))
    return end_craft_turn(s, ev)


def end_craft_turn(s: KFState, ev: list[Event]) -> KFState:
    seat = s.turn
    smithy = s.players[seat].smithy
    if s.pool:
        back = []
        for die in s.pool:
            if die.colour == "L":
                s = give_back(s, "L")
                ev.append(
                    Event(tr("The unused Library die goes back to the stock."), seat, bare=True)
                )
            else:
                smithy = add(smithy, die.colour)
                back.append(die.colour)
        if back:
            ev.append(
                Event(
                    tr(
                        "{who}'s unused rolled dice ({dice}) go to their smithy.",
                        who=s.names[seat],
                        dice=dice_text(back),
                    ),
                    seat,
                )
            )
    # Values above 6 last only for the crafter's own turn.
    crafted = []
    for done in s.crafted:
        if done.seat == seat and any(d.value > 6 for d in done.dice):
            dice = tuple(evolve(d, value=min(6, d.value)) for d in done.dice)
            done = evolve(done, dice=dice)
            ev.append(
                Event(
                    tr(
                        "Dice above 6 on the {card} count as 6 from now on.",
                        card=s.world.card_name(done.card),
                    ),
                    seat,
                    bare=True,
                )
            )
        crafted.append(done)
    s = evolve(
        s,
        players=players_with(s, seat, smithy=smithy),
        pool=(),
        marked=(),
        craft_mode="",
        crafted=tuple(crafted),
        crafters=s.crafters + 1,
    )
    part(s, ev)
    if s.crafters >= s.n:
        return cleanup(s, ev)
    return begin_craft_turn(s, ev)


# --- clean-up -------------------------------------------------------------------------------
def cleanup(s: KFState, ev: list[Event]) -> KFState:
    """Claim uncontested crafts, return dice and tokens, check the end, start the next round."""
    players = list(s.players)
    stock = list(s.stock)
    for done in s.crafted:
        p = players[done.seat]
        smithy = p.smithy
        for die in done.dice:
            if die.colour == "L":
                stock[CI["L"]] += 1
            else:
                smithy = add(smithy, die.colour)
        p = players[done.seat] = evolve(p, claimed=p.claimed + (done.card,), smithy=smithy)
        ev.append(
            Event(
                tr(
                    "{who} claims the {card} ({k} claimed); its dice go to their smithy.",
                    who=s.names[done.seat],
                    card=s.world.card_name(done.card),
                    k=len(p.claimed),
                ),
                done.seat,
            )
        )
    for use in s.docks:
        for colour in use.dice:
            stock[CI[colour]] += 1
    for place in s.placements:
        smithy = players[place.seat].smithy
        for colour, x in zip(place.dice, place.x, strict=True):
            if x:
                stock[CI[colour]] += 1
            else:
                smithy = add(smithy, colour)
        players[place.seat] = evolve(players[place.seat], smithy=smithy)
    if s.docks or any(x for place in s.placements for x in place.x):
        ev.append(
            Event(
                tr(
                    "Clean-up: dice on the docks and on coin spaces (paid dice) go back to the "
                    "stock; the other dice on gather cards go back to their owners' smithies."
                ),
                kind="phase",
            )
        )
    if s.cemetery:
        stock[CI["C"]] += 1
    tokens = list(s.tokens)
    for seat, p in enumerate(players):
        for power in p.powers:
            if power.token == "auto6":
                tokens[0] += 1
            elif power.token == "plus":
                tokens[1] += 1
        stock[CI["L"]] += p.library
        players[seat] = evolve(p, library=0, powers=(), astro=False, passed=False)
    s = evolve(
        s,
        players=tuple(players),
        stock=tuple(stock),
        cemetery=0,
        crafted=(),
        tokens=(tokens[0], tokens[1]),
        placements=(),
        docks=(),
        discards=(),
        faceup=("",) * len(s.faceup),
        deck=(),
        first_passer=-1,
    )
    target = s.world.content.setup.target[s.n]
    most = max(len(p.claimed) for p in s.players)
    if most >= target or (not s.display and not s.line):
        s = evolve(s, phase=PHASE_OVER, turn=-1)
        winner = ranking(s)[0]
        ev.append(
            Event(
                ntr(
                    len(s.players[winner].claimed),
                    "The game ends: {who} wins with {n} claimed craft card.",
                    "The game ends: {who} wins with {n} claimed craft cards.",
                    who=s.names[winner],
                ),
                kind="result",
            )
        )
        return s
    players = [evolve(p, supply=plus(p.supply, p.smithy), smithy=ZERO) for p in s.players]
    s = evolve(s, round=s.round + 1, first=(s.first + 1) % s.n, players=tuple(players))
    ev.append(Event(tr("Everyone takes back the dice on their smithy into their supply.")))
    return start_round(s, ev)


def top_rank(s: KFState, seat: int) -> int:
    return max((s.world.rank(card, s.edition) for card in s.players[seat].claimed), default=0)


def ranking(s: KFState) -> list[int]:
    """Seats best first: most claimed cards, then the highest rank held."""
    return sorted(
        range(s.n), key=lambda seat: (-len(s.players[seat].claimed), -top_rank(s, seat), seat)
    )
