"""The King's Forge board's layout: the king's row (his cards and the waiting line), the gather row
and the docks, the craft table, the trays and the strip, and the room each needs at the current
scale."""

from __future__ import annotations

import pygame

from forgegames.core.i18n import tr
from forgegames.games.kings_forge.board_info import card_name, content
from forgegames.games.kings_forge.state import PHASE_CRAFT, KFState
from forgegames.ui import theme
from forgegames.ui.boards.kings_forge.look import CRAFT_W, DOCKS_W, EMPTY_W, KING_H
from forgegames.ui.boards.kings_forge.words import action_text


class BoardLayout:
    """Mixin of ``KingsForgeBoard``: the geometry its panels are placed and drawn by."""

    # --- layout ----------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        self.faces = {}
        s = self.scene.app.scale
        pad = int(10 * s)
        self.pad = pad
        top_h = int(KING_H * s)
        strip_h = int(56 * s)
        self.area = rect
        self.king_rect = pygame.Rect(rect.x + pad, rect.y + pad, rect.width - 2 * pad, top_h)
        self.strip_rect = pygame.Rect(
            rect.x + pad, rect.bottom - strip_h - pad, rect.width - 2 * pad, strip_h
        )
        self.place_rows()
        self.refresh()

    def place_rows(self) -> None:
        """The middle row (gather cards and docks, or the craft table) and the trays under it.
        The middle row is as tall as the face-up gather cards' texts need, taking room from
        the trays down to what a tray's lines need: a card's words are never cut where the
        trays can spare the room."""
        s = self.scene.app.scale
        rect, pad = self.area, self.pad
        self.king_rect.height = int(KING_H * s)
        mid_h = int(234 * s)
        state = self.state
        if state.phase != PHASE_CRAFT:
            width = self.gather_width(rect.width - 2 * pad, state)
            need = max((self.gather_need(c, width) for c in state.faceup if c), default=0)
            seats = max(1, len(state.players))
            tray = self.tray_need() + 4
            most = self.trays_bottom() - self.king_rect.bottom - 2 * pad - seats * tray
            if most < mid_h:  # the trays' lines need room too: down to what the docks need
                mid_h = max(self.docks_need(), most)
            mid_h = max(mid_h, min(need, most))
            # still short: the king's row gives up what its cards and waiting line spare
            take = min(max(0, need - mid_h), max(0, self.king_rect.height - self.king_need()))
            self.king_rect.height -= take
            mid_h += take
        self.mid_rect = pygame.Rect(
            rect.x + pad, self.king_rect.bottom + pad, rect.width - 2 * pad, mid_h
        )
        self.trays_rect = pygame.Rect(
            rect.x + pad,
            self.mid_rect.bottom + pad,
            rect.width - 2 * pad,
            self.trays_bottom() - self.mid_rect.bottom - pad,
        )

    def king_need(self) -> int:
        """The king's row at its least: its cards' names and dice (a second row of dice where
        a card has many), and the waiting line's every card in two columns."""
        s = self.scene.app.scale
        die = int(28 * s) + 4
        per_row = max(1, (int(CRAFT_W * s) - 12) // die)
        rows = max(
            (-(-len(content().craft[c].slots) // per_row) for c in self.state.display if c),
            default=1,
        )
        cards = int(52 * s) + rows * die + int(8 * s) + 6
        line = int(20 * s) + -(-len(self.state.line) // 2) * int(22 * s)
        width = self.king_rect.right - self.line_rect().x
        if any(self.line_item_need(c, stacked=False) > width // 2 for c in self.state.line):
            return self.king_rect.height  # the line's cards take two rows each: keep it all
        return max(cards, line)

    def trays_bottom(self) -> int:
        """Where the trays end: above the payment line (or the docks hint) when one is shown,
        else at the action strip."""
        if self.state.sub in ("pay", "dock"):
            return self.payment_rect().top
        return self.strip_rect.top - self.pad

    def docks_need(self) -> int:
        """The height of the docks panel: its heading and every dock's row."""
        s = self.scene.app.scale
        rows = sum(int(4 * s) + len(tile.actions) * int(18 * s) for tile in content().tiles)
        return int(24 * s) + rows + int(4 * s)

    def tray_need(self) -> int:
        """The height of a tray's lines: the name, then the anvil or a rank under it."""
        s = self.scene.app.scale
        return int(28 * s) + theme.font(int(13 * s)).get_linesize() + 2

    # --- the King's list (display, waiting line) -------------------------------------------
    def king_cards(self, state: KFState | None = None) -> list[tuple[str, pygame.Rect]]:
        """The craft cards on display in ``state`` (the game's by default) and their places."""
        s = self.scene.app.scale
        w, h = int(CRAFT_W * s), self.king_rect.height - int(8 * s)
        out = []
        for i, card in enumerate((state or self.state).display):
            rect = pygame.Rect(
                self.king_rect.x + i * (w + int(8 * s)), self.king_rect.y + int(4 * s), w, h
            )
            out.append((card, rect))
        return out

    def line_rect(self) -> pygame.Rect:
        """The waiting line, right of the three displayed cards."""
        s = self.scene.app.scale
        x = self.king_rect.x + 3 * (int(CRAFT_W * s) + int(8 * s)) + int(8 * s)
        return pygame.Rect(x, self.king_rect.y, self.king_rect.right - x, self.king_rect.height)

    # --- gather row and docks --------------------------------------------------------------
    def gather_width(self, row: int | None = None, state: KFState | None = None) -> int:
        """A face-up gather card's width across the middle row ``row`` wide: the four places
        share it, an empty place (it shows only 'empty') taking less."""
        s = self.scene.app.scale
        row = self.mid_rect.width if row is None else row
        room = row - int((DOCKS_W + 12) * s)
        faceup = (state or self.state).faceup
        empty = sum(1 for c in faceup if not c)
        if 0 < empty < len(faceup):
            room -= empty * (int(EMPTY_W * s) + int(8 * s))
            return room // (len(faceup) - empty) - int(8 * s)
        return room // 4 - int(8 * s)

    def gather_cards(
        self, state: KFState | None = None, mid: pygame.Rect | None = None
    ) -> list[tuple[str, pygame.Rect]]:
        """The face-up gather cards of ``state`` ('' for an empty slot) and their places in
        the middle row ``mid`` (today's by default)."""
        s = self.scene.app.scale
        state = state or self.state
        mid = mid or self.mid_rect
        w = self.gather_width(mid.width, state)
        out = []
        x = mid.x
        for card in state.faceup:
            width = w if card or all(not c for c in state.faceup) else int(EMPTY_W * s)
            out.append((card, pygame.Rect(x, mid.y, width, mid.height)))
            x += width + int(8 * s)
        return out

    def action_lines(
        self, card: str, side: str, width: int
    ) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """A gather action's words across an action area ``width`` wide: the line right of
        its boxes (when a word fits there), then the lines under them."""
        s = self.scene.app.scale
        size = int(12 * s)
        text = action_text(card, side)
        spec = content().actions[(card, side)]
        clock = 2 * max(5, int(7 * s)) + 8 if spec.clock else 0
        beside = width - 8 - len(spec.boxes) * (int(16 * s) + 3) - 6 - clock
        first = theme.wrap(text, size, max(1, beside))
        if "\n" in text or not first or theme.font(size).size(first[0])[0] > beside:
            return (), theme.wrap(text, size, width - 8)
        rest = " ".join(text.split()[len(first[0].split()) :])
        return (first[0],), theme.wrap(rest, size, width - 8) if rest else ()

    def discard_lines(self, width: int) -> tuple[str, ...]:
        """'Discard for the docks' in lines across a card ``width`` wide (two when narrow)."""
        return theme.wrap(tr("Discard for the docks"), int(12 * self.scene.app.scale), width - 12)

    def side_need(self, card: str, side: str, width: int) -> int:
        """The height an action area needs: its boxes, then its words."""
        s = self.scene.app.scale
        line_h = theme.font(int(12 * s)).get_linesize()
        beside, under = self.action_lines(card, side, width - 8)
        top = max(int(16 * s), line_h) if beside else int(16 * s)
        return top + 8 + len(under) * line_h + 2

    def card_parts(self, width: int) -> tuple[int, int]:
        """A gather card's heading and foot (the discard place) heights."""
        s = self.scene.app.scale
        line_h = theme.font(int(12 * s)).get_linesize()
        return int(26 * s), max(int(30 * s), len(self.discard_lines(width)) * line_h + 10)

    def gather_need(self, card: str, width: int) -> int:
        """The height a gather card ``width`` wide needs to show all its words."""
        head, foot = self.card_parts(width)
        sides = sum(self.side_need(card, side, width) for side in ("top", "bottom"))
        return head + sides + 4 + foot

    def action_rects(self, rect: pygame.Rect, card: str = "") -> dict[str, pygame.Rect]:
        """The card's two action areas, each as tall as its words need (the room to spare
        shared between them), and the discard place under them."""
        head, foot = self.card_parts(rect.width)
        space = rect.height - head - foot - 4
        if card:
            need = [self.side_need(card, side, rect.width) for side in ("top", "bottom")]
            spare = max(0, space - sum(need))
            fits = sum(need) <= space  # short of room: shared by need
            top_h = need[0] + spare // 2 if fits else space * need[0] // sum(need)
        else:
            top_h = space // 2
        top = pygame.Rect(rect.x + 4, rect.y + head, rect.width - 8, top_h)
        bottom = pygame.Rect(rect.x + 4, top.bottom + 4, rect.width - 8, space - top_h)
        discard = pygame.Rect(rect.x + 4, rect.bottom - foot + 2, rect.width - 8, foot - 6)
        return {"top": top, "bottom": bottom, "discard": discard}

    def docks_head(self) -> pygame.Rect:
        """The docks panel's heading row (its title and the gather deck's count)."""
        s = self.scene.app.scale
        x = self.mid_rect.right - int(DOCKS_W * s)
        return pygame.Rect(x, self.mid_rect.y, self.mid_rect.right - x, int(24 * s))

    def dock_rows(self) -> list[tuple[str, pygame.Rect]]:
        s = self.scene.app.scale
        head = self.docks_head()
        x, width = head.x, head.width
        row = int(18 * s)
        y = head.bottom
        out = []
        for tile in content().tiles:
            y += int(4 * s)
            for dock in tile.actions:
                out.append((dock.id, pygame.Rect(x, y, width, row)))
                y += row
        return out

    # --- craft table -----------------------------------------------------------------------
    def pool_dice(self, state: KFState | None = None) -> list[tuple[int, pygame.Rect]]:
        """The rolled dice of ``state`` (by id, in pool order) and their places."""
        s = self.scene.app.scale
        size = int(46 * s)
        x = self.mid_rect.x + int(12 * s)
        y = self.mid_rect.y + int(34 * s)
        out = []
        for die in (state or self.state).pool:
            if x + size > self.mid_rect.x + int(self.mid_rect.width * 0.58):
                x = self.mid_rect.x + int(12 * s)
                y += size + int(10 * s)
            out.append((die.id, pygame.Rect(x, y, size, size)))
            x += size + int(10 * s)
        return out

    def crafted_cards(self, state: KFState | None = None) -> list[tuple[int, pygame.Rect]]:
        """The cards crafted this round in ``state`` (by index) and their places."""
        s = self.scene.app.scale
        x0 = self.mid_rect.x + int(self.mid_rect.width * 0.6)
        w = self.mid_rect.right - x0
        h = int(48 * s)
        return [
            (i, pygame.Rect(x0, self.mid_rect.y + int(28 * s) + i * (h + int(4 * s)), w, h))
            for i in range(len((state or self.state).crafted))
        ]

    def roll_head(self) -> pygame.Rect:
        """The craft table's heading row above the rolled dice (whose roll, the Cemetery)."""
        s = self.scene.app.scale
        width = int(self.mid_rect.width * 0.58)
        return pygame.Rect(self.mid_rect.x, self.mid_rect.y, width, int(30 * s))

    def line_plan(self, state: KFState) -> tuple[bool, int, int]:
        """How the waiting line is laid out: (stacked, rows a column, columns). A card's name
        and dice share a row, in one column or two; where a name would not fit beside its
        dice, each card takes two rows (name, then dice) in as many columns as it needs."""
        s = self.scene.app.scale
        x = self.line_rect().x
        width = self.king_rect.right - x
        top, bottom = self.king_rect.y + int(20 * s), self.king_rect.bottom
        per_column = max(1, (bottom - top) // int(22 * s))
        columns = 1 if len(state.line) <= per_column else 2
        if all(self.line_item_need(c, stacked=False) <= width // columns for c in state.line):
            return False, per_column, columns
        per_column = max(1, (bottom - top) // (2 * int(20 * s)))
        return True, per_column, max(1, -(-len(state.line) // per_column))

    def line_columns(
        self, shown: tuple[str, ...], stacked: bool, per_column: int, columns: int
    ) -> tuple[list[int], list[int]]:
        """The waiting line's columns' left edges and widths: even, or where their cards
        need it and the room allows, each as wide as its widest card with the spare shared."""
        x = self.line_rect().x
        width = self.king_rect.right - x
        widths = [width // columns] * columns
        needs = [
            max(
                (
                    self.line_item_need(c, stacked)
                    for c in shown[k * per_column : (k + 1) * per_column]
                ),
                default=0,
            )
            for k in range(columns)
        ]
        if sum(needs) <= width and any(n > w for n, w in zip(needs, widths, strict=True)):
            spare = (width - sum(needs)) // columns
            widths = [n + spare for n in needs]
        lefts = [x + sum(widths[:k]) for k in range(columns)]
        return lefts, widths

    def line_item_need(self, card: str, stacked: bool) -> int:
        """A waiting card's width: its rank, its name and its dice (beside or under it)."""
        s = self.scene.app.scale
        dice = len(content().craft[card].slots) * (int(19 * s) + int(3 * s))
        name = theme.font(int(13 * s)).size(card_name(card))[0]
        if stacked:
            return max(name, int(24 * s) + dice) + int(8 * s)  # the rank beside the dice
        return name + dice + int(34 * s)

    def tray_rects(self, state: KFState) -> list[pygame.Rect]:
        """Each seat's tray, one row a seat."""
        s = self.scene.app.scale
        row_h = min(int(64 * s), self.trays_rect.height // max(1, len(state.players)))
        trays = self.trays_rect
        return [
            pygame.Rect(trays.x, trays.y + seat * row_h, trays.width, row_h - 4)
            for seat in range(len(state.players))
        ]

    def payment_rect(self) -> pygame.Rect:
        """The line above the strip showing the action being paid for and its boxes."""
        s = self.scene.app.scale
        strip = self.strip_rect
        return pygame.Rect(strip.x, strip.y - int(30 * s), strip.width, int(26 * s))
