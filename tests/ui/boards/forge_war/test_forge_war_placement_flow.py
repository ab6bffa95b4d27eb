"""Playtest 8: two people placing six overseers went through twelve hand-overs (End turn and
the curtain each time), though nothing is secret while overseers are placed. Placement now
flows: each placement is one click, the turn passes at once with a banner naming the next
person, no curtain; Undo still takes the last placement back before the next person acts.
The wealth choices, which are secret, keep their End turn and curtain."""

from __future__ import annotations

import pygame
from uihelp import click, press, run_timers, settle

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.forge_war.actions import PlaceOverseer
from forgegames.ui.game_scene import GameScene
from forgegames.ui.overlays import Curtain

SEATS = (SeatConfig("Ann", "blue"), SeatConfig("Ben", "orange"))


def at_placement(app) -> GameScene:
    """Two people's game of Forge War, its secret wealth choices made by hand-overs with End
    turn and the curtain (checked), up to the first overseer placement."""
    from uihelp import click_button

    session = Session.start(GameConfig("forge-war", SEATS, "simple"), 4)
    scene = GameScene(app, session)
    app.push(scene)
    curtains = 0
    title = session.title
    while session.state.phase != "place":
        while isinstance(app.stack.top, Curtain) or scene.handover is not None:
            if isinstance(app.stack.top, Curtain):
                curtains += 1
                click(app, (app.size[0] // 2, app.size[1] // 2))
            else:
                click_button(app, scene.top, "End turn")
        if session.state.phase == "place":
            break
        seat = session.active
        move = title.bots()["greedy"](seat).choose(
            title.view(session.state, seat), session.legal_actions(), None
        )
        scene.act(move)
    assert curtains >= 2, "each secret wealth choice is handed over behind the curtain"
    while isinstance(app.stack.top, Curtain):
        click(app, (app.size[0] // 2, app.size[1] // 2))
    run_timers(app, steps=20, dt=50)
    return scene


def click_placement(app, scene: GameScene) -> PlaceOverseer:
    """Click once where the board shows the first legal placement; returns that move."""
    move = next(a for a in scene.session.legal_actions() if isinstance(a, PlaceOverseer))
    app.draw()
    places = scene.board.hint_places(move)
    assert len(places) == 1, places
    click(app, places[0].center)
    return move


def test_two_people_place_every_overseer_with_one_click_each(app):
    scene = at_placement(app)
    session = scene.session
    placed, clicks, banners = [], 0, set()
    while session.state.phase == "place":
        mover = session.active
        move = click_placement(app, scene)
        clicks += 1
        assert session.history[-1].action == move and session.history[-1].actor == mover
        placed.append(move)
        assert not isinstance(app.stack.top, Curtain), "no curtain while nothing is secret"
        assert scene.handover is None, "the turn passed without End turn"
        toast = scene.toast.text if scene.toast is not None else ""
        assert "revealed or drew cards" not in toast, toast  # playtest 10: it had not
        if session.state.phase == "place":
            assert session.active != mover
            assert scene.banner is not None and scene.seat_name(session.active) in scene.banner.text
            banners.add(session.active)
    assert len(placed) >= 6 and clicks == len(placed)
    assert banners == {0, 1}


def test_undo_is_not_offered_to_the_next_person_for_a_flowed_placement(app):
    """Issue 39 (fw36): Undo stayed lit on Ben's turn and took back Ann's placement. As across
    King's Forge's and Warparty's End turn, a move that passed the turn to another person is
    theirs to keep: Ben's Undo is greyed and neither the button nor Ctrl+Z takes Ann's move."""
    scene = at_placement(app)
    session = scene.session
    first = session.active
    move = click_placement(app, scene)
    assert session.active != first and scene.handover is None
    app.draw()
    undo = next(b for b in scene.top.buttons if b.label == "Undo")
    assert not undo.enabled
    history = len(session.history)
    click(app, undo.rect.center)
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(session.history) == history and session.history[-1].action == move
    assert session.history[-1].actor == first and session.active != first
    # the next person places as usual; their placement is kept in the same way
    again = click_placement(app, scene)
    assert session.history[-1].action == again and session.history[-2].action == move


def test_a_placement_against_the_computer_goes_on_at_once_and_undo_still_takes_it_back(request):
    """ux40: a person's placement waited for End turn when the computer placed next (King's
    Forge's pass already went on by itself). It now goes on at once: the computer places
    after its usual pause, and until it has, Undo takes the placement back."""
    from uihelp import open_game

    from forgegames.ui.app import App

    pace = 600
    app = App((1280, 720), bot_delay_ms=pace)
    request.addfinalizer(pygame.display.quit)
    seats = (SeatConfig("Ann", "blue"), SeatConfig("Bruno", "orange", "greedy"))
    scene = open_game(app, Session.start(GameConfig("forge-war", seats, "simple"), 4))
    session = scene.session
    for _ in range(400):  # Ann keeps the greedy player's wealth cards; Bruno plays his own
        settle(app, scene)
        if session.state.phase == "place" and scene.my_turn():
            break
        if scene.my_turn():
            bot = session.title.bots()["greedy"](0)
            scene.act(
                bot.choose(session.title.view(session.state, 0), session.legal_actions(), None)
            )
        run_timers(app, steps=4, dt=100)
    assert session.state.phase == "place" and session.active == 0
    before = len(session.history)
    move = click_placement(app, scene)
    assert session.history[-1].action == move and session.history[-1].actor == 0
    assert scene.handover is None and session.active == 1, "handed on without End turn"
    end_turn = next(b for b in scene.top.buttons if b.on_press == scene.end_turn)
    assert not end_turn.enabled
    assert any("Ann places an overseer" in line for line, _, _ in scene.log.entries)
    undo = next(b for b in scene.top.buttons if b.label == "Undo")
    assert undo.enabled, undo.tooltip
    click(app, undo.rect.center, pause=False)  # before Bruno's pause is over
    assert session.active == 0 and move in session.legal_actions()
    assert len(session.history) == before, "Bruno did not place meanwhile"
    again = click_placement(app, scene)
    placed = len(session.history)
    run_timers(app, steps=3 * pace // 50, dt=50)  # Bruno places after his pause
    assert session.history[placed - 1].action == again
    assert len(session.history) > placed and session.history[placed].actor == 1
    assert not session.can_undo(0), "once Bruno has placed, Ann's placement is kept"
    undo = next(b for b in scene.top.buttons if b.label == "Undo")
    assert not undo.enabled
