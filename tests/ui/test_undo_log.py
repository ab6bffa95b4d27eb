"""Undo takes a move's lines out of the log: a move taken back and played again is told once
(issue 39: "Turn 2 begins" stood twice after an Undo). Every title, real Ctrl+Z presses."""

from __future__ import annotations

import random

import every_title
import pygame
import pytest
from uihelp import open_game, press, settle

from forgegames.core import registry
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig

CROSS_TITLE = True
TITLES = every_title.title_ids()
"""Every registered title, from the registry (``tests/test_every_title_covered.py``)."""
CASES = [(title_id,) for title_id in TITLES]

SEATS = (SeatConfig("Alice", "blue", None), SeatConfig("Bruno", "orange", None))


def texts(scene) -> list[str]:
    return [line for line, _, _ in scene.log.entries]


@pytest.mark.parametrize("game", TITLES)
def test_a_move_taken_back_and_played_again_is_logged_once(app, game):
    variant = registry.get(game).info.variants[0].id
    session = Session.start(GameConfig(game, SEATS, variant), 11)
    scene = open_game(app, session)
    title = session.title
    held = 0
    for _ in range(400):
        seat = session.active
        bot = title.bots()["greedy"](seat)
        move = bot.choose(
            title.view(session.state, seat),
            session.legal_actions(),
            random.Random(len(session.history)),
        )
        first = len(session.history)
        scene.commit(move)
        lines = texts(scene)
        told = sum(
            1 for _, _, tag in scene.log.entries if isinstance(tag, tuple) and tag[0] >= first
        )
        if scene.handover is None or not told:
            settle(app, scene)
            continue
        # the move ended the turn, said something, and may be taken back: take it back, and
        # play it again
        press(app, pygame.K_z, mod=pygame.KMOD_CTRL)
        assert len(session.history) == first and scene.handover is None
        *kept, note = texts(scene)
        assert kept == lines[:-told], "the move's lines went with it"
        assert note == f"{scene.seat_name(session.active)} takes back a move."
        scene.commit(move)
        assert texts(scene) == [*lines[:-told], note, *lines[-told:]], "told once, again"
        held += 1
        settle(app, scene)
        if held == 2:
            break
    assert held == 2, "two turns ended by a move that could be taken back"
