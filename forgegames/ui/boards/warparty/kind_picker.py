"""Which kinds of a picked Warparty stack go (playtest 15, item 3: "click the counter again
for one fewer" never said how to choose WHICH unit moves). While a stack of two kinds or more
is picked, a row of chips lists its kinds with their counts in the income line's place beside
the map (off the map: no label or hover of a territory covers them): a lit chip's units go, a
click on a chip leaves its kind behind or takes it again (one kind at least stays).
``KindPicker``, a part of the board."""

from __future__ import annotations

import pygame

from forgegames.core.i18n import tr
from forgegames.games.warparty.board_info import WPState, noun_of
from forgegames.ui import theme
from forgegames.ui.boards.warparty.map_palette import TABLE
from forgegames.ui.boards.warparty.standing import standing_rect

CHIP_PX = 14
"""The chips' type size at scale 1 (the program's smallest text)."""


class KindPicker:
    """The picked stack's kinds as chips (``kind_chips``), drawn on the map and clicked."""

    def picked_kinds(self, state: WPState) -> dict[str, tuple[int, ...]]:
        """The picked stack's pickable units by kind, in their order ({} unless a stack of
        two kinds or more is picked)."""
        if not self.selected:
            return {}
        kinds: dict[str, list[int]] = {}
        units = {u.uid: u for u in state.units_at(self.selected[0])}
        for uid in self._pickable(state, self.selected):
            if uid in units:
                kinds.setdefault(units[uid].kind, []).append(uid)
        return {kind: tuple(uids) for kind, uids in kinds.items()} if len(kinds) > 1 else {}

    def _chip_size(self) -> int:
        return max(theme.min_text_size(), round(CHIP_PX * self.s))

    def kind_chips(self, state: WPState) -> list[tuple[pygame.Rect, str, str, bool]]:
        """Each kind's chip: its rectangle in the income line's place (after the words
        "Going:"), the kind, its words ("2 × Soldier") and whether its units go now. Chips
        that would run past the line's end (under the map's tabs: playtest 34) wrap onto
        further lines under it, level with the first chip."""
        kinds = self.picked_kinds(state)
        area = standing_rect(self)
        if not kinds or area.width <= 0 or self.panel_battle() is not None:
            return []
        size, gap = self._chip_size(), max(3, int(6 * self.s))
        face = theme.font(size)
        height = min(area.height - 2, face.get_linesize() + gap)
        left = area.x + theme.font(size, True).size(tr("Going:"))[0] + gap
        army = self.selected[1]
        chips = []
        for kind, uids in kinds.items():
            name = noun_of(army, self.world.armies.unit(army, kind)).label
            words = tr("{n} × {name}", n=len(uids), name=name)
            going = any(uid in self.chosen for uid in uids)
            chips.append((face.size(words)[0] + 2 * gap, kind, words, going))
        lines: list[list[tuple[int, str, str, bool]]] = [[]]
        x = left
        for chip in chips:
            if lines[-1] and x + chip[0] > area.right:
                lines.append([])
                x = left
            lines[-1].append(chip)
            x += chip[0] + gap
        step = height + max(2, gap // 2)
        y = area.centery - height // 2 if len(lines) == 1 else area.y + 1
        y = min(y, self.map_rect.bottom - len(lines) * step)  # (a line at the map's foot)
        out = []
        for row in lines:
            x = left
            for width, kind, words, going in row:
                out.append((pygame.Rect(x, y, width, height), kind, words, going))
                x += width + gap
            y += step
        return out

    def draw_kind_chips(self, surface: pygame.Surface, state: WPState) -> None:
        """The chips in the income line's place, the going ones lit (``theme.ACCENT`` rim),
        the others dimmed."""
        chips = self.kind_chips(state)
        if not chips:
            return
        area = standing_rect(self)
        backdrop = area.unionall([r.inflate(4, 4) for r, *_ in chips]).clip(self.map_rect)
        surface.fill(TABLE, backdrop)  # (over the income line: it comes back with no pick)
        size = self._chip_size()
        radius = max(3, int(5 * self.s))
        label = theme.text(tr("Going:"), size, theme.TEXT, True)
        surface.blit(label, label.get_rect(midleft=(area.x, chips[0][0].centery)))
        for rect, _, words, going in chips:
            pygame.draw.rect(surface, theme.PANEL_LIGHT if going else theme.BG, rect, 0, radius)
            edge = theme.ACCENT if going else theme.BORDER
            pygame.draw.rect(surface, edge, rect, max(1, int(2 * self.s)), radius)
            picture = theme.text(words, size, theme.TEXT if going else theme.TEXT_DIM)
            surface.blit(picture, picture.get_rect(center=rect.center))

    def kind_chip_at(self, state: WPState, pos: tuple[int, int]) -> str | None:
        """The kind whose chip is at ``pos``, or None."""
        chips = self.kind_chips(state)
        return next((kind for rect, kind, _, _ in chips if rect.collidepoint(pos)), None)

    def toggle_kind(self, state: WPState, kind: str) -> None:
        """A chip clicked: its kind's units stay behind when they were going (while another
        kind goes), else they go too."""
        kinds = self.picked_kinds(state)
        uids = kinds.get(kind, ())
        if any(uid in self.chosen for uid in uids):
            rest = tuple(uid for uid in self.chosen if uid not in uids)
            if rest:
                self.chosen = rest
            return
        order = [uid for group in kinds.values() for uid in group]
        wanted = set(self.chosen) | set(uids)
        self.chosen = tuple(uid for uid in order if uid in wanted)
