"""Playtest 22 item 5: a notice covered the part of the board the person was acting on (Forge
War's mine while Bruno moved an overseer and while he managed his quests, shots 38 and 139;
King's Forge's waiting line under a gather card's refusal, shot 07). Each board names the parts
a notice keeps clear (``Board.keep_clear``); a notice goes in a quiet part of the board, or over
the top of the log column, the log pushed down under it. In every title, a refused click and a
notice about a move made by a real click cover none of those parts, none of the lit places and no
button, at 1280x720 and 1024x640."""

from __future__ import annotations

import pygame
import pytest
from test_forge_war_board import reach, start
from test_kings_forge_notices import alice_to_play
from test_warparty_board import first_turn
from test_warparty_end_move_confirm import end_movement
from uihelp import click, click_button, greedy_session, open_game

from forgegames.core.title import SeatConfig
from forgegames.games.forge_war.mine_actions import PassMove
from forgegames.ui.app import App
from forgegames.ui.hotseat import PASSED_WORDS
from forgegames.ui.launcher import Launcher
from forgegames.ui.widgets import ButtonGroup

SIZES = [(1280, 720), (1024, 640)]


@pytest.fixture(params=SIZES, ids=["1280x720", "1024x640"])
def sized(request):
    application = App(request.param, bot_delay_ms=0)
    application.home = lambda: Launcher(application)
    yield application
    pygame.display.quit()


def assert_kept_clear(scene, *parts: pygame.Rect) -> pygame.Rect:
    """The notice on screen covers none of the board's kept parts (``parts`` among them),
    none of its lit places and no button, and lies on the board or over the log column."""
    app, board = scene.app, scene.board
    app.draw()
    assert scene.toast is not None and scene.toast.shown
    box = scene.toast_place()[1]
    keep = board.keep_clear()
    for part in parts:
        assert part.width and part.height and any(k.contains(part) for k in keep), (part, keep)
    assert box.collidelist(keep) < 0, (box, keep)
    assert box.collidelist(board.toast_clear()) < 0, (box, board.toast_clear())
    assert box.collidelist(scene.button_rects()) < 0
    assert box.collidelist([b.rect for b in scene.top.buttons]) < 0  # the frame's (Hint)
    assert board.rect.contains(box) or board.notice_room.contains(box), box
    if not board.rect.contains(box):  # on the log column: the log pushed down under it
        lines = scene.drawing.lines_under_notice  # (playtests 24 and 25: it hid the heading
        assert all(line.top >= box.bottom for line in lines), (box, lines)  # and its lines)
    return box


def test_forge_war_refusal_keeps_off_the_market_offer_and_mine(sized):
    """A quest clicked in the market phase is refused: the market (acted on now), the quest
    offer and the mine stay in view."""
    scene = start(sized, seed=4, players=2)
    reach(sized, scene, lambda s: s.phase == "market" and not s.pending)
    board = scene.board
    click(sized, board.rects["slot:0"].center)
    assert scene.toast is not None and scene.toast.error
    assert_kept_clear(scene, board.mine.shown, board.market.rect, board.offer.rect)


def test_forge_war_passing_in_the_mine_keeps_the_mine_in_view(sized):
    """Shot 139: "Pass in the mine lost this round's overseer move…" lay across the mine's
    top. Pressing Pass in the mine now tells it off the mine."""
    scene = start(sized, seed=5, players=2)
    reach(
        sized,
        scene,
        lambda s: (
            s.phase == "mine" and s.round == 2 and PassMove() in scene.session.legal_actions()
        ),
    )
    board = scene.board
    groups = [g for g in vars(board).values() if isinstance(g, ButtonGroup)]
    group, label = next((g, b.label) for g in groups for b in g.buttons if "Pass" in b.label)
    click_button(sized, group, label)
    assert scene.session.history[-1].action == PassMove()
    assert scene.toast is not None and "overseer move" in scene.toast.text
    assert_kept_clear(scene, board.mine.shown)


def test_kings_forge_refusal_keeps_off_the_waiting_line(sized):
    """Shot 07: "Your supply cannot pay for that action…" lay over the waiting line."""
    scene = alice_to_play(sized)
    board = scene.board
    dead = [t for t in board.all_targets() if not t.live and t.key.startswith("gather:")]
    click(sized, dead[0].rect.center)
    assert scene.toast is not None and scene.toast.error
    box = assert_kept_clear(scene, board.geo.line_rect(), board.gather.rect)
    if not board.rect.contains(box):  # the log's lines, there from the start, all under it
        assert len(scene.drawing.lines_under_notice) >= 3


def test_a_refusal_leaves_the_hint_s_choices_whole(sized):
    """Playtest 23, shot 05: with the hint's list open, "Your supply cannot pay…" lay over the
    top of the list. Over the log column, a notice now goes below the notes drawn there."""
    scene = alice_to_play(sized)
    board = scene.board
    click_button(sized, scene.top, "Hint (H)")
    sized.draw()
    notes = scene.log_column.notes_drawn
    assert notes.boxes  # the hint's list is on screen
    dead = [t for t in board.all_targets() if not t.live and t.key.startswith("gather:")]
    click(sized, dead[0].rect.center)
    assert scene.toast is not None and scene.toast.error
    box = assert_kept_clear(scene, board.geo.line_rect())
    assert box.collidelist([rect for _key, rect, _low, _high in notes.boxes]) < 0, box


def test_kings_forge_move_notice_keeps_off_the_waiting_line(sized):
    """A gather card claimed by a click, then the words of a turn passed on by itself."""
    scene = alice_to_play(sized)
    board = scene.board
    had = len(scene.session.history)
    quiet = {  # claims not asked about first (kf36: one keeping too few dice to craft)
        f"gather:{a.card}:{a.side}"
        for a in scene.session.legal_actions()
        if str(a).startswith("claim ") and not board.losses(a)
    }
    live = next(t for t in board.all_targets() if t.live and t.key in quiet)
    click(sized, live.rect.center)
    assert len(scene.session.history) > had  # the claim was made
    scene.show_toast(PASSED_WORDS, error=False)
    assert_kept_clear(scene, board.geo.line_rect())


def test_warparty_refusal_keeps_off_the_map(sized):
    """A click on the enemy's counters is refused; the map, where the team moves, stays in
    view."""
    seats = (SeatConfig("Ann", "blue"), SeatConfig("Bo", "orange"))
    scene = open_game(sized, greedy_session("warparty", seats, 5, 25))
    board = scene.board
    mine = set(board.state.seats[scene.panel_seat()])
    theirs = [
        r for (_, army), r in board.canvas.stack_rects(board.state).items() if army not in mine
    ]
    click(sized, theirs[0].center)
    assert scene.toast is not None and scene.toast.error
    assert_kept_clear(scene, board.notice_band())


def test_warparty_end_movement_notice_keeps_off_the_map(sized):
    """End movement clicked while units could still move: its message (playtest 22: "End
    movement lost the moves of 22 units") now reads as a sentence and lies off the map."""
    scene = open_game(sized, first_turn())
    assert end_movement(sized, scene) is None
    text = scene.toast.text
    assert text.startswith("By choosing “End movement” you gave up the chance for "), text
    assert_kept_clear(scene, scene.board.notice_band())
