"""Playtest 16, item 7: the mats grew between phases: the seat to act had its mat summarised
while its chips were not clicked (the mine, the market) and laid out whole once they were (the
quest phase), so every mat under it moved. Each mat now has one height whatever the phase: in
games played through the frame (two, three and four seats, the epic game and solo, at
1280x720 and 1024x640), at every position the mats are laid out again as they would be were
no move open now (so no chip of the acting seat's mat clicked, as in the mine and market
phases), and every mat's rect is the same as shown; only where the mats would be cut even
with every other mat a header alone does the idle acting seat's mat give way too."""

from __future__ import annotations

import random

import pygame
import pytest
from test_forge_war_board import COLOURS, NAMES, lift_curtain
from test_forge_war_steady_mine import settle
from uihelp import run_timers

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.forge_war import TITLE
from forgegames.ui.app import App
from forgegames.ui.game_scene import GameScene


def mat_rects(board, legal) -> tuple[list[tuple[int, int, int, int]], bool]:
    """The mats' rects laid out were ``legal`` the moves now (none: no chip clicked), and
    whether the acting seat's mat was summarised (only where the mats would be cut else)."""
    mats, kept = board.mats, board.legal
    board.legal = legal
    try:
        mats.build_mats()
        rects = [tuple(board.rects[f"mat:{seat}"]) for seat in mats.mat_order()]
        return rects, board.acting() in mats.compact
    finally:
        board.legal = kept
        mats.build_mats()


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
@pytest.mark.parametrize(
    ("players", "variant"), [(2, "simple"), (3, "simple"), (4, "simple"), (4, "epic"), (1, "solo")]
)
def test_the_mats_keep_one_height_between_phases(size, players, variant):
    app = App(size, bot_delay_ms=0)
    try:
        seats = tuple(SeatConfig(n, c) for n, c in zip(NAMES, COLOURS, strict=True))[:players]
        session = Session.start(GameConfig("forge-war", seats, variant), 5)
        scene = GameScene(app, session)
        app.push(scene)
        lift_curtain(app)
        run_timers(app, steps=20, dt=50)
        board, rng = scene.board, random.Random(4)
        phases, positions, crowded = set(), 0, 0
        for _ in range(400):
            settle(app, scene)
            if session.over or board.view.round > 2:
                break
            app.draw()
            v = board.view
            shown = [tuple(board.rects[f"mat:{seat}"]) for seat in board.mats.mat_order()]
            (clicked, _), (idle, summarised) = mat_rects(board, board.legal), mat_rects(board, [])
            if summarised:  # no room even with every other mat a header: it gives way too
                crowded += 1
            else:
                assert clicked == idle == shown, (v.round, v.phase, clicked, idle, shown)
            positions += 1
            phases.add(v.phase)
            seat = session.active
            view = TITLE.view(session.state, seat)
            bot = TITLE.bots()["greedy"](seat)
            scene.commit(bot.choose(view, session.legal_actions(), rng))
        assert {"mine", "market", "quest"} <= phases
        assert crowded * 10 <= positions, (crowded, positions)  # the mats fit nearly always
    finally:
        pygame.display.quit()
