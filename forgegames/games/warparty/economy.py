"""Collection: conquering territory, each army's income, and inflation.

Income is what the collection board shows: the value of every territory the army controls,
+4 for each of its finished cities it holds, and its upgrades' bonuses; an army that has lost
its capital's territory collects nothing. Prices double once an army collects 45 or more
(resource depletion) and quadruple at 57 (bleeding the land dry), from the turn after; when the
team that moves first reaches a level, the other team still buys once at the old prices.
"""

from __future__ import annotations

import dataclasses

from forgegames.core.i18n import N_, count, tr
from forgegames.core.title import Event
from forgegames.games.warparty import nouns
from forgegames.games.warparty.content_map import Board
from forgegames.games.warparty.model import (
    HOME_GROUND,
    SIDES,
    Armies,
    army_name,
    other_side,
    possessive,
    side_of,
    team_name,
)
from forgegames.games.warparty.state import WPState, evolve, with_entry

CITY_INCOME = 4
DEPLETION = ((57, 4), (45, 2))
"""Collection levels and the price multiplier each brings, highest first."""


def may_hold(army: str, terrain: str, lake: bool = False) -> bool:
    """Rough terrain is held only by the army at home there (mountains: dwarves; forests:
    goblins); plains by anyone; the lake by nobody (only the airship stops over it), unless
    ``lake`` (``World.lake_held``, content version 1: by anyone, as plains)."""
    if terrain == "lake":
        return lake
    return terrain not in ("forest", "mountain") or HOME_GROUND.get(army) == terrain


def conquer(
    state: WPState, geo: Board, side: str, holder_first: bool = True, lake: bool = False
) -> tuple[WPState, list[Event]]:
    """Place the side's control markers where its units ended the turn (not retreated ones).

    Allied markers stay; an enemy marker is removed; rough terrain the army cannot hold is only
    de-conquered, and the lake is nobody's. Where both armies of the team stand, an army that
    may hold the ground takes it (a player may not decline a conquest), and if both may, the one
    with more units there (ties: the team's first army). A capital retaken by its owner's ally
    goes back to its owner. (``holder_first`` False, ``World.holder_conquers``: the one with
    more units there takes it, whether it may hold the ground or not; ``lake``,
    ``World.lake_held``: the lake is held as plains are.)
    """
    events: list[Event] = []
    owner = dict(state.owner)
    present: dict[str, dict[str, int]] = {}
    team = SIDES[side]
    for u in state.units:
        if not u.across and not u.retreated and u.army in team:
            counts = present.get(u.at)
            if counts is None:
                present[u.at] = {u.army: 1}
            else:
                counts[u.army] = counts.get(u.army, 0) + 1
    for territory, counts in sorted(present.items()):
        held = owner.get(territory, "")
        if held and side_of(held) == side:
            continue
        if any(side_of(u.army) != side for u in state.units_at(territory)):
            continue  # still contested
        place = geo.by_id[territory]
        army = max(team, key=lambda a: _claim(a, counts, place.terrain, team, holder_first, lake))
        if place.capital in SIDES[side]:
            army = place.capital  # the ally who owned it gets city and territory back
        name = nouns.land(geo, territory).the
        if held:
            owner.pop(territory)
        if may_hold(army, place.terrain, lake):
            owner[territory] = army
            if held:
                text = tr(
                    "The {army} take {place} from the {held}.",
                    army=army_name(army),
                    place=name,
                    held=army_name(held),
                )
            else:
                text = tr(
                    "The {army} conquer {place} (worth {n}).",
                    army=army_name(army),
                    place=name,
                    n=place.value,
                )
            events.append(Event(text, state.seat_of(army)))
        elif held:
            cleared = tr(
                "The {army} remove the {whose} control marker from {place} (they cannot hold "
                "its rough ground).",
                army=army_name(army),
                whose=possessive(held),
                place=name,
            )
            events.append(Event(cleared, state.seat_of(army)))
    return evolve(state, owner=tuple(sorted(owner.items()))), events


def _claim(
    army: str,
    counts: dict[str, int],
    terrain: str,
    team: tuple[str, ...],
    holder_first: bool,
    lake: bool,
) -> tuple:
    """How strongly ``army`` claims ground where its team stands (the highest takes it): an
    army with units there that may hold the ground first (``holder_first``), then more units,
    then team order."""
    here = counts.get(army, 0)
    return (holder_first and here > 0 and may_hold(army, terrain, lake), here, -team.index(army))


@dataclasses.dataclass(frozen=True)
class IncomeParts:
    """Where an army's income comes from: ``lands`` territories worth ``land`` together,
    ``cities`` finished cities (``CITY_INCOME`` each), its upgrades' ``bonus``; nothing at all
    while it has lost its capital (``capital_lost``)."""

    lands: int
    land: int
    cities: int
    bonus: int
    capital_lost: bool = False

    @property
    def from_cities(self) -> int:
        return self.cities * CITY_INCOME

    @property
    def total(self) -> int:
        return 0 if self.capital_lost else self.land + self.from_cities + self.bonus


