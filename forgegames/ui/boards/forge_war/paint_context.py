"""Drawing the Forge War board's context panel: the prompt, the order track, the wealth hand and
the merchant (prices, deals, stalls)."""

from __future__ import annotations

import pygame

from forgegames.core.i18n import count, tr
from forgegames.games.forge_war import board_info as info
from forgegames.games.forge_war.state import FWState
from forgegames.ui import theme
from forgegames.ui.boards.forge_war.look import CARD, CARD_LIGHT, GOOD, fit
from forgegames.ui.boards.forge_war.text import wealth_text

SET_ASIDE = (*theme.BG, 170)
"""The veil over a wealth card not kept (its words still readable, dim)."""


class ContextPainter:
    """Mixin of ``ForgeWarBoard``: the context panel."""

    def draw_context(self, surface, v: FWState) -> None:
        r = self.ctx_rect
        self.order_note: tuple[pygame.Rect, str] | None = None  # see ``draw_order``
        self.panel(surface, r)
        size = self.px(15)
        line_h = theme.font(size).get_linesize()
        y = r.y + self.px(6)
        limit = r.bottom - self.px(6)  # the prompt's lines may run down to the merchant's box
        if v.phase not in ("wealth", "setup", "place", "over") and self.acting() is not None:
            limit = getattr(self, "merchant_top", limit)
        cards = [rect.top for key, rect in self.rects.items() if key.startswith("wealth:")]
        if v.phase == "wealth" and cards:
            limit = min(cards) - self.px(2)  # the prompt never runs onto the cards
        width = r.width - self.px(14)
        lines = theme.try_wrap(self.prompt(v), size, width)
        base = 15
        if len(lines) > max(3, (limit - y) // line_h):  # the words' size gives way first
            base = 13
            size = self.px(base)
            line_h = theme.font(size).get_linesize()
        most = max(1, (limit - y) // line_h)  # never under the merchant's box
        self.prompt_lines = theme.fit_lines(theme.wrap(self.prompt(v), size, width), most)
        for line in self.prompt_lines:
            self.label(surface, line, (r.x + self.px(7), y), base, theme.TEXT)
            y += line_h
        self.prompt_bottom = y
        if v.phase == "wealth":
            self.draw_wealth(surface, v)
            return
        if v.phase in ("setup", "place", "over"):
            self.draw_order(surface, v, y + self.px(4))
            return
        acting = self.acting()
        if acting is None:
            return
        self.draw_order(surface, v, y + self.px(4), limit=self.merchant_top)
        self.draw_merchant(surface, v, acting)

    def draw_order(self, surface, v: FWState, y: int, limit: int | None = None) -> None:
        """The player order line; its explaining note under it where it fits above ``limit``,
        else in the line's tooltip (``order_note``)."""
        x0 = self.ctx_rect.x + self.px(7)
        right = self.ctx_rect.right - self.px(7)
        heading = tr("Order track:") if v.solo else tr("Player order:")
        mine = v.mine
        counting = mine is not None and v.phase not in ("wealth", "place") and not v.solo
        x = x0 + self.text_width(heading, self.px(13)) + self.px(6)
        bottom = y + theme.font(self.px(13)).get_linesize()
        for seat in info.order_track(v):  # where the line ends (it may wrap)
            text = self.scene.seat_name(seat)
            if counting:
                text += f" ({mine.worker_count(seat)})"
            w = self.px(16) + theme.font(self.px(13)).size(text)[0]
            if x + w > right:
                x, bottom = x0 + self.px(12), bottom + self.px(17)
            x += w + self.px(10)
        if limit is not None and bottom > limit:
            return  # the merchant's box is there (the mats show the order: 1st, 2nd...)
        top = y
        x = x0 + self.label(surface, heading, (x0, y), 13, theme.TEXT_DIM)
        x += self.px(6)
        for seat in info.order_track(v):
            text = self.scene.seat_name(seat)
            if counting:
                text += f" ({mine.worker_count(seat)})"
            w = self.px(16) + theme.font(self.px(13)).size(text)[0]
            if x + w > right:
                x, y = x0 + self.px(12), y + self.px(17)
            self.seat_mark(surface, seat, (x + self.px(7), y + self.px(8)))
            self.label(surface, text, (x + self.px(16), y), 13)
            x += w + self.px(10)
        note_h = theme.font(self.px(12)).get_linesize()
        note = tr("(workers in the mine, in brackets: fewest go first)")
        lines = theme.wrap(note, self.px(12), right - x0)  # two lines in a narrow panel
        room = limit is None or y + self.px(17) + len(lines) * note_h <= limit
        self.order_note = None
        if counting and not room:  # the note is the line's tooltip
            self.order_note = (pygame.Rect(x0, top, right - x0, y + self.px(17) - top), note)
        if counting and room:
            y += self.px(17)
            for line in lines:
                self.label(surface, line, (x0, y), 12, theme.TEXT_DIM)
                y += note_h

    def wealth_need(self, wid: str, width: int) -> int:
        """How tall a wealth card ``width`` wide must be for its name and its words (as
        ``draw_wealth`` lays them out)."""
        inner = width - self.px(8)
        name, size = theme.wrap_within(
            self.world.content.wealth[wid].name, self.px(13), inner, 3, True
        )
        y = self.px(5) + len(name) * theme.font(size, True).get_linesize() + self.px(4)
        for part in wealth_text(self.world, wid):
            lines, size = theme.wrap_within(part, self.px(12), inner, 4)
            y += len(lines) * theme.font(size).get_linesize()
        return y + self.px(6)

    def draw_wealth(self, surface, v: FWState) -> None:
        """The viewer's wealth hand; once chosen (until everyone has), the kept cards framed
        in green and the others veiled, set aside (playtest 5: all four looked alike)."""
        c = self.world.content
        kept = self.kept_wealth()
        veiled = []
        for key, rect in self.rects.items():
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
            y = rect.y + self.px(5)
            inner = rect.width - self.px(8)
            name, size = theme.wrap_within(c.wealth[wid].name, self.px(13), inner, 3, True)
            for line in name:
                at = (rect.x + self.px(5), y)
                self.label(surface, line, at, size, theme.ACCENT, True, px=True)
                y += theme.font(size, True).get_linesize()
            y += self.px(4)
            for part in wealth_text(self.world, wid):
                lines, size = theme.wrap_within(part, self.px(12), inner, 4)
                for line in lines:
                    self.label(surface, line, (rect.x + self.px(5), y), size, px=True)
                    y += theme.font(size).get_linesize()
        for rect in veiled:
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(veil, SET_ASIDE, veil.get_rect(), border_radius=self.px(6))
            surface.blit(veil, rect)

    def draw_merchant(self, surface, v: FWState, acting: int) -> None:
        r = self.ctx_rect
        panel = info.merchant_panel(v, acting)
        top = self.merchant_top
        look = self.scene.seat_colour(acting)
        box = self.merchant_box(top)
        pygame.draw.rect(surface, theme.PANEL_LIGHT, box, border_radius=self.px(5))
        pygame.draw.rect(surface, look.rgb, box, 2, border_radius=self.px(5))
        x = r.x + self.px(8)
        self.seat_mark(surface, acting, (x + self.px(7), top + self.px(9)))
        title = self.merchant_words(panel, acting)[0]
        w = self.label(surface, title, (x + self.px(18), top + self.px(1)), 14, look.rgb, True)
        beside, below = self.merchant_limit_lines(panel, acting)
        if beside:
            at = (x + self.px(26) + w, top + self.px(3))
            self.label(surface, beside, at, 12, theme.TEXT_DIM)
        y = top + self.px(3) + theme.font(self.px(14), True).get_linesize()
        for line in below:  # under the title, on lines of their own
            self.label(surface, line, (x + self.px(18), y), 12, theme.TEXT_DIM)
            y += theme.font(self.px(12)).get_linesize()
        cols, bw = self.deal_columns()
        heading = top + self.merchant_head(panel, acting) - self.deal_heading_h()
        for col in cols:  # what a column's buttons do, once above them
            for k, words in enumerate((tr("Buy"), tr("Sell"))):
                centre = col + self.chip_w() + k * (bw + self.px(4)) + bw // 2
                img = theme.text(words, self.px(12), theme.TEXT_DIM)
                surface.blit(img, img.get_rect(midtop=(centre, heading)))
        for line in panel.lines:
            buy, sell = self.rects[f"buy:{line.resource}"], self.rects[f"sell:{line.resource}"]
            self.resource_chip(
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
            left = self.rects[f"stall:{stall.card}:left"]
            right = self.rects[f"stall:{stall.card}:right"]
            name = fit(
                self.world.content.card_name(stall.card), self.px(12), left.x - x - self.px(4)
            )
            self.label(surface, name, (x, left.y + 2), 12, theme.TEXT)
            live = self.scene.my_turn()
            self.deal_button(
                surface,
                left,
                self.stall_words(stall.left, stall.right),
                live and any(a.give == "left" for a in stall.actions),
            )
            self.deal_button(
                surface,
                right,
                self.stall_words(stall.right, stall.left),
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
        used = self.px(26) + self.text_width(title, self.px(14), True) + self.px(12)
        rooms = [self.ctx_rect.width - self.px(8) - used]
        below_room = self.ctx_rect.width - self.px(8) - self.px(26) - self.px(6)
        lines = [""]
        for part in limits.split(" · "):
            joined = f"{lines[-1]} · {part}" if lines[-1] else part
            room = rooms[0] if len(lines) == 1 else below_room
            if self.text_width(joined, self.px(12)) <= room:
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
        r = self.ctx_rect
        return pygame.Rect(
            r.x + self.px(3), top - self.px(2), r.width - self.px(6), r.bottom - top - self.px(1)
        )

    def stall_words(self, give: dict[str, int], get: dict[str, int]) -> str:
        def short(amounts):
            return " ".join(f"{n}{{{r}}}" for r, n in amounts.items())

        return f"{short(give)} → {short(get)}"

    def deal_button(self, surface, rect: pygame.Rect, text: str, live: bool) -> None:
        fill = (60, 78, 96) if live else theme.PANEL
        pygame.draw.rect(surface, fill, rect, border_radius=self.px(4))
        pygame.draw.rect(surface, theme.BORDER, rect, 1, border_radius=self.px(4))
        colour = theme.TEXT if live else theme.DISABLED
        shown = self.chip_text(text, rect.width - 6)
        if "{" in shown:
            img = self.rich(shown, self.px(12), colour)
        else:
            img = theme.text(shown, self.px(12), colour)
        surface.blit(img, img.get_rect(center=rect.center))
