"""Forge War at 1024x640 (issue 39, brief fw39c): the barracks', road's and market discard's
boxes and the quest offer's cards keep every word whole and inside, with air to their edges.
Before, the road's and the discard's notes took three lines and touched their boxes' foot, a
quest whose name takes three lines had its words 3 pixels from its card's sides and its steps
line 3 pixels from its foot, the clerk's designs touched their tiles' sides and top, and a
crowded mat's chips stood 2 pixels from its frame. The
notes now take shorter forms where the long ones would wrap (the whole in the tooltip), and
the cards and tiles keep at least 4 pixels at their sides.

Read from the text report of real screenshots (``screenshot --text-report``), with the boxes
the board lays out (``Scene.boxes``), in English and Spanish, the simple, epic and solo games,
one to four seats."""

from __future__ import annotations

import dataclasses
import json

import pygame
import pytest
from test_forge_war_board import start

from forgegames import cli
from forgegames.ui import text_report
from forgegames.ui.app import App

POSITIONS = [
    ("simple", 2, 11, 60, "en"),
    ("simple", 3, 1, 150, "en"),
    ("simple", 4, 7, 120, "es"),
    ("epic", 2, 5, 90, "es"),
    ("epic", 3, 21, 200, "en"),
    ("epic", 4, 371, 147, "es"),
    ("epic", 4, 471, 225, "es"),
    ("solo", 1, 3, 15, "en"),
    ("solo-epic", 1, 8, 12, "es"),
]
"""(variant, seats, seed, computer moves, language): positions in play, not finished."""
ROW3 = ("barracks", "road", "discard")
SIDE = 4
"""The least air between a box's sides and a text's line (the line's own box: its ink sits a
pixel or more inside it)."""
FOOT = 4
"""The least air between a box's foot and a text's line (the line's box holds its descenders)."""
CLERK_FOOT = 3
"""The same under a clerk tile's price (its digits have no descenders: their ink stands
higher in their line's box than words' do)."""
MAT_SIDE, MAT_FOOT = 6, 4
"""The least air between a mat's sides and foot and the chips on it (the acting seat's mat
has a 2-pixel frame inside its box)."""
STEPS_FOOT = 5
"""The least air between an offer card's foot and its steps line (icons reach that line's
edges)."""


def shot(tmp_path, monkeypatch, argv: list[str]) -> tuple[list[dict], dict[str, pygame.Rect]]:
    """The text report of a picture and the boxes its scenes laid out."""
    seen: dict[str, pygame.Rect] = {}
    laid = text_report.scene_boxes

    def keep(scenes):
        boxes = laid(scenes)
        for named in boxes:
            seen.update(named)
        return boxes

    monkeypatch.setattr(text_report, "scene_boxes", keep)
    report = tmp_path / "report.json"
    args = ["screenshot", *argv, "--out", str(tmp_path / "shot.bmp"), "--text-report", str(report)]
    try:
        assert cli.main(args) == 0
    finally:
        text_report.stop()
        pygame.display.quit()
    return json.loads(report.read_text(encoding="utf-8")), seen


def inside(items: list[dict], box: pygame.Rect) -> list[dict]:
    """The texts drawn in ``box`` (their centres in it)."""
    return [i for i in items if "box" not in i and box.collidepoint(pygame.Rect(i["rect"]).center)]


def air(item: dict, box: pygame.Rect) -> tuple[int, int, int, int]:
    """Left, right, top and foot: the room between a text's line and its box's edges."""
    r = pygame.Rect(item["rect"])
    return r.x - box.x, box.right - r.right, r.y - box.y, box.bottom - r.bottom


