"""Playtest 16, item 8: King's Forge's computer roll was seen only in the log. Alice's pass
(clicked) ends the gather phase and Bruno, the computer, rolls first; at the usual pace and
animation speed his dice lie on the craft table, read from the window's pixels, for the
computer's pace after they settle and through the step that ends his turn, until Alice's roll
takes their place; his dice never tumble over their "Bruno's roll" heading. Playtest 30: the
step that ends his turn is labelled on his tray when the next roll is a person's, so the table
shows hers at once."""

from __future__ import annotations

import random

import pygame
import pytest
from uihelp import play_by_places, run_timers

from forgegames.core.i18n import tr
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.kings_forge.actions import Pass
from forgegames.games.kings_forge.state import PHASE_CRAFT, PHASE_GATHER
from forgegames.ui import theme
from forgegames.ui.app import App
from forgegames.ui.boards.kings_forge.look import draw_die
from forgegames.ui.game_scene import GameScene

PACE = 900
"""The computer's pace at its usual ("normal") speed."""
SEATS = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange", "greedy"))


def before_the_last_pass(seed: int, size) -> tuple[App, GameScene]:
    """Alice to pass with Bruno passed already: her pass ends the gather phase, and Bruno,
    who holds the anvil, rolls first."""
    session = Session.start(GameConfig("kings-forge", SEATS, "standard"), seed)
    title, state = session.title, session.state
    greedy, rng = title.bots()["greedy"](0), random.Random(1)
    assert state.first == 1
    while not (state.players[1].passed and session.active == 0):
        assert state.phase == PHASE_GATHER
        if session.active == 0:
            session.apply(greedy.choose(title.view(state, 0), session.legal_actions(), rng))
        else:
            session.apply(session.bot_action())
        state = session.state
    app = App(size, bot_delay_ms=PACE, animation_speed="normal")
    scene = GameScene(app, session)
    app.push(scene)
    run_timers(app, steps=20, dt=50)  # past the greeting's input guard
    return app, scene


def shown(app: App, rect: pygame.Rect, die) -> bool:
    """Whether the window shows ``die`` at ``rect``, as the craft table draws it: its face
    and pips (inside its rounded corners) as drawing the die there again leaves them."""
    picture = pygame.Surface(rect.size, pygame.SRCALPHA)
    picture.blit(app.surface, (0, 0), rect)
    again = picture.copy()
    draw_die(again, again.get_rect(), die.colour, die.value)
    inner = picture.get_rect().inflate(-rect.width // 4, -rect.height // 4)
    return pygame.image.tobytes(again.subsurface(inner), "RGBA") == pygame.image.tobytes(
        picture.subsurface(inner), "RGBA"
    )


def heading_pixels(app: App, board, scene, still: bool) -> bytes:
    """The window's pixels where the roll's heading is written, drawn with the animations
    running or (``still``) without them."""
    head = board.geo.roll_head()
    words = tr("{name}'s roll", name=scene.seat_name(board.state.turn))
    label = theme.text(words, int(15 * scene.scale), theme.TEXT_DIM, True)
    rect = pygame.Rect(head.x + 10, head.y + 8, label.get_width(), label.get_height())
    saved = scene.animations.running
    if still:
        scene.animations.running = []
    app.draw()
    scene.animations.running = saved
    return pygame.image.tobytes(app.surface.subsurface(rect), "RGBA")


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
@pytest.mark.parametrize("seed", [35, 44])  # 23 and 11 before playtest 20
def test_the_computers_roll_is_read_on_the_table_until_the_next_roll(size, seed):
    app, scene = before_the_last_pass(seed, size)
    session, board = scene.session, scene.board
    last = next(a for a in session.legal_actions() if isinstance(a, Pass))
    play_by_places(app, scene, last)
    state = session.state
    assert state.phase == PHASE_CRAFT and state.turn == 1
    dice = list(zip(state.pool, [rect for _, rect in board.geo.pool_dice()], strict=True))
    seen: list[bool] = []
    for frame in range(200):
        if session.state.turn == 0 and not scene.animations.active:
            break
        app.tick(50)
        if frame * 50 < 600 and session.state.turn == 1:  # his dice tumbling in
            still = heading_pixels(app, board, scene, still=True)
            assert heading_pixels(app, board, scene, still=False) == still, frame
        app.draw()
        if session.state.turn == 1:  # his dice as the table lays them out (a craft takes some)
            dice = list(zip(session.state.pool, [r for _, r in board.geo.pool_dice()], strict=True))
        seen.append(bool(dice) and all(shown(app, rect, die) for die, rect in dice))
    assert session.state.turn == 0 and session.state.pool, "Bruno's turn ended; Alice rolled"
    first = seen.index(True)
    run = seen[first:]
    lasted = run.index(False) if False in run else len(run)
    # read for the computer's pace once settled (his end of turn is labelled on his tray: the
    # table shows Alice's roll at once, playtest 30)
    assert lasted * 50 >= PACE, seen


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
@pytest.mark.parametrize("seed", [35, 44])
def test_a_persons_roll_is_on_the_table_as_soon_as_it_is_theirs(size, seed):
    """Playtest 30: Bruno's roll (one die, crafting nothing) and its "Bruno ends the craft
    turn" stayed over the craft table after Alice rolled, while the prompt and the log spoke
    of her roll; her one choice, ending the turn, took it away unseen. From the frame her
    craft turn begins, the table's heading and her dice are hers (nothing drawn over them)."""
    app, scene = before_the_last_pass(seed, size)
    session, board = scene.session, scene.board
    play_by_places(app, scene, next(a for a in session.legal_actions() if isinstance(a, Pass)))
    frames = 0
    for _ in range(200):
        app.tick(50)
        app.draw()
        state = session.state
        if state.turn != 0:
            continue
        if frames == 0:  # her dice where the table lays them out, before they tumble
            dice = list(zip(state.pool, [r for _, r in board.geo.pool_dice()], strict=True))
            assert dice and all(shown(app, rect, die) for die, rect in dice), seed
        still = heading_pixels(app, board, scene, still=True)
        assert heading_pixels(app, board, scene, still=False) == still, frames
        frames += 1
        if not scene.animations.active:
            break
    assert frames > 1 and session.state.turn == 0
