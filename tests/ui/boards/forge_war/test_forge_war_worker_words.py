"""fw34: a mat's header said "in the mine: 0" (or, where it was full, the number alone) beside
the seat's worker cube, and a newcomer did not read it as a count of workers. Every mat now
names its workers in words, whole, in one form on every mat: at 1024x640 with four seats, in
English and Spanish, at the start and late in a game played by the greedy player. Where the
header gives the computers' strength up for the words, the name's tooltip says it."""

from __future__ import annotations

import pygame
import pytest
from uihelp import drawn_words, greedy_session, open_game, post

from forgegames.core import i18n
from forgegames.core.i18n import tr
from forgegames.core.title import SeatConfig
from forgegames.ui.app import App

SEATS = (
    SeatConfig("Alice", "blue"),
    SeatConfig("Bruno", "orange", "greedy"),
    SeatConfig("Carmen", "green", "greedy"),
    SeatConfig("Dario", "purple", "greedy"),
)


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("moves", [12, 220])
def test_every_mat_names_its_workers_whole_at_1024x640(lang, moves):
    with i18n.speaking(lang):
        app = App((1024, 640), bot_delay_ms=0)
        try:
            session = greedy_session("forge-war", SEATS, seed=3, moves=moves, variant="simple")
            scene = open_game(app, session)
            board = scene.board
            v = board.view
            assert v.mine is not None and len(v.seats) == 4
            words = drawn_words(app, scene)
            form = None
            for seat in range(4):
                rect = board.rects[f"mat:{seat}"]
                label = board.mats.workers_label(v, seat, rect.width)
                n = v.mine.worker_count(seat)
                # it says what it counts: workers, by their word in the language spoken
                assert label.startswith(tr("workers")) and label.endswith(f": {n}"), label
                shown = [w for w in words if w["text"] == label and rect.contains(w["rect"])]
                assert len(shown) == 1 and not shown[0]["cut"], (label, shown)
                form = form or label.rsplit(":", 1)[0]
                assert label.rsplit(":", 1)[0] == form  # one form on every mat
            mats = board.mats.rect
            cut = [w for w in words if w["cut"] and mats.colliderect(pygame.Rect(w["rect"]))]
            assert not cut, cut
            if not board.mats.shows_kind(v, board.rects["mat:1"].width):
                name = board.mats.name_rect(v, 1, board.rects["mat:1"])
                post(app, pygame.MOUSEMOTION, pos=name.center, rel=(0, 0), buttons=(0, 0, 0))
                assert board.hover_tip() == scene.seat_kind(1)  # "Computer — normal"
        finally:
            pygame.display.quit()
