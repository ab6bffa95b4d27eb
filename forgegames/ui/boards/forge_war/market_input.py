"""The Forge War board's market places: the wealth hand, the merchant's deals, the action spaces
and their cards, the round track and its bonus tiles, and the quest offer."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from forgegames.core.actions import Action
from forgegames.core.errors import Refusal
from forgegames.core.i18n import tr
from forgegames.games.forge_war import board_info as info
from forgegames.games.forge_war.actions import (
    Barracks,
    Buy,
    Clerk,
    KeepWealth,
    Road,
    Sell,
    TakeCard,
    TakeQuest,
    UseStall,
)
from forgegames.games.forge_war.board_info import is_epic, resource_name, stage_of
from forgegames.games.forge_war.state import FWState
from forgegames.ui import theme
from forgegames.ui.boards.forge_war.look import MERCHANT_ROW, ROW3
from forgegames.ui.boards.forge_war.text import card_text, quest_text, wealth_text


class MarketInput:
    """Mixin of ``ForgeWarBoard``: the context panel's and the market's clicks."""

    # --- context panel: prompt, wealth hand, merchant ---------------------------------------------
    def build_context(self) -> None:
        v = self.view
        seat = self.me()
        if v.phase == "wealth" and self.scene.viewer is not None:
            hand = sorted(v.seats[self.scene.viewer].hand)
            top = self.wealth_top(v)
            cols = self.wealth_columns(hand)
            rows = -(-len(hand) // cols)
            gap = self.px(8)
            w = (self.ctx_rect.width - gap * (cols + 1)) // cols
            h = (self.ctx_rect.bottom - top - gap * rows) // rows
            h = min(h, max(self.wealth_need(wid, w) for wid in hand))  # as tall as the words
            for i, wid in enumerate(hand):
                x = self.ctx_rect.x + gap + (i % cols) * (w + gap)
                r = pygame.Rect(x, top + (i // cols) * (h + gap), w, h)
                live = seat is not None and any(
                    isinstance(a, KeepWealth) and wid in a.cards for a in self.legal
                )
                self.add(f"wealth:{wid}", r, lambda w=wid: self.pick_wealth(w), live)
            return
        acting = self.acting()
        if acting is None or v.phase in ("setup", "wealth", "place", "over"):
            return
        panel = info.merchant_panel(v, acting)
        row = self.merchant_row()
        self.merchant_top = self.merchant_top_for(panel, acting)
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
            self.tips.append((chip, resource_name(line.resource)))
            for rect, action in ((buy, b_action), (sell, s_action)):
                if action in self.legal_set:  # the deal in words (a greyed one says why not)
                    self.tips.append((rect, self.scene.describe(action)))
        y = top + rows * row
        right = self.ctx_rect.right - self.px(8)  # the right column's sell buttons' edge
        bw = (right - cols[0]) // 2 - self.px(4)
        for stall in panel.stalls:
            # a stall's deals are short: its buttons as wide as they need, right-aligned under
            # the sell buttons, so the card's name left of them has the room to stand whole
            words = (self.stall_words(stall.left, stall.right),)
            words += (self.stall_words(stall.right, stall.left),)
            sw = min(bw, max(self.text_width(w, self.px(12)) for w in words) + self.px(12))
            for k, give in enumerate(("left", "right")):
                r = pygame.Rect(right - (2 - k) * sw - (1 - k) * self.px(8), y + 1, sw, row - 3)
                a = UseStall(stall.card, give)
                self.add_deal(f"stall:{stall.card}:{give}", r, a)
            start = right - 2 * sw - self.px(8)
            self.tips.append(
                (
                    pygame.Rect(self.ctx_rect.x, y, start - self.ctx_rect.x, row),
                    card_text(self.world, stall.card),
                )
            )
            y += row

    def wealth_top(self, v: FWState) -> int:
        """Where the wealth cards start: under the prompt's lines (three at least; more where
        its words need them, as once the cards are chosen)."""
        return self.ctx_rect.y + self.wealth_offset(self.ctx_rect.width, 3)

    def wealth_offset(self, width: int, least_lines: int) -> int:
        """How far below the context panel's top the wealth cards start in a panel ``width``
        wide: under the prompt's lines, at least ``least_lines`` of them."""
        face = theme.font(self.px(15))
        lines = len(theme.try_wrap(self.prompt(self.view), self.px(15), width - self.px(14)))
        return max(self.px(64), self.px(6) + max(least_lines, lines) * face.get_linesize() + 4)

    def wealth_hand(self) -> list[str]:
        """The viewer's wealth hand while the cards are being chosen (else none)."""
        v, viewer = self.view, self.scene.viewer
        if v.phase != "wealth" or viewer is None:
            return []
        return sorted(w for w in v.seats[viewer].hand if w != "?")

    def wealth_least(self, width: int) -> int:
        """The context panel's least height for the viewer's wealth hand in a panel ``width``
        wide: the prompt (a line more than it has, for the longer words once the cards are
        chosen), then the cards as tall as their words, in rows."""
        hand = self.wealth_hand()
        if not hand:
            return 0
        cols, gap = self.wealth_columns(hand, width), self.px(8)
        w = (width - gap * (cols + 1)) // cols
        rows = -(-len(hand) // cols)
        need = max(self.wealth_need(wid, w) for wid in hand)
        return self.wealth_offset(width, 4) + rows * (need + gap)

    def wealth_columns(self, hand: list[str], width: int | None = None) -> int:
        """The wealth hand's cards side by side, or two a row where a word of a card would not
        fit a card a quarter of the panel (``width``, by default the context panel's) wide."""
        width = self.ctx_rect.width if width is None else width
        w = (width - self.px(8) * 5) // 4 - self.px(8)
        words = [
            (word, bold)
            for wid in hand
            for text, bold in [(self.world.content.wealth[wid].name, True)]
            + [(part, False) for part in wealth_text(self.world, wid)]
            for word in text.split()
        ]
        size = self.px(13)
        fits = all(theme.font(size, bold).size(word)[0] <= w for word, bold in words)
        return 4 if fits else 2

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
        r = self.ctx_rect
        left, right, gap = r.x + self.px(8), r.right - self.px(8), self.px(12)
        half = (right - left - gap) // 2
        bw = (half - self.chip_w() - self.px(4)) // 2
        return [left, left + half + gap], bw

    def merchant_top_for(self, panel: info.MerchantPanel, acting: int) -> int:
        """The top of the merchant box: its title, then a row a resource and a stall, ending
        at the bottom of the context panel."""
        rows = self.deal_rows(panel) + len(panel.stalls)
        head = self.merchant_head(panel, acting)
        return self.ctx_rect.bottom - self.px(6) - rows * self.merchant_row() - head

    def merchant_row(self) -> int:
        """A merchant row's height: its button holds its words with room above and below."""
        return max(int(MERCHANT_ROW * self.s), theme.font(self.px(12)).size("Ag")[1] + 7)

    def add_deal(self, key: str, rect: pygame.Rect, action: Action) -> None:
        """A merchant or stall button: live when the deal is legal now, else greyed, with a
        tooltip saying why (``greyed_tip``)."""
        live = action in self.legal_set
        self.add(key, rect, self.deal(action), live)
        if not live:
            self.greyed[key] = action

    def deal(self, action: Action) -> Callable[[], None]:
        def run() -> None:
            if action in self.legal_set:
                self.act(action)
            else:
                self.refuse(action)

        return run

    def pick_wealth(self, wid: str) -> None:
        if wid in self.picks:
            self.picks.remove(wid)
        elif len(self.picks) < self.world.content.rules.wealth_kept:
            self.picks.append(wid)
        else:
            keep = tr("You keep two cards: click a picked card to put it back first.")
            self.scene.reject(Refusal(keep, "setup"))
            return
        self.changed()

    # --- market ----------------------------------------------------------------------------------
    def build_market(self) -> None:
        v = self.view
        s = self.s
        mr = self.market_rect
        seat = self.me()
        spaces = {sp.space: sp for sp in info.market_spaces(v, seat if seat is not None else -1)}
        gap, bpad = self.px(6), self.px(5)
        self.build_round_track(v)
        # row 1: blacksmith and the bazaar space(s), on two rows when one cannot hold them
        y1 = mr.y + self.px(22)
        plans, h1, head = self.row1_plan(mr.width)
        tiles_in = dict(self.row1_spaces())
        for plan in plans:
            y = y1 + plan.row * (h1 + gap)
            self.rects[f"space:{plan.space}"] = pygame.Rect(mr.x + plan.x, y, plan.width, h1)
            tx = mr.x + plan.x + bpad
            for (cid, action), tile_w in zip(tiles_in[plan.space], plan.cards, strict=True):
                r = pygame.Rect(tx, y + head, tile_w, h1 - head - self.px(3))
                self.add_tile(f"card:{cid}", r, action)
                self.tips.append((r, card_text(self.world, cid)))
                tx += tile_w + self.px(4)
        h1 = self.row1_h(mr.width)
        # row 2: the clerk's public designs
        y2 = y1 + h1 + gap
        h2 = self.clerk_row_h(mr.width)
        self.rects["space:clerk"] = pygame.Rect(mr.x, y2, mr.width, h2)
        tile_y, tile_h = y2 + self.clerk_head_h(), self.clerk_tile_h()
        for row in self.clerk_rows(mr.width):
            x2 = mr.x + bpad
            for d, tw in zip(row, self.clerk_widths(mr.width - 2 * bpad, row), strict=True):
                r = pygame.Rect(x2, tile_y, tw, tile_h)
                x2 += tw + self.px(4)
                self.add_tile(f"clerk:{d}", r, Clerk(d))
                self.tips.append((r, card_text(self.world, d)))
            tile_y += tile_h + self.px(4)
        # row 3: barracks, road, market discard
        y3 = y2 + h2 + gap
        h3 = mr.bottom - y3
        x3 = mr.x
        for sp, w3 in zip(ROW3, self.row3_widths(mr.width), strict=True):
            r = pygame.Rect(x3, y3, w3, h3)
            x3 += w3 + gap
            if sp == "discard":
                options = [a for a in self.legal if isinstance(a, TakeCard)]
                self.add("space:discard", r, self.open_popup(options, r, "discard"), bool(options))
                names = sorted({self.world.content.card_name(c) for c in v.market["discard"]})
                self.tips.append(
                    (r, tr("Market discard: {cards}", cards=", ".join(names) or tr("empty")))
                )
                continue
            options = list(spaces[sp].actions) if sp in spaces else []
            self.add(f"space:{sp}", r, self.open_popup(options, r, sp), bool(options))
            self.tips.append((r, self.space_tip(sp)))
            self.tip_rules[tuple(r)] = "market"
        del s

    @staticmethod
    def round_caption(v: FWState) -> str:
        """The round track's caption: the stage in the epic game, else "Round"."""
        return tr("Stage {n}", n=stage_of(v)) if is_epic(v) else tr("Round")

    def round_dot(self) -> int:
        """A round circle's diameter: 16 px at 1280x720, and never less than its digit's ink
        needs with a pixel of air all round (text has a least size that the layout's scale
        does not shrink: at 1024x640 the digits were bigger than 16 px circles, playtest 5)."""
        ink = pygame.Rect(0, 0, 0, 0)
        for digit in "12345678":
            ink.union_ip(theme.text(digit, self.px(12), theme.TEXT, True).get_bounding_rect())
        reach = 2 * math.hypot(ink.width / 2, ink.height / 2)  # the ink's corners on the circle
        return max(self.px(16), math.ceil(reach) + 2)

    def build_round_track(self, v: FWState) -> None:
        """The round track: a circle a round (the epic game's: the stage's six rounds, each
        bonus tile of the stage right after the round at whose end it is paid)."""
        mr = self.market_rect
        c = self.world.content
        track_info = info.round_track(v)
        rounds, here = track_info.rounds, track_info.tiles
        words = self.round_caption(v)
        caption = theme.font(self.px(13)).size(words)[0] + self.px(10)  # then the circles
        dot = self.round_dot()
        step = dot + self.px(2)
        track_w = (rounds + len(here)) * step + caption
        track = pygame.Rect(mr.right - track_w, mr.y, track_w, step)
        self.rects["rounds"] = track
        x = track.x + caption
        for i in range(1, rounds + 1):
            self.rects[f"round:{i}"] = pygame.Rect(x, mr.y + self.px(1), dot, dot)
            x += step
            for tile, paid_after in here:
                if paid_after != i:
                    continue
                rect = pygame.Rect(x + self.px(1), mr.y + self.px(1), dot - 1, dot - 1)
                self.rects[f"tile:{tile}"] = rect
                about = c.bonus_tiles[tile]
                tip = tr(
                    "{name} bonus tile, paid at the end of round {r} of this stage: {about}",
                    name=about.name,
                    r=paid_after,
                    about=about.text,
                )
                self.tips.append((rect, tip))
                self.tip_rules[tuple(rect)] = "bonus-tiles"
                x += step

    def space_tiles(self, v: FWState, space: str, last: bool) -> list[tuple[str, Action]]:
        """(card or end-bonus id, the action that takes it) shown on a row-1 space."""
        return info.space_offers(v, space, last)

    def add_tile(self, key: str, rect: pygame.Rect, action: Action) -> None:
        """A market card (the blacksmith's, a bazaar's) or a clerk's design. While the person
        chooses a market action, one they cannot take now (most often: too dear) is dimmed
        and its tooltip starts with why (playtest 3, item 10: unaffordable designs looked like
        the others)."""
        live = action in self.legal_set
        self.add(key, rect, self.tile_click(action), live)
        if not live and self.choosing_market():
            self.greyed[key] = action
            self.dimmed.append(rect)

    def choosing_market(self) -> bool:
        """True while the person at the screen picks their market action."""
        v = self.view
        return self.scene.my_turn() and v.phase == "market" and not v.pending

    def tile_click(self, action: Action) -> Callable[[], None]:
        def run() -> None:
            if action in self.legal_set:
                self.act(action)
            else:
                self.refuse(action)

        return run

    def open_popup(self, options: list[Action], anchor: pygame.Rect, what: str):
        def run() -> None:
            if not options:
                if not self.scene.my_turn():
                    self.scene.reject(self.not_your_turn())
                elif what == "barracks":
                    self.refuse(Barracks(True, ()))
                elif what == "road":
                    quests = self.view.seats[self.me() or 0].quests
                    if quests:
                        self.refuse(Road(quests[0].id, 1))
                    else:
                        self.scene.reject(
                            Refusal(tr("The road rushes one of your active quests."), "market")
                        )
                elif what == "discard":
                    self.scene.reject(
                        Refusal(
                            tr("A card is taken from the discard only as a quest reward."),
                            "rewards",
                        )
                    )
                return
            if len(options) == 1:
                self.act(options[0])
                return
            self.popup = list(options)
            self.popup_anchor = anchor
            self.keys.reset()
            self.changed()
            self.group.focus = None
            self.group.move_focus(1)

        return run

    # --- quest offer -----------------------------------------------------------------------------
    def build_offer(self) -> None:
        r = self.offer_rect
        cols, gap = 4, self.px(5)
        w = (r.width - (cols - 1) * gap) // cols
        heights = self.offer_row_heights()
        for slot, qid, _cost in info.quest_offer(self.view):
            x = r.x + (slot % cols) * (w + gap)
            row = slot // cols
            y = r.y + self.px(19) + (heights[0] + gap if row else 0)
            rect = pygame.Rect(x, y, w, heights[row])
            self.rects[f"slot:{slot}"] = rect
            if qid is None:
                continue
            a = TakeQuest(slot)
            self.add(f"offer:{slot}", rect, self.tile_click(a), a in self.legal_set)
            self.tips.append((rect, quest_text(self.world, qid)))
            self.tip_rules[tuple(rect)] = "quests"
