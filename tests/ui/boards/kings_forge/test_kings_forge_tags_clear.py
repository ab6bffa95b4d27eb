"""Playtest 26, item 1: at 1024x640 a computer's step held for reading put its label over the
craft table's "Crafted this round" heading ("Dario steals Anvil with ..." above the card it
took, as the dice of the next roll tumbled in); a frame by frame check then found labels over
another tray's counts ("Bruno passes"), the status line and a king's card's name. A game
against three computer players, as the window shows it at the usual pace with animations on:
at every frame of both phases, no step's label (nor the roll's, nor a new card's mark) lies
over any words the frame shows, but those of the step's own place that its picture (the place
as it was) or its tag hides whole."""

from __future__ import annotations

import random

import pygame
import pytest
from uihelp import click_button, play_by_places, run_timers

from forgegames.core.i18n import set_language, tr
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.kings_forge.state import PHASE_CRAFT, PHASE_GATHER
from forgegames.ui import text_report
from forgegames.ui.animation import Caption
from forgegames.ui.app import App
from forgegames.ui.game_scene import GameScene

SEATS = (
    SeatConfig("Alice", "blue"),
    SeatConfig("Bruno", "orange", "greedy"),
    SeatConfig("Chiara", "green", "greedy"),
    SeatConfig("Dario", "red", "greedy"),
)


def shown_words(app: App, scene: GameScene) -> list[pygame.Rect]:
    """Where the frame, with no animation over it, draws words."""
    if not isinstance(app.surface, text_report.RecordingSurface):  # (a window event left
        app.surface = text_report.recording_window(app.surface)  # by an earlier test re-made it)
    running = scene.animations.running
    scene.animations.running = []
    app.draw()
    scene.animations.running = running
    return [pygame.Rect(item["rect"]) for item in text_report.report(app.surface)]


def covered(caption: Caption, words: list[pygame.Rect]) -> list[pygame.Rect]:
    """The words the caption's label's tag lies over: all but those of its own place that
    its picture covers, or that the tag hides whole (a new card's mark over the card's
    discard line, "Bruno goes to the docks" over the docks' heading)."""
    own = caption.rect.inflate(2 * caption.line, 2 * caption.line)
    slack = text_report.SLACK
    out = []
    for rect in words:
        hidden = caption.picture is not None or caption.tag.contains(rect)
        both = caption.tag.clip(rect)
        if not (own.contains(rect) and hidden) and both.width > slack and both.height > slack:
            out.append(rect)
    return out


def live_captions(scene: GameScene) -> list[Caption]:
    """The steps' labels on the window now (begun, not over)."""
    return [
        a.paint
        for a in scene.animations.running
        if isinstance(a.paint, Caption) and a.elapsed >= a.delay_ms
    ]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_no_step_label_lies_over_words(lang):
    set_language(lang)
    text_report.start()
    try:
        app = App((1024, 640), bot_delay_ms=900, animation_speed="normal")
        app.surface = text_report.recording_window(app.surface)
        session = Session.start(GameConfig("kings-forge", SEATS, "standard"), 9)
        scene = GameScene(app, session)
        app.push(scene)
        run_timers(app, steps=20, dt=50)
        title, rng = session.title, random.Random(9)
        alice = title.bots()["greedy"](0)
        seen: set[tuple[int, ...]] = set()
        phases: set[str] = set()
        turns = 0
        while turns < 40:  # Alice's turns, to the game's end: Dario's steal before her fourth
            for _ in range(600):
                if session.over or (session.active == 0 and not scene.animations.active):
                    break
                app.tick(50)
                app.draw()
                live = [c for c in live_captions(scene) if (*c.tag, *c.rect) not in seen]
                if not live:
                    continue
                words = shown_words(app, scene)
                phases.add(session.state.phase)
                for caption in live:
                    seen.add((*caption.tag, *caption.rect))
                    assert not covered(caption, words), (caption.tag, covered(caption, words))
            if session.over:
                break
            if scene.board.holds_play():  # a round's end held for reading
                click_button(app, scene.board.group, tr("OK"))
                continue
            if session.active != 0:
                continue
            turns += 1
            move = alice.choose(title.view(session.state, 0), session.legal_actions(), rng)
            play_by_places(app, scene, move)
        assert len(seen) >= 30, "the computers' steps and rolls were seen"
        assert {PHASE_GATHER, PHASE_CRAFT} <= phases, "in both phases"
    finally:
        text_report.stop()
