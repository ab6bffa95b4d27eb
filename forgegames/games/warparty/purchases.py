"""Placement: buying units, cities, capital upgrades and research rolls, each refusal with its rule.

Prices follow inflation. An army without its capital's territory buys nothing. A unit needs the
upgrades and research its sheet names, finished on an earlier turn (in the quick-play set-up the
same turn will do); heroes (one of each kind an army) and tier-3 units are never bought again
once lost. One upgrade a turn (two in the quick-play set-up).
A summoning line brings its unit to the capital for free when it is complete.
"""

from __future__ import annotations

from typing import Any

from forgegames.core.errors import Refusal
from forgegames.core.frozen import once
from forgegames.core.i18n import N_, count, ntr, tr
from forgegames.core.title import Event
from forgegames.games.warparty import cities, nouns
from forgegames.games.warparty.actions import Buy, Found, Research, Upgrade
from forgegames.games.warparty.content import ArmySheet, UnitSheet
from forgegames.games.warparty.economy import price
from forgegames.games.warparty.model import army_name, side_of
from forgegames.games.warparty.state import (
    PHASE_SETUP,
    Army,
    Unit,
    WPState,
    evolve,
    replace_units,
    with_entry,
)
from forgegames.games.warparty.world import World

UPGRADES_PER_TURN = 1


def setting_up(state: WPState) -> bool:
    return state.phase == PHASE_SETUP


def _sheet(world: World, army: str) -> ArmySheet:
    return world.armies.sheets[army]


def has(state: WPState, world: World, army: str, need: str) -> bool:
    """True when ``army`` owns upgrade or finished research ``need`` from an earlier turn."""
    purse = state.army(army)
    if need in purse.bought and not setting_up(state):
        return False
    if need in purse.upgrades:
        return True
    line = _sheet(world, army).research.get(need)
    return line is not None and purse.points(need) >= line.points


def _missing(state: WPState, world: World, army: str, thing: str) -> str | None:
    sheet = _sheet(world, army)
    for need in sheet.requires.get(thing, ()):
        if has(state, world, army, need):
            continue
        card = sheet.upgrades[need] if need in sheet.upgrades else sheet.research[need]
        name = nouns.of(army, card).named
        if need in state.army(army).bought:
            return tr("{name} was only just completed: it serves from the next turn", name=name)
        return tr("it needs {name} first", name=name)
    return None


def line_open(state: WPState, world: World, army: str, line: str) -> bool:
    """True when ``army`` holds what research or summoning ``line`` needs (its upgrade,
    built in an earlier turn)."""
    return _missing(state, world, army, line) is None


def _afford(state: WPState, army: str, base: int) -> str | None:
    cost = price(state, base)
    have = state.army(army).treasury
    if cost > have:
        words = ntr(
            cost,
            "it costs {n} crown and the {army} have {have}",
            "it costs {n} crowns and the {army} have {have}",
            army=army_name(army),
            have=have,
        )
        return Refusal(words, rule="economy")
    return None


def capital_held(state: WPState, world: World, army: str) -> bool:
    return state.owner_of(world.geo.capital_of(army).id) == army


def _why_not_spend(state: WPState, world: World, army: str) -> str | None:
    if not capital_held(state, world, army):
        return tr(
            "the {army} have lost their capital's territory: no buying until retaken",
            army=army_name(army),
        )
    return None


def placement_places(state: WPState, world: World, army: str) -> list[str]:
    """Where ``army``'s new units may be placed: its finished cities whose territory its team
    controls and no enemy occupies (in the quick-play set-up also any territory it controls)."""
    out = []
    for territory, city in state.cities:
        if city.army == army and city.built and not city.captor and _usable(state, army, territory):
            out.append(territory)
    if setting_up(state):
        out += [t for t, a in state.owner if a == army and t not in out]
    return out


def _usable(state: WPState, army: str, territory: str) -> bool:
    holder = state.owner_of(territory)
    team = side_of(army)
    if not holder or side_of(holder) != team:
        return False  # an ally's control (after it freed the city) does not stop placement
    return all(side_of(u.army) == team for u in state.units_at(territory))


def why_not_buy(
    state: WPState, world: World, army: str, unit: str, place: str, places: list[str] | None = None
) -> str | None:
    """The rule that forbids the purchase, or None (``places``: ``placement_places`` when
    already known)."""
    sheet = _sheet(world, army)
    if unit not in sheet.units and unit not in sheet.aliases:
        return tr("the {army} have no unit called '{unit}'", army=army_name(army), unit=unit)
    kind = sheet.unit(unit)
    why = _not_sold(sheet, kind) or _why_not_spend(state, world, army)
    return why or _why_not_buy_now(state, world, army, kind, place, places)


