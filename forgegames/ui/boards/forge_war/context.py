"""The Forge War board's context panel, under the mine: the prompt, the player order, the wealth
hand while it is chosen, and the acting seat's merchant (its deals and stalls)."""

from __future__ import annotations

import pygame

from forgegames.core.actions import Action
from forgegames.core.errors import Refusal
from forgegames.core.i18n import count, tr
from forgegames.games.forge_war import board_info as info
from forgegames.games.forge_war.actions import (
    Buy,
    KeepWealth,
    Sell,
    UseStall,
)
from forgegames.games.forge_war.board_info import (
    resource_name,
)
from forgegames.games.forge_war.state import FWState
from forgegames.ui import theme
from forgegames.ui.boards.forge_war.look import (
    CARD,
    CARD_LIGHT,
    GOOD,
    MERCHANT_ROW,
    fit,
)
from forgegames.ui.boards.forge_war.part import FWPanel
from forgegames.ui.boards.forge_war.text import (
    card_text,
    wealth_text,
)

SET_ASIDE = (*theme.BG, 170)
"""The veil over a wealth card not kept (its words still readable, dim)."""


class ContextPanel(FWPanel):
    """The prompt, the order line, the wealth hand and the merchant."""

    def draw(self, surface: pygame.Surface) -> None:
        raised = self.over_mine()
        if raised:
            self.draw_shade(surface)
        self.draw_context(surface, self.board.view)
        if raised:  # a tray lying over the mine, not the mine cut short
            pygame.draw.rect(surface, theme.ACCENT, self.rect, 2, border_radius=self.px(6))

    def over_mine(self) -> bool:
        """True while the panel reaches over the mine's lowest hexes (a wealth hand whose
        words need more room than the mine leaves: some Spanish hands)."""
        mine = self.board.view.mine
        if mine is None or self.rect.top >= self.board.mine.rect.bottom:
            return False
        corners = self.board.mine_view.layout.corners
        foot = max(y for h in mine.board.hexes for _x, y in corners(h))
        return self.board.mine.shown.bottom < foot

    def draw_shade(self, surface: pygame.Surface) -> None:
        """The shadow the panel casts on the mine above it: the hexes going under it fade
        into the shade (playtest 13: a newcomer read the covered foot as a clipped mine)."""
        shown = self.board.mine.shown
        high = self.px(44)
        band = pygame.Rect(shown.x, self.rect.top - high, shown.width, high).clip(shown)
        if not band.height:
            return
        shade = pygame.Surface(band.size, pygame.SRCALPHA)
        for y in range(band.height):
            alpha = int(235 * ((y + 1) / band.height) ** 1.2)
            pygame.draw.line(shade, (*theme.BG, alpha), (0, y), (band.width, y))
        surface.blit(shade, band)

    PROMPT_LINES = 3
    """The prompt's lines the context panel keeps above the merchant's box (in the quest
    phase the quest plans share them: ``plan_lines``)."""

    tight_stalls: frozenset[str] | set[str] = frozenset()
    """The stalls whose deals close up round their arrows to leave their names whole."""
    MERCHANT_ROWS = 3 + 2
    """The merchant's box at its largest: six resources in two columns, two stalls."""

    def merchant_rows(self) -> int:
        """The merchant's rows the layout keeps room for: six resources, and a row for each
        stall of the seat that holds the most. Most games see no stall for rounds on end: the
        mine keeps that room until a stall is bought (playtest 3: the mine was small over an
        empty part of the panel)."""
        stalls = max(
            (
                sum(self.world.content.all_bonus[b].kind == "stall" for b in data.bonus)
                for data in self.board.view.seats
            ),
            default=0,
        )
        return min(self.MERCHANT_ROWS, self.MERCHANT_ROWS - 2 + stalls)

    def context_least(self, rows: int | None = None) -> int:
        """The context panel's least height for the merchant: the prompt's lines (at the
        smaller 13 px size the prompt gives way to) above the merchant's box with ``rows``
        rows (three of resources, then a stall a row; by default ``merchant_rows``) and a
        line of what is left under its title. The mine gives up what this needs; the wealth
        hand, while it is chosen, reaches over the mine's foot where it needs more
        (``wealth_least``)."""
        prompt = self.PROMPT_LINES * theme.font(self.px(13)).get_linesize()
        head = self.px(24) + theme.font(self.px(12)).get_linesize() + self.deal_heading_h()
        rows = (self.merchant_rows() if rows is None else rows) * self.merchant_row()
        return self.px(6) + prompt + self.px(4) + head + rows + self.px(6)

    def prompt_box(self) -> pygame.Rect:
        """Where the prompt's lines are, as last drawn (before the first drawing: its least
        three lines): a notice leaves them uncovered (``ForgeWarBoard.toast_clear``)."""
        r = self.rect
        least = r.y + self.px(6) + self.PROMPT_LINES * theme.font(self.px(15)).get_linesize()
        bottom = getattr(self, "prompt_bottom", least)
        return pygame.Rect(r.x, r.y, r.width, max(0, min(bottom, r.bottom) - r.y))

    def build_context(self) -> None:
        v = self.board.view
        seat = self.board.me()
        if v.phase == "wealth" and self.scene.viewer is not None:
            hand = sorted(v.seats[self.scene.viewer].hand)
            top = self.wealth_top(v)
            cols = self.wealth_columns(hand)
            gap = self.px(8)
            w = (self.rect.width - gap * (cols + 1)) // cols
            y, h = top, 0
            for i, wid in enumerate(hand):
                if i % cols == 0:  # a row as tall as its own cards' words (the panel is
                    # laid out as tall as they need: ``wealth_least``)
                    y += h + self.px(6) if i else 0
                    h = self.row_need(hand[i : i + cols], w)
                x = self.rect.x + gap + (i % cols) * (w + gap)
                r = pygame.Rect(x, y, w, h)
                live = seat is not None and any(
                    isinstance(a, KeepWealth) and wid in a.cards for a in self.board.legal
                )
                self.add(f"wealth:{wid}", r, lambda w=wid: self.pick_wealth(w), live)
            return
        acting = self.board.acting()
        if acting is None or v.phase in ("setup", "wealth", "place", "over"):
            return
        panel = info.merchant_panel(v, acting)
        row = self.merchant_row()
        self.merchant_top = self.merchant_top_for(panel, acting)
        self.board.plan.build()  # the quest plans' button (their lines: ``draw_context``)
        top = self.merchant_top + self.merchant_head(panel, acting)
        rows = self.deal_rows(panel)
        cols, bw = self.deal_columns()
        for i, line in enumerate(panel.lines):
            x, y = cols[i // rows] + self.chip_w(), top + (i % rows) * row
            buy = pygame.Rect(x, y + 1, bw, row - 3)
            sell = pygame.Rect(x + bw + self.px(4), y + 1, bw, row - 3)
            b_action, s_action = Buy(line.resource), Sell(line.resource)
            self.add_deal(f"buy:{line.resource}", buy, b_action)
            self.add_deal(f"sell:{line.resource}", sell, s_action)
            chip = pygame.Rect(cols[i // rows], y, self.chip_w(), row)
            self.board.tips.append((chip, resource_name(line.resource)))
            for rect, action in ((buy, b_action), (sell, s_action)):
                if action in self.board.legal_set:  # the deal in words (a greyed one says why not)
                    self.board.tips.append((rect, self.scene.describe(action)))
        y = top + rows * row
        right = self.rect.right - self.px(8)  # the right column's sell buttons' edge
        bw = (right - cols[0]) // 2 - self.px(4)
        self.tight_stalls = set()
        for stall in panel.stalls:
            # a stall's deals are short: its buttons as wide as they need, right-aligned under
            # the sell buttons, so the card's name left of them has the room to stand whole;
            # where it still does not, the deals close up round their arrows (issue 39: at
            # 1024x640 'Lapidario de la corona' read 'Lapidario de la co…')
            name_w = self.pen.text_width(self.world.content.card_name(stall.card), self.px(12))
            for tight in (False, True):
                sw = self.stall_button_w(stall, bw, tight)
                if right - 2 * sw - self.px(8) - self.px(4) - self.stall_name_x() >= name_w:
                    break
            if tight:
                self.tight_stalls.add(stall.card)
            for k, give in enumerate(("left", "right")):
                r = pygame.Rect(right - (2 - k) * sw - (1 - k) * self.px(8), y + 1, sw, row - 3)
                a = UseStall(stall.card, give)
                self.add_deal(f"stall:{stall.card}:{give}", r, a)
            start = right - 2 * sw - self.px(8)
            self.board.tips.append(
                (
                    pygame.Rect(self.rect.x, y, start - self.rect.x, row),
                    card_text(self.world, stall.card),
                )
            )
            y += row

    def stall_button_w(self, stall, most: int, tight: bool) -> int:
        """A stall's deal buttons' width: as its words need (closed up round their arrows
        where ``tight``), at most ``most``."""
        words = (self.stall_words(stall.left, stall.right, tight),)
        words += (self.stall_words(stall.right, stall.left, tight),)
        pad = self.px(8) if tight else self.px(12)
        return min(most, max(self.pen.text_width(w, self.px(12)) for w in words) + pad)

    def order_step(self) -> int:
        """From one line of the player order to the next: never less than its words' line
        (at 1024x640 the scaled 17 pixels were under it)."""
        return max(self.px(17), theme.font(self.px(13)).get_linesize() + 1)

    def stall_name_x(self) -> int:
        """Where a stall's name starts (as the merchant's resources' chips)."""
        return self.rect.x + self.px(8)

    def wealth_top(self, v: FWState) -> int:
        """Where the wealth cards start: under the prompt's lines (three at least; more where
        its words need them, as once the cards are chosen)."""
        return self.rect.y + self.wealth_offset(self.rect.width, 3)

    def wealth_offset(self, width: int, least_lines: int) -> int:
        """How far below the context panel's top the wealth cards start in a panel ``width``
        wide: under the prompt's lines, at least ``least_lines`` of them."""
        face = theme.font(self.px(15))
        lines = len(
            theme.try_wrap(
                self.board.prompts.prompt(self.board.view), self.px(15), width - self.px(14)
            )
        )
        return max(self.px(64), self.px(6) + max(least_lines, lines) * face.get_linesize() + 4)

    def wealth_hand(self) -> list[str]:
        """The viewer's wealth hand while the cards are being chosen (else none)."""
        v, viewer = self.board.view, self.scene.viewer
        if v.phase != "wealth" or viewer is None:
            return []
        return sorted(w for w in v.seats[viewer].hand if w != "?")

    def wealth_least(self, width: int) -> int:
        """The context panel's least height for the viewer's wealth hand in a panel ``width``
        wide: the prompt's three lines, then the cards as tall as their words, in rows. Kept
        low (parts on one line, little padding): the panel then rises no higher than the
        mine's lowest hexes, where it had reached over them (playtest 13: a newcomer read
        the mine as clipped)."""
        hand = self.wealth_hand()
        if not hand:
            return 0
        cols = self.wealth_columns(hand, width)
        return self.wealth_offset(width, 3) + self.cards_height(hand, width, cols)

    def cards_height(self, hand: list[str], width: int, cols: int) -> int:
        """How tall the rows of ``hand``'s cards are, ``cols`` a row in a panel ``width``
        wide (each row as tall as its tallest card's words, a gap under each row)."""
        gap = self.px(8)
        w = (width - gap * (cols + 1)) // cols
        rows = [hand[i : i + cols] for i in range(0, len(hand), cols)]
        # a gap between rows, and a smaller one under the last
        return sum(self.row_need(row, w) for row in rows) + self.px(6) * (len(rows) - 1) + 4

    def row_need(self, cards: list[str], width: int) -> int:
        """How tall a row of wealth cards ``width`` wide is: as its tallest card's words (a
        row of short cards under a taller one is lower: playtest 14 saw a Spanish hand still
        reach over the mine's foot at 1280x720)."""
        return max(self.wealth_need(wid, width) for wid in cards)

    def wealth_columns(self, hand: list[str], width: int | None = None) -> int:
        """The wealth hand's cards side by side, or two a row where a word of a card would not
        fit a card a quarter of the panel (``width``, by default the context panel's) wide,
        or where two rows of two are lower (a Spanish card's words on three lines)."""
        width = self.rect.width if width is None else width
        w = (width - self.px(8) * 5) // 4 - self.px(8)
        words = [
            (word, bold)
            for wid in hand
            for text, bold in [(self.world.content.wealth[wid].name, True)]
            + [(part, False) for part in wealth_text(self.world, wid)]
            for word in text.split()
        ]
        size = self.px(13)
        if not all(theme.font(size, bold).size(word)[0] <= w for word, bold in words):
            return 2
        return min((4, 2), key=lambda cols: self.cards_height(hand, width, cols))

    @staticmethod
    def deal_rows(panel: info.MerchantPanel) -> int:
        """The merchant's rows of resources: two columns (the metals left, the gems right),
        half the rows one column took (playtest 5: the mine gets the room)."""
        return -(-len(panel.lines) // 2)

    def chip_w(self) -> int:
        """A merchant row's resource chip (its icon and the seat's count) before its deals."""
        return self.px(46)

    def deal_columns(self) -> tuple[list[int], int]:
        """Where each of the merchant's two columns starts, and a deal button's width (its
        price and a coin: what the deal does is its column's heading, Buy or Sell)."""
        r = self.rect
        left, right, gap = r.x + self.px(8), r.right - self.px(8), self.px(12)
        half = (right - left - gap) // 2
        bw = (half - self.chip_w() - self.px(4)) // 2
        return [left, left + half + gap], bw

    def merchant_top_for(self, panel: info.MerchantPanel, acting: int) -> int:
        """The top of the merchant box: its title, then a row a resource and a stall, ending
        at the bottom of the context panel."""
        rows = self.deal_rows(panel) + len(panel.stalls)
        head = self.merchant_head(panel, acting)
        return self.rect.bottom - self.px(6) - rows * self.merchant_row() - head

    def merchant_row(self) -> int:
        """A merchant row's height: its button holds its words with room above and below."""
        return max(int(MERCHANT_ROW * self.s), theme.font(self.px(12)).size("Ag")[1] + 7)

    def add_deal(self, key: str, rect: pygame.Rect, action: Action) -> None:
        """A merchant or stall button: live when the deal is legal now, else greyed, with a
        tooltip saying why (``greyed_tip``)."""
        live = action in self.board.legal_set
        self.add(key, rect, self.board.act_or_refuse(action), live)
        if not live:
            self.board.greyed[key] = action

    def pick_wealth(self, wid: str) -> None:
        """Pick a wealth card to keep, or put a picked one back; a card no keep allows now
        (one the lesson does not ask for, playtest 30) is refused, not picked. The last card
        of the pair keeps them at once (playtest 34: a confirm click at every step; Undo takes
        the keep back), or opens the list when the engine offers two ways to keep them."""
        live = any(isinstance(a, KeepWealth) and wid in a.cards for a in self.board.legal)
        if wid not in self.board.picks and not live:
            if self.scene.lesson_words():  # the lesson asks another move
                self.scene.reject(Refusal(self.scene.lesson_words(), "setup"))
            else:
                self.scene.reject(self.board.not_your_turn())
            return
        if wid in self.board.picks:
            self.board.picks.remove(wid)
        elif len(self.board.picks) < self.world.content.rules.wealth_kept:
            self.board.picks.append(wid)
            if len(self.board.picks) == self.world.content.rules.wealth_kept:
                self.keep_picked()
                return
        else:
            keep = tr("You keep two cards: click a picked card to put it back first.")
            self.scene.reject(Refusal(keep, "setup"))
            return
        self.board.changed()

    def keep_picked(self) -> None:
        """The picked pair is complete: the engine's one way to keep it is played, or its
        ways (level-ups together or apart) are listed to choose from."""
        board = self.board
        picked = sorted(board.picks)
        keeps = [a for a in board.legal if isinstance(a, KeepWealth) and sorted(a.cards) == picked]
        if not keeps:
            board.changed()
            return
        board.open_popup(keeps, board.strip.rect, "wealth")()

    def prompt_base(self, words: str, width: int, room: int) -> int:
        """The prompt's size (at the base scale): in large print as large as the chosen
        factor makes it where its lines fit ``room`` whole and are no more than the usual
        size's (the instruction is the board's most read line; at 1024x640 the window held
        large print back to nothing, playtest fw26); else 15, or 13 where 15 does not fit."""

        def lines(base: int) -> int:
            return len(theme.try_wrap(words, self.px(base), width))

        def fits(base: int) -> bool:
            line_h = theme.font(self.px(base)).get_linesize()
            return lines(base) <= max(3, room // line_h)

        large = round(15 * theme.chosen_print())
        for base in range(large, 15, -1):  # the largest that fits without another line
            if lines(base) <= max(lines(15), 3) and fits(base):
                line_h = theme.font(self.px(base)).get_linesize()
                if lines(base) * line_h <= room:
                    return base
        return 15 if fits(15) else 13

    def draw_context(self, surface, v: FWState) -> None:
        r = self.rect
        self.order_note: tuple[pygame.Rect, str] | None = None  # see ``draw_order``
        self.pen.panel(surface, r)
        size = self.px(15)
        line_h = theme.font(size).get_linesize()
        y = r.y + self.px(6)
        limit = r.bottom - self.px(6)  # the prompt's lines may run down to the merchant's box
        if v.phase not in ("wealth", "setup", "place", "over") and self.board.acting() is not None:
            limit = getattr(self, "merchant_top", limit)
        cards = [rect.top for key, rect in self.board.rects.items() if key.startswith("wealth:")]
        if v.phase == "wealth" and cards:
            limit = min(cards) - self.px(2)  # the prompt never runs onto the cards
        width = r.width - self.px(14)
        base = self.prompt_base(self.board.prompts.prompt(v), width, limit - y)
        size = self.px(base)
        line_h = theme.font(size).get_linesize()
        most = max(1, (limit - y) // line_h)  # never under the merchant's box
        self.prompt_lines = theme.fit_lines(
            theme.wrap(self.board.prompts.prompt(v), size, width), most
        )
        for line in self.prompt_lines:
            self.pen.label(surface, line, (r.x + self.px(7), y), base, theme.TEXT)
            y += line_h
        self.prompt_bottom = y
        if v.phase == "wealth":
            self.draw_wealth(surface, v)
            return
        if v.phase in ("setup", "place", "over"):
            self.draw_order(surface, v, y + self.px(4))
            return
        acting = self.board.acting()
        if acting is None:
            return
        y = self.board.plan.draw(surface, self.merchant_top) or y  # the quest plans' lines
        self.draw_order(surface, v, y + self.px(4), limit=self.merchant_top)
        self.draw_merchant(surface, v, acting)

    def order_places(
        self, v: FWState, heading: str, y: int, gap: int
    ) -> tuple[list[tuple[int, str, int, int]], int]:
        """Where the player order's seats go after ``heading`` from ``y``, ``gap`` apart,
        wrapping under it: (seat, words, x, y) each, and the bottom of the last line."""
        x0, right = self.rect.x + self.px(7), self.rect.right - self.px(7)
        x = x0 + self.pen.text_width(heading, self.px(13)) + self.px(6)
        places = []
        for seat in info.order_track(v):
            text = self.scene.seat_name(seat)
            w = self.px(16) + theme.font(self.px(13)).size(text)[0]
            if x + w > right:
                x, y = x0 + self.px(12), y + self.order_step()
            places.append((seat, text, x, y))
            x += w + gap
        return places, y + theme.font(self.px(13)).get_linesize()

    def order_words(self, v: FWState) -> tuple[str, str]:
        """The player order's note (what decides it, and each seat's workers in the mine) and
        its tooltip, which says more (playtest 21, item 9: "Bruno (1) Alice (1)" was read as
        nothing; the log's order lines use the same words, ``order.next_order``)."""
        counts = ", ".join(
            f"{self.scene.seat_name(seat)} {v.mine.worker_count(seat)}"
            for seat in info.order_track(v)
        )
        if v.phase == "mine" and v.round == 1:  # the starting order: drawn, not counted
            note = tr(
                "Drawn at random for the first round. When the mine phase ends, the fewest "
                "workers in the mine go first; players tied reverse their order. Workers in "
                "the mine now: {counts}.",
                counts=counts,
            )
        elif v.phase == "mine":
            note = tr(
                "When the mine phase ends, the fewest workers in the mine go first; players "
                "tied reverse their order. Workers in the mine now: {counts}.",
                counts=counts,
            )
        else:
            note = tr(
                "Set when the mine phase ended: the fewest workers in the mine go first; "
                "players tied reverse their order. Workers in the mine now: {counts}.",
                counts=counts,
            )
        more = tr(
            "The order counts for the market and quest phases and the next mine phase. A "
            "player who took the first player's extra overseer move goes last. Each seat's mat "
            'shows its workers "in the mine".'
        )
        return note, f"{note}\n{more}"

    def draw_order(self, surface, v: FWState, y: int, limit: int | None = None) -> None:
        """The player order line, with "fewest workers first" after the names where the line
        has room; its note (what decides the order, each seat's workers) under it where it
        fits above ``limit``; the line's tooltip says it all (``order_note``). Where the line
        would wrap, its names close up first; where it does not fit above ``limit`` even so,
        it is left out (issue 39: at 1024x640 its second line touched the merchant's box)."""
        x0 = self.rect.x + self.px(7)
        right = self.rect.right - self.px(7)
        heading = tr("Order track:") if v.solo else tr("Order:")
        counting = v.mine is not None and v.phase not in ("wealth", "place") and not v.solo
        step = self.order_step()
        tries = [self.order_places(v, heading, y, gap) for gap in (self.px(10), 4)]
        places, bottom = min(tries, key=lambda tried: tried[1])  # the fewer lines, the wider
        if limit is not None and bottom > limit - self.px(2) - 3:  # air above the box's frame
            return  # the merchant's box is there (the mats show the order: 1st, 2nd...)
        top = y
        self.pen.label(surface, heading, (x0, y), 13, theme.TEXT_DIM)
        end = x0
        for seat, text, x, y in places:
            self.pen.seat_mark(surface, seat, (x + self.px(7), y + self.px(8)))
            self.pen.label(surface, text, (x + self.px(16), y), 13)
            end = x + self.px(16) + self.pen.text_width(text, self.px(13))
        if not counting:
            return
        note, tip = self.order_words(v)
        drawn = v.phase == "mine" and v.round == 1
        tag = tr("(drawn at random)") if drawn else tr("(fewest workers first)")
        if end + self.px(10) + self.pen.text_width(tag, self.px(12)) <= right:
            self.pen.label(surface, tag, (end + self.px(10), y + self.px(1)), 12, theme.TEXT_DIM)
        self.order_note = (pygame.Rect(x0, top, right - x0, y + step - top), tip)
        note_h = theme.font(self.px(12)).get_linesize()
        lines = theme.wrap(note, self.px(12), right - x0)
        if limit is None or y + step + len(lines) * note_h <= limit - self.px(2) - 3:
            y += step
            for line in lines:
                self.pen.label(surface, line, (x0, y), 12, theme.TEXT_DIM)
                y += note_h

    def wealth_need(self, wid: str, width: int) -> int:
        """How tall a wealth card ``width`` wide must be for its name and its words (as
        ``draw_wealth`` lays them out)."""
        inner = width - self.px(8)
        name, size = theme.wrap_within(
            self.world.content.wealth[wid].name, self.px(13), inner, 3, True
        )
        y = self.px(4) + len(name) * theme.font(size, True).get_linesize()
        for part in self.wealth_parts(wid, inner):
            lines, size = theme.wrap_within(part, self.px(12), inner, 4)
            y += len(lines) * theme.font(size).get_linesize()
        return y + self.px(4)

    def wealth_parts(self, wid: str, inner: int) -> list[str]:
        """A wealth card's benefits, a line each, or run together ("2 gold · +1 level")
        where they fit a line ``inner`` wide (a line less keeps the hand low)."""
        out: list[str] = []
        for part in wealth_text(self.world, wid):
            joined = f"{out[-1]} · {part}" if out else part
            if out and self.pen.text_width(joined, self.px(12)) <= inner:
                out[-1] = joined
            else:
                out.append(part)
        return out

    def draw_wealth(self, surface, v: FWState) -> None:
        """The viewer's wealth hand; once chosen (until everyone has), the kept cards framed
        in green and the others veiled, set aside (playtest 5: all four looked alike)."""
        c = self.world.content
        kept = self.board.prompts.kept_wealth()
        veiled = []
        for key, rect in self.board.rects.items():
            if not key.startswith("wealth:"):
                continue
            wid = key[7:]
            pygame.draw.rect(surface, CARD, rect, border_radius=self.px(6))
            if kept and wid in kept:
                pygame.draw.rect(surface, GOOD, rect, self.px(3), border_radius=self.px(6))
            else:
                pygame.draw.rect(surface, CARD_LIGHT, rect, 2, border_radius=self.px(6))
                if kept:
                    veiled.append(rect)
            y = rect.y + self.px(4)
            inner = rect.width - self.px(8)
            name, size = theme.wrap_within(c.wealth[wid].name, self.px(13), inner, 3, True)
            for line in name:
                at = (rect.x + self.px(5), y)
                self.pen.label(surface, line, at, size, theme.ACCENT, True, px=True)
                y += theme.font(size, True).get_linesize()
            for part in self.wealth_parts(wid, inner):
                lines, size = theme.wrap_within(part, self.px(12), inner, 4)
                for line in lines:
                    self.pen.label(surface, line, (rect.x + self.px(5), y), size, px=True)
                    y += theme.font(size).get_linesize()
        for rect in veiled:
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(veil, SET_ASIDE, veil.get_rect(), border_radius=self.px(6))
            surface.blit(veil, rect)

    def draw_merchant(self, surface, v: FWState, acting: int) -> None:
        r = self.rect
        panel = info.merchant_panel(v, acting)
        top = self.merchant_top
        look = self.scene.seat_colour(acting)
        box = self.merchant_box(top)
        pygame.draw.rect(surface, theme.PANEL_LIGHT, box, border_radius=self.px(5))
        pygame.draw.rect(surface, look.rgb, box, 2, border_radius=self.px(5))
        x = r.x + self.px(8)
        self.pen.seat_mark(surface, acting, (x + self.px(7), top + self.px(9)))
        title = self.merchant_words(panel, acting)[0]
        w = self.pen.label(surface, title, (x + self.px(18), top + self.px(1)), 14, look.rgb, True)
        beside, below = self.merchant_limit_lines(panel, acting)
        if beside:
            at = (x + self.px(26) + w, top + self.px(3))
            self.pen.label(surface, beside, at, 12, theme.TEXT_DIM)
        y = top + self.px(3) + theme.font(self.px(14), True).get_linesize()
        for line in below:  # under the title, on lines of their own
            self.pen.label(surface, line, (x + self.px(18), y), 12, theme.TEXT_DIM)
            y += theme.font(self.px(12)).get_linesize()
        cols, bw = self.deal_columns()
        heading = top + self.merchant_head(panel, acting) - self.deal_heading_h()
        for col in cols:  # what a column's buttons do, once above them
            for k, words in enumerate((tr("Buy"), tr("Sell"))):
                centre = col + self.chip_w() + k * (bw + self.px(4)) + bw // 2
                img = theme.text(words, self.px(12), theme.TEXT_DIM)
                surface.blit(img, img.get_rect(midtop=(centre, heading)))
        for line in panel.lines:
            buy, sell = (
                self.board.rects[f"buy:{line.resource}"],
                self.board.rects[f"sell:{line.resource}"],
            )
            self.pen.resource_chip(
                surface,
                line.resource,
                v.seats[acting].pool.get(line.resource, 0),
                (buy.x - self.chip_w(), buy.y + 1),
            )
            live = self.scene.my_turn()
            for rect, price, deal in (
                (buy, line.buy_price, line.buy),
                (sell, line.sell_price, line.sell),
            ):
                self.deal_button(surface, rect, f"{price} {{gold}}", deal is not None and live)
        for stall in panel.stalls:
            left = self.board.rects[f"stall:{stall.card}:left"]
            right = self.board.rects[f"stall:{stall.card}:right"]
            name = fit(
                self.world.content.card_name(stall.card), self.px(12), left.x - x - self.px(4)
            )
            self.pen.label(surface, name, (x, left.y + 2), 12, theme.TEXT)
            live = self.scene.my_turn()
            tight = stall.card in self.tight_stalls
            self.deal_button(
                surface,
                left,
                self.stall_words(stall.left, stall.right, tight),
                live and any(a.give == "left" for a in stall.actions),
            )
            self.deal_button(
                surface,
                right,
                self.stall_words(stall.right, stall.left, tight),
                live and any(a.give == "right" for a in stall.actions),
            )

    def merchant_words(self, panel, acting: int) -> tuple[str, str]:
        """The merchant box's title and its line of what is left this round."""
        title = tr("{name}'s merchant", name=self.scene.seat_name(acting))
        buys = count(panel.buys_left, "buy", "buys")  # each count its own word: '1 compra'
        sells = count(panel.sells_left, "sell", "sells")
        limits = tr("left: {buys} · {sells}", buys=buys, sells=sells)
        if panel.stalls:
            limits += tr(" · stalls: once each")
        return title, limits

    def merchant_limit_lines(self, panel, acting: int) -> tuple[str, list[str]]:
        """What is left this round: the part that fits beside the merchant's title, and the
        rest under it on as many lines as the box's width needs (broken at a ' · ')."""
        title, limits = self.merchant_words(panel, acting)
        used = self.px(26) + self.pen.text_width(title, self.px(14), True) + self.px(12)
        rooms = [self.rect.width - self.px(8) - used]
        below_room = self.rect.width - self.px(8) - self.px(26) - self.px(6)
        lines = [""]
        for part in limits.split(" · "):
            joined = f"{lines[-1]} · {part}" if lines[-1] else part
            room = rooms[0] if len(lines) == 1 else below_room
            if self.pen.text_width(joined, self.px(12)) <= room:
                lines[-1] = joined
            else:
                lines.append(part)
        return lines[0], lines[1:]

    def merchant_head(self, panel, acting: int) -> int:
        """The merchant box's heading: its title with what is left beside it, or under it
        where the two do not fit on one line."""
        below = len(self.merchant_limit_lines(panel, acting)[1])
        line = theme.font(self.px(12)).get_linesize()
        return self.px(24) + below * line + self.deal_heading_h()

    def deal_heading_h(self) -> int:
        """The merchant columns' headings (Buy, Sell) above their buttons."""
        return theme.font(self.px(12)).get_linesize()

    def merchant_box(self, top: int) -> pygame.Rect:
        """The merchant's framed box, from ``top`` to the bottom of the context panel."""
        r = self.rect
        return pygame.Rect(
            r.x + self.px(3), top - self.px(2), r.width - self.px(6), r.bottom - top - self.px(1)
        )

    def stall_words(self, give: dict[str, int], get: dict[str, int], tight=False) -> str:
        """A stall's deal: what is given, an arrow, what is got (closed up round the arrow
        where ``tight``)."""

        def short(amounts):
            return " ".join(f"{n}{{{r}}}" for r, n in amounts.items())

        arrow = "→" if tight else " → "
        return f"{short(give)}{arrow}{short(get)}"

    def deal_button(self, surface, rect: pygame.Rect, text: str, live: bool) -> None:
        fill = (60, 78, 96) if live else theme.PANEL
        pygame.draw.rect(surface, fill, rect, border_radius=self.px(4))
        pygame.draw.rect(surface, theme.BORDER, rect, 1, border_radius=self.px(4))
        colour = theme.TEXT if live else theme.DISABLED
        shown = self.pen.chip_text(text, rect.width - 6)
        if "{" in shown:
            img = self.pen.rich(shown, self.px(12), colour)
        else:
            img = theme.text(shown, self.px(12), colour)
        surface.blit(img, img.get_rect(center=rect.center))
