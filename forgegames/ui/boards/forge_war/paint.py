"""Drawing for the Forge War board (a mixin of ``ForgeWarBoard``): the small pieces every panel
uses, the cached layer in ``draw`` (its panels are drawn by ``paint_context``, ``paint_market``
and ``paint_mats``), the mine, and the hover / focus / preview effects in ``draw_live``.

Geometry is decided when the board rebuilds its places (``refresh``); painting only reads it,
so what is drawn and what is clicked always agree.
"""

from __future__ import annotations

import re

import pygame

from forgegames.core.hexgrid import Hex
from forgegames.core.i18n import tr
from forgegames.games.forge_war import board_info as info
from forgegames.games.forge_war.board_info import (
    is_epic,
    load_resources,
    resource_name,
    without_resource,
)
from forgegames.games.forge_war.state import FWState
from forgegames.ui import icons, text_report, theme
from forgegames.ui.boards.forge_war.hexmine import icon_rgb
from forgegames.ui.boards.forge_war.look import (
    CHIP_ICON,
    KINDS,
    SPACE_NAMES,
    TIP_SIZE,
    UNAVAILABLE,
    rgb_of,
)
from forgegames.ui.boards.forge_war.pictures import weapon_icon
from forgegames.ui.boards.places import draw_tooltip


