"""The round's skeleton: stock movements, turn order, phase changes, clean-up, game end.

Every function here changes a state that the caller has already cloned, and appends the
events that explain what happened to ``ev``.
"""

from __future__ import annotations

from forgegames.core.i18n import count, tr
from forgegames.core.title import Event
from forgegames.games.kings_forge.content import CI, COLOURS, content, shown
from forgegames.games.kings_forge.options import has_options
from forgegames.games.kings_forge.state import (
    PHASE_CRAFT,
    PHASE_GATHER,
    PHASE_OVER,
    Counts,
    KFState,
    Power,
    RollReq,
)
from forgegames.games.kings_forge.words import NAMES, dice_count

ZERO: Counts = (0, 0, 0, 0)


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
    """'2 metal dice, 1 gem die' style list (``short``: '2 metal, 1 gem', for tallies)."""
    parts = []
    for c in ("M", "W", "G", "X", "L"):
        k = sum(1 for x in colours if x == c)
        if short and k:
            parts.append(f"{k} {NAMES[c]}")
        elif k:
            parts.append(dice_count(c, k))
    return ", ".join(parts) if parts else tr("no dice")


def card_name(card: str) -> str:
    """A gather or craft card's name, with its article (``i18n.Name``); an unknown id as it is."""
    c = content()
    if card in c.gather:
        return shown("gather", card, "name", c.gather[card].name)
    if card in c.craft:
        return shown("craft", card, "name", c.craft[card].name)
    return card


def take(s: KFState, colour: str, n: int = 1) -> int:
    """Take up to ``n`` dice of ``colour`` from the stock; return how many there were."""
    i = CI[colour]
    have = s.stock[i]
    got = min(have, n)
    if got:
        stock = list(s.stock)
        stock[i] -= got
        s.stock = tuple(stock)
    return got


def give_back(s: KFState, colour: str, n: int = 1) -> None:
    """Return ``n`` dice of ``colour`` to the stock."""
    if n:
        stock = list(s.stock)
        stock[CI[colour]] += n
        s.stock = tuple(stock)


def gain(
    s: KFState, ev: list[Event], seat: int, gains: tuple[tuple[str, int], ...], to: str
) -> None:
    """Move dice from the stock to ``seat``'s smithy or supply, as many as the stock has."""
    p = s.player(seat)
    got_all = []
    for colour, n in gains:
        got = take(s, colour, n)
        if got:
            if to == "supply":
                p.supply = add(p.supply, colour, got)
            else:
                p.smithy = add(p.smithy, colour, got)
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


def add_power(s: KFState, seat: int, power: Power) -> None:
    p = s.player(seat)
    p.powers = p.powers + (power,)


# --- gather phase --------------------------------------------------------------------------
def start_round(s: KFState, ev: list[Event]) -> None:
    """Reshuffle the gather deck, deal four face up (chance), the first player starts."""
    s.phase = PHASE_GATHER
    s.deck = tuple(sorted(s.gather_set))
    s.faceup = ("",) * content().setup.face_up
    s.fill = tuple(range(content().setup.face_up))
    s.turn = s.first
    s.first_passer = -1
    ev.append(
        Event(
            tr(
                "Round {r} begins; {who} holds the first-player anvil.",
                r=s.round,
                who=s.names[s.first],
            )
        )
    )


def finish_gather_turn(s: KFState, ev: list[Event]) -> None:
    """After a claim or a docks visit: refill the emptied position, then the next player."""
    hole, s.hole = s.hole, -1
    if hole >= 0:
        if s.deck:
            s.fill = s.fill + (hole,)
        elif s.n == 2:
            ev.append(
                Event(
                    tr(
                        "The gather deck is empty, so the emptied space stays empty: with two "
                        "players that ends the gather phase."
                    )
                )
            )
            start_craft(s, ev)
            return
    advance_gather(s, ev)


def advance_gather(s: KFState, ev: list[Event]) -> None:
    """End the gather phase if its conditions hold, else pass the turn on."""
    if all(p.passed for p in s.players):
        ev.append(Event(tr("Everyone has passed: the gather phase ends.")))
        start_craft(s, ev)
        return
    if not s.fill and not any(s.faceup) and s.first_passer >= 0:
        ev.append(Event(tr("No gather cards are left face up: the gather phase ends.")))
        start_craft(s, ev)
        return
    seat = s.turn
    for _ in range(s.n):
        seat = (seat + 1) % s.n
        if not s.players[seat].passed:
            break
    s.turn = seat


# --- craft phase ----------------------------------------------------------------------------
def start_craft(s: KFState, ev: list[Event]) -> None:
    s.phase = PHASE_CRAFT
    s.sub = ""
    s.crafters = 0
    begin_craft_turn(s, ev)


def begin_craft_turn(s: KFState, ev: list[Event]) -> None:
    """The next crafter rolls every unused die of their supply (one chance node per die)."""
    seat = (s.first + s.crafters) % s.n
    s.turn = seat
    p = s.player(seat)
    rolls: list[RollReq] = []
    for colour, k in zip(COLOURS, p.supply, strict=True):
        rolls += [RollReq("pool", colour, seat)] * k
    p.supply = ZERO
    if p.astro and any(p.smithy):
        ev.append(
            Event(
                tr(
                    "The Astrologer lets {who} roll the {dice} on their smithy too.",
                    who=s.names[seat],
                    dice=count(sum(p.smithy), "die", "dice"),
                ),
                seat,
            )
        )
        for colour, k in zip(COLOURS, p.smithy, strict=True):
            rolls += [RollReq("pool", colour, seat)] * k
        p.smithy = ZERO
    rolls += [RollReq("pool", "L", seat)] * p.library
    p.library = 0
    s.rolls = tuple(rolls)
    s.pool = ()
    s.marked = ()
    s.next_die = 0
    s.craft_mode = ""
    ev.append(
        Event(
            tr(
                "{who}'s craft turn: {dice} to roll.",
                who=s.names[seat],
                dice=count(len(rolls), "die", "dice"),
            ),
            seat,
        )
    )
    if not rolls:
        check_auto_end(s, ev)


