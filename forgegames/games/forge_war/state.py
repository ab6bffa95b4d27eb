"""The whole Forge War game as plain data, and how its saved form differs from the codec's.

``FWState`` is a frozen record whose parts are tuples, ``FrozenMap``s and frozen records, plus
the mine (an immutable ``Mine``, shared between states) and the placement / mine-phase
machines (frozen records). ``core.codec`` writes and reads it (dicts and lists); the
``@saved_form`` marks below keep the epic and solo games' fields out of a simple game's JSON,
as before those games came.

A seat (``state.seats[i]``, a ``Seat`` record; its fields in the order of its JSON form)::

    gold, pool {resource: n}, prestige (from quests), advs (a tuple of ``Adventurer``),
    next_adv, designs (unique design ids and the starting player cards), bonus (bonus card ids),
    quests (a tuple of ``QuestEntry``), completed, hand (wealth ids), kept (ids) or None,
    stack (both wealth level-ups on one adventurer), buys, sells, stall_uses {card: n},
    extra_stall_uses, end_bonuses (ids)

(maps are ``FrozenMap``s, sequences tuples; the JSON form has dicts and lists)

In the epic game an adventurer may also hold a ``title`` (a champion title id) and ``tokens``
(Unrelenting's +1s on his weapon); a quest entry ``start`` (adventurers there from its first
step), ``paid`` (its slot cost) and ``ahead`` (steps an Expeditious start skipped); a seat
``title_use`` {title: quest} for Charming and Expeditious, which work again once that quest ends.

``state.market``::

    weapon, bonus, single (face-down decks, unordered: a draw is a chance node),
    up {weapon, bonus1, bonus2, single1, single2} (face-up card or None), public [designs],
    claims {design: [seats in claim order]}, discard [ids], removed [single-use ids],
    spaces {space: [seats]}

``state.quests``: offer [8 quest ids or None], green, yellow (face-down decks), gone [ids]; the
epic game adds grey and red, dealt in the order green, grey, red, yellow (``quests.DECK_ORDER``).
The epic market adds unused (old stages' face-down cards, out of the game) and undealt (stage-3
designs not dealt to the weapon deck).
``state.chance``: the chance tasks still to resolve, first first (``("reveal", "weapon")``...;
lists in the JSON form, as every tuple here).
``state.pending``: choices a seat must make before play goes on (``{"seat", "kind", "count",
...}``).
``state.solo`` (the solo variant only, else None): ``{"difficulty", "order": [mine colours,
first first], "lost": the reason the game was lost or None, "market_used": market actions
taken this round}``. The player is seat 0 and mine
colour 0; the automated colours are mine colours 1 and 2, which have no seat (``names`` has
an entry for them) and are moved by seat 0.

``FWState`` is a frozen record (``core/frozen.py``): a rule never changes one, it makes the next
with ``evolve``. The supply is a ``FrozenMap``; names, order, the wealth deck, the chance tasks
and the round track's tiles are tuples; the solo record is a ``FrozenMap``; the market and the
quest offer and decks are ``FrozenMap``s of tuples (the market's ``up``, ``claims`` and
``spaces`` ``FrozenMap``s too), changed with ``changed``, ``appended`` and ``taken_out``. The
seats are a tuple of ``Seat`` records, changed with ``with_seat`` (``with_more`` adds to a
count): a seat's adventurers and active quests are tuples of ``Adventurer`` and ``QuestEntry``
records, its pool, stall uses and title uses ``FrozenMap``s (``economy.added``), its other
sequences (designs, bonus, hand, kept, end_bonuses) tuples. The pending choices are a tuple
of ``FrozenMap``s (``pending_entry``), changed with ``pushed``, ``popped`` and
``first_counted``. Nothing in a state changes after it is made, so states share every part
they have in common, and ``FWState.memo`` keeps the rules' answers about a state.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, TypeVar

from forgegames.core.codec import decode, saved_form
from forgegames.core.frozen import FrozenMap, frozen_record, once
from forgegames.core.frozen import evolve as record_evolve
from forgegames.core.title import CHANCE, TERMINAL
from forgegames.core.world import WORLD_ENTRY, carries_world
from forgegames.games.forge_war.mine import Mine
from forgegames.games.forge_war.mine_phase import MinePhase, Placement
from forgegames.games.forge_war.world import World, load_world

R = TypeVar("R")

PHASES = ("setup", "wealth", "place", "mine", "market", "quest", "rewards", "over")
UP_SLOTS = ("weapon", "bonus1", "bonus2", "single1", "single2")


CONTENT_VERSION = 2
"""Forge War's content version (``Title.content_version``): 2 since a solo player's two market
actions take two different spaces (``market.space_free``); 1 let them take the road or the
clerk twice a round."""


@saved_form(omit_default=("solo", "edition"))  # as before the solo game and versions
@carries_world(load_world)
@frozen_record
@dataclasses.dataclass(frozen=True)
class FWState:
    if TYPE_CHECKING:
        world: World
        """The data the game runs on: its title's world, carried, never saved
        (``core/world.py``)."""

    players: int
    names: tuple[str, ...]
    variant: str
    round: int
    phase: str
    order: tuple[int, ...]
    supply: FrozenMap[str, int]
    """Cubes left in the supply by resource (a ``FrozenMap``: a rule makes the new one)."""
    seats: tuple[Seat, ...]
    market: FrozenMap[str, Any]
    """The market (see the module's text): a ``FrozenMap`` of tuples and ``FrozenMap``s
    (``up``, ``claims``, ``spaces``); ``changed``, ``appended`` and ``taken_out`` make the
    new one."""
    quests: FrozenMap[str, tuple[str | None, ...]]
    """The quest offer and decks (see the module's text): ``changed``, ``appended`` and
    ``taken_out`` make the new map."""
    wealth_deck: tuple[str, ...]
    chance: tuple[tuple[Any, ...], ...]
    """The chance tasks still to resolve, first first (``queued`` adds some)."""
    pending: tuple[FrozenMap[str, Any], ...]
    """The choices seats must make before play goes on, first first (``pending_entry``;
    ``pushed``, ``popped`` and ``first_counted`` make the new tuple)."""
    turn: int = 0
    step: str = ""
    mine: Mine | None = None
    mphase: Placement | MinePhase | None = None
    adventurers_left: int = 0
    bonus_tiles: bool = False
    tiles: tuple[tuple[str, int], ...] = ()
    """Bonus tiles still on the round track: ``(tile id, placement index)`` (``stages``)."""
    solo: FrozenMap[str, Any] | None = None
    """The solo game's record (see the module's text), else None."""
    edition: int = CONTENT_VERSION
    """The content version the game is played under (``Title.content_version``)."""

    @once
    def memo(self) -> dict[str, Any]:
        """Answers the rules worked out about this very state (its legal actions, its chance
        outcomes), kept on it so that asking again costs nothing: the bot asks, then ``apply``
        checks the action against the same list. Never part of the state's value (not
        compared, copied or saved) and never handed on by ``evolve``."""
        return {}


@saved_form(omit_default=("title", "tokens"))  # the epic game's, as before it
@frozen_record
@dataclasses.dataclass(frozen=True)
class Adventurer:
    """An adventurer tile of a seat (``seat.advs``, a tuple of them, in the order hired)."""

    id: int
    """His number at the seat, from 0 (``next_adv`` is the next one's)."""
    level: int = 1
    quest: str | None = None
    """The quest he is on, or None."""
    weapon: str | None = None
    """The design of the weapon he carries (on a quest only), or None."""
    title: str | None = None
    """The epic game's champion title, or None (the JSON form then has no ``title``)."""
    tokens: int | None = None
    """Unrelenting's +1s on his weapon, or None (the JSON form then has no ``tokens``)."""


@saved_form(omit_default=("paid", "ahead", "start"))  # the epic game's, as before it
@frozen_record
@dataclasses.dataclass(frozen=True)
class QuestEntry:
    """An active quest on a seat's mat (``seat.quests``, a tuple of them, in the order
    taken)."""

    id: str
    pos: int
    """The steps behind the tracker (the current step is ``pos``)."""
    taken: int
    """The round it was taken in."""
    rushed: int = 0
    """The steps the road added this round (for the failure exception)."""
    paid: int | None = None
    """The epic game's slot cost paid for it (None in the simple game; not in its JSON)."""
    ahead: int | None = None
    """The steps an Expeditious start skipped, or None (the JSON form then has no ``ahead``)."""
    start: tuple[int, ...] | None = None
    """The adventurers on it since its first step, once management tracked them, or None."""


@saved_form(omit_default=("title_use",))  # the epic game's, as before it
@frozen_record
@dataclasses.dataclass(frozen=True)
class Seat:
    """A player's seat (``state.seats[i]``; see the module's text), its fields in the order of
    its JSON form. ``with_seat`` makes the changed state."""

    gold: int
    pool: FrozenMap[str, int]
    prestige: int
    advs: tuple[Adventurer, ...]
    next_adv: int
    designs: tuple[str, ...]
    bonus: tuple[str, ...]
    quests: tuple[QuestEntry, ...]
    completed: int
    hand: tuple[str, ...]
    kept: tuple[str, ...] | None
    stack: bool
    buys: int
    sells: int
    stall_uses: FrozenMap[str, int]
    extra_stall_uses: int
    end_bonuses: tuple[str, ...]
    title_use: FrozenMap[str, str] | None = None
    """The epic game's {title: quest} (Charming, Expeditious), else None (not in the JSON)."""

    @once
    def hand_hidden(self) -> Seat:
        """This seat as the others see it (``view``): its wealth hand face down. Kept on the
        record, which later states share until the seat changes: a view is made for every
        bot move."""
        return evolve(self, hand=("?",) * len(self.hand))

    @once
    def choice_hidden(self) -> Seat:
        """This seat as the others see it while the wealth cards are being chosen: its hand
        and its two kept cards face down, and whether it stacks them unknown."""
        assert self.kept is not None
        hidden = ("?",) * len(self.kept)
        return evolve(self, hand=("?",) * len(self.hand), kept=hidden, stack=False)


_QUICK: dict[type, tuple[tuple[str, ...], int]] = {
    FWState: (("memo",), len(dataclasses.fields(FWState))),
    Seat: (("hand_hidden", "choice_hidden"), len(dataclasses.fields(Seat))),
}
"""The records ``evolve`` makes itself: the values they remember (never handed on) and how
many fields they have."""


def evolve(record: R, **changes: Any) -> R:
    """``core.frozen.evolve``, in half the time for an ``FWState`` or a ``Seat`` (the rules
    make tens of thousands of them a game): after its fields, such a record holds only what it
    remembered (``once``: ``FWState.memo``, a seat's hidden forms), never handed on, and, a
    state, the world it carries, always handed on (``carries_world``). A record holding
    anything else there, a change naming no field (refused) and every other record go through
    the core's own."""
    quick = _QUICK.get(type(record))
    if quick is None or WORLD_ENTRY in changes:
        return record_evolve(record, **changes)
    values = record.__dict__.copy()
    for key in quick[0]:
        values.pop(key, None)
    size = len(values)
    if size - (WORLD_ENTRY in values) != quick[1]:
        return record_evolve(record, **changes)
    values.update(changes)
    if len(values) != size:
        return record_evolve(record, **changes)  # raises: a name that is no field
    new = _new(type(record))  # ``core.frozen.made``, without a call more
    _set(new, "__dict__", values)
    return new


_new = object.__new__
_set = object.__setattr__


def with_seat(state: FWState, seat: int, **changes: Any) -> FWState:
    """``state`` whose seat ``seat`` has ``changes`` (a new ``Seat``; the others are shared)."""
    return evolve(state, seats=seat_changed(state.seats, seat, **changes))


def seat_changed(seats: tuple[Seat, ...], seat: int, **changes: Any) -> tuple[Seat, ...]:
    """``seats`` whose seat ``seat`` has ``changes``: for a rule that changes other parts of
    the state too, in one ``evolve`` (``evolve(state, seats=..., supply=...)``)."""
    return (*seats[:seat], evolve(seats[seat], **changes), *seats[seat + 1 :])


def with_more(state: FWState, seat: int, **amounts: int) -> FWState:
    """``state`` whose seat ``seat`` has ``amounts`` added to its counts (``gold=2``)."""
    record = state.seats[seat]
    return with_seat(state, seat, **{k: getattr(record, k) + n for k, n in amounts.items()})


def whose_turn(state: FWState) -> int:
    """The seat to act, or CHANCE, or TERMINAL: a waiting reward choice first, then the mine's
    own turn order during placement and the mine phase, else player order."""
    if state.phase == "over":
        return TERMINAL
    if state.chance:
        return CHANCE
    if state.pending:
        return state.pending[0]["seat"]
    if state.phase in ("place", "mine"):
        assert state.mphase is not None and state.mphase.actor is not None
        return min(state.mphase.actor, state.players - 1) if state.solo else state.mphase.actor
    return state.order[state.turn]


def queued(state: FWState, tasks: Iterable[Iterable[Any]], first: bool = False) -> FWState:
    """``state`` with the chance ``tasks`` queued last (``first``: before every other)."""
    new = tuple(tuple(task) for task in tasks)
    return evolve(state, chance=new + state.chance if first else state.chance + new)


def changed(state: FWState, part: str, **entries: Any) -> FWState:
    """``state`` whose ``part`` (a ``FrozenMap`` field: ``"market"``, ``"quests"``) has
    ``entries`` (a new map, in the same key order, new keys last; the others are shared)."""
    return evolve(state, **{part: FrozenMap(getattr(state, part), **entries)})  # one copy


def appended(state: FWState, part: str, key: str, *items: Any) -> FWState:
    """``state`` with ``items`` added at the end of ``part``'s sequence ``key`` (a new one,
    added last, when there is none)."""
    return changed(state, part, **{key: (*getattr(state, part).get(key, ()), *items)})


def taken_out(state: FWState, part: str, key: str, item: Any) -> FWState:
    """``state`` without the first ``item`` of ``part``'s sequence ``key`` (ValueError when
    it holds none)."""
    return changed(state, part, **{key: without_one(getattr(state, part)[key], item)})


def without_one(items: tuple[Any, ...], item: Any) -> tuple[Any, ...]:
    """``items`` without its first ``item`` (ValueError when it holds none)."""
    at = items.index(item)
    return items[:at] + items[at + 1 :]


def frozen(value: Any) -> Any:
    """The frozen part of a JSON form: its dicts ``FrozenMap``s, its lists tuples (a part
    already frozen, a tuple, is read as the list it stands for)."""
    if isinstance(value, tuple):
        value = list(value)
    return decode(Any, value)


def pending_entry(seat: int, kind: str, count: int = 1, **extra: Any) -> FrozenMap[str, Any]:
    """A pending choice: ``seat`` must choose ``count`` of ``kind`` (``extra``: ``why``, ``adv``,
    ``advs``; a list given is kept as a tuple), keys in the order of its JSON form."""
    items = {k: tuple(v) if isinstance(v, list) else v for k, v in extra.items()}
    return FrozenMap(seat=seat, kind=kind, count=count, **items)


def pushed(state: FWState, seat: int, kind: str, count: int = 1, **extra: Any) -> FWState:
    """``state`` with a pending choice (``pending_entry``) queued last."""
    return evolve(state, pending=(*state.pending, pending_entry(seat, kind, count, **extra)))


def popped(state: FWState) -> FWState:
    """``state`` without its first pending choice (settled or declined)."""
    return evolve(state, pending=state.pending[1:])


def first_counted(state: FWState, count: int) -> FWState:
    """``state`` whose first pending choice has ``count`` left (taken off when none is)."""
    if count <= 0:
        return popped(state)
    return evolve(state, pending=(state.pending[0].with_item("count", count), *state.pending[1:]))


def new_seat(pool: dict[str, int], player_cards: list[str]) -> Seat:
    return Seat(
        *(0, FrozenMap(pool), 0, (), 0, tuple(player_cards), (), (), 0, (), None, False),
        *(0, 0, FrozenMap(), 0, ()),
    )


def check_edition(state: FWState) -> FWState:
    """``state`` read from a save, once its content version is known to be one there is."""
    if not 1 <= state.edition <= CONTENT_VERSION:
        raise ValueError(f"edition must be a content version from 1 to {CONTENT_VERSION}")
    return state