def income_parts(state: WPState, geo: Board, armies: Armies, army: str) -> IncomeParts:
    """Each part of what ``army`` collects this turn (``income`` is their sum)."""
    capital = geo.capital_of(army).id
    lost = state.owner_of(capital) != army
    land = _land(geo, state.owner).get(army, 0)
    lands = sum(1 for _, holder in state.owner if holder == army)
    return IncomeParts(lands, land, _cities(state, army), _bonus(state, armies, army), lost)


def income(state: WPState, geo: Board, armies: Armies, army: str) -> int:
    """What ``army`` collects this turn."""
    capital = geo.capital_of(army).id
    if state.owner_of(capital) != army:
        return 0
    land = _land(geo, state.owner).get(army, 0)
    return land + _cities(state, army) * CITY_INCOME + _bonus(state, armies, army)


def _cities(state: WPState, army: str) -> int:
    """How many of ``army``'s finished cities it holds (its capital aside)."""
    return sum(
        1
        for _, city in state.cities
        if city.army == army and city.built and not city.captor and not city.capital
    )


def _bonus(state: WPState, armies: Armies, army: str) -> int:
    """The income ``army``'s upgrades and its Tax of the Magi casts add."""
    upgrades = armies.sheets[army].upgrades
    found = sum(upgrades[u].income for u in state.army(army).upgrades if u in upgrades)
    return found + tax_income(state, army) if state.spent else found


def tax_income(state: WPState, army: str) -> int:
    """What Tax of the Magi adds to ``army``'s collection for good: each cast's bonus, as
    recorded in ``WPState.spent``; an income figure, so never inflated (4. Costs)."""
    parts = (e.split(":") for e in state.spent)
    return sum(int(p[3]) for p in parts if p[0] == army and p[2] == "tax-of-the-magi")


def _land(geo: Board, owner: tuple[tuple[str, str], ...]) -> dict[str, int]:
    """The value of the land each army controls, remembered by the board for the last few
    control tuples (the states of a turn share theirs)."""
    known = geo.derived.get("land")
    if known is None:
        known = geo.derived["land"] = {}
    land = known.get(owner)
    if land is None:
        land = {}
        for territory, army in owner:
            land[army] = land.get(army, 0) + geo.by_id[territory].value
        if len(known) >= LAND_KEPT:
            known.clear()
        known[owner] = land
    return land


LAND_KEPT = 16


def team_income(state: WPState, geo: Board, armies: Armies, side: str) -> int:
    return sum(income(state, geo, armies, a) for a in SIDES[side])


def collect(state: WPState, geo: Board, armies: Armies, army: str) -> tuple[WPState, list[Event]]:
    """Add ``army``'s income to its treasury and raise inflation if it collected enough."""
    amount = income(state, geo, armies, army)
    purse = state.army(army)
    purse = evolve(purse, treasury=purse.treasury + amount)
    state = evolve(state, armies=with_entry(state.armies, army, purse))
    crowns = count(amount, "crown", "crowns")
    collected = tr("The {army} collect {crowns}.", army=army_name(army), crowns=crowns)
    events = [Event(collected, state.seat_of(army))]
    for level, multiplier in DEPLETION:
        if amount >= level and multiplier > max(state.inflation, state.inflation_due):
            state = evolve(state, inflation_due=multiplier)
            events.append(Event(_inflation_words(multiplier, state, army), state.seat_of(army)))
            break
    return state, events


_INFLATION_WORDS = {
    2: N_(
        "Resource depletion: the {army} collected {n} or more, so every price is multiplied by "
        "{times} from the {team} team's next turn."
    ),
    4: N_(
        "The land is bled dry: the {army} collected {n} or more, so every price is multiplied by "
        "{times} from the {team} team's next turn."
    ),
}
_GRACE_WORDS = {
    2: N_(
        "Resource depletion: the {army} collected {n} or more, so every price is multiplied by "
        "{times} from the {team} team's next turn (the {other} team still buys once at old "
        "prices)."
    ),
    4: N_(
        "The land is bled dry: the {army} collected {n} or more, so every price is multiplied by "
        "{times} from the {team} team's next turn (the {other} team still buys once at old "
        "prices)."
    ),
}
"""The price rise's log line, by multiplier; the grace words when the first team raised it."""


def _inflation_words(multiplier: int, state: WPState, army: str) -> str:
    words = _GRACE_WORDS if side_of(army) == state.first else _INFLATION_WORDS
    return tr(
        words[multiplier],
        army=army_name(army),
        n=DEPLETION[0][0] if multiplier == 4 else 45,
        times=multiplier,
        team=team_name(state.first),
        other=team_name(other_side(state.first)),
    )


def start_side_turn_prices(state: WPState) -> WPState:
    """Apply a due price rise at the start of a side turn, keeping the first team's grace turn:
    when the first-moving team raised it, the other team's next turn still uses old prices."""
    if state.inflation_due <= state.inflation:
        return state
    if state.side != state.first:
        return state  # the second team buys once more at the old prices
    return evolve(state, inflation=state.inflation_due)


def price(state: WPState, base: int) -> int:
    return base * state.inflation
