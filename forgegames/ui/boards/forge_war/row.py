"""Forge War's market row of card spaces (the blacksmith and the bazaars): how wide each space
and each of its cards is, so that every card's name fits on whole words and every space's
name fits above its cards. Cards share the room evenly; a card whose longest word needs more
gets more; when the spaces cannot share one row, they take two."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from forgegames.games.forge_war import board_info


@dataclasses.dataclass(frozen=True)
class SpaceNeed:
    """What one space needs: its name's width and each of its cards' least width (a space
    with no card on offer has an empty ``cards`` and is as wide as one card)."""

    space: str
    name: int
    cards: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class Spacing:
    """The gaps: between spaces, a space's inner margin either side, between cards."""

    gap: int
    pad: int
    card_gap: int


@dataclasses.dataclass(frozen=True)
class SpacePlan:
    """A space's place: its row (0 or 1), its left edge and width, its cards' widths."""

    space: str
    row: int
    x: int
    width: int
    cards: tuple[int, ...]


def _space_width(need: SpaceNeed, even: int, sp: Spacing) -> int:
    cards = need.cards or (0,)
    inner = sum(max(c, even) for c in cards) + sp.card_gap * (len(cards) - 1)
    return max(need.name, inner + 2 * sp.pad)


def _row_width(needs: Sequence[SpaceNeed], even: int, sp: Spacing) -> int:
    return sum(_space_width(n, even, sp) for n in needs) + sp.gap * (len(needs) - 1)


def _even_width(needs: Sequence[SpaceNeed], width: int, sp: Spacing) -> int:
    """The widest card width shared by every card that still fits ``width`` (binary search:
    the row's width grows with it)."""
    low, high = 0, width
    while low < high:
        mid = (low + high + 1) // 2
        if _row_width(needs, mid, sp) <= width:
            low = mid
        else:
            high = mid - 1
    return low


def _place_row(needs: Sequence[SpaceNeed], row: int, width: int, sp: Spacing) -> list[SpacePlan]:
    even = _even_width(needs, width, sp)
    widths = [_space_width(n, even, sp) for n in needs]
    widths[-1] += width - (sum(widths) + sp.gap * (len(needs) - 1))  # rounding: to the last
    plans, x = [], 0
    for need, w in zip(needs, widths, strict=True):
        cards = need.cards or (0,)
        room = w - 2 * sp.pad - sp.card_gap * (len(cards) - 1)
        sized = [max(c, even) for c in cards]
        spare = room - sum(sized)  # a wide name, or rounding: spread over the cards
        sized = [
            s + spare // len(sized) + (1 if i < spare % len(sized) else 0)
            for i, s in enumerate(sized)
        ]
        plans.append(SpacePlan(need.space, row, x, w, tuple(sized) if need.cards else ()))
        x += w + sp.gap
    return plans


def plan_row(needs: Sequence[SpaceNeed], width: int, sp: Spacing) -> list[SpacePlan]:
    """Each space's place across ``width`` pixels (x relative to the row's left edge): one
    row when every space fits at its least, else two (the first as full as it can be)."""
    if not needs:
        return []
    if _row_width(needs, 0, sp) <= width or len(needs) == 1:
        return _place_row(needs, 0, width, sp)
    cut = len(needs) - 1
    while cut > 1 and _row_width(needs[:cut], 0, sp) > width:
        cut -= 1
    return _place_row(needs[:cut], 0, width, sp) + _place_row(needs[cut:], 1, width, sp)


def card_decks(space: str, players: int) -> tuple[str, ...]:
    """The decks of the cards a row-1 space offers, one a card: the blacksmith's weapon, the
    bazaar's (or each bazaar's) bonus and single-use cards."""
    if space == "blacksmith":
        return ("weapon",)
    slots = ("bonus1", "bonus2", "single1", "single2")
    return tuple(s.rstrip("12") for s in slots if board_info.bazaar_space(players, s) == space)
