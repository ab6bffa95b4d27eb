"""King's Forge layout at three and four seats, headless: the gather cards' words and the
waiting line fit their places whatever cards are face up (issue 23)."""

from __future__ import annotations

import random

import pygame
import pytest
from kf_play import person_and_bot, person_turns
from uihelp import post, run_timers

from forgegames.core import i18n
from forgegames.core.frozen import evolve
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.kings_forge import TITLE, board_info
from forgegames.games.kings_forge.actions import Claim
from forgegames.games.kings_forge.state import PHASE_CRAFT, players_with
from forgegames.ui import text_report
from forgegames.ui.app import App
from forgegames.ui.boards.kings_forge import KingsForgeBoard
from forgegames.ui.game_scene import GameScene

NAMES = ("Ann", "Ben", "Cat", "Dan")
COLOURS = ("blue", "orange", "green", "purple")


def board_after(app, seed: int, players: int, moves: int) -> KingsForgeBoard:
    """The board of a ``players``-seat game, ``moves`` random legal moves in."""
    seats = tuple(SeatConfig(n, c) for n, c in zip(NAMES, COLOURS, strict=False))[:players]
    session = Session.start(GameConfig("kings-forge", seats, "standard"), seed)
    pick = random.Random(seed)
    for _ in range(moves):
        if session.title.is_over(session.state):
            break
        session.apply(pick.choice(session.legal_actions()))
    scene = GameScene(app, session)
    app.push(scene)
    run_timers(app, steps=4, dt=50)
    board = scene.board
    assert isinstance(board, KingsForgeBoard)
    return board


def gather_fits(board: KingsForgeBoard) -> None:
    """Face-up cards side by side inside the middle row, each tall enough for its words."""
    cards = board.geo.gather_cards()
    docks = board.geo.docks_head()
    for (card, rect), (_, after) in zip(cards, cards[1:] + [("", docks)], strict=True):
        assert board.geo.mid_rect.contains(rect)
        assert rect.right <= after.left, (card, rect, after)
        if card:
            assert board.geo.gather_need(card, rect.width) <= rect.height, card


def line_fits(board: KingsForgeBoard) -> None:
    """Every waiting card shown, inside the waiting line, none on another."""
    line = board.geo.line_places(board.state)
    assert len(line.places) == len(board.state.line)
    area = board.geo.line_rect()
    for i, place in enumerate(line.places):
        assert area.contains(place), (place, area)
        assert place.collidelist(list(line.places[i + 1 :])) == -1


