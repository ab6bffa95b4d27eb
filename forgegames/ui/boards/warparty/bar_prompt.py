"""The prompt in the bar under Warparty's map: its words, the room the bar's buttons leave
it, and the strip it is drawn in (a notice keeps off it: ``notice_place``). A part of
``WarpartyBoard``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from forgegames.games.warparty.board_info import WPState
from forgegames.ui import theme


class BarPrompt:
    """Mixin of ``WarpartyBoard`` (which provides ``s``, ``state``, ``bar_rect``,
    ``bar_left``, ``hint`` and ``_hint_words``)."""

    s: float
    state: Any
    bar_rect: pygame.Rect
    bar_left: int
    hint: Callable[[WPState], str]
    _hint_words: Callable[..., str]

    def _prompt_room(self) -> int:
        """The width the prompt's own words need in two lines, with the strip's margins: the
        bar's buttons leave it that much (a button that would not is left to the map)."""
        size = int(15 * self.s)
        lines = theme.narrowest_two_lines(self._hint_words(self.state, terse=2), size)
        return max(theme.font(size).size(line)[0] for line in lines) + int(28 * self.s)

    def prompt_strip(self) -> pygame.Rect:
        """The prompt's part of the bar under the map (left of the bar's buttons): the
        prompt's own, a notice never covers it (issue 39)."""
        top = self.bar_rect.y + 1  # the bar's top line stays
        return pygame.Rect(
            self.bar_rect.x, top, self.bar_left - self.bar_rect.x, self.bar_rect.bottom - top
        )

    def prompt_lines(self, state: WPState) -> tuple[int, tuple[str, ...]]:
        """The prompt under the map and its type size: the strip holds two lines, so the keys'
        reminder gives way first, then the words inviting to claim land shorten, then the type
        shrinks a step or two (never under the window's smallest size), so the words are not
        cut at a small window."""
        width = max(10, self.bar_left - self.bar_rect.x - int(16 * self.s))
        size = int(15 * self.s)
        hint = self.hint(state)
        for terse in range(3):  # the keys' reminder, then a claim's words give way
            if len(theme.try_wrap(hint, size, width)) <= 2:
                break
            hint = self._hint_words(state, terse)
        lines, size = theme.wrap_within(hint, size, width, 2)
        return size, lines
