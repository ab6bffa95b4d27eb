"""Playtest 20, item 6: with the buy list open at 1024x640 the collection board is drawn thin
(no heading) and its income figures were gone (72 vs 82.png). The thin board now writes
each army's income in a row under its lanes, in its scale's place (no taller: the buy list
keeps its rows): checked in the frame's text report."""

from __future__ import annotations

import pygame
from uihelp import drawn_words, open_game

from forgegames.cli import make_config, play_bots
from forgegames.core import registry
from forgegames.core.session import Session
from forgegames.games.warparty import board_info
from forgegames.ui import text_report
from forgegames.ui.app import App


def open_unfolded(app: App, session: Session) -> tuple:
    """The game scene of ``session`` with its side panel shown, and the words it draws (the
    text report started before it)."""
    scene = open_game(app, session)
    board = scene.board
    board.fold_choice = False
    board.layout(board.rect)
    scene.invalidate()
    scene.refresh()
    return scene, drawn_words(app, scene)


def test_the_thin_collection_board_keeps_every_army_s_income() -> None:
    title = registry.get("warparty")
    session = Session(title, make_config(title, 2, None, {}), 1)
    session.resolve_chance()
    play_bots(session, "greedy", 1, 300, "placement")  # buying, a long list
    app = App((1024, 640), bot_delay_ms=0)
    text_report.start()  # before the scene: texts made once keep their words
    try:
        scene, words = open_unfolded(app, session)
        board = scene.board
        assert not board.folded and board.wares  # the buy list is open
        track = board.economy.rects()["track"]
        inside = [w["text"] for w in words if track.contains(pygame.Rect(w["rect"]))]
        assert "COLLECTION" not in inside  # the thin board
        incomes = board_info.incomes(board.state, board.world)
        figures = [w for w in inside if w.isdigit()]
        # one figure per army: the lanes' order, as their marks
        assert figures == [str(incomes[army]) for army in board.world.armies.sheets], inside
    finally:
        text_report.stop()  # (``drawn_words`` stops it too)
        pygame.display.quit()