def _for_sale(sheet: ArmySheet, kind: UnitSheet) -> bool:
    """Whether a unit may ever be bought (``_not_sold`` says why not; offers only ask)."""
    return kind.id not in sheet.summoned


def _not_sold(sheet: ArmySheet, kind: UnitSheet) -> str | None:
    """Why a unit is never bought, whatever the position."""
    if _for_sale(sheet, kind):
        return None
    if kind.id in sheet.summoned:
        return tr("{unit} is summoned, not bought", unit=nouns.of(sheet.file.army, kind).the)
    return None


def _why_not_buy_now(
    state: WPState,
    world: World,
    army: str,
    kind: UnitSheet,
    place: str,
    places: list[str] | None,
) -> str | None:
    """``why_not_buy`` for a unit that is sold, by an army that may spend."""
    why = _unit_barred(state, world, army, kind)
    if why:
        return why
    if place not in (places if places is not None else placement_places(state, world, army)):
        return tr("new units are placed in one of your own cities that no enemy holds")
    return _afford(state, army, kind.cost)


def may_field(state: WPState, world: World, army: str, unit: str) -> bool:
    """Whether ``army`` could buy a ``unit`` now given the crowns (it is sold, opened, and
    not a unique unit already fielded or lost)."""
    kind = _sheet(world, army).unit(unit)
    return _for_sale(_sheet(world, army), kind) and _unit_barred(state, world, army, kind) is None


def _unit_barred(state: WPState, world: World, army: str, kind: UnitSheet) -> str | None:
    """Why ``army`` may not buy a unit of ``kind`` now, wherever and whatever its treasury."""
    why = _missing(state, world, army, kind.id)
    if why:
        return why
    if kind.unique and _unique_taken(state, army, kind.id):
        return tr(
            "there is only one {unit}, and it cannot return once lost",
            unit=nouns.of(army, kind).named,
        )
    if setting_up(state):
        limit = world.content.quickplay.unit_limits.get(f"{army}/{kind.id}")
        owned = sum(1 for u in state.units if u.army == army and u.kind == kind.id)
        if limit is not None and owned >= limit:
            return ntr(
                limit,
                "at most {n} {unit} may be bought before play",
                "at most {n} {units} may be bought before play",
                unit=nouns.of(army, kind).label,
                units=nouns.of(army, kind).many,
            )
    return None


def _unique_taken(state: WPState, army: str, unit: str) -> bool:
    return unit in state.army(army).lost_unique or (army, unit) in state.fielded


def why_not_upgrade(state: WPState, world: World, army: str, upgrade: str) -> str | None:
    sheet = _sheet(world, army)
    if upgrade not in sheet.upgrades:
        return tr(
            "the {army} have no upgrade called '{upgrade}'", army=army_name(army), upgrade=upgrade
        )
    why = _upgrade_barred(state, world, army, upgrade)
    return why or _afford(state, army, sheet.upgrades[upgrade].cost)


def _upgrade_barred(state: WPState, world: World, army: str, upgrade: str) -> str | None:
    """Why ``army`` may not build ``upgrade`` now, whatever its treasury."""
    sheet = _sheet(world, army)
    purse = state.army(army)
    if upgrade in purse.upgrades:
        return tr("{name} is built already", name=nouns.of(army, sheet.upgrades[upgrade]).the)
    why = _why_not_spend(state, world, army) or _missing(state, world, army, upgrade)
    if why:
        return why
    allowed = world.content.quickplay.upgrades if setting_up(state) else UPGRADES_PER_TURN
    done = sum(1 for b in purse.bought if b in sheet.upgrades)
    if done >= allowed:
        words = ntr(
            allowed,
            "only {n} capital upgrade may be bought in a turn",
            "only {n} capital upgrades may be bought in a turn",
        )
        # (in short on the greyed row, where the sentence does not fit: ux32)
        return Refusal(words, short=ntr(allowed, "{n} upgrade a turn", "{n} upgrades a turn"))
    return None


def _rolls_made(purse: Army, line: str) -> int:
    return sum(1 for b in purse.bought if b == f"roll:{line}")


def why_not_research(state: WPState, world: World, army: str, line: str) -> str | None:
    sheet = _sheet(world, army)
    if line not in sheet.research:
        return tr("the {army} have no research called '{line}'", army=army_name(army), line=line)
    why = _research_barred(state, world, army, line)
    return why or _afford(state, army, sheet.research[line].roll_cost)


