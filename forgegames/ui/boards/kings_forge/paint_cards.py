"""Drawing the King's Forge cards: the king's row (craft cards on display and the waiting line) and
the gather row with the docks."""

from __future__ import annotations

from typing import NamedTuple

import pygame

from forgegames.core.i18n import tr
from forgegames.games.kings_forge.state import PHASE_CRAFT, KFState
from forgegames.ui import icons, theme
from forgegames.ui.boards.kings_forge import pictures
from forgegames.ui.boards.kings_forge.look import CARD_LIGHT, DIE_RGB, draw_die, fit
from forgegames.ui.boards.kings_forge.table import RIM, TRAY, draw_shadow, draw_well, wood_panel
from forgegames.ui.boards.kings_forge.words import dock_picture


class NamePlan(NamedTuple):
    """A craft card's name as drawn: its text size, each line with its width and top, and
    the rank's top."""

    size: int
    lines: tuple[tuple[str, int, int], ...]
    rank_y: int

    def bottom(self, rank_h: int) -> int:
        """Where the name and the rank end."""
        face = theme.font(self.size, True)
        return max([y + face.get_linesize() for _l, _w, y in self.lines] + [self.rank_y + rank_h])


class CardPainter:
    """Mixin of ``KingsForgeBoard``: the king's row and the gather row."""

    def draw_king(self, surface: pygame.Surface, state: KFState) -> None:
        s = self.scene.scale
        crafts = self.world.content.craft
        for card, rect in self.king_cards():
            self.draw_craft_card(surface, rect, card)
        x = self.line_rect().x
        self.heading(surface, tr("Waiting line ({n})", n=len(state.line)), (x, self.king_rect.y))
        line = self.line_places(state)
        side = line.side
        for card, place in zip(state.line, line.places, strict=False):
            spec = crafts[card]
            figure = ":figure" if side < pictures.SMALL_DIE else ""
            tokens = [icons.icon(f"die:{c}:{v}{figure}", side, DIE_RGB[c]) for c, v in spec.slots]
            dice_w = sum(t.get_width() + int(3 * s) for t in tokens)
            rank = theme.text(str(spec.rank), int(13 * s), theme.ACCENT, True)
            cx, y = place.x, place.y
            if line.stacked:  # the name over the rank and the dice
                surface.blit(rank, (cx, y + self.line_name()))
                pos = (cx, y + 2)
                name_w = place.width - int(6 * s)
            else:
                surface.blit(rank, (cx, y + 2))
                pos = (cx + int(24 * s), y + 2)
                name_w = place.width - dice_w - int(34 * s)
            name = self.fitted(self.world.card_name(card), int(13 * s), name_w, pos)
            surface.blit(theme.text(name, int(13 * s), theme.TEXT), pos)
            if line.stacked:
                dx, dy = cx + int(24 * s), y + self.line_name()
            else:
                dx, dy = cx + place.width - dice_w - int(8 * s), y + 1
            for token in tokens:
                surface.blit(token, (dx, dy))
                dx += token.get_width() + int(3 * s)
        hidden = len(state.line) - len(line.places)
        if hidden > 0:
            more = theme.text(tr("+{n} more", n=hidden), int(12 * s), theme.TEXT_DIM)
            surface.blit(more, (self.king_rect.right - more.get_width(), self.king_rect.y))

    def card_boxes(self) -> dict[str, pygame.Rect]:
        """What the cards hold, by path, for the text report (issue 39): each displayed craft
        card with its name and rank and its dice; each gather card with its name, each
        action's area with the room its pictures and words need, and the discard place (not
        while crafting: the middle row shows the roll then)."""
        s = self.scene.scale
        out = {}
        for i, (card, rect) in enumerate(self.king_cards()):
            out[f"king/card:{i}"] = rect
            plan = self.craft_name_plan(card, rect)
            name_h = plan.bottom(theme.font(int(20 * s), True).get_linesize()) - rect.y
            out[f"king/card:{i}/name"] = pygame.Rect(rect.x, rect.y, rect.width, name_h)
            dice = self.craft_dice(rect, card)
            out[f"king/card:{i}/dice"] = dice[0].unionall(dice[1:])
        gathering = self.state.phase != PHASE_CRAFT  # crafting, the row shows the roll
        for i, (card, rect) in enumerate(self.gather_cards() if gathering else ()):
            if not card:
                continue
            out[f"middle/card:{i}"] = rect
            head, _foot = self.card_parts(rect.width, card)
            out[f"middle/card:{i}/name"] = pygame.Rect(rect.x, rect.y, rect.width, head)
            for part, area in self.action_rects(rect, card).items():
                out[f"middle/card:{i}/{part}"] = area
                if part != "discard":
                    need = self.side_need(card, part, rect.width)
                    words = pygame.Rect(area.x, area.y, area.width, need)
                    out[f"middle/card:{i}/{part}/words"] = words
        return out

    def draw_craft_card(self, surface: pygame.Surface, rect: pygame.Rect, card: str) -> None:
        draw_shadow(surface, rect, self.scene.scale)
        surface.blit(self.face("craft", card, rect, self.paint_craft_card), rect)

    @staticmethod
    def craft_name_lines(name: str, size: int, first: int, rest: int) -> tuple[str, ...]:
        """A craft card's name: the words that fit beside the rank (``first`` pixels), the
        rest across the card (``rest``)."""
        face = theme.font(size, True)
        words = name.split()
        cut_at = 1
        while cut_at < len(words) and face.size(" ".join(words[: cut_at + 1]))[0] <= first:
            cut_at += 1
        tail = " ".join(words[cut_at:])
        return (" ".join(words[:cut_at]), *(theme.wrap(tail, size, rest, True) if tail else ()))

    def craft_name_plan(self, card: str, rect: pygame.Rect) -> NamePlan:
        """A craft card's name on the card at ``rect``: the largest size at which it takes two
        lines above the dice, its first words beside the rank and the rest under it across
        the card, or (a first word too long to share the top line with the rank: at 1024x640
        'Ceremonial' was cut to 'Ceremo…') the first line across the card and the rank beside
        the second. Where none fits, the smallest size's lines, as many as it takes (the
        dice go under them: ``craft_dice``)."""
        s = self.scene.scale
        name = self.world.card_name(card)
        rank = theme.text(str(self.world.content.craft[card].rank), int(20 * s), theme.ACCENT, True)
        room, whole = rect.width - rank.get_width() - 20, rect.width - 16
        top, second = rect.y + 6, rect.y + 6 + int(19 * s)
        under = max(second, rect.y + 4 + rank.get_height())  # a line clear of the rank
        dice_top = rect.y + int(52 * s)
        sizes = sorted({max(int(k * s), theme.min_text_size()) for k in (16, 13, 12)})[::-1]
        for size in sizes:
            face = theme.font(size, True)
            step = face.get_linesize()
            lines = self.craft_name_lines(name, size, room, whole)
            if len(lines) <= 2 and face.size(lines[0])[0] <= room:
                rest = [(line, room, second) for line in lines[1:]]
                if rest and face.size(rest[0][0])[0] > room:
                    rest = [(rest[0][0], whole, under)]
                if not rest or rest[0][2] + step <= dice_top + 2:
                    return NamePlan(size, ((lines[0], room, top), *rest), top)
            lines = self.craft_name_lines(name, size, whole, room)
            widths = (whole, room)
            fits = all(face.size(ln)[0] <= w for ln, w in zip(lines, widths, strict=False))
            if len(lines) <= 2 and second + step <= dice_top + 2 and fits:
                places = ((whole, top), (room, second))
                plan = tuple((ln, w, y) for ln, (w, y) in zip(lines, places, strict=False))
                return NamePlan(size, plan, second)
        size = sizes[-1]
        step = theme.font(size, True).get_linesize()
        first = theme.font(size, True).size(name.split()[0])[0] <= room
        lines = self.craft_name_lines(name, size, room if first else whole, whole)
        ys = [top, *(under + i * step for i in range(len(lines) - 1))]
        plan = tuple(
            (ln, room if i == 0 and first else whole, y)
            for i, (ln, y) in enumerate(zip(lines, ys, strict=True))
        )
        return NamePlan(size, plan, top if first else ys[-1] + step)

    def paint_craft_card(self, surface: pygame.Surface, rect: pygame.Rect, card: str) -> None:
        s = self.scene.scale
        spec = self.world.content.craft[card]
        surface.blit(pictures.frame("craft", rect.size), rect)
        plan = self.craft_name_plan(card, rect)
        rank = theme.text(str(spec.rank), int(20 * s), theme.ACCENT, True)
        surface.blit(rank, (rect.right - rank.get_width() - 8, plan.rank_y))
        for line, width, y in plan.lines:
            label = theme.text(fit(line, plan.size, width), plan.size, theme.TEXT, True)
            surface.blit(label, (rect.x + 8, y))
        for r, (colour, pips) in zip(self.craft_dice(rect, card), spec.slots, strict=True):
            draw_die(surface, r, colour, pips)

    def paint_action(
        self, surface: pygame.Surface, area: pygame.Rect, card: str, side: str
    ) -> None:
        """One action of a gather card: the cost and the reward's picture on a row (the
        picture under the cost when the row is too narrow), then the words."""
        s = self.scene.scale
        pygame.draw.rect(surface, CARD_LIGHT, area, border_radius=6)
        spec = self.world.content.actions[(card, side)]
        box, _big, small = self.face_sizes()
        row = self.face_row()
        x, top = area.x + 4, area.y + 4
        if spec.pay_all or not spec.boxes:
            word = tr("All your dice") if spec.pay_all else tr("Free")
            label = theme.text(word, small, theme.TEXT, True)
            surface.blit(label, label.get_rect(midleft=(x, top + row // 2)))
            x += label.get_width() + 4
        for code, x_mark in zip(spec.boxes, spec.x, strict=True):
            r = pygame.Rect(x, top + (row - box) // 2, box, box)
            surface.blit(icons.icon(f"space:{code}", box), r)
            if x_mark:
                pygame.draw.line(surface, (20, 20, 24), r.topleft, r.bottomright, 2)
                pygame.draw.line(surface, (20, 20, 24), r.topright, r.bottomleft, 2)
            x += box + 3
        if spec.clock:
            r = max(5, int(7 * s))
            theme.draw_clock(surface, (area.right - r - 5, top + row // 2), r, theme.ACCENT)
        under, lines = self.face_rows(card, side, area.width)
        picture = self.gives_picture(card, side)
        if picture is not None:
            at = (area.x + 4, top + row + 3) if under else (x + 6, top)
            y = at[1] + (row - picture.get_height()) // 2
            surface.blit(picture, (at[0], y))
        y = top + row * (2 if under else 1) + (3 if under else 0) + 3
        line_h = theme.font(small).get_linesize()
        for line in theme.mark_wide(lines, small, area.width - 8):
            surface.blit(theme.text(line, small, theme.TEXT), (area.x + 4, y))
            y += line_h

    def draw_gather(self, surface: pygame.Surface, state: KFState) -> None:
        self.drawn_mid = self.mid_rect.copy()
        s = self.scene.scale
        for card, rect in self.gather_cards():
            if not card:  # the card's place, sunk in the table
                draw_well(surface, rect, TRAY)
                pygame.draw.rect(surface, RIM, rect, 1, border_radius=8)
                empty = theme.text(tr("empty"), int(15 * s), theme.TEXT_DIM)
                surface.blit(empty, empty.get_rect(center=rect.center))
                continue
            self.draw_gather_card(surface, rect, card)
        head = self.docks_head()
        rows = [rect for _, rect in self.dock_rows()]
        board = head.unionall(rows).inflate(int(12 * s), int(8 * s))
        board = board.clip(self.mid_rect.inflate(self.pad, self.pad))
        draw_shadow(surface, board, s, 6)
        surface.blit(wood_panel(board.size, TRAY), board)  # the docks' board
        self.heading(surface, tr("Docks"), head.topleft)
        deck = theme.text(tr("deck: {n}", n=len(state.deck)), int(13 * s), theme.TEXT_DIM)
        surface.blit(deck, (head.right - deck.get_width(), head.y + 2))
        used = {d.action: d.seat for d in state.docks}
        specs = self.world.content.docks
        for dock_id, rect in self.dock_rows():
            spec = specs[dock_id]
            colour = theme.TEXT if dock_id not in used else theme.TEXT_DIM
            label = icons.rich(dock_picture(spec), int(13 * s), colour)
            surface.blit(label, label.get_rect(midleft=(rect.x + 4, rect.centery)))
            if dock_id in used:
                look = self.scene.seat_colour(used[dock_id])
                y = rect.centery
                pygame.draw.line(
                    surface, theme.TEXT_DIM, (rect.x + 2, y), (rect.x + label.get_width() + 6, y), 1
                )
                theme.draw_symbol(
                    surface, look.symbol, (rect.right - int(10 * s), y), int(7 * s), look.rgb
                )

    def draw_gather_card(self, surface: pygame.Surface, rect: pygame.Rect, card: str) -> None:
        draw_shadow(surface, rect, self.scene.scale)
        surface.blit(self.face("gather", card, rect, self.paint_gather_card), rect)

    def paint_gather_card(self, surface: pygame.Surface, rect: pygame.Rect, card: str) -> None:
        """A gather card as a printed one: its name, then each action's cost (boxes, an X on
        a die used up), what it gives as a large picture, and a short line of words."""
        surface.blit(pictures.frame("gather", rect.size), rect)
        size, names = self.heading_plan(card, rect.width)
        y = rect.y + 4
        for name in theme.mark_wide(names, size, rect.width - 16, True):
            surface.blit(theme.text(name, size, theme.ACCENT, True), (rect.x + 8, y))
            y += theme.font(size, True).get_linesize()
        areas = self.action_rects(rect, card)
        for side in ("top", "bottom"):
            self.paint_action(surface, areas[side], card, side)
        s = self.scene.scale
        size = int(12 * s)
        line_h = theme.font(size).get_linesize()
        lines = theme.mark_wide(self.discard_lines(rect.width), size, rect.width - 12)
        y = areas["discard"].centery - len(lines) * line_h // 2
        for line in lines:
            label = theme.text(line, size, theme.TEXT_DIM)
            surface.blit(label, label.get_rect(midtop=(areas["discard"].centerx, y)))
            y += line_h
