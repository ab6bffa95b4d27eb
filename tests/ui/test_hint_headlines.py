"""Playtest 28: three hint choices, each with all its reasons ("+1 copper (you lack it), +1
iron…; wins 1 worker…; its next move from there…"), were a wall of text. The first choice keeps
all its reasons; the others show their first, and all of a choice's reasons show where the
mouse rests on its line. Real events, King's Forge (its reasons have several parts)."""

from __future__ import annotations

import pygame
from uihelp import click_button, drawn_words, post, run_timers

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui.game_scene import GameScene


def several(choice) -> bool:
    """A choice of several reasons that loses nothing (a loss is named on its line too)."""
    return "; " in choice.reason and "(loses:" not in choice.reason


def hinted(app, seed: int) -> GameScene:
    """A King's Forge game at the person's turn whose hint has a later choice of several
    reasons (the seed's position is looked for, move by move, with the greedy player)."""
    seats = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange", "greedy"))
    session = Session.start(GameConfig("kings-forge", seats, "standard"), seed)
    scene = GameScene(app, session)
    app.push(scene)
    greedy = session.title.bots()["greedy"](0)
    for _ in range(120):
        run_timers(app, steps=20, dt=50)
        click_button(app, scene.top, "Hint (H)")
        choices = scene.teaching.hint[1]
        if any(several(c) for c in choices[1:]):
            return scene
        view = session.title.view(session.state, 0)
        scene.act(greedy.choose(view, session.legal_actions(), None))
    raise AssertionError("no hint with a later choice of several reasons")


def test_later_choices_show_their_first_reason_and_all_of_them_on_hover(app):
    scene = hinted(app, 39)
    choices = scene.teaching.hint[1]
    (note,) = scene.side_notes()
    describe = scene.describe
    assert note.paragraphs[0] == f"1. {describe(choices[0].action)}: {choices[0].reason}"
    i, later = next((i, c) for i, c in enumerate(choices[1:], 2) if several(c))
    first = later.reason.split("; ")[0]
    assert note.paragraphs[i - 1] == f"{i}. {describe(later.action)}: {first}"
    app.draw()
    line = next(r for r, words in scene.log_column.notes_drawn.tips if words.startswith(f"{i}."))
    post(app, pygame.MOUSEMOTION, pos=line.center, rel=(0, 0), buttons=(0, 0, 0))
    run_timers(app, steps=30, dt=50)  # the frame's tooltips wait for the mouse to rest
    shown = " ".join(item["text"] for item in drawn_words(app, scene))
    rest = later.reason.split("; ")[1]
    assert rest.split()[0] in shown and rest.split()[-1] in shown, "the whole reason on hover"
