"""The top of Warparty's economy panel: the turn track, the prices (inflation) and the
collection board of the armies' incomes. A part of ``EconomyPanel``."""

from __future__ import annotations

from collections.abc import Mapping

import pygame

from forgegames.core.i18n import tr
from forgegames.games.warparty.board_info import PHASE_QUESTS, Economy, WPState, table_noun
from forgegames.ui import theme
from forgegames.ui.boards.warparty.economy_armies import NBSP
from forgegames.ui.boards.warparty.pen import SUNKEN, Pen


class TurnsAndPrices:
    """Draws ``EconomyPanel``'s turn track, prices and collection board."""

    pen: Pen
    economy: Economy
    _drawn: dict[str, pygame.Rect]

    def _turns(self, surface: pygame.Surface, state: WPState, inner: pygame.Rect, y: int) -> int:
        """The turn track: "Turn 3 of 14 · Good team moves" and a dot per turn, this one lit."""
        pen = self.pen
        top = y
        size, small = pen.size(16), pen.size(13)
        moving = tr("{team} team moves", team=tr(state.side.title()))
        if state.turn:
            turn = tr("Turn {n} of {limit}", n=state.turn, limit=state.limit)
        elif state.phase == PHASE_QUESTS:  # the quests are chosen before the first turn
            turn, moving = tr("Secret quests"), tr("before turn 1")
        else:  # the quick-play set-up comes before the first turn (a dot per turn below)
            turn = tr("Set-up")
        box = pen.write(surface, turn, (inner.x, y), size, theme.TEXT, bold=True)
        if box.right + pen.px(10) + pen.width(moving, small) <= inner.right:
            pen.write(
                surface,
                moving,
                (inner.right, box.centery),
                small,
                theme.TEXT_DIM,
                anchor="midright",
            )
        else:
            pen.write(surface, moving, (inner.x, box.bottom), small, theme.TEXT_DIM)
            y += pen.line(small)
        y += pen.line(size, True) + pen.px(4)
        per_row = max(1, min(state.limit, inner.width // pen.px(16)))
        step = inner.width / per_row
        r = max(3, min(pen.px(6), int(step * 0.4)))
        row_h = 2 * r + pen.px(6)
        for t in range(1, state.limit + 1):
            row, col = divmod(t - 1, per_row)
            centre = (round(inner.x + step * (col + 0.5)), y + r + row * row_h)
            if t == state.turn:
                pygame.draw.circle(surface, theme.ACCENT, centre, r + 1)
                pygame.draw.circle(surface, theme.TEXT, centre, r + 1, 1)
            elif t < state.turn:
                pygame.draw.circle(surface, theme.BORDER, centre, r)
            else:
                pygame.draw.circle(surface, SUNKEN, centre, r)
                pygame.draw.circle(surface, theme.BORDER, centre, r, 1)
        y += -(-state.limit // per_row) * row_h
        self._drawn["turns"] = pygame.Rect(inner.x, top, inner.width, y - top)
        return y

    def _level_name(self, multiplier: int) -> str:
        for level in self.economy.inflation:
            if level.multiplier == multiplier:
                return table_noun(level.id, level.name).label
        return tr("no inflation")  # not "Prices ×1 · normal prices" (review 15)

    def inflation_lines(self, state: WPState) -> list[str]:
        """What the prices part says: the multiplier now and its name, then the rise due next
        turn (or, at ×1, the incomes that raise prices)."""
        now = tr("Prices ×{n} · {name}", n=state.inflation, name=self._level_name(state.inflation))
        if state.inflation_due > state.inflation:
            name = self._level_name(state.inflation_due).replace(" ", NBSP)
            return [now, tr("rising to ×{n} next turn ({name})", n=state.inflation_due, name=name)]
        levels = sorted(self.economy.inflation, key=lambda lv: lv.at)
        if state.inflation > 1 or not levels:
            return [now]
        steps = [tr("×{n} from an income of {at}", n=levels[0].multiplier, at=levels[0].at)]
        steps += [tr("×{n} from {at}", n=lv.multiplier, at=lv.at) for lv in levels[1:]]
        # a step wraps whole after the first, and the first keeps its figure with the word
        # before it (playtest 6: "57" alone on a line at 1024x640)
        first, _, figure = steps[0].rpartition(" ")
        steps = [f"{first}{NBSP}{figure}"] + [step.replace(" ", NBSP) for step in steps[1:]]
        return [now, ", ".join(steps)]

    def _inflation(
        self, surface: pygame.Surface, state: WPState, inner: pygame.Rect, y: int
    ) -> int:
        pen = self.pen
        top = y
        rising = state.inflation_due > state.inflation
        styles = [
            (
                pen.size(15),
                {1: theme.TEXT, 2: theme.ACCENT}.get(state.inflation, theme.DANGER),
                True,
            ),
            (pen.size(13), theme.DANGER if rising else theme.TEXT_DIM, False),
        ]
        for words, (size, ink, bold) in zip(self.inflation_lines(state), styles, strict=False):
            for part in theme.wrap(words, size, inner.width, bold):
                pen.write(surface, part, (inner.x, y), size, ink, bold)
                y += pen.line(size, bold)
        self._drawn["inflation"] = pygame.Rect(inner.x, top, inner.width, y - top)
        return y

    def _track(
        self,
        surface: pygame.Surface,
        incomes: Mapping[str, int],
        army_names: Mapping[str, str],
        colours: Mapping[str, theme.SeatColour],
        inner: pygame.Rect,
        y: int,
    ) -> int:
        """The collection board: one thin lane per army with its income marked on 0..99, the
        incomes that raise prices marked across the lanes (the prices' line above says where),
        and under them "Collection" and each army's income figure in one row. One layout
        whatever the state (playtest 26: a board with a heading, lane figures and a scale
        while nothing was for sale, a thin one without them while the buy list was long)."""
        pen = self.pen
        top = y
        first, last = self.economy.collection_track.first, self.economy.collection_track.last
        lane_h = self._lane_height()
        margin = pen.px(8)
        track = pygame.Rect(inner.x + margin, y, inner.width - 2 * margin, lane_h * len(army_names))

        def x_of(value: int) -> int:
            value = min(max(value, first), last)
            return track.x + round((value - first) / (last - first) * track.width)

        pygame.draw.rect(surface, SUNKEN, track.inflate(2 * margin, 0), border_radius=pen.px(4))
        levels = sorted(self.economy.inflation, key=lambda lv: lv.at)
        inks = [theme.ACCENT if lv.multiplier == 2 else theme.DANGER for lv in levels]
        for level, ink in zip(levels, inks, strict=True):
            x = x_of(level.at)
            pygame.draw.line(surface, ink, (x, track.y), (x, track.bottom), max(1, pen.px(1)))
        for i, army in enumerate(army_names):
            value = incomes.get(army, 0)
            cy = track.y + i * lane_h + lane_h // 2
            pygame.draw.line(surface, theme.PANEL_LIGHT, (track.x, cy), (track.right, cy))
            colour = colours[army]
            symbol_r = max(4, lane_h // 2 - 2)
            theme.draw_symbol(surface, colour.symbol, (x_of(value), cy), symbol_r, colour.rgb)
        y = track.bottom + pen.px(2)
        figures = [(colours[army], incomes.get(army, 0)) for army in army_names]
        y = self._figures_row(surface, figures, inner.x + margin, y, inner.right)
        self._drawn["track"] = pygame.Rect(inner.x, top, inner.width, y - top)
        return y

    def _figures_row(
        self,
        surface: pygame.Surface,
        figures: list[tuple[theme.SeatColour, int]],
        x: int,
        y: int,
        right: int,
    ) -> int:
        """The word "Collection" then each army's symbol and income figure (``figures``, in
        the lanes' order) side by side on one line under the board's lanes (too thin for
        them), the gaps narrowed and then the word cut to end before ``right``; the y below."""
        pen = self.pen
        size = pen.size(12)
        step = pen.line(size)
        r = max(4, step // 2 - 2)
        widths = [2 * r + pen.px(3) + pen.width(str(income), size) for _, income in figures]
        heading = tr("Collection").upper()
        room = right - x - sum(widths)
        gap = max(pen.px(4), min(pen.px(12), (room - pen.width(heading, size, True)) // 5))
        heading = pen.fit(heading, size, room - gap * len(widths), True)
        written = pen.write(surface, heading, (x, y), size, theme.TEXT_DIM, bold=True)
        x = written.right + gap
        for colour, income in figures:
            theme.draw_symbol(surface, colour.symbol, (x + r, y + step // 2), r, colour.rgb)
            written = pen.write(surface, str(income), (x + 2 * r + pen.px(3), y), size)
            x = written.right + gap
        return y + step

    def _lane_height(self) -> int:
        return self.pen.px(9)

    def _track_height(self, lanes: int) -> int:
        """How tall ``_track`` draws the collection board for ``lanes`` armies."""
        return self._lane_height() * lanes + self.pen.px(2) + self.pen.line(self.pen.size(12))
