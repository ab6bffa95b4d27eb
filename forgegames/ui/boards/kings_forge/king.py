"""King's Forge's king row: the king's craft cards, crafted (or stolen) with the dice picked, and
their drawing."""

from __future__ import annotations

from typing import NamedTuple

import pygame

from forgegames.core.actions import Action
from forgegames.core.i18n import tr
from forgegames.games.kings_forge import board_info as info
from forgegames.games.kings_forge.actions import (
    Craft,
)
from forgegames.games.kings_forge.state import PHASE_CRAFT, KFState
from forgegames.ui import icons, theme
from forgegames.ui.boards.kings_forge import pictures
from forgegames.ui.boards.kings_forge.choices import (
    craft_options,
)
from forgegames.ui.boards.kings_forge.look import (
    DIE_RGB,
    draw_die,
    fit,
)
from forgegames.ui.boards.kings_forge.part import KFPanel
from forgegames.ui.boards.kings_forge.table import draw_shadow
from forgegames.ui.boards.places import Target


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


class KingPanel(KFPanel):
    """The king's cards along the top."""

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_king(surface, self.board.state)

    def build_king_targets(self, legal: list[Action]) -> None:
        for card, rect in self.board.geo.king_cards():
            crafts = craft_options(card, legal)
            self.places.append(
                Target(card, rect, lambda c=card, o=crafts: self.craft_or_steal(c, o), bool(crafts))
            )

    def craft_or_steal(self, card: str, options: list[Action]) -> None:
        chosen = self.pick_dice_option(options) if options else None
        if chosen is None:  # the engine says why, with the dice the click would give
            self.scene.reject(self.scene.why_not(Craft(card, self.tried_dice(card))))
            return
        self.board.act(chosen)

    def tried_dice(self, card: str) -> tuple[int, ...]:
        """The dice a refused craft or steal is explained with: the picked ones, else the
        engine's closest try (``board_info.tried_dice``), so the refusal names the rule that
        decides (a tie does not steal, a space needs a higher die...), never "0 given"."""
        return (
            tuple(self.board.selected)
            if self.board.selected
            else info.tried_dice(self.board.state, card)
        )

    def pick_dice_option(self, options: list[Action]) -> Action | None:
        """The craft/steal using exactly the picked dice, or the game's suggestion."""
        if self.board.selected:
            wanted = sorted(self.board.selected)
            for option in options:
                if sorted(option.dice) == wanted:  # type: ignore[attr-defined]
                    return option
            return None
        return info.suggest_dice(self.board.state, options)

    def draw_king(self, surface: pygame.Surface, state: KFState) -> None:
        s = self.scene.scale
        crafts = self.board.world.content.craft
        for card, rect in self.board.geo.king_cards():
            self.draw_craft_card(surface, rect, card)
        x = self.board.geo.line_rect().x
        self.board.heading(surface, tr("Waiting line ({n})", n=len(state.line)), (x, self.rect.y))
        line = self.board.geo.line_places(state)
        side = line.side
        for card, place in zip(state.line, line.places, strict=False):
            spec = crafts[card]
            figure = ":figure" if side < pictures.SMALL_DIE else ""
            tokens = [icons.icon(f"die:{c}:{v}{figure}", side, DIE_RGB[c]) for c, v in spec.slots]
            dice_w = sum(t.get_width() + int(3 * s) for t in tokens)
            rank = theme.text(str(spec.rank), int(13 * s), theme.ACCENT, True)
            cx, y = place.x, place.y
            if line.stacked:  # the name over the rank and the dice
                surface.blit(rank, (cx, y + self.board.geo.line_name()))
                if cx > x:  # a thin rule between two cards of a row: the names close up
                    rule = cx - max(2, int(4 * s))
                    pygame.draw.line(
                        surface, theme.BORDER, (rule, y + 2), (rule, y + place.height - 3)
                    )
                pos = (cx, y + 2)
                name_w = place.width - int(6 * s)
            else:
                surface.blit(rank, (cx, y + 2))
                pos = (cx + int(24 * s), y + 2)
                name_w = place.width - dice_w - int(34 * s)
            name = self.board.fitted(self.board.world.card_name(card), int(13 * s), name_w, pos)
            surface.blit(theme.text(name, int(13 * s), theme.TEXT), pos)
            if line.stacked:
                dx, dy = cx + int(24 * s), y + self.board.geo.line_name()
            else:
                dx, dy = cx + place.width - dice_w - int(8 * s), y + 1
            for token in tokens:
                surface.blit(token, (dx, dy))
                dx += token.get_width() + int(3 * s)
        hidden = len(state.line) - len(line.places)
        if hidden > 0:
            more = theme.text(tr("+{n} more", n=hidden), int(12 * s), theme.TEXT_DIM)
            surface.blit(more, (self.rect.right - more.get_width(), self.rect.y))

    def card_boxes(self) -> dict[str, pygame.Rect]:
        """What the cards hold, by path, for the text report (issue 39): each displayed craft
        card with its name and rank and its dice; each gather card with its name, each
        action's area with the room its pictures and words need, and the discard place (not
        while crafting: the middle row shows the roll then)."""
        s = self.scene.scale
        out = {}
        for i, (card, rect) in enumerate(self.board.geo.king_cards()):
            out[f"king/card:{i}"] = rect
            plan = self.craft_name_plan(card, rect)
            name_h = plan.bottom(theme.font(int(20 * s), True).get_linesize()) - rect.y
            out[f"king/card:{i}/name"] = pygame.Rect(rect.x, rect.y, rect.width, name_h)
            dice = self.board.geo.craft_dice(rect, card)
            out[f"king/card:{i}/dice"] = dice[0].unionall(dice[1:])
        gathering = self.board.state.phase != PHASE_CRAFT  # crafting, the row shows the roll
        for i, (card, rect) in enumerate(self.board.geo.gather_cards() if gathering else ()):
            if not card:
                continue
            out[f"middle/card:{i}"] = rect
            head, _foot = self.board.geo.card_parts(rect.width, card)
            out[f"middle/card:{i}/name"] = pygame.Rect(rect.x, rect.y, rect.width, head)
            for part, area in self.board.geo.action_rects(rect, card).items():
                out[f"middle/card:{i}/{part}"] = area
                if part != "discard":
                    need = self.board.geo.side_need(card, part, rect.width)
                    words = pygame.Rect(area.x, area.y, area.width, need)
                    out[f"middle/card:{i}/{part}/words"] = words
        return out

    def draw_craft_card(self, surface: pygame.Surface, rect: pygame.Rect, card: str) -> None:
        draw_shadow(surface, rect, self.scene.scale)
        surface.blit(self.board.face("craft", card, rect, self.paint_craft_card), rect)

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
        name = self.board.world.card_name(card)
        rank = theme.text(
            str(self.board.world.content.craft[card].rank), int(20 * s), theme.ACCENT, True
        )
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
        spec = self.board.world.content.craft[card]
        surface.blit(pictures.frame("craft", rect.size), rect)
        plan = self.craft_name_plan(card, rect)
        rank = theme.text(str(spec.rank), int(20 * s), theme.ACCENT, True)
        surface.blit(rank, (rect.right - rank.get_width() - 8, plan.rank_y))
        for line, width, y in plan.lines:
            label = theme.text(fit(line, plan.size, width), plan.size, theme.TEXT, True)
            surface.blit(label, (rect.x + 8, y))
        for r, (colour, pips) in zip(
            self.board.geo.craft_dice(rect, card), spec.slots, strict=True
        ):
            draw_die(surface, r, colour, pips)
