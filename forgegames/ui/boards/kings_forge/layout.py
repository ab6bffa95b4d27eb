"""The King's Forge board's layout: the king's row (his cards and the waiting line), the gather row
and the docks, the craft table, the trays and the strip, and the room each needs at the current
scale."""

from __future__ import annotations

import dataclasses

import pygame

from forgegames.core.i18n import tr
from forgegames.games.kings_forge.state import PHASE_CRAFT, KFState
from forgegames.ui import icons, theme
from forgegames.ui.boards.kings_forge import tray_grid
from forgegames.ui.boards.kings_forge.faces import action_face
from forgegames.ui.boards.kings_forge.look import (
    CRAFT_DIE,
    CRAFT_DIE_MOST,
    CRAFT_W,
    DIE_FLOOR,
    DIE_LEAST,
    DOCKS_W,
    KING_H,
    LINE_DIE,
    LINE_NAME,
    LINE_ROW,
    STACKED_DIE_MOST,
    TRAY_MOST,
    TRAY_SECOND_LINE,
)
from forgegames.ui.boards.kings_forge.part import Part
from forgegames.ui.boards.kings_forge.words import dock_picture

DOCK_GAP = 1
BOX_GAP = 2
"""Pixels between two of a gather action's cost boxes."""
STACKED_ROWS = 3
"""The rows of names over dice the king's row keeps room for in a long waiting line."""
PAYMENT_H = 18
"""The payment line's height at scale 1 (its boxes, as tall as a line of words)."""
TRAY_WORDS_LEAST = 150
"""The room a tray's dice leave at scale 1 for the words at its right (the gather cards taken
this round, the bonuses to use), at the least; more where those words need it."""
"""Pixels between two docks rows, so the outlines of two usable rows do not touch."""


@dataclasses.dataclass(frozen=True)
class LinePlaces:
    """The waiting line's layout: each card's name beside its dice or over them (``stacked``),
    the dice's side, and the place of each card shown, first first."""

    stacked: bool
    side: int
    places: tuple[pygame.Rect, ...]


CRAFT_DIE_LEAST = 0.6
CRAFT_DIE_READ = 32
"""A displayed craft card's dice at scale 1 where the king's row has its usual height: the
size whose pips are read at a glance (a metal 6 was read as a 4 at 28 px)."""
"""The smallest a craft card's dice get, as a share of ``CRAFT_DIE`` (``craft_dice``)."""


