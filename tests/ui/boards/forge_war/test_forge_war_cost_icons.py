"""fw34: at 1024x640 the icons of a cost read small: a design's forge cost (a hammer, then
ingots that filled half their 16 px box, 8 px tall) and a quest's need (a sword turned on the
diagonal, 11 px across). Every icon a clerk tile's or an offer card's cost line shows now
stands at least 12 px on its longer side and 10 on its shorter, at the size the board draws
it, with no quest's line shrunk to fit its card, and the frame cuts no words: in English and
Spanish with four seats, simple and epic. (The icons keep their boxes, so no line grows.)"""

from __future__ import annotations

import re

import pygame
import pytest
from uihelp import drawn_words, greedy_session, open_game

from forgegames.core import i18n
from forgegames.core.title import SeatConfig
from forgegames.games.forge_war import board_info as info
from forgegames.ui import icons
from forgegames.ui.app import App

SEATS = (
    SeatConfig("Alice", "blue"),
    SeatConfig("Bruno", "orange", "greedy"),
    SeatConfig("Carmen", "green", "greedy"),
    SeatConfig("Dario", "purple", "greedy"),
)


def icon_names(markup: str) -> list[str]:
    """The icons a line of icon markup draws ('{hammer}{iron#5c6068}2' -> hammer, iron)."""
    return re.findall(r"\{([a-z:]+)(?:#[0-9a-f]{6})?\}", markup)


def glyph(name: str, side: int) -> tuple[int, int]:
    """The sides of what an icon draws (its ink, not its box), longer first."""
    ink = icons.icon(name, side, (200, 200, 200)).get_bounding_rect(min_alpha=100)
    return max(ink.size), min(ink.size)


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize(("variant", "moves"), [("simple", 30), ("epic", 250)])
def test_cost_icons_read_at_1024x640(lang, variant, moves):
    with i18n.speaking(lang):
        app = App((1024, 640), bot_delay_ms=0)
        try:
            session = greedy_session("forge-war", SEATS, seed=5, moves=moves, variant=variant)
            scene = open_game(app, session)
            board = scene.board
            v, pen, side = board.view, board.pen, board.pen.icon_side()
            lines = [pen.forge_cost(d) for d in v.market["public"]]
            offer = board.offer
            for slot, qid, _cost in info.quest_offer(v):
                if qid:
                    line, spot = offer.offer_quest_spot(qid, board.rects[f"slot:{slot}"])
                    lines.append(line)
                    # drawn at its size, not shrunk to its card
                    assert offer.quest_line_image(line).get_width() <= spot.width, line
            assert len(lines) >= 6
            for name in {n for line in lines for n in icon_names(line)}:
                longer, shorter = glyph(name, side)
                assert longer >= 12 and shorter >= 10, (name, longer, shorter)
            cut = [w for w in drawn_words(app, scene) if w["cut"]]
            assert not cut, cut
        finally:
            pygame.display.quit()
