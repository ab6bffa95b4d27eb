"""Issue 39: while a player paid for a claimed gather card its place read "empty". The place
shows the card being paid for, marked so (and the card discarded for the docks, the same way),
reached by a person's clicks."""

from __future__ import annotations

import random

import pytest
from test_kings_forge_board import needs_payment, start, target_rect
from uihelp import click, drawn_words

from forgegames.core.i18n import speaking, tr
from forgegames.games.kings_forge import TITLE
from forgegames.ui.boards.kings_forge.gather import held_card

words_on_screen = drawn_words  # (the frame drawn afresh: its text report)


def texts(items: list[dict]) -> list[str]:
    return [i.get("text", "") for i in items]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_card_being_paid_for_stays_in_its_place(app, lang):
    with speaking(lang):
        scene = start(app, seed=4)
        session, board = scene.session, scene.board
        greedy = TITLE.bots()["greedy"](0)
        rng = random.Random(1)
        while (claim := needs_payment(scene)) is None:
            session.apply(greedy.choose(session.state, session.legal_actions(), rng))
            scene.after_change()
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
