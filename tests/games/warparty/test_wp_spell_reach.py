"""A movement spell's reach before it is cast (issue 37: the map draws it, the UI never
deciding): ``board_info.spell_reach`` makes the engine's own cast on a copy and asks the
move rules where the units it changed could then go. Teleport and Group Teleport reach past
a walk, Speed reaches as far as the unit it hastens, Mark of Passing crosses a stream without
stopping; a combat spell, or a cast the rules refuse, has no reach."""

from __future__ import annotations

from wpscenario import W, board, legal, step

from forgegames.games.warparty.actions import Cast
from forgegames.games.warparty.board_info import destinations, spell_reach


def mage(*spells: str, more=()) -> object:
    return board(("humans", "wizard", "crownvale", "", "", 200, spells), *more)


def test_teleport_reaches_three_territories_past_its_walk() -> None:
    state = mage("teleport")
    walk = destinations(state, W, (1,))
    reach = spell_reach(state, W, Cast(1, "teleport"))
    assert set(walk) < set(reach)
    assert "crossroads" in reach and "crossroads" not in walk
    after = step(state, "cast 1 teleport")
    assert spell_reach(state, W, Cast(1, "teleport")) == destinations(after, W, (1,))


def test_speed_reaches_as_far_as_the_unit_it_hastens() -> None:
    state = mage("speed", more=[("humans", "soldier", "crownvale")])
    on_soldier = spell_reach(state, W, Cast(1, "speed", 2))
    on_mage = spell_reach(state, W, Cast(1, "speed", 1))
    assert set(destinations(state, W, (2,))) < set(on_soldier)
    assert set(on_soldier) < set(on_mage)
    assert on_soldier == destinations(step(state, "cast 1 speed 2"), W, (2,))


def test_group_teleport_is_the_reach_of_the_group_together() -> None:
    state = mage("teleport", "group-teleport", more=[("humans", "soldier", "crownvale")] * 2)
    after = step(state, "cast 1 group-teleport")
    moved = tuple(u.uid for u in after.units if u.teleport)
    assert len(moved) == 3
    assert spell_reach(state, W, Cast(1, "group-teleport")) == destinations(after, W, moved)


def test_mark_of_passing_crosses_a_stream_without_stopping() -> None:
    state = board(("humans", "priest", "bridgewater", "", "", 200, ("mark-of-passing",)))
    assert "cast 1 mark-of-passing" in legal(state)
    reach = spell_reach(state, W, Cast(1, "mark-of-passing"))
    walk = destinations(state, W, (1,))
    assert reach and set(reach) != set(walk)
    after = step(state, "cast 1 mark-of-passing")
    assert reach == destinations(after, W, (1,))


def test_a_combat_spell_or_a_refused_cast_has_no_reach() -> None:
    state = mage("teleport", "flame-arrow")
    assert spell_reach(state, W, Cast(1, "flame-arrow")) == {}
    assert spell_reach(state, W, Cast(1, "fireball")) == {}  # not among its spells
    moved = step(state, "move 1 greenhollow")
    assert spell_reach(moved, W, Cast(1, "teleport")) == {}  # it has moved: no cast now
