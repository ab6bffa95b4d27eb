"""What a team holds (docs/rulings.md, Warparty): nobody holds the lake, even with the airship
over it ("The lake")."""

from __future__ import annotations

import dataclasses

from wpscenario import TITLE, W, board, income, step, texts

from forgegames.games.warparty.economy import conquer, may_hold


def test_nobody_conquers_or_holds_the_lake():
    assert not any(may_hold(army, "lake") for army in W.armies.sheets)
    state = board(("dwarves", "airship", "harvest-reach"), owner={"harvest-reach": "dwarves"})
    before = income(state, "dwarves")
    state = step(state, "move 1 mirror-lake", "end-move")
    after, events = conquer(state, W.geo, "good")
    assert after.owner_of("mirror-lake") == "" and "Mirror Lake" not in texts(events)
    state = step(state, "end-combat")
    assert state.owner_of("mirror-lake") == "" and income(state, "dwarves") == before


def test_a_control_marker_on_the_lake_breaks_an_invariant():
    state = board()
    marked = dataclasses.replace(state, owner=(*state.owner, ("mirror-lake", "dwarves")))
    assert any("mirror-lake" in p for p in TITLE.check_invariants(marked))
