"""Where a notice (a refusal, a save's confirmation) shows on Warparty's board: along the
map's foot or top, never over the prompt under the map nor over the places the current choice
lights (issue 39: "Fight the battles first" was squeezed into the prompt's strip and hid the
prompt; the save notice lay over the buying prompt). A part of ``WarpartyBoard``."""

from __future__ import annotations

from typing import Any

import pygame

from forgegames.ui import theme

BESIDE_LINES = 6
"""The most lines a notice may take beside the map while the side panel is folded."""
OPEN_PARTS = ("side:", "header", "odds")
"""The battle panel's parts a notice may lie over (``BattlePanel.rects``): the sides' room
(their cards are kept clear one by one) and the heading."""


SIDE_LEAST = 120
"""The narrowest room beside a folded panel's map a notice goes in (at the layout's scale)."""


class NoticePlace:
    """Mixin of ``WarpartyBoard`` (which provides ``canvas``, ``state``, ``highlights``,
    ``selected``, ``battle_panel``, ``panel_battle`` and ``prompt_strip``)."""

    canvas: Any
    battle_panel: Any
    selected: Any

    def notice_band(self) -> pygame.Rect | None:
        """The map as drawn (its part inside the map's area), or the battle's panel while a
        battle covers the map: a notice lies across its foot or its top."""
        if self.panel_battle() is not None:  # type: ignore[attr-defined]
            return pygame.Rect(self.battle_panel.rect)
        shown = self.canvas.screen_frame().clip(self.canvas.rect)
        return shown if shown.width and shown.height else pygame.Rect(self.canvas.rect)

    def notice_bands(self) -> list[pygame.Rect]:
        """The side panel's room under its words and list, then the map (``notice_band``):
        playtest 19 read "The last move passed the turn on by itself" across the map's foot
        while the panel had room to spare. Folded: the column beside the map, then the map. In
        a battle: the battle."""
        band = self.notice_band()
        main = [band] if band is not None else []
        panel = self.panel_rect  # type: ignore[attr-defined]
        if self.panel_battle() is not None:  # type: ignore[attr-defined]
            return main
        if not panel.width:  # folded: the room beside the map first (playtest 19, shot 156)
            side = self._beside_map()  # a notice too long for it still goes on the map
            return [side, *main] if side is not None and self._fits_beside(side) else main
        economy = self.economy  # type: ignore[attr-defined]
        parts = [r for key, r in economy.rects().items() if key != "offers"]
        low = max([economy.words_end, *(r.bottom for r in parts)]) + int(4 * self.s)  # type: ignore[attr-defined]
        room = pygame.Rect(panel.x, low, panel.width, panel.bottom - low)
        return [room, *main] if room.height > 0 else main

    def _beside_map(self) -> pygame.Rect | None:
        """With the side panel folded, the room between the map's right edge and the board's,
        under the fold's tab and note, down to the prompt: a notice there covers no territory
        (playtest 19 read "The last move passed the turn on by itself" across the map's
        foot). None where it is too narrow for a notice's words."""
        frame = self.canvas.screen_frame().clip(self.canvas.rect)
        board = self.rect  # type: ignore[attr-defined]
        over = [*self.fold_note, *(b.rect for b in self.fold_tab.buttons)]  # type: ignore[attr-defined]
        top = max([frame.top, *(r.bottom for r in over if r.width)]) + int(4 * self.s)  # type: ignore[attr-defined]
        bottom = self.map_rect.bottom  # type: ignore[attr-defined]
        side = pygame.Rect(frame.right, top, board.right - frame.right, bottom - top)
        if side.width < int(SIDE_LEAST * self.s) or side.height <= 0:  # type: ignore[attr-defined]
            return None
        return side

    def _fits_beside(self, room: pygame.Rect) -> bool:
        """The notice on screen takes at most ``BESIDE_LINES`` lines in ``room``'s width (a
        longer one, a word or two a line, reads better across the map's foot)."""
        toast = self.scene.toast  # type: ignore[attr-defined]
        if toast is None or room.width <= 0 or room.height <= 0:
            return False
        s = self.s  # type: ignore[attr-defined]
        inner = room.width - int(16 * s) - 2 * int(16 * s)  # (``toast_picture``'s margins)
        return len(theme.wrap(toast.text, int(18 * s), inner)) <= BESIDE_LINES

    def _own_counters(self, state: Any) -> list[pygame.Rect]:
        """The counters of the seat at the screen, kept clear of a refusal (a sentence,
        which wraps in a narrower box); a confirmation may lie over them (a save's notice
        holds a path that a narrower box would cut)."""
        toast = self.scene.toast  # type: ignore[attr-defined]
        if toast is None or not toast.error:
            return []
        seat = self.scene.panel_seat()  # type: ignore[attr-defined]
        mine = set(state.seats[seat]) if 0 <= seat < len(state.seats) else set()
        stacks = self.canvas.stack_rects(state)
        return [rect for (_, army), rect in stacks.items() if army in mine]

    def toast_clear(self) -> list[pygame.Rect]:
        """What a notice leaves uncovered: the prompt's strip, the folded panel's note, the lit
        territories (each outline's box), the picked stack and the counters of the seat at
        the screen (playtest 15: a refusal from the purchase list lay over the Humans'
        counters at the map's foot, the next thing to click); in a battle, its cards, its
        buttons, its info and dice boxes and the key between (it may lie over the sides' room
        under the cards)."""
        keep = [self.prompt_strip(), *self.fold_note]  # type: ignore[attr-defined]
        if self.panel_battle() is not None:  # type: ignore[attr-defined]
            parts = self.battle_panel.rects()
            keep += [r for name, r in parts.items() if not name.startswith(OPEN_PARTS)]
            sides = [r for name, r in parts.items() if name.startswith("side:")]
            if sides and "info" in parts:  # the key to the cards' edges, over the info box
                low = max(r.bottom for r in sides)
                band = self.battle_panel.rect
                keep.append(pygame.Rect(band.x, low, band.w, max(0, parts["info"].top - low)))
            return keep + [card.rect for card in self.battle_panel.cards_drawn()]
        state = self.state  # type: ignore[attr-defined]
        lit = self.highlights(state)  # type: ignore[attr-defined]
        keep += [self.canvas.place_rect(place) for place in lit]
        keep += self._own_counters(state)
        keep += self.told_tags()  # type: ignore[attr-defined]
        if self.selected:
            stack = self.canvas.stack_rects(state).get(self.selected)
            keep += [stack] if stack is not None else []
        return keep

    def keep_clear(self) -> list[pygame.Rect]:
        """The map as drawn, unless a battle's panel covers it: a notice goes in the side
        panel's room, beside the folded panel's map, or over the log column, and hides no
        territory the person may move to or through (playtest 22 item 5). In a battle, the
        places ``toast_clear`` names."""
        if self.panel_battle() is not None:  # type: ignore[attr-defined]
            return []
        shown = self.canvas.screen_frame().clip(self.canvas.rect)
        return [shown] if shown.width and shown.height else []
