"""The prompt in the bar under Warparty's map: its words, the room the bar's buttons leave
it, and the strip it is drawn in (a notice keeps off it: ``notice_place``). A part of
``WarpartyBoard``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from forgegames.games.warparty.board_info import WPState, army_name
from forgegames.ui import theme
from forgegames.ui.boards.warparty import print_size

BAR_H = 50
"""The bar under the map's height at 1280x720..."""
BAR_GROWTH = 1.3
"""...and how much taller large print makes it, at most (the map gives the room)."""


class BarPrompt:
    """Mixin of ``WarpartyBoard`` (which provides ``s``, ``state``, ``bar_rect``,
    ``bar_left``, ``hint``, ``_hint_words`` and the armies' looks and choices)."""

    s: float
    state: Any
    bar_rect: pygame.Rect
    bar_left: int
    hint: Callable[[WPState], str]
    _hint_words: Callable[..., str]
    army_look: Callable[[str], theme.SeatColour]
    turn_shown: Callable[[WPState], WPState]
    picked_army: Callable[[], str]
    listed_army: Callable[[], str]
    buyers: Callable[[], list[str]]

    def acting_look(self, seat: int) -> theme.SeatColour | None:
        """The one army of ``seat`` that the person is working with now, of a seat that
        commands two (issue #39: the top bar said "Bruno (Goblins and Undead)" while the panel
        bought for the Undead): the picked stack's, or the army whose purchase list is shown
        (set-up, buying); None while both act alike (moving before a stack is picked), for a
        seat of one army, or another seat's army. The top bar names it in its own colour and
        symbol."""
        state = self.turn_shown(self.state)
        if not 0 <= seat < len(state.seats) or len(state.seats[seat]) < 2:
            return None
        army = self.picked_army() or (self.listed_army() if self.buyers() else "")
        if army not in state.seats[seat]:
            return None
        return self.army_look(army)._replace(name=army_name(army))  # (in today's language)

    def bar_height(self) -> int:
        """The bar under the map: taller with large print (up to ``BAR_GROWTH``), so that its
        two lines of prompt grow with the setting (playtest 26: at 1024x640 they did not)."""
        return int(BAR_H * self.s * min(theme.chosen_print(), BAR_GROWTH))

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
        for terse in range(4):  # the keys' reminder, then a claim's words give way
            if len(theme.try_wrap(hint, size, width)) <= 2:
                break
            hint = self._hint_words(state, terse)
        if theme.chosen_print() > 1:  # the largest the strip holds, the fuller words if
            forms = [hint] + [self._hint_words(state, terse) for terse in range(4)]  # near it
            found = [self._larger_prompt(words, size, width) for words in forms]
            larger = [f for f in found if f is not None]
            if larger:
                most = max(f[0] for f in larger)
                return next(f for f in larger if f[0] >= most - 2)
        lines, size = theme.wrap_within(hint, size, width, 2)
        return size, lines

    def _larger_prompt(
        self, hint: str, size: int, width: int
    ) -> tuple[int, tuple[str, ...]] | None:
        """Large print: ``hint`` at the largest size up to the chosen factor whose lines (two
        at most) fit the strip whole (``print_size.grown``), or None where none larger than
        ``size`` does (playtest 26: at 1024x640 the capped factor left the prompt as it was)."""
        bigger = print_size.grown([(hint, False)], size, width, self.bar_rect.height - 2, 2)
        return (bigger, theme.try_wrap(hint, bigger, width)) if bigger > size else None
