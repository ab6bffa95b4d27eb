"""Playtest 19, item 7: the computer's gather moves were easy to miss. Its step is shown at
its pace, then the card flies to its tray and the next card takes its place: back at the
board, a person saw nothing say which card it took, or with which dice. The card's name in
the computer's tray stays outlined in its colour, with the dice it paid, until a person moves,
and pointing at it says
the card, the action and the dice. Played at the computer's pace, Alice by clicks (the greedy
player's choices), at 1280x720 and 1024x640."""

from __future__ import annotations

import random

import pygame
import pytest
from test_kings_forge_step_labels import PACE
from uihelp import play_by_places, post, settle

from forgegames.core.i18n import tr
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.kings_forge.actions import Claim, Pass
from forgegames.ui import text_report
from forgegames.ui.app import App
from forgegames.ui.boards.kings_forge.words import dice_words
from forgegames.ui.game_scene import GameScene

SEATS = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange", "greedy"))


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
def test_the_card_the_computer_took_stays_outlined_until_the_person_moves(recording, size):
    app = App(size, bot_delay_ms=PACE)
    app.surface = text_report.recording_window(app.surface)
    session = Session.start(GameConfig("kings-forge", SEATS, "standard"), 5)
    scene = GameScene(app, session)
    app.push(scene)
    checked = cleared = with_dice = 0
    rng = random.Random(1)
    for _ in range(600):
        app.tick(50)
        app.draw()
        if session.state.round > 1 or checked >= 2:
            break
        if not scene.my_turn() or scene.animations.active or session.state.phase != "gather":
            continue
        settle(app, scene)
        board = scene.board
        mine = [p for p in session.state.placements if p.seat == 1]
        mover = [e.actor for e in session.history if e.actor >= 0]
        if mine and len(mover) > 1 and mover[-1] == 1:  # Bruno moved last: a card, maybe
            taken = board.taken.taken.get(1)
            if taken is not None and taken[0] == "card":
                card, side, dice = taken[1], taken[2], taken[3]
                assert (card, side, dice) == (mine[-1].card, mine[-1].side, mine[-1].dice)
                name = str(board.world.card_name(card))
                if not hasattr(app.surface, "__dict__"):  # the window was made again (its size)
                    app.surface = text_report.recording_window(app.surface)
                    app.draw()
                items = [i for i in text_report.report(app.surface) if i["text"] == name]
                tray = board.geo.tray_rects(session.state)[1]
                rect = next(pygame.Rect(i["rect"]) for i in items if tray.contains(i["rect"]))
                rgb = scene.seat_colour(1).rgb
                edge = app.surface.get_at((rect.x - 3, rect.centery))[:3]
                assert tuple(edge) == rgb, (edge, rgb)  # outlined in Bruno's colour
                post(app, pygame.MOUSEMOTION, pos=rect.center, rel=(1, 0), buttons=(0, 0, 0))
                app.draw()
                box, tip = next((r, t) for r, t in board.cuts if r.collidepoint(rect.center))
                # its dice drawn small after the name, inside the outline, where they fit
                die = rect.height - 4
                if dice and box.width == rect.width:  # no room left of the tray's edge
                    assert rect.right + 6 + len(dice) * (die + 2) + 4 > tray.right - 8
                elif dice:
                    assert box.width >= rect.width + len(dice) * die
                    with_dice += 1
                assert name in tip and tr(side) in tip
                assert dice_words(dice) in tip if dice else "free" in tip
                checked += 1
        view = session.title.view(session.state, 0)
        legal = session.legal_actions()
        choice = session.title.bots()["greedy"](0).choose(view, legal, rng)
        claims = [a for a in legal if isinstance(a, Claim)]
        if isinstance(choice, Pass) and claims:  # Alice gathers on: Bruno's turns come back
            choice = claims[0]
        before = len(session.history)
        play_by_places(app, scene, choice)  # Alice claims (or passes) by clicks
        moved = [e.actor for e in session.history[before:] if e.actor >= 0]
        if moved == [0]:  # Alice's move alone so far: the outline has gone
            assert board.taken.card_mark(1) is None
            cleared += 1
    assert checked >= 1 and cleared >= 1, (checked, cleared)
    assert with_dice >= (1 if size == (1024, 640) else 0)  # Bruno's Mill: 2 metal dice
