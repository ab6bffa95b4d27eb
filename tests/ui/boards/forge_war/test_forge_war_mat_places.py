"""Forge War's mats keep their places (issue 39, playtest 4: the players' panels swapped places
when the turn order changed): top to bottom in seat order all game, each with a badge naming its
place in this round's player order ("1st", "2nd"...)."""

from __future__ import annotations

from test_forge_war_board import reach, start

from forgegames.ui import text_report
from forgegames.ui.boards.forge_war import ForgeWarBoard
from forgegames.ui.boards.forge_war.look import ordinal


def tops(board: ForgeWarBoard) -> list[int]:
    return [board.rects[f"mat:{seat}"].top for seat in range(len(board.view.seats))]


def test_mats_stay_in_seat_order_and_badges_follow_the_player_order(app):
    scene = start(app, seed=5, players=4)
    board: ForgeWarBoard = scene.board
    orders = set()
    for _round in range(3):
        first = board.view.order
        reach(app, scene, lambda s, o=first: s.order != o and not s.pending, limit=600)
        board = scene.board
        orders.add(tuple(board.view.order))
        top = tops(board)
        assert top == sorted(top), "mat 0 on top, then mat 1, 2, 3, whatever the order"
        assert board.mats.mat_order() == [0, 1, 2, 3]
    assert len(orders) >= 2, "the player order changed while the mats stayed"


def test_each_mat_shows_its_badge_in_the_player_order(app):
    text_report.start()
    try:
        scene = start(app, seed=5, players=3)
        reach(app, scene, lambda s: s.order != (0, 1, 2) and not s.pending, limit=600)
        board: ForgeWarBoard = scene.board
        frame = text_report.recording_window(app.surface)
        app.surface = frame
        app.draw()
        items = text_report.report(frame)
    finally:
        text_report.stop()
    for place, seat in enumerate(board.view.order, start=1):
        mat = board.rects[f"mat:{seat}"]
        badges = [
            i for i in items if i["text"] == ordinal(place) and mat.collidepoint(i["rect"][:2])
        ]
        assert len(badges) == 1, (seat, place, board.view.order)
