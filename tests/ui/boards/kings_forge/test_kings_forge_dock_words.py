"""Spanish review 26: the docks said "→ Automático 6" beside "→ ficha +1/+1"; with the token's
whole name, "→ ficha Automático 6" ran past the docks into the log at 1024x640, where the log
hid it from the text report. Every docks row's words stay inside their row, and the token
rows name their tokens alike (both with "token", or both without where a row is narrow)."""

from __future__ import annotations

import pygame
import pytest
from test_kings_forge_layout import board_after
from test_kings_forge_tray_dice import drawn_items

from forgegames.core.i18n import speaking
from forgegames.ui.app import App

TOKEN_WORDS = {"en": "token", "es": "ficha"}


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
@pytest.mark.parametrize("players", [2, 4])
def test_docks_rows_keep_their_words_inside(lang, size, players):
    with speaking(lang):
        app = App(size, bot_delay_ms=0)
        try:
            board = board_after(app, 3, players, 2)
            items = drawn_items(app, board)
            rows = board.geo.dock_rows()
        finally:
            pygame.display.quit()
    token_rows = []
    for dock_id, rect in rows:
        words = [(t, r) for t, r in items if "→" in t and rect.collidepoint(r.midleft)]
        assert words, (dock_id, "its words are drawn and seen")
        for text, drawn in words:
            assert rect.contains(drawn), (dock_id, text, drawn, rect)
        if board.world.content.docks[dock_id].token:
            token_rows.append(" ".join(t for t, _ in words))
    assert len(token_rows) == 4, token_rows
    named = [TOKEN_WORDS[lang] in row for row in token_rows]
    assert len(set(named)) == 1, token_rows
