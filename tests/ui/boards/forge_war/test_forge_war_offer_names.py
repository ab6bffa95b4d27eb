"""Playtest 20 (shot 123crop): at 1024x640 "The Fish King Blockades the Dock" ran to four lines
on its offer card and its last line almost touched the steps line's icons. A quest's name takes
three lines at most (the coin leads the steps line where beside the name it would cost a
line, then a smaller size), never over the steps line; checked on the cards drawn in whole
games' offers at 1024x640 and 1280x720, and for every English quest. (A wider gap above the
steps line needs a pixel the crowded four-seat mats do not have, or the foot air the steps
line keeps: left for later.)"""

from __future__ import annotations

import random

import pygame
import pytest
from test_forge_war_board import start
from test_forge_war_steady_mine import settle

from forgegames.games.forge_war import TITLE
from forgegames.ui import theme
from forgegames.ui.app import App


def check_cards(board) -> int:
    """Each quest card on the offer: its name within three lines, its last line's letters
    above the steps line under it (their descent may reach its first pixel), where it is
    under; how many cards were checked."""
    offer, checked = board.offer, 0
    for slot, qid in enumerate(board.view.quests["offer"]):
        if qid is None:
            continue
        card = board.rects[f"slot:{slot}"]
        name = TITLE.world.content.all_quests[qid].name
        lines = offer.offer_name_lines(name, card.width, qid)
        assert len(lines) <= 3, (name, lines)
        size, _beside = offer.quest_form(qid, card.width)
        merged = offer.offer_rows(qid, card.width)[0]
        _line, spot = offer.offer_quest_spot(qid, card)
        assert card.contains(spot), (name, card, spot)
        if not merged:
            last = card.y + offer.air()[0] + (len(lines) - 1) * offer.offer_step(size)
            foot = last + theme.font(board.px(size), True).get_height()
            assert spot.top - foot >= -1, (name, spot.top, foot)  # (its descent's last pixel)
        checked += 1
    return checked


def test_every_quest_name_takes_three_lines_at_most_at_1024(request):
    app = App((1024, 640), bot_delay_ms=0)
    request.addfinalizer(pygame.display.quit)
    board = start(app, seed=4, players=4).board
    width = board.rects["slot:0"].width
    for qid, card in TITLE.world.content.all_quests.items():
        assert len(board.offer.offer_name_lines(card.name, width, qid)) <= 3, card.name


@pytest.mark.parametrize(
    ("size", "players"), [((1024, 640), 2), ((1024, 640), 4), ((1280, 720), 4)]
)
def test_the_offer_cards_keep_their_names_off_the_steps_line(request, size, players):
    checked = 0
    for board in positions(request, size, players):
        if board.view.phase == "market":
            checked += check_cards(board)
    assert checked > 50


def positions(request, size: tuple[int, int], players: int):
    """The board at each position of a whole game (seed 4) played by greedy moves through
    the frame at ``size`` with ``players`` seats, a person at each (End turn pressed)."""
    app = App(size, bot_delay_ms=0)
    request.addfinalizer(pygame.display.quit)
    scene = start(app, seed=4, players=players)
    session, board, rng = scene.session, scene.board, random.Random(1)
    while not session.over:
        settle(app, scene)
        if session.over:
            break
        yield board
        seat = session.active
        view = TITLE.view(session.state, seat)
        scene.commit(TITLE.bots()["greedy"](seat).choose(view, session.legal_actions(), rng))
