"""Large print on Forge War's board at 1280x720 and larger (issue 39, brief fw39c): every text
whole, none overlapping another, none past the window, and the quest offer's steps lines (drawn
larger with large print) on their cards.

Before, at 1600x900 an offer card's cost digit, as large as its coin, had a line's box taller
than the coin that reached over the name's second line (the digit now keeps its box on the
coin's line)."""

from __future__ import annotations

import pytest
from test_forge_war_small_boxes import shot
from test_text_report import problems

POSITIONS = [
    ("simple", 3, 13, 90, "1600x900", "en", "larger"),
    ("simple", 4, 15, 150, "1600x900", "es", "large"),
    ("epic", 3, 17, 250, "1600x900", "es", "larger"),
    ("simple", 2, 12, 30, "1280x720", "es", "larger"),
    ("epic", 4, 19, 300, "1280x720", "es", "larger"),
    ("epic", 2, 16, 120, "1280x720", "en", "large"),
    ("simple", 4, 14, 60, "1920x1080", "es", "larger"),
    ("solo", 1, 20, 8, "1280x720", "es", "larger"),
    ("solo-epic", 1, 21, 10, "1600x900", "en", "larger"),
]
"""(variant, seats, seed, computer moves, size, language, large print): positions in play."""


@pytest.mark.parametrize(("variant", "seats", "seed", "moves", "size", "lang", "large"), POSITIONS)
def test_large_print_keeps_the_board_whole(
    tmp_path, monkeypatch, variant, seats, seed, moves, size, lang, large
):
    argv = ["--game", "forge-war", "--variant", variant, "--players", str(seats)]
    argv += ["--seed", str(seed), "--actions", str(moves), "--size", size, "--lang", lang]
    items, boxes = shot(tmp_path, monkeypatch, [*argv, "--large-print", large])
    assert sum(key.count("/") == 2 for key in boxes if key.startswith("board/offer/slot:")) == 8
    width, height = (int(n) for n in size.split("x"))
    cut, over = problems(items)
    outside = [
        i["text"]
        for i in items
        if min(i["rect"][:2]) < 0
        or i["rect"][0] + i["rect"][2] > width
        or i["rect"][1] + i["rect"][3] > height
    ]
    assert (cut, over, outside) == ([], [], [])
    for key, steps in boxes.items():
        if key.startswith("board/offer/") and key.endswith("/steps"):
            assert boxes[key.rsplit("/", 1)[0]].contains(steps), key
