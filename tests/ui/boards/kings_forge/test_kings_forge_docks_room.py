"""King's Forge at four seats while a card is paid for, under a king's row of tall cards: the
docks keep to the middle row (issue 39: at 1280x720 their last row lay 15 px under the first
tray), and the text report names a docks row the middle row does not hold, so a sweep sees it."""

from __future__ import annotations

import pygame
import pytest

from forgegames.cli import play_bots
from forgegames.core import i18n
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui import text_report
from forgegames.ui.app import App
from forgegames.ui.boards.kings_forge import KingsForgeBoard
from forgegames.ui.game_scene import GameScene

SEATS = tuple(
    SeatConfig(name, colour)
    for name, colour in zip(
        ("Alice", "Bruno", "Chiara", "Dmitri"), ("blue", "orange", "green", "purple"), strict=True
    )
)


TALL_CARDS = (0, 97)
"""``screenshot --game kings-forge --players 4 --seed 0 --actions 97``: Bruno pays for the
South Mine; Short Staff's four dice make the displayed cards tall (the king's row gives what
their dice spare). (Re-found when the greedy player stopped passing at once, playtest 20.)"""
LONG_LINE = (2, 27)
"""``--seed 2 --actions 27``: Chiara pays for the South Mine under a waiting line of nine
cards, which gives nothing (the docks' rows close up)."""


def paying_board(size: tuple[int, int], position=TALL_CARDS) -> KingsForgeBoard:
    """The board at ``position`` (seed, moves of the greedy computer player, as the
    screenshot command plays them), four seats, a card being paid for."""
    seed, moves = position
    session = Session.start(GameConfig("kings-forge", SEATS, "standard"), seed)
    play_bots(session, "greedy", seed, moves, None)
    assert session.state.sub == "pay" and len(session.state.players) == 4
    app = App(size, bot_delay_ms=0)
    scene = GameScene(app, session)
    app.push(scene)
    app.draw()
    board = scene.board
    assert isinstance(board, KingsForgeBoard)
    return board


def docks_problems(board: KingsForgeBoard) -> list[str]:
    window = pygame.Rect((0, 0), board.scene.app.size)
    boxes = text_report.scene_boxes(board.scene.app.stack.scenes)
    found = [p for b in boxes for p in text_report.box_problems(window, b)]
    return [p.text for p in found if "docks" in p.text or "tray" in p.text]


@pytest.mark.parametrize("position", [TALL_CARDS, LONG_LINE])
@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
def test_docks_rows_stay_above_the_trays_while_paying_at_four_seats(size, lang, position):
    with i18n.speaking(lang):
        board = paying_board(size, position)
        rows = [rect for _, rect in board.geo.dock_rows()]
        first_tray = board.geo.tray_rects(board.state)[0]
        assert rows[-1].bottom <= board.geo.mid_rect.bottom, (rows[-1], board.geo.mid_rect)
        assert rows[-1].bottom < first_tray.top, (rows[-1], first_tray)
        displayed = board.geo.king_cards()
        for card, rect in displayed:  # the king's row gave room: its dice stay on their cards
            for die in board.geo.craft_dice(rect, card):
                assert rect.contains(die), (card, die, rect)
        assert docks_problems(board) == []


def test_the_text_report_names_docks_rows_the_middle_row_does_not_hold():
    """Every drawn docks row is inside the report's ``middle/docks`` box: a middle row too
    low for them is a box problem (before, the hidden row read as whole text)."""
    board = paying_board((1280, 720))
    boxes = board.geo.boxes()
    assert boxes["middle/docks"].contains(board.geo.dock_rows()[-1][1])
    board.geo.mid_rect.height -= 60  # lower than even the closed-up docks need
    assert any("middle/docks leaves" in words for words in docks_problems(board))
