"""Playtest 21, item 8: King's Forge's waiting line reflowed (a long prompt lifted the trays,
the king's row gave up height and its waiting line went from five rows to four), and the words
beside the strip's buttons jumped as the buttons came and went. Whole games with computer
players, a person on the first seat (moves and End turn clicked): through every step the
board's regions keep their rectangles (the king's row, its cards and waiting line, the gather
cards, the trays, the strip and the status line), and the prompt starts at the status line's
top and stays inside it, whatever its number of lines, so that nothing moves."""

from __future__ import annotations

import random

import pygame
import pytest
from test_kings_forge_layout import resize
from uihelp import click, click_button, run_timers

from forgegames.core import i18n
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.kings_forge.state import PHASE_CRAFT
from forgegames.ui.game_scene import GameScene
from forgegames.ui.hotseat import ConfirmLoss

SEATS = (("Ann", "blue"), ("Ben", "orange"), ("Cat", "green"), ("Dan", "purple"))


def regions(board) -> dict[str, tuple]:
    """Each region of the board and its rectangle now (the middle row's by phase)."""
    geo, state = board.geo, board.state
    out = {
        "king": tuple(board.king.rect),
        "line": tuple(geo.line_rect()),
        "trays": tuple(board.trays.rect),
        "strip": tuple(board.strip.rect),
        "status": tuple(geo.status_rect()),
        f"middle:{state.phase == PHASE_CRAFT}": tuple(geo.mid_rect),
    }
    out.update({f"tray:{i}": tuple(r) for i, r in enumerate(geo.tray_rects(state))})
    out.update({f"display:{i}": tuple(r) for i, (_c, r) in enumerate(geo.king_cards())})
    if state.phase != PHASE_CRAFT:
        out.update({f"gather:{i}": tuple(r) for i, (_c, r) in enumerate(geo.gather_cards())})
    return out


@pytest.mark.parametrize(
    ("size", "lang"), [((1280, 720), "es"), ((1024, 640), "en"), ((1024, 640), "es")]
)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_region_moves_through_a_game(app, request, players, size, lang):
    i18n.set_language(lang)
    request.addfinalizer(lambda: i18n.set_language("en"))
    resize(app, size)
    seats = tuple(
        SeatConfig(name, colour, None if i == 0 else "greedy")
        for i, (name, colour) in enumerate(SEATS[:players])
    )
    session = Session.start(GameConfig("kings-forge", seats, "standard"), players)
    scene = GameScene(app, session)
    app.push(scene)
    rng = random.Random(players)
    first: dict[str, tuple] = {}
    lines, steps, prompts = {}, 0, set()
    while not session.over and steps < 400:
        steps += 1
        run_timers(app, steps=4, dt=60)  # the computers' moves, by the frame's timers
        app.draw()
        board = scene.board
        for key, rect in regions(board).items():
            assert first.setdefault(key, rect) == rect, (key, first[key], rect, steps)
        line = board.geo.line_places(board.state)  # the same cards: the same places
        assert lines.setdefault(board.state.line, line) == line, board.state.line
        words = board.prompts.prompt(board.state, board.legal())
        if words:
            prompts.add(words)
            box, room = board.prompts.prompt_box(words), board.prompts.prompt_room()
            band = board.geo.status_rect()
            assert room.top == band.top and band.contains(room), (room, band)
            assert len(box.lines) * box.height <= room.height, box
            assert band.bottom <= min((b.rect.top for b in board.group.buttons), default=999)
        top = app.stack.top
        if isinstance(top, ConfirmLoss):
            click(app, top.group.buttons[0].rect.center)  # "Do it", in either language
        elif scene.handover is not None:
            click_button(app, scene.top, i18n.tr("End turn"))
        elif board.holds_play():
            click_button(app, board.group, i18n.tr("OK"))
        elif scene.my_turn():
            view = session.title.view(session.state, session.active)
            bot = session.title.bots()["greedy"](session.active)
            scene.act(bot.choose(view, session.legal_actions(), rng))
    assert session.over, "the game was played to its end"
    assert len(prompts) > 10 and any(len(p) > 150 for p in prompts)
    assert any(k.startswith("gather:") for k in first) and "middle:True" in first
    pygame.event.clear()
