"""Forge War board: the hex mine, the market, the quest offer, the player mats and the merchant.

The board never decides a rule. It groups ``scene.legal_actions()`` by what they are about (a
hex, a market card or space, a quest, an adventurer, a merchant deal) so that clicks can pick
among them, previews mine moves with ``board_info.overseer_preview`` (the same code as the real
move) and equipment with the engine's own ``apply``, and sends the chosen action to
``scene.act``. A click on something with no legal move shows the engine's reason
(``scene.why_not``).

Two-click moves: an overseer (or, for the worker-move reward, a worker), then a lit hex. Quest
management collects an adventurer, a design and a quest in any order, then equips. Everything
clickable is also a keyboard target (Tab walks the live places, then the action strip; Enter
clicks), and every legal move no place on the board covers is a button in the strip.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Callable, Hashable
from typing import Any

import pygame

from forgegames.core.actions import Action
from forgegames.core.hexgrid import Hex
from forgegames.core.i18n import count, tr
from forgegames.games.forge_war import board_info as info
from forgegames.games.forge_war.actions import (
    Barracks,
    Bazaar,
    Blacksmith,
    Buy,
    ChooseTitle,
    Clerk,
    EndBonusSpace,
    Equip,
    KeepWealth,
    Levels,
    MoveOverseer,
    MoveWorker,
    PlaceOverseer,
    Road,
    Sell,
    TakeCard,
    TakeQuest,
    TileBuy,
    Unassign,
    UseStall,
    coords,
    hex_of,
)
from forgegames.games.forge_war.board_info import (
    content,
    hire_cost,
    is_epic,
    load_resources,
    owned_designs,
    resource_name,
    stage_of,
    types_words,
)
from forgegames.games.forge_war.state import FWState
from forgegames.ui import theme
from forgegames.ui.animation import FLY_MS, Animation, card_flight, ease_in_out, snapshot
from forgegames.ui.boards.base import BoardView
from forgegames.ui.boards.forge_war.hexmine import (
    MineView,
    flight,
    mine_animations,
    overseer_move,
    slide_ms,
)
from forgegames.ui.boards.forge_war.paint import KINDS, TIP_SIZE, Painter
from forgegames.ui.boards.forge_war.row import SpaceNeed, SpacePlan, Spacing, plan_row
from forgegames.ui.boards.forge_war.text import (
    card_price_line,
    card_text,
    preview_lines,
    quest_text,
)
from forgegames.ui.boards.places import KeyWalk, Target, prepare_tooltip
from forgegames.ui.hotseat import Refusal
from forgegames.ui.intents import Intent
from forgegames.ui.widgets import Button, ButtonGroup

LISTED = {ChooseTitle: "Choose a champion title…", TileBuy: "Spend the tile's gold…"}
"""Pending choices too many and too long for the strip: one button opens their list."""
COVERED = (
    *LISTED,
    PlaceOverseer,
    MoveOverseer,
    MoveWorker,
    Buy,
    Sell,
    UseStall,
    Blacksmith,
    Bazaar,
    Barracks,
    Clerk,
    Road,
    EndBonusSpace,
    TakeQuest,
    Equip,
    Unassign,
    KeepWealth,
    TakeCard,
    Levels,
)
"""Moves a place on the board (or a choice list it opens) offers; the rest go in the strip."""


SPACE_TIPS = {
    "barracks": "Barracks (closed: one player a round): hire an adventurer for 4 gold and/or "
    "train one adventurer a level for gold equal to its level (not the one just hired).",
    "road": "Road (open): rush one of your active quests a step (more with Adventurer's "
    "Savvy). It never completes a quest; legs crossed pay their rewards at once.",
}


ROW3 = ("barracks", "road", "discard")
"""The market's bottom row of spaces."""

MERCHANT_ROW = 22
"""Height of one merchant row (a resource or a stall) at the base scale."""


@dataclasses.dataclass
class Preview:
    """A hover preview: where it applies, its lines, and the hexes to mark."""

    key: tuple
    title: str
    lines: list[str]
    marks: list[tuple[Hex, str, int | None]] = dataclasses.field(default_factory=list)
    """(hex, kind, seat after) for the mine."""