@pytest.mark.parametrize(("variant", "seats", "seed", "moves", "lang"), POSITIONS)
def test_row3_offer_clerk_and_mat_words_stand_whole_inside_with_air(
    tmp_path, monkeypatch, variant, seats, seed, moves, lang
):
    argv = ["--game", "forge-war", "--variant", variant, "--players", str(seats)]
    argv += ["--seed", str(seed), "--actions", str(moves), "--size", "1024x640", "--lang", lang]
    items, boxes = shot(tmp_path, monkeypatch, argv)
    spaces = [boxes[f"board/market/space:{sp}"] for sp in ROW3]
    cards = [
        rect
        for key, rect in boxes.items()
        if key.startswith("board/offer/slot:") and key.count("/") == 2
    ]
    assert len(cards) == 8, "the position is in play: the quest offer is shown"
    clerk = [rect for key, rect in boxes.items() if "/space:clerk/clerk:" in key]
    problems = []
    for box in spaces + cards + clerk:
        texts = inside(items, box)
        assert texts, f"words in the box at {box}"
        least = CLERK_FOOT if box in clerk else FOOT
        for item in texts:
            left, right, top, foot = air(item, box)
            if item["cut"] or min(left, right) < SIDE or top < 1 or foot < least:
                problems.append((item["text"], (left, right, top, foot)))
    for key, chip in boxes.items():  # the mats' chips drawn (those inside their mats)
        mat = boxes.get(key.rsplit("/", 1)[0]) if key.startswith("board/mats/mat:") else None
        if mat is not None and key.count("/") == 3 and mat.contains(chip):
            sides = min(chip.x - mat.x, mat.right - chip.right)
            if sides < MAT_SIDE or mat.bottom - chip.bottom < MAT_FOOT:
                problems.append((key, (sides, mat.bottom - chip.bottom)))
    for key, steps in boxes.items():
        if key.endswith("/steps"):
            card = boxes[key.rsplit("/", 1)[0]]
            if not card.contains(steps) or card.bottom - steps.bottom < STEPS_FOOT:
                problems.append((key, (steps.x - card.x, card.bottom - steps.bottom)))
    assert problems == [], problems
    for box in spaces:  # under the name and its state, the note on one line (a short form)
        under = [i["text"] for i in inside(items, box) if i["rect"][1] > box.y + 10]
        assert len(under) == 1, under


def test_a_long_stall_name_stands_whole_beside_its_deals(tmp_path, monkeypatch):
    """At 1024x640 in Spanish 'Lapidario de la corona' read 'Lapidario de la co…' beside its
    two deals: the deals close up round their arrows and the name stands whole, left of them."""
    argv = ["--game", "forge-war", "--variant", "epic", "--players", "2", "--seed", "21"]
    argv += ["--actions", "214", "--size", "1024x640", "--lang", "es"]
    items, boxes = shot(tmp_path, monkeypatch, argv)
    merchant = boxes["board/context"]
    names = [i for i in inside(items, merchant) if i["text"].startswith("Lapidario de la")]
    assert [i["text"] for i in names] == ["Lapidario de la corona"]
    assert not names[0]["cut"]
    row = [i for i in inside(items, merchant) if abs(i["rect"][1] - names[0]["rect"][1]) < 6]
    assert len(row) > 1 and all(not i["cut"] for i in row)  # the deals' figures beside it
    assert all(pygame.Rect(i["rect"]).right <= merchant.right for i in row)


def test_the_player_order_closes_up_above_the_merchant(tmp_path, monkeypatch):
    """At 1024x640 three names with their worker counts wrapped the player order onto a
    second line that touched the merchant's box: the names close up onto one line, with air
    above the box."""
    argv = ["--game", "forge-war", "--variant", "epic", "--players", "3", "--seed", "525"]
    argv += ["--actions", "302", "--size", "1024x640"]
    items, boxes = shot(tmp_path, monkeypatch, argv)
    context = inside(items, boxes["board/context"])
    heading = next(i for i in context if i["text"] == "Order:")
    seats = ("Alice", "Bruno", "Chiara")
    names = [i for i in context if i["text"] in seats and i["rect"][0] > heading["rect"][0]]
    assert len(names) == 3
    assert all(abs(i["rect"][1] - heading["rect"][1]) <= 2 for i in names), names
    title = next(i for i in context if i["text"].endswith("'s merchant"))
    assert title["rect"][1] - max(i["rect"][1] + i["rect"][3] for i in names) >= 6


def test_five_claimed_designs_keep_one_row_at_1024x640():
    """With 4 pixels of air at the tiles' sides, five designs, one claimed, went to two rows
    (the claim's mark had no room after 'Spear ⊙2'): a mark goes after the name's first line
    where the price's line has no room for it, and the designs keep one row, names whole."""
    app = App((1024, 640), bot_delay_ms=0)
    try:
        board = start(app, seed=3, players=3).board
        public = ["copper-spear", "copper-mace", "copper-axe", "iron-sword", "iron-mace"]
        claims = {"copper-spear": [2], "copper-mace": [0], "iron-sword": [0, 1]}
        market = dict(board.view.market, public=public, claims=claims)
        board.view = dataclasses.replace(board.view, market=market)
        panel = board.market
        assert [len(row) for row in panel.clerk.rows(panel.rect.width)] == [5]
        inner = panel.rect.width - 2 * board.px(5)
        for design, width in zip(public, panel.clerk.widths(inner, public), strict=True):
            room = width - 2 * panel.clerk.edge()
            price = "{gold}2"
            assert panel.clerk.whole_words(design, room, price, len(claims.get(design, [])))
    finally:
        pygame.display.quit()
