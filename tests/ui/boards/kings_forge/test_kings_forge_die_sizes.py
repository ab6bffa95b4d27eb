"""Playtest 30, item 1: the waiting line's dice read as about 10 px, the docks' and the gather
costs' boxes 12. Every die the board draws (the waiting line's, the craft cards', the gather
cards' costs, the docks', the trays', the payment line's, the crafted items') is at least
16 px at 1280x720 and 13 at 1024x640, in games of two to four seats, in both languages."""

from __future__ import annotations

import pytest
from test_kings_forge_layout import board_after, resize

from forgegames.core import i18n

LEAST = {(1280, 720): 16, (1024, 640): 13}


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", list(LEAST))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_die_on_the_board_is_large_enough(app, players, size, lang, request):
    resize(app, size)
    i18n.set_language(lang)
    request.addfinalizer(lambda: i18n.set_language("en"))
    for seed in range(8):
        board = board_after(app, seed, players, moves=seed * 3)
        sides = board.geo.die_sides()
        small = {part: side for part, side in sides.items() if side < LEAST[size]}
        assert not small, (seed, small)
        line = board.geo.line_places(board.state)
        assert len(line.places) == len(board.state.line)  # every waiting card still shown
        spec = next(iter(board.world.content.docks.values()))
        assert board.geo.dock_label(spec).get_height() >= LEAST[size]  # its dice drawn so
        assert board.geo.dock_row_h() > board.geo.die_least()  # and inside their row
        app.pop()