def resize(app, size: tuple[int, int]) -> None:
    pygame.display.set_mode(size, pygame.RESIZABLE)  # the window is resized, then it says so
    post(app, pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    assert app.size == size


SIZES = [(1024, 640), (1280, 720), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [3, 4])
def test_gather_words_and_waiting_line_fit_at_every_size(app, players, size):
    resize(app, size)
    for seed in range(12):
        board = board_after(app, seed, players, moves=seed % 4)
        if board.state.phase == "gather":
            gather_fits(board)
        line_fits(board)
        app.pop()


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_words_cut_in_the_first_rounds(app, players, size, lang, request):
    """The frame's text report, a few random moves into games of every size: nothing cut,
    the trays' words included (a late-round list of places and powers)."""
    resize(app, size)
    i18n.set_language(lang)
    request.addfinalizer(lambda: i18n.set_language("en"))
    text_report.start()
    request.addfinalizer(text_report.stop)
    cut = {}
    for seed in range(6):
        board_after(app, seed, players, moves=seed % 7 + 4 * (seed % 2))
        app.surface = text_report.recording_window(app.surface)
        app.draw()
        words = [item["text"] for item in text_report.report(app.surface) if item["cut"]]
        if words:
            cut[seed] = words
        app.pop()
    assert not cut


@pytest.mark.parametrize("size", SIZES)
def test_the_gather_row_keeps_its_places_while_paying_and_when_a_card_goes(app, size):
    """Playtest: the gather row changed its cards' widths while a payment was chosen. The
    places are the same before a claim, while its dice are chosen, after it, and when a
    place is left empty."""
    resize(app, size)
    for seed in range(6):
        board = board_after(app, seed, 4, moves=0)
        session = board.scene.session
        state = session.state  # dice of three colours: a payment to choose
        session.state = evolve(state, players=players_with(state, state.turn, supply=(2, 2, 1, 0)))
        board.scene.refresh()
        before = [rect for _card, rect in board.geo.gather_cards()]
        state = session.state
        title = session.title
        paying = [
            a
            for a in session.legal_actions()
            if isinstance(a, Claim) and title.apply(state, a).state.sub == "pay"
        ]
        if not paying:
            app.pop()
            continue
        board.scene.act(paying[0])
        assert session.state.sub == "pay"
        during = [rect for _card, rect in board.geo.gather_cards()]
        assert during == before, (seed, before, during)
        while session.state.sub == "pay":
            board.scene.act(board_info.suggest_pay(session.state))
        board.scene.refresh()
        assert [rect for _card, rect in board.geo.gather_cards()] == before
        state = session.state  # a place emptied (the deck ran out): the others stay
        session.state = evolve(state, faceup=("", *state.faceup[1:]))
        board.scene.refresh()
        assert [rect for _card, rect in board.geo.gather_cards()] == before
        app.pop()
        return
    raise AssertionError("no position with a payment to choose")


def test_gather_card_words_keep_clear_of_their_boxes_at_1024x640():
    """Playtest at 1024x640: the gather cards' words ran up to (and over) the outlines of
    their boxes, and 'Discard for the docks' lost its bottom line. Through a game's gather
    turns, every text drawn in a gather action's box or a discard place lies whole inside it,
    clear of its edge."""
    app = App((1024, 640), bot_delay_ms=0)
    try:
        scene = person_and_bot(app)
        board = scene.board
        checked = 0
        for _ in person_turns(app, scene, 24):
            if board.state.phase == PHASE_CRAFT:
                continue
            text_report.start()
            try:
                board.faces = {}  # the cards' faces painted again, their words recorded
                scene.layer = scene.last_picture = None
                window = text_report.recording_window(app.surface)
                scene.draw(window)
                items = text_report.report(window)
            finally:
                text_report.stop()
            boxes = [
                t.rect for t in board.all_targets() if t.key.startswith(("gather:", "discard:"))
            ]
            for item in items:
                drawn = pygame.Rect(item["rect"])
                for box in boxes:
                    if box.colliderect(drawn):
                        checked += 1
                        assert not item["cut"], item
                        assert box.inflate(-6, -4).contains(drawn), (item["text"], box, drawn)
        assert checked > 100
    finally:
        pygame.display.quit()


@pytest.mark.parametrize(("players", "least"), [(2, 32), (4, 28)])
def test_displayed_cards_dice_are_large_enough_to_count_their_pips(app, players, least):
    """Playtest: a displayed Knife's metal 6 was read as a 4 (its dice were 28 px at 1280x720).
    A card's dice are drawn as large as the card holds them: at 1280x720, 32 px at least for a
    card of up to four dice with two seats; with four, where the king's row gives room to the
    gather cards' words, never under the 28 px it had; each whole on its card and clear of
    the others."""
    content = TITLE.world.content
    sizes = []
    for seed in range(10):
        board = board_after(app, seed, players, moves=seed * 7)
        for card, rect in board.geo.king_cards():
            if not card:
                continue
            dice = board.geo.craft_dice(rect, card)
            assert len(dice) == len(content.craft[card].slots)
            for i, die in enumerate(dice):
                assert rect.contains(die), (card, die, rect)
                assert die.collidelist(dice[i + 1 :]) == -1
            if len(dice) <= 4:
                sizes.append(dice[0].width)
        app.pop()
    assert sizes and min(sizes) >= least, sizes
    assert max(sizes) >= 34, "where the card has room, its dice are larger"


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", SIZES)
def test_every_craft_cards_name_is_whole_on_the_kings_row(app, size, lang, request):
    """Playtest 3 at 1024x640: 'Ceremo… Shield' (the first word did not fit beside the rank).
    Every craft card's face, painted at the King's row's size, shows its name whole, inside
    the card and above its dice, and its rank clear of the name."""
    from forgegames.games.kings_forge import TITLE

    resize(app, size)
    i18n.set_language(lang)
    request.addfinalizer(lambda: i18n.set_language("en"))
    board = board_after(app, 0, 2, moves=0)
    rect = board.geo.king_cards()[0][1]
    text_report.start()
    request.addfinalizer(text_report.stop)
    for card in TITLE.world.content.craft:
        face = text_report.RecordingSurface(rect.size)
        place = pygame.Rect((0, 0), rect.size)
        board.king.paint_craft_card(face, place, card)
        items = text_report.report(face)
        dice_top = min(die.top for die in board.geo.craft_dice(place, card))
        words = [i for i in items if not i["text"].isdigit()]
        rank = next(pygame.Rect(i["rect"]) for i in items if i["text"].isdigit())
        assert " ".join(i["text"] for i in words) == TITLE.world.card_name(card), (card, words)
        for item in words:
            drawn = pygame.Rect(item["rect"])
            assert not item["cut"] and place.contains(drawn), (card, item)
            assert drawn.bottom <= dice_top + 2, (card, item, dice_top)
            assert not drawn.colliderect(rank.inflate(-2, -4)), (card, item, rank)
        assert rank.bottom <= dice_top + 2
