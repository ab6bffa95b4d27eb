"""Drawing the Forge War market: the round track with its bonus tiles, the action spaces and
their cards, the clerk's public designs and the quest offer."""

from __future__ import annotations

import pygame

from forgegames.core.i18n import count, tr
from forgegames.games.forge_war import board_info as info
from forgegames.games.forge_war.board_info import hire_cost, stage_round
from forgegames.games.forge_war.state import FWState
from forgegames.ui import icons, theme
from forgegames.ui.boards.forge_war.look import (
    CARD,
    CARD_LIGHT,
    COIN_EDGE,
    COIN_FACE,
    QUEST,
    QUEST_FILLS,
    TILE_FILL,
    empty_space_note,
    fit,
)


class MarketPainter:
    """Mixin of ``ForgeWarBoard``: the market and the quest offer."""

    # --- market ----------------------------------------------------------------------------------
    def draw_market(self, surface, v: FWState) -> None:
        mr = self.market_rect
        self.label(surface, tr("Market"), (mr.x + self.px(2), mr.y), 14, theme.ACCENT, True)
        track = self.rects["rounds"]
        first = v.round - stage_round(v) + 1  # the stage's first round (the simple game's 1)
        i = 1
        while f"round:{i}" in self.rects:
            n = first + i - 1
            done = n < v.round or v.phase == "over"
            now = n == v.round and v.phase != "over"
            colour = theme.ACCENT if now else (theme.BORDER if done else theme.PANEL_LIGHT)
            self.draw_round_dot(surface, i, colour, (20, 20, 24) if now else theme.TEXT)
            i += 1
        self.label(surface, self.round_caption(v), (track.x, mr.y + 1), 13, theme.TEXT_DIM)
        for key, rect in self.rects.items():
            if key.startswith("tile:"):
                self.draw_bonus_tile(surface, key[5:], rect)
        seat = self.me()
        spaces = {sp.space: sp for sp in info.market_spaces(v, seat if seat is not None else -1)}
        last = info.is_last_round(v)
        for key, rect in self.rects.items():
            if not key.startswith("space:"):
                continue
            sp = key[6:]
            self.draw_space(surface, v, sp, rect, spaces.get(sp), last)
        for key, rect in self.rects.items():
            if key.startswith("card:"):
                self.draw_card_tile(surface, key[5:], rect)
            elif key.startswith("clerk:"):
                self.draw_clerk_tile(surface, v, key[6:], rect)

    def draw_round_dot(self, surface, i: int, colour, digit_rgb) -> None:
        """Round ``i``'s circle with its digit inside (sized by ``round_dot``), the digit's
        ink centred rather than its line (whose room for descenders pushed it up and out)."""
        rect = self.rects[f"round:{i}"]
        pygame.draw.circle(surface, colour, rect.center, rect.width // 2)
        num = theme.text(str(i), self.px(12), digit_rgb, True)
        ink = num.get_bounding_rect()
        surface.blit(num, (rect.centerx - ink.centerx, rect.centery - ink.centery))

    def draw_bonus_tile(self, surface, tile: str, rect: pygame.Rect) -> None:
        """A bonus tile on the round track, after the round at whose end it is paid."""
        pygame.draw.rect(surface, TILE_FILL, rect, border_radius=self.px(3))
        pygame.draw.rect(surface, CARD_LIGHT, rect, 1, border_radius=self.px(3))
        picture = icons.icon(self.tile_icon(tile), rect.height - 2)
        surface.blit(picture, picture.get_rect(center=rect.center))

    def tile_icon(self, tile: str) -> str:
        """A bonus tile's picture, by what it counts: workers (a cube), quests (an
        adventurer), a stockpile (its metal), champions (a star) or designs (a scroll)."""
        card = self.world.content.bonus_tiles[tile]
        if card.kind == "stockpile" and card.resource:
            return card.resource
        return {
            "industrious": "worker",
            "adventurous": "adventurer",
            "decorated": "star",
            "knowledge": "quest",
        }.get(card.kind, "star")

    @staticmethod
    def space_state(space, short: bool = False) -> str:
        """A space's state beside its name, in words that cannot be misread: a closed space
        (one player a round) says so while free and 'taken' once someone stands on it; an
        open one says anyone may use it. (The rulebook's 'closed' means one player a round, not
        shut: its cards are lit and buyable while it is free.)"""
        if not space.closed:
            return tr("open") if short else tr("open to all")
        if space.taken_by:
            return tr("in use") if short else tr("taken this round")
        return tr("1 a round") if short else tr("1 player a round")

    def draw_space(self, surface, v: FWState, sp: str, rect: pygame.Rect, space, last) -> None:
        # a filled box without a frame: the cards inside have theirs (playtest 4: "crowded",
        # a frame in a frame in a frame)
        pygame.draw.rect(surface, theme.PANEL, rect, border_radius=self.px(6))
        x = rect.x + self.px(5)
        y = rect.y + self.px(2)
        names = self.space_name_lines(sp, rect.width)
        step = theme.font(self.px(13), True).get_linesize()
        for line in names[:-1]:  # a long name (in a narrow space) wraps: the last line's
            self.label(surface, line, (x, y), 13, theme.TEXT, True)  # marks go beside it
            y += step
        extra = (len(names) - 1) * step  # what the wrapped name pushes down
        w = self.label(surface, names[-1], (x, y), 13, theme.TEXT, True)
        marks = len(space.taken_by) * self.px(16) if space is not None else 0
        x += w + self.px(6)
        if space is not None:
            kinds = [self.space_state(space), self.space_state(space, short=True)]
            if last and (sp == "blacksmith" or sp.startswith("bazaar")):
                kinds = [tr("end bonus")]
            room = rect.right - self.px(4) - marks - x
            kind = next((k for k in kinds if theme.font(self.px(12)).size(k)[0] < room), "")
            if kind:
                x += self.label(surface, kind, (x, y + 1), 12, theme.TEXT_DIM) + self.px(6)
            for seat in space.taken_by:
                self.seat_mark(surface, seat, (x + self.px(7), y + self.px(8)))
                x += self.px(16)
        if sp == "barracks":
            sub = tr("hire ({h} gold) or train", h=hire_cost(self.view))
        elif sp == "road":
            sub = tr("rush one of your quests")
        elif sp == "discard":
            sub = tr(
                "{cards} (quest rewards)", cards=count(len(v.market["discard"]), "card", "cards")
            )
        elif sp.startswith("bazaar") or sp == "blacksmith":
            if not self.space_tiles(v, sp, last and v.phase != "mine"):
                sub = tr(empty_space_note(v.phase))
                at = (rect.x + self.px(6), rect.y + self.px(24) + extra)
                self.label(surface, sub, at, 12, theme.TEXT_DIM)
            return
        else:
            if not v.market["public"]:
                self.label(
                    surface,
                    tr("none"),
                    (rect.x + self.px(6), rect.y + self.px(22)),
                    12,
                    theme.TEXT_DIM,
                )
            return
        lines = self.space_notes(rect.width)[sp]
        head = self.space_head()
        if rect.height < head + len(lines) * self.word_h():  # no room under the name
            self.label(
                surface,
                fit(sub, self.px(12), rect.right - x - self.px(4)),
                (x, y + 1),
                12,
                theme.TEXT_DIM,
            )
            return
        y = rect.y + head
        for line in lines:  # under the name, on as many lines as the space's width needs
            self.label(surface, line, (rect.x + self.px(5), y), 12, theme.TEXT_DIM)
            y += self.word_h()

    def draw_card_tile(self, surface, cid: str, rect: pygame.Rect) -> None:
        """A row-1 card: its name on as many lines as its width needs (the layout gives it
        room for them), its price at the foot."""
        pygame.draw.rect(surface, CARD, rect, border_radius=self.px(5))
        pygame.draw.rect(surface, CARD_LIGHT, rect, 1, border_radius=self.px(5))
        name = self.tile_words(cid)[0]
        size = self.px(12)
        y = rect.y + self.px(3)
        for line in theme.wrap(name, size, rect.width - self.px(8), True):
            self.label(surface, line, (rect.x + self.px(4), y), 12, theme.ACCENT, True)
            y += theme.font(size, True).get_linesize()
        if cid in self.world.content.end_bonuses:
            for seat, data in enumerate(self.view.seats):
                if cid in data.end_bonuses:
                    self.seat_mark(
                        surface, seat, (rect.right - self.px(10), rect.bottom - self.px(9))
                    )
        prices = self.price_lines(cid, rect.width)
        step = self.icon_line()  # as the layout measures it (``row1_plan``)
        foot = rect.bottom - self.px(2) - len(prices) * step
        for line in prices:
            self.label(surface, line, (rect.x + self.px(4), foot), 12)
            foot += step

    def draw_clerk_tile(self, surface, v: FWState, design: str, rect: pygame.Rect) -> None:
        pygame.draw.rect(surface, CARD, rect, border_radius=self.px(5))
        pygame.draw.rect(surface, CARD_LIGHT, rect, 1, border_radius=self.px(5))
        room = rect.width - self.px(6)
        price = f"{{gold}}{info.clerk_price(v, design)}"
        claims = v.market["claims"].get(design, [])
        name, under = self.clerk_words(design, room, price, len(claims))
        self.label(
            surface, name, (rect.x + self.px(3), rect.y + self.px(1)), 12, theme.ACCENT, True
        )
        x = rect.x + self.px(3)
        y = rect.y + self.px(1) + self.word_h()  # under the name, however tall the words
        if under:  # the name's second half, before the price
            x += self.label(surface, under, (x, y), 12, theme.ACCENT, True) + self.px(4)
        x += self.label(surface, price, (x, y), 12)
        for seat in claims:
            self.seat_mark(surface, seat, (x + self.px(8), y + self.px(7)), self.px(5))
            x += self.px(12)

    def clerk_words(self, design: str, room: int, price: str, claims: int) -> tuple[str, str]:
        """A clerk tile's name line and what goes before its price: the weapon's picture and
        its whole name where they fit; else the name alone; else the name on two lines, its
        last words before the price ('Copper' / 'Spear ⊙2'); last, the weapon's word
        shortened. The metal is always there: it tells two spears apart (playtest 7: at
        1024x640 'Copper Axe' was shown as 'Axe')."""
        whole = self.clerk_whole_words(design, room, price, claims)
        if whole is not None:
            return whole
        return self.metal_kept(design, room, self.px(12)), ""  # its tooltip names it whole

    def clerk_whole_words(
        self, design: str, room: int, price: str, claims: int
    ) -> tuple[str, str] | None:
        """``clerk_words`` while the name stays whole; None where only shortening it fits."""
        if self.clerk_name_w(design) <= room:
            return self.design_label(design), ""
        if self.clerk_name_w(design, picture=False) <= room:
            return self.design_label(design, picture=False), ""
        size = self.px(12)
        after = self.px(4) + self.text_width(price, size) + claims * self.px(12)
        words = self.design_label(design, picture=False).split()
        for cut in range(len(words) - 1, 0, -1):  # the most words on the name's line
            first, second = " ".join(words[:cut]), " ".join(words[cut:])
            below = self.text_width(second, size, True) + after
            if self.text_width(first, size, True) <= room and below <= room:
                return first, second
        return None

    def clerk_whole(self, public: list[str], widths: list[int]) -> bool:
        """Whether every design's name shows whole on tiles ``widths`` wide."""
        v = self.view
        return all(
            self.clerk_whole_words(
                d,
                w - self.px(6),
                f"{{gold}}{info.clerk_price(v, d)}",
                len(v.market["claims"].get(d, [])),
            )
            is not None
            for d, w in zip(public, widths, strict=True)
        )

    # --- quest offer -----------------------------------------------------------------------------
    def draw_offer(self, surface, v: FWState) -> None:
        r = self.offer_rect
        pos = (r.x + self.px(2), r.y)
        x = pos[0] + self.label(surface, tr("Quest offer"), pos, 14, theme.ACCENT, True)
        x += self.px(8)
        room = r.right - self.px(2) - x
        notes = (tr("the coin is its cost in gold · at most one a round"), tr("one a round"))
        note = next((n for n in notes if self.text_width(n, self.px(12)) <= room), "")
        if note:  # the heading in bold, what it means beside it in quieter words
            self.label(surface, note, (x, r.y + self.px(2)), 12, theme.TEXT_DIM)
        c = self.world.content
        step, coin = self.offer_step(), self.offer_coin()
        for slot, qid, cost in info.quest_offer(v):
            rect = self.rects[f"slot:{slot}"]
            top = rect.y + self.px(3)
            if qid is None:
                pygame.draw.rect(surface, theme.PANEL, rect, border_radius=self.px(5))
                pygame.draw.rect(surface, theme.BORDER, rect, 1, border_radius=self.px(5))
                at = (rect.x + self.px(7) + coin, top)
                self.label(surface, tr("empty"), at, 12, theme.TEXT_DIM)
            else:
                card = c.all_quests[qid]
                fill = QUEST_FILLS.get(card.deck, QUEST)
                pygame.draw.rect(surface, fill, rect, border_radius=self.px(5))
                pygame.draw.rect(surface, CARD_LIGHT, rect, 1, border_radius=self.px(5))
                lines = self.offer_name_lines(card.name, rect.width)
                y = top
                for i, line in enumerate(lines):  # the layout gives every card its lines
                    indent = self.px(4) + (coin + self.px(3) if i == 0 else 0)
                    theme.mark_wide((line,), self.px(12), rect.width - indent - self.px(4), True)
                    self.label(surface, line, (rect.x + indent, y), 12, theme.TEXT, True)
                    y += step
                quest, spot = self.offer_quest_spot(qid, rect)
                img = self.rich(quest, self.px(12), theme.TEXT_DIM)
                if img.get_width() > spot.width:  # shrunk whole to stay on the card
                    high = max(1, img.get_height() * spot.width // img.get_width())
                    img = pygame.transform.smoothscale(img, (spot.width, high))
                surface.blit(img, (spot.x, spot.y + (self.icon_line() - img.get_height()) // 2))
            self.draw_cost_coin(surface, pygame.Rect(rect.x + self.px(4), top, coin, coin), cost)

    def draw_cost_coin(self, surface, badge: pygame.Rect, cost: int) -> None:
        """An offer card's cost: a plain gold disc and its number as large as the disc holds
        (playtest 4: a small digit on the gold icon's own rings made 0, 1 and 2 hard to tell
        apart)."""
        centre, radius = badge.center, badge.width // 2
        pygame.draw.circle(surface, COIN_EDGE, centre, radius)
        pygame.draw.circle(surface, COIN_FACE, centre, radius - max(1, self.px(1.5)))
        num = theme.text(str(cost), badge.height - 1, (20, 20, 24), True)
        ink = num.get_bounding_rect()  # the digit itself, centred (not its line's box)
        surface.blit(num, (centre[0] - ink.centerx, centre[1] - ink.centery))
