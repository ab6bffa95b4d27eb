"""Warparty's counters on the map: a stack's counter picture (kind emblem, figures, pile,
tag with its count) and the focus ring around a place or a counter. ``CounterPainter`` is a
part of ``MapCanvas`` and works on its view."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

import pygame

from forgegames.core.i18n import ntr, tr
from forgegames.games.warparty.board_info import (
    UnitSheet,
)
from forgegames.ui import icons, theme
from forgegames.ui.boards.warparty.chips import KIND_GLYPH, chip_picture, joined, noted_ink
from forgegames.ui.boards.warparty.map_palette import (
    HITS,
    MAP_INK,
    RGB,
    SELECT,
    WATER_LIGHT,
    ink_on,
    mix,
    shade,
)
from forgegames.ui.boards.warparty.map_sprites import explored_badge, gloss, selection_glow, stripes
from forgegames.ui.boards.warparty.pictures import UNIT_KINDS

if TYPE_CHECKING:
    from forgegames.games.warparty.board_info import WPState

COUNTER_PAD = 7
"""Room around a counter's picture for its shadow and the badges on its edges."""
COUNTER_TEXT = 13
"""The least size of a counter's words and figures (pixels): readable at 1024x640, where the
map is smallest; the figures grow with the counter's face."""
COUNTER_FACE = 36
"""A face's side (pixels) for which the badge and the figure discs have their drawn sizes
(they grow and shrink with the face)."""
PILE_STEP = 3
"""Offset of each counter drawn behind a stack's top one."""


@dataclasses.dataclass(frozen=True)
class FacePart:
    """One thing printed on a counter's face: the army badge, a figure's text or a figure
    disc, and the box (sprite pixels) its ink covers."""

    name: str
    box: pygame.Rect
    text: str = ""
    px: int = 0
    """The type size of ``text``."""
    value: int = 0
    """A disc's number (0: not a disc)."""


def _ink(text: str, px: int) -> pygame.Rect:
    """The box the ink of ``text`` in bold type of ``px`` covers (at 0, 0)."""
    bound = theme.glyph(text, px, (255, 255, 255), True).get_bounding_rect()
    return pygame.Rect(0, 0, bound.w, bound.h)


def _badge_outer(face: int) -> int:
    """The army badge's radius on a counter of side ``face``."""
    return max(7, round(8 * face / COUNTER_FACE))


def _disc_radius(face: int) -> int:
    """A figure disc's radius on a counter of side ``face`` (room for a 13 px number)."""
    return max(7, round(7 * face / COUNTER_FACE))


def _meeting(parts: list[FacePart]) -> bool:
    """Whether any two of ``parts``' boxes meet."""
    return any(a.box.colliderect(b.box) for i, a in enumerate(parts) for b in parts[i + 1 :])


def _bar_between(figures: list[FacePart], thick: int) -> FacePart:
    """A rule between the attack (over it) and the defence (under it), as under a fraction:
    the two figures, one above the other, read as two and not as one number (issue 39: a
    "3" over a "2" read as 32). As wide as the wider figure with its modifier; the figures'
    type shrinks until it clears both (``face_parts``)."""
    top = [p.box for p in figures if p.name.startswith("attack")]
    low = [p.box for p in figures if p.name.startswith("defence")]
    left = min(b.left for b in top + low)
    right = max(b.right for b in top + low)
    upper, lower = max(b.bottom for b in top), min(b.top for b in low)
    y = (upper + lower - thick) // 2
    return FacePart("bar", pygame.Rect(left, y, right - left, thick))


# --- the stacks ------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class Stack:
    """The counters of one army in one place, as one drawn counter."""

    place: str
    army: str
    lead: str
    """The unit type shown: the most numerous face-up type (strongest on ties)."""
    count: int
    kinds: int
    down: int
    """Units face down (tired: a rough-terrain penalty or a retreat)."""
    alone: bool = False
    """No other army stands in its place (a unit alone there shows its figures, chip or
    counter: playtest 22 item 6)."""


def strength(sheet: UnitSheet | None) -> int:
    if sheet is None:
        return 0
    return sheet.attack - sheet.attack_mod + sheet.defence - sheet.defence_mod + sheet.hits