def _research_barred(state: WPState, world: World, army: str, line: str) -> str | None:
    """Why ``army`` may not pay for a roll on research ``line`` now, whatever its treasury."""
    sheet = _sheet(world, army)
    card = sheet.research[line]
    purse = state.army(army)
    if purse.points(line) >= card.points:
        return tr("{name} is complete", name=nouns.of(army, card).named)
    why = _why_not_spend(state, world, army) or _missing(state, world, army, line)
    if why:
        return why
    allowed = card.rolls_per_turn
    if setting_up(state):
        allowed = _early_rolls(world, army, line)
        early = next(
            (e for e in world.content.quickplay.research_before_play if e.army == army), None
        )
        if early and early.needs and early.needs not in purse.upgrades:
            needed = nouns.of(army, sheet.upgrades[early.needs]).the
            return tr("a roll before play needs {name} first", name=needed)
        spent = sum(_rolls_made(purse, other) for other in (early.lines if early else ()))
        if spent >= allowed:
            return tr("no more research rolls before play")
    elif sum(_rolls_made(purse, other) for other in sheet.research) >= allowed:
        # the limit is the army's, shared by its lines (docs/rulings.md: How research works)
        rolls = count(allowed, "research roll", "research rolls")
        return tr("the {army} may make {rolls} a turn", army=army_name(army), rolls=rolls)
    return None


def _early_rolls(world: World, army: str, line: str) -> int:
    for early in world.content.quickplay.research_before_play:
        if early.army == army and line in early.lines:
            return early.rolls
    return 0


def why_not_found(state: WPState, world: World, army: str, place: str) -> str | None:
    if place not in world.geo.by_id:
        return tr("there is no territory called '{place}'", place=place)
    if setting_up(state):
        return None  # the quick-play set-up has its own placement rule (start.py)
    why = _why_not_spend(state, world, army) or cities.why_not_found(
        state, world.geo, army, place, world.retreat_sits_out, world.city_limit, world.armies
    )
    return why or _afford(state, army, world.content.economy.cities.cost)


def purchases(state: WPState, world: World, army: str) -> list:
    """Every purchase ``army`` may make now (units in each placement city, cities, upgrades,
    research rolls): the offers its treasury does not decide (``offers``) that it can pay.
    The list is shared: not to be changed."""
    money = state.army(army).treasury
    found = offers(state, world, army)
    known = found.affordable.get(money)
    if known is None:
        known = found.affordable[money] = [
            a for section in found for a, cost in section if cost <= money
        ]
    return known


Offer = tuple[Any, int]
"""A purchase and its price."""


class Offers(tuple[tuple[Offer, ...], ...]):
    """Units (in each placement city), cities, upgrades, research rolls: each purchase that only
    the treasury may still forbid, with its price; four sections. They remember ``purchases``
    by treasury (an army's offers and treasury stay the same while its ally buys, and are
    handed on from state to state: see ``_carry``)."""

    @once
    def affordable(self) -> dict[int, list]:
        return {}


NO_OFFERS = Offers(((), (), (), ()))


def offers(state: WPState, world: World, army: str) -> Offers:
    """``army``'s offers, remembered for the state (a purchase hands them on: see ``_carry``).
    Each purchase is judged by the rules that explain refusals, all but the price."""
    key = ("offers", army)
    found = state.memo.get(key)
    if found is None:
        found = state.memo[key] = work_out_offers(state, world, army)
    return found


def work_out_offers(state: WPState, world: World, army: str) -> Offers:
    if _why_not_spend(state, world, army):
        return NO_OFFERS
    return Offers(
        (
            _unit_offers(state, world, army),
            _city_offers(state, world, army),
            _upgrade_offers(state, world, army),
            _research_offers(state, world, army),
        )
    )


def _unit_offers(state: WPState, world: World, army: str) -> tuple[Offer, ...]:
    places = placement_places(state, world, army)
    if not places:
        return ()
    sheet = _sheet(world, army)
    out: list[Offer] = []
    for kind in sheet.units.values():
        if not _for_sale(sheet, kind) or _unit_barred(state, world, army, kind):
            continue
        cost = price(state, kind.cost)
        out += [(Buy(army, kind.id, p), cost) for p in places]
    return tuple(out)