class ForgeWarBoard(Painter, BoardView):
    def __init__(self, scene) -> None:
        super().__init__(scene)
        self.mine_view = MineView(load_resources())
        self.group = ButtonGroup(chain=True)
        self.targets: list[Target] = []
        self.rects: dict[str, pygame.Rect] = {}
        self.last_rects: dict[str, pygame.Rect] = {}
        """The places as laid out for the game before the last move."""
        self.tips: list[tuple[pygame.Rect, str]] = []
        self.legal: list[Action] = []
        self.legal_set: set[Action] = set()
        self.view: FWState = scene.visible_state()
        self.popup: list[Action] = []
        self.popup_anchor = pygame.Rect(0, 0, 0, 0)
        self.selected: Hex | None = None
        """The overseer (or worker, for the worker-move reward) picked for a two-click move."""
        self.equip: dict[str, object] = {"adv": None, "design": None, "quest": None}
        self.picks: list = []
        """Wealth cards or adventurers (a level choice) picked so far."""
        self.mouse: tuple[int, int] = (-1, -1)
        self.hover_key = ""
        self.keys = KeyWalk()
        self.history_len = -1
        self._preview: Preview | None = None

    # --- helpers -------------------------------------------------------------------------------
    @property
    def s(self) -> float:
        return self.scene.app.scale

    def px(self, n: float) -> int:
        return int(n * self.s)

    def acting(self) -> int | None:
        return info.acting_seat(self.view)

    def me(self) -> int | None:
        """The seat whose moves the screen takes now (None when it is not a human's turn)."""
        return self.scene.session.active if self.scene.my_turn() else None

    def reset_choice(self) -> None:
        self.popup, self.selected, self.picks = [], None, []
        self.equip = {"adv": None, "design": None, "quest": None}
        self.keys.reset()
        self._preview = None

    def act(self, action: Action) -> None:
        self.reset_choice()
        self.scene.act(action)

    def refuse(self, action: Action) -> None:
        self.scene.reject(self.scene.why_not(action))

    def changed(self) -> None:
        """A selection changed: rebuild places and strip, redraw the cached layer."""
        self.refresh()
        self.scene.invalidate()

    # --- layout ----------------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        pad = self.px(8)
        self.pad = pad
        strip_h = self.px(44)
        self.strip_rect = pygame.Rect(
            rect.x + pad, rect.bottom - pad - strip_h, rect.width - 2 * pad, strip_h
        )
        left_w = int(rect.width * 0.40)
        usable = self.strip_rect.top - rect.y - 2 * pad
        mine_h = int(usable * 0.58)
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

    def place_right_column(self) -> None:
        """The market, the quest offer and the mats, top to bottom. The market and the offer
        are as tall as their words need (a space's note on two lines, a quest's name on three
        where the text floor makes the words wide); the mats take the rest."""
        rect, pad = self.area, self.pad
        rx = self.mine_rect.right + pad
        rw = rect.right - pad - rx
        market_h = self.px(190)
        offer_h = self.px(134)
        if hasattr(self, "view"):
            market_h = min(market_h, self.market_need(rw, notes=False))
            grown_m = max(market_h, self.market_need(rw))
            grown_o = max(offer_h, self.offer_need(rw))
            # the mats keep the acting seat's quests (they are clicked): the offer gives up
            # its room first, then the market
            spare = self.strip_rect.top - rect.y - 4 * pad - self.mats_least(rx, rw)
            over = max(0, grown_m + grown_o - spare)
            grown_o -= min(over, grown_o - offer_h)
            over = max(0, grown_m + grown_o - spare)
            grown_m -= min(over, grown_m - market_h)
            market_h, offer_h = grown_m, grown_o
        self.market_rect = pygame.Rect(rx, rect.y + pad, rw, market_h)
        self.offer_rect = pygame.Rect(rx, self.market_rect.bottom + pad, rw, offer_h)
        top = self.offer_rect.bottom + pad
        self.mats_rect = pygame.Rect(rx, top, rw, self.strip_rect.top - pad - top)

    def mats_least(self, x: int, width: int) -> int:
        """The least height of the mats: the acting seat's with its quests side by side, the
        others summarised (see ``build_mats``)."""
        v, acting = self.view, self.acting()
        area = pygame.Rect(x, 0, width, 0)
        order = self.mat_order()
        heights = [
            self.mat_layout(v, seat, area, compact=seat != acting, dense=True)[0] for seat in order
        ]
        return sum(heights) + self.px(5) * (len(order) - 1)

    def word_h(self) -> int:
        """The height of a rendered line of small (12 px at scale) text."""
        return theme.font(self.px(12)).size("Ag")[1]

    def clerk_row_h(self) -> int:
        """The clerk's row: its heading, then tiles holding a design's name and its price."""
        return max(self.px(48), self.px(21) + 2 * self.word_h())

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
                + self.text_width(tr("closed"), self.px(12))
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
        return self.px(22) + self.row1_h(width) + gap + self.clerk_row_h() + gap + row3

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
        c = content()
        if cid in c.end_bonuses:
            taken = any(cid in data["end_bonuses"] for data in self.view.seats)
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
        line, price_line = theme.font(size, True).get_linesize(), theme.font(size).get_linesize()
        tallest = 0
        tiles = dict(self.row1_spaces())
        for plan in plans:
            for (cid, _), w in zip(tiles[plan.space], plan.cards, strict=True):
                name, price = self.tile_words(cid)
                names = len(theme.wrap(name, size, w - margin, True))
                prices = len(self.price_lines(cid, w))
                tallest = max(tallest, names * line + prices * price_line)
        if not any(plan.cards for plan in plans):  # 'sold out' alone
            return plans, self.px(24) + self.word_h() + self.px(5), head
        card_h = self.px(5) + tallest + self.px(3)
        return plans, max(self.px(70), head + card_h + self.px(3)), head

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

    def offer_name_lines(self, name: str, width: int) -> list[tuple[int, str]]:
        """A quest's name on an offer card ``width`` wide, as (indent, line): right of the
        coin while beside it, then under it across the whole card."""
        size, step = self.px(12), self.offer_step()
        beside = max(1, (self.px(27) - self.px(2) + step - 1) // step)
        narrow = width - self.px(26) - self.px(3)
        lines = theme.wrap(name, size, narrow, True)
        face = theme.font(size, True)
        wide = [i for i, line in enumerate(lines) if face.size(line)[0] > narrow]
        fits = min([beside, *wide])  # a word too long beside the coin goes under it
        if len(lines) <= fits:
            return [(self.px(26), line) for line in lines]
        rest = " ".join(lines[fits:])
        under = theme.wrap(rest, size, width - self.px(8), True)
        blank = [(self.px(26), "")] * (beside - fits)  # beside the coin, left empty
        placed = [(self.px(26), line) for line in lines[:fits]]
        return placed + blank + [(self.px(4), u) for u in under]

    def offer_rows(self, qid: str, width: int) -> tuple[bool, int]:
        """Whether a quest's steps line shares its name's last line on an offer card ``width``
        wide (right of it, where both fit), and the card's rows of words."""
        lines = self.offer_name_lines(content().all_quests[qid].name, width)
        indent, last = lines[-1]
        size = self.px(12)
        used = indent + theme.font(size, True).size(last)[0] + self.px(8)
        merged = used + self.text_width(self.quest_line(qid), size) <= width - self.px(4)
        return merged, len(lines) + (0 if merged else 1)

    def offer_card_needs(self, width: int) -> list[int]:
        """Each row of the quest offer's cards: how tall it must be for its cards' whole names
        (up to three lines, more where a long word goes under the coin) and steps lines."""
        cols, gap = 4, self.px(5)
        w = (width - (cols - 1) * gap) // cols
        rows = [3, 3]
        for slot, qid, _cost in info.quest_offer(self.view):
            if qid:
                rows[slot // cols] = max(rows[slot // cols], self.offer_rows(qid, w)[1])
        return [self.px(2) + (n - 1) * self.offer_step() + self.word_h() + self.px(5) for n in rows]

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

    # --- rebuilding the places -----------------------------------------------------------------
    def refresh(self) -> None:
        scene = self.scene
        self.view = scene.visible_state()
        if len(scene.session.history) != self.history_len:
            self.history_len = len(scene.session.history)
            self.reset_choice()
            self.last_rects = self.rects  # where things were before the move (card flights)
        self.legal = scene.legal_actions()
        self.legal_set = set(self.legal)
        if hasattr(self, "area"):
            self.place_right_column()  # the market's and the offer's words decide their heights
        self.targets, self.rects, self.tips = [], {}, []
        self.reach: set[Hex] = set()
        """Where the selected overseer (or worker) can go: lit, the rest of the mine veiled."""
        self.tip_rules: dict[tuple[int, ...], str] = {}
        """The rules section of a tooltip that names one, by its place (``tips``' rect)."""
        self._preview = None
        if self.view.mine is not None:
            area = self.mine_rect.inflate(-self.px(8), 0)
            area.y += self.px(22)
            area.height -= self.px(26)
            self.mine_view.fit(self.view.mine.board, area)
            self.build_mine()
        self.build_context()
        self.build_market()
        self.build_offer()
        self.build_mats()
        self.build_strip()
        self.prepare_tips()

    def prepare_tips(self) -> None:
        """Make the pictures of this position's tooltips now (the unchanged ones are kept from
        the last position): the first pass of the mouse over a place then costs a frame no
        more than the next."""
        for rect, text in self.tips:
            rule = self.tip_rules.get(tuple(rect))
            prepare_tooltip(self.rule_tip(text, rule) if rule else text, self.s, *TIP_SIZE)

    def animations(self, before: FWState, after: FWState) -> list[Animation]:
        """An overseer sliding along its path, passed workers taking their new colours, and
        workers leaving the mine (see ``hexmine.mine_animations``); changed scores count up."""
        scores = self.card_flights(before, after) + self.score_animations(before, after)
        if before.mine is None or after.mine is None:
            return scores
        looks = [
            (self.scene.seat_colour(i).rgb, self.scene.seat_colour(i).symbol)
            for i in info.mine_colours(after)
        ]
        slides = mine_animations(self.mine_view, before.mine, after.mine, looks)
        return slides + self.cube_flights(before, after) + scores

    def cube_flights(self, before: FWState, after: FWState) -> list[Animation]:
        """After an overseer's move, a cube for each resource received flies from the hex of
        the worker that produced it to its owner's mat. What each seat received is the
        engine's (its preview of the move just made, from the state before it)."""
        move = overseer_move(before.mine, after.mine)
        if move is None:
            return []
        start, end = move
        change = info.made_move_change(before, start, end)
        if change is None:
            return []
        left = {s: dict(g) for s, g in change.gains.items()}
        out = []
        delay = slide_ms(start, end)
        for c in change.changes:
            mat = self.rects.get(f"mat:{c.after}")
            if c.kind not in ("generate", "convert", "kept", "defect") or mat is None:
                continue
            rid = before.mine.board.resources[c.hex]
            if left.get(c.after, {}).get(rid, 0) <= 0:
                continue
            left[c.after][rid] -= 1
            cube = self.cube_picture(rid)
            paint = flight(self.mine_view.centre(c.hex), mat.center, cube)
            out.append(Animation(520, paint, ease_in_out, delay_ms=delay + 70 * len(out)))
        return out

    def card_flights(self, before: FWState, after: FWState) -> list[Animation]:
        """A design bought or a quest taken flies from where it lay (as it looked there before
        the move) to its new owner's mat."""
        picture = getattr(self.scene, "last_picture", None)
        old_offer = list(before.quests["offer"])
        out = []
        for seat, (was, now) in enumerate(zip(before.seats, after.seats, strict=True)):
            mat = self.rects.get(f"mat:{seat}")
            if mat is None:
                continue
            starts = []
            for cid in Counter(now["designs"]) - Counter(was["designs"]):
                starts.append(
                    self.last_rects.get(f"card:{cid}") or self.last_rects.get(f"clerk:{cid}")
                )
            taken = {e["id"] for e in now["quests"]} - {e["id"] for e in was["quests"]}
            for qid in taken:
                if qid in old_offer:
                    starts.append(self.last_rects.get(f"slot:{old_offer.index(qid)}"))
            rgb = self.scene.seat_colour(seat).rgb
            for rect in starts:
                if rect is not None:
                    paint = card_flight(snapshot(picture, rect), rect, mat, rgb)
                    out.append(Animation(FLY_MS, paint, ease_in_out, delay_ms=90 * len(out)))
        return out

    def cube_picture(self, rid: str) -> pygame.Surface:
        """A resource cube as it flies (its colour and symbol)."""
        side = self.px(17)  # as ``resource_chip`` draws it
        cube = pygame.Surface((side + self.px(4) + 1, side + 1), pygame.SRCALPHA)
        self.resource_chip(cube, rid, None, (0, 0))
        return cube

    def score_place(self, seat: int) -> pygame.Rect | None:
        return self.rects.get(f"mat:{seat}")

    def hint_places(self, action: Action) -> list[pygame.Rect]:
        """The hexes of a mine move (from, then to), or the places a market, quest or reward
        move is clicked at (in order), then any button labelled with the move."""
        hexes = {
            PlaceOverseer: ("at",),
            MoveOverseer: ("frm", "to"),
            MoveWorker: ("frm", "to"),
        }.get(type(action), ())
        places = [
            self.hex_rect(hex_of(getattr(action, name)))
            for name in hexes
            if getattr(action, name) and self.view.mine is not None
        ]
        places += [self.rects[k] for k in self.hint_keys(action) if k in self.rects]
        return places + super().hint_places(action)

    def hint_keys(self, action: Action) -> list[str]:
        """The keys of ``self.rects`` where a person clicks to make ``action``."""
        up = self.view.market.get("up", {}) if self.view.market else {}
        keys: dict[type, Callable[[Any], list[str]]] = {
            Buy: lambda a: [f"buy:{a.resource}"],
            Sell: lambda a: [f"sell:{a.resource}"],
            UseStall: lambda a: [f"stall:{a.card}:{a.give}"],
            Blacksmith: lambda a: [f"card:{up.get('weapon')}"],
            Bazaar: lambda a: [f"card:{up.get(a.slot)}"],
            EndBonusSpace: lambda a: [f"card:{a.bonus}"],
            Clerk: lambda a: [f"clerk:{a.design}"],
            Barracks: lambda a: ["space:barracks"],
            Road: lambda a: ["space:road"],
            TakeCard: lambda a: ["space:discard"],
            TakeQuest: lambda a: [f"offer:{a.slot}"],
            Equip: lambda a: [f"adv:{a.adv}", f"quest:{a.quest}", f"design:{a.design}"],
            Unassign: lambda a: [f"adv:{a.adv}"],
            Levels: lambda a: [f"adv:{adv}" for adv in a.advs],
            KeepWealth: lambda a: [f"wealth:{card}" for card in a.cards],
        }
        pick = keys.get(type(action))
        return pick(action) if pick is not None else []

    def add(self, key: str, rect: pygame.Rect, on_click, live: bool, hex_: Hex | None = None):
        self.rects[key] = rect
        self.targets.append(Target(key, rect, on_click, live, hex_))

    # --- what each part shows (for the frame's marks) -----------------------------------------
    def regions(self, state: FWState) -> dict[str, tuple[pygame.Rect, Hashable]]:
        """Each mine hex, the round track, each market space, each quest offer slot, each
        player mat and, where shown, the acting seat's merchant.

        Rectangles come from the layout built for the game on screen (market spaces, mats and
        the mine's hexes are sized by it). The prompt, the acting seat's frame and the
        legal-move outlines follow the turn rather than the game and are left out.
        """
        if not self.rect.width:
            return {}  # not laid out yet
        if len(self.scene.session.history) != self.history_len:
            self.refresh()  # asked before the board rebuilt for the new position
        out: dict[str, tuple[pygame.Rect, Hashable]] = {}
        mine = state.mine
        if mine is not None and self.view.mine is not None:
            for h in mine.board.hexes:
                rect = self.hex_rect(h).clip(self.mine_rect)
                out[f"hex:{h.q},{h.r}"] = (rect, hex_part(state, h))
        elif mine is not None:  # no mine on screen to place the hexes on
            parts = tuple(hex_part(state, h) for h in mine.board.hexes)
            out["mine"] = (self.mine_rect, parts)
        track = (state.round, state.phase == "over", tuple(tuple(t) for t in state.tiles))
        out["rounds"] = (self.rects["rounds"], track)
        for key, rect in self.rects.items():
            if key.startswith("space:"):
                out[key] = (rect, self.space_part(state, key[6:]))
        for slot, qid, cost in info.quest_offer(state):
            key = f"slot:{slot}"
            if key in self.rects:
                out[key] = (self.rects[key], (qid, cost))
        for seat in range(state.players):
            out[f"mat:{seat}"] = (self.rects[f"mat:{seat}"], mat_part(state, seat))
        acting = info.acting_seat(state)
        if acting is not None and state.phase not in ("setup", "wealth", "place", "over"):
            panel = info.merchant_panel(state, acting)
            box = self.merchant_box(self.merchant_top_for(panel, acting))
            out["merchant"] = (box, merchant_part(state, acting, panel))
        return out

    def space_part(self, v: FWState, space: str) -> Hashable:
        """What a market space shows: who stands on it and what it offers."""
        taken = tuple(v.market["spaces"].get(space, []))
        if space == "discard":
            return len(v.market["discard"])
        if space in ("barracks", "road"):
            return taken
        if space == "clerk":
            claims = v.market["claims"]
            public = v.market["public"]
            prices = tuple((d, info.clerk_price(v, d), tuple(claims.get(d, []))) for d in public)
            return taken, prices
        last = info.is_last_round(v)
        shown = last and v.phase in ("market", "quest", "rewards", "over")
        tiles = tuple(cid for cid, _ in self.space_tiles(v, space, shown))
        holders = tuple(
            tuple(seat for seat, data in enumerate(v.seats) if cid in data["end_bonuses"])
            for cid in tiles
        )
        empty = not self.space_tiles(v, space, last and v.phase != "mine")
        note = ("mine" if v.phase == "mine" else "sold out") if empty else ""
        return taken, last, tiles, holders, note

    # --- the mine ------------------------------------------------------------------------------
    def mine_mode(self) -> str:
        """place, overseer, worker or '' (what a click on the mine does now)."""
        v = self.view
        if v.pending:
            kind = v.pending[0]["kind"]
            return kind if kind in ("overseer", "worker") else ""
        if v.phase == "place":
            return "place"
        if v.phase == "mine":
            return "overseer"
        return ""

    def hex_rect(self, h: Hex) -> pygame.Rect:
        x, y = self.mine_view.centre(h)
        size = int(self.mine_view.layout.size)
        return pygame.Rect(x - size, y - size, 2 * size, 2 * size)

    def build_mine(self) -> None:
        mode = self.mine_mode()
        legal = self.legal
        if mode == "place":
            for a in legal:
                if isinstance(a, PlaceOverseer):
                    h = hex_of(a.at)
                    self.add(f"hex:{h.q},{h.r}", self.hex_rect(h), lambda a=a: self.act(a), True, h)
        elif mode == "overseer":
            moves = [a for a in legal if isinstance(a, MoveOverseer)]
            self.add_two_click(moves)
        elif mode == "worker":
            moves = [a for a in legal if isinstance(a, MoveWorker)]
            self.add_two_click(moves)

    def add_two_click(self, moves: list) -> None:
        starts = sorted({hex_of(a.frm) for a in moves})
        if self.selected is not None and self.selected not in starts:
            self.selected = None
        for h in starts:
            self.add(f"hex:{h.q},{h.r}", self.hex_rect(h), lambda h=h: self.pick_hex(h), True, h)
        if self.selected is None:
            return
        for a in moves:
            if hex_of(a.frm) == self.selected and a.to:
                h = hex_of(a.to)
                self.reach.add(h)
                self.add(f"hex:{h.q},{h.r}", self.hex_rect(h), lambda a=a: self.act(a), True, h)

    def pick_hex(self, h: Hex) -> None:
        self.selected = None if self.selected == h else h
        self.changed()

    def click_hex(self, h: Hex) -> None:
        """A click on a hex with no live place: say why nothing happens."""
        mode = self.mine_mode()
        mine = self.view.mine
        assert mine is not None
        if not self.scene.my_turn():
            self.scene.reject(tr("It is not your turn."))
        elif mode == "place":
            self.refuse(PlaceOverseer(coords(h)))
        elif mode == "overseer":
            start = self.selected or h
            colour = info.acting_colour(self.view)
            if (
                self.selected is None
                and mine.overseers.get(h) == colour
                and info.overseer_can_move(mine, h)
            ):
                self.scene.reject(
                    tr(
                        "The automated colour's priority rules out every move of that "
                        "overseer: pick one that is lit."
                    )
                )
            elif self.selected is None and mine.overseers.get(h) == colour:
                self.scene.reject(
                    Refusal(
                        tr("That overseer cannot move: every straight line is blocked."),
                        "overseer-move",
                    )
                )
            else:
                self.refuse(MoveOverseer(coords(start), coords(h)))
        elif mode == "worker":
            refusal = info.worker_move_refusal(
                self.view, self.selected or h, h if self.selected else None
            )
            if refusal is None:
                self.scene.reject(tr("Choose a worker first, then an empty hex."))
            else:
                self.scene.reject(Refusal(str(refusal), refusal.rule))
        else:
            self.scene.reject(tr("The mine is not in play now ({phase}).", phase=self.phase_name()))

    def phase_name(self) -> str:
        return self.scene.title.status(self.view).phase.lower()

    def mine_preview(self, h: Hex) -> Preview | None:
        """What moving the selected overseer to ``h`` would do (the engine's preview)."""
        v = self.view
        seat = self.me()
        if self.mine_mode() != "overseer" or self.selected is None or seat is None:
            return None
        if MoveOverseer(coords(self.selected), coords(h)) not in self.legal_set:
            return None
        key = ("mine", self.history_len, self.selected, h)
        if self._preview is not None and self._preview.key == key:
            return self._preview
        assert v.mine is not None
        mover = v.mine.overseers.get(self.selected, seat)
        change = info.overseer_preview(v, mover, self.selected, h)
        names = [self.scene.seat_name(i) for i in info.mine_colours(v)]
        marks = [(c.hex, c.kind, c.after) for c in change.changes]
        self._preview = Preview(
            key, tr("If the overseer moves here:"), preview_lines(change, names), marks
        )
        return self._preview

    # --- context panel: prompt, wealth hand, merchant ---------------------------------------------
    def build_context(self) -> None:
        v = self.view
        seat = self.me()
        if v.phase == "wealth" and self.scene.viewer is not None:
            hand = sorted(v.seats[self.scene.viewer]["hand"])
            top = self.ctx_rect.y + self.px(64)
            w = (self.ctx_rect.width - self.px(8) * 5) // 4
            for i, wid in enumerate(hand):
                r = pygame.Rect(
                    self.ctx_rect.x + self.px(8) + i * (w + self.px(8)),
                    top,
                    w,
                    self.ctx_rect.bottom - top - self.px(8),
                )
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
        y = self.merchant_top + self.merchant_head(panel, acting)
        x0, bw = self.deal_columns(panel)
        for line in panel.lines:
            buy = pygame.Rect(x0, y + 1, bw, row - 3)
            sell = pygame.Rect(x0 + bw + self.px(8), y + 1, bw, row - 3)
            b_action, s_action = Buy(line.resource), Sell(line.resource)
            self.add(f"buy:{line.resource}", buy, self.deal(b_action), b_action in self.legal_set)
            self.add(f"sell:{line.resource}", sell, self.deal(s_action), s_action in self.legal_set)
            y += row
        for stall in panel.stalls:
            for k, give in enumerate(("left", "right")):
                r = pygame.Rect(x0 + k * (bw + self.px(8)), y + 1, bw, row - 3)
                a = UseStall(stall.card, give)
                self.add(f"stall:{stall.card}:{give}", r, self.deal(a), a in self.legal_set)
            self.tips.append(
                (pygame.Rect(self.ctx_rect.x, y, x0 - self.ctx_rect.x, row), card_text(stall.card))
            )
            y += row

    def deal_columns(self, panel: info.MerchantPanel) -> tuple[int, int]:
        """Where the buy (and stall) buttons start, and a button's width: right of the longest
        resource name, each as wide as the longest price ("Sell for 10 gold") where the panel
        has the room, so the prices are never cut."""
        size = self.px(12)
        face = theme.font(size)
        names = [face.size(resource_name(line.resource))[0] for line in panel.lines]
        x0 = self.ctx_rect.x + self.px(8) + self.px(46) + max(names, default=0) + self.px(6)
        words = [tr("Buy for {n} gold", n=line.buy_price) for line in panel.lines]
        words += [tr("Sell for {n} gold", n=line.sell_price) for line in panel.lines]
        need = max((face.size(w)[0] for w in words), default=0) + 8
        room = (self.ctx_rect.right - self.px(4) - x0 - self.px(8)) // 2
        return x0, min(max(self.px(112), need), room)

    def merchant_top_for(self, panel: info.MerchantPanel, acting: int) -> int:
        """The top of the merchant box: its title, then a row a resource and a stall, ending
        at the bottom of the context panel."""
        rows = len(panel.lines) + len(panel.stalls)
        head = self.merchant_head(panel, acting)
        return self.ctx_rect.bottom - self.px(6) - rows * self.merchant_row() - head

    def merchant_row(self) -> int:
        """A merchant row's height: its button holds its words with room above and below."""
        return max(int(MERCHANT_ROW * self.s), theme.font(self.px(12)).size("Ag")[1] + 7)

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
        elif len(self.picks) < content().rules.wealth_kept:
            self.picks.append(wid)
        else:
            self.scene.reject(tr("You keep two cards: click a picked card to put it back first."))
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
                self.add(f"card:{cid}", r, self.tile_click(action), action in self.legal_set)
                self.tips.append((r, card_text(cid)))
                tx += tile_w + self.px(4)
        h1 = self.row1_h(mr.width)
        # row 2: the clerk's public designs
        y2 = y1 + h1 + gap
        h2 = self.clerk_row_h()
        self.rects["space:clerk"] = pygame.Rect(mr.x, y2, mr.width, h2)
        public = list(v.market["public"])
        if public:
            n = max(len(public), 5)
            tw = (mr.width - 2 * bpad - (n - 1) * self.px(4)) // n
            for i, d in enumerate(public):
                r = pygame.Rect(
                    mr.x + bpad + i * (tw + self.px(4)), y2 + self.px(18), tw, h2 - self.px(21)
                )
                a = Clerk(d)
                self.add(f"clerk:{d}", r, self.tile_click(a), a in self.legal_set)
                self.tips.append((r, card_text(d)))
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
                names = sorted({content().card_name(c) for c in v.market["discard"]})
                self.tips.append(
                    (r, tr("Market discard: {cards}", cards=", ".join(names) or tr("empty")))
                )
                continue
            options = list(spaces[sp].actions) if sp in spaces else []
            self.add(f"space:{sp}", r, self.open_popup(options, r, sp), bool(options))
            self.tips.append((r, self.space_tip(sp)))
            self.tip_rules[tuple(r)] = "market"
        del s

    def build_round_track(self, v: FWState) -> None:
        """The round track: a circle a round (the epic game's: the stage's six rounds, each
        bonus tile of the stage right after the round at whose end it is paid)."""
        mr = self.market_rect
        c = content()
        epic = is_epic(v)
        rounds = c.epic.rounds_per_stage if epic else c.rules.rounds
        here = [t for t in v.tiles if c.tile_placements[t[1]].stage == stage_of(v)] if epic else []
        caption = self.px(64 if epic else 48)
        step = self.px(18)
        track_w = (rounds + len(here)) * step + caption
        track = pygame.Rect(mr.right - track_w, mr.y, track_w, step)
        self.rects["rounds"] = track
        x = track.x + caption
        for i in range(1, rounds + 1):
            self.rects[f"round:{i}"] = pygame.Rect(x, mr.y + self.px(1), self.px(16), self.px(16))
            x += step
            for tile, place in here:
                spot = c.tile_placements[place]
                if spot.resolved_after != i:
                    continue
                rect = pygame.Rect(x + self.px(1), mr.y + self.px(1), self.px(16), self.px(16))
                self.rects[f"tile:{tile}"] = rect
                about = c.bonus_tiles[tile]
                tip = tr(
                    "{name} bonus tile, paid at the end of round {r} of this stage: {about}",
                    name=about.name,
                    r=spot.resolved_after,
                    about=about.text,
                )
                self.tips.append((rect, tip))
                self.tip_rules[tuple(rect)] = "bonus-tiles"
                x += step

    def space_tiles(self, v: FWState, space: str, last: bool) -> list[tuple[str, Action]]:
        """(card or end-bonus id, the action that takes it) shown on a row-1 space."""
        return info.space_offers(v, space, last)

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
                    self.scene.reject(tr("It is not your turn."))
                elif what == "barracks":
                    self.refuse(Barracks(True, ()))
                elif what == "road":
                    quests = self.view.seats[self.me() or 0]["quests"]
                    if quests:
                        self.refuse(Road(quests[0]["id"], 1))
                    else:
                        self.scene.reject(
                            Refusal(tr("The road rushes one of your active quests."), "market")
                        )
                elif what == "discard":
                    self.scene.reject(
                        tr("A card is taken from the discard only as a quest reward.")
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
            self.tips.append((rect, quest_text(qid)))
            self.tip_rules[tuple(rect)] = "quests"

    # --- player mats -----------------------------------------------------------------------------
    def mat_order(self) -> list[int]:
        return list(self.view.order)

    def build_mats(self) -> None:
        """One mat per seat, full width, in player order. When they do not all fit, the mats of
        seats not acting are summarised on two lines (hover one for everything). The acting
        seat's chips (adventurers, designs, quests) are clickable."""
        v = self.view
        me = self.me()
        acting = self.acting()
        area = self.mats_rect
        gap = self.px(5)
        order = self.mat_order()
        layouts = {seat: self.mat_layout(v, seat, area, compact=False) for seat in order}
        compact: set[int] = set()

        def total() -> int:
            return sum(layouts[seat][0] for seat in order) + gap * (len(order) - 1)

        for seat in sorted(order, key=lambda x: -layouts[x][0]):
            if total() <= area.height:
                break
            if seat != acting:
                layouts[seat] = self.mat_layout(v, seat, area, compact=True)
                compact.add(seat)
        if total() > area.height:  # the summaries keep to one line
            for seat in compact:
                layouts[seat] = self.mat_layout(v, seat, area, compact=True, wrap=False)
        if total() > area.height and acting in layouts:  # every quest must stay clickable
            layouts[acting] = self.mat_layout(v, acting, area, compact=False, dense=True)
        self.compact = compact
        self.mat_layouts = {}
        y = area.y
        for seat in order:
            height, chips, captions = layouts[seat]
            height = min(height, area.bottom - y)
            rect = pygame.Rect(area.x, y, area.width, height)
            self.rects[f"mat:{seat}"] = rect
            moved = [
                (k, r.move(0, y), tip, text, style)
                for k, r, tip, text, style in chips
                if r.bottom + y <= rect.bottom
            ]
            self.mat_layouts[seat] = (moved, [(c, cy + y) for c, cy in captions])
            if seat in compact:
                self.tips.append((rect, self.mat_summary(v, seat)))
            for key, r, tip, _text, style in moved:
                self.tips.append((r, tip))
                if seat != me or style == "card":
                    continue
                kind, ident = key.split(":", 1)
                value: object = int(ident) if kind == "adv" else ident
                self.add(
                    key, r, lambda k=kind, x=value: self.pick_mat(k, x), self.live_mat(kind, value)
                )
            y += height + gap

    def equip_matches(self, kind: str, value: object) -> list[Equip]:
        chosen = dict(self.equip)
        chosen[kind] = value
        return [
            a
            for a in self.legal
            if isinstance(a, Equip)
            and all(
                want is None or getattr(a, field) == want
                for field, want in (
                    ("adv", chosen["adv"]),
                    ("design", chosen["design"]),
                    ("quest", chosen["quest"]),
                )
            )
        ]

    def level_choice(self) -> list[Levels]:
        return [a for a in self.legal if isinstance(a, Levels)]

    def live_mat(self, kind: str, value: object) -> bool:
        levels = self.level_choice()
        if levels:
            return kind == "adv" and any(value in a.advs for a in levels)
        if self.equip[kind] == value:
            return True
        if kind == "adv" and not any(self.equip.values()) and Unassign(value) in self.legal_set:
            return True
        return bool(self.equip_matches(kind, value))

    def pick_mat(self, kind: str, value: object) -> None:
        levels = self.level_choice()
        if levels:
            self.pick_level(kind, value, levels)
            return
        if self.equip[kind] == value:
            self.equip[kind] = None
            self.changed()
            return
        if not self.equip_matches(kind, value):
            if kind == "adv" and Unassign(value) in self.legal_set:
                self.equip = {"adv": value, "design": None, "quest": None}
                self.changed()
                return
            self.refuse(self.sample_equip(kind, value))
            return
        self.equip[kind] = value
        if all(self.equip[k] is not None for k in ("adv", "design", "quest")):
            action = Equip(self.equip["adv"], self.equip["design"], self.equip["quest"])  # type: ignore[arg-type]
            if action in self.legal_set:
                self.act(action)
                return
            self.equip[kind] = None
            self.refuse(action)
            return
        self.changed()

    def sample_equip(self, kind: str, value: object) -> Action:
        """An equip built from the click and the picks so far, for the engine's reason."""
        seat = self.me()
        data = self.view.seats[seat if seat is not None else 0]
        chosen = dict(self.equip)
        chosen[kind] = value
        adv = chosen["adv"] if chosen["adv"] is not None else data["advs"][0]["id"]
        design = chosen["design"] or data["designs"][0]
        quest = chosen["quest"] or (data["quests"][0]["id"] if data["quests"] else "-")
        return Equip(adv, design, quest)  # type: ignore[arg-type]

    def pick_level(self, kind: str, value: object, levels: list[Levels]) -> None:
        if kind != "adv" or not any(value in a.advs for a in levels):
            self.scene.reject(
                tr("Choose the adventurers who gain a level: click them on your mat.")
            )
            return
        if value in self.picks:
            self.picks.remove(value)
            self.changed()
            return
        self.picks.append(value)
        size = len(levels[0].advs)
        if len(self.picks) >= size:
            wanted = sorted(self.picks)
            for a in levels:
                if sorted(a.advs) == wanted:
                    self.act(a)
                    return
            self.picks = []
            self.refuse(Levels(tuple(wanted)))
            return
        self.changed()

    def equip_preview(self, qid: str) -> Preview | None:
        """The quest's requirement if the picked adventurer and design went on it (engine)."""
        seat = self.me()
        adv, design = self.equip["adv"], self.equip["design"]
        if seat is None or adv is None or design is None:
            return None
        action = Equip(adv, design, qid)  # type: ignore[arg-type]
        key = ("equip", self.history_len, action)
        if self._preview is not None and self._preview.key == key:
            return self._preview
        if action not in self.legal_set:
            return None
        state = self.scene.title.apply(self.scene.session.state, action).state
        req = next(r for r in info.quest_status(state, seat) if r.quest == qid)
        lines = [self.requirement_line(req)]
        self._preview = Preview(key, tr("With this weapon on the quest:"), lines)
        return self._preview

    def requirement_line(self, req) -> str:
        c = content()
        card = c.all_quests[req.quest]
        missing = (
            tr(" (+3 for each missing type: {types})", types=types_words(req.missing))
            if req.missing
            else ""
        )
        verdict = tr("met") if req.met else tr("not met")
        return tr(
            "{name}, step {step} of {steps}: power {power} against {needed}{missing}: {verdict}",
            name=card.name,
            step=req.step + 1,
            steps=card.steps,
            power=req.power,
            needed=req.needed,
            missing=missing,
            verdict=verdict,
        )

    # --- the action strip (and the choice list) ------------------------------------------------
    def build_strip(self) -> None:
        s = self.s
        buttons: list[Button] = []
        if self.popup:
            size = int(16 * s)
            width = max(theme.font(size).size(self.scene.describe(a))[0] for a in self.popup)
            width = min(max(width + self.px(30), self.px(200)), self.rect.width - 2 * self.pad)
            h = self.px(32)
            total = (len(self.popup) + 1) * (h + self.px(4))
            x = max(
                self.rect.x + self.pad, min(self.popup_anchor.x, self.rect.right - width - self.pad)
            )
            y = self.popup_anchor.bottom + self.px(4)
            if y + total > self.strip_rect.top:
                y = max(self.rect.y + self.pad, self.popup_anchor.top - total - self.px(4))
            for a in [*self.popup, None]:
                label = self.scene.describe(a) if a is not None else tr("Cancel")
                b = Button(
                    label,
                    (lambda a=a: self.act(a)) if a is not None else self.cancel,
                    style="normal" if a is not None else "quiet",
                )
                b.rect = pygame.Rect(x, y, width, h)
                y += h + self.px(4)
                buttons.append(b)
            self.group.set(buttons)
            return
        for a in self.legal:
            if not isinstance(a, COVERED):
                buttons.append(Button(self.scene.describe(a), lambda a=a: self.act(a)))
        extra = self.contextual_actions()
        buttons = [Button(label, run, style="primary") for label, run in extra] + buttons
        for kind, label in LISTED.items():  # long choices: a list opened from one button
            options = [a for a in self.legal if isinstance(a, kind)]
            if options:
                run = self.open_popup(options, self.strip_rect, kind.verb)
                buttons.insert(0, Button(tr(label), run, style="primary"))
        if self.selected is not None or any(self.equip.values()) or self.picks:
            buttons.append(Button(tr("Cancel"), self.cancel, style="quiet"))
        x = self.strip_rect.x
        height = self.strip_rect.height - self.px(8)
        for b in buttons:
            width = b.fit_width(s)
            b.rect = pygame.Rect(x, self.strip_rect.y + self.px(4), width, height)
            x += width + self.px(8)
        self.group.set(buttons)

    def contextual_actions(self) -> list[tuple[str, Callable[[], None]]]:
        """Strip buttons that finish a choice made on the board."""
        out: list[tuple[str, Callable[[], None]]] = []
        if self.picks and self.view.phase == "wealth":
            for a in self.legal:
                if isinstance(a, KeepWealth) and sorted(a.cards) == sorted(self.picks):
                    out.append((self.scene.describe(a), lambda a=a: self.act(a)))
        adv = self.equip["adv"]
        if adv is not None and Unassign(adv) in self.legal_set:  # type: ignore[arg-type]
            a = Unassign(adv)  # type: ignore[arg-type]
            out.append((self.scene.describe(a), lambda a=a: self.act(a)))
        if self.selected is not None and self.mine_mode() == "worker":
            a = MoveWorker(coords(self.selected), ())
            if a in self.legal_set:
                out.append((tr("Take this worker out of the mine"), lambda a=a: self.act(a)))
        return out

    def cancel(self) -> None:
        self.reset_choice()
        self.changed()

    # --- input -----------------------------------------------------------------------------------
    def live_targets(self) -> list[Target]:
        return [t for t in self.targets if t.live] if self.scene.my_turn() else []

    def target_at(self, pos: tuple[int, int]) -> Target | None:
        mine = self.view.mine
        if mine is not None and self.mine_rect.collidepoint(pos):
            h = self.mine_view.hex_at(mine.board, pos)
            if h is None:
                return None
            for t in self.targets:
                if t.hex == h:
                    return t
            return Target(
                f"hex:{h.q},{h.r}", self.hex_rect(h), lambda h=h: self.click_hex(h), False, h
            )
        for t in self.targets:
            if t.hex is None and t.rect.collidepoint(pos):
                return t
        return None

    def handle(self, intent: Intent) -> bool:
        if intent.kind == "motion":
            self.group.handle(intent)
            self.mouse = intent.pos
            t = self.target_at(intent.pos)
            self.hover_key = t.key if t is not None else ""
            return False
        if intent.kind == "key" and intent.key == pygame.K_ESCAPE:
            if self.popup or self.selected is not None or any(self.equip.values()) or self.picks:
                self.cancel()
                return True
            return False
        if intent.kind == "key" and self.handle_target_keys(intent):
            return True
        if self.group.handle(intent):
            return True
        if self.popup and intent.kind == "click":
            self.cancel()  # a click outside the choice list closes it
            return True
        if intent.kind == "click" and intent.button == 1:
            t = self.target_at(intent.pos)
            if t is not None:
                t.on_click()
                return True
        return False

    def handle_target_keys(self, intent: Intent) -> bool:
        """Tab walks the live places of the board before the strip; Enter clicks."""
        if self.popup or not self.keys.handle(
            intent, self.live_targets, self.group.focus is not None
        ):
            if intent.key == pygame.K_TAB and self.keys.focus is None:
                self.hover_key = ""
            return False
        focused = self.keys.focused(self.live_targets())
        if focused is not None:
            self.hover_key = focused.key
            self.mouse = focused.rect.center
        return True

    # --- hover info ----------------------------------------------------------------------------
    def hover_preview(self) -> Preview | None:
        key = self.hover_key
        if key.startswith("hex:"):
            q, r = (int(n) for n in key[4:].split(","))
            return self.mine_preview(Hex(q, r))
        if key.startswith("quest:"):
            return self.equip_preview(key[6:])
        return None

    def hover_tip(self) -> str:
        if self.hover_key.startswith("hex:"):
            return ""
        for rect, text in self.tips:
            if rect.collidepoint(self.mouse):
                rule = self.tip_rules.get(tuple(rect))
                return self.rule_tip(text, rule) if rule else text
        return ""


def hex_part(v: FWState, h: Hex) -> Hashable:
    """A mine hex: its resource, its board piece, and the worker or overseer on it."""
    assert v.mine is not None
    board = v.mine.board
    return board.resources[h], board.pieces[h], v.mine.workers.get(h), v.mine.overseers.get(h)


def mat_part(v: FWState, seat: int) -> Hashable:
    """A player mat: place in player order, gold, prestige, resources, workers in the mine,
    adventurers (level, weapon, quest), designs, cards and each quest's progress."""
    data = v.seats[seat]
    pool = data["pool"]
    resources = tuple(
        (rid, pool.get(rid, 0)) for rid in KINDS if KINDS[rid].stage <= 1 or pool.get(rid)
    )
    workers = v.mine.worker_count(seat) if v.mine is not None else None
    advs = tuple((a["id"], a["level"], a["weapon"], a["quest"]) for a in data["advs"])
    quests = tuple(
        (entry["id"], entry["pos"], req.power, req.needed, req.missing)
        for entry, req in zip(data["quests"], info.quest_status(v, seat), strict=True)
    )
    return (
        v.order.index(seat),
        data["gold"],
        data["prestige"],
        resources,
        workers,
        advs,
        tuple(owned_designs(v, seat)),
        tuple(data["bonus"]),
        tuple(data["end_bonuses"]),
        quests,
    )


def merchant_part(v: FWState, acting: int, panel: info.MerchantPanel) -> Hashable:
    """The acting seat's merchant: prices, its stock of each resource, which deals are open,
    what is left this round and its stalls."""
    pool = v.seats[acting]["pool"]
    lines = tuple(
        (
            line.resource,
            pool.get(line.resource, 0),
            line.buy_price,
            line.sell_price,
            line.buy is not None,
            line.sell is not None,
        )
        for line in panel.lines
    )
    stalls = tuple((s.card, tuple(sorted(a.give for a in s.actions))) for s in panel.stalls)
    return acting, lines, panel.buys_left, panel.sells_left, stalls