class Geometry(Part):
    """Where each thing of the King's Forge board goes at the current size and scale: the cards,
    the docks, the dice, the trays, the payment; the panels place and draw by it."""

    def row_heights(self) -> tuple[int, int]:
        """The middle row's height (gather cards and docks, or the craft table) and each seat's
        tray height under it: chosen once for the window's size, the scale, the language and
        the seat count, the same in every round, phase and step (playtest 8: the trays changed
        shape between rounds; playtest 16: they grew in the craft phase; playtest 21: a long
        prompt lifted them and the king's row gave up height, so its waiting line reflowed).
        The king's row gives the gather row what its cards and waiting line spare
        (``king_floor``) when the row is short of its wordiest card's height."""
        board = self.board
        king = board.king.rect
        king.height = self.king_height()
        row_h = self.tray_band()[1]
        top = self.trays_end() - max(1, len(board.state.players)) * row_h
        return top - board.pad - king.bottom - board.pad, row_h

    def layout_key(self) -> tuple:
        """What the fixed layout is chosen for: the window, the scale, large print, the seat
        count and the language."""
        seats = max(1, len(self.board.state.players))
        return (
            self.board.area.size,
            self.scene.scale,
            theme.fitted_piece_factor(),
            seats,
            tr("Supply"),
        )

    def king_height(self) -> int:
        """The king's row's height, one all game: ``KING_H``, less what the gather row lacks
        under it, down to ``king_floor``."""
        key = self.layout_key()
        cached = getattr(self, "_king_height", None)
        if cached is not None and cached[0] == key:
            return cached[1]
        s, board = self.scene.scale, self.board
        full = int(KING_H * s)
        bottom, row_h = self.tray_band()
        mid_h = bottom - key[3] * row_h - board.pad - (board.king.rect.y + full) - board.pad
        short = self.gather_row_need() - mid_h
        height = full - min(max(0, short), max(0, full - self.king_floor(least=True)))
        self._king_height = (key, height)
        return height

    def king_floor(self, least: bool = False) -> int:
        """The height of the king's row that holds any of its cards and the longest waiting
        line of this seat count: each craft card's name and its dice at their usual size
        (``CRAFT_DIE_READ``; ``least``: at their smallest, as ``craft_dice`` shrinks them; a
        card of more than four dice is laid out at its smallest either way), and the line's
        cards in two columns."""
        s = self.scene.scale

        def need(slots: int, shrunk: bool) -> int:
            usual = int(CRAFT_DIE_READ * s)  # their pips read at a glance
            die = max(8, int(CRAFT_DIE * s * CRAFT_DIE_LEAST) if shrunk else usual) + 4
            per_row = max(1, (int(CRAFT_W * s) - 12) // die)
            return -(-slots // per_row) * die

        cards = max(  # each card's name, then its rows of dice
            self.dice_top(name) + need(len(card.slots), least or len(card.slots) > 4)
            for name, card in self.board.world.content.craft.items()
        )
        return max(cards + int(8 * s) + 6, int(20 * s) + self.line_floor())

    def line_floor(self) -> int:
        """The height the longest waiting line of this seat count takes under its heading in
        two columns of name and dice (``line_places``)."""
        content = self.board.world.content
        seats = max(1, len(self.board.state.players))
        waiting = max(1, content.setup.craft_cards.get(seats, 0) - content.setup.display)
        columns = -(-waiting // 2) * self.line_row(int(LINE_DIE * self.scene.scale))
        # where long names (Spanish) leave no room for two columns, each card's name goes
        # over its dice: three rows of them at the least die (``line_places``)
        width = (self.board.king.rect.right - self.line_rect().x) // 2
        side = self.die_least()
        if all(self.line_item_need(card, False, side) <= width for card in content.craft):
            return columns  # every name fits beside its dice in two columns
        return max(columns, STACKED_ROWS * (self.line_name() + side + 1))

    def status_height(self) -> int:
        """The status line's height: two lines at the prompt's smallest size (a longer prompt
        ends "More…" and shows whole on hovering it: the trays' dice and marks keep their
        room), or the payment line and one line over it while a card is paid for."""
        s = self.scene.scale
        face = theme.font(int(12 * s))
        line = face.get_linesize()
        last = max(line, face.size("Ág")[1])  # a drawn line's height (a pixel over the size)
        return max(line + last, int(PAYMENT_H * s) + last)

    def status_rect(self) -> pygame.Rect:
        """The status line (what the seat to move can do, whom the game waits for, the
        payment under way): across the board right above the strip's buttons, in one place
        and of one size all game, whatever the buttons and the words (playtest 21: the words
        jumped beside buttons that came and went, and their extra lines lifted the trays)."""
        strip = self.board.strip.rect
        height = self.status_height()
        return pygame.Rect(strip.x, strip.y - height, strip.width, height)

    def trays_end(self) -> int:
        """Where the trays end: the band's foot (``tray_band``), above the status line."""
        return self.tray_band()[0]

    def tray_height(self, bottom: int, seats: int) -> int:
        """Each seat's tray height when the trays end at ``bottom``: what the gather row's
        words leave (up to ``TRAY_MOST``); short of room, the king's row gives what its
        cards spare; never below the trays' least."""
        s = self.scene.scale
        room = bottom - self.board.pad - (self.board.king.rect.y + int(KING_H * s)) - self.board.pad
        row_h = min(int(TRAY_MOST * s), (room - self.gather_row_need()) // seats)
        if row_h < self.tray_need() + 4:
            spare = max(0, int(KING_H * s) - self.king_floor())
            row_h = min(self.tray_need() + 4, row_h + spare // seats)
        return max(row_h, self.tray_need(least=True) + 4)

    def tray_band(self) -> tuple[int, int]:
        """Where the trays end and each seat's tray height: chosen once for the window's
        size, the scale and the seat count (``tray_height``), above the status line."""
        key = self.layout_key()
        cached = getattr(self, "_tray_band", None)
        if cached is not None and cached[0] == key:
            return cached[1]
        s = self.scene.scale
        bottom = self.status_rect().top - max(1, int(s))
        # the status line's room comes from the king's row where its cards spare it (at
        # their usual size), else from the trays
        reserve = self.board.strip.rect.top - self.board.pad - bottom
        spare = max(0, int(KING_H * s) - self.king_floor())
        band = (bottom, self.tray_height(bottom + min(reserve, spare), key[3]))
        self._tray_band = (key, band)
        return band

    def gather_row_need(self) -> int:
        """The least height of the gather row: the docks and the wordiest of all gather cards
        at the row's even width."""
        width = self.gather_widths(self.board.area.width - 2 * self.board.pad, self.board.state)[0]
        if width not in self.board.row_needs:
            cards = self.board.world.content.gather
            self.board.row_needs[width] = max(self.gather_need(card, width) for card in cards)
        return max(self.docks_need(), self.board.row_needs[width])

    def docks_need(self) -> int:
        """The height of the docks panel: its heading and every dock's row."""
        s = self.scene.scale
        pitch = self.dock_row_h() + DOCK_GAP
        rows = sum(
            int(4 * s) + len(tile.actions) * pitch for tile in self.board.world.content.tiles
        )
        return int(24 * s) + rows + int(4 * s)

    def dock_row_h(self) -> int:
        """A docks row's height: its words (at the smallest text size the player allows) with
        a pixel to spare, so the outline of a usable row stays round its own words
        (playtest 5: at 1024x640 the 14 px rows' outlines lay over the rows next to them)."""
        s = self.scene.scale
        size = max(int(13 * s), theme.min_text_size())
        words = theme.font(size).get_linesize()
        return max(int(18 * s), words + 1, self.die_least() + 1)

    def dock_label(
        self, spec, short: bool = False, colour: tuple[int, int, int] = theme.TEXT
    ) -> pygame.Surface:
        """A docks row's picture (``words.dock_picture``): its spaces and dice as large as
        every die on the board (``die_least``), its words at the row's size."""
        picture = dock_picture(spec, short)
        return icons.rich(picture, int(13 * self.scene.scale), colour, icon_side=self.die_least())

    def die_least(self) -> int:
        """The least side of a die drawn on the board (``DIE_LEAST``, scaled)."""
        return int(DIE_LEAST * self.scene.scale)

    def die_sides(self) -> dict[str, int]:
        """The smallest die (or die's space) each part of the board draws now, by part: the
        waiting line's, the displayed craft cards', the gather cards' costs, the docks' (at
        least ``die_least``: ``dock_label``), the trays', the payment line's and the crafted
        items'."""
        state = self.board.state
        out = {"line": self.line_places(state).side, "costs": self.face_sizes()[0]}
        crafts = [r.width for card, rect in self.king_cards() for r in self.craft_dice(rect, card)]
        out["craft"] = min(crafts, default=out["line"])
        out["docks"] = self.die_least()
        out["trays"] = min(self.tray_die(tray) for tray in self.tray_rects(state))
        out["payment"] = self.payment_rect().height
        out["crafted"] = self.crafted_die()
        return out

    def line_row(self, side: int = 0) -> int:
        """A waiting card's row where its name and dice (``side`` wide) share it."""
        face = theme.font(int(13 * self.scene.scale))
        return max(int(LINE_ROW * self.scene.scale), face.get_linesize() + 2, side + 3)

    def line_name(self) -> int:
        """A waiting card's name line where its dice are under it."""
        face = theme.font(int(13 * self.scene.scale))
        return max(int(LINE_NAME * self.scene.scale), face.get_linesize() + 1)

    def tray_second(self) -> int:
        """Where a tray's second line of words starts, below its top."""
        face = theme.font(int(14 * self.scene.scale))
        return max(int(TRAY_SECOND_LINE * self.scene.scale), 4 + face.get_linesize())

    def tray_die(self, tray: pygame.Rect | None = None) -> int:
        """The side of a tray's dice (supply and smithy): as large as the ``tray``'s room
        allows (``tray_grid``), larger in large print; without a tray, the least a tray
        is laid out for."""
        s = self.scene.scale
        if tray is None:
            return int(tray_grid.LEAST * s * theme.piece_factor())
        return self.tray_grid(tray).die

    def tray_grid(self, tray: pygame.Rect) -> tray_grid.TrayGrid:
        """How ``tray``'s dice are laid out (see ``tray_grid``): in the room between the
        name column and the 'Claimed' column, as large as leaves every tray's words at the
        right whole (and them ``TRAY_WORDS_LEAST`` at least). The shape (stacked or side by
        side) is chosen the first time for a tray size and kept, so it never changes during
        a game; the dice's size is worked out once a state and tray size."""
        s, state = self.scene.scale, self.board.state
        key = (tray.size, s, theme.fitted_piece_factor(), tr("Supply"))
        cached = getattr(self, "_tray_grid", None)
        if cached is not None and cached[0] is state and cached[1] == key:
            return cached[2]
        start = tray.x + 8 + self.board.trays.tray_name_column(state) + int(10 * s)
        budget = (
            tray.right
            - 8
            - int(TRAY_WORDS_LEAST * s)
            - self.board.trays.claimed_column(state)
            - start
        )
        side_h = tray.bottom - 3 - self.tray_dice_top(tray)
        stacked_h = (tray.height - 8 - int(3 * s)) // 2
        digits = tuple(  # each kind's column as wide as its longest count
            max(len(str(n)) for p in state.players for n in (p.supply[k], p.smithy[k]))
            for k in range(len(tray_grid.KINDS))
        )
        captions = (tr("Supply"), tr("Smithy"))

        def fits(grid: tray_grid.TrayGrid) -> bool:
            end = start + grid.width + int(8 * s)
            return grid.width <= budget and self.board.trays.tray_words_fit(state, tray, end)

        shapes: dict = self.__dict__.setdefault("_tray_shapes", {})
        shape = (key[1:], self.tray_band())  # one shape for the game's trays, paying or not
        grid = tray_grid.best_grid(side_h, stacked_h, fits, s, captions, digits, shapes.get(shape))
        shapes.setdefault(shape, grid.stacked)
        self._tray_grid = (state, key, grid)
        return grid

    def tray_dice_top(self, tray: pygame.Rect) -> int:
        """Where a tray's dice start: under their caption ("Supply", "Smithy")."""
        return tray.y + 2 + theme.font(int(12 * self.scene.scale)).get_linesize()

    def tray_need(self, least: bool = False) -> int:
        """The height of a tray's lines: the name (its marks beside it), the dice under their
        captions, and the words' second line; ``least``: with the dice at their smallest (a
        short tray's large-print dice give way, ``tray_die``)."""
        s = self.scene.scale
        caption = max(int(20 * s), theme.font(int(12 * s)).get_linesize() + 3)
        dice = caption + (int(20 * s) if least else self.tray_die())
        words = self.tray_second() + theme.font(int(14 * s)).get_linesize()
        return max(dice, words) + 2

    def king_cards(self, state: KFState | None = None) -> list[tuple[str, pygame.Rect]]:
        """The craft cards on display in ``state`` (the game's by default) and their places."""
        s = self.scene.scale
        w, h = int(CRAFT_W * s), self.board.king.rect.height - int(8 * s)
        out = []
        for i, card in enumerate((state or self.board.state).display):
            rect = pygame.Rect(
                self.board.king.rect.x + i * (w + int(8 * s)),
                self.board.king.rect.y + int(4 * s),
                w,
                h,
            )
            out.append((card, rect))
        return out

    def craft_dice(self, rect: pygame.Rect, card: str) -> list[pygame.Rect]:
        """The places of a displayed craft card's dice on the card at ``rect``: as large as
        the card holds them (up to ``CRAFT_DIE_MOST``), so that their pips are read at a
        glance. ``CRAFT_DIE`` is the size the king's row is laid out for; where the row is
        lower than that needs (a card of seven dice in a small window), the dice get smaller,
        down to ``CRAFT_DIE_LEAST`` of it, so they stay on their card (issue 39)."""
        s = self.scene.scale
        slots = len(self.board.world.content.craft[card].slots)
        top = rect.y + self.dice_top(card)
        size = least = max(8, int(CRAFT_DIE * s * CRAFT_DIE_LEAST))
        for bigger in range(int(CRAFT_DIE_MOST * s), least, -1):
            per_row = max(1, (rect.width - 12) // (bigger + 4))
            if top + -(-slots // per_row) * (bigger + 4) <= rect.bottom - 4:
                size = bigger
                break
        per_row = max(1, (rect.width - 12) // (size + 4))
        return [
            pygame.Rect(
                rect.x + 8 + (i % per_row) * (size + 4),
                top + (i // per_row) * (size + 4),
                size,
                size,
            )
            for i in range(slots)
        ]

    def dice_top(self, card: str) -> int:
        """How far below a displayed craft card's top its dice start: under its name and rank
        (``craft_name_plan``), at ``52`` (scaled) at least."""
        s = self.scene.scale
        plan = self.board.king.craft_name_plan(card, pygame.Rect(0, 0, int(CRAFT_W * s), 200))
        rank_h = theme.font(int(20 * s), True).get_linesize()
        return max(int(52 * s), plan.bottom(rank_h) + 2)

    def line_rect(self) -> pygame.Rect:
        """The waiting line, right of the three displayed cards."""
        s = self.scene.scale
        x = self.board.king.rect.x + 3 * (int(CRAFT_W * s) + int(8 * s)) + int(8 * s)
        return pygame.Rect(
            x, self.board.king.rect.y, self.board.king.rect.right - x, self.board.king.rect.height
        )

    def gather_widths(self, row: int, state: KFState, height: int = 0) -> list[int]:
        """Each face-up gather place's width across a middle row ``row`` wide: an even share,
        whatever the cards and whether a place is empty, so the places never move under the
        hand (playtest: the row changed widths while a payment was chosen). ``height`` is
        not used (kept for callers)."""
        gap = int(8 * self.scene.scale)
        room = row - int((DOCKS_W + 12) * self.scene.scale)
        count = max(1, len(state.faceup))
        return [room // count - gap] * count

    def gather_cards(
        self, state: KFState | None = None, mid: pygame.Rect | None = None
    ) -> list[tuple[str, pygame.Rect]]:
        """The face-up gather cards of ``state`` ('' for an empty slot) and their places in
        the middle row ``mid`` (today's by default)."""
        s = self.scene.scale
        state = state or self.board.state
        mid = mid or self.mid_rect
        widths = self.gather_widths(mid.width, state, mid.height)
        out = []
        x = mid.x
        for card, width in zip(state.faceup, widths, strict=True):
            out.append((card, pygame.Rect(x, mid.y, width, mid.height)))
            x += width + int(8 * s)
        return out

    def face_sizes(self) -> tuple[int, int, int]:
        """A gather action's cost box, the size of its reward's picture and figure, and of
        its words."""
        s = self.scene.scale  # the boxes at the very least die: a row of seven fits a card
        return round(DIE_FLOOR * s), int(20 * s), int(12 * s)

    def cost_width(self, card: str, side: str) -> int:
        """How wide a gather action's cost is drawn: its boxes, or the word 'Free'."""
        box, _big, small = self.face_sizes()
        spec = self.board.world.content.actions[(card, side)]
        if spec.pay_all:
            return theme.font(small, True).size(tr("All your dice"))[0] + 4
        if not spec.boxes:
            return theme.font(small, True).size(tr("Free"))[0] + 4
        return len(spec.boxes) * (box + BOX_GAP)

    def gives_picture(self, card: str, side: str) -> pygame.Surface | None:
        """The reward's picture: '→' and the dice given or the bonus's figure, large."""
        gives = action_face(self.board.world, card, side).gives
        if not gives:
            return None
        return icons.rich(f"→ {gives}", self.face_sizes()[1], theme.ACCENT, True)

    def face_rows(self, card: str, side: str, width: int) -> tuple[bool, tuple[str, ...]]:
        """An action area ``width`` wide: whether the reward's picture goes under the cost
        (no room beside it), and the short words' lines."""
        s = self.scene.scale
        spec = self.board.world.content.actions[(card, side)]
        clock = 2 * max(5, int(7 * s)) + 8 if spec.clock else 0
        picture = self.gives_picture(card, side)
        beside = width - 8 - self.cost_width(card, side) - 6 - clock
        under = picture is not None and picture.get_width() > beside
        words = action_face(self.board.world, card, side).words
        return under, theme.try_wrap(words, self.face_sizes()[2], width - 8)

    def face_row(self) -> int:
        """The height of an action area's row of pictures (its cost, its reward)."""
        box, big, _small = self.face_sizes()
        return max(box, theme.font(big, True).get_linesize())

    def discard_lines(self, width: int) -> tuple[str, ...]:
        """'Discard for the docks' in lines across a card ``width`` wide (two when narrow)."""
        size = int(12 * self.scene.scale)
        return theme.try_wrap(tr("Discard for the docks"), size, width - 12)

    def side_need(self, card: str, side: str, width: int) -> int:
        """The height an action area needs: its row of pictures (two when the reward goes
        under the cost), then its words."""
        line_h = theme.font(self.face_sizes()[2]).get_linesize()
        under, lines = self.face_rows(card, side, width - 8)
        rows = self.face_row() * (2 if under else 1) + (3 if under else 0)
        return 4 + rows + 3 + len(lines) * line_h + 4  # the last line clear of the box's edge

    def heading_plan(self, card: str, width: int) -> tuple[int, tuple[str, ...]]:
        """A gather card's name across a card ``width`` wide: its text size and lines, on one
        line at the usual size, else the smaller, else on two lines (never cut)."""
        s = self.scene.scale
        name = self.board.world.card_name(card)
        for size in (int(16 * s), int(13 * s)):
            if theme.font(size, True).size(name)[0] <= width - 16:
                return size, (name,)
        return int(13 * s), theme.try_wrap(name, int(13 * s), width - 16, True)

    def card_parts(self, width: int, card: str = "") -> tuple[int, int]:
        """A gather card's heading (its name's lines) and foot (the discard place) heights."""
        s = self.scene.scale
        line_h = theme.font(int(12 * s)).get_linesize()
        lines = len(self.discard_lines(width))
        head = int(26 * s)
        if card:
            size, names = self.heading_plan(card, width)
            head = max(head, 6 + len(names) * theme.font(size, True).get_linesize())
        # clear of the edges: the discard place's frame 3 pixels or more from its words
        # (playtest 17: at 1024x640 its two lines touched the frame)
        return head, max(int(30 * s), lines * line_h + 16)

    def gather_need(self, card: str, width: int) -> int:
        """The height a gather card ``width`` wide needs to show all it shows."""
        head, foot = self.card_parts(width, card)
        sides = sum(self.side_need(card, side, width) for side in ("top", "bottom"))
        return head + sides + 4 + foot

    def action_rects(self, rect: pygame.Rect, card: str = "") -> dict[str, pygame.Rect]:
        """The card's two action areas, each as tall as its words need (the room to spare
        shared between them), and the discard place under them."""
        head, foot = self.card_parts(rect.width, card)
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
        s = self.scene.scale
        x = self.mid_rect.right - int(DOCKS_W * s)
        return pygame.Rect(x, self.mid_rect.y, self.mid_rect.right - x, int(24 * s))

    def dock_rows(self) -> list[tuple[str, pygame.Rect]]:
        head = self.docks_head()
        x, width = head.x, head.width
        row = self.dock_row_h()
        tile_gap, row_gap = self.dock_gaps()
        y = head.bottom
        out = []
        for tile in self.board.world.content.tiles:
            y += tile_gap
            for dock in tile.actions:
                out.append((dock.id, pygame.Rect(x, y, width, row)))
                y += row + row_gap
        return out

    def dock_gaps(self) -> tuple[int, int]:
        """The gap above each docks tile and the one under each row: as ``docks_need`` asks,
        or closer (the tiles', then the rows') where the middle row is lower than that (four
        seats paying under a long waiting line, when the king's row has nothing to give):
        the docks keep to their row, never under the first tray."""
        s = self.scene.scale
        tile_gap, row_gap = int(4 * s), DOCK_GAP
        over = self.docks_need() - self.mid_rect.height
        if over <= 0:
            return tile_gap, row_gap
        tiles = max(1, len(self.board.world.content.tiles))
        closer = min(tile_gap, -(-over // tiles))
        return tile_gap - closer, (0 if over > closer * tiles else row_gap)

    def pool_dice(self, state: KFState | None = None) -> list[tuple[int, pygame.Rect]]:
        """The rolled dice of ``state`` (by id, in pool order) and their places."""
        s = self.scene.scale
        size = int(46 * s)
        x = self.mid_rect.x + int(12 * s)
        y = self.mid_rect.y + int(34 * s)
        out = []
        for die in (state or self.board.state).pool:
            if x + size > self.mid_rect.x + int(self.mid_rect.width * 0.58):
                x = self.mid_rect.x + int(12 * s)
                y += size + int(10 * s)
            out.append((die.id, pygame.Rect(x, y, size, size)))
            x += size + int(10 * s)
        return out

    def crafted_cards(self, state: KFState | None = None) -> list[tuple[int, pygame.Rect]]:
        """The cards crafted this round in ``state`` (by index) and their places."""
        s = self.scene.scale
        x0 = self.crafted_head().x
        margin = max(3, int(5 * s)) + int(6 * s)  # inside the table's frame, clear of it
        w = self.mid_rect.right - margin - x0  # (playtest 12: the card ran under the frame)
        h, gap = self.crafted_height(), int(4 * s)
        count = len((state or self.board.state).crafted)
        rows = max(1, (self.mid_rect.bottom - self.mid_rect.y - int(28 * s)) // (h + gap))
        if count > rows:  # short of height: two columns
            w, rows = (w - gap) // 2, -(-count // 2)
        return [
            (
                i,
                pygame.Rect(
                    x0 + i // rows * (w + gap),
                    self.mid_rect.y + int(28 * s) + i % rows * (h + gap),
                    w,
                    h,
                ),
            )
            for i in range(count)
        ]

    def crafted_head(self) -> pygame.Rect:
        """The craft table's heading over the crafted cards ("Crafted this round"), down to
        the first card."""
        s = self.scene.scale
        x0 = self.mid_rect.x + int(self.mid_rect.width * 0.6)
        return pygame.Rect(x0, self.mid_rect.y, self.mid_rect.right - x0, int(28 * s))

    def crafted_die_top(self) -> int:
        """How far below a crafted card's top its dice are: under its name's line."""
        return 4 + theme.font(int(14 * self.scene.scale), True).get_linesize() + 1

    def crafted_height(self) -> int:
        """A crafted card's height on the craft table: its name, then its dice."""
        s = self.scene.scale
        return max(int(48 * s), self.crafted_die_top() + self.crafted_die() + 4)

    def crafted_die(self) -> int:
        """The side of a crafted item's dice on the craft table."""
        return int(24 * self.scene.scale)

    def roll_head(self) -> pygame.Rect:
        """The craft table's heading row above the rolled dice (whose roll, the Cemetery)."""
        s = self.scene.scale
        width = int(self.mid_rect.width * 0.58)
        return pygame.Rect(self.mid_rect.x, self.mid_rect.y, width, int(30 * s))

    def line_places(self, state: KFState) -> LinePlaces:
        """Where the waiting line's cards go. A card's name and its dice share a row, in one
        column or two, when every card fits so; otherwise each card is its name over its dice,
        laid row by row like words, with smaller dice (down to two thirds) where that lets
        every card in. Cards that still find no room are left out (the line says how many)."""
        s = self.scene.scale
        x = self.line_rect().x
        width = self.board.king.rect.right - x
        top, bottom = self.board.king.rect.y + int(20 * s), self.board.king.rect.bottom
        larger = theme.fitted_piece_factor()  # large print: the dice as large as the line holds
        for side in range(int(LINE_DIE * s * larger), self.die_least() - 1, -1):
            row = self.line_row(side)
            per_column = max(1, (bottom - top) // row)
            columns = 1 if len(state.line) <= per_column else 2
            if len(state.line) <= 2 * per_column and all(
                self.line_item_need(c, False, side) <= width // columns for c in state.line
            ):
                column_w = width // columns
                places = tuple(
                    pygame.Rect(
                        x + i // per_column * column_w, top + i % per_column * row, column_w, row
                    )
                    for i in range(len(state.line))
                )
                return LinePlaces(False, side, places)
        side = int(STACKED_DIE_MOST * s * larger)  # as large as lets every card in
        places = self.line_flow(state.line, side)
        while len(places) < len(state.line) and side > round(DIE_FLOOR * s):
            side -= 1
            places = self.line_flow(state.line, side)
        return LinePlaces(True, side, places)

    def line_flow(
        self, line: tuple[str, ...], side: int, rows: int | None = None
    ) -> tuple[pygame.Rect, ...]:
        """The places of ``line``'s cards, each its name over its dice ``side`` wide, row by
        row across the waiting line's width, in ``rows`` rows (as many as the king's row holds
        by default): as many cards as fit."""
        s = self.scene.scale
        left = self.line_rect().x
        right = self.board.king.rect.right
        top = self.board.king.rect.y + int(20 * s)
        rank_h = theme.font(int(13 * s), True).get_height()  # drawn beside the dice
        tall = self.line_name() + max(side, rank_h) + 1
        rows = max(1, (self.board.king.rect.bottom - top) // tall) if rows is None else rows
        x, row = left, 0
        out = []
        for card in line:
            width = self.line_item_need(card, True, side)
            if x + width > right and x > left:
                x, row = left, row + 1
            if row >= rows or x + width > right:
                break
            out.append(pygame.Rect(x, top + row * tall, width, tall))
            x += width
        return tuple(out)

    def line_item_need(self, card: str, stacked: bool, side: int) -> int:
        """A waiting card's width: its rank, its name and its dice ``side`` wide (beside or
        under it), with the gap after it."""
        s = self.scene.scale
        dice = len(self.board.world.content.craft[card].slots) * (side + int(3 * s))
        name = theme.font(int(13 * s)).size(self.board.world.card_name(card))[0]
        if stacked:
            return max(name, int(24 * s) + dice) + int(7 * s)  # the rank beside the dice
        return name + dice + int(34 * s)

    def boxes(self) -> dict[str, pygame.Rect]:
        """The king's row, the middle row, the trays (each with the least room its lines
        need: a squashed tray's lines leave it), the payment line and the strip's buttons (see
        ``BoardBase.boxes``)."""
        if not self.board.rect.width:
            return {}
        out = {
            "king": self.board.king.rect,
            "middle": self.mid_rect,
            "trays": self.board.trays.rect,
        }
        need = self.tray_need(least=True)
        for seat, tray in enumerate(self.tray_rects(self.board.state)):
            out[f"trays/tray:{seat}"] = tray
            out[f"trays/tray:{seat}/lines"] = pygame.Rect(tray.x, tray.y, tray.width, need)
        if self.board.state.phase != PHASE_CRAFT:  # every docks row drawn: one clipped shows
            rows = [rect for _, rect in self.dock_rows()]
            out["middle/docks"] = self.docks_head().unionall(rows)
        if self.board.state.sub == "pay":
            out["payment"] = self.payment_rect()
        buttons = [b.rect for b in self.board.group.buttons]
        if buttons:
            out["actions"] = buttons[0].unionall(buttons[1:])
        out.update(self.board.king.card_boxes())
        return out

    def tray_rects(self, state: KFState) -> list[pygame.Rect]:
        """Each seat's tray, one row a seat."""
        row_h = self.board.trays.rect.height // max(1, len(state.players))
        trays = self.board.trays.rect
        return [
            pygame.Rect(trays.x, trays.y + seat * row_h, trays.width, row_h - 4)
            for seat in range(len(state.players))
        ]

    def payment_rect(self) -> pygame.Rect:
        """The line showing the action being paid for and its boxes: the status line's foot
        (``status_rect``), over the strip's Pay buttons, the prompt above it."""
        s = self.scene.scale
        status = self.status_rect()
        gutter = int(10 * s)  # room for the bracket that marks it changed, inside the window
        height = int(PAYMENT_H * s)
        return pygame.Rect(status.x + gutter, status.bottom - height, status.width - gutter, height)