def _city_offers(state: WPState, world: World, army: str) -> tuple[Offer, ...]:
    if setting_up(state):
        return ()  # the quick-play set-up has its own placement rule (start.py)
    cost = price(state, world.content.economy.cities.cost)
    return tuple((Found(army, t), cost) for t in _city_sites(state, world, army))


def _upgrade_offers(state: WPState, world: World, army: str) -> tuple[Offer, ...]:
    cards = _sheet(world, army).upgrades
    return tuple(
        (Upgrade(army, u), price(state, card.cost))
        for u, card in cards.items()
        if _upgrade_barred(state, world, army, u) is None
    )


def _research_offers(state: WPState, world: World, army: str) -> tuple[Offer, ...]:
    cards = _sheet(world, army).research
    return tuple(
        (Research(army, r), price(state, card.roll_cost))
        for r, card in cards.items()
        if _research_barred(state, world, army, r) is None
    )


def _carry(
    before: WPState, after: WPState, world: World, army: str, changed: UnitSheet | str | None
) -> None:
    """Hand ``before``'s offers on to ``after``, the state a purchase of ``army`` made: the other
    armies' as they are (nothing one army buys changes what another may buy); ``army``'s when
    the purchase was a unit (``changed``: its kind, judged again: it may have been the only one
    of its kind, or the last allowed before play), a city (``changed``: "cities", whose sites
    are judged again), or, once play has begun, an upgrade or a research roll ("upgrades",
    "research": that section judged again; what they complete serves from the next turn only,
    see ``has``, so nothing else changes), else worked out afresh when asked."""
    memo, known = after.memo, before.memo
    for other in world.armies.sheets:
        found = known.get(("offers", other))
        if found is not None and other != army:
            memo["offers", other] = found
    found = known.get(("offers", army))
    if found is None or changed is None:
        return
    units, sites, upgrades, research = found
    if changed == "cities":
        sites = _city_offers(after, world, army)
    elif changed in ("upgrades", "research"):
        if setting_up(after):
            return  # prerequisites serve the same turn in the set-up: all judged afresh
        if changed == "upgrades":
            upgrades = _upgrade_offers(after, world, army)
        else:
            research = _research_offers(after, world, army)
    elif (
        isinstance(changed, UnitSheet)
        and (changed.unique or setting_up(after))
        and _unit_barred(after, world, army, changed)
    ):
        units = tuple(o for o in units if o[0].unit != changed.id)
    memo["offers", army] = Offers((units, sites, upgrades, research))


def _city_sites(state: WPState, world: World, army: str) -> list[str]:
    """Where ``army`` may found a city now, its treasury aside: the territories it controls on
    its ground without a city, each asked of ``cities.why_not_found`` (which also wants a unit
    of the army there); sorted. (Control markers are far fewer than units.)"""
    ground = cities.city_ground(army)
    by_id = world.geo.by_id
    city = state.city
    return sorted(
        t
        for t, holder in state.owner
        if holder == army
        and by_id[t].terrain == ground
        and city(t) is None
        and found_here(state, world, army, t)
    )


def found_here(state: WPState, world: World, army: str, territory: str) -> bool:
    """True when ``army`` may found a city on ``territory`` now (``cities.why_not_found``)."""
    why = cities.why_not_found(
        state, world.geo, army, territory, world.retreat_sits_out, world.city_limit, world.armies
    )
    return why is None


def _pay(state: WPState, army: str, base: int, note: str | None = None) -> WPState:
    purse = state.army(army)
    bought = purse.bought + ((note,) if note else ())
    purse = evolve(purse, treasury=purse.treasury - price(state, base), bought=bought)
    return evolve(state, armies=with_entry(state.armies, army, purse))


def buy(state: WPState, world: World, action: Buy) -> tuple[WPState, list[Event]]:
    kind = _sheet(world, action.army).unit(action.unit)
    before = state
    state = _pay(state, action.army, kind.cost)
    unit = Unit(state.next_uid, action.army, kind.id, action.place, start=action.place, moved=True)
    state = replace_units(state, [unit], next_uid=state.next_uid + 1)  # added at the end
    _carry(before, state, world, action.army, kind)
    text = tr(
        "The {army} buy {unit} for {cost} in {place}.",
        army=army_name(action.army),
        unit=nouns.of(action.army, kind).a,
        cost=count(price(state, kind.cost), "crown", "crowns"),
        place=nouns.land(world.geo, action.place).the,
    )
    return state, [Event(text, state.seat_of(action.army), "move")]


