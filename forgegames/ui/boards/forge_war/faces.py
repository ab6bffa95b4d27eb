"""The faces of the Forge War market's cards: a row-1 card (the blacksmith's, a bazaar's, an end
bonus), and the pieces the clerk's tiles (``clerk_row``) share with it. A design says what it is
where its card has room, in this order (playtest 19, item 6: a newcomer hovered every card to
tell "Sword, Dagger, Sword" apart): its weapon's picture in its metal's colour and its name,
then what forging it takes (a hammer and the resources), then its prestige. Nothing here moves
the layout: what has no room on a card stays in its tooltip."""

from __future__ import annotations

import pygame

from forgegames.ui import theme
from forgegames.ui.boards.forge_war.look import CARD, CARD_LIGHT
from forgegames.ui.boards.forge_war.part import Part


class CardFaces(Part):
    """Draws the market's cards in the rectangles the market panel laid out for them."""

    @property
    def market(self):
        return self.board.market

    def is_design(self, cid: str) -> bool:
        return cid in self.world.content.all_weapons

    def gap(self) -> int:
        """The room between two pieces of a card's line (a price and a forge cost)."""
        return max(4, self.px(6))

    def draw_card_tile(self, surface, cid: str, rect: pygame.Rect) -> None:
        """A row-1 card: its name on as many lines as its width needs (the layout gives it
        room for them), its price at the foot. A design's picture goes before its name where
        the first line keeps its words so, else after its last line; its forge cost on a line
        between the name and the price where the card is that tall (the picture too, where the
        name had no room for it and the line has); else the picture after the price."""
        m = self.market
        pygame.draw.rect(surface, CARD, rect, border_radius=self.px(5))
        pygame.draw.rect(surface, CARD_LIGHT, rect, 1, border_radius=self.px(5))
        name = m.tile_words(cid)[0]
        size, edge = self.px(12), m.card_edge()
        x, right = rect.x + edge, rect.right - edge
        lines = theme.wrap(name, size, right - x, True)
        picture = self.pen.design_picture(cid) if self.is_design(cid) else ""
        wide = self.pen.text_width(picture, size) + self.px(4) if picture else 0
        face = theme.font(size, True)
        step = face.get_linesize()
        rise = (self.pen.icon_line() - step) // 2  # a picture centred on the words' line
        y, indent, end = rect.y + self.px(3), 0, x
        if picture and x + wide + face.size(lines[0])[0] <= right:  # before the first line
            self.pen.label(surface, picture, (x, y - rise), 12)
            picture, indent = "", wide
        for line in lines:
            at = (x + indent, y)
            end = at[0] + self.pen.label(surface, line, at, 12, theme.ACCENT, True)
            indent = 0
            y += step
        if picture and end + wide <= right:  # after the last line, where it is wide enough
            self.pen.label(surface, picture, (end + self.px(4), y - step - rise), 12)
            picture = ""
        if cid in self.world.content.end_bonuses:
            for seat, data in enumerate(self.board.view.seats):
                if cid in data.end_bonuses:
                    self.pen.seat_mark(
                        surface, seat, (rect.right - self.px(10), rect.bottom - self.px(9))
                    )
        prices = m.price_lines(cid, rect.width)
        line_h = self.pen.icon_line()  # as the layout measures it (``row1_plan``)
        foot = rect.bottom - self.px(2) - len(prices) * line_h
        if self.is_design(cid) and foot - y >= line_h:  # a line of its own between
            forge = self.pen.forge_cost(cid)
            both = self.pen.text_width(forge, size) + (wide + self.gap() if picture else 0)
            pieces = [picture, forge] if picture and x + both <= right else [forge]
            self.draw_pieces(surface, pieces, (x, y), right)
            picture = "" if picture in pieces else picture
        effect = self.pen.card_effect(cid)  # a bazaar card's: on a line of its own where
        if effect and foot - y >= line_h:  # the card has one, else after its price
            effect = "" if self.draw_pieces(surface, [effect], (x, y), right) > x else effect
        for i, line in enumerate(prices):
            end = x + self.pen.label(surface, line, (x, foot), 12)
            if picture and i == len(prices) - 1:  # after the price, where it is wide enough
                self.draw_pieces(surface, [picture], (end + self.gap(), foot), right)
            elif effect and i == len(prices) - 1:
                self.draw_pieces(surface, [effect], (end + self.gap(), foot), right)
            foot += line_h

    def draw_pieces(
        self, surface, pieces: list[str], at: tuple[int, int], right: int, more: bool = False
    ) -> int:
        """Draw ``pieces`` (icon markup) one after another from ``at`` while each fits left of
        ``right``; stop at the first that does not (what follows is less needed), with
        ``more`` marking the stop with '…' where it fits (the rest is in the tooltip). Where
        the next piece starts."""
        x, y = at
        for piece in pieces:
            wide = self.pen.text_width(piece, self.px(12))
            if x + wide > right:
                if more and x + self.pen.text_width("…", self.px(12)) <= right:
                    self.pen.label(surface, "…", (x, y), 12, theme.TEXT_DIM)
                break
            self.pen.label(surface, piece, (x, y), 12)
            x += wide + self.gap()
        return x
