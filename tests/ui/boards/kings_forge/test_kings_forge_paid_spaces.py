"""Playtest 34: a gather space drawn crossed out read as "not allowed" to a newcomer, where it
means "this die is paid" (it goes to the stock; the dice on the other spaces come back to
their owner's smithy). A paid space now carries a gold coin in its corner and no cross, and
the legend says so in words."""

from __future__ import annotations

import pytest
from uihelp import open_game

from forgegames.core import i18n
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui.boards.kings_forge import legend
from forgegames.ui.icons import GOLD

SEATS = (SeatConfig("Ann", "blue"), SeatConfig("Ben", "orange"), SeatConfig("Cat", "green"))


def jeweler_session() -> Session:
    """A new game with the Jeweler face up (its top action: two paid spaces, two lent)."""
    for seed in range(1, 60):
        session = Session.start(GameConfig("kings-forge", SEATS, "standard"), seed)
        while session.active < 0:
            session.resolve_chance()
        if "jeweler" in session.state.faceup:
            return session
    raise AssertionError("no seed below 60 shows the Jeweler")


def test_a_paid_space_has_a_coin_and_no_cross(app):
    session = jeweler_session()
    scene = open_game(app, session)
    board = scene.board
    scene.layer = None
    app.draw()
    card, rect = next((c, r) for c, r in board.geo.gather_cards() if c == "jeweler")
    area = board.geo.action_rects(rect, card)["top"]
    spec = board.world.content.actions[(card, "top")]
    boxes = board.gather.box_rects(area, card, "top", len(spec.boxes))
    assert spec.x == (True, True, False, False)
    plain = app.surface.get_at(boxes[2].center)[:3]
    for box, paid in zip(boxes, spec.x, strict=True):
        # the middle of every space is its plain face: no line crosses it
        assert app.surface.get_at(box.center)[:3] == plain, box
        corner = [
            app.surface.get_at((x, y))[:3]
            for x in range(box.right - box.width // 4, box.right + 2)
            for y in range(box.bottom - box.height // 4, box.bottom + 2)
        ]
        assert (GOLD in corner) is paid, (box, paid)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_legend_names_the_coin_as_a_price(lang):
    with i18n.speaking(lang):
        words = [entry.words for entry in legend.kings_forge()]
    coin = {"en": "coin", "es": "moneda"}[lang]
    paid = [w for w in words if coin in w]
    assert len(paid) == 1 and ("pay" in paid[0] or "pagas" in paid[0]), paid
    assert not [w for w in words if "cross" in w or "tachad" in w]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_gather_tooltip_says_which_dice_are_paid(app, lang):
    session = jeweler_session()
    scene = open_game(app, session)
    board = scene.board
    with i18n.speaking(lang):
        board.hover_key = "gather:jeweler:top"  # two paid spaces, two lent
        board.tip_cache = None
        mixed, _ = board.hover.work_out_hover()
        board.hover_key = "gather:mill:top"  # both spaces paid
        board.tip_cache = None
        paid, _ = board.hover.work_out_hover()
    stock = {"en": "paid", "es": "se pagan"}[lang]
    back = {"en": "come back to your smithy", "es": "vuelven a tu herrería"}[lang]
    assert stock in mixed and back in mixed, mixed
    assert stock in paid and back not in paid, paid
