"""What the board tells a newcomer about income (playtest 7, item 2): the land in reach that
one unit claims without a fight, and what each army's income is made of."""

from __future__ import annotations

import dataclasses

from forgegames.core import registry
from forgegames.games.warparty import board_info, start
from forgegames.games.warparty.economy import income, income_parts
from forgegames.games.warparty.moves import movable
from forgegames.games.warparty.state import City, Unit


def opening():
    world = registry.get("warparty").world
    state = start.new_state(world, 2, "standard")
    state, _ = start.rolled_off(state, world, "good")
    state, _ = start.ordered(state, world, True)
    return world, state


def test_claims_are_empty_unheld_land_in_reach_most_valuable_first() -> None:
    world, state = opening()
    claims = board_info.claims_in_reach(state, world, limit=50)
    assert claims, "the opening has land in reach"
    team = board_info.SIDES[state.side]
    owner = dict(state.owner)
    for claim in claims:
        place = world.geo.by_id[claim.place]
        assert owner.get(claim.place, "") not in team and not state.units_at(claim.place)
        assert place.value == claim.value > 0
        assert place.terrain not in ("lake",)
        if place.terrain in ("forest", "mountain"):  # only the army at home there holds it
            assert (claim.army, place.terrain) in (("dwarves", "mountain"), ("goblins", "forest"))
        unit = next(u for u in movable(state) if u.place == claim.source and u.army == claim.army)
        assert claim.place in board_info.destinations(state, world, (unit.uid,))
    values = [c.value for c in claims]
    assert values == sorted(values, reverse=True)
    assert board_info.claims_in_reach(state, world, limit=2) == claims[:2]


def test_land_a_unit_stands_in_is_no_claim() -> None:
    world, state = opening()
    first = board_info.claims_in_reach(state, world, limit=1)[0]
    uid = state.next_uid
    taken = dataclasses.replace(
        state,
        units=(*state.units, Unit(uid, "goblins", "warrior", first.place, start=first.place)),
        next_uid=uid + 1,
    )
    assert first.place not in {c.place for c in board_info.claims_in_reach(taken, world, 50)}


def test_income_parts_add_up_to_the_income() -> None:
    world, state = opening()
    geo, armies = world.geo, world.armies
    owner = dict(state.owner)
    field = next(t.id for t in geo.territories if t.id not in owner and t.terrain == "plains")
    owner[field] = "humans"
    city = City("humans", built=True)
    state = dataclasses.replace(
        state, owner=tuple(sorted(owner.items())), cities=(*state.cities, (field, city))
    )
    state = dataclasses.replace(state, cities=tuple(sorted(state.cities)))
    for army in board_info.ARMIES:
        parts = income_parts(state, geo, armies, army)
        assert parts.total == income(state, geo, armies, army)
    humans = income_parts(state, geo, armies, "humans")
    assert humans.cities == 1 and humans.lands == 2 and humans.from_cities == 4
    capital = geo.capital_of("humans").id
    lost = dataclasses.replace(
        state, owner=tuple((t, "goblins" if t == capital else a) for t, a in state.owner)
    )
    parts = income_parts(lost, geo, armies, "humans")
    assert parts.capital_lost and parts.total == 0 == income(lost, geo, armies, "humans")
