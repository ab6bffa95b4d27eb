"""Playtest 17, item 8: the label of a computer's claim lay over the claimed card's "Discard for
the docks" line, its frame and words showing around the label (shot 88, at 1024x640). The
label's tag now covers the whole discard line: read from the window's pixels at both ends of
that line, at both window sizes."""

from __future__ import annotations

import pygame
import pytest
from test_kings_forge_step_labels import computer_steps

from forgegames.ui import text_report

TAG_FILL = (24, 22, 20)


@pytest.fixture()
def recording():
    pygame.display.init()
    pygame.font.init()
    text_report.start()
    yield
    text_report.stop()


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
def test_a_claim_label_covers_the_whole_discard_line(recording, size):
    checked = 0
    for scene, items in computer_steps(size, 2):
        claims = [i for i in items if i["text"].startswith(("Bruno claims", "Chiara claims"))]
        if not claims:
            continue
        label = pygame.Rect(claims[0]["rect"])
        board = scene.board
        cards = board.geo.gather_cards(scene.session.state, getattr(board, "drawn_mid", None))
        card, place = next((c, r) for c, r in cards if r.collidepoint(label.center))
        foot = board.geo.action_rects(place, card)["discard"]
        seat = 1 if claims[0]["text"].startswith("Bruno") else 2
        edge = scene.seat_colour(seat).rgb
        window = scene.app.surface
        for x in (foot.left + 1, foot.right - 2):
            rgb = tuple(window.get_at((x, foot.centery)))[:3]
            assert rgb in (TAG_FILL, edge), (size, card, x, rgb)
        checked += 1
    assert checked, "a computer's claim was shown"
