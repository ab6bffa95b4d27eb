"""Scenario files for King's Forge: a position in the game's words, and facts to check.

A scenario's ``position`` (see docs/scenarios.md) names what matters to an example: each
seat's supply and smithy, tokens, claimed gather cards and claimed craft cards, the craft
row, the face-up gather cards, the first player, the phase and, in the craft phase, what has
been crafted this round and the crafter's rolled dice. Everything left out comes from the
normal set-up with the scenario's seed. Dice come out of the finite stock, so a position that
needs more dice (or tokens, or craft cards) than the box holds is refused, naming the key.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any, Literal

from forgegames.core.content import build, nearest
from forgegames.core.errors import ContentError
from forgegames.core.frozen import evolve
from forgegames.core.position_random import CHANCE_STREAM, PositionRandom
from forgegames.core.title import GameConfig
from forgegames.core.world import with_world
from forgegames.games.kings_forge.content import CI, COLOUR_CODE, STOCK_KINDS
from forgegames.games.kings_forge.flow import NAMES, ZERO, begin_craft_turn, ranking
from forgegames.games.kings_forge.invariants import check
from forgegames.games.kings_forge.state import (
    PHASE_CRAFT,
    PHASE_GATHER,
    Counts,
    Crafted,
    Die,
    KFState,
    Placement,
    Player,
    Power,
    with_player,
)
from forgegames.games.kings_forge.world import World

COLOUR_WORDS = ("metal", "wood", "gem", "magic")
_DIE = re.compile(r"^([MWGXL])([1-9]|1[0-2])$")
_SETUP_DRAWS = 10_000
"""Where a position's own draws (first player, cards) start in the seed's chance stream, well
away from the draws of the first moves played from it."""
_CHEAPEST = {"A": "M", "W": "W", "G": "G", "GX": "G"}
"""The die a position puts on a gather card's space of each kind (the cheapest that fits)."""


@dataclasses.dataclass(frozen=True)
class SeatPosition:
    """One seat. ``supply`` left out: the set-up's metal dice (none for a crafter whose
    dice are given as ``rolled``)."""

    supply: dict[str, int] | None = None
    smithy: dict[str, int] = dataclasses.field(default_factory=dict)
    tokens: list[Literal["plus", "auto6"]] = dataclasses.field(default_factory=list)
    gathered: list[str] = dataclasses.field(default_factory=list)
    """Gather cards claimed this round, "card side" (their dice are taken from the stock)."""
    claimed: list[str] = dataclasses.field(default_factory=list)
    """Craft cards already claimed (under the smithy tile)."""
    passed: bool = False


@dataclasses.dataclass(frozen=True)
class CraftedItem:
    """A craft card completed this round and not yet claimed: who holds it, on what dice."""

    card: str
    seat: int
    dice: list[str]


@dataclasses.dataclass(frozen=True)
class Position:
    first: int | None = None
    round: int = 1
    phase: Literal["gather", "craft"] = "gather"
    turn: int | None = None
    players: list[SeatPosition] = dataclasses.field(default_factory=list)
    display: list[str] | None = None
    line: list[str] | None = None
    gather_cards: list[str] = dataclasses.field(default_factory=list)
    faceup: list[str] | None = None
    crafted: list[CraftedItem] = dataclasses.field(default_factory=list)
    rolled: list[str] | None = None
    cemetery: int = 0


