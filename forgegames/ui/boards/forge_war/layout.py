"""The Forge War board's layout: where the mine, the context panel, the market's rows, the quest
offer and the mats go, and how much room each needs at the current scale."""

from __future__ import annotations

import math

import pygame

from forgegames.core.actions import Action
from forgegames.core.i18n import count, tr
from forgegames.games.forge_war import board_info as info
from forgegames.games.forge_war.board_info import hire_cost
from forgegames.ui import theme
from forgegames.ui.boards.forge_war.look import ROW3, SPACE_TIPS
from forgegames.ui.boards.forge_war.row import SpaceNeed, SpacePlan, Spacing, plan_row
from forgegames.ui.boards.forge_war.text import card_price_line

CLERK_ROWS = 3
"""The most rows of tiles the clerk's designs take (``clerk_rows``)."""


class BoardLayout:
    """Mixin of ``ForgeWarBoard``: the geometry its panels are placed by."""

    clerk_most = CLERK_ROWS
    """The most rows the clerk's designs may take now (``fit_market`` lowers it)."""

    # --- layout ----------------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        pad = self.px(8)
        self.pad = pad
        strip_h = self.px(44)
        self.strip_rect = pygame.Rect(
            rect.x + pad, rect.bottom - pad - strip_h, rect.width - 2 * pad, strip_h
        )
        usable = self.strip_rect.top - rect.y - 2 * pad
        self.laid_rows = self.merchant_rows()
        self.laid_hand = bool(self.wealth_hand())
        mine_h = usable - pad - self.context_least()
        # its width as with no stall row and no wealth hand: a stall bought later takes
        # height, never width, so the market and the mats do not shift sideways
        stalls = self.merchant_rows() - (self.MERCHANT_ROWS - 2)
        roomy = usable - pad - self.context_least(hand=False) + stalls * self.merchant_row()
        left_w = self.mine_width(rect.width, roomy)
        self.mine_rect = pygame.Rect(rect.x + pad, rect.y + pad, left_w, mine_h)
        self.ctx_rect = pygame.Rect(
            rect.x + pad,
            self.mine_rect.bottom + pad,
            left_w,
            self.strip_rect.top - pad - self.mine_rect.bottom - pad,
        )
        self.area = rect
        self.place_right_column()
        self.history_len = -1
        self.refresh()

    MINE_SHARE = (0.38, 0.40)
    """The least and the most of the board's width the mine's column takes (any wider, and
    the market's and the mats' words gave way: at 1024x640 with four seats the designs lost
    their metals' names)."""

    def mine_width(self, width: int, mine_h: int) -> int:
        """The mine's column: as wide as its hexes need at the mine's height (the mine is the
        board's centrepiece, playtest 5: it was small beside empty room), within
        ``MINE_SHARE`` of the board's ``width`` (the market and the mats keep the rest)."""
        least, most = (int(width * share) for share in self.MINE_SHARE)
        if self.view.mine is None:
            return int(width * 0.40)
        area = self.mine_area(pygame.Rect(0, 0, most, mine_h))
        across, down = self.mine_view.extent(self.view.mine.board)
        need = area.height * across / down + (most - area.width)
        return max(least, min(most, math.ceil(need)))

    def mine_area(self, mine: pygame.Rect) -> pygame.Rect:
        """Where the hexes go in the mine's panel: below its legend's line (whose text may be
        larger than the scale: a least size), inside its sides."""
        area = mine.inflate(-self.px(8), 0)
        line = max(theme.font(self.px(13), True).get_linesize(), self.word_h())
        legend = max(self.px(22), self.px(4) + 1 + line + self.px(3))
        area.y += legend
        area.height -= legend + self.px(4)
        return area

    PROMPT_LINES = 3
    """The prompt's lines the context panel keeps above the merchant's box."""

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
                for data in self.view.seats
            ),
            default=0,
        )
        return min(self.MERCHANT_ROWS, self.MERCHANT_ROWS - 2 + stalls)

    def context_least(self, hand: bool = True) -> int:
        """The context panel's least height: the prompt's lines (at the smaller 13 px size the
        prompt gives way to) above the merchant's box at its largest (a line of what is left
        under its title, six resources and the stalls a seat holds: ``merchant_rows``), or
        the wealth hand while it is chosen (the mine, empty then, grows once the hands are
        put away). The mine gives up what this needs."""
        prompt = self.PROMPT_LINES * theme.font(self.px(13)).get_linesize()
        head = self.px(24) + theme.font(self.px(12)).get_linesize() + self.deal_heading_h()
        rows = self.merchant_rows() * self.merchant_row()
        least = self.px(6) + prompt + self.px(4) + head + rows + self.px(6)
        # while the wealth cards are chosen, their room (the panel at its narrowest)
        if not hand:
            return least
        return max(least, self.wealth_least(int(self.rect.width * self.MINE_SHARE[0])))

    def place_right_column(self) -> None:
        """The market, the quest offer and the mats, top to bottom. The market and the offer
        are as tall as their words need (a space's note on two lines, a quest's whole name on
        as many lines as it takes); the mats take the rest and give way (see ``build_mats``).
        Only where even the mats' least does not fit do the market's notes go beside their
        names."""
        rect, pad = self.area, self.pad
        rx = self.mine_rect.right + pad
        rw = rect.right - pad - rx
        market_h = self.px(190)
        offer_h = self.px(134)
        bottom = self.strip_rect.top - pad
        if hasattr(self, "view"):
            if self.strip_width() <= self.mine_rect.width:  # the strip's buttons sit under
                bottom = self.strip_rect.bottom  # the left column: the mats reach the foot
            offer_h = self.offer_need(rw)
            spare = bottom - rect.y - 3 * pad - self.mats_least(rx, rw)
            market_h = self.fit_market(rw, spare - offer_h)
        self.market_rect = pygame.Rect(rx, rect.y + pad, rw, market_h)
        self.offer_rect = pygame.Rect(rx, self.market_rect.bottom + pad, rw, offer_h)
        top = self.offer_rect.bottom + pad
        self.mats_rect = pygame.Rect(rx, top, rw, bottom - top)

    def fit_market(self, width: int, room: int) -> int:
        """The market's height in ``room`` (what the offer and the mats' least leave): as
        its words need; where that is more, its notes go beside their names first, then the
        clerk's designs take fewer rows (``clerk_most``: a name shortened, whole in its
        tooltip, rather than the acting seat's quests folded away)."""
        self.clerk_most = CLERK_ROWS
        while self.clerk_most > 1 and self.market_need(width, notes=False) > room:
            self.clerk_most -= 1
        return max(self.market_need(width, notes=False), min(self.market_need(width), room))

    def mats_least(self, x: int, width: int) -> int:
        """The least height of the mats: the acting seat's with its quests side by side while
        they are clicked, the others' headers alone (see ``build_mats``)."""
        v, acting = self.view, self.acting()
        area = pygame.Rect(x, 0, width, 0)
        order = self.mat_order()
        held = not self.mat_in_play()
        heights = [
            self.mat_layout(v, seat, area, compact=held or seat != acting, dense=True, brief=True)[
                0
            ]
            for seat in order
        ]
        return sum(heights) + self.px(5) * (len(order) - 1)

    def word_h(self) -> int:
        """The height of a rendered line of small (12 px at scale) text."""
        return theme.font(self.px(12)).size("Ag")[1]

    def clerk_row_h(self, width: int) -> int:
        """The clerk's row (``width`` wide): its heading, then tiles holding a design's name
        and its price, in one or two rows (``clerk_rows``)."""
        rows = len(self.clerk_rows(width))
        tiles = rows * self.clerk_tile_h() + (rows - 1) * self.px(4)
        return self.clerk_head_h() + self.px(3) + tiles

    def clerk_tile_h(self) -> int:
        """A clerk tile's height: its name's line and its price's."""
        one = max(self.px(48), self.clerk_head_h() + self.px(3) + self.word_h() + self.icon_line())
        return one - self.clerk_head_h() - self.px(3)

    def clerk_rows(self, width: int) -> list[list[str]]:
        """The public designs by row of tiles in a clerk's row ``width`` wide: one row, or as
        few more (up to ``CLERK_ROWS``) as keep every name whole (issue 39: seven designs in
        one row read 'Iron S…', 'Copper A…')."""
        public = list(self.view.market["public"])
        inner = width - 2 * self.px(5)
        rows = [public]
        for tiers in range(2, min(self.clerk_most, len(public)) + 1):
            if all(self.clerk_whole(row, self.clerk_widths(inner, row)) for row in rows):
                break
            each = -(-len(public) // tiers)
            rows = [public[k : k + each] for k in range(0, len(public), each)]
        return rows

    def clerk_head_h(self) -> int:
        """Where the clerk's tiles start below its row's top: under the whole line of its
        heading ("Clerk: public designs", drawn as ``draw_space`` draws a space's name), so
        no tile covers the heading's lower edge."""
        return self.px(2) + theme.font(self.px(13), True).size("Ag")[1] + 1

    def clerk_widths(self, width: int, public: list[str]) -> list[int]:
        """The clerk's tiles across ``width``: a fifth each (fewer designs keep that size)
        where every name fits so; else each as wide as its name (bold) needs, the spare shared
        evenly. Names keep their metal ('Iron Sword') always: where the row has no room for
        the weapon's picture before every name, the longest drop the picture first (playtest
        7: 'Copper Axe' shown as 'Axe' lost what tells two axes apart)."""
        gap = self.px(4)
        n = max(len(public), 5)
        even = (width - (n - 1) * gap) // n
        pad = self.px(6)
        full = [self.clerk_name_w(d) + pad for d in public]
        if all(need <= even for need in full):
            return [even] * len(public)
        room = width - (len(public) - 1) * gap
        needs = list(full)
        for i in sorted(range(len(public)), key=lambda k: -full[k]):
            if sum(needs) <= room:
                break
            needs[i] = self.clerk_name_w(public[i], picture=False) + pad
        if sum(needs) > room:
            return [room // max(1, len(public))] * len(public)
        wants = [max(need, even) for need in needs]
        if sum(wants) <= room:
            return wants
        spare = room - sum(needs)
        return [need + spare // len(needs) for need in needs]

    def clerk_name_w(self, design: str, picture: bool = True) -> int:
        """How wide a clerk tile's name draws (bold, as ``draw_clerk_tile`` draws it), with
        the weapon's picture before it or not."""
        return self.text_width(self.design_label(design, picture=picture), self.px(12), True)

    def space_notes(self, width: int) -> dict[str, tuple[str, ...]]:
        """The barracks', road's and market discard's notes, in lines across a space
        ``width`` wide."""
        notes = {
            "barracks": tr("hire ({h} gold) or train", h=hire_cost(self.view)),
            "road": tr("rush one of your quests"),
            "discard": tr(
                "{cards} (quest rewards)",
                cards=count(len(self.view.market["discard"]), "card", "cards"),
            ),
        }
        room = width - self.px(9)
        return {sp: theme.wrap(note, self.px(12), room) for sp, note in notes.items()}

    def space_head(self) -> int:
        """A market space's name line (bold, above its note)."""
        return max(self.px(16), theme.font(self.px(13), True).get_linesize() + self.px(2))

    @staticmethod
    def space_tip(sp: str) -> str:
        """The barracks' or the road's tooltip."""
        return tr(SPACE_TIPS[sp])

    def row3_widths(self, width: int) -> list[int]:
        """The barracks', road's and discard's widths across ``width``: each as wide as its
        name and its note on one line need, the spare shared evenly, when all three fit so;
        else a third each (their notes then wrap)."""
        gap = self.px(6)
        notes = self.space_notes(10**6)
        needs = [
            max(
                self.text_width(self.space_title(sp), self.px(13), True)
                + max(
                    self.text_width(tr(w), self.px(12))
                    for w in ("1 player a round", "taken this round", "open to all")
                )
                + self.px(20),
                self.text_width(notes[sp][0], self.px(12)) + self.px(10),
            )
            for sp in ROW3
        ]
        spare = width - 2 * gap - sum(needs)
        if spare < 0:
            third = (width - 2 * gap) // 3
            return [third, third, width - 2 * gap - 2 * third]
        widths = [n + spare // 3 for n in needs]
        widths[-1] += width - 2 * gap - sum(widths)
        return widths

    def market_need(self, width: int, notes: bool = True) -> int:
        """The market's height: the round track, the blacksmith's and bazaars' row, the
        clerk's, then the barracks', road's and discard's, with their notes wrapped under
        their names (``notes``) or not."""
        gap = self.px(6)
        lines = max(
            len(self.space_notes(w)[sp])
            for sp, w in zip(ROW3, self.row3_widths(width), strict=True)
        )
        row3 = self.px(38)
        if notes:
            row3 = max(row3, self.space_head() + lines * self.word_h() + self.px(4))
        return self.px(22) + self.row1_h(width) + gap + self.clerk_row_h(width) + gap + row3

    def row1_spaces(self) -> list[tuple[str, list[tuple[str, Action]]]]:
        """The blacksmith's and bazaars' spaces, each with the cards it offers."""
        v, seat = self.view, self.me()
        last = info.is_last_round(v) and v.phase in ("market", "quest", "rewards", "over")
        return [
            (sp.space, self.space_tiles(v, sp.space, last))
            for sp in info.market_spaces(v, seat if seat is not None else -1)
            if sp.space == "blacksmith" or sp.space.startswith("bazaar")
        ]

    def tile_words(self, cid: str) -> tuple[str, str]:
        """A row-1 card's name and its price line (icons in braces)."""
        c = self.world.content
        if cid in c.end_bonuses:
            taken = any(cid in data.end_bonuses for data in self.view.seats)
            price = tr("taken") if taken else tr("{n} gold", n=c.end_bonuses[cid].cost)
            return c.end_bonuses[cid].name, price
        return c.card_name(cid), card_price_line(self.view, cid).replace("★", "{star}")

    def row1_plan(self, width: int) -> tuple[list[SpacePlan], int, int]:
        """Where the row-1 spaces and their cards go across ``width``, one row's height and
        its heading's: a space's name (wrapped on two lines where that keeps the spaces on one
        row), then its cards, each tall enough for its name wrapped on whole words and its
        price."""
        size, margin = self.px(12), self.px(8)
        head_px = self.px(13)
        needs, words = [], []
        for sp, tiles in self.row1_spaces():
            cards = []
            for cid, _ in tiles:
                name, price = self.tile_words(cid)
                widest = max(self.text_width(w, size, True) for w in name.split())
                taken = self.px(20) if price == tr("taken") else 0
                parts = price.split(" · ")  # the price may go on two lines: gold, prestige
                part = max(self.text_width(w, size) for w in parts) + taken
                cards.append(max(widest, part) + margin)
            marks = self.px(10) + self.space_marks(sp) * self.px(16)
            title = self.space_title(sp)
            whole = self.text_width(title, head_px, True)
            word = max(self.text_width(w, head_px, True) for w in title.split())
            needs.append(SpaceNeed(sp, whole + marks, tuple(cards)))
            words.append(SpaceNeed(sp, word + marks, tuple(cards)))
        spacing = Spacing(self.px(6), self.px(5), self.px(4))
        plans = plan_row(needs, width, spacing)
        head = self.row1_head()
        wrapped = plan_row(words, width, spacing)
        if any(p.row for p in plans) and not any(p.row for p in wrapped):
            plans = wrapped  # the names wrap under one another: the spaces keep one row
            lines = max(len(self.space_name_lines(p.space, p.width)) for p in plans)
            head += (lines - 1) * theme.font(head_px, True).get_linesize()
        line, price_line = theme.font(size, True).get_linesize(), self.icon_line()
        tallest = 0
        tiles = dict(self.row1_spaces())
        for plan in plans:
            for (cid, _), w in zip(tiles[plan.space], plan.cards, strict=True):
                name, price = self.tile_words(cid)
                names = len(theme.try_wrap(name, size, w - margin, True))
                prices = len(self.price_lines(cid, w))
                tallest = max(tallest, names * line + prices * price_line)
        if not any(plan.cards for plan in plans):  # 'sold out' alone
            return plans, self.steady_row1(width, self.px(24) + self.word_h() + self.px(5)), head
        card_h = self.px(5) + tallest + self.px(3)
        return plans, self.steady_row1(width, max(self.px(70), head + card_h + self.px(3))), head

    def steady_row1(self, width: int, h: int) -> int:
        """The row-1 height ``h`` as tall as it has been this round at this width: the cards
        bought out of a row leave its place (and every row under it) where it was, as King's
        Forge's gather row does (playtest 7: a purchase collapsed the row, the quests moved up
        and a tooltip then covered them)."""
        seen: dict = self.__dict__.setdefault("row1_seen", {})
        key, rnd = (width, self.s), self.view.round
        was = seen.get(key)
        seen[key] = (rnd, max(h, was[1]) if was and was[0] == rnd else h)
        return seen[key][1]

    def price_lines(self, cid: str, width: int) -> list[str]:
        """A row-1 card's price across a card ``width`` wide: on one line, or its gold and
        its prestige on two."""
        price = self.tile_words(cid)[1]
        taken = self.px(20) if price == tr("taken") else 0
        if self.text_width(price, self.px(12)) + taken <= width - self.px(8):
            return [price]
        return price.split(" · ")

    def space_name_lines(self, sp: str, width: int) -> tuple[str, ...]:
        """A market space's name across a space ``width`` wide, its seats' marks beside it."""
        room = width - self.px(10) - self.space_marks(sp) * self.px(16)
        return theme.wrap(self.space_title(sp), self.px(13), room, True)

    def space_marks(self, sp: str) -> int:
        """How many seats' marks stand beside a market space's name."""
        seat = self.me()
        for space in info.market_spaces(self.view, seat if seat is not None else -1):
            if space.space == sp:
                return len(space.taken_by)
        return 0

    def row1_head(self) -> int:
        """A row-1 space's name line above its cards."""
        return max(self.px(18), theme.font(self.px(13), True).get_linesize() + 2)

    def row1_h(self, width: int) -> int:
        """The blacksmith's and bazaars' rows (one or two) across ``width``."""
        plans, h, _head = self.row1_plan(width)
        rows = 1 + max((p.row for p in plans), default=0)
        return rows * h + (rows - 1) * self.px(6)

    def offer_step(self) -> int:
        """From one line of a quest's name to the next."""
        return theme.font(self.px(12), True).get_linesize() - 1

    def offer_name_lines(self, name: str, width: int) -> list[str]:
        """A quest's name on an offer card ``width`` wide, wrapped on whole words: its first
        line right of the cost's coin (empty where the first word does not fit there), the
        others across the whole card."""
        face = theme.font(self.px(12), True)
        beside = width - self.px(8) - self.offer_coin() - self.px(3)
        lines: list[str] = []
        for word in name.split():
            if not lines:
                lines = [word] if face.size(word)[0] <= beside else ["", word]
                continue
            line = f"{lines[-1]} {word}".strip()
            limit = beside if len(lines) == 1 else width - self.px(8)
            if face.size(line)[0] <= limit:
                lines[-1] = line
            else:
                lines.append(word)
        return lines

    def offer_coin(self) -> int:
        """The side of an offer card's coin (as tall as a line of its words)."""
        return max(self.px(17), self.word_h() - 1)

    def offer_rows(self, qid: str, width: int) -> tuple[bool, int]:
        """Whether a quest's steps line shares its name's last line on an offer card ``width``
        wide (right of it, where both fit), and the card's rows of words."""
        lines = self.offer_name_lines(self.world.content.all_quests[qid].name, width)
        face = theme.font(self.px(12), True)
        indent = self.px(4) + (self.offer_coin() + self.px(3) if len(lines) == 1 else 0)
        used = indent + face.size(lines[-1])[0] + self.px(8)
        quest = self.text_width(self.quest_line(qid), self.px(12))
        merged = used + quest <= width - self.px(4)
        return merged, len(lines) + (0 if merged else 1)

    def offer_quest_spot(self, qid: str, card: pygame.Rect) -> tuple[str, pygame.Rect]:
        """Where an offer card's steps line goes: beside the name's last line where both fit
        (``offer_rows``), else along the card's foot, its spaces narrowed and then the line
        shrunk to the card's inner width (playtest 8: "The Fish King Blockades the Dock"'s
        second weapon crossed the card's border). The line and the rectangle it is drawn in."""
        line = self.quest_line(qid)
        size = self.px(12)
        lines = self.offer_name_lines(self.world.content.all_quests[qid].name, card.width)
        if self.offer_rows(qid, card.width)[0]:
            wide = self.text_width(line, size)
            top = card.y + self.px(3) + (len(lines) - 1) * self.offer_step()
            return line, pygame.Rect(card.right - self.px(4) - wide, top, wide, self.icon_line())
        room = card.width - self.px(8)
        if self.text_width(line, size) > room:
            line = line.replace("  ", " ")
        wide = min(room, self.text_width(line, size))
        top = card.bottom - self.px(3) - self.icon_line()
        return line, pygame.Rect(card.x + self.px(4), top, wide, self.icon_line())

    def offer_card_needs(self, width: int) -> list[int]:
        """Each row of the quest offer's cards: how tall it must be for its cards' whole names
        and their feet (the coin and the steps line)."""
        cols, gap = 4, self.px(5)
        w = (width - (cols - 1) * gap) // cols
        rows = [2, 2]
        for slot, qid, _cost in info.quest_offer(self.view):
            if qid:
                rows[slot // cols] = max(rows[slot // cols], self.offer_rows(qid, w)[1])
        foot = self.icon_line()  # the coin and the steps line, with their icons
        return [self.px(3) + (n - 1) * self.offer_step() + foot + self.px(4) for n in rows]

    def offer_need(self, width: int) -> int:
        """The quest offer's height: its heading and two rows of cards."""
        return self.px(19) + sum(self.offer_card_needs(width)) + self.px(5)

    def offer_row_heights(self) -> list[int]:
        """The offer's two rows of cards across its rect: each row its need, the room over
        (or short) shared evenly."""
        r = self.offer_rect
        needs = self.offer_card_needs(r.width)
        room = r.height - self.px(19) - self.px(5)
        spare = room - sum(needs)
        return [needs[0] + spare // 2, needs[1] + spare - spare // 2]
