"""Each Warparty move is told in the log as it is made (it was told only by the conquests
when the movement phase ended): the mover's seat, how many units, from where, to where."""

from __future__ import annotations

from forgegames.core import registry
from forgegames.core.i18n import speaking
from forgegames.games.warparty import start
from forgegames.games.warparty.actions import Move
from forgegames.games.warparty.moves import move_actions, move_event


def _moving_state():
    world = registry.get("warparty").world
    state = start.new_state(world, 2, "standard")
    state, _ = start.rolled_off(state, world, "good")
    state = start.without_quests(start.ordered(state, world, True)[0], world)
    return world, state


def test_a_move_emits_its_line_at_once() -> None:
    title = registry.get("warparty")
    world, state = _moving_state()
    move = next(a for a in move_actions(state, world) if isinstance(a, Move) and len(a.units) > 1)
    army = state.unit(move.units[0]).army
    start_at = state.unit(move.units[0]).at
    events = list(title.apply(state, move).events)
    assert len(events) == 1
    event = events[0]
    assert event.kind == "move" and event.seat == state.seat_of(army)
    name = world.geo.by_id[start_at].name
    assert event.text.startswith(f"{army.capitalize()} move {len(move.units)} units from ")
    assert name in event.text and world.geo.by_id[move.dest].name in event.text


def test_the_move_line_in_spanish() -> None:
    world, state = _moving_state()
    move = next(a for a in move_actions(state, world) if isinstance(a, Move) and len(a.units) == 1)
    with speaking("es"):
        text = move_event(state, world, move).text
    assert text.startswith("Los ") and " mueven 1 unidad desde " in text and " hasta " in text