class CounterPainter:
    """Draws ``MapCanvas``' counters and focus rings."""

    def counter_px(self, n: float) -> int:
        """A size of a counter's words (its count, tag, discs): scaled like the counters,
        never below ``COUNTER_TEXT``; large print past "large" leaves them at its size, so
        that the room goes to the counters (their tags would crowd them smaller)."""
        grow = min(self.print, theme.LARGE_PRINT["large"]) / self.print
        return max(COUNTER_TEXT, self.font_px(n * grow))

    def piece_boxes(self, state: WPState) -> dict[str, pygame.Rect]:
        """What the map draws over its territories, each drawn box on screen by name (for the
        text report): every mark (coin, dungeon, city, capital), and every stack's counter
        and count tag, or its chip; the stacks behind a crowd's chip are not drawn."""
        out = {}
        for place, marks in self.mark_boxes(state.cities).items():
            for kind, box in marks.items():
                out[f"{kind} of {place}"] = box.move(self.ox, self.oy)
        for place, box in self.explored_boxes(state).items():  # on its dungeon's corner:
            mark = f"dungeon of {place}"  # one piece with it (not two that overlap)
            out[mark] = out[mark].union(box) if mark in out else box
        for stack, face in self._placed(state):
            name = f"{stack.army} in {stack.place}"
            if (stack.place, stack.army) in self._hidden:
                continue
            if (stack.place, stack.army) in self._chips:
                out[f"chip of {name}"] = face
                continue
            out[f"counter of {name}"] = self._counter_box(stack, face)
            if self._tag(stack).get_width() > 1:
                out[f"tag of {name}"] = self._tag_rect(stack, face)
        return out

    def _draw_stack(
        self, surface: pygame.Surface, stack: Stack, rect: pygame.Rect, selected: bool
    ) -> None:
        """A stack's counter (or chip, where the layout made it one) with its face on
        ``rect``, and its tag under it."""
        if selected:
            glow = self._sprite(
                ("selglow", rect.size), lambda: selection_glow(rect.size, self.px(7))
            )
            surface.blit(glow, glow.get_rect(center=rect.center))
        chip = (stack.place, stack.army) in self._chips
        if chip:
            key = (stack.place, stack.army)
            crowd, foes = self._crowds.get(key, ()), self._foes.get(key, ())
            surface.blit(self._chip(stack, crowd, foes, key in self._bare), rect)
        else:
            face, (dx, dy) = self._counter_face(stack, rect.w)
            surface.blit(face, (rect.x + dx, rect.y + dy))
        if "|" in stack.place:  # standing on a stream
            pygame.draw.rect(surface, WATER_LIGHT, rect.inflate(4, 4), 2, border_radius=self.px(7))
        if selected:
            pygame.draw.rect(
                surface,
                SELECT,
                rect.inflate(self.px(6), self.px(6)),
                max(2, self.px(3)),
                border_radius=self.px(8),
            )
        if chip:
            return
        tag = self._tag(stack)
        place = self._tag_rect(stack, rect)
        # a tag the map's edge would cut is left out (the counter, half in sight, shows where
        # the stack is; its count shows when the map is panned to it)
        if tag.get_width() > 1 and surface.get_clip().contains(place):
            surface.blit(tag, place)

    def whole_size(self, stack: Stack, size: int, most: int) -> int | None:
        """The least counter side from ``size`` up to ``most`` on which ``stack``'s figures,
        discs and badge are whole and clear of one another (None: not even ``most``)."""
        sheet = self._sheet(stack.army, stack.lead)
        for side in range(size, max(size, most) + 1):
            key = ("fits", stack.army, stack.lead, side)
            fits = self._sprites.get(key)
            if fits is None:
                face = pygame.Rect(0, 0, side, side)
                fits = self._sprites[key] = not _meeting(self.face_parts(face, sheet, stack.army))
            if fits:
                return side
        return None

    def _counter_face(self, stack: Stack, size: int) -> tuple[pygame.Surface, tuple[int, int]]:
        """A stack's counter picture of side ``size``, and where its top-left corner lies
        from the counter's face."""
        pile = min(2, stack.count - 1)
        key = ("counter", stack.army, stack.lead, stack.down == stack.count, pile, size)
        sprite = self._sprite(key, lambda: self._counter_sprite(stack, size, pile))
        pad, step = self._pad(size), self.room_px(PILE_STEP)
        return sprite, (-pad, -pad - step * pile)

    def _pad(self, size: int) -> int:
        """Room around a counter's face of side ``size`` in its sprite: the shadow, and the
        badge and discs that stand out over its edges."""
        return max(self.px(COUNTER_PAD), 2 * _badge_outer(size) + 1, _disc_radius(size) + 4)

    def _counter_box(self, stack: Stack, face: pygame.Rect) -> pygame.Rect:
        """The box of all a counter with its face on ``face`` draws (pile, badges, shadow)."""
        sprite, (dx, dy) = self._counter_face(stack, face.w)
        return sprite.get_bounding_rect().move(face.x + dx, face.y + dy)

    def _chip(
        self, stack: Stack, others: tuple[str, ...] = (), foes: tuple = (), bare: bool = False
    ) -> pygame.Surface:
        """A stack shown small, where its place has no room for counters: the army's colour
        and symbol, and the count of its units; for a crowd, a dot in each allied ``others``
        army's colour after it (their stacks hidden behind), and each of the enemy ``foes``
        ((army, count, all face down, leading unit)) as a chip of its own joined to it; ``bare``:
        without the kinds' emblems. The picked stack's
        chip counts the units that move (issue 39: the prompt said "Moving 4 of 9", the chip 9)."""
        down = stack.down == stack.count
        # one unit alone: its figures, as on its counter (kept on a chip without its emblem)
        lone = stack.lead if stack.count == 1 and stack.alone and not others else ""
        moving = self.moving
        if moving is not None and moving[3] and moving[:2] == (stack.place, stack.army):
            stack = dataclasses.replace(stack, count=moving[2])  # what moves, as the prompt
        if bare:  # (a crowd's chip where the map is full: as narrow as it can be)
            stack = dataclasses.replace(stack, lead="")
            foes = tuple((army, count, gone, "") for army, count, gone, _ in foes)
        key = ("chip", stack.army, stack.lead, stack.count, down, others, foes, lone)
        return self._sprite(key, lambda: self._crowd_sprite(stack, down, others, foes, lone))

    def _crowd_sprite(
        self, stack: Stack, down: bool, others: tuple[str, ...], foes: tuple, lone: str = ""
    ) -> pygame.Surface:
        enemies = {army for army, *_ in foes}
        allies = tuple(a for a in others if a not in enemies)
        parts = [self._chip_sprite(stack.army, stack.lead, stack.count, down, allies, lone)]
        parts += [self._chip_sprite(army, lead, n, gone, ()) for army, n, gone, lead in foes]
        return joined(parts, self.px(2))

    def _chip_sprite(
        self,
        army: str,
        lead: str,
        count: int,
        down: bool,
        others: tuple[str, ...],
        lone: str = "",
    ) -> pygame.Surface:
        """One army's chip: its colour, symbol, the kind of its ``lead`` unit and ``count``
        (``lone``: the kind of a unit alone, whose attack and defence replace its count)."""
        dots = [self.rgb(other) for other in others]
        symbol = self.army_symbols.get(army)
        font = self.counter_px(12)
        kind = self.chip_kind(army, lead)
        sheet = self._sheet(army, lone) if lone else None
        figures = f"{sheet.attack}/{sheet.defence}" if sheet is not None else ""
        return chip_picture(self.rgb(army), symbol, count, down, dots, self.px, font, kind, figures)

    def chip_kind(self, army: str, lead: str) -> str:
        """The kind whose emblem an army's chip led by ``lead`` units shows (the unit's own
        initial where its sheet is unknown; none for no ``lead``: a crowd's enemy drawn
        narrower where the map has no room for its emblem)."""
        sheet = self._sheet(army, lead)
        return sheet.kind if sheet and sheet.kind else lead[:1].upper()

    def draw_focus(
        self, surface: pygame.Surface, place: str, stack: pygame.Rect | None = None
    ) -> None:
        """The keyboard focus ring (light blue on a dark edge, unlike the white selection and
        the yellow lit places): around the counter ``stack`` when given, else along the
        territory ``place``'s outline, or around the stream ``place``."""
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip))
        width = max(3, self.px(4))
        radius = self.px(8)
        if stack is not None or place not in self.polygons:
            if stack is not None:
                box = stack.inflate(self.px(14), self.px(14))
            else:
                box = self.place_rect(place).inflate(self._glow_width() + self.px(8), width * 4)
            pygame.draw.rect(surface, MAP_INK, box.inflate(4, 4), width + 4, border_radius=radius)
            theme.dashed_outline(surface, theme.FOCUS, box.inflate(-2, -2), width, self.px(10))
        else:
            dx, dy = self.ox + self.region.x, self.oy + self.region.y
            outline = [(x + dx, y + dy) for x, y in self._local_polygon(place, width + 1)]
            pygame.draw.lines(surface, MAP_INK, True, outline, width + 4)
            theme.dashed_outline(surface, theme.FOCUS, outline, width, self.px(10))
        surface.set_clip(clip)

    def _counter_sprite(self, stack: Stack, size: int, pile: int) -> pygame.Surface:
        """A counter with the figures read at a glance: attack top left over defence bottom
        left, move in a circle top right, hits in red on the right; a pile of counters
        behind it when the stack holds more than one; darker and striped when face down. The
        face's top-left corner is at (``COUNTER_PAD``, ``COUNTER_PAD`` + pile steps)."""
        sheet = self._sheet(stack.army, stack.lead)
        down = stack.down == stack.count
        colour = self.rgb(stack.army)
        face_rgb = mix(shade(colour, 0.5), (72, 72, 78), 0.5) if down else colour
        step, pad = self.room_px(PILE_STEP), self._pad(size)
        sprite = pygame.Surface((size + 2 * pad + step * pile,) * 2, pygame.SRCALPHA)
        radius = max(3, size // 6)
        face = pygame.Rect(pad, pad + step * pile, size, size)
        pygame.draw.rect(sprite, (8, 8, 8, 110), face.move(1, 2), border_radius=radius)
        for k in range(pile, 0, -1):
            back = face.move(step * k, -step * k)
            pygame.draw.rect(sprite, shade(face_rgb, 0.62), back, border_radius=radius)
            pygame.draw.rect(sprite, (16, 14, 12), back, 1, border_radius=radius)
        pygame.draw.rect(sprite, face_rgb, face, border_radius=radius)
        sprite.blit(gloss(size, radius), face.topleft)
        if down:
            stripes(sprite, face, (255, 255, 255, 40), self.px(6), radius)
        pygame.draw.rect(sprite, (14, 12, 10), face, max(1, self.px(1.5)), border_radius=radius)
        ink = ink_on(face_rgb)
        kind = sheet.kind if sheet else ""
        if kind in UNIT_KINDS:
            emblem = icons.icon(f"unit:{kind}", round(size * 0.56), ink).copy()
            emblem.set_alpha(80)
        else:
            glyph = KIND_GLYPH.get(kind, stack.lead[:1].upper())
            emblem = theme.glyph(glyph, round(size * 0.5), ink, True).copy()
            emblem.set_alpha(60)
        sprite.blit(emblem, emblem.get_rect(center=(face.centerx - size // 10, face.centery + 1)))
        parts = self.face_parts(face, sheet, stack.army)
        self._draw_face_parts(sprite, parts, stack.army, ink, face_rgb)
        return sprite

    def _army_badge(self, sprite: pygame.Surface, box: pygame.Rect, army: str, rgb: RGB) -> None:
        """The army's symbol on a dark disc in its colour's ring filling ``box`` (set astride
        the counter's left edge by ``face_parts``), so that armies tell apart without telling
        colours apart."""
        symbol = self.army_symbols.get(army)
        if not symbol:
            return
        outer = box.w // 2
        ring = max(2, round(outer * 0.3))
        pygame.draw.circle(sprite, rgb, box.center, outer)
        pygame.draw.circle(sprite, (14, 12, 10), box.center, outer - ring // 2)
        theme.draw_symbol(sprite, symbol, box.center, outer - ring - 1, theme.TEXT)

    def face_parts(self, face: pygame.Rect, sheet: UnitSheet | None, army: str) -> list[FacePart]:
        """Where a counter's army badge, figures and figure discs lie on a face ``face``: the
        badge astride the left edge, attack top left over defence bottom left, the move disc
        on the top right corner, the hits disc on the right edge (the modifiers and the row
        are the tooltip's: ``BoardWords.describe_stack``). The figures' type shrinks (not
        below ``COUNTER_TEXT``) until no two parts' boxes meet."""
        k = face.w / COUNTER_FACE
        gap, pen = max(1, round(k)), max(2, round(2 * k))
        parts: list[FacePart] = []
        if self.army_symbols.get(army):
            outer = _badge_outer(face.w)
            badge = pygame.Rect(0, 0, 2 * outer + 1, 2 * outer + 1)
            badge.midright = (face.x + 2, face.centery)  # over the face's rim only
            parts.append(FacePart("badge", badge))
        if sheet is None:
            return parts
        r = _disc_radius(face.w)
        if sheet.move > 1:
            box = pygame.Rect(0, 0, 2 * r + 1, 2 * r + 1)
            box.center = (face.right - pen, face.y + pen)
            parts.append(FacePart("move", box, value=sheet.move))
        if sheet.hits > 1:
            hits = pygame.Rect(0, 0, 2 * r + 1, 2 * r + 1)
            top = parts[-1].box.bottom + gap if sheet.move > 1 else face.centery - r
            hits.midtop = (face.right + pen, top)
            parts.append(FacePart("hits", hits, value=sheet.hits))
        inset = max(2, round(face.w * 0.07))
        left = max([face.x + inset] + [p.box.right + 1 for p in parts if p.name == "badge"])
        big = max(COUNTER_TEXT + 2, round(face.h * 0.47))
        while True:
            laid = parts + self._figure_parts(face, sheet, left, inset, big)
            if big <= COUNTER_TEXT or not _meeting(laid):
                return laid
            big -= 1

    def _figure_parts(
        self, face: pygame.Rect, sheet: UnitSheet, left: int, inset: int, big: int
    ) -> list[FacePart]:
        """The attack over the defence in type size ``big``, with the rule between, their ink
        boxes from ``left`` and ``inset`` inside ``face``. Only these two figures: the
        modifiers and the row are in the stack's tooltip (playtest 13: "3 / 1R3 / 2" did not
        read at a glance at 1024x640)."""
        out: list[FacePart] = []
        for name, value, top in (("attack", sheet.attack, True), ("defence", sheet.defence, False)):
            figure = _ink(str(value), big)
            if top:
                figure.topleft = (left, face.y + inset)
            else:
                figure.bottomleft = (left, face.bottom - inset)
            out.append(FacePart(name, figure, str(value), big))
        out.append(_bar_between(out, max(1, round(face.w / COUNTER_FACE * 1.5))))
        return out

    def _draw_face_parts(
        self, sprite: pygame.Surface, parts: list[FacePart], army: str, ink: RGB, fill: RGB
    ) -> None:
        for part in parts:
            if part.name == "bar":
                pygame.draw.rect(sprite, ink, part.box)
            elif part.name == "badge":
                self._army_badge(sprite, part.box, army, self.rgb(army))
            elif part.value:
                hits = part.name == "hits"
                disc, number = (HITS, (255, 255, 255)) if hits else (fill, ink)
                self._figure_disc(sprite, part.box, part.value, disc, number)
            else:
                figure = noted_ink(theme.glyph(part.text, part.px, ink, True), part.text)
                sprite.blit(figure, part.box.topleft)

    def _figure_disc(
        self, sprite: pygame.Surface, box: pygame.Rect, value: int, disc: RGB, ink: RGB
    ) -> None:
        """A number in a disc filling ``box`` on a counter (move: circled; hits: red)."""
        r = box.w // 2
        pygame.draw.circle(sprite, (14, 12, 10), box.center, r)
        pygame.draw.circle(sprite, disc, box.center, r - 1)
        text = theme.glyph(str(value), self.counter_px(12), ink, True)
        bound = text.get_bounding_rect()
        at = text.get_rect(center=(box.centerx, box.centery + 1)).move(bound.topleft)
        sprite.blit(noted_ink(text, str(value)), at)

    def _tag_rect(self, stack: Stack, rect: pygame.Rect) -> pygame.Rect:
        """Where a stack's tag sits: just under its counter (a chip has none: an empty box
        at its centre)."""
        if (stack.place, stack.army) in self._chips:
            return pygame.Rect(rect.center, (0, 0))
        return self._tag_below(stack, rect)

    def _tag_below(self, stack: Stack, rect: pygame.Rect) -> pygame.Rect:
        """Where a counter's tag sits under its face ``rect``."""
        return self._tag(stack).get_rect(midtop=(rect.centerx, rect.bottom + self.room_px(3)))

    moving: tuple[str, str, int, int] | None = None
    """The picked stack (place, army) and how many of its movable units move, of how many
    (set by the board): its tag says so, as the prompt does ("Moving 4 of 9")."""

    def _tag(self, stack: Stack) -> pygame.Surface:
        down = stack.down if stack.down < stack.count else 0
        moving = self.moving
        if moving is not None and moving[3] and moving[:2] == (stack.place, stack.army):
            key = ("moving", moving[2], moving[3], down)
            return self._sprite(key, lambda: self._moving_sprite(moving[2], moving[3], down))
        key = ("tag", stack.count, stack.kinds, down)
        return self._sprite(key, lambda: self._tag_sprite(*key[1:]))

    def _moving_sprite(self, n: int, total: int, down: int) -> pygame.Surface:
        """The picked stack's tag: ``n of total`` moving, in the selection's colour (issue
        39: "Moving 4 of 9" while the tag still said ×9), and ``n down`` under it."""
        size = self.counter_px(12)
        first = [theme.text(tr("{n} of {total} go", n=n, total=total), size, SELECT, True)]
        return self._tag_picture([first] + self._down_line(down, size))

    def _down_line(self, down: int, size: int) -> list[list[pygame.Surface]]:
        if not down:
            return []
        return [[theme.text(tr("{n} down", n=down), size, (200, 200, 206))]]

    def _tag_sprite(self, count: int, kinds: int, down: int) -> pygame.Surface:
        """The tag under a counter: ``×N`` (units) and ``+k kinds`` (the kinds of unit besides
        the one on its face: playtest 24 item 2, a bare "+1" meant nothing before hovering),
        then ``n down`` (face down in a partly face-down stack) on a second line; nothing for
        a lone unit."""
        size = self.counter_px(12)
        lines = []
        first = []
        if count > 1:
            first.append(theme.text(f"×{count}", size, theme.TEXT, True))
        if kinds > 1:
            more = ntr(kinds - 1, "+{n} kind", "+{n} kinds")
            first.append(theme.text(more, size, theme.ACCENT, True))
        if first:
            lines.append(first)
        return self._tag_picture(lines + self._down_line(down, size))

    def _tag_picture(self, lines: list[list[pygame.Surface]]) -> pygame.Surface:
        """A tag of ``lines`` (each a row of words) on a dark pill; nothing for none."""
        if not lines:
            return pygame.Surface((1, 1), pygame.SRCALPHA)
        size = self.counter_px(12)
        gap, margin = self.room_px(3), self.room_px(5)
        line_h = theme.font(size).get_linesize()
        widths = [sum(p.get_width() for p in parts) + gap * (len(parts) - 1) for parts in lines]
        height = line_h * len(lines) + 2
        tag = pygame.Surface((max(widths) + 2 * margin, height), pygame.SRCALPHA)
        radius = min(height, line_h + 2) // 2
        pygame.draw.rect(tag, (18, 20, 26, 228), tag.get_rect(), border_radius=radius)
        pygame.draw.rect(tag, (255, 255, 255, 56), tag.get_rect(), 1, border_radius=radius)
        for row, (parts, width) in enumerate(zip(lines, widths, strict=True)):
            x = (tag.get_width() - width) // 2
            for part in parts:
                tag.blit(part, part.get_rect(left=x, centery=1 + line_h * row + line_h // 2 + 1))
                x += part.get_width() + gap
        return tag

    def explored_boxes(self, state: WPState) -> dict[str, pygame.Rect]:
        """Where each completed dungeon's explored marker is drawn (screen pixels), by
        territory: over the upper right corner of its dungeon mark."""
        done = {x.dungeon for x in state.lairs if x.done}
        if not done:
            return {}
        marks = self.mark_boxes(state.cities)
        out = {}
        size = 2 * self.px(7) + 6
        for t in self.board.territories:
            box = marks.get(t.id, {}).get("dungeon") if t.dungeon in done else None
            if box is not None:
                badge = pygame.Rect(0, 0, size, size)
                badge.center = (box.right + self.ox, box.top + self.oy)
                out[t.id] = badge
        return out

    def _draw_explored(self, surface: pygame.Surface, state: WPState) -> None:
        badge = self._sprite(("explored",), lambda: explored_badge(self.px(7)))
        for box in self.explored_boxes(state).values():
            surface.blit(badge, badge.get_rect(center=box.center))
