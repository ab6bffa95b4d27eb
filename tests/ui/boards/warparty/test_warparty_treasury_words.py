"""Playtest 11: each army's treasury read "●×4 ●×3 23", which a newcomer took for prices (the
track above says "×2 at 45"). The block's heading now says "treasury 23" in words, in English
and Spanish, and hovering it (a real mouse motion) explains the figure."""

from __future__ import annotations

import pygame
import pytest
from uihelp import greedy_session, open_game, post

from forgegames.core.i18n import set_language
from forgegames.core.title import SeatConfig
from forgegames.ui import theme
from forgegames.ui.boards import places
from forgegames.ui.boards.warparty.pen import Pen

SEATS = (SeatConfig("Ann", "blue"), SeatConfig("Bo", "orange"))


@pytest.mark.parametrize(("lang", "word"), [("en", "treasury"), ("es", "tesoro")])
def test_each_army_block_names_its_treasury_in_words(app, monkeypatch, lang, word) -> None:
    set_language(lang)
    try:
        session = greedy_session("warparty", SEATS, 14, 120)
        scene = open_game(app, session)
        board = scene.board
        if board.folded:
            board.toggle_fold()
        written: list[tuple[str, pygame.Rect]] = []
        real = Pen.write

        def write(pen, surface, words, pos, size, colour=theme.TEXT, bold=False, **kwargs):
            box = real(pen, surface, words, pos, size, colour, bold, **kwargs)
            written.append((str(words), box))
            return box

        monkeypatch.setattr(Pen, "write", write)
        scene.invalidate()
        app.draw()
        state = session.state
        blocks = {k[5:]: r for k, r in board.economy.rects().items() if k.startswith("army:")}
        assert blocks
        for army, box in blocks.items():
            inside = [(w, r) for w, r in written if box.contains(r)]
            figure = str(state.army(army).treasury)
            heads = [r for w, r in inside if w == figure]
            assert heads, (army, inside)
            head = heads[0]
            words = [w for w, r in inside if word in w and r.right <= head.x]
            assert words, (army, inside)  # "treasury" just left of the figure
            assert not [w for w, _ in inside if w.startswith("×")]  # no coins left to puzzle
        # the words explain themselves on hover: a real mouse motion over the heading
        army, box = next(iter(blocks.items()))
        shown: list[str] = []
        real_tip = places.draw_tooltip
        monkeypatch.setattr(
            "forgegames.ui.boards.warparty.hover.draw_tooltip",
            lambda surface, text, *a, **k: shown.append(text) or real_tip(surface, text, *a, **k),
        )
        pos = (box.right - 12, box.y + 10)
        post(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        app.draw()
        crowns = "coronas" if lang == "es" else "crowns"
        figure = str(state.army(army).treasury)
        assert any(figure in t and crowns in t for t in shown), shown
    finally:
        set_language("en")
