"""Drawing for the Forge War board (a mixin of ``ForgeWarBoard``): the cached layer's panels in
``draw`` and the hover / focus / preview effects in ``draw_live``.

Geometry is decided when the board rebuilds its places (``refresh``); painting only reads it,
so what is drawn and what is clicked always agree.
"""

from __future__ import annotations

import re

import pygame

from forgegames.core.hexgrid import Hex
from forgegames.core.i18n import count, tr
from forgegames.games.forge_war import board_info as info
from forgegames.games.forge_war.actions import MoveOverseer
from forgegames.games.forge_war.board_info import (
    content,
    hire_cost,
    is_epic,
    load_content,
    load_resources,
    resource_name,
    stage_of,
    stage_round,
    without_resource,
)
from forgegames.games.forge_war.state import FWState
from forgegames.ui import icons, text_report, theme
from forgegames.ui.boards.forge_war.hexmine import icon_rgb
from forgegames.ui.boards.forge_war.text import (
    card_text,
    short_name,
    wealth_text,
    weapon_text,
)
from forgegames.ui.boards.places import draw_tooltip

TIP_SIZE = (13, 330)
"""The board's tooltips: text size and width, at 1280x720."""
CARD = (58, 52, 44)
CARD_LIGHT = (84, 76, 64)
QUEST = (44, 58, 50)
QUEST_FILLS = {"green": QUEST, "grey": (76, 78, 88), "red": (88, 44, 42), "yellow": (78, 66, 30)}
"""Quest cards by deck colour (the simple game's yellow deck shares the stage-3 yellow)."""
TILE_FILL = (92, 70, 118)
GOOD = (120, 210, 120)
BAD = (235, 120, 100)
SPACE_NAMES = {
    "blacksmith": "Blacksmith",
    "bazaar": "Bazaar",
    "bazaar-bonus": "Bazaar: bonus",
    "bazaar-single": "Bazaar: single-use",
    "barracks": "Barracks",
    "clerk": "Clerk: public designs",
    "road": "Road",
    "discard": "Market discard",
}


def rgb_of(text: str) -> tuple[int, int, int]:
    text = text.lstrip("#")
    return (int(text[0:2], 16), int(text[2:4], 16), int(text[4:6], 16))


KINDS = {k.id: k for k in load_resources()}


def fit(text: str, size: int, width: int, bold: bool = False) -> str:
    """``text`` shortened with an ellipsis to fit ``width`` pixels."""
    f = theme.font(size, bold)
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text_report.shortened(text + "…")


def ordinal(n: int) -> str:
    return {1: tr("1st"), 2: tr("2nd"), 3: tr("3rd")}.get(n) or tr("{n}th", n=n)


