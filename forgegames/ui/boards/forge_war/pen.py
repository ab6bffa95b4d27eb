"""The Forge War board's pen: the small drawing pieces every panel uses (words with icons, resource
chips, seat marks, a panel's frame) and the measures of words at the board's scale."""

from __future__ import annotations

import re

import pygame

from forgegames.core.i18n import count, tr
from forgegames.games.forge_war.board_info import (
    resource_name,
    without_resource,
)
from forgegames.ui import icons, text_report, theme
from forgegames.ui.boards.forge_war.hexmine import (
    icon_rgb,
)
from forgegames.ui.boards.forge_war.look import (
    CHIP_ICON,
    KINDS,
    SPACE_NAMES,
    rgb_of,
)
from forgegames.ui.boards.forge_war.pictures import weapon_icon


def metal_letter(rid: str) -> str:
    """A metal's letter on its tag: its name's initial in the language on show ('C' copper,
    'I' iron, 'M' mithril; 'C', 'H', 'M' in Spanish)."""
    first = resource_name(rid)[:1].upper()
    return first if first.isascii() and first.isalpha() else rid[:1].upper()


TAGGED = "tagged"
"""``Pen.design_label``'s form with the weapon's picture, its word and its metal's tag."""


def tag_icon(rid: str) -> tuple[str, tuple[int, int, int]]:
    """A metal's tag as the icon set draws it: its name (``metal-tag:C``) and its colour."""
    return f"metal-tag:{metal_letter(rid)}", icon_rgb(rid, rgb_of(KINDS[rid].rgb))