class Painter:
    """Mixin: the drawing pieces, the whole layer, the mine and the live effects of
    ``ForgeWarBoard``. Expects the board's rects and targets."""

    # --- small pieces ----------------------------------------------------------------------------
    def label(self, surface, text, pos, size=13, colour=theme.TEXT, bold=False, px=False) -> int:
        """Draw ``text`` (icons in braces drawn as icons, see ``icons.rich``); its width.
        ``size`` is scaled with the window, unless ``px`` says it is in pixels already."""
        size = self.px(size) if size and not px else size
        if "{" in text:
            img = self.rich(text, size, colour, bold)
        else:
            img = theme.text(text, size, colour, bold)
        surface.blit(img, pos)
        return img.get_width()

    def rich(self, text: str, size: int, colour=theme.TEXT, bold: bool = False):
        """``icons.rich`` with the board's icons among words: at least ``icon_side``."""
        return icons.rich(text, size, colour, bold, icon_side=self.icon_side())

    def icon_side(self) -> int:
        """An icon among words (a chip's weapon, a price's coin, a reward's star): 20 px at
        1280x720, scaled with the window (playtest 4: at the words' height they were about
        14 px and hard to tell apart)."""
        return self.px(20)

    def icon_line(self) -> int:
        """A line of small words with icons: as tall as the words or the icons."""
        return max(theme.font(self.px(12)).get_linesize(), self.icon_side())

    @staticmethod
    def space_title(sp: str) -> str:
        """A market space's name as its heading shows it."""
        return tr(SPACE_NAMES.get(sp, sp))

    def text_width(self, text: str, size: int, bold: bool = False) -> int:
        """How wide ``label`` draws ``text`` at ``size`` pixels (icons included)."""
        if "{" in text:
            return self.rich(text, size, theme.TEXT, bold).get_width()
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
        card = self.world.content.all_quests[qid]
        types = sorted({t for leg in card.legs for t in leg.types})
        line = f"{{steps}}{card.steps}  {{star}}{card.full_prestige}"
        if types:
            line += "  " + "".join(f"{{{weapon_icon([t])}}}" for t in types)
        return line

    def card_label(self, name: str) -> str:
        """A card's name for a chip: its resource's name becomes the resource's icon ('Copper
        Shipment': a copper ingot, then 'Shipment'; 'Envío de cobre': the ingot, 'Envío')."""
        for rid, kind in KINDS.items():
            rest = without_resource(name, rid)
            if rest is not None:
                return icons.tint(rid, icon_rgb(rid, rgb_of(kind.rgb))) + " " + rest
        return name

    def design_label(self, cid: str, metal: bool = True, picture: bool = True) -> str:
        """A weapon design as its kind's icon in its metal's colour, then its name: whole
        ('Copper Spear': the metal tells two spears apart in a list of designs), or without
        the metal when ``metal`` is False ('Spear', where the picture's colour must do), or
        the name alone when ``picture`` is False."""
        weapon = self.world.content.all_weapons[cid]
        if not picture:
            return weapon.name
        icon = weapon_icon(weapon.types, self.world.data.all_weapons[cid].name)
        for rid, kind in KINDS.items():
            rest = without_resource(weapon.name, rid)
            if rest is not None and not kind.gem:
                rgb = icon_rgb(rid, rgb_of(kind.rgb))
                return icons.tint(icon, rgb) + " " + (weapon.name if metal else rest)
        return "{" + icon + "} " + weapon.name

    def design_parts(self, cid: str) -> tuple[str, str, str]:
        """A design's name around its weapon's word: ('Copper ', 'Spear', ''), ('', 'Lanza',
        ' de cobre'); ('', name, '') when no metal names it."""
        name = self.world.content.all_weapons[cid].name
        rest = next((r for rid in KINDS if (r := without_resource(name, rid)) is not None), None)
        if rest is None:
            return "", name, ""
        at = len(name) - len(rest) if name.endswith(rest) else 0
        return name[:at], rest, name[at + len(rest) :]

    def metal_kept(self, cid: str, width: int, size: int) -> str:
        """A design's name in ``width`` pixels (bold, ``size``) keeping its metal whole: the
        weapon's word is shortened with an ellipsis instead ('Copper Sp…', 'Lan… de cobre')."""
        head, rest, tail = self.design_parts(cid)
        if not head and not tail:
            return theme.shorten(rest, size, width, True)
        for cut in range(len(rest) - 1, 0, -1):
            short = f"{head}{rest[:cut].rstrip()}…{tail}"
            if self.text_width(short, size, True) <= width:
                return text_report.shortened(short)
        return text_report.shortened(f"{head}{rest[:1]}…{tail}")

    def chip_side(self) -> int:
        """A resource chip's icon: 20 px at 1280x720 (playtest 3: icons were tiny)."""
        return self.px(CHIP_ICON) + 1

    def resource_chip(self, surface, rid: str, n: int | None, pos, side: int = 0) -> int:
        """The resource's icon (``side`` pixels, by default ``chip_side``), then the count;
        returns the width."""
        kind = KINDS[rid]
        side = side or self.chip_side()  # the flying cube's picture (``cube_picture``) too
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
        self.draw_dimmed(surface)
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

    def draw_dimmed(self, surface) -> None:
        """Veil the market cards and designs the person cannot take now (their words stay
        readable, as King's Forge dims what a seat cannot use)."""
        if not self.dimmed:
            return
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        for rect in self.dimmed:
            pygame.draw.rect(veil, UNAVAILABLE, rect, border_radius=self.px(5))
        surface.blit(veil, (0, 0))

    # --- mine ----------------------------------------------------------------------------------
    def mine_looks(self, v: FWState) -> list[tuple[tuple[int, int, int], str]]:
        """Each mine colour's look: its seat's colour and symbol."""
        return [
            (self.scene.seat_colour(i).rgb, self.scene.seat_colour(i).symbol)
            for i in info.mine_colours(v)
        ]

    def draw_over_marks(self, surface) -> None:
        """The mine's pieces again, over the frame's corner marks and highlights of what
        changed, of a hint and of a lesson: a mark never covers a piece (playtest 3, item 8:
        marks and lit fills piled up over the pawns)."""
        mine = self.view.mine
        if mine is None:
            return
        clip = surface.get_clip()
        surface.set_clip(self.mine_rect)
        self.mine_view.draw_pieces(surface, mine, self.mine_looks(self.view))
        surface.set_clip(clip)

    def draw_mine(self, surface, v: FWState) -> None:
        self.panel(surface, self.mine_rect)
        mine = v.mine
        if mine is None:
            return
        looks = self.mine_looks(v)
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
            x += self.resource_chip(surface, rid, None, (x, y), self.px(17) + 1) + self.px(3)
            if len(kinds) <= 3:  # later stages' mines show too many kinds to name them all
                x += self.label(surface, resource_name(rid), (x, y + 1), 12, theme.TEXT_DIM)
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
        preview = None if self.popup else self.hover_preview()
        if preview is not None:
            self.draw_preview(surface, preview)
        # after the preview: its mark of the hex's new owner covered the hover line of a lit
        # hex, which then showed no outline at all (playtest 6)
        hovered = next((t for t in live if t.key == self.hover_key), None)
        if hovered is not None and not self.popup:
            self.outline(surface, hovered, "hover")
        if preview is not None:
            return
        tip = self.hover_tip() if not self.popup and not self.tips_hushed else ""
        if tip:
            self.draw_tooltip(surface, tip)

    def outline(self, surface, target, state: str) -> None:
        """Draw ``state`` (focus, hover: see theme.STATES) round a target."""
        if target.hex is not None:
            corners = self.mine_view.layout.corners(target.hex)
            if state == "hover":  # a dark edge under the thin white line: on a lit hex's pale
                # fill and mint edge the line alone could not be seen (playtest 6)
                pygame.draw.polygon(surface, theme.HALO, corners, max(3, self.px(3)))
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