class Painter:
    """Mixin: everything ``ForgeWarBoard`` draws. Expects the board's rects and targets."""

    # --- small pieces ----------------------------------------------------------------------------
    def label(self, surface, text, pos, size=13, colour=theme.TEXT, bold=False) -> int:
        """Draw ``text`` (icons in braces drawn as icons, see ``icons.rich``); its width."""
        size = self.px(size) if size else size
        if "{" in text:
            img = icons.rich(text, size, colour, bold)
        else:
            img = theme.text(text, size, colour, bold)
        surface.blit(img, pos)
        return img.get_width()

    @staticmethod
    def space_title(sp: str) -> str:
        """A market space's name as its heading shows it."""
        return tr(SPACE_NAMES.get(sp, sp))

    def text_width(self, text: str, size: int, bold: bool = False) -> int:
        """How wide ``label`` draws ``text`` at ``size`` pixels (icons included)."""
        if "{" in text:
            return icons.rich(text, size, theme.TEXT, bold).get_width()
        return theme.font(size, bold).size(text)[0]

    def chip_text(self, text: str, width: int, size: int = 12) -> str:
        """``text`` (icons allowed) shortened at its end, with an ellipsis, to fit ``width``."""
        size = self.px(size)
        if self.text_width(text, size) <= width:
            return text
        units = [
            unit
            for piece in re.split(r"(\{[^}]*\})", text)
            for unit in ([piece] if piece.startswith("{") else list(piece))
        ]
        while units and self.text_width("".join(units).rstrip() + "…", size) > width:
            units.pop()
        return text_report.shortened("".join(units).rstrip() + "…")

    def quest_line(self, qid: str) -> str:
        """A quest offer's line: its steps (a boot and their number), its prestige (a
        star) and the weapon kinds its legs favour (slashing an axe, piercing a spear, crushing
        a mace)."""
        card = content().all_quests[qid]
        types = sorted({t for leg in card.legs for t in leg.types})
        line = f"{{steps}}{card.steps}  {{star}}{card.full_prestige}"
        if types:
            line += "  " + "".join(f"{{{icons.weapon_icon([t])}}}" for t in types)
        return line

    def card_label(self, name: str) -> str:
        """A card's name for a chip: its resource's name becomes the resource's icon ('Copper
        Shipment': a copper ingot, then 'Shipment'; 'Envío de cobre': the ingot, 'Envío')."""
        for rid, kind in KINDS.items():
            rest = without_resource(name, rid)
            if rest is not None:
                return icons.tint(rid, icon_rgb(rid, rgb_of(kind.rgb))) + " " + rest
        return name

    def design_label(self, cid: str) -> str:
        """A weapon design as its kind's icon in its metal's colour and its name without the
        metal ('Copper Spear': a copper-coloured spear, then 'Spear')."""
        weapon = content().all_weapons[cid]
        picture = icons.weapon_icon(weapon.types, load_content().all_weapons[cid].name)
        for rid, kind in KINDS.items():
            rest = without_resource(weapon.name, rid)
            if rest is not None and not kind.gem:
                rgb = icon_rgb(rid, rgb_of(kind.rgb))
                return icons.tint(picture, rgb) + " " + rest
        return "{" + picture + "} " + weapon.name

    def resource_chip(self, surface, rid: str, n: int | None, pos) -> int:
        """The resource's icon, then the count; returns the width."""
        kind = KINDS[rid]
        side = self.px(17) + 1  # the flying cube's picture (``cube_picture``) is this tall
        box = pygame.Rect(pos[0], pos[1], side, side)
        picture = icons.icon(rid, side, icon_rgb(rid, rgb_of(kind.rgb)))
        surface.blit(picture, box)
        width = box.width + self.px(2)
        if n is not None:
            count = theme.text(str(n), self.px(13), theme.TEXT if n else theme.TEXT_DIM, True)
            surface.blit(count, (box.right + self.px(2), pos[1] + 1))
            width += self.px(2) + count.get_width()
        return width

    def amounts(self, surface, amounts: dict[str, int], pos) -> int:
        x = pos[0]
        for rid, n in amounts.items():
            x += self.resource_chip(surface, rid, n, (x, pos[1])) + self.px(4)
        return x - pos[0]

    def panel(self, surface, rect: pygame.Rect, title: str = "", edge=theme.BORDER) -> None:
        pygame.draw.rect(surface, theme.PANEL, rect, border_radius=self.px(6))
        pygame.draw.rect(surface, edge, rect, 1, border_radius=self.px(6))
        if title:
            self.label(
                surface, title, (rect.x + self.px(6), rect.y + self.px(3)), 13, theme.TEXT_DIM, True
            )

    def seat_mark(self, surface, seat: int, centre, r: int | None = None) -> None:
        look = self.scene.seat_colour(seat)
        theme.draw_symbol(surface, look.symbol, centre, r or self.px(7), look.rgb)

    # --- the whole layer -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        v = self.view
        self.draw_mine(surface, v)
        self.draw_context(surface, v)
        self.draw_market(surface, v)
        self.draw_offer(surface, v)
        self.draw_mats(surface, v)
        if self.scene.my_turn() and not self.popup:
            for t in self.targets:
                if t.live and t.hex is None:
                    theme.draw_state(surface, t.rect, "legal", self.s, self.px(5))
        for key in ("adv", "design", "quest"):
            value = self.equip[key]
            if value is not None and f"{key}:{value}" in self.rects:
                r = self.rects[f"{key}:{value}"]
                theme.draw_state(surface, r.inflate(2, 2), "selected", self.s, 5)
        for pick in self.picks:
            for key in (f"wealth:{pick}", f"adv:{pick}"):
                if key in self.rects:
                    r = self.rects[key]
                    theme.draw_state(surface, r.inflate(2, 2), "selected", self.s, 5)

    # --- mine ----------------------------------------------------------------------------------
    def draw_mine(self, surface, v: FWState) -> None:
        self.panel(surface, self.mine_rect)
        mine = v.mine
        if mine is None:
            return
        looks = [
            (self.scene.seat_colour(i).rgb, self.scene.seat_colour(i).symbol)
            for i in info.mine_colours(v)
        ]
        lit = [t.hex for t in self.targets if t.hex is not None and t.live]
        if not self.scene.my_turn():
            lit = []
        clip = surface.get_clip()
        surface.set_clip(self.mine_rect)
        reach = None
        if self.selected is not None and self.scene.my_turn():
            reach = (self.selected, self.reach)
        self.mine_view.draw(surface, mine, looks, [h for h in lit if h != self.selected], reach)
        if self.selected is not None:
            corners = self.mine_view.layout.corners(self.selected)
            theme.draw_state(surface, corners, "selected", max(1.0, self.s * 4 / 3))
        surface.set_clip(clip)
        y = self.mine_rect.y + self.px(4)
        x = self.mine_rect.x + self.px(6)
        caption = tr("Mine") if not is_epic(v) else tr("Mine, stage {n}", n=mine.board.stage)
        x += self.label(surface, caption, (x, y), 13, theme.TEXT_DIM, True) + self.px(12)
        shown = set(mine.board.resources.values())
        kinds = [k.id for k in load_resources() if k.id in shown]
        for rid in kinds:
            x += self.resource_chip(surface, rid, None, (x, y)) + self.px(3)
            if len(kinds) <= 3:  # later stages' mines show too many kinds to name them all
                x += self.label(surface, resource_name(rid), (x, y + 1), 12, theme.TEXT_DIM)
            x += self.px(8)

    # --- context panel -------------------------------------------------------------------------
    def prompt(self, v: FWState) -> str:
        scene = self.scene
        acting = self.acting()
        if v.phase == "over":
            return tr("The game is over.")
        if acting is None:
            return ""
        name = scene.seat_name(acting)
        if not scene.my_turn():
            if scene.read_only():  # a replay or a scenario's example waits for nobody
                return ""
            if acting in scene.session.bots:
                return tr("{name} is thinking…", name=name)
            return tr("Waiting for {name}.", name=name)
        if v.pending:
            item = v.pending[0]
            why = item["why"]
            kind = item["kind"]
            if kind == "overseer":
                return tr(
                    "{name}: {why} gives an overseer move. Click an overseer, then a lit "
                    "hex; or decline.",
                    name=name,
                    why=why,
                )
            if kind == "worker":
                return tr(
                    "{name}: {why} gives a worker move. Click any worker, then an empty "
                    "hex (or take it out of the mine); or decline.",
                    name=name,
                    why=why,
                )
            if kind == "card":
                return tr(
                    "{name}: {why} gives a free card. Click the market discard to choose "
                    "one, or decline.",
                    name=name,
                    why=why,
                )
            if kind == "title":
                return tr(
                    "{name}: adventurer {n} is a champion now. Choose the title below (each of "
                    "your champions needs a different one).",
                    name=name,
                    n=item["adv"] + 1,
                )
            if kind == "spend":
                return tr(
                    "{name}: {why} gives {gold} gold to spend on cubes at the merchant now. "
                    "Choose below; what you do not spend is lost.",
                    name=name,
                    why=why,
                    gold=item["count"],
                )
            n = len(self.level_choice()[0].advs) if self.level_choice() else 1
            return tr(
                "{name}: click {n} of your adventurers to gain a level ({why}).",
                name=name,
                n=n,
                why=why,
            )
        if v.solo:
            text = self.solo_prompt(v, name)
            if text:
                return text
        if v.phase == "wealth":
            return tr(
                "{name}: click the two wealth cards you keep (secret until everyone has "
                "chosen), then confirm below.",
                name=name,
            )
        if v.phase == "place":
            mine = v.mine
            placed = len(mine.overseers_of(acting)) if mine else 0
            return tr(
                "{name}: click an empty hex to place an overseer ({n} of 3 placed).",
                name=name,
                n=placed,
            )
        if v.phase == "mine":
            extra = getattr(v.mphase, "is_extra", False)
            if self.selected is not None:
                return tr(
                    "{name}: click a lit hex to move there (hover one to preview it), or "
                    "pick another overseer.",
                    name=name,
                )
            if extra:
                return tr(
                    "{name}: the first player's extra move. Taking it puts you last in "
                    "player order. Click an overseer, or pass.",
                    name=name,
                )
            return tr(
                "{name}: click one of your overseers to move it in a straight line, or pass.",
                name=name,
            )
        if v.phase == "market":
            return tr(
                "{name}: take one market action (click a card or a space), or pass for 1 gold.",
                name=name,
            )
        if v.phase == "quest" and v.step == "acquire":
            return tr(
                "{name}: take a quest from the offer (at most one a round), or take none.",
                name=name,
            )
        if v.phase == "quest":
            parts = []
            for key, word in (
                ("adv", tr("an adventurer")),
                ("design", tr("a design")),
                ("quest", tr("a quest")),
            ):
                if self.equip[key] is None:
                    parts.append(word)
            if len(parts) < 3:
                return tr(
                    "{name}: now click {rest} to equip (hover a quest to preview).",
                    name=name,
                    rest=tr(" and ").join(parts),
                )
            return tr(
                "{name}: click an adventurer, a design and a quest (any order) to forge "
                "and equip. Unmet quests fail when you finish.",
                name=name,
            )
        if v.phase == "rewards" and not v.seats[acting]["quests"]:  # nothing advanced
            return tr("{name}: trade at the merchant if you wish, then end your round.", name=name)
        if v.phase == "rewards":
            return tr(
                "{name}: your quests have advanced. Trade if you wish, then end your round.",
                name=name,
            )
        return ""

    def solo_prompt(self, v: FWState, name: str) -> str:
        """The prompt where the solo game differs: placing and moving the automated colours,
        two market actions, the quest every round ('' elsewhere)."""
        colour = info.acting_colour(v)
        mine = v.mine
        if v.phase == "place" and colour is not None and colour != 0 and mine is not None:
            return tr(
                "{name}: click an empty hex to place an overseer of {colour}, an automated "
                "colour ({n} of 3 placed).",
                name=name,
                colour=self.scene.seat_name(colour),
                n=len(mine.overseers_of(colour)),
            )
        if v.phase == "mine" and colour is not None and colour != 0 and self.selected is None:
            moves = [a for a in self.legal if isinstance(a, MoveOverseer)]
            return tr(
                "{name}: move {colour} (automated). {n} moves tie under its priority: "
                "click a lit overseer.",
                name=name,
                colour=self.scene.seat_name(colour),
                n=len(moves),
            )
        if v.phase == "market":
            return tr(
                "{name}: {n} of 2 market actions left (click a card or a space); passing "
                "gives 1 gold and uses one.",
                name=name,
                n=info.market_actions_left(v),
            )
        if v.phase == "quest" and v.step == "acquire":
            return tr(
                "{name}: take a quest from the offer. Solo: you must take one every round and "
                "fail none, or the game is lost.",
                name=name,
            )
        return ""

    def draw_context(self, surface, v: FWState) -> None:
        r = self.ctx_rect
        self.panel(surface, r)
        size = self.px(15)
        line_h = theme.font(size).get_linesize()
        y = r.y + self.px(6)
        for line in theme.wrap(self.prompt(v), size, r.width - self.px(14))[:3]:
            self.label(surface, line, (r.x + self.px(7), y), 15, theme.TEXT)
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
        """The player order line; its explaining note only where it fits above ``limit``."""
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
        if counting and room:
            y += self.px(17)
            for line in lines:
                self.label(surface, line, (x0, y), 12, theme.TEXT_DIM)
                y += note_h

    def draw_wealth(self, surface, v: FWState) -> None:
        c = content()
        for key, rect in self.rects.items():
            if not key.startswith("wealth:"):
                continue
            wid = key[7:]
            pygame.draw.rect(surface, CARD, rect, border_radius=self.px(6))
            pygame.draw.rect(surface, CARD_LIGHT, rect, 2, border_radius=self.px(6))
            y = rect.y + self.px(5)
            for line in theme.wrap(c.wealth[wid].name, self.px(13), rect.width - self.px(8), True)[
                :2
            ]:
                line = fit(line, self.px(13), rect.width - self.px(8), True)
                self.label(surface, line, (rect.x + self.px(5), y), 13, theme.ACCENT, True)
                y += self.px(16)
            y += self.px(4)
            for part in wealth_text(wid):
                for line in theme.wrap(part, self.px(12), rect.width - self.px(8)):
                    self.label(surface, line, (rect.x + self.px(5), y), 12)
                    y += self.px(15)

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
        title, limits = self.merchant_words(panel, acting)
        w = self.label(surface, title, (x + self.px(18), top + self.px(1)), 14, look.rgb, True)
        if self.merchant_head(panel, acting) > self.px(24):  # the limits on a line of their own
            at = (x + self.px(18), top + self.px(3) + theme.font(self.px(14), True).get_linesize())
        else:
            at = (x + self.px(26) + w, top + self.px(3))
        self.label(surface, limits, at, 12, theme.TEXT_DIM)
        for line in panel.lines:
            buy, sell = self.rects[f"buy:{line.resource}"], self.rects[f"sell:{line.resource}"]
            self.resource_chip(
                surface,
                line.resource,
                v.seats[acting]["pool"].get(line.resource, 0),
                (x, buy.y + 1),
            )
            self.label(
                surface,
                resource_name(line.resource),
                (x + self.px(46), buy.y + 2),
                12,
                theme.TEXT_DIM,
            )
            self.deal_button(
                surface,
                buy,
                tr("Buy for {n} gold", n=line.buy_price),
                line.buy is not None and self.scene.my_turn(),
            )
            self.deal_button(
                surface,
                sell,
                tr("Sell for {n} gold", n=line.sell_price),
                line.sell is not None and self.scene.my_turn(),
            )
        for stall in panel.stalls:
            left = self.rects[f"stall:{stall.card}:left"]
            right = self.rects[f"stall:{stall.card}:right"]
            name = fit(content().card_name(stall.card), self.px(12), left.x - x - self.px(4))
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
        limits = tr("buys left {b} · sells left {s}", b=panel.buys_left, s=panel.sells_left)
        if panel.stalls:
            limits += tr(" · stalls: once each")
        return title, limits

    def merchant_head(self, panel, acting: int) -> int:
        """The merchant box's heading: its title with what is left beside it, or under it
        where the two do not fit on one line."""
        title, limits = self.merchant_words(panel, acting)
        used = self.px(26) + self.text_width(title, self.px(14), True)
        used += self.text_width(limits, self.px(12)) + self.px(12)
        if used <= self.ctx_rect.width - self.px(8):
            return self.px(24)
        return self.px(24) + theme.font(self.px(12)).get_linesize()

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
            img = icons.rich(shown, self.px(12), colour)
        else:
            img = theme.text(shown, self.px(12), colour)
        surface.blit(img, img.get_rect(center=rect.center))

    # --- market ----------------------------------------------------------------------------------
    def draw_market(self, surface, v: FWState) -> None:
        mr = self.market_rect
        self.label(surface, tr("Market"), (mr.x + self.px(2), mr.y), 14, theme.ACCENT, True)
        track = self.rects["rounds"]
        first = v.round - stage_round(v) + 1  # the stage's first round (the simple game's 1)
        i = 1
        while f"round:{i}" in self.rects:
            n = first + i - 1
            centre = self.rects[f"round:{i}"].center
            done = n < v.round or v.phase == "over"
            now = n == v.round and v.phase != "over"
            colour = theme.ACCENT if now else (theme.BORDER if done else theme.PANEL_LIGHT)
            pygame.draw.circle(surface, colour, centre, self.px(8))
            num = theme.text(str(i), self.px(12), (20, 20, 24) if now else theme.TEXT, True)
            surface.blit(num, num.get_rect(center=centre))
            i += 1
        caption = tr("Stage {n}", n=stage_of(v)) if is_epic(v) else tr("Round")
        self.label(surface, caption, (track.x, mr.y + 1), 13, theme.TEXT_DIM)
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

    def draw_bonus_tile(self, surface, tile: str, rect: pygame.Rect) -> None:
        """A bonus tile on the round track, after the round at whose end it is paid."""
        pygame.draw.rect(surface, TILE_FILL, rect, border_radius=self.px(3))
        pygame.draw.rect(surface, CARD_LIGHT, rect, 1, border_radius=self.px(3))
        picture = icons.icon(self.tile_icon(tile), rect.height - 2)
        surface.blit(picture, picture.get_rect(center=rect.center))

    @staticmethod
    def tile_icon(tile: str) -> str:
        """A bonus tile's picture, by what it counts: workers (a cube), quests (an
        adventurer), a stockpile (its metal), champions (a star) or designs (a scroll)."""
        card = content().bonus_tiles[tile]
        if card.kind == "stockpile" and card.resource:
            return card.resource
        return {
            "industrious": "worker",
            "adventurous": "adventurer",
            "decorated": "star",
            "knowledge": "quest",
        }.get(card.kind, "star")

    def draw_space(self, surface, v: FWState, sp: str, rect: pygame.Rect, space, last) -> None:
        self.panel(surface, rect)
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
            kind = tr("closed") if space.closed else tr("open")
            if last and (sp == "blacksmith" or sp.startswith("bazaar")):
                kind = tr("end bonus")
            kw = theme.font(self.px(12)).size(kind)[0]
            if x + kw + marks < rect.right - self.px(4):
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
                sub = tr("sold out") if v.phase != "mine" else tr("revealed at the market")
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
        if cid in content().end_bonuses:
            for seat, data in enumerate(self.view.seats):
                if cid in data["end_bonuses"]:
                    self.seat_mark(
                        surface, seat, (rect.right - self.px(10), rect.bottom - self.px(9))
                    )
        prices = self.price_lines(cid, rect.width)
        step = theme.font(size).get_linesize()
        foot = rect.bottom - self.px(2) - len(prices) * step
        for line in prices:
            self.label(surface, line, (rect.x + self.px(4), foot), 12)
            foot += step

    def draw_clerk_tile(self, surface, v: FWState, design: str, rect: pygame.Rect) -> None:
        pygame.draw.rect(surface, CARD, rect, border_radius=self.px(5))
        pygame.draw.rect(surface, CARD_LIGHT, rect, 1, border_radius=self.px(5))
        name = self.design_label(design)
        if self.text_width(name, self.px(12)) > rect.width - self.px(6):
            name = name[: name.index("}") + 1]  # the weapon's picture alone (its tooltip names it)
        self.label(
            surface, name, (rect.x + self.px(3), rect.y + self.px(1)), 12, theme.ACCENT, True
        )
        x = rect.x + self.px(3)
        y = rect.y + self.px(1) + self.word_h()  # under the name, however tall the words
        x += self.label(surface, f"{{gold}}{info.clerk_price(v, design)}", (x, y), 12)
        for seat in v.market["claims"].get(design, []):
            self.seat_mark(surface, seat, (x + self.px(8), y + self.px(7)), self.px(5))
            x += self.px(12)

    # --- quest offer -----------------------------------------------------------------------------
    def draw_offer(self, surface, v: FWState) -> None:
        r = self.offer_rect
        title = tr("Quest offer (the coin is the cost in gold; at most one a round)")
        pos = (r.x + self.px(2), r.y)
        title = self.fitted(title, self.px(14), r.width - self.px(4), pos, True)
        self.label(surface, title, pos, 14, theme.ACCENT, True)
        c = content()
        for slot, qid, cost in info.quest_offer(v):
            rect = self.rects[f"slot:{slot}"]
            if qid is None:
                pygame.draw.rect(surface, theme.PANEL, rect, border_radius=self.px(5))
                pygame.draw.rect(surface, theme.BORDER, rect, 1, border_radius=self.px(5))
                self.label(
                    surface,
                    tr("empty"),
                    (rect.x + self.px(30), rect.y + self.px(9)),
                    12,
                    theme.TEXT_DIM,
                )
            else:
                card = c.all_quests[qid]
                fill = QUEST_FILLS.get(card.deck, QUEST)
                pygame.draw.rect(surface, fill, rect, border_radius=self.px(5))
                pygame.draw.rect(surface, CARD_LIGHT, rect, 1, border_radius=self.px(5))
                y = rect.y + self.px(2)
                step = self.offer_step()
                bottom = rect.bottom - self.word_h() - self.px(3)
                lines = self.offer_name_lines(card.name, rect.width)
                merged, _rows = self.offer_rows(qid, rect.width)
                if merged:  # the steps line beside the name's last line
                    room = max(1, (bottom - y) // step + 1)
                else:
                    room = max(1, (bottom - y + step - self.word_h()) // step)
                if len(lines) > room:  # cut visibly; the whole name is in the card's tooltip
                    last = " ".join(line for _x, line in lines[room - 1 :] if line)
                    lines = [*lines[: room - 1], (lines[room - 1][0], last)]
                    merged = False
                for indent, line in lines:
                    room_w = rect.right - self.px(3) - rect.x - indent
                    if line:
                        shown = fit(line, self.px(12), room_w, True)
                        self.label(surface, shown, (rect.x + indent, y), 12, theme.TEXT, True)
                    y += step
                quest = self.quest_line(qid)
                if merged:
                    at = (rect.right - self.px(4) - self.text_width(quest, self.px(12)), y - step)
                else:  # under the coin too: the whole card's width
                    at = (rect.x + self.px(4), bottom)
                    quest = self.chip_text(quest, rect.width - self.px(8))
                self.label(surface, quest, at, 12, theme.TEXT_DIM)
            badge = pygame.Rect(rect.x + self.px(2), rect.y + self.px(5), self.px(22), self.px(22))
            surface.blit(icons.icon("gold", badge.width), badge)
            num = theme.text(str(cost), self.px(13), (20, 20, 24), True)
            surface.blit(num, num.get_rect(center=badge.center))

    # --- player mats -----------------------------------------------------------------------------
    def mat_layout(
        self,
        v: FWState,
        seat: int,
        area: pygame.Rect,
        compact: bool,
        dense: bool = False,
        wrap: bool = True,
    ):
        """(height, chips, captions) of one mat with its top at 0: chips are (key, rect,
        tooltip, text, style); captions (text, y). Painting reads exactly this. ``dense``: the
        quests side by side, two to a line, rather than one a line (for a crowded table)."""
        c = content()
        data = v.seats[seat]
        pad = self.px(6)
        size = self.px(12)
        line = self.mat_line()  # as tall as its words (the text floor makes them taller)
        x0, right = area.x + pad, area.right - pad
        y = self.px(24)
        if self.workers_below(v, seat, area.width):
            y += line  # the header's "workers in the mine" on a line of its own
        chips: list[tuple[str, pygame.Rect, str, str, str]] = []
        captions: list[tuple[str, int]] = []
        if compact:  # ``wrap``: its summary may take two lines
            captions.append(("summary" if wrap else "summary-line", y))
            rows = len(self.summary_lines(v, seat, area.width - 2 * pad)) if wrap else 1
            return y + rows * line + self.px(2), chips, captions
        quest_index = {e["id"]: i + 1 for i, e in enumerate(data["quests"])}
        cap_w = max(theme.font(size).size(tr(w))[0] for w in ("Adventurers", "Designs", "Quests"))

        def flow(items, y, caption, widest=None):
            captions.append((caption, y))
            x = start = x0 + cap_w + self.px(8)
            for key, text, tip, style in items:
                w = min(self.text_width(text, size) + self.px(10), widest or right - start)
                if x + w > right and x > start:
                    x = start
                    y += line
                chips.append((key, pygame.Rect(x, y, w, line - 1), tip, text, style))
                x += w + self.px(4)
            return y + line

        advs = []
        for a in data["advs"]:
            text = f"{{adventurer:{a['level']}}}{a['level']}"
            tip = tr("Adventurer {n}, level {lvl}", n=a["id"] + 1, lvl=a["level"])
            if a.get("title"):
                champ = c.champions[a["title"]]
                text = f"{{adventurer:{a['level']}}} {champ.name}"
                tip += tr(", the {t} champion: {what}", t=champ.name, what=champ.text)
            if a.get("tokens"):
                text += f" +{a['tokens']}"
            if a["weapon"]:
                text += " " + self.design_label(a["weapon"])
                tip += tr(", carries {w}", w=weapon_text(a["weapon"]))
            if a["quest"]:
                text += f" → {{quest}}{quest_index.get(a['quest'], '?')}"
                tip += tr(" On {q}.", q=c.card_name(a["quest"]))
            advs.append((f"adv:{a['id']}", text, tip, "busy" if a["quest"] else "normal"))
        y = flow(advs, y, tr("Adventurers"))
        items = [
            (f"design:{d}", self.design_label(d), weapon_text(d), "normal")
            for d in info.owned_designs(v, seat)
        ]
        for b in data["bonus"]:
            items.append((f"card@{b}", self.card_label(c.all_bonus[b].name), card_text(b), "card"))
        for b in data["end_bonuses"]:
            items.append((f"bonus@{b}", c.end_bonuses[b].name, card_text(b), "card"))
        y = flow(items, y, tr("Designs"))
        if dense and data["quests"]:
            half = (right - x0 - cap_w - self.px(8)) // 2 - self.px(4)
            quests = [
                (
                    f"quest:{e['id']}",
                    f"{{quest}}{i + 1} {c.all_quests[e['id']].name}",
                    self.quest_tip(v, seat, e["id"]),
                    "quest",
                )
                for i, e in enumerate(data["quests"])
            ]
            return flow(quests, y, tr("Quests"), half) + self.px(2), chips, captions
        for i, entry in enumerate(data["quests"]):
            card = c.all_quests[entry["id"]]
            r = pygame.Rect(x0, y, right - x0, line - 1)
            tip = self.quest_tip(v, seat, entry["id"])
            chips.append((f"quest:{entry['id']}", r, tip, f"{{quest}}{i + 1} {card.name}", "quest"))
            y += line
        return y + self.px(2), chips, captions

    def mat_summary(self, v: FWState, seat: int) -> str:
        """Everything on a summarised mat, for its tooltip."""
        c = content()
        data = v.seats[seat]
        parts = []
        for a in data["advs"]:
            text = tr("adventurer {n} level {lvl}", n=a["id"] + 1, lvl=a["level"])
            if a["weapon"]:
                text += tr(
                    " with {w} on {q}", w=c.all_weapons[a["weapon"]].name, q=c.card_name(a["quest"])
                )
            parts.append(text)
        lines = [tr("{name}: ", name=self.scene.seat_name(seat)) + "; ".join(parts) + "."]
        designs = [c.all_weapons[d].name for d in info.owned_designs(v, seat)]
        lines.append(tr("Designs: {d}.", d=", ".join(designs)))
        cards = [c.all_bonus[b].name for b in data["bonus"]]
        cards += [c.end_bonuses[b].name for b in data["end_bonuses"]]
        if cards:
            lines.append(tr("Cards: {d}.", d=", ".join(cards)))
        for req in info.quest_status(v, seat):
            lines.append(self.requirement_line(req))
        return "\n".join(lines)

    def mat_line(self) -> int:
        """A mat's line: as tall as a chip of words and icons."""
        tall = icons.rich("{sword}Ag", self.px(12), theme.TEXT).get_height()
        return max(self.px(18), tall + 1)

    def summary_lines(self, v: FWState, seat: int, width: int) -> list[str]:
        """A summarised mat's line, split in two at a ' · ' where it is wider than
        ``width`` (the rest of a still longer line is shortened; the tooltip has it all)."""
        text = self.summary_line(v, seat)
        size = self.px(12)
        if self.text_width(text, size) <= width:
            return [text]
        parts = text.split(" · ")
        first = parts[0]
        for k in range(1, len(parts)):
            joined = " · ".join(parts[: k + 1])
            if self.text_width(joined, size) > width:
                return [" · ".join(parts[:k]), " · ".join(parts[k:])]
            first = joined
        return [first]

    def summary_line(self, v: FWState, seat: int) -> str:
        data = v.seats[seat]
        advs = " ".join(f"{{adventurer:{a['level']}}}{a['level']}" for a in data["advs"])
        quests = []
        for req in info.quest_status(v, seat):
            card = content().all_quests[req.quest]
            mark = "{check}" if req.met else "{cross}"
            quests.append(f"{short_name(card.name)} {req.step + 1}/{card.steps} {mark}")
        text = tr("Adventurers {a}", a=advs)
        text += " · " + (tr("quests: {q}", q=", ".join(quests)) if quests else tr("no quests"))
        cards = len(data["bonus"]) + len(data["end_bonuses"])
        if cards:
            text += " · " + count(cards, "card", "cards")
        return text

    def quest_tip(self, v: FWState, seat: int, qid: str) -> str:
        req = next(r for r in info.quest_status(v, seat) if r.quest == qid)
        from forgegames.ui.boards.forge_war.text import quest_text

        return self.requirement_line(req) + "\n" + quest_text(qid)

    def mat_name(self, seat: int) -> str:
        return fit(self.scene.seat_name(seat), self.px(14), self.px(120), True)

    def header_width(self, v: FWState, seat: int) -> int:
        """How far a mat's header reaches before its "workers in the mine" (as ``draw_mat``
        lays it out)."""
        data = v.seats[seat]
        x = self.px(6)
        place = v.order.index(seat) + 1
        x += self.text_width(ordinal(place), self.px(12)) + self.px(4) + self.px(20)
        x += self.text_width(self.mat_name(seat), self.px(14), True) + self.px(12)
        stats = f"{{gold}} {data['gold']}   {{star}} {data['prestige']}"
        x += self.text_width(stats, self.px(14), True) + self.px(14)
        pool = data["pool"]
        for rid in KINDS:
            if KINDS[rid].stage > 1 and not pool.get(rid):
                continue
            count = self.text_width(str(pool.get(rid, 0)), self.px(13), True)
            x += self.px(17) + 1 + self.px(2) + self.px(2) + count + self.px(7)
        return x

    def workers_words(self, v: FWState, seat: int) -> str:
        return tr("workers in the mine: {n}", n=v.mine.worker_count(seat))

    def workers_below(self, v: FWState, seat: int, width: int) -> bool:
        """Whether a mat's "workers in the mine" goes under its header (no room beside)."""
        if v.mine is None:
            return False
        words = self.text_width(self.workers_words(v, seat), self.px(12))
        return self.header_width(v, seat) + self.px(24) + words + self.px(10) > width

    def draw_mats(self, surface, v: FWState) -> None:
        for seat in self.mat_order():
            self.draw_mat(surface, v, seat, self.rects[f"mat:{seat}"])

    def draw_mat(self, surface, v: FWState, seat: int, rect: pygame.Rect) -> None:
        data = v.seats[seat]
        acting = seat == self.acting()
        look = self.scene.seat_colour(seat)
        pygame.draw.rect(
            surface, theme.PANEL_LIGHT if acting else theme.PANEL, rect, border_radius=self.px(6)
        )
        pygame.draw.rect(
            surface,
            look.rgb if acting else theme.BORDER,
            rect,
            2 if acting else 1,
            border_radius=self.px(6),
        )
        pad = self.px(6)
        x, y = rect.x + pad, rect.y + self.px(3)
        place = v.order.index(seat) + 1
        x += self.label(surface, ordinal(place), (x, y + 2), 12, theme.TEXT_DIM) + self.px(4)
        self.seat_mark(surface, seat, (x + self.px(8), y + self.px(10)), self.px(8))
        x += self.px(20)
        name = self.mat_name(seat)
        x += self.label(surface, name, (x, y + 1), 14, look.rgb, True) + self.px(12)
        stats = f"{{gold}} {data['gold']}   {{star}} {data['prestige']}"
        x += self.label(surface, stats, (x, y), 14, theme.ACCENT, True) + self.px(14)
        pool = data["pool"]
        for rid in KINDS:
            if KINDS[rid].stage > 1 and not pool.get(rid):
                continue
            x += self.resource_chip(surface, rid, pool.get(rid, 0), (x, y + 1)) + self.px(7)
        if v.mine is not None:
            if self.workers_below(v, seat, rect.width):  # a line of its own, under the header
                x, y = rect.x + pad - self.px(2), rect.y + self.px(24)
            cube = pygame.Rect(x + self.px(2), y + self.px(1), self.px(18), self.px(18))
            surface.blit(icons.icon(f"worker:{look.symbol}", cube.width, look.rgb), cube)
            text = self.workers_words(v, seat)
            self.label(
                surface,
                fit(text, self.px(12), rect.right - cube.right - self.px(10)),
                (cube.right + self.px(4), y + 2),
                12,
                theme.TEXT_DIM,
            )
        chips, captions = self.mat_layouts.get(seat, ([], []))
        for caption, cy in captions:
            if caption.startswith("summary"):  # on one line, or two where it is long
                step = self.mat_line()
                lines = self.summary_lines(v, seat, rect.width - 2 * pad)
                if caption == "summary-line":  # no room for two: shortened (its tooltip)
                    lines = [self.summary_line(v, seat)]
                for i, text in enumerate(lines):
                    shown = self.chip_text(text, rect.width - 2 * pad)
                    self.label(surface, shown, (rect.x + pad, cy + 1 + i * step), 12, theme.TEXT)
                continue
            self.label(surface, caption, (rect.x + pad, cy + 1), 12, theme.TEXT_DIM)
        for key, r, _tip, text, style in chips:
            if style == "quest":
                self.draw_quest_row(surface, v, seat, key[6:], r, text)
                continue
            fill = {"busy": (70, 78, 60), "card": (76, 62, 40)}.get(style, (50, 54, 66))
            pygame.draw.rect(surface, fill, r, border_radius=self.px(4))
            clip = surface.get_clip()
            surface.set_clip(r.clip(clip) if clip else r)
            shown = self.chip_text(text, r.width - self.px(6))
            self.label(surface, shown, (r.x + self.px(4), r.y), 12)
            surface.set_clip(clip)

    def draw_quest_row(self, surface, v, seat: int, qid: str, r: pygame.Rect, text: str) -> None:
        c = content()
        req = next(x for x in info.quest_status(v, seat) if x.quest == qid)
        card = c.all_quests[qid]
        entry = next(e for e in v.seats[seat]["quests"] if e["id"] == qid)
        pygame.draw.rect(surface, QUEST, r, border_radius=self.px(4))
        status = f"{req.power}/{req.needed}"
        ok = req.met
        verdict = icons.rich(
            ("{check}" if ok else "{cross}") + status, self.px(12), GOOD if ok else BAD, True
        )
        surface.blit(verdict, (r.right - verdict.get_width() - self.px(4), r.y))
        tx = r.right - verdict.get_width() - self.px(10) - self.quest_track_width(card)
        self.draw_quest_track(surface, card, entry["pos"], (tx, r.centery))
        name = self.chip_text(text, tx - r.x - self.px(8))
        self.label(surface, name, (r.x + self.px(4), r.y), 12)

    def quest_track_width(self, card) -> int:
        pip = self.px(9)
        flags = sum(1 for end in card.leg_ends if end < card.steps)
        return card.steps * (pip + self.px(2)) + flags * self.px(8)

    def draw_quest_track(self, surface, card, done: int, midleft) -> None:
        """A quest's steps as markers (lit once done), a flag where a leg ends."""
        pip = self.px(9)
        x, y = midleft
        ends = set(card.leg_ends)
        for i in range(card.steps):
            rgb = theme.ACCENT if i < done else (70, 72, 82)
            surface.blit(icons.icon("step", pip, rgb), (x, y - pip // 2))
            x += pip + self.px(2)
            if i + 1 in ends and i + 1 < card.steps:
                flag = icons.icon("leg", self.px(12))
                surface.blit(flag, (x - self.px(3), y - flag.get_height() // 2))
                x += self.px(8)

    # --- live effects ----------------------------------------------------------------------------
    def draw_live(self, surface: pygame.Surface) -> None:
        if self.popup:
            box = pygame.Rect(0, 0, 0, 0)
            for b in self.group.buttons:
                box = b.rect.copy() if not box.width else box.union(b.rect)
            box.inflate_ip(self.px(12), self.px(12))
            pygame.draw.rect(surface, theme.PANEL, box, border_radius=self.px(8))
            pygame.draw.rect(surface, theme.ACCENT, box, 2, border_radius=self.px(8))
        self.group.draw(surface, self.s)
        live = self.live_targets()
        focused = self.keys.focused(live)
        if focused is not None:
            self.outline(surface, focused, "focus")
        hovered = next((t for t in live if t.key == self.hover_key), None)
        if hovered is not None and not self.popup:
            self.outline(surface, hovered, "hover")
        preview = None if self.popup else self.hover_preview()
        if preview is not None:
            self.draw_preview(surface, preview)
            return
        tip = self.hover_tip() if not self.popup else ""
        if tip:
            self.draw_tooltip(surface, tip)

    def outline(self, surface, target, state: str) -> None:
        """Draw ``state`` (focus, hover: see theme.STATES) round a target."""
        if target.hex is not None:
            corners = self.mine_view.layout.corners(target.hex)
            theme.draw_state(surface, corners, state, self.s)
        else:
            theme.draw_state(surface, target.rect, state, self.s, self.px(6))

    def draw_preview(self, surface, preview) -> None:
        size = self.px(13)
        line_h = theme.font(size).get_linesize()
        r = self.ctx_rect
        width = r.width - self.px(16)
        lines = [w for text in preview.lines for w in theme.wrap(text, size, width)]
        top = getattr(self, "prompt_bottom", r.y + self.px(50))
        box = pygame.Rect(
            r.x + self.px(3),
            top,
            r.width - self.px(6),
            min(r.bottom - top - self.px(3), (len(lines) + 1) * line_h + self.px(12)),
        )
        pygame.draw.rect(surface, theme.PANEL_LIGHT, box, border_radius=self.px(6))
        pygame.draw.rect(surface, theme.ACCENT, box, 2, border_radius=self.px(6))
        y = box.y + self.px(5)
        self.label(surface, preview.title, (box.x + self.px(6), y), 13, theme.ACCENT, True)
        y += line_h
        for text in lines:
            if y + line_h > box.bottom:
                break
            surface.blit(theme.text(text, size), (box.x + self.px(6), y))
            y += line_h
        for h, kind, after in preview.marks:
            self.mark_hex(surface, h, kind, after)

    def mark_hex(self, surface, h: Hex, kind: str, after: int | None) -> None:
        x, y = self.mine_view.centre(h)
        size = self.mine_view.layout.size
        if kind == "strike":
            d = int(size * 0.55)
            pygame.draw.line(surface, theme.DANGER, (x - d, y - d), (x + d, y + d), 4)
            pygame.draw.line(surface, theme.DANGER, (x - d, y + d), (x + d, y - d), 4)
            return
        if after is None:
            return
        look = self.scene.seat_colour(after)
        pygame.draw.polygon(surface, look.rgb, self.mine_view.layout.corners(h), 3)
        r = max(5, int(size * 0.3))
        centre = (x + int(size * 0.45), y - int(size * 0.45))
        pygame.draw.circle(surface, (15, 15, 18), centre, r + 2)
        theme.draw_symbol(surface, look.symbol, centre, r, look.rgb)

    def draw_tooltip(self, surface, text: str) -> None:
        draw_tooltip(surface, text, self.mouse, self.rect, self.s, *TIP_SIZE)
