"""The board uses the room it has (playtest 3, item 8): with room to spare the mats' rows stand
apart and the last one clear of the mat's edge; the wealth cards are as tall as their words."""

from __future__ import annotations

from test_forge_war_board import reach, start

from forgegames.ui.boards.forge_war import ForgeWarBoard


def rows_of(board: ForgeWarBoard, seat: int) -> list[tuple[int, int]]:
    """The (top, bottom) of each row of chips on a seat's mat, top to bottom."""
    chips = board.mat_layouts[seat][0]
    return sorted({(r.top, r.bottom) for _key, r, _tip, _text, _style in chips})


def test_mats_with_room_to_spare_keep_their_rows_apart_and_off_the_edge(app):
    scene = start(app, seed=3, players=2)
    reach(app, scene, lambda s: s.round >= 2 and any(seat.quests for seat in s.seats))
    board: ForgeWarBoard = scene.board
    seat = next(i for i, data in enumerate(scene.session.state.seats) if data.quests)
    rows = rows_of(board, seat)
    assert len(rows) >= 3  # adventurers, designs, a quest
    for (_, bottom), (top, _) in zip(rows, rows[1:], strict=False):
        assert top - bottom >= board.px(3), rows
    mat = board.rects[f"mat:{seat}"]
    assert mat.bottom - rows[-1][1] >= board.px(3)
    used = max(r.bottom for k, r in board.rects.items() if k.startswith("mat:"))
    assert used <= board.mats_rect.bottom


def test_wealth_cards_are_as_tall_as_their_words(app):
    scene = start(app, seed=3, players=2)
    board: ForgeWarBoard = scene.board
    assert scene.session.state.phase == "wealth"
    cards = {k[7:]: r for k, r in board.rects.items() if k.startswith("wealth:")}
    assert len(cards) >= 4
    need = max(board.wealth_need(wid, r.width) for wid, r in cards.items())
    for wid, rect in cards.items():
        assert board.wealth_need(wid, rect.width) <= rect.height == need
    bottom = max(r.bottom for r in cards.values())
    assert board.ctx_rect.bottom - bottom >= board.px(40)  # the room left is not filled
