"""Playtest 21, item 9: "Player order: Bruno (1) Alice (1)" in the prompt panel said nothing of
what decides the order or what the numbers were. The line now says "fewest workers first" where
it has room, its note (or its tooltip, and each mat's "1st" badge's) says what decides the order
and each seat's workers in the mine, in the words of the log's order lines."""

from __future__ import annotations

import pygame
from test_forge_war_board import reach, start
from uihelp import post

from forgegames.games.forge_war.order import next_order
from forgegames.ui.boards.forge_war import ForgeWarBoard


def hover(app, board: ForgeWarBoard, pos) -> str:
    post(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    return board.hover_tip()


def badge_tip(app, board: ForgeWarBoard, seat: int) -> str:
    """The tooltip of ``seat``'s mat's order badge ("1st"), the pointer moved onto it."""
    mat = board.rects[f"mat:{seat}"]
    return hover(app, board, (mat.x + board.mats.mat_pad() + 6, mat.y + board.px(10)))


def market(app, seed: int = 3):
    scene = start(app, seed=seed, players=2)
    reach(app, scene, lambda s: s.phase == "market" and not s.pending)
    app.draw()
    return scene, scene.board


def test_the_order_line_and_its_tooltip_say_what_decides_the_order(app):
    scene, board = market(app)
    v = board.view
    assert board.context.order_note is not None, "the line is drawn in this position"
    tip = hover(app, board, board.context.order_note[0].center)
    assert "Set when the mine phase ended: the fewest workers in the mine go first" in tip
    assert "players tied reverse their order" in tip
    counts = ", ".join(f"{scene.seat_name(s)} {v.mine.worker_count(s)}" for s in v.order)
    assert f"Workers in the mine now: {counts}." in tip
    assert "extra overseer move goes last" in tip


def test_each_mats_order_badge_explains_the_order(app):
    scene, board = market(app)
    for seat in range(2):
        assert "the fewest workers in the mine go first" in badge_tip(app, board, seat)


def test_in_the_mine_phase_the_note_speaks_of_the_next_order(app):
    scene = start(app, seed=5, players=2)
    reach(app, scene, lambda s: s.phase == "mine" and s.round >= 2 and not s.pending)
    board: ForgeWarBoard = scene.board
    note, tip = board.context.order_words(board.view)
    assert note.startswith("When the mine phase ends, the fewest workers in the mine go first")
    assert badge_tip(app, board, 0) == tip


def test_the_logs_order_lines_use_the_panels_words(app):
    scene, board = market(app)
    lines = [e.text for e in scene.session.events()]
    summary = next(t for t in lines if t.startswith("Player order, "))
    assert summary.startswith("Player order, fewest workers in the mine first:")
    order, notes = next_order((0, 1), {0: 1, 1: 1})  # tied: Bruno, then Alice
    assert order == (1, 0)
    said = [n.render(["Alice", "Bruno"]) for n in notes]
    assert said[0] == "The player order changes: Bruno plays first now (before: Alice, Bruno)"
    assert said[1] == "Bruno and Alice are tied with 1 worker in the mine: they reverse their order"
    assert said[2] == "Player order, fewest workers in the mine first: Bruno (1), Alice (1)"
    note, _tip = board.context.order_words(board.view)
    assert "fewest workers in the mine go first" in note and "reverse their order" in note


def test_the_first_rounds_order_is_told_as_drawn(app):
    """Until the first mine phase ends the order is the one drawn at the start, not counted:
    the note says so, and the rule that comes next."""
    scene = start(app, seed=3, players=2)
    reach(app, scene, lambda s: s.phase == "mine" and s.round == 1 and not s.pending)
    board: ForgeWarBoard = scene.board
    note, tip = board.context.order_words(board.view)
    assert note.startswith("Drawn at random for the first round. When the mine phase ends")
    assert badge_tip(app, board, 1) == tip