class _Builder:
    """Builds the state step by step; every problem is a ContentError at its key path."""

    def __init__(
        self, world: World, pos: Position, config: GameConfig, seed: int, where: str
    ) -> None:
        self.world = world
        self.pos = pos
        self.where = where
        self.seed = seed
        self.draws = 0
        self.c = world.content
        self.n = config.players
        self.names = tuple(seat.name for seat in config.seats)
        self.gathered: list[Placement] = []
        totals = self.c.dice_total
        self.stock = {k: totals[k] for k in totals}
        self.tokens = {"auto6": self.c.tokens["auto6"].count, "plus": self.c.tokens["plus"].count}

    # --- helpers -------------------------------------------------------------------------
    def fail(self, path: str, problem: str) -> ContentError:
        return ContentError(self.where, f"position.{path}" if path else "position", problem)

    def rng(self) -> PositionRandom:
        self.draws += 1
        return PositionRandom(self.seed, CHANCE_STREAM, _SETUP_DRAWS + self.draws)

    def seat(self, value: int, path: str) -> int:
        if not 0 <= value < self.n:
            raise self.fail(path, f"seat {value} does not exist (seats are 0 to {self.n - 1})")
        return value

    def take(self, code: str, k: int, path: str) -> None:
        """Take ``k`` dice of ``code`` out of the stock, or say the box has too few."""
        if k < 0:
            raise self.fail(path, "cannot be negative")
        if k > self.stock[code]:
            name = NAMES[code]
            raise self.fail(
                path,
                f"needs {k} {name} dice but only {self.stock[code]} are left in the stock "
                f"(the game has {self.c.dice_total[code]})",
            )
        self.stock[code] -= k

    def counts(self, dice: dict[str, int], path: str) -> Counts:
        out = [0, 0, 0, 0]
        for word, k in dice.items():
            if word not in COLOUR_WORDS:
                raise self.fail(
                    f"{path}.{word}",
                    f"unknown die colour '{word}'{nearest(str(word), COLOUR_WORDS)}",
                )
            code = COLOUR_CODE[word]
            self.take(code, k, f"{path}.{word}")
            out[CI[code]] = k
        return (out[0], out[1], out[2], out[3])

    def craft_card(self, card: str, path: str) -> str:
        if card not in self.c.craft:
            raise self.fail(path, f"unknown craft card '{card}'{nearest(card, self.c.craft)}")
        return card

    def gather_card(self, card: str, path: str) -> str:
        if card not in self.c.gather:
            raise self.fail(path, f"unknown gather card '{card}'{nearest(card, self.c.gather)}")
        return card

    def die(self, text: str, path: str, top: int) -> tuple[str, int]:
        match = _DIE.match(text)
        if not match or int(match.group(2)) > top:
            raise self.fail(
                path, f"'{text}' is not a die like W4 (colour M, W, G, X or L; value 1 to {top})"
            )
        return match.group(1), int(match.group(2))

    # --- the parts -------------------------------------------------------------------------
    def build(self) -> KFState:
        pos = self.pos
        if len(pos.players) > self.n:
            raise self.fail("players", f"describes {len(pos.players)} seats; the game has {self.n}")
        first = (
            self.seat(pos.first, "first") if pos.first is not None else self.rng().randrange(self.n)
        )
        s = with_world(
            KFState(
                names=self.names,
                players=(),
                stock=(),
                tokens=(0, 0),
                phase=PHASE_GATHER,
                round=pos.round,
                first=first,
            ),
            self.world,
        )
        if pos.round < 1:
            raise self.fail("round", "must be 1 or more")
        crafter = self.crafter(first)
        players = [self.player(i, crafter) for i in range(self.n)]
        s = evolve(s, players=tuple(players))
        target = self.c.setup.target[self.n]
        for seat, p in enumerate(players):
            if len(p.claimed) >= target:
                raise self.fail(
                    f"players[{seat}].claimed",
                    f"{len(p.claimed)} claimed items would have ended the game (a game of "
                    f"{self.n} ends at {target})",
                )
        s = self.craft_row(s)
        s = self.gather_row(s)
        if pos.cemetery:
            if not 1 <= pos.cemetery <= 6:
                raise self.fail("cemetery", "the value killed is 1 to 6 (0: none)")
            self.take("C", 1, "cemetery")
            s = evolve(s, cemetery=pos.cemetery)
        passed = [i for i, p in enumerate(players) if p.passed]
        if passed:
            s = evolve(s, first_passer=min(passed, key=lambda i: (i - first) % self.n))
        if pos.phase == PHASE_GATHER:
            if pos.crafted or pos.rolled is not None:
                raise self.fail("phase", "crafted items and rolled dice need the craft phase")
            turn = first if pos.turn is None else self.seat(pos.turn, "turn")
            if s.players[turn].passed:
                raise self.fail("turn", f"seat {turn} has passed and cannot be the one to act")
            s = evolve(s, turn=turn)
        else:
            s = self.craft_phase(s, crafter)
        return self.settle_stock(s)

    def settle_stock(self, s: KFState) -> KFState:
        """``s`` with what the position left in the stock of dice and tokens."""
        return evolve(
            s,
            stock=tuple(self.stock[k] for k in STOCK_KINDS),
            tokens=(self.tokens["auto6"], self.tokens["plus"]),
        )

    def crafter(self, first: int) -> int:
        """The seat whose craft turn it is (the first player unless ``turn`` says)."""
        if self.pos.phase != PHASE_CRAFT or self.pos.turn is None:
            return first
        return self.seat(self.pos.turn, "turn")

    def player(self, seat: int, crafter: int) -> Player:
        given = self.pos.players[seat] if seat < len(self.pos.players) else SeatPosition()
        path = f"players[{seat}]"
        rolling = self.pos.rolled is not None and seat == crafter
        if given.supply is not None:
            if rolling and any(given.supply.values()):
                raise self.fail(
                    f"{path}.supply",
                    "the crafter has rolled every die of their supply: list them under rolled",
                )
            supply = self.counts(given.supply, f"{path}.supply")
        elif rolling:
            supply = ZERO
        else:
            start = self.c.setup.start_metal
            self.take("M", start, f"{path}.supply")
            supply = (start, 0, 0, 0)
        smithy = self.counts(given.smithy, f"{path}.smithy")
        powers: list[Power] = []
        for i, kind in enumerate(given.tokens):
            if self.tokens[kind] < 1:
                raise self.fail(f"{path}.tokens[{i}]", f"no {kind} token is left in the box")
            self.tokens[kind] -= 1
            powers.append(
                Power("auto6", token="auto6")
                if kind == "auto6"
                else Power("plus", 1, 2, token="plus")
            )
        astro, library = False, 0
        for i, text in enumerate(given.gathered):
            got, rolls_smithy, borrowed = self.placement(seat, text, f"{path}.gathered[{i}]")
            powers += got
            astro = astro or rolls_smithy
            library += borrowed
        claimed = []
        for i, card in enumerate(given.claimed):
            claimed.append(self.craft_card(card, f"{path}.claimed[{i}]"))
        return Player(supply, smithy, tuple(claimed), tuple(powers), given.passed, library, astro)

    def placement(self, seat: int, text: str, path: str) -> tuple[list[Power], bool, int]:
        """A gather card claimed this round: its dice (from the stock), its lasting powers,
        whether it lets its holder roll their smithy (the Astrologer) and the Library dice it
        lends."""
        card, _, side = text.partition(" ")
        self.gather_card(card, path)
        if side not in ("top", "bottom"):
            raise self.fail(path, f"write the card and its side, e.g. '{card} bottom'")
        if any(place.card == card for place in self.gathered):
            raise self.fail(path, f"the {self.c.gather[card].name} is claimed twice")
        spec = self.c.actions[(card, side)]
        dice = tuple(_CHEAPEST[box] for box in spec.boxes)
        for code in dice:
            self.take(code, 1, path)
        self.gathered.append(Placement(seat, card, side, dice, spec.x))
        powers = []
        astro, library = False, 0
        for e in spec.effects:
            if e.kind == "bonus":
                powers.append(Power("plus", e.amount, e.dice, source=card))
            elif e.kind in ("flip", "sixes", "reroll", "garden"):
                powers.append(Power(e.kind, source=card))
            elif e.kind == "roll_smithy":
                astro = True
            elif e.kind == "library_die":
                self.take("L", 1, path)
                library += 1
        return powers, astro, library

    def craft_row(self, s: KFState) -> KFState:
        """Cards on display, the waiting line, and every craft card held, all distinct."""
        pos = self.pos
        places: dict[str, str] = {}

        def note(card: str, path: str) -> None:
            self.craft_card(card, path)
            if card in places:
                raise self.fail(path, f"the {self.c.craft[card].name} is already at {places[card]}")
            places[card] = f"position.{path}"

        for seat, p in enumerate(s.players):
            for i, card in enumerate(p.claimed):
                note(card, f"players[{seat}].claimed[{i}]")
        for i, item in enumerate(pos.crafted):
            note(item.card, f"crafted[{i}].card")
        for key in ("display", "line"):
            for i, card in enumerate(getattr(pos, key) or ()):
                note(card, f"{key}[{i}]")
        dealt = self.c.setup.craft_cards[self.n]
        missing = dealt - len(places)
        if missing < 0:
            raise self.fail("", f"names {len(places)} craft cards; a game of {self.n} has {dealt}")
        rank = self.c.craft
        self.check_line(places)
        # the cards the seed adds wait behind every card the position names: set-up shows the
        # lowest ranks and each refill is the line's lowest, so cards still waiting rank above
        # every card on display, crafted or claimed
        after = max((rank[k].rank for k in places), default=0)
        rest = sorted(k for k in rank if k not in places and rank[k].rank > after)
        if len(rest) < missing:
            raise self.fail(
                "line" if pos.line else "display",
                f"{missing} more cards must wait in line, ranked above every card named, but "
                f"only {len(rest)} rank higher",
            )
        fill = self.rng().sample(rest, missing)
        shown = self.c.setup.display
        if pos.display is not None:
            if len(pos.display) > shown:
                raise self.fail("display", f"at most {shown} craft cards are on display")
            display = list(pos.display)
            line = sorted([*(pos.line or ()), *fill], key=lambda k: rank[k].rank)
            if line and len(display) < shown:
                raise self.fail("display", f"{shown} cards are on display while any wait in line")
        else:
            waiting = sorted([*(pos.line or ()), *fill], key=lambda k: rank[k].rank)
            display, line = waiting[:shown], waiting[shown:]
        display = sorted(display, key=lambda k: rank[k].rank)
        return evolve(s, display=tuple(display), line=tuple(line))

    def check_line(self, places: dict[str, str]) -> None:
        """Refuse a waiting line out of rank order, or with a card ranked below a card out of
        the line (on display, crafted or claimed), which real play never makes."""
        line = list(self.pos.line or ())
        rank = self.c.craft
        if line != sorted(line, key=lambda k: rank[k].rank):
            raise self.fail("line", "the waiting line is kept in rank order, lowest first")
        if not line:
            return
        out = [k for k in places if k not in line]
        above = max(out, key=lambda k: rank[k].rank, default=None)
        if above is not None and rank[above].rank > rank[line[0]].rank:
            raise self.fail(
                "line",
                f"the {rank[line[0]].name} (rank {rank[line[0]].rank}) cannot still wait in "
                f"line: the {rank[above].name} at {places[above]} ranks {rank[above].rank}, and "
                "cards leave the line lowest rank first",
            )

    def gather_row(self, s: KFState) -> KFState:
        """This game's eleven gather cards: the four always used, the ones the position names,
        the rest from the seed; the face-up row; the deck."""
        pos = self.pos
        placed = [place.card for place in self.gathered]
        named: list[str] = []
        for i, card in enumerate(pos.gather_cards):
            named.append(self.gather_card(card, f"gather_cards[{i}]"))
        faceup = list(pos.faceup) if pos.faceup is not None else None
        size = self.c.setup.face_up
        if faceup is not None:
            if len(faceup) > size:
                raise self.fail("faceup", f"there are {size} face-up places")
            for i, card in enumerate(faceup):
                if card:
                    self.gather_card(card, f"faceup[{i}]")
                    if card in placed or card in faceup[:i]:
                        raise self.fail(
                            f"faceup[{i}]", f"the {self.c.gather[card].name} is already elsewhere"
                        )
            faceup += [""] * (size - len(faceup))
        chosen = list(dict.fromkeys([*self.c.fixed_gather, *named, *placed, *(faceup or [])]))
        chosen = [k for k in chosen if k]
        wanted = len(self.c.fixed_gather) + self.c.setup.random_gather
        if len(chosen) > wanted:
            raise self.fail("gather_cards", f"a game uses {wanted} gather cards, not {len(chosen)}")
        others = sorted(k for k in self.c.other_gather if k not in chosen)
        chosen += self.rng().sample(others, wanted - len(chosen))
        deck = sorted(k for k in chosen if k not in placed and k not in (faceup or []))
        if faceup is None:
            faceup = self.rng().sample(deck, min(size, len(deck)))
            faceup += [""] * (size - len(faceup))
        return evolve(
            s,
            gather_set=tuple(chosen),
            faceup=tuple(faceup),
            deck=tuple(k for k in deck if k not in faceup),
            placements=tuple(self.gathered),
        )

    def craft_phase(self, s: KFState, crafter: int) -> KFState:
        """Crafted items, then the crafter's rolled dice or their roll to come."""
        pos = self.pos
        first = s.first
        done = (crafter - first) % self.n
        s = evolve(s, crafters=done)
        for seat in range(self.n):
            rolled_already = (seat - first) % self.n < done or (
                seat == crafter and pos.rolled is not None
            )
            if rolled_already:  # a Library die was rolled with the rest (write it in rolled)
                self.stock["L"] += s.players[seat].library
                s = with_player(s, seat, library=0)
        crafted = []
        for i, item in enumerate(pos.crafted):
            path = f"crafted[{i}]"
            seat = self.seat(item.seat, f"{path}.seat")
            if seat != crafter and (seat - first) % self.n >= done:
                raise self.fail(f"{path}.seat", f"seat {seat} has not had a craft turn yet")
            slots = self.c.craft[item.card].slots
            if len(item.dice) != len(slots):
                raise self.fail(f"{path}.dice", f"the card has {len(slots)} die spaces")
            dice = []
            top = 12 if seat == crafter else 6
            for j, text in enumerate(item.dice):
                colour, value = self.die(text, f"{path}.dice[{j}]", top)
                need_colour, need = slots[j]
                if colour not in (need_colour, "L") or value < need:
                    raise self.fail(
                        f"{path}.dice[{j}]",
                        f"the space needs {COLOUR_WORDS[CI[need_colour]]} {need} or more, "
                        f"not {text}",
                    )
                self.take(colour, 1, f"{path}.dice[{j}]")
                dice.append(Die(j, colour, value))
            crafted.append(Crafted(item.card, seat, tuple(dice)))
        s = evolve(s, crafted=tuple(crafted), phase=PHASE_CRAFT, fill=(), hole=-1)
        if pos.rolled is None:  # the crafter's dice wait to be rolled (chance)
            s = self.settle_stock(s)  # the roll takes the crafter's dice from the supply
            return begin_craft_turn(evolve(s, sub="", crafters=done), [])
        pool = []
        for j, text in enumerate(pos.rolled):
            colour, value = self.die(text, f"rolled[{j}]", 12)
            self.take(colour, 1, f"rolled[{j}]")
            pool.append(Die(j, colour, value))  # a crafter's dice are numbered from 0
        mode = "craft" if any(c.seat == crafter for c in crafted) else s.craft_mode
        return evolve(s, turn=crafter, pool=tuple(pool), next_die=len(pool), craft_mode=mode)


