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
        compact: bool = False,
    ) -> int:
        """The collection board: one lane per army with its income marked on 0..99, and the
        incomes that raise prices marked across the lanes. ``compact``: thin lanes without
        the heading, the incomes' figures in one row under them, where the whole board has
        no room (playtest 6: at 1024x640 it went altogether)."""
        pen = self.pen
        top = y
        if not compact:
            y = self._heading(surface, tr("Collection"), inner.x, y)
        first, last = self.economy.collection_track.first, self.economy.collection_track.last
        lane_h = self._lane_height(compact)
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
            x = x_of(value)
            colour = colours[army]
            theme.draw_symbol(surface, colour.symbol, (x, cy), max(4, lane_h // 2 - 2), colour.rgb)
            if not compact:
                self._lane_figure(surface, value, x, cy, track, [x_of(lv.at) for lv in levels])
        y = track.bottom + pen.px(2)
        if compact:  # the lanes' figures in the scale's row (playtest 20: they went; the
            # prices' line above says where they rise)
            figures = [(colours[army], incomes.get(army, 0)) for army in army_names]
            y = self._figures_row(surface, figures, inner.x + margin, y)
        else:
            y = self._scale_row(surface, x_of, levels, inks, y)
        self._drawn["track"] = pygame.Rect(inner.x, top, inner.width, y - top)
        return y

    def _figures_row(
        self,
        surface: pygame.Surface,
        figures: list[tuple[theme.SeatColour, int]],
        x: int,
        y: int,
    ) -> int:
        """Each army's symbol and income figure (``figures``, in the lanes' order) side by
        side on one line under a compact board (its lanes too thin for them), in place of its
        scale; the y below."""
        pen = self.pen
        size = pen.size(12)
        step = pen.line(size)
        r = max(4, step // 2 - 2)
        for colour, income in figures:
            theme.draw_symbol(surface, colour.symbol, (x + r, y + step // 2), r, colour.rgb)
            written = pen.write(surface, str(income), (x + 2 * r + pen.px(3), y), size)
            x = written.right + pen.px(12)
        return y + step

    def _scale_row(self, surface: pygame.Surface, x_of, levels: list, inks: list, y: int) -> int:
        """The board's scale under its lanes: its ends and the incomes that raise prices."""
        pen = self.pen
        size = pen.size(12)
        first, last = self.economy.collection_track.first, self.economy.collection_track.last
        pen.write(surface, str(first), (x_of(first), y), size, theme.TEXT_DIM)
        pen.write(surface, str(last), (x_of(last), y), size, theme.TEXT_DIM, anchor="topright")
        for i, (level, ink) in enumerate(zip(levels, inks, strict=True)):
            words = tr("×{n} at {at}", n=level.multiplier, at=level.at)
            # the first level's label reads leftwards from its line, the others rightwards
            anchor = "topright" if i == 0 and len(levels) > 1 else "topleft"
            shift = -pen.px(3) if anchor == "topright" else pen.px(3)
            pen.write(surface, words, (x_of(level.at) + shift, y), size, ink, anchor=anchor)
        return y + pen.line(size)

    def _lane_figure(
        self,
        surface: pygame.Surface,
        value: int,
        x: int,
        cy: int,
        track: pygame.Rect,
        lines: list[int],
    ) -> None:
        """An army's income figure beside its mark at ``x``: on the right, else the left,
        whichever side keeps it inside the board and off the price lines at ``lines``, on
        the board's own colour so a line it must cross passes behind it (playtest 7: at
        1024x640 a line crossed the "39")."""
        pen = self.pen
        size, gap = pen.size(12), pen.px(9)
        words = str(value)
        box = pygame.Rect(0, 0, pen.width(words, size), pen.line(size))
        right, left = box.copy(), box.copy()
        right.midleft, left.midright = (x + gap, cy), (x - gap, cy)

        def fits(spot: pygame.Rect) -> bool:
            return track.x - gap <= spot.left and spot.right <= track.right

        def clear(spot: pygame.Rect) -> bool:
            return not any(spot.left - 2 <= lx <= spot.right + 2 for lx in lines)

        spots = [right, left]
        spot = next((b for b in spots if fits(b) and clear(b)), None)
        spot = spot or (right if fits(right) else left)
        pygame.draw.rect(surface, SUNKEN, spot.inflate(pen.px(2), 0))
        pen.write(surface, words, spot.midleft, size, anchor="midleft")

    def _lane_height(self, compact: bool) -> int:
        pen = self.pen
        return pen.px(9) if compact else max(pen.line(pen.size(12)), pen.px(15))

    def _track_height(self, lanes: int, compact: bool = False) -> int:
        """How tall ``_track`` draws the collection board for ``lanes`` armies."""
        pen = self.pen
        size = pen.size(12)
        heading = 0 if compact else pen.line(size, True)
        return heading + self._lane_height(compact) * lanes + pen.px(2) + pen.line(size)
