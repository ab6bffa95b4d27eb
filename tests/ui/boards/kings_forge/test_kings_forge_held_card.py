"""Issue 39: while a player paid for a claimed gather card its place read "empty". The place
shows the card being paid for, marked so (and the card discarded for the docks, the same way),
reached by a person's clicks."""

from __future__ import annotations

import random

import pygame
import pytest
from test_kings_forge_board import needs_payment, start, target_rect
from uihelp import click, drawn_words

from forgegames.core.i18n import speaking, tr
from forgegames.games.kings_forge import TITLE
from forgegames.ui.boards.kings_forge.gather import held_card

words_on_screen = drawn_words  # (the frame drawn afresh: its text report)


def texts(items: list[dict]) -> list[str]:
    return [i.get("text", "") for i in items]


def before_a_claim_to_pay(app):
    """A game (seed 4) played by the greedy player up to a claim whose dice Alice chooses."""
    scene = start(app, seed=4)
    session = scene.session
    greedy, rng = TITLE.bots()["greedy"](0), random.Random(1)
    while (claim := needs_payment(scene)) is None:
        session.apply(greedy.choose(session.state, session.legal_actions(), rng))
        scene.after_change()
    return scene, claim


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_card_being_paid_for_stays_in_its_place(app, lang):
    with speaking(lang):
        scene, claim = before_a_claim_to_pay(app)
        session, board = scene.session, scene.board
        index = session.state.faceup.index(claim.card)
        before = words_on_screen(app, scene)
        name = str(session.state.world.card_name(claim.card))
        key = f"gather:{claim.card}:{claim.side}"
        click(app, target_rect(board, lambda t: t.key == key).center)
        state = session.state
        assert state.sub == "pay" and state.faceup[index] == ""
        assert held_card(state, index) == (claim.card, "Being paid for", claim.side)
        shown = texts(words_on_screen(app, scene))
        assert tr("Being paid for") in shown
        assert tr("empty") not in shown
        assert texts(before).count(name) <= shown.count(name)  # the card's name still drawn
        items = [i for i in words_on_screen(app, scene) if i.get("text") == tr("Being paid for")]
        assert items and not any(i.get("cut") for i in items)


def test_no_card_is_held_outside_a_payment_or_a_docks_visit(app):
    scene = start(app, seed=4)
    state = scene.session.state
    assert state.sub == ""
    assert all(held_card(state, i) is None for i in range(len(state.faceup)))
    shown = texts(words_on_screen(app, scene))
    assert tr("Being paid for") not in shown


def test_the_dice_paid_so_far_sit_on_the_held_cards_boxes(app):
    """Playtest 15, item 8: the dice placed on a claimed card are seen on its boxes, as on the
    table, not only on the payment line: a die placed by a click on its "+ colour" button
    shows on the claimed action's first box, read from the window's pixels."""
    scene, claim = before_a_claim_to_pay(app)
    session, board = scene.session, scene.board
    spec = session.state.world.content.actions[(claim.card, claim.side)]
    assert spec.boxes and not spec.pay_all
    click(app, target_rect(board, lambda t: t.key == f"gather:{claim.card}:{claim.side}").center)
    index = session.state.hole
    rect = dict(enumerate(r for _, r in board.geo.gather_cards()))[index]
    area = board.geo.action_rects(rect, claim.card)[claim.side]
    size, row = board.geo.face_sizes()[0], board.geo.face_row()  # the first box, as printed
    first = pygame.Rect(area.x + 4, area.y + 4 + (row - size) // 2, size, size)
    app.draw()
    assert not die_drawn(app, first, session.state.players[0].supply)
    pay = next(b for b in board.group.buttons if b.label.startswith("+ ") and b.enabled)
    click(app, pay.rect.center)
    assert len(session.state.paid) == 1
    app.draw()
    assert die_drawn(app, first, session.state.paid[0])


def die_drawn(app, rect: pygame.Rect, colour) -> bool:
    """Whether the window shows a die of ``colour`` (a colour code; any, given counts) at
    ``rect``: its face inside its corners as drawing it there again leaves them."""
    from forgegames.ui.boards.kings_forge.look import draw_die

    colours = [colour] if isinstance(colour, str) else ["M", "W", "G", "X"]
    picture = pygame.Surface(rect.size, pygame.SRCALPHA)
    picture.blit(app.surface, (0, 0), rect)
    inner = picture.get_rect().inflate(-rect.width // 3, -rect.height // 3)
    for code in colours:
        again = picture.copy()
        draw_die(again, again.get_rect(), code)
        if pygame.image.tobytes(again.subsurface(inner), "RGBA") == pygame.image.tobytes(
            picture.subsurface(inner), "RGBA"
        ):
            return True
    return False
