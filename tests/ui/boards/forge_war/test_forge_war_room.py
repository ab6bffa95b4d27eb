"""The board uses the room it has (playtest 3, item 8): with room to spare the mats' rows stand
apart and the last one clear of the mat's edge; the wealth cards are as tall as their words."""

from __future__ import annotations

import dataclasses

import pygame
from test_forge_war_board import reach, start
from uihelp import post

from forgegames.games.forge_war import TITLE
from forgegames.games.forge_war.state import seat_changed
from forgegames.ui.app import App
from forgegames.ui.boards.forge_war import ForgeWarBoard


def rows_of(board: ForgeWarBoard, seat: int) -> list[tuple[int, int]]:
    """The (top, bottom) of each row of chips on a seat's mat, top to bottom."""
    chips = board.mats.mat_layouts[seat][0]
    return sorted({(r.top, r.bottom) for _key, r, _tip, _text, _style in chips})


def test_mats_with_room_to_spare_keep_their_rows_apart_and_off_the_edge(app):
    scene = start(app, seed=3, players=2)
    reach(app, scene, lambda s: s.round >= 2 and any(seat.quests for seat in s.seats))
    board: ForgeWarBoard = scene.board
    seat = next(i for i, data in enumerate(scene.session.state.seats) if data.quests)
    rows = rows_of(board, seat)
    assert len(rows) >= 3  # adventurers, designs, a quest
    # (2 px of air, not 3, since playtest 15: the market keeps row 1 as tall as round 1's
    # cards needed, so the rows under it stay in place, and the mats have that much less)
    for (_, bottom), (top, _) in zip(rows, rows[1:], strict=False):
        assert top - bottom >= board.px(2), rows
    mat = board.rects[f"mat:{seat}"]
    assert mat.bottom - rows[-1][1] >= board.px(2)
    used = max(r.bottom for k, r in board.rects.items() if k.startswith("mat:"))
    assert used <= board.mats.rect.bottom


def test_wealth_cards_are_as_tall_as_their_words(app):
    scene = start(app, seed=3, players=2)
    board: ForgeWarBoard = scene.board
    assert scene.session.state.phase == "wealth"
    cards = {k[7:]: r for k, r in board.rects.items() if k.startswith("wealth:")}
    assert len(cards) >= 4
    for wid, rect in cards.items():  # each row as tall as its own tallest card's words
        row = [(w, r) for w, r in cards.items() if r.y == rect.y]
        need = max(board.context.wealth_need(w, r.width) for w, r in row)
        assert board.context.wealth_need(wid, rect.width) <= rect.height == need
    bottom = max(r.bottom for r in cards.values())
    # the cards end inside the panel, which is no taller than they need where it reaches
    # up towards the mine's foot (playtest 13: it keeps the mine's lowest hexes in view)
    assert board.px(4) <= board.context.rect.bottom - bottom
    if board.context.rect.top < board.mine.rect.bottom:  # (a row lower than the other can
        # leave the panel at its own place, the merchant's height, with room under the cards)
        assert board.context.rect.bottom - bottom <= board.px(16)


def test_the_mine_keeps_the_stall_rows_until_a_stall_is_held(app):
    """The merchant's box plans no stall rows while no seat holds a stall, and the mine takes
    that room; once a seat holds one, the box gets its row back over the mine's foot, the
    mine's rectangle unchanged all game (ux32), and the prompt stays above it."""
    scene = start(app, seed=3, players=2)
    reach(app, scene, lambda s: s.phase == "market" and not s.pending)
    board: ForgeWarBoard = scene.board
    assert not any(
        TITLE.world.content.all_bonus[b].kind == "stall"
        for data in board.view.seats
        for b in data.bonus
    )
    assert board.context.merchant_rows() == board.context.MERCHANT_ROWS - 2
    roomy_mine = board.mine.rect.height
    mine_w = board.mine.rect.width
    context_top = board.context.rect.top
    # the order line's note, with no room under it, is the line's tooltip
    app.draw()
    assert board.context.order_note is not None
    pos = board.context.order_note[0].center
    post(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    assert "the fewest workers in the mine go first" in board.hover_tip()
    state = scene.session.state
    seats = seat_changed(state.seats, 0, bonus=(*state.seats[0].bonus, "ore-exchange"))
    scene.session.state = dataclasses.replace(state, seats=seats)
    scene.after_change()
    app.draw()
    assert board.context.merchant_rows() == board.context.MERCHANT_ROWS - 1
    # this round the mine keeps its size (playtest 12): the box's new row reaches over its foot
    assert board.mine.rect.height == roomy_mine and board.mine.rect.width == mine_w
    assert board.context.rect.top == context_top - board.context.merchant_row()
    assert board.mine.shown.bottom < board.context.rect.top
    assert board.context.prompt_bottom <= board.context.merchant_top
    stall = [k for k in board.rects if k.startswith("stall:ore-exchange")]
    assert len(stall) == 2 and all(board.context.rect.contains(board.rects[k]) for k in stall)
    # in the next rounds too (ux32: the mine's rectangle stays all game; it gave the row up
    # at the next round, and its hexes re-centred): the row still lies over the mine's foot
    layout = board.mine_view.layout
    reach(app, scene, lambda s: s.phase == "mine" and s.round == state.round + 1)
    assert board.mine.rect.height == roomy_mine and board.mine.rect.width == mine_w
    assert board.mine.shown.bottom < board.context.rect.top
    assert board.mine_view.layout == layout, "the hexes stay where the stall's row put them"


def test_the_mine_and_its_icons_are_large_at_1280x720(app):
    """Playtest 3's verdict: a small mine and tiny icons. At 1280x720 the mine is more than
    half the left column's height, each hex's resource icon and the mats' and merchant's
    resource chips are 20 px or more."""
    assert app.size == (1280, 720)
    scene = start(app, seed=3, players=2)
    reach(app, scene, lambda s: s.phase == "mine" and s.round >= 2)
    board: ForgeWarBoard = scene.board
    column = board.strip.rect.top - board.rect.y
    assert board.mine.rect.height > column * 0.55
    assert board.mine_view.resource_side() >= 20
    assert board.pen.chip_side() >= 20


def test_the_mine_stays_put_all_game_and_its_hexes_move_at_most_once():
    """Ux32: the mine re-centred between phases (a stall's row taken from it at a round's
    end, the wealth hand given back). Its rectangle is the same all game; its hexes move at
    most once, when a stall's row first needs room, at 1280x720 and 1024x640."""
    for size in ((1280, 720), (1024, 640)):
        app = App(size, bot_delay_ms=0)
        try:
            scene = start(app, seed=5, players=3)
            board: ForgeWarBoard = scene.board
            rects, layouts = {tuple(board.mine.rect)}, [board.mine_view.layout]
            while scene.session.legal_actions():  # to the game's end
                steps = iter(range(2))
                reach(app, scene, lambda s, n=steps: next(n, 1) == 1)
                rects.add(tuple(board.mine.rect))
                if board.mine_view.layout != layouts[-1]:
                    layouts.append(board.mine_view.layout)
            assert any(seat.bonus for seat in scene.session.state.seats)  # a stall was bought
            assert len(rects) == 1, rects
            assert len(layouts) <= 2, layouts
        finally:
            pygame.display.quit()
