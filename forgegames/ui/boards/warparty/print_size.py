"""Large print for Warparty's words beside and under the map (the bottom prompt, the income
line, the folded panel's note): the window caps large print's factor at 1.07 at 1024x640,
which left them as they were (playtest 26), so each grows by the chosen factor as far as its
own box holds its words whole."""

from __future__ import annotations

from collections.abc import Sequence

from forgegames.ui import theme


def grown(
    texts: Sequence[tuple[str, bool]],
    base: int,
    width: int,
    height: int,
    most: int | None = None,
) -> int:
    """The largest type size from ``base`` up to ``base`` times the chosen large-print factor
    at which ``texts`` (each with whether it is bold), each wrapped to ``width`` with no word
    cut, take ``height`` pixels at most and ``most`` lines each (when given); ``base`` when
    no larger size does."""
    for size in range(round(base * theme.chosen_print()), base, -1):
        if fits(texts, size, width, height, most):
            return size
    return base


def fits(
    texts: Sequence[tuple[str, bool]], size: int, width: int, height: int, most: int | None
) -> bool:
    """Whether ``texts`` fit so at ``size`` (``grown``)."""
    used = 0
    for words, bold in texts:
        lines, face = theme.try_wrap(words, size, width, bold), theme.font(size, bold)
        if most is not None and len(lines) > most:
            return False
        if any(face.size(line)[0] > width for line in lines):
            return False
        used += len(lines) * face.get_linesize()
    return used <= height


STEP = 0.05
"""How much less each try of ``growths`` grows than the one before."""


def growths() -> list[float]:
    """The growths past 1 a part that measures itself by drawing tries, largest first:
    large print's chosen factor down by ``STEP`` (none without large print)."""
    most = theme.chosen_print()
    return [round(most - i * STEP, 2) for i in range(round((most - 1.0) / STEP))]
