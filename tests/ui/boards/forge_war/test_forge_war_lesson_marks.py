"""Playtest 26 (shots 107, 123-125): the lesson's magenta boxes covered their neighbours (the
"Quest offer" heading, the next design's name) and hid the selection of the two wealth cards
just clicked. Off the mine a mark is now one thin line just outside its place, clear of every
other place, and a place already picked loses its mark (its own selection shows). Real clicks
through the lesson."""

from __future__ import annotations

import pygame
from uihelp import click, play_lesson_until, run_timers

from forgegames.core import registry
from forgegames.core.tutorial import load_tutorial, start_lesson
from forgegames.games.forge_war.actions import Equip, KeepWealth, TakeQuest
from forgegames.ui.boards.forge_war import ForgeWarBoard
from forgegames.ui.game_scene import GameScene


def lesson(app) -> GameScene:
    title = registry.get("forge-war")
    scene = GameScene(app, start_lesson(title, load_tutorial(title)))
    app.push(scene)
    run_timers(app, steps=20, dt=50)  # past the greeting's input guard
    return scene


def marks(app, scene) -> list[pygame.Rect]:
    app.draw()
    return list(scene.teaching.hint_marks)


def assert_clear_of_neighbours(board: ForgeWarBoard, marked: list[pygame.Rect]) -> None:
    """Each mark off the mine, as drawn (its outline ``mark_reach`` outside it), touches no
    other place of the board: it lies in the air between them."""
    for rect in marked:
        reach = board.mark_reach(rect)
        assert reach is not None and reach <= 3, (rect, reach)
        drawn = rect.inflate(2 * reach, 2 * reach)
        for key, other in board.rects.items():
            if other.contains(rect) or rect.contains(other) or ":" not in key:
                continue  # the place itself, or a panel round it
            if key.startswith(("mat:", "hex:", "slot:")):
                continue  # a whole mat (a panel); the offer's slots are its cards' spaces
            assert not drawn.colliderect(other), (key, other, rect)


def test_marks_leave_picked_places_and_their_neighbours(app):
    scene = lesson(app)
    board: ForgeWarBoard = scene.board
    run = scene.teaching.lesson
    history = scene.session.history
    play_lesson_until(app, scene, lambda a: isinstance(a, KeepWealth))
    keep = run.expected(len(history))
    cards = [board.rects[f"wealth:{c}"] for c in keep.cards]
    assert all(c in marks(app, scene) for c in cards)  # both lit before a click
    assert_clear_of_neighbours(board, marks(app, scene))
    click(app, cards[0].center)
    assert board.picks == [keep.cards[0]]
    after = marks(app, scene)
    assert cards[1] in after and cards[0] not in after  # the picked card shows its pick
    click(app, cards[1].center)  # the pair is kept at once (playtest 34)
    assert history[-1].action == keep and board.picks == []
    play_lesson_until(app, scene, lambda a: isinstance(a, TakeQuest))
    assert_clear_of_neighbours(board, marks(app, scene))  # (the offer's heading above)
    play_lesson_until(app, scene, lambda a: isinstance(a, Equip))
    equip = run.expected(len(history))
    adv = board.rects[f"adv:{equip.adv}"]
    assert adv in marks(app, scene)
    assert_clear_of_neighbours(board, marks(app, scene))
    click(app, adv.center)
    assert board.equip["adv"] == equip.adv
    after = marks(app, scene)
    assert adv not in after and board.rects[f"design:{equip.design}"] in after