def check_auto_end(s: KFState, ev: list[Event], rolled: bool = False) -> None:
    """The rules end a craft turn when the rolled dice allow nothing more. Straight after a
    roll (``rolled``) the turn waits instead, with ending it the only move, so the crafter
    sees what they rolled (docs/rulings.md)."""
    if not s.rolls and not has_options(s):
        if rolled and s.pool:
            words = tr("{who}'s dice can craft or steal nothing.", who=s.names[s.turn])
            ev.append(Event(words, s.turn))
            return
        if s.pool:
            who = s.names[s.turn]
            if s.craft_mode == "steal":
                words = tr("A steal is the whole craft turn: {who}'s turn ends.", who=who)
            elif s.craft_mode:
                words = tr("{who}'s dice can craft or steal nothing more.", who=who)
            else:
                words = tr("{who}'s dice can craft or steal nothing.", who=who)
            ev.append(Event(words, s.turn))
        end_craft_turn(s, ev)


def end_craft_turn(s: KFState, ev: list[Event]) -> None:
    seat = s.turn
    p = s.player(seat)
    if s.pool:
        back = []
        for die in s.pool:
            if die.colour == "L":
                give_back(s, "L")
                ev.append(
                    Event(tr("The unused Library die goes back to the stock."), seat, bare=True)
                )
            else:
                p.smithy = add(p.smithy, die.colour)
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
    s.pool = ()
    s.marked = ()
    s.craft_mode = ""
    # Values above 6 last only for the crafter's own turn.
    crafted = []
    for done in s.crafted:
        if done.seat == seat and any(d.value > 6 for d in done.dice):
            dice = tuple(type(d)(d.id, d.colour, min(6, d.value)) for d in done.dice)
            done = type(done)(done.card, done.seat, dice)
            ev.append(
                Event(
                    tr(
                        "Dice above 6 on the {card} count as 6 from now on.",
                        card=card_name(done.card),
                    ),
                    seat,
                    bare=True,
                )
            )
        crafted.append(done)
    s.crafted = tuple(crafted)
    s.crafters += 1
    if s.crafters >= s.n:
        cleanup(s, ev)
    else:
        begin_craft_turn(s, ev)


# --- clean-up -------------------------------------------------------------------------------
def cleanup(s: KFState, ev: list[Event]) -> None:
    """Claim uncontested crafts, return dice and tokens, check the end, start the next round."""
    for done in s.crafted:
        p = s.player(done.seat)
        p.claimed = p.claimed + (done.card,)
        for die in done.dice:
            if die.colour == "L":
                give_back(s, "L")
            else:
                p.smithy = add(p.smithy, die.colour)
        ev.append(
            Event(
                tr(
                    "{who} claims the {card} ({k} claimed); its dice go to their smithy.",
                    who=s.names[done.seat],
                    card=card_name(done.card),
                    k=len(p.claimed),
                ),
                done.seat,
            )
        )
    s.crafted = ()
    for use in s.docks:
        for colour in use.dice:
            give_back(s, colour)
    for place in s.placements:
        p = s.player(place.seat)
        for colour, x in zip(place.dice, place.x, strict=True):
            if x:
                give_back(s, colour)
            else:
                p.smithy = add(p.smithy, colour)
    if s.docks or any(x for place in s.placements for x in place.x):
        ev.append(
            Event(
                tr(
                    "Clean-up: dice on the docks and on X spaces go back to the stock; the "
                    "other dice on gather cards go back to their owners' smithies."
                )
            )
        )
    if s.cemetery:
        give_back(s, "C")
        s.cemetery = 0
    tokens = list(s.tokens)
    for seat in range(s.n):
        p = s.player(seat)
        for power in p.powers:
            if power.token == "auto6":
                tokens[0] += 1
            elif power.token == "plus":
                tokens[1] += 1
        if p.library:
            give_back(s, "L", p.library)
            p.library = 0
        p.powers = ()
        p.astro = False
        p.passed = False
    s.tokens = (tokens[0], tokens[1])
    s.placements = ()
    s.docks = ()
    s.discards = ()
    s.faceup = ("",) * len(s.faceup)
    s.deck = ()
    s.first_passer = -1
    target = content().setup.target[s.n]
    most = max(len(p.claimed) for p in s.players)
    if most >= target or (not s.display and not s.line):
        s.phase = PHASE_OVER
        s.turn = -1
        winner = ranking(s)[0]
        ev.append(
            Event(
                tr(
                    "The game ends: {who} wins with {k} claimed craft cards.",
                    who=s.names[winner],
                    k=len(s.players[winner].claimed),
                )
            )
        )
        return
    s.round += 1
    s.first = (s.first + 1) % s.n
    for seat in range(s.n):
        p = s.player(seat)
        p.supply = plus(p.supply, p.smithy)
        p.smithy = ZERO
    ev.append(Event(tr("Everyone takes back the dice on their smithy into their supply.")))
    start_round(s, ev)


def top_rank(s: KFState, seat: int) -> int:
    c = content().craft
    return max((c[card].rank for card in s.players[seat].claimed), default=0)


def ranking(s: KFState) -> list[int]:
    """Seats best first: most claimed cards, then the highest rank held."""
    return sorted(
        range(s.n), key=lambda seat: (-len(s.players[seat].claimed), -top_rank(s, seat), seat)
    )
