"""What a Warparty state remembers about its spells, secrets and units (issue 37's speed-ups)
gives the answers worked out from scratch.

``WPState.spellbook`` (the heroes' chosen spells, read once) with ``heroes.casters``,
``cast_entries``, ``explorers`` (handed on by ``replace_units``), ``fielded`` and
``fought_armies``, and the secrets each seat's view hides (``hidden.hide_secrets``,
remembered while the secret fields stay): random games are played and every state is checked
against plain readings of its fields.
"""

from __future__ import annotations

import dataclasses

import pytest
from wpfixtures import position

from forgegames.core import registry
from forgegames.core.frozen import evolve
from forgegames.core.replay import NO_SEAT
from forgegames.core.session import Session
from forgegames.core.simulate import bot_config
from forgegames.games.warparty import heroes, hidden
from forgegames.games.warparty.state import WPState, replace_units

TITLE = registry.get("warparty")

GAMES = [(2, "standard", 1), (3, "standard", 4), (4, "quick-play-short", 7)]


def chosen_by_prefix(state: WPState, unit) -> list[str]:
    """The spells ``unit`` chose, read from ``spells`` entry by entry."""
    prefix = f"{unit.uid}:"
    held = dict(state.spells).get(unit.army, ())
    return [entry[len(prefix) :] for entry in held if entry.startswith(prefix)]


def view_from_scratch(state: WPState, seat: int) -> WPState:
    """``seat``'s view: every secret of another seat's armies hidden, Eye of the Explorer's
    mark taken off their priests."""
    mine = set(state.seats[seat]) if 0 <= seat < len(state.seats) else set()
    changes = {}
    for name in hidden.SECRET_FIELDS:
        pairs = getattr(state, name)
        changes[name] = tuple(
            (army, v if army in mine else hidden.hidden_like(v)) for army, v in pairs
        )
    changes["units"] = tuple(
        evolve(u, explorer=False) if u.explorer and u.army not in mine else u for u in state.units
    )
    return dataclasses.replace(state, **changes)


def check(state: WPState) -> dict[str, int]:
    again = dataclasses.replace(state)  # nothing remembered
    for unit in state.units:
        assert heroes.chosen(state, unit) == chosen_by_prefix(again, unit)
    assert heroes.casters(state) == [
        (u, tuple(chosen_by_prefix(again, u))) for u in state.units if chosen_by_prefix(again, u)
    ]
    entries = [tuple(e.split(":")) for e in state.cast]
    assert state.cast_entries == tuple((int(u), s, int(r)) for u, s, r in entries)
    assert state.explorers == tuple(i for i, u in enumerate(state.units) if u.explorer)
    assert state.fielded == {(u.army, u.kind) for u in state.units}
    assert state.fought_armies == {u.army for u in state.units if u.fought}
    for seat in (*range(len(state.seats)), NO_SEAT):
        view = TITLE.view(state, seat)
        assert view == view_from_scratch(again, seat)
        assert TITLE.view(state, seat) == view  # asked again: the remembered answer
        for unit in view.units:  # another seat's choices are hidden from this one
            assert heroes.chosen(view, unit) == chosen_by_prefix(view, unit)
    return {"explorers": bool(state.explorers), "cast": bool(state.cast)}


@pytest.mark.parametrize(("players", "variant", "seed"), GAMES)
def test_what_a_state_remembers_is_what_its_fields_say(players, variant, seed) -> None:
    session = Session(TITLE, bot_config(TITLE, players, variant, ["random"]), seed)
    session.resolve_chance()
    seen = {"explorers": 0, "cast": 0, "hidden spells": 0}
    while not session.over:
        state = session.state
        for key, value in check(state).items():
            seen[key] += value
        seen["hidden spells"] += bool(state.spells) and TITLE.view(state, 0).spells != state.spells
        session.apply(session.bot_action())
    # the games reach the cases checked: priests with Eye of the Explorer, spells cast, and
    # spells one seat holds and another's view hides
    assert min(seen.values()) >= 10, seen


def test_the_spellbook_reads_each_heroes_spells_and_skips_hidden_entries() -> None:
    state = position(("humans", "wizard", "field"), ("humans", "wizard", "field"))
    held = ("2:heal", "1:fireball", "?", "01:speed", "x:fear", "2:heal", "1:fireball")
    state = evolve(state, spells=(("humans", held), ("goblins", ("?", "?"))))
    assert state.spellbook == {
        "humans": {2: ("heal", "heal"), 1: ("fireball", "fireball")},
        "goblins": {},
    }
    assert heroes.chosen(state, state.unit(1)) == ["fireball", "fireball"]
    assert heroes.chosen(state, state.unit(2)) == ["heal", "heal"]
    assert [(u.uid, spells) for u, spells in heroes.casters(state)] == [
        (1, ("fireball", "fireball")),
        (2, ("heal", "heal")),
    ]  # in the order the units are listed
    changed = evolve(state, spells=(("humans", ("2:speed",)),))  # not handed on
    assert heroes.chosen(changed, changed.unit(1)) == []
    assert heroes.chosen(changed, changed.unit(2)) == ["speed"]


def test_a_view_remembered_is_forgotten_when_a_secret_changes() -> None:
    state = position(("humans", "wizard", "field"), ("goblins", "priest", "hill"))
    state = evolve(state, spells=(("humans", ("1:fireball",)), ("goblins", ("2:heal",))))
    seat = next(i for i, armies in enumerate(state.seats) if "humans" in armies)
    before = TITLE.view(state, seat)
    assert dict(before.spells) == {"humans": ("1:fireball",), "goblins": (hidden.HIDDEN,)}
    moved = replace_units(state, [evolve(state.unit(1), moved=True)])
    assert TITLE.view(moved, seat).spells == before.spells  # handed on: the secrets stayed
    more = evolve(moved, spells=(("humans", ("1:fireball",)), ("goblins", ("2:heal", "2:fear"))))
    assert dict(TITLE.view(more, seat).spells)["goblins"] == (hidden.HIDDEN, hidden.HIDDEN)
    mine = evolve(more, spells=(("humans", ("1:speed",)), ("goblins", ("2:heal", "2:fear"))))
    assert dict(TITLE.view(mine, seat).spells)["humans"] == ("1:speed",)


def test_replaced_units_hand_on_where_the_explorers_stand_only_while_none_changes() -> None:
    state = position(
        ("humans", "wizard", "field"), ("humans", "knight", "field"), ("goblins", "priest", "hill")
    )
    state = replace_units(state, [evolve(state.unit(3), explorer=True)])
    assert state.explorers == (2,)
    walked = replace_units(state, [evolve(state.unit(2), moved=True)])
    assert walked.__dict__.get("explorers") == (2,)  # handed on, not worked out again
    lost = replace_units(walked, [evolve(walked.unit(3), explorer=False)])
    assert "explorers" not in lost.__dict__
    assert lost.explorers == ()
    gained = replace_units(lost, [evolve(lost.unit(1), explorer=True)])
    assert gained.explorers == (0,)
    seat = next(i for i, armies in enumerate(state.seats) if "humans" in armies)
    assert not TITLE.view(state, seat).unit(3).explorer  # another seat's mark is hidden
    assert TITLE.view(gained, seat).unit(1).explorer  # one's own is not
