"""Drawing the King's Forge craft table (the rolled dice, the Cemetery, the items crafted this
round) and the players' trays."""

from __future__ import annotations

import pygame

from forgegames.core.i18n import tr
from forgegames.games.kings_forge.board_info import card_name, content
from forgegames.games.kings_forge.state import PHASE_CRAFT, KFState
from forgegames.ui import theme
from forgegames.ui.boards.kings_forge.look import CARD, DIE_RGB, draw_die
from forgegames.ui.boards.kings_forge.words import power_label


class TablePainter:
    """Mixin of ``KingsForgeBoard``: the craft table and the trays."""

    def draw_craft_table(self, surface: pygame.Surface, state: KFState) -> None:
        s = self.scene.app.scale
        seat = state.turn
        pygame.draw.rect(surface, theme.PANEL, self.mid_rect, border_radius=8)
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
            pygame.draw.rect(surface, CARD, rect, border_radius=6)
            look = self.scene.seat_colour(done.seat)
            theme.draw_symbol(
                surface, look.symbol, (rect.x + int(12 * s), rect.centery), int(8 * s), look.rgb
            )
            label = theme.text(card_name(done.card), int(14 * s), theme.TEXT, True)
            surface.blit(label, (rect.x + int(26 * s), rect.y + 4))
            dx = rect.x + int(26 * s)
            for die in done.dice:
                r = pygame.Rect(dx, rect.y + int(19 * s), int(24 * s), int(24 * s))
                draw_die(surface, r, die.colour, die.value)
                dx += int(27 * s)

    def draw_trays(self, surface: pygame.Surface, state: KFState) -> None:
        s = self.scene.app.scale
        for seat, rect in enumerate(self.tray_rects(state)):
            player = state.players[seat]
            active = seat == self.scene.session.active
            pygame.draw.rect(
                surface, theme.PANEL_LIGHT if active else theme.PANEL, rect, border_radius=6
            )
            if active:
                pygame.draw.rect(
                    surface, self.scene.seat_colour(seat).rgb, rect, 2, border_radius=6
                )
            x = rect.x + 8
            width = self.scene.draw_seat_tag(surface, seat, (x, rect.y + 4))
            marks = []
            if seat == state.first:
                marks.append(tr("anvil"))
            if player.passed and state.phase != PHASE_CRAFT:
                marks.append(tr("passed"))
            if marks:
                tag = theme.text(" · ".join(marks), int(13 * s), theme.ACCENT)
                surface.blit(tag, (x, rect.y + int(28 * s)))
            x += max(width, int(150 * s)) + int(10 * s)
            x = self.draw_counts(surface, tr("Supply"), player.supply, x, rect)
            x = self.draw_counts(surface, tr("Smithy"), player.smithy, x, rect)
            claimed = tr("Claimed: {n}", n=len(player.claimed))
            ranks = ", ".join(str(content().craft[c].rank) for c in player.claimed)
            label = theme.text(claimed, int(14 * s), theme.TEXT, True)
            surface.blit(label, (x, rect.y + 4))
            if ranks:
                surface.blit(
                    theme.text(tr("ranks {r}", r=ranks), int(12 * s), theme.TEXT_DIM),
                    (x, rect.y + int(24 * s)),
                )
            x += int(130 * s)
            cards = [p.card for p in state.placements if p.seat == seat]
            powers = [power_label(p) for p in player.powers if p.uses > 0]
            made = ", ".join([card_name(c) for c in cards])
            room = rect.right - x - 8
            size = int(14 * s)
            lines = theme.wrap(made, size, room) if made else ()
            power = " · ".join(powers)
            face = theme.font(size)
            beside = face.size(f"{lines[-1]}   {power}")[0] <= room if lines and power else False
            if len(lines) == 2 and (not powers or beside):  # the places on two lines, whole
                second = rect.y + int(26 * s)
                for y, line in zip((rect.y + 4, second), lines, strict=True):
                    surface.blit(theme.text(line, size, theme.TEXT), (x, y))
                if powers:  # after the places, on their second line
                    at = (x + face.size(lines[-1] + "   ")[0], second)
                    surface.blit(theme.text(power, size, theme.ACCENT), at)
                continue
            if made:
                pos = (x, rect.y + 4)
                made = self.fitted(made, int(14 * s), room, pos)
                surface.blit(theme.text(made, int(14 * s), theme.TEXT), pos)
            if powers:
                pos = (x, rect.y + int(26 * s))
                power = self.fitted(" · ".join(powers), int(14 * s), room, pos)
                surface.blit(theme.text(power, int(14 * s), theme.ACCENT), pos)

    def draw_counts(
        self, surface: pygame.Surface, title: str, counts, x: int, rect: pygame.Rect
    ) -> int:
        s = self.scene.app.scale
        caption = theme.text(title, int(12 * s), theme.TEXT_DIM)
        surface.blit(caption, (x, rect.y + 3))
        size = int(20 * s)
        dx = x
        top = rect.y + max(int(20 * s), caption.get_height() + 3)
        for colour, n in zip("MWGX", counts, strict=True):
            r = pygame.Rect(dx, top, size, size)
            draw_die(surface, r, colour)
            if not n:
                shade = pygame.Surface(r.size, pygame.SRCALPHA)
                shade.fill((30, 30, 30, 170))
                surface.blit(shade, r)
            count = theme.text(str(n), int(14 * s), theme.TEXT if n else theme.TEXT_DIM, True)
            surface.blit(count, (r.right + 2, r.y + 2))
            dx += size + count.get_width() + int(8 * s)
        return max(dx, x + int(150 * s)) + int(8 * s)
