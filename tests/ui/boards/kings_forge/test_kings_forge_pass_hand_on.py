"""Playtest 13: after a pass the gather cards stood as bright as when they could be claimed,
and a claim handed the turn on by itself while a pass waited for End turn.

A pass now hands over as a claim does (at once, the next person greeted, the computer moving),
the prompt says what comes next, and while nobody at the screen may make a gather move every
gather place is veiled and none is outlined as a move; the first computer step after the pass
shows no lit card. Real clicks, real frames."""

from __future__ import annotations

import pygame
from uihelp import click, click_button, open_game

from forgegames.core import i18n
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.kings_forge.actions import Claim, Pass
from forgegames.ui import theme
from forgegames.ui.app import App
from forgegames.ui.hotseat import PASSED_WORDS, ConfirmLoss
from forgegames.ui.launcher import Launcher

REST_KINDS = ("gather:", "discard:", "dock:")
"""The gather row's places: the halves of the cards, their discard lines, the docks."""


def lit_pixels(app: App, scene) -> int:
    """The pixels of the legal-move outline's colour in the middle row, as drawn now."""
    app.draw()
    row = app.surface.subsurface(scene.board.geo.mid_rect)
    return pygame.mask.from_threshold(row, (*theme.LEGAL, 255), (6, 6, 6, 255)).count()


def press_pass(app: App, scene) -> None:
    """Alice presses the plain Pass button (confirming what it gives up, as asked)."""
    passing = next(b for b in scene.board.group.buttons if b.label.startswith("Pass"))
    click(app, passing.rect.center)
    if isinstance(app.stack.top, ConfirmLoss):
        click_button(app, app.stack.top.group, "Do it")
    assert any(isinstance(e.action, Pass) for e in scene.session.history[-1:])


def frames(app: App, ms: int, step: int = 25):
    for _ in range(ms // step):
        app.tick(step)
        yield


def test_a_pass_against_the_computer_goes_on_at_once_with_nothing_lit(request):
    App.fixed_animation_speed = "normal"  # the computer's steps and flights, as played
    request.addfinalizer(lambda: setattr(App, "fixed_animation_speed", "off"))
    app = App((1280, 720), bot_delay_ms=600)
    app.home = lambda: Launcher(app)
    request.addfinalizer(pygame.display.quit)
    seats = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange", "greedy"))
    scene = open_game(app, Session.start(GameConfig("kings-forge", seats, "standard"), 7))
    session, board = scene.session, scene.board
    for _ in frames(app, 6000):
        app.draw()
        if scene.my_turn() and not scene.guarded():
            break
    assert scene.my_turn() and lit_pixels(app, scene) > 0, "Alice's claims are lit"
    press_pass(app, scene)
    passed_at = len(session.history)
    app.draw()
    app.tick(300)  # handed on; a habitual End turn click after it does nothing
    end_turn = next(b for b in scene.top.buttons if b.on_press == scene.end_turn)
    click(app, end_turn.rect.center, pause=False)
    assert scene.toast is None, scene.toast.text
    seen_bot_move = False
    for _ in frames(app, 4000):
        lit = lit_pixels(app, scene)
        if scene.my_turn() or session.state.phase != "gather":
            break
        assert scene.handover is None or len(session.history) == passed_at
        assert not [t.key for t in board.all_targets() if t.live]
        assert lit == 0, f"lit places while Bruno gathers ({len(session.history)} moves)"
        places = {t.key for t in board.all_targets() if t.key.startswith(REST_KINDS)}
        assert {t.key for t in board.gather.unavailable_places()} == places  # all veiled
        seen_bot_move = seen_bot_move or len(session.history) > passed_at
    assert seen_bot_move, "the computer moved on without End turn"
    assert scene.handover is None
    # while it gathered: the prompt said what came next, a card's hover why it was not usable
    state = session.state
    if state.phase == "gather" and not scene.my_turn():
        words = board.prompts.prompt(state, board.legal())
        assert words.startswith("Alice passed: Bruno gathers on until everyone has passed")


def test_two_people_pass_and_claim_hand_over_the_same_way(app):
    seats = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange"))
    scene = open_game(app, Session.start(GameConfig("kings-forge", seats, "standard"), 7))
    session, board = scene.session, scene.board
    first = session.active
    claim = next(a for a in session.legal_actions() if isinstance(a, Claim))
    places = board.hint_places(claim)
    click(app, places[0].center)
    app.draw()
    assert scene.handover is None and session.active != first  # a claim: at once
    second = session.active
    assert scene.banner is not None and scene.seat_name(second) in scene.banner.text
    app.tick(600)  # past the banner's input guard
    press_pass(app, scene)
    app.draw()  # the frame keeps the picture after the pass, then the board hands it on
    app.tick(10)
    app.draw()
    assert scene.handover is None and session.active == first  # a pass: at once as well
    assert scene.banner is not None and scene.seat_name(first) in scene.banner.text
    assert scene.banner.detail == i18n.tr(PASSED_WORDS)  # as after a claim
    words = board.prompts.prompt(session.state, board.legal())
    assert words.startswith("Everyone else has passed: you gather on alone until you pass.")
    assert [t for t in board.all_targets() if t.live], "the next person's moves are lit"