def scenario_position(
    world: World, position: dict[str, Any], config: GameConfig, seed: int, where: str
) -> KFState:
    """The state ``position`` describes (see the module's docstring and docs/scenarios.md)."""
    pos = build(Position, position, where, "position")
    builder = _Builder(world, pos, config, seed, where)
    s = builder.build()
    problems = check(s)
    if problems:
        raise ContentError(where, "position", f"impossible position: {problems[0]}")
    return s


def _dice_words(counts: Counts) -> dict[str, int]:
    return {word: k for word, k in zip(COLOUR_WORDS, counts, strict=True) if k}


def scenario_facts(s: KFState) -> dict[str, Any]:
    """What a King's Forge scenario may check: per seat (lists in seat order) their supply,
    smithy and claimed items; who holds each crafted item; the rows; phase, round, turn."""
    return {
        "phase": s.phase,
        "round": s.round,
        "first": s.first,
        "turn": s.turn,
        "items": [list(p.claimed) for p in s.players],
        "supply": [_dice_words(p.supply) for p in s.players],
        "smithy": [_dice_words(p.smithy) for p in s.players],
        "held": {done.card: done.seat for done in s.crafted},
        "display": list(s.display),
        "line": list(s.line),
        "faceup": [k for k in s.faceup if k],
        "rolled": [f"{d.colour}{d.value}" for d in s.pool],
        "cemetery": s.cemetery,
        "stock": _dice_words((s.stock[0], s.stock[1], s.stock[2], s.stock[3])),
        "tokens": {"auto6": s.tokens[0], "plus": s.tokens[1]},
        "winner": ranking(s)[0] if s.phase == "over" else None,
    }
