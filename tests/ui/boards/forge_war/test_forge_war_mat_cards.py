"""A mat lists the cards that are not weapon designs (a Gem Broker stall, an end-of-game card)
under their own Cards row, not under Designs (ux32: a newcomer looked for a weapon there)."""

from __future__ import annotations

import pytest
from test_forge_war_board import reach, start

from forgegames.core.i18n import speaking
from forgegames.ui.boards.forge_war import ForgeWarBoard


def caption_of(board: ForgeWarBoard, seat: int, key: str) -> str:
    """The caption of the row that holds the chip ``key`` on ``seat``'s mat."""
    chips, captions = board.mats.mat_layouts[seat]
    rect = next(r for k, r, *_ in chips if k == key)
    return max((c for c in captions if c[1] <= rect.y), key=lambda c: c[1])[0]


@pytest.mark.parametrize(
    "lang, designs, cards", [("en", "Designs", "Cards"), ("es", "Diseños", "Cartas")]
)
def test_cards_that_are_not_designs_have_their_own_row(app, lang, designs, cards):
    with speaking(lang):
        scene = start(app, seed=1, players=3)
        reach(app, scene, lambda s: any(seat.bonus for seat in s.seats) and not s.pending)
        board: ForgeWarBoard = scene.board
        for _ in range(80):  # until a seat holding a card has its whole mat (not summarised)
            held = [i for i, data in enumerate(board.view.seats) if data.bonus]
            full = [i for i in held if board.mats.mat_layouts.get(i, ([],))[0]]
            if full:
                break
            steps = iter(range(2))
            reach(app, scene, lambda s, n=steps: next(n, 1) == 1 and not s.pending)
        seat = full[0]
        chips = board.mats.mat_layouts[seat][0]
        card_keys = [k for k, *_ in chips if k.startswith("card@")]
        design_keys = [k for k, *_ in chips if k.startswith("design:")]
        assert card_keys and design_keys
        assert {caption_of(board, seat, k) for k in card_keys} == {cards}
        assert {caption_of(board, seat, k) for k in design_keys} == {designs}
