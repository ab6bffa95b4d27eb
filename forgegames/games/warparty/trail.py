"""What the other seats did on the map between two of a seat's turns, worked out from the
states the game went through (playtest 29: "once the computer's turn is over there is no trace
of its moves on the map"). The board draws it as arrows; the facts are the engine's: where
each unit stood before and after each move, where battles ended and who stood there after,
which territories changed hands. Pure: no pygame, no words."""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Sequence

from forgegames.games.warparty.model import side_of
from forgegames.games.warparty.state import WPState


@dataclasses.dataclass(frozen=True)
class Step:
    """``count`` units of ``army`` went from ``start`` to ``end`` (places: a territory, or a
    stream as ``a|b``) in one move (a retreat or a flight is a move too)."""

    army: str
    start: str
    end: str
    count: int


@dataclasses.dataclass(frozen=True)
class Clash:
    """A battle ended at ``place``; ``winner``: the army standing there once the trail ends
    (the most units of the winning side), "" when nobody does (both sides destroyed)."""

    place: str
    winner: str


@dataclasses.dataclass(frozen=True)
class Trail:
    """The moves, battles and territories taken (``taken``: territory and its new owner)."""

    steps: tuple[Step, ...] = ()
    clashes: tuple[Clash, ...] = ()
    taken: tuple[tuple[str, str], ...] = ()

    def __bool__(self) -> bool:
        return bool(self.steps or self.clashes or self.taken)


def own_move(before: WPState, seat: int) -> bool:
    """Whether a move ``seat`` made from ``before`` belongs to its own turn (one of its
    armies acts), not to an answer in another team's turn (a defender's choice in a battle)."""
    return 0 <= seat < len(before.seats) and before.actor in before.seats[seat]


def trail(states: Sequence[WPState]) -> Trail:
    """What happened between consecutive ``states`` (oldest first): each group of units that
    changed place in one move, by army, from and to (the same group twice adds up), every
    battle that ended (not a ranged attack's volley, not a dungeon's), and the territories
    whose owner changed from the first state to the last, with their new owner."""
    if len(states) < 2:
        return Trail()
    groups: Counter[tuple[str, str, str]] = Counter()
    fought: list[str] = []
    for before, after in zip(states, states[1:], strict=False):
        if before.units is not after.units:
            old = {u.uid: u.place for u in before.units}
            for unit in after.units:
                was = old.get(unit.uid)
                if was is not None and was != unit.place:
                    groups[(unit.army, was, unit.place)] += 1
        ended = before.battle is not None and after.battle is None
        if ended and before.fight and not before.battle.volley and before.delve is None:
            fought.append(before.fight)
    first, last = states[0], states[-1]
    steps = tuple(Step(army, a, b, n) for (army, a, b), n in groups.items())
    clashes = tuple(Clash(place, _holder(last, place)) for place in dict.fromkeys(fought))
    places = {t for t, _ in first.owner} | {t for t, _ in last.owner}
    taken = tuple(
        (t, last.owner_of(t))
        for t in sorted(places)
        if last.owner_of(t) and last.owner_of(t) != first.owner_of(t)
    )
    return Trail(steps, clashes, taken)


def _holder(state: WPState, place: str) -> str:
    """The army with the most units at ``place`` of the side holding it ("" for none)."""
    armies = Counter(u.army for u in state.units_at(place))
    if not armies or len({side_of(a) for a in armies}) > 1:
        return ""
    return armies.most_common(1)[0][0]
