"""King's Forge tooltips, headless (playtest 5): a card's tooltip sits beside the card, over
neither it nor its neighbours, and when a move puts another card under the resting pointer
the tooltip waits for the pointer to move."""

from __future__ import annotations

import random

import pygame
import pytest
from test_kings_forge_board import play_by_clicks, start
from test_kings_forge_preview import hover, shown_tooltip
from uihelp import click, post, settle

from forgegames.games.kings_forge import TITLE
from forgegames.games.kings_forge.actions import Claim
from forgegames.ui.app import App
from forgegames.ui.boards.kings_forge import KingsForgeBoard
from forgegames.ui.boards.kings_forge.choices import gather_options
from forgegames.ui.boards.kings_forge.words import action_text


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_a_gather_cards_tooltip_covers_no_gather_card(size):
    app = App(size, bot_delay_ms=0)
    try:
        scene = start(app, seed=3)
        board: KingsForgeBoard = scene.board
        halves = [t for t in board.all_targets() if t.key.startswith(("gather:", "discard:"))]
        assert len(halves) >= 8
        cards = [rect for _, rect in board.geo.gather_cards()]
        for target in halves:
            hover(app, target.rect.center)
            board.tip_box = None
            app.draw()
            if board.tip_box is None:  # a discard place that may be used has no tooltip
                assert target.key.startswith("discard:"), target.key
                continue
            assert board.rect.contains(board.tip_box), target.key
            assert not any(board.tip_box.colliderect(card) for card in cards), target.key
    finally:
        pygame.display.quit()


def free_claim(board: KingsForgeBoard, legal) -> Claim | None:
    """A claim of a free action (no dice to place) made by one click, while the gather deck
    still has a card to put in its place."""
    if not board.state.deck:
        return None
    for action in legal:
        free = (
            isinstance(action, Claim)
            and not TITLE.world.content.actions[(action.card, action.side)].boxes
        )
        if free and len(gather_options(action.card, action.side, legal)) == 1:
            return action
    return None


def test_a_card_put_under_the_resting_pointer_gets_no_tooltip_until_it_moves(app, monkeypatch):
    scene = start(app, seed=4)
    board: KingsForgeBoard = scene.board
    rng = random.Random(2)
    bot = TITLE.bots()["greedy"](0)
    for _ in range(200):
        settle(app, scene)
        legal = scene.session.legal_actions()
        claim = free_claim(board, legal)
        if claim is not None:
            break
        view = TITLE.view(scene.session.state, scene.session.active)
        play_by_clicks(app, scene, bot.choose(view, legal, rng))
    else:
        raise AssertionError("no free claim came")
    slot = board.state.faceup.index(claim.card)
    target = next(t for t in board.all_targets() if t.key == f"gather:{claim.card}:{claim.side}")
    pos = target.rect.center
    hover(app, pos)
    assert shown_tooltip(app, board, monkeypatch)  # the claimed card's tooltip, before
    click(app, pos)
    assert board.state.faceup[slot] not in ("", claim.card)  # another card came in its place
    assert board.hover_key.startswith(f"gather:{board.state.faceup[slot]}:")
    assert shown_tooltip(app, board, monkeypatch) == ""  # not the new card's, unasked
    hover(app, (pos[0] + 1, pos[1]))  # the pointer moves: the new card's tooltip opens
    _, card, side = board.hover_key.split(":")
    assert action_text(TITLE.world, card, side) in shown_tooltip(app, board, monkeypatch)


def test_a_refusal_on_screen_hides_the_tooltip_it_would_overlap(app):
    """Playtest 7 (screen 07): the refusal of a click on a place the supply cannot pay for
    was drawn over that place's tooltip, which said the same. The refusal wins: no tooltip
    while it shows; once it has gone, the pointer's tooltip is back."""
    scene = start(app, seed=3)
    board: KingsForgeBoard = scene.board
    refused = next(t for t in board.gather.unavailable_places() if t.key.startswith("gather:"))
    hover(app, refused.rect.center)
    board.tip_box = None
    app.draw()
    assert board.tip_box is not None  # its tooltip says why it is not a move now
    click(app, refused.rect.center)
    assert scene.toast is not None and scene.toast.error
    board.tip_box = None
    app.draw()
    assert scene.toast.shown and board.tip_box is None
    click(app, scene.log_rect.center)  # a click off the refusal sends it (playtest 17)
    assert scene.toast is None
    hover(app, (refused.rect.centerx + 1, refused.rect.centery))
    app.draw()
    assert board.tip_box is not None


def test_a_click_takes_the_tooltip_away_until_the_pointer_moves(app):
    """Playtest 29: a card's tooltip stayed over the heading after a click on the card, until
    the mouse moved. A click hides every tooltip; the pointer's next motion brings it back."""
    scene = start(app, seed=3)
    board: KingsForgeBoard = scene.board
    target = next(t for t in board.all_targets() if t.key.startswith("gather:"))
    hover(app, target.rect.center)
    board.tip_box = None
    app.draw()
    assert board.tip_box is not None, "the card's tooltip shows while the pointer rests on it"
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):  # a middle click: no move
        post(app, kind, pos=target.rect.center, button=2)
    board.tip_box = None
    app.draw()
    assert board.tip_box is None, "the click took the tooltip away"
    hover(app, (target.rect.centerx + 1, target.rect.centery))
    app.draw()
    assert board.tip_box is not None, "the pointer moved: the tooltip is back"
