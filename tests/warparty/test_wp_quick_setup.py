"""The quick-play set-up (docs/rulings.md, Warparty): units bought before play move on the
first turn like the starting infantry."""

from __future__ import annotations

from wpscenario import legal, started, step

GOOD_SETUP = (
    "found humans dunmoor",
    "found humans duskshore",
    "found dwarves highcrag",
    "found dwarves flintridge",
)
EVIL_SETUP = (
    "found undead saltflats",
    "found undead coldwater",
    "found goblins briarwood",
    "found goblins nettlewood",
)


def test_units_bought_in_the_set_up_move_on_the_first_turn():
    state = started(variant="quick-play")
    state = step(state, *GOOD_SETUP, "buy humans soldier dunmoor", "ready")
    state = step(state, *EVIL_SETUP, "buy goblins warrior briarwood", "ready")
    assert state.phase == "move" and state.side == "good"
    (soldier,) = [u for u in state.units if u.at == "dunmoor"]
    assert not soldier.moved and soldier.start == "dunmoor"
    assert f"move {soldier.uid} fenmere" in legal(state), "the first team's purchase moves"