class Pen:
    """Draws the board's small pieces at the host's scale, with its title's names."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self._labels: dict[tuple[str, bool, bool], str] = {}
        """``design_label``'s answers for the content in ``_labels_of`` (the layout asks
        for the same few designs' labels tens of thousands of times in a game)."""
        self._labels_of: object = None
        self.marks: list[tuple[int, tuple[int, int], int | None]] = []
        """The seat marks drawn since the board's picture was begun (seat, centre, radius):
        the board draws them again over what it dims, so whose they are stays in sight."""

    @property
    def s(self) -> float:
        return self.scene.scale

    @property
    def world(self):
        """The data the game runs on: the host's title's (cards, names, prices)."""
        return self.scene.title.world

    def px(self, n: float) -> int:
        return int(n * self.s)

    def word_h(self) -> int:
        """The height of a rendered line of small (12 px at scale) text."""
        return theme.font(self.px(12)).size("Ag")[1]

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
        star), then what its first step asks of the weapons sent on it: the power (a sword
        and the figure) and the weapon types it wants (slashing an axe, piercing a spear,
        crushing a mace; each one missing adds to the power needed). Playtest 11: a
        tester took a quest needing power 4 and a crushing weapon with a copper sword,
        and it failed at once; the need was only in the tooltip."""
        card = self.world.content.all_quests[qid]
        first = card.legs[0]
        types = "".join(f"{{{weapon_icon([t])}}}" for t in first.types)
        need = f"{{sword}}{first.difficulty}{types}"
        return f"{{steps}}{card.steps}  {{star}}{card.full_prestige}  {need}"

    def card_label(self, name: str) -> str:
        """A card's name for a chip: its resource's name becomes the resource's icon ('Copper
        Shipment': a copper ingot, then 'Shipment'; 'Envío de cobre': the ingot, 'Envío')."""
        for rid, kind in KINDS.items():
            rest = without_resource(name, rid)
            if rest is not None:
                return icons.tint(rid, icon_rgb(rid, rgb_of(kind.rgb))) + " " + rest
        return name

    def design_label(self, cid: str, metal: bool | str = True, picture: bool = True) -> str:
        """A weapon design as its kind's icon in its metal's colour, then its name: whole
        ('Copper Spear': the metal tells two spears apart in a list of designs); where
        ``metal`` is ``TAGGED``, the weapon's word and its metal's tag after it ('Spear' and a
        copper 'C': fw40, the picture's colour alone told a newcomer nothing); where it is
        False, the tag in the picture's place, as wide ('C Spear'); or the name alone when
        ``picture`` is False."""
        content = self.world.content  # its words in the language on show
        if self._labels_of is not content:
            self._labels, self._labels_of = {}, content
        key = (cid, metal, picture)
        label = self._labels.get(key)
        if label is None:
            label = self._labels[key] = self._design_label(cid, metal, picture)
        return label

    def _design_label(self, cid: str, metal: bool | str, picture: bool) -> str:
        weapon = self.world.content.all_weapons[cid]
        if not picture:
            return weapon.name
        for rid, kind in KINDS.items():
            rest = without_resource(weapon.name, rid)
            if rest is not None and not kind.gem:
                if metal is TAGGED:
                    return f"{self.design_picture(cid)} {rest} {self.metal_tag(cid)}"
                lead = self.design_picture(cid) if metal else self.metal_tag(cid)
                return lead + " " + (weapon.name if metal else rest)
        return self.design_picture(cid) + " " + weapon.name

    def design_picture(self, cid: str) -> str:
        """A weapon design's picture (its kind: sword, dagger, spear, axe, mace, shield), in
        its metal's colour where its name says the metal ('Copper Spear'), as icon markup."""
        weapon = self.world.content.all_weapons[cid]
        icon = weapon_icon(weapon.types, self.world.data.all_weapons[cid].name)
        for rid, kind in KINDS.items():
            if without_resource(weapon.name, rid) is not None and not kind.gem:
                return icons.tint(icon, icon_rgb(rid, rgb_of(kind.rgb)))
        return "{" + icon + "}"

    def metal_of(self, cid: str) -> str | None:
        """The metal a design's name says ('Copper Spear': copper); None where none does."""
        name = self.world.content.all_weapons[cid].name
        for rid, kind in KINDS.items():
            if without_resource(name, rid) is not None and not kind.gem:
                return rid
        return None

    def metal_tag(self, cid: str) -> str:
        """The metal a design's name says as its initial on a tile of the metal's colour
        ('C' copper, 'H' hierro), as icon markup: a design's metal where its word has no room
        (playtest 34: the picture's colour alone told a newcomer nothing; the legend says
        what each letter is); "" where no metal names the design."""
        rid = self.metal_of(cid)
        return "" if rid is None else icons.tint(*tag_icon(rid))

    def forge_cost(self, cid: str) -> str:
        """What forging a design takes, as icon markup: a hammer, then each resource's icon
        and how many ('{hammer}' iron 2, emerald 1): no words, so no language to fit."""
        return "{hammer}" + self.cube_marks(self.world.content.all_weapons[cid].cost)

    def cube_marks(self, amounts: dict[str, int]) -> str:
        """Resources as icon markup: each resource's icon and how many ('{iron}2{copper}1')."""
        return "".join(
            icons.tint(rid, icon_rgb(rid, rgb_of(KINDS[rid].rgb))) + str(n)
            for rid, n in amounts.items()
            if n
        )

    def card_effect(self, cid: str) -> str:
        """A bazaar card's effect in a few marks for its face (playtest 23: the bazaar's cards
        showed only a name and a price, their effect only in the tooltip): a stall's trade
        ('{copper}2 ⇄ {iron}1', either way), a single-use card's gains ('+{gold}3'); '' for
        a savvy (its words stay in the tooltip) and any other card."""
        c = self.world.content
        if cid in c.all_bonus:
            card = c.all_bonus[cid]
            if card.kind != "stall":
                return ""
            return f"{self.cube_marks(card.left)} ⇄ {self.cube_marks(card.right)}"
        s = c.all_single_use.get(cid)
        if s is None:
            return ""
        gains = [f"{{gold}}{s.gold}"] if s.gold else []
        gains += [self.cube_marks({r: n}) for r, n in sorted(s.resources.items()) if n]
        if s.adventurers:
            gains.append(f"{{adventurer:1}}{s.adventurers}")
        for n, one, many in (
            (s.level_ups, "level up", "level ups"),
            (s.overseer_moves, "overseer move", "overseer moves"),
            (s.worker_moves, "worker move", "worker moves"),
        ):
            if n:
                gains.append(count(n, one, many))
        return " ".join(f"+{gain}" for gain in gains)

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
        self.marks.append((seat, centre, r))
        look = self.scene.seat_colour(seat)
        theme.draw_symbol(surface, look.symbol, centre, r or self.px(7), look.rgb)
