"""Forge War's market row-1 plan: every card at least as wide as its longest word needs, the
spaces filling the row, and a second row only when one cannot hold them at their least."""

from __future__ import annotations

from forgegames.ui.boards.forge_war.row import SpaceNeed, Spacing, plan_row

GAPS = Spacing(gap=6, pad=5, card_gap=4)


def test_one_row_shares_the_room_and_keeps_every_least_width():
    needs = [SpaceNeed("a", 60, (90,)), SpaceNeed("b", 150, (70, 120)), SpaceNeed("c", 80, ())]
    plans = plan_row(needs, 500, GAPS)
    assert {p.row for p in plans} == {0}
    assert plans[-1].x + plans[-1].width == 500  # the row is filled to its end
    for plan, need in zip(plans, needs, strict=True):
        assert plan.width >= need.name
        assert all(w >= least for w, least in zip(plan.cards, need.cards, strict=True))
        inner = sum(plan.cards) + GAPS.card_gap * max(0, len(plan.cards) - 1) + 2 * GAPS.pad
        assert not plan.cards or inner == plan.width
    assert plans[1].cards[0] == plans[0].cards[0]  # cards that need less are shared evenly


def test_too_wide_for_one_row_takes_two():
    needs = [SpaceNeed(s, 50, (150, 150)) for s in "abc"]  # 314 each at least
    plans = plan_row(needs, 700, GAPS)
    assert [p.row for p in plans] == [0, 0, 1]  # the first row as full as it can be
    for row in (0, 1):
        placed = [p for p in plans if p.row == row]
        assert placed[0].x == 0 and placed[-1].x + placed[-1].width == 700
