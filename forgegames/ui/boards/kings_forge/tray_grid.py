"""How a King's Forge tray lays out its dice: four die kinds (metal, wood, gem, magic), each a
die face and its count, for the supply and the smithy. Two shapes, whichever draws the dice
larger in the tray's room (playtest 6: 16 px dice with tiny numbers and an empty band under
them at 1024x640):

- ``stacked``: a grid of two rows (supply over smithy, each row's caption at its left) and
  four columns, one a die kind, so a kind's two counts sit one over the other;
- side by side: the supply's four dice, then the smithy's, each group under its caption
  (a short tray, where two rows of dice would be small).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from forgegames.ui import theme

KINDS = "MWGX"
"""The die kinds in a tray's columns: metal, wood, gem, magic."""
MOST = 36
"""A tray die's side at scale 1 at the most, side by side (times the large-print factor)..."""
MOST_STACKED = 44
"""...and stacked, in a tall tray (two seats' trays are twice as tall as four seats')."""
LEAST = 20
"""...and at the least."""
SMALL_DIE = 28
"""A die up to this side at scale 1 has its count four fifths as tall (``count_size``)."""
GROUP_GAP = 16
"""Side by side: the gap between the supply's dice and the smithy's at scale 1."""


class TrayGrid(NamedTuple):
    """A tray's dice as laid out: the die's side, the shape, the type size of the counts,
    each die kind's column width (die, count and the gap after), the captions' column
    width (stacked) and the whole block's width."""

    die: int
    stacked: bool
    count_size: int
    cells: tuple[int, ...]
    caption_w: int
    width: int


def count_size(die: int, scale: float) -> int:
    """The type size of a die's count: about two thirds of the die, never below the tray's
    words; beside a small die (four seats' short trays), four fifths of it: playtest 19 found
    four seats' counts at 1024x640 small and faint."""
    if die <= int(SMALL_DIE * scale):
        return max(int(14 * scale), round(die * 0.8))
    return max(int(14 * scale), round(die * 0.62))


def grid_for(
    die: int, stacked: bool, scale: float, captions: tuple[str, str], digits: tuple[int, ...]
) -> TrayGrid:
    """The grid with dice of side ``die``, each kind's counts up to ``digits`` digits long."""
    size = count_size(die, scale)
    face = theme.font(size, True)
    cells = tuple(die + 2 + face.size("8" * d)[0] + int(6 * scale) for d in digits)
    caption = theme.font(int(12 * scale))
    row = sum(cells) - int(6 * scale)  # no gap after the last kind
    if stacked:
        caption_w = max(caption.size(c)[0] for c in captions) + int(8 * scale)
        return TrayGrid(die, True, size, cells, caption_w, caption_w + row)
    group = max(row, *(caption.size(c)[0] for c in captions))
    return TrayGrid(die, False, size, cells, 0, 2 * group + int(GROUP_GAP * scale))


def best_grid(
    side_h: int,
    stacked_h: int,
    fits: Callable[[TrayGrid], bool],
    scale: float,
    captions: tuple[str, str],
    digits: tuple[int, ...],
    stacked_only: bool | None = None,
) -> TrayGrid:
    """The shape drawing the largest dice (or the one ``stacked_only`` names, chosen before
    and kept): side by side the dice may be ``side_h`` tall,
    stacked each row ``stacked_h``; either as ``fits`` (the room it leaves the tray's
    words) allows, down to the least die, and no larger than ``MOST`` or
    ``MOST_STACKED`` (times the large-print factor). On a tie the stacked grid, which is
    narrower and fills the tray's height; where neither fits at the least die, the
    narrower."""
    least = int(LEAST * scale)
    shapes = []
    for stacked, room in ((True, stacked_h), (False, side_h)):
        if stacked_only is not None and stacked != stacked_only:
            continue
        if room < least:
            continue  # its dice would leave the tray
        most = int((MOST_STACKED if stacked else MOST) * scale * theme.fitted_piece_factor())
        for die in range(min(most, room), least - 1, -1):
            grid = grid_for(die, stacked, scale, captions, digits)
            if fits(grid):
                shapes.append((True, die, stacked, grid))
                break
        else:
            shapes.append((False, -grid.width, stacked, grid))  # the narrower the better
    if not shapes:  # a tray too short for either: the least dice side by side
        return grid_for(least, bool(stacked_only), scale, captions, digits)
    return max(shapes)[3]
