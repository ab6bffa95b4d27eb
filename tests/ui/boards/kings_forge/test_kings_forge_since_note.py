"""Playtest 34: in hot-seat play, a person whose turn came round could learn what the others
did meanwhile only from the log. The log column now opens with "Since your last turn": a
short line per other seat, from the session's history, until the person's first move. None
on a seat's first turn of the game, none at a computer's turn, and it fits whole at
1024x640 in English and Spanish."""

from __future__ import annotations

import random

import pytest
from uihelp import click, click_button, open_game, play_by_places, run_timers, settle

from forgegames.core import i18n
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.kings_forge import TITLE
from forgegames.games.kings_forge.actions import Claim, Craft, Pass
from forgegames.games.kings_forge.since import since_lines
from forgegames.ui.game_scene import GameScene

PEOPLE = (SeatConfig("Ann", "blue"), SeatConfig("Ben", "orange"), SeatConfig("Cat", "green"))


def greedy_move(scene: GameScene):
    """The move the greedy player would make for the seat to play."""
    session = scene.session
    seat = session.active
    bot = session.title.bots()["greedy"](seat)
    view = session.title.view(session.state, seat)
    return bot.choose(view, session.legal_actions(), random.Random(len(session.history)))


def play_turn(app, scene: GameScene) -> int:
    """The seat to play makes its greedy move by clicking, then hands over (End turn); the
    seat that played."""
    seat = scene.session.active
    play_by_places(app, scene, greedy_move(scene))
    settle(app, scene)
    return seat


def paid(claim: Claim) -> bool:
    """The claimed action asks for dice (the turn goes on after the claim)."""
    return bool(TITLE.world.content.actions[(claim.card, claim.side)].boxes)


def since_note(scene: GameScene):
    return next((n for n in scene.teaching.side_notes() if n.key == "since"), None)


def test_the_note_says_what_the_others_did_until_the_first_move(app):
    session = Session.start(GameConfig("kings-forge", PEOPLE, "standard"), 5)
    scene = open_game(app, session)
    first = session.active
    assert since_note(scene) is None, "a seat's first turn of the game has no last turn"
    played = [play_turn(app, scene)]
    while session.active != first:
        assert since_note(scene) is None, "every seat's first turn: nothing to tell"
        played.append(play_turn(app, scene))
    app.draw()
    note = since_note(scene)
    assert note is not None and note.heading == "Since your last turn"
    others = [PEOPLE[s].name for s in played[1:]]
    assert [line.split(":")[0] for line in note.paragraphs] == others
    assert not any(line.startswith(PEOPLE[first].name) for line in note.paragraphs)
    assert "since" in [key for key, *_ in scene.log_column.notes_drawn.boxes]
    run_timers(app, steps=20, dt=50)  # past the greeting's input guard
    # a click on the board that makes no move keeps it; the person's first move ends it
    click(app, (scene.board.rect.right - 3, scene.board.rect.bottom - 3))
    assert since_note(scene) is not None
    before = len(session.history)
    app.draw()
    legal = session.legal_actions()
    claim = next(a for a in legal if isinstance(a, Claim) and a.side == "top" and paid(a))
    half = next(t for t in scene.board.all_targets() if t.key == f"gather:{claim.card}:top")
    click(app, half.rect.center)  # the claim (its dice placed as the game suggests)
    if app.stack.top is not scene:  # "Do it" when the game asks whether the claim is meant
        click_button(app, app.stack.top.group, "Do it")
    assert [e.action for e in session.history[before:] if e.actor >= 0] == [claim]
    # the note went with that move (a note now on screen greets the next person)
    after = since_note(scene)
    assert after is None or (session.active != first and after.paragraphs != note.paragraphs)


def test_no_note_at_a_computers_turn(app):
    seats = (SeatConfig("Ann", "blue"), SeatConfig("Bot", "orange", "greedy"))
    session = Session.start(GameConfig("kings-forge", seats, "standard"), 5)
    scene = GameScene(app, session)
    app.push(scene)
    computer_turns = person_turns = 0
    for _ in range(200):
        run_timers(app, steps=1, dt=50)
        settle(app, scene)
        if session.over or len(session.history) > 120:
            break
        if session.active == 1:
            computer_turns += 1
            assert since_note(scene) is None
        elif session.active == 0 and scene.handover is None:
            person_turns += since_note(scene) is not None
            play_by_places(app, scene, greedy_move(scene))
    assert computer_turns and person_turns, (computer_turns, person_turns)


def test_the_lines_are_built_from_the_moves():
    world = Session.start(GameConfig("kings-forge", PEOPLE, "standard"), 5).state.world
    names = tuple(s.name for s in PEOPLE)
    moves = [
        (1, Claim("garden", "top")),
        (1, Pass()),
        (2, Craft("shield", (1, 2))),
        (0, Claim("tavern", "top")),  # the seat greeted: its own moves are not told
        (-1, Pass()),  # no seat's
    ]
    assert since_lines(world, names, moves, 0) == [
        "Ben: claimed the Garden and passed",
        "Cat: crafted the Shield",
    ]
    with i18n.speaking("es"):
        assert since_lines(world, names, moves, 2) == [
            "Ann: ha reclamado la Taberna",
            "Ben: ha reclamado el Jardín y ha pasado",
        ]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_note_fits_at_1024x640(lang):
    from forgegames.ui.app import App

    i18n.set_language(lang)
    app = App((1024, 640), bot_delay_ms=0)
    try:
        seats = PEOPLE + (SeatConfig("Dan", "purple"),)
        session = Session.start(GameConfig("kings-forge", seats, "standard"), 8)
        scene = open_game(app, session)
        shown = 0
        while not session.over and len(session.history) < 160:
            app.draw()
            note = since_note(scene)
            if note is not None:
                shown += 1
                boxes = {
                    key: (low, high) for key, _b, low, high in scene.log_column.notes_drawn.boxes
                }
                assert boxes["since"][0] == boxes["since"][1], note.paragraphs  # no scrolling
            play_turn(app, scene)
        assert shown >= 5
    finally:
        i18n.set_language("en")


def test_a_hint_takes_the_notes_room(app):
    session = Session.start(GameConfig("kings-forge", PEOPLE, "standard"), 5)
    scene = open_game(app, session)
    first = session.active
    play_turn(app, scene)
    while session.active != first:
        play_turn(app, scene)
    assert since_note(scene) is not None
    scene.teaching.show_hint()
    assert [n.key for n in scene.teaching.side_notes()] == ["hint"]
