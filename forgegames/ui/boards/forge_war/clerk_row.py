"""The clerk's row of the Forge War market: the public designs' tiles, each a design's name and
its price line (price, claims' marks, forge cost, prestige), their rows, widths and drawing.

A game's tiles name their designs in one of two forms, chosen once a game at each width
(``short``): whole ('Copper Spear'), or short where the most designs the game can show would
not all stand whole in one row: the weapon's word alone ('Spear'), the metal told by its tag
(its letter on the metal's colour, ``Pen.metal_tag``) leading the price, with the weapon's
picture where the game's designs all leave room for both (fw30: two playtests named the
clerk's 'Iron S…' a reason the game was hard to read; fw40, playtest 34: the picture's colour
alone did not tell a newcomer the metal). The whole name is in the tooltip."""

from __future__ import annotations

import pygame

from forgegames.core.i18n import language
from forgegames.games.forge_war import board_info as info
from forgegames.games.forge_war.state import FWState
from forgegames.ui import icons, theme
from forgegames.ui.boards.forge_war.faces import CardFaces
from forgegames.ui.boards.forge_war.look import CARD, CARD_LIGHT
from forgegames.ui.boards.forge_war.part import Part, Table
from forgegames.ui.boards.forge_war.pen import tag_icon

CLERK_ROWS = 3
"""The most rows of tiles the clerk's designs take (``ClerkRow.rows``)."""


