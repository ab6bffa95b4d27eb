"""Quick play's "Set up the rest for me" (issue 39: a newcomer never reached the war), driven by
real clicks with one person against one computer: from the set-up's first screen, one click
under the side panel finishes the person's set-up for both their armies with the computer's
choices, shown on the map and in the log, Set-up done open; Set-up done and End turn then lead
to the person's first movement turn. Undo takes the whole set-up back at once."""

from __future__ import annotations

from uihelp import (
    button,
    click,
    click_button,
    open_game,
    past_quests,
    run_timers,
    settle,
)

from forgegames.core import registry
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.warparty.actions import Order, Ready

SEATS = (SeatConfig("Ann", "blue"), SeatConfig("Bot", "orange", "greedy"))
LABEL = "Set up the rest for me"


def _setting_up(app, order: str = "first"):
    """Ann (Humans and Dwarves) against the computer; her team chose its order."""
    session = Session(registry.get("warparty"), GameConfig("warparty", SEATS, "quick-play"), 3)
    session.resolve_chance()
    session.apply(Order(order))
    past_quests(session)
    scene = open_game(app, session)
    for _ in range(200):  # the computer's set-up, when it goes first
        if scene.my_turn():
            break
        run_timers(app, steps=5, dt=100)
    assert session.state.phase == "setup" and scene.my_turn()
    return scene


def _cities(state, armies=("humans", "dwarves")) -> dict[str, list[str]]:
    return {a: sorted(p for p, c in state.cities if c.army == a and not c.capital) for a in armies}


def test_one_click_sets_up_both_armies_and_the_war_follows(app):
    scene = _setting_up(app)
    board, session = scene.board, scene.session
    app.draw()
    assert _cities(session.state) == {"humans": [], "dwarves": []}
    before = len(session.history)
    click_button(app, board.talks, LABEL)
    app.draw()
    state = session.state
    cities = _cities(state)
    assert all(len(places) == 2 for places in cities.values()), cities
    for army in ("humans", "dwarves"):
        capital = board.world.geo.capital_of(army).id
        assert any(u.army == army and u.at != capital for u in state.units), "troops placed"
        assert state.army(army).treasury < 30, "crowns spent"
    made = [e for e in session.history[before:]]
    assert made and all(e.actor == 0 for e in made), "all the person's own moves"
    assert state.phase == "setup" and Ready() in session.legal_actions(), "Set-up done is theirs"
    # shown: the cities and troops drawn on the map, the cities named in the log, the message
    drawn = board.boxes()
    for place in cities["humans"] + cities["dwarves"]:
        assert f"map/city of {place}" in drawn, sorted(drawn)
    troops = {u.at for u in state.units if u.army == "humans"} - {"kingsreach"}
    assert any(f"humans in {place}" in key for place in troops for key in drawn), sorted(drawn)
    assert scene.toast is not None, "the message says what happened"
    told = scene.toast.text
    assert told.startswith("The computer set up the Humans and Dwarves: look at the map."), told
    placed = [e.text for x in session.history[before:] for e in x.events]
    for place in cities["humans"]:
        name = board.world.geo.by_id[place].name
        assert f"The Humans start with a city in {name}." in placed, placed
    assert not [b for b in board.talks.buttons if b.label == LABEL], "nothing left to set up"

    ready = button(board.bar, "Set-up done")
    assert ready.enabled
    click(app, ready.rect.center)
    settle(app, scene)  # End turn: the computer sets up, then the war begins
    for _ in range(300):
        if scene.my_turn() and session.state.phase == "move":
            break
        run_timers(app, steps=5, dt=100)
        settle(app, scene)
    state = session.state
    assert state.phase == "move" and state.clock == 1 and session.active == 0
    assert _cities(state) == cities, "the set-up stands as it was shown"


def test_undo_takes_the_whole_set_up_back_at_once(app):
    scene = _setting_up(app)
    board, session = scene.board, scene.session
    app.draw()
    before = len(session.history)
    click_button(app, board.talks, LABEL)
    assert len(session.history) - before > 5
    click_button(app, scene.top, "Undo")
    assert len(session.history) == before
    assert _cities(session.state) == {"humans": [], "dwarves": []}
    app.draw()
    assert button(board.talks, LABEL).enabled, "offered again"


def test_a_move_after_it_is_undone_alone(app):
    """Undo takes back the set-up whole only while it is the last thing done."""
    scene = _setting_up(app)
    board, session = scene.board, scene.session
    app.draw()
    click_button(app, board.talks, LABEL)
    after = len(session.history)
    click(app, button(board.bar, "Set-up done").rect.center)
    assert len(session.history) == after + 1 and scene.handover is not None
    click_button(app, scene.top, "Undo")
    assert len(session.history) == after, "only Set-up done went back"


def test_the_second_team_sets_up_by_one_click_too(app):
    """The person's team moves second: the computer sets up first, then the offer is there."""
    scene = _setting_up(app, order="second")
    board, session = scene.board, scene.session
    assert _cities(session.state, ("goblins", "undead")) != {"goblins": [], "undead": []}
    app.draw()
    click_button(app, board.talks, LABEL)
    assert all(len(p) == 2 for p in _cities(session.state).values())
