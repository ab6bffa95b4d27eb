"""Scenario helpers for the King's Forge tests: build a position, play moves in text form."""

from __future__ import annotations

from forgegames.core.frozen import evolve
from forgegames.core.title import Event, GameConfig, SeatConfig
from forgegames.games.kings_forge import TITLE
from forgegames.games.kings_forge.actions import Deal, Draw, First, Pick, Roll
from forgegames.games.kings_forge.flow import start_craft
from forgegames.games.kings_forge.state import KFState, Power, with_player

NAMES = ("Ann", "Ben", "Cat", "Dan")


def config(players: int) -> GameConfig:
    seats = tuple(SeatConfig(NAMES[i], f"c{i}") for i in range(players))
    return GameConfig("kings-forge", seats, "standard")


def step(s: KFState, action) -> KFState:
    return TITLE.apply(s, action).state


def new(
    players: int = 2,
    crafts: tuple[str, ...] | None = None,
    gather: tuple[str, ...] | None = None,
    faceup: tuple[str, ...] = ("north-mine", "south-mine", "east-forest", "west-forest"),
    first: int = 0,
) -> KFState:
    """A game after set-up with the given craft cards, gather cards and face-up row."""
    c = TITLE.world.content
    s = TITLE.new_game(config(players))
    s = step(s, First(first))
    count = c.setup.craft_cards[players]
    by_rank = sorted(c.craft, key=lambda k: c.craft[k].rank)
    chosen = list(crafts or ())
    chosen += [k for k in by_rank if k not in chosen][: count - len(chosen)]
    for card in chosen:
        s = step(s, Deal(card))
    picks = [g for g in (gather or ()) if g not in c.fixed_gather]
    picks += [g for g in faceup if g not in c.fixed_gather and g not in picks]
    picks += [g for g in c.other_gather if g not in picks][: 7 - len(picks)]
    for card in picks:
        s = step(s, Pick(card))
    for card in faceup:
        s = step(s, Draw(card))
    return s


def supply(s: KFState, seat: int, m: int = 0, w: int = 0, g: int = 0, x: int = 0) -> KFState:
    """Give ``seat`` exactly this supply, taking from or returning to the stock."""
    p = s.players[seat]
    new = (m, w, g, x)
    stock = list(s.stock)
    for i in range(4):
        stock[i] += p.supply[i] - new[i]
    return evolve(with_player(s, seat, supply=new), stock=tuple(stock))


def token(s: KFState, seat: int, kind: str = "plus") -> KFState:
    """Give ``seat`` a token from the stock (a power good for this round)."""
    tokens = list(s.tokens)
    tokens[0 if kind == "auto6" else 1] -= 1
    s = evolve(s, tokens=(tokens[0], tokens[1]))
    power = Power("auto6", token="auto6") if kind == "auto6" else Power("plus", 1, 2, token="plus")
    return with_player(s, seat, powers=s.players[seat].powers + (power,))


def power(s: KFState, seat: int, pw: Power) -> KFState:
    return with_player(s, seat, powers=s.players[seat].powers + (pw,))


def feature(s: KFState, card: str) -> KFState:
    """Put craft card ``card`` on display beside the two lowest-ranked of the others. The line
    keeps only cards ranked above it, as in play; those ranked between give way to cards not
    dealt that rank above it, so that as many cards are dealt."""
    c = TITLE.world.content.craft
    rest = sorted((k for k in s.display + s.line if k != card), key=lambda k: c[k].rank)
    top = c[card].rank
    line = [k for k in rest[2:] if c[k].rank > top]
    spare = sorted(
        (k for k in c if c[k].rank > top and k not in rest and k != card), key=lambda k: c[k].rank
    )
    line = sorted(line + spare[: len(rest) - 2 - len(line)], key=lambda k: c[k].rank)
    display = tuple(sorted([card, *rest[:2]], key=lambda k: c[k].rank))
    return evolve(s, display=display, line=tuple(line))


def to_craft(s: KFState) -> KFState:
    """Skip the rest of the gather phase: the first player's craft roll is next."""
    return start_craft(evolve(s, fill=(), hole=-1), [])


def play(s: KFState, *moves: str | int) -> tuple[KFState, list[Event]]:
    """Apply moves in text form (an int is a die roll) and collect the events."""
    events: list[Event] = []
    for move in moves:
        action = Roll(move) if isinstance(move, int) else TITLE.parse_action(move)
        out = TITLE.apply(s, action)
        assert TITLE.check_invariants(out.state) == [], (move, TITLE.check_invariants(out.state))
        s = out.state
        events += out.events
    return s, events


def texts(events: list[Event]) -> str:
    return "\n".join(e.text for e in events)


PLAYTEST_CARDS = (
    "anvil",
    "mace",
    "bracelet",
    "necklace",
    "plate-armor",
    "royal-sword",
    "ice-sword",
    "blessed-gauntlets",
    "crown",
)
"""Playtest 26's cards: the Anvil, Mace and Bracelet on display, the Necklace next in line."""