class ClerkRow(Part):
    """Measures and draws the clerk's public designs in the market panel's clerk space."""

    most = CLERK_ROWS
    """The most rows the clerk's designs may take now (``MarketPanel.fit_market`` lowers it)."""
    short = False
    """Whether the tiles name their designs in the short form ('Spear', the metal its tag)
    rather than whole: set by ``rows`` from ``short_form``."""
    both = True
    """In the short form, whether the price's line is led by the weapon's picture and its
    metal's tag, or (where the most designs the game can show leave no room for both) by
    the tag alone, the weapon's word above naming the weapon: set with ``short``."""

    def __init__(self, board: Table, faces: CardFaces) -> None:
        super().__init__(board)
        self.faces = faces
        """The market's card faces (their pieces' gap and drawing)."""
        self.forms: dict[tuple[int, float, str, int, bool], tuple[bool, bool]] = {}
        """The form of the names (``short``, ``both``) by (tiles' width, scale, language,
        seats, epic): worked out once a game at each width, so no name changes form as
        designs come."""

    def row_h(self, width: int) -> int:
        """The clerk's row (``width`` wide): its heading, then tiles holding a design's name
        and its price, in one or two rows (``rows``)."""
        rows = len(self.rows(width))
        tiles = rows * self.tile_h() + (rows - 1) * self.px(4)
        return self.head_h() + self.px(3) + tiles

    def tile_h(self) -> int:
        """A clerk tile's height: its name's line and its price's, with air above and below
        (at 1024x640 the name touched the tile's top and the coin its foot, issue 39)."""
        air = 2 * self.air()
        one = max(
            self.px(48),
            self.head_h() + self.px(3) + self.pen.word_h() + self.pen.icon_line() + air,
        )
        return one - self.head_h() - self.px(3)

    def edge(self) -> int:
        """The air between a clerk tile's sides and its words: never under 4 pixels."""
        return max(4, self.px(4))

    def air(self) -> int:
        """The air above a clerk tile's name and below its price: never under 2 pixels."""
        return max(2, self.px(2))

    def rows(self, width: int) -> list[list[str]]:
        """The public designs by row of tiles in a clerk's row ``width`` wide: one row, or as
        few more (up to ``CLERK_ROWS``) as keep every name whole (issue 39: seven designs in
        one row read 'Iron S…', 'Copper A…')."""
        public = list(self.board.view.market["public"])
        inner = width - 2 * self.px(5)
        self.short = self.short_form(inner)
        rows = [public]
        for tiers in range(2, min(self.most, len(public)) + 1):
            if all(self.whole(row, self.widths(inner, row)) for row in rows):
                break
            each = -(-len(public) // tiers)
            rows = [public[k : k + each] for k in range(0, len(public), each)]
        return rows

    def short_form(self, width: int) -> bool:
        """Whether this game's tiles across ``width`` take the short form: where the most
        designs the game can show (``may_show``) do not all keep their whole names in one row
        (the fewest ``fit_market`` may leave); decided once a game at each width."""
        v = self.board.view
        key = (width, self.s, language(), v.players, info.is_epic(v))
        if key not in self.forms:
            self.short, self.both = False, True  # measured in the whole form
            worst = self.may_show()
            self.short = not self.whole(worst, self.widths(width, worst))
            if self.short:  # the picture and the tag both lead the price, where they fit
                self.both = self.whole(worst, self.widths(width, worst))
            self.forms[key] = (self.short, self.both)
        self.short, self.both = self.forms[key]
        return self.short

    def may_show(self) -> list[str]:
        """Every design this game's clerk can show: the common ones (not unique, no player's
        start card) of the simple game's stage, or of all three stages in the epic game."""
        epic = info.is_epic(self.board.view)
        return [
            w.id
            for w in self.world.content.all_weapons.values()
            if not w.unique and w.where != "player" and (epic or w.stage == 1)
        ]

    def head_h(self) -> int:
        """Where the clerk's tiles start below its row's top: under the whole line of its
        heading ("Clerk: public designs", drawn as ``draw_space`` draws a space's name), so
        no tile covers the heading's lower edge."""
        return self.px(2) + theme.font(self.px(13), True).size("Ag")[1] + 1

    def widths(self, width: int, public: list[str]) -> list[int]:
        """The clerk's tiles across ``width``: a fifth each (fewer designs keep that size)
        where every name fits so; else each as wide as its name (bold) needs, the spare shared
        evenly. Names keep their metal ('Iron Sword') always: where the row has no room for
        the weapon's picture before every name, the longest drop the picture first (playtest
        7: 'Copper Axe' shown as 'Axe' lost what tells two axes apart). The spare goes first
        to tiles whose price line (forge cost, prestige) is wider than their name (playtest
        24: at 1024x640 'Copper Mace' showed its price alone)."""
        gap = self.px(4)
        n = max(len(public), 5)
        even = (width - (n - 1) * gap) // n
        pad = 2 * self.edge()
        full = [self.name_w(d) + pad for d in public]
        lines = [self.line_w(self.board.view, d) + pad for d in public]
        if all(max(need, w) <= even for need, w in zip(full, lines, strict=True)):
            return [even] * len(public)
        room = width - (len(public) - 1) * gap
        needs = list(full)
        for i in sorted(range(len(public)), key=lambda k: -full[k]):
            if sum(needs) <= room:
                break
            needs[i] = self.bare_w(public[i]) + pad
        if sum(needs) > room:
            return [room // max(1, len(public))] * len(public)
        lined = [max(need, w) for need, w in zip(needs, lines, strict=True)]
        if sum(wants := [max(w, even) for w in lined]) <= room:
            return wants
        base = lined if sum(lined) <= room else needs
        return [w + (room - sum(base)) // len(base) for w in base]

    def name_w(self, design: str, picture: bool = True) -> int:
        """How wide a clerk tile's name draws (bold, as ``draw_tile`` draws it), in the
        game's form (``short``), with the weapon's picture before it or not."""
        return self.pen.text_width(self.label(design, picture), self.px(12), True)

    def bare_w(self, design: str) -> int:
        """How wide a clerk tile's words need it with no picture before the name: the name;
        in the short form, the picture's line under it too (the picture, then the price)."""
        wide = self.name_w(design, picture=False)
        if not self.short:
            return wide
        price = f"{{gold}}{info.clerk_price(self.board.view, design)}"
        lead = f"{self.lead(design)} {price}"
        return max(wide, self.pen.text_width(lead, self.px(12)))

    def lead(self, design: str) -> str:
        """What leads a short tile's price line under the weapon's word: the weapon's picture
        and its metal's tag (``both``), else the tag alone (a design no metal names: its
        picture)."""
        picture, tag = self.pen.design_picture(design), self.tag(design)
        return picture + tag if self.both or not tag else tag

    def label(self, design: str, picture: bool = True) -> str:
        """A design's name in the game's form (``short``: the weapon's word, 'Spear'), with
        the weapon's picture (in its metal's colour) before it or not."""
        if self.short:  # with its picture, the metal's tag too (playtest 34)
            word = self.pen.design_parts(design)[1]
            return (
                f"{self.pen.design_picture(design)} {word} {self.tag(design)}".rstrip()
                if picture
                else word
            )
        return self.pen.design_label(design, picture=picture)

    def tag(self, design: str) -> str:
        """The design's metal as its letter's tag (``Pen.metal_tag``): the short form's names
        and the pictures standing for them carry it, the metal's word having no room."""
        return self.pen.metal_tag(design)

    def tag_side(self, weapon: str, room: int) -> int:
        """How large a metal's tag stands after the weapon's picture in ``room`` pixels: as
        large as the picture, or what the room leaves (the epic game's eleven designs in a
        row, fw40)."""
        left = room - self.pen.text_width(weapon, self.px(12)) - 1
        return min(self.pen.icon_side(), left)

    def least_tag(self) -> int:
        """The smallest a metal's tag is drawn (its letter still read): 10 pixels, or 12 at
        the base scale."""
        return max(10, self.px(12))

    def draw_name(self, surface, design: str, name: str, at: tuple[int, int], room: int) -> int:
        """A tile's name line (bold, ``words``); its width. A weapon's picture and its metal's
        tag with no room side by side at full size: the tag smaller, centred on the line."""
        size, weapon, metal = (
            self.px(12),
            self.pen.design_picture(design),
            self.pen.metal_of(design),
        )
        if self.pen.text_width(name, size, True) <= room or metal is None or name == weapon:
            return self.pen.label(surface, name, at, 12, theme.ACCENT, True)
        wide = self.pen.label(surface, weapon, at, 12) + 1
        side = self.tag_side(weapon, room)
        icon, colour = tag_icon(metal)
        mark = icons.icon(icon, side, colour)
        middle = at[1] + self.pen.rich(weapon, size).get_height() // 2
        surface.blit(mark, mark.get_rect(midleft=(at[0] + wide, middle)))
        return wide + side

    def claims_w(self, claims: int) -> int:
        """How wide a clerk tile's claims' marks draw after its words (each its width and
        2 pixels apart)."""
        return self.px(3) + claims * (2 * self.px(5) + 2) - 2 if claims else 0

    def words(self, design: str, room: int, price: str, claims: int) -> tuple[str, str]:
        """A clerk tile's name line and what goes before its price: the weapon's picture and
        its name (in the game's form, ``label``) where they fit; else the name alone; else
        the whole name on two lines, its last words before the price ('Copper' / 'Spear ⊙2');
        last, where even the short form finds no room (the epic game's eleven designs in one
        row), the weapon's picture and its metal's tag (smaller where the room asks it), the
        name in the tooltip. The metal is always there, in words or in its tag: it tells two
        spears apart (playtest 7: at 1024x640 'Copper Axe' was shown as 'Axe', its picture
        dropped)."""
        whole = self.whole_words(design, room, price, claims)
        if whole is not None:
            return whole
        # the weapon's picture and its metal's (fw34: the epic game's eleven designs in a row
        # read 'Coppe', 'Iron S'); the tooltip names it whole
        weapon, tag = self.pen.design_picture(design), self.tag(design)
        if tag and self.tag_side(weapon, room) >= self.least_tag():
            return weapon + tag, ""  # the tag as large as the room leaves (``draw_name``)
        if self.pen.text_width(weapon, self.px(12)) <= room:
            return weapon, ""
        return self.pen.metal_kept(design, room, self.px(12)), ""

    def whole_words(
        self, design: str, room: int, price: str, claims: int
    ) -> tuple[str, str] | None:
        """``words`` while the name stays whole; None where only shortening it fits."""
        if self.name_w(design) <= room:
            return self.label(design), ""
        size = self.px(12)
        if self.short:  # the picture (the metal) leads the price's line
            fits = self.bare_w(design) <= room
            return (self.label(design, picture=False), "") if fits else None
        if self.name_w(design, picture=False) <= room:
            return self.label(design, picture=False), ""
        after = self.px(4) + self.pen.text_width(price, size)
        marks = self.claims_w(claims)  # after the price, else after the name's first line
        words = self.pen.design_label(design, picture=False).split()
        for cut in range(len(words) - 1, 0, -1):  # the most words on the name's line
            first, second = " ".join(words[:cut]), " ".join(words[cut:])
            above = self.pen.text_width(first, size, True)
            below = self.pen.text_width(second, size, True) + after
            if max(above, below) <= room and min(above, below) + marks <= room:
                return first, second
        return None

    def whole(self, public: list[str], widths: list[int]) -> bool:
        """Whether every design's name shows whole on tiles ``widths`` wide."""
        v = self.board.view
        return all(
            self.whole_words(
                d,
                w - 2 * self.edge(),
                f"{{gold}}{info.clerk_price(v, d)}",
                len(v.market["claims"].get(d, [])),
            )
            is not None
            for d, w in zip(public, widths, strict=True)
        )

    def pieces(self, design: str) -> list[str]:
        """What a clerk tile shows after its price: the design's forge cost, its prestige."""
        weapon = self.world.content.all_weapons[design]
        worth = f"{{star}}{weapon.prestige}" if weapon.prestige else ""
        return [p for p in (self.pen.forge_cost(design), worth) if p]

    def line_w(self, v: FWState, design: str) -> int:
        """How wide a clerk tile's price line draws whole (price, claims' marks, forge cost,
        prestige): the tile is made that wide where the row has room (playtest 24: at
        1024x640 'Iron Mace' showed its price alone, its cost left out)."""
        price = f"{{gold}}{info.clerk_price(v, design)}"
        pieces = [price, *self.pieces(design)]
        widths = [self.pen.text_width(piece, self.px(12)) for piece in pieces]
        claims = self.claims_w(len(v.market["claims"].get(design, [])))
        return sum(widths) + (len(pieces) - 1) * self.faces.gap() + claims

    def draw_tile(self, surface, v: FWState, design: str, rect: pygame.Rect) -> None:
        """A clerk's design: its picture and name (``words``), then under it its price,
        its claims' marks, and where the tile is wide enough its forge cost and prestige. A
        name with no room for the picture before it has it after its first half (a name on
        two lines), else leading the price's line (at 1024x640 the pictures were dropped,
        playtest 19 item 6)."""
        pygame.draw.rect(surface, CARD, rect, border_radius=self.px(5))
        pygame.draw.rect(surface, CARD_LIGHT, rect, 1, border_radius=self.px(5))
        edge = self.edge()
        room = rect.width - 2 * edge
        right = rect.x + edge + room
        price = f"{{gold}}{info.clerk_price(v, design)}"
        claims = v.market["claims"].get(design, [])
        name, under = self.words(design, room, price, len(claims))
        picture = self.pen.design_picture(design)
        if name.startswith(picture):
            picture = ""  # before the name already
        elif self.short:
            picture = self.lead(design)  # the metal's tag with it (fw40)
        top = rect.y + self.air()
        x = rect.x + edge
        end = x + self.draw_name(surface, design, name, (x, top), room)
        y = top + self.pen.word_h()  # under the name, however tall the words
        wide = self.pen.text_width(picture, self.px(12)) + self.px(3) if picture else 0
        if picture and under and end + wide <= right:  # after the name's first half
            rise = (self.pen.icon_line() - self.pen.word_h()) // 2
            end += self.px(3) + self.pen.label(surface, picture, (end + self.px(3), top - rise), 12)
            picture = ""
        pieces = self.pieces(design)
        if picture:  # the weapon's picture leads the line, where it leaves room for the rest
            rest = (under + " " if under else "") + price  # (the short form's metal: always)
            wide = self.pen.text_width(f"{picture} {rest}", self.px(12), True)
            if self.short or wide + self.claims_w(len(claims)) <= room:
                x += self.pen.label(surface, picture, (x, y), 12) + self.px(3)
        if under:  # the name's second half, before the price
            x += self.pen.label(surface, under, (x, y), 12, theme.ACCENT, True) + self.px(4)
        x += self.pen.label(surface, price, (x, y), 12)
        marks_y = y
        need = self.claims_w(len(claims))
        if x + need > right and (under or end + need <= right or end < x):
            x, marks_y = end, top  # after the name's first line, where the price's has no room
        self.draw_marks(surface, claims, (x + self.px(3), marks_y + self.px(7)), right)
        if marks_y != y:
            return  # the line is full
        x += need + self.faces.gap()
        self.faces.draw_pieces(surface, pieces, (x, y), right)  # (playtest 24) all in the tip

    def draw_marks(self, surface, claims: list[int], at: tuple[int, int], right: int) -> None:
        """The claims' seat marks from ``at`` (the first's left, their middle), 2 pixels
        apart; where that leaves ``right`` behind (a claimed design's short tile, four claims
        on a line), overlapping as a fan, then smaller: always inside the tile."""
        if not claims:
            return
        x, y = at
        n, room = len(claims), right - at[0]
        radius = min(self.px(5), max(2, room // (n + 1)))
        step = 2 * radius + 2
        if n > 1 and 2 * radius + (n - 1) * step > room:
            step = max(1, (room - 2 * radius) // (n - 1))
        for seat in claims:
            self.pen.seat_mark(surface, seat, (x + radius, y), radius)
            x += step
