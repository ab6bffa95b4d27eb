"""Playtest 23 item 7: two hint choices read "Place an overseer on an emerald hex: ..." alike,
only the board's magenta outline told them apart, and "(unused)" went unexplained. A placement
now says where its hex lies (the middle, by an edge, or a side of the middle), true of the
board; two placements listed together never start alike; a cube nothing uses says so in words."""

from __future__ import annotations

import pytest
from test_fw_hint_teach import GAMES, hints, listed

from forgegames.core import registry
from forgegames.core.hexgrid import Hex
from forgegames.games.forge_war.describe import describe
from forgegames.games.forge_war.hint_parts import place_words
from forgegames.games.forge_war.mine_actions import PlaceOverseer, hex_of

pytestmark = pytest.mark.usefixtures("greedy_hints")

TITLE = registry.get("forge-war")


@pytest.mark.parametrize(("variant", "players", "seed"), GAMES)
def test_placements_listed_together_say_where_and_read_apart(variant, players, seed) -> None:
    lists = 0
    for state, seat, hint in listed(variant, players, seed):
        view = TITLE.view(state, seat)
        heads = []
        for choice in hint:
            if not isinstance(choice.action, PlaceOverseer):
                continue
            at = hex_of(choice.action.at)
            where, _, rest = choice.reason.partition("; ")
            assert where == place_words(view.mine.board, at) and rest.startswith(
                "its next move from there"
            )
            edge = any(n not in view.mine.board for n in at.neighbours())
            assert ("edge" in where) == edge, (where, at)
            heads.append(f"{describe(view, choice.action)}: {where}")
        assert len(set(heads)) == len(heads), heads
        lists += len(heads) > 1
    assert lists >= 1


def test_the_sides_follow_the_screen() -> None:
    """North is the screen's top (pointy hexes: a row r lower is 1.5 sizes further down)."""
    board = next(st.mine.board for st, _seat, _h in hints("simple", 2, 0) if st.mine is not None)
    middle = Hex(0, 0)
    assert middle in board and place_words(board, middle) == "the one in the middle"
    top = min(board.hexes, key=lambda h: (h.r, abs(2 * h.q + h.r)))  # the top row's middle
    assert place_words(board, top) == "the one by the north edge", top
    east = max(board.hexes, key=lambda h: (2 * h.q + h.r, -abs(h.r)))  # the east end's middle
    assert place_words(board, east) == "the one by the east edge", east
    below = Hex(0, 1)  # a row down, half a hex right of the middle: south-east, inside
    assert place_words(board, below) == "the one south-east of the middle"
