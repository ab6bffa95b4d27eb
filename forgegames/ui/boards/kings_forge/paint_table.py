"""Drawing the King's Forge craft table (the rolled dice, the Cemetery, the items crafted this
round) and the players' trays."""

from __future__ import annotations

import re

import pygame

from forgegames.core.i18n import ntr, tr
from forgegames.games.kings_forge.state import PHASE_CRAFT, KFState
from forgegames.ui import theme
from forgegames.ui.boards.kings_forge.look import CARD, DIE_RGB, draw_die
from forgegames.ui.boards.kings_forge.table import draw_rim, draw_shadow
from forgegames.ui.boards.kings_forge.words import power_label

SOURCE = re.compile(r" \([^()]*\)(?= ·|$)")
"""A power label's "(card)" part, left out of a tray where the words do not fit."""


class TablePainter:
    """Mixin of ``KingsForgeBoard``: the craft table and the trays."""

    def draw_craft_table(self, surface: pygame.Surface, state: KFState) -> None:
        s = self.scene.scale
        seat = state.turn
        draw_shadow(surface, self.mid_rect, s)
        pygame.draw.rect(surface, theme.PANEL, self.mid_rect, border_radius=8)
        draw_rim(surface, self.mid_rect, theme.PANEL, 8)
        name = self.scene.seat_name(seat)
        head = self.roll_head()
        self.heading(surface, tr("{name}'s roll", name=name), (head.x + 10, head.y + 8))
        if state.cemetery:
            dead = theme.text(
                tr("Cemetery: {n}s are cancelled", n=state.cemetery),
                int(15 * s),
                DIE_RGB["C"],
                True,
            )
            surface.blit(dead, (head.x + int(200 * s), head.y + 8))
        marked = set(state.marked)
        for die_id, rect in self.pool_dice():
            die = next(d for d in state.pool if d.id == die_id)
            ring = "selected" if die_id in self.selected or die_id in marked else None
            draw_die(surface, rect, die.colour, die.value, ring)
        if not state.pool:
            empty = theme.text(tr("No dice rolled."), int(15 * s), theme.TEXT_DIM)
            surface.blit(empty, (self.mid_rect.x + 12, self.mid_rect.y + int(40 * s)))
        x0 = self.mid_rect.x + int(self.mid_rect.width * 0.6)
        self.heading(surface, tr("Crafted this round (can be stolen)"), (x0, self.mid_rect.y + 8))
        for i, rect in self.crafted_cards():
            done = state.crafted[i]
            draw_shadow(surface, rect, s, 6)
            pygame.draw.rect(surface, CARD, rect, border_radius=6)
            draw_rim(surface, rect, CARD)
            look = self.scene.seat_colour(done.seat)
            theme.draw_symbol(
                surface, look.symbol, (rect.x + int(12 * s), rect.centery), int(8 * s), look.rgb
            )
            name = self.world.card_name(done.card)
            at = (rect.x + int(26 * s), rect.y + 4)
            name = self.fitted(name, int(14 * s), rect.right - 4 - at[0], at, True)
            surface.blit(theme.text(name, int(14 * s), theme.TEXT, True), at)
            dx = rect.x + int(26 * s)
            for die in done.dice:
                r = pygame.Rect(dx, rect.y + self.crafted_die_top(), int(24 * s), int(24 * s))
                draw_die(surface, r, die.colour, die.value)
                dx += int(27 * s)

    def draw_trays(self, surface: pygame.Surface, state: KFState) -> None:
        s = self.scene.scale
        column = self.tray_name_column(state)
        second = self.tray_second()
        for seat, rect in enumerate(self.tray_rects(state)):
            player = state.players[seat]
            active = seat == self.scene.panel_seat()  # the holder's until End turn
            fill = theme.PANEL_LIGHT if active else theme.PANEL
            draw_shadow(surface, rect, s, 6)
            pygame.draw.rect(surface, fill, rect, border_radius=6)
            draw_rim(surface, rect, fill)
            if active:
                pygame.draw.rect(
                    surface, self.scene.seat_colour(seat).rgb, rect, 2, border_radius=6
                )
            x = rect.x + 8
            width = self.scene.draw_seat_tag(surface, seat, (x, rect.y + 4))
            marks = self.tray_marks(state, seat)
            if marks and self.marks_under(rect):
                tag = theme.text(marks, int(13 * s), theme.ACCENT)
                surface.blit(tag, (x, rect.y + int(28 * s)))
            elif marks:  # beside the name, on its baseline
                tag = theme.text(marks, int(13 * s), theme.ACCENT)
                name_h = theme.font(int(18 * s), True).get_ascent()
                y = rect.y + 4 + name_h - theme.font(int(13 * s)).get_ascent()
                surface.blit(tag, (x + width + int(8 * s), y))
            x += column + int(10 * s)
            x = self.draw_counts(surface, tr("Supply"), player.supply, x, rect)
            x = self.draw_counts(surface, tr("Smithy"), player.smithy, x, rect)
            claimed = tr("Claimed: {n}", n=len(player.claimed))
            ranks = ", ".join(str(self.world.content.craft[c].rank) for c in player.claimed)
            label = theme.text(claimed, int(14 * s), theme.TEXT, True)
            surface.blit(label, (x, rect.y + 4))
            if ranks:
                surface.blit(
                    theme.text(
                        ntr(len(player.claimed), "rank {r}", "ranks {r}", r=ranks),
                        int(12 * s),
                        theme.TEXT_DIM,
                    ),
                    (x, rect.y + second),
                )
            under = None if ranks else x  # the column's second line is free
            x += self.claimed_column(state)
            self.draw_tray_words(surface, self.tray_words(state, seat), x, rect, under)

    def tray_words(self, state: KFState, seat: int) -> list[tuple[str, tuple[int, int, int]]]:
        """The words at a tray's right, each with its colour: the gather cards the seat took
        this round (after a caption, so that they do not read as the claimed cards beside
        them: playtest 3 read 'Claimed: 0 · East Forest' as one list), then its powers still
        to use (naming the card they came from when it is not among those)."""
        cards = [self.world.card_name(p.card) for p in state.placements if p.seat == seat]
        words = [(tr("This round:"), theme.TEXT_DIM)] if cards else []  # not the claimed count
        words += [
            (f"{name}," if i < len(cards) - 1 else name, theme.TEXT) for i, name in enumerate(cards)
        ]
        taken = {p.card for p in state.placements if p.seat == seat}
        powers = [  # a power's card is named already where the seat took it
            power_label(self.world, p, source=p.source not in taken)
            for p in state.players[seat].powers
            if p.uses > 0
        ]
        words += [
            (f"{label} ·" if i < len(powers) - 1 else label, theme.ACCENT)
            for i, label in enumerate(powers)
        ]
        return words

    def draw_tray_words(
        self,
        surface: pygame.Surface,
        words: list[tuple[str, tuple[int, int, int]]],
        x: int,
        rect: pygame.Rect,
        under: int | None = None,
    ) -> None:
        """``words`` laid like a sentence on the tray's lines (two, or more in a taller tray)
        from ``x``: the powers start a line of their own where the places took only the
        first. Where they do not fit, the lines after the first start at ``under`` (the
        'Claimed' column, when its second line is empty), then the powers lose the names of
        their cards, then they are counted, then the caption before the cards is left out,
        before a word is shortened (the caption keeps the cards apart from the claimed count:
        playtest 3)."""
        s = self.scene.scale
        size = int(14 * s)
        face = theme.font(size)
        second, step = rect.y + self.tray_second(), face.get_linesize()
        lines = [rect.y + 4, second]
        while lines[-1] + 2 * step <= rect.bottom - 2:  # a taller tray: more lines
            lines.append(lines[-1] + step)
        right = rect.right - 8
        placed = self.tray_word_places(words, face, x, x, lines, right)
        if under is not None and any(short for *_rest, short in placed):
            placed = self.tray_word_places(words, face, x, under, lines, right)
        bare = [(SOURCE.sub("", t) if c == theme.ACCENT else t, c) for t, c in words]
        if any(short for *_rest, short in placed) and bare != words:
            # no room for the cards the powers came from: the powers alone, before a cut
            self.draw_tray_words(surface, bare, x, rect, under)
            return
        powers = [c for _t, c in words if c == theme.ACCENT]
        if any(short for *_rest, short in placed) and len(powers) > 1:
            # still no room: the powers counted (on the seat's turn its buttons name them)
            counted = ntr(len(powers), "{n} bonus to use", "{n} bonuses to use")
            rest = [(w, c) for w, c in words if c != theme.ACCENT]
            self.draw_tray_words(surface, [*rest, (counted, theme.ACCENT)], x, rect, under)
            return
        if any(short for *_rest, short in placed) and words and words[0][1] == theme.TEXT_DIM:
            # no room for the caption as well: the cards' names come first
            self.draw_tray_words(surface, words[1:], x, rect, under)
            return
        for (text, colour), (at, y, short) in zip(words, placed, strict=True):
            if short:  # no room left: shortened, whole on hover
                text = self.fitted(text, size, right - at, (at, y))
            surface.blit(theme.text(text, size, colour), (at, y))

    @staticmethod
    def tray_word_places(words, face, x: int, rest_x: int, lines: list[int], right: int):
        """Where each of ``words`` goes (x, y, shortened?): the first line from ``x``, the
        others from ``rest_x``."""
        space = face.size(" ")[0]
        line, at = 0, x
        placed = []
        for i, (text, colour) in enumerate(words):
            width = face.size(text)[0]
            if at > (x if line == 0 else rest_x) and at + width > right and line + 1 < len(lines):
                line, at = line + 1, rest_x
            placed.append((at, lines[line], at + width > right))
            at += width + space
            power = i + 1 < len(words) and words[i + 1][1] == theme.ACCENT != colour
            if power and line == 0 and at > x:
                line, at = 1, rest_x  # the powers on the second line
        return placed

    def claimed_column(self, state: KFState) -> int:
        """The width of the trays' 'Claimed' column, the same in every tray: its widest words."""
        s = self.scene.scale
        widest = 0
        for player in state.players:
            claimed = tr("Claimed: {n}", n=len(player.claimed))
            ranks = ", ".join(str(self.world.content.craft[c].rank) for c in player.claimed)
            widest = max(
                widest,
                theme.font(int(14 * s), True).size(claimed)[0],
                theme.font(int(12 * s)).size(
                    ntr(len(player.claimed), "rank {r}", "ranks {r}", r=ranks)
                )[0]
                if ranks
                else 0,
            )
        return widest + int(16 * s)

    def tray_marks(self, state: KFState, seat: int) -> str:
        """The words beside a seat's name: it holds the anvil, it has passed."""
        marks = []
        if seat == state.first:
            marks.append(tr("anvil"))
        if state.players[seat].passed and state.phase != PHASE_CRAFT:
            marks.append(tr("passed"))
        return " · ".join(marks)

    def marks_under(self, tray: pygame.Rect) -> bool:
        """Whether a tray this tall has room for its marks under the name (else beside it)."""
        s = self.scene.scale
        return tray.height >= int(28 * s) + theme.font(int(13 * s)).get_linesize() + 2

    def tray_name_column(self, state: KFState) -> int:
        """The width of the trays' first column, the same in every tray: the longest name,
        with both marks beside it where the trays are too short to have them under it."""
        s = self.scene.scale
        names = theme.font(int(18 * s), True)
        tag = 2 * int(9 * s) + int(8 * s)
        longest = max(names.size(self.scene.seat_name(i))[0] for i in range(len(state.players)))
        trays = self.tray_rects(state)
        marks = " · ".join((tr("anvil"), tr("passed")))
        if trays and self.marks_under(trays[0]):
            under = theme.font(int(13 * s)).size(marks)[0]
            return max(int(150 * s), tag + longest, under)
        beside = int(8 * s) + theme.font(int(13 * s)).size(marks)[0]
        return max(int(150 * s), tag + longest + beside)

    def draw_counts(
        self, surface: pygame.Surface, title: str, counts, x: int, rect: pygame.Rect
    ) -> int:
        s = self.scene.scale
        caption = theme.text(title, int(12 * s), theme.TEXT_DIM)
        surface.blit(caption, (x, rect.y + 3))
        top = self.tray_dice_top(rect)
        size = self.tray_die(rect)
        dx = x
        for colour, n in zip("MWGX", counts, strict=True):
            r = pygame.Rect(dx, top, size, size)
            draw_die(surface, r, colour)
            if not n:
                shade = pygame.Surface(r.size, pygame.SRCALPHA)
                shade.fill((30, 30, 30, 170))
                surface.blit(shade, r)
            count = theme.text(str(n), int(14 * s), theme.TEXT if n else theme.TEXT_DIM, True)
            surface.blit(count, (r.right + 2, r.centery - count.get_height() // 2))
            dx += size + count.get_width() + int(8 * s)
        return max(dx, x + int(150 * s)) + int(8 * s)
