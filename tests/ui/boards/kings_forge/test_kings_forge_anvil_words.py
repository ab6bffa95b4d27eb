"""Playtest 17, item 9: the first player's token was called "anvil" beside a seat's name, the
name of the Anvil craft card too; the tray now says "first player" ("primer jugador"), and the
legend, the log and the round's end say "first-player anvil" as the rulebooks do. And "Discard
for the docks", on two lines at 1024x640, touched its frame: its words keep 3 pixels or more
inside it."""

from __future__ import annotations

import pygame
import pytest
from test_kings_forge_layout import board_after
from test_kings_forge_tray_dice import drawn_items

from forgegames.core.i18n import speaking
from forgegames.ui.app import App

NAMES = {"en": ("first player", "anvil"), "es": ("primer jugador", "yunque")}


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
def test_the_first_player_token_has_the_rulebooks_name(lang, size):
    whole, alone = NAMES[lang]
    with speaking(lang):
        app = App(size, bot_delay_ms=0)
        try:
            board = board_after(app, 2, 3, 6)
            words = [text for text, rect in drawn_items(app, board) if board.rect.contains(rect)]
        finally:
            pygame.display.quit()
    marks = [w for w in words if alone in w.lower().split(" · ")]
    assert not marks, marks  # never the card's name alone
    assert [w for w in words if whole in w], words


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
def test_discard_for_the_docks_keeps_inside_its_frame(size):
    app = App(size, bot_delay_ms=0)
    try:
        board = board_after(app, 2, 3, 6)
        items = drawn_items(app, board)
        cards = board.geo.gather_cards(board.state)
        checked = 0
        for card, place in cards:
            foot = board.geo.action_rects(place, card)["discard"]
            lines = [
                r for t, r in items if foot.colliderect(r) and t in ("Discard for the", "docks")
            ]
            lines += [r for t, r in items if foot.colliderect(r) and t == "Discard for the docks"]
            if not lines:
                continue
            drawn = lines[0].unionall(lines[1:])
            assert foot.inflate(-6, -6).contains(drawn), (card, foot, drawn)
            checked += 1
        assert checked, "the discard lines were read"
    finally:
        pygame.display.quit()


def test_four_seats_short_mark_says_who_starts_in_spanish():
    """Four seats at 1280x720 have room only for a short mark beside the first player's name:
    in Spanish it says 'empieza' (who starts each phase; 'abre' read as unclear in Spanish
    review 26), never 'yunque' alone, which read as the Yunque craft card's name (review 23)."""
    with speaking("es"):
        app = App((1280, 720), bot_delay_ms=0)
        try:
            board = board_after(app, 3, 4, 6)
            trays = board.geo.tray_rects(board.state)
            words = [t for t, r in drawn_items(app, board) if any(x.contains(r) for x in trays)]
        finally:
            pygame.display.quit()
    marks = [piece for w in words for piece in w.lower().split(" · ")]
    assert "empieza" in marks, words
    assert "yunque" not in marks, words