def upgrade(state: WPState, world: World, action: Upgrade) -> tuple[WPState, list[Event]]:
    sheet = _sheet(world, action.army)
    card = sheet.upgrades[action.upgrade]
    before = state
    state = _pay(state, action.army, card.cost, card.id)
    purse = state.army(action.army)
    purse = evolve(purse, upgrades=(*purse.upgrades, card.id))
    state = evolve(state, armies=with_entry(state.armies, action.army, purse))
    _carry(before, state, world, action.army, None if card.id in sheet.research else "upgrades")
    words = (
        N_("The {army} build {name} (+{n} income from next turn).")
        if card.income
        else N_("The {army} build {name}.")
    )
    name = nouns.of(action.army, card).the
    text = tr(words, army=army_name(action.army), name=name, n=card.income)
    return state, [Event(text, state.seat_of(action.army), "move")]


def pay_research(state: WPState, world: World, action: Research) -> tuple[WPState, list[Event]]:
    card = _sheet(world, action.army).research[action.line]
    before = state
    state = _pay(state, action.army, card.roll_cost, f"roll:{card.id}")
    state = evolve(state, rolling=f"{action.army}/{card.id}")
    _carry(before, state, world, action.army, "research")
    cost = count(price(state, card.roll_cost), "crown", "crowns")
    text = tr(
        "The {army} pay {cost} for a roll towards {name}.",
        army=army_name(action.army),
        cost=cost,
        name=nouns.of(action.army, card).named,
    )
    return state, [Event(text, state.seat_of(action.army), "move")]


def research_roll(state: WPState, world: World, value: int) -> tuple[WPState, list[Event]]:
    """The die of a paid research roll: its face adds to the line's points."""
    army, _, line = state.rolling.partition("/")
    state = evolve(state, rolling="")
    words = N_("Rolled {roll}: {name} at {points} of {total} points.")
    return add_points(state, world, army, line, value, words)


def add_points(
    state: WPState, world: World, army: str, line: str, value: int, words: str, kind: str = "chance"
) -> tuple[WPState, list[Event]]:
    """``value`` points more on ``army``'s research or summoning ``line`` (a die's face, or
    a Summon spell's bonus), told in ``words`` (``roll``, ``name``, ``points``, ``total``);
    a line completed opens its unit, or brings it when summoned."""
    card = _sheet(world, army).research[line]
    before = state
    purse = state.army(army)
    points = min(card.points, purse.points(line) + value)
    research = with_entry(purse.research, line, points)
    purse = evolve(purse, research=research)
    state = evolve(state, armies=with_entry(state.armies, army, purse))
    text = tr(
        words,
        roll=value,
        name=nouns.of(army, card).named,
        points=points,
        total=card.points,
    )  # a language may start with the line's name and its article: a sentence starts capitalised
    events = [Event(nouns.capitalised(text), state.seat_of(army), kind)]
    if points >= card.points:
        purse = evolve(purse, bought=(*purse.bought, line))
        state = evolve(state, armies=with_entry(state.armies, army, purse))
        state, more = _complete(state, world, army, card.unlocks, card.kind)
        events += more
    same_name = line in _sheet(world, army).upgrades  # would count as an upgrade bought
    _carry(before, state, world, army, None if same_name else "research")
    return state, events


def _complete(
    state: WPState, world: World, army: str, unit_id: str, kind: str
) -> tuple[WPState, list[Event]]:
    name = nouns.of(army, _sheet(world, army).unit(unit_id)).the
    if kind != "summoning":
        text = tr(
            "The {army} can buy {unit} from their next turn on.",
            army=army_name(army),
            unit=name,
        )
        return state, [Event(text, state.seat_of(army))]
    capital = world.geo.capital_of(army).id
    unit = Unit(state.next_uid, army, unit_id, capital, start=capital, moved=True)
    state = evolve(state, units=(*state.units, unit), next_uid=state.next_uid + 1)
    text = tr(
        "The {army} summon {unit}: it rises in their capital.", army=army_name(army), unit=name
    )
    return state, [Event(text, state.seat_of(army))]


def found(state: WPState, world: World, action: Found) -> tuple[WPState, list[Event]]:
    before = state
    if not setting_up(state):
        state = _pay(state, action.army, world.content.economy.cities.cost)
    state = cities.found(state, action.army, action.place)
    _carry(before, state, world, action.army, "cities")
    name = nouns.land(world.geo, action.place).the
    text = tr(
        "The {army} found a city in {place} (two turns to build).",
        army=army_name(action.army),
        place=name,
    )
    return state, [Event(text, state.seat_of(action.army), "move")]
