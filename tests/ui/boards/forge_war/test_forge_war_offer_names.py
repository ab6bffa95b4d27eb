"""Playtest 20 (shot 123crop): at 1024x640 "The Fish King Blockades the Dock" ran to four lines
on its offer card and its last line almost touched the steps line's icons. Playtest 25 (z106):
moving its coin down to the steps line to save a line put the coin in another place than on
every other card. The coin now leads the name's first line on every card; a name takes three
lines where a size allows, else the fewest (the card's row grows for a fourth), never over the
steps line; checked on the cards drawn in whole games' offers at 1024x640 and 1280x720, and for
every English and Spanish quest."""

from __future__ import annotations

import random

import pygame
import pytest
from test_forge_war_board import start
from test_forge_war_steady_mine import settle

from forgegames.core import i18n
from forgegames.games.forge_war import TITLE
from forgegames.ui import theme
from forgegames.ui.app import App
from forgegames.ui.boards.forge_war.look import COIN_FACE


def check_cards(board) -> int:
    """Each quest card on the offer: its coin beside its name's first line, the name within
    four lines, its last line's letters
    above the steps line under it (their descent may reach its first pixel), where it is
    under; how many cards were checked."""
    offer, checked = board.offer, 0
    for slot, qid in enumerate(board.view.quests["offer"]):
        if qid is None:
            continue
        card = board.rects[f"slot:{slot}"]
        name = TITLE.world.content.all_quests[qid].name
        lines = offer.offer_name_lines(name, card.width, qid)
        size, beside = offer.quest_form(qid, card.width)
        assert beside and len(lines) <= 4, (name, lines)
        merged = offer.offer_rows(qid, card.width)[0]
        _line, spot = offer.offer_quest_spot(qid, card)
        assert card.contains(spot), (name, card, spot)
        if not merged:
            last = card.y + offer.air()[0] + (len(lines) - 1) * offer.offer_step(size)
            foot = last + theme.font(board.px(size), True).get_height()
            assert spot.top - foot >= -1, (name, spot.top, foot)  # (its descent's last pixel)
        checked += 1
    return checked


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_quest_s_coin_leads_its_name_at_1024(request, lang):
    """The coin leads every name's first line; a name takes three lines where a size allows
    it, four at most (a long word such as "Blockades" beside the coin)."""
    app = App((1024, 640), bot_delay_ms=0)
    request.addfinalizer(pygame.display.quit)
    board = start(app, seed=4, players=4).board
    width = board.rects["slot:0"].width
    with i18n.speaking(lang):
        for qid, card in TITLE.world.content.all_quests.items():
            size, beside = board.offer.quest_form(qid, width)
            lines = board.offer.offer_name_lines(card.name, width, qid)
            assert beside and len(lines) <= 4, (card.name, lines)
            smallest = board.offer.wrap_name(card.name, width, board.offer.NAME_SIZES[-1])
            assert len(lines) <= 3 or len(smallest) == 4, (card.name, size)


def test_the_fish_king_s_coin_is_drawn_on_its_title_line(request):
    """z106: seed 2 with four seats deals "The Fish King Blockades the Dock" to the offer."""
    app = App((1024, 640), bot_delay_ms=0)
    request.addfinalizer(pygame.display.quit)
    scene = start(app, seed=2, players=4)
    board = scene.board
    slot = board.view.quests["offer"].index("the-fish-king-blockades-the-dock")
    card = board.rects[f"slot:{slot}"]
    drawn = pygame.Surface(app.size)
    board.offer.draw(drawn)  # the offer alone (the wealth choice's curtain aside)
    coin = pygame.Rect(card.x + board.offer.edge(), card.y + board.offer.air()[0], 1, 1)
    coin.size = (board.offer.offer_coin(), board.offer.offer_coin())
    colours = {
        tuple(drawn.get_at((x, y)))[:3]
        for x in range(coin.left, coin.right)
        for y in range(coin.top, coin.bottom)
    }
    assert COIN_FACE in colours, colours  # the gold disc where every card has it
    _line, spot = board.offer.offer_quest_spot("the-fish-king-blockades-the-dock", card)
    assert spot.x == card.x + board.offer.edge()  # the steps line starts the foot, no coin


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
