"""Playtest 13, "no reward early": a newcomer felt nothing good happened in the first rounds.
The board now says so when something good is within reach, and celebrates a craft:

- in the gather phase, a seat with no item yet is told the item on display its supply most
  likely crafts, with the engine's odds, when that is likely enough to plan for (in round 1
  as the Anvil is, 100% with five metal dice);
- in the craft phase, a roll that crafts an item names it first ("You can craft the Mace
  now!"), from the engine's legal crafts;
- an item crafted by a click glows on the crafted row under "Crafted: the Mace!".

Real clicks, real frames, the words as drawn (text report)."""

from __future__ import annotations

import random

import pygame
import pytest
from uihelp import open_game, play_by_places, settle

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.kings_forge.actions import Craft
from forgegames.ui import text_report
from forgegames.ui.app import App
from forgegames.ui.launcher import Launcher

SEATS = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange", "greedy"))


@pytest.fixture()
def recorded(request):
    """A window whose drawn words are recorded, with animations on (as played)."""
    App.fixed_animation_speed = "normal"
    text_report.start()
    app = App((1280, 720), bot_delay_ms=0)
    app.home = lambda: Launcher(app)
    app.surface = text_report.recording_window(app.surface)

    def done() -> None:
        text_report.stop()
        App.fixed_animation_speed = "off"
        pygame.display.quit()

    request.addfinalizer(done)
    return app


def drawn(app: App) -> str:
    if not isinstance(app.surface, text_report.RecordingSurface):
        # a window-size event the display left in the queue (seen in the full suite) gave the
        # app a fresh window: record on it too; only this frame's words are read
        app.surface = text_report.recording_window(app.surface)
    app.draw()
    return " ".join(item.get("text", "") for item in text_report.report(app.surface))


def alice_moves(app: App, scene):
    """Yield at each of Alice's turns the greedy player's move for her; the computer's
    moves (instant pace) are made by the frame's timers."""
    session, title = scene.session, scene.session.title
    bot, rng = title.bots()["greedy"](0), random.Random(3)
    while not session.over and len(session.history) < 400:
        for _ in range(50):
            app.tick(40)
            settle(app, scene)
            if scene.my_turn() or session.over:
                break
        if not scene.my_turn():
            return
        yield bot.choose(title.view(session.state, 0), session.legal_actions(), rng)


def test_the_gather_prompt_names_a_likely_first_item(recorded):
    scene = open_game(recorded, Session.start(GameConfig("kings-forge", SEATS, "standard"), 3))
    next(alice_moves(recorded, scene))
    words = drawn(recorded)
    assert "Placed dice are not rolled; the Anvil is 100% likely with those you keep." in words


def test_a_roll_that_crafts_says_so_and_the_craft_is_celebrated(recorded):
    scene = open_game(recorded, Session.start(GameConfig("kings-forge", SEATS, "standard"), 3))
    for move in alice_moves(recorded, scene):
        if isinstance(move, Craft):
            break
        play_by_places(recorded, scene, move)
    else:
        pytest.fail("Alice never crafts")
    name = scene.title.world.card_name(move.card)
    assert f"You can craft the {name} now!" in drawn(recorded)
    play_by_places(recorded, scene, move)
    assert any(e.action == move for e in scene.session.history)
    recorded.tick(300)  # the celebration glows, its words on screen
    assert f"Crafted: the {name}!" in drawn(recorded)
    recorded.tick(2000)
    assert f"Crafted: the {name}!" not in drawn(recorded)  # and goes
