"""The quest plans under the prompt while the person manages their quests (two newcomer
playtests in a row: nothing showed which adventurer, which weapon and which quest would meet a
step). One line for each unmet quest, in the engine's words (``board_info.quest_plans``): the
forges that meet it, or that no way does this round and what is missing; and the button "Arm as
suggested", which plays the plans' moves one by one through the board's own move path (each
logged, each undone by Undo).

The lines and the button sit in the context panel's prompt room, just above the merchant's
box; the prompt above them words itself shorter while the plans show (``Prompts``). The room
is the prompt's own (``ContextPanel.PROMPT_LINES``, kept in every phase), so the mine keeps
its place and size in every phase."""

from __future__ import annotations

import pygame

from forgegames.core.i18n import tr
from forgegames.games.forge_war import board_info as info
from forgegames.ui import theme
from forgegames.ui.boards.forge_war.look import BAD
from forgegames.ui.boards.forge_war.part import Part

ARM = "plan:arm"
"""The button's place key."""

SIZE = 12
"""The lines' text size (at the base scale)."""


class PlanLines(Part):
    """The plans' lines and the "Arm as suggested" button (the context panel places them)."""

    live = False
    """Whether the button plays a move now (as last built)."""

    def plans(self) -> info.QuestPlans:
        """The plans of the person at the screen while they manage their quests (none else)."""
        seat = self.board.acting()
        if seat is None or self.scene.handover is not None or not self.scene.my_turn():
            return info.QuestPlans((), False)
        return info.quest_plans(self.board.view, seat)

    def lines(self, width: int) -> list[tuple[str, bool]]:
        """Each plan's words wrapped to ``width``: (line, whether its plan meets the quest)."""
        out = []
        for plan in self.plans().plans:
            out += [(line, plan.possible) for line in theme.wrap(plan.line, self.px(SIZE), width)]
        return out

    def line_h(self) -> int:
        return theme.font(self.px(SIZE)).get_linesize()

    def shown(self) -> bool:
        """Whether the plans show now (the person manages quests with a step unmet)."""
        return bool(self.plans().plans)

    def button_h(self) -> int:
        return self.line_h() + self.px(6)

    def least(self, width: int) -> int:
        """The height the lines and the button under them need in a context panel ``width``
        wide (0: nothing shown)."""
        lines = self.lines(width - self.px(14))
        if not lines:
            return 0
        return self.px(4) + len(lines) * self.line_h() + self.px(4) + self.button_h() + self.px(6)

    def prompt_base(self, words: str, width: int, room: int) -> int | None:
        """The prompt's size (at the base scale) while the plans show: the largest of 15 to 13
        whose lines fit ``room`` above them whole; None when the plans do not show (the
        panel's usual choice, ``ContextPanel.prompt_base``)."""
        if not self.shown():
            return None
        for base in (15, 14, 13):
            lines = theme.try_wrap(words, self.px(base), width)
            if len(lines) * theme.font(self.px(base)).get_linesize() <= room:
                return base
        return 13

    def button_rect(self, top: int) -> pygame.Rect:
        """The button, under the lines of a block starting at ``top``, at the left."""
        r = self.board.context.rect
        w = self.pen.text_width(tr("Arm as suggested"), self.px(SIZE)) + self.px(16)
        y = top + self.least(r.width) - self.px(6) - self.button_h()
        return pygame.Rect(r.x + self.px(7), y, min(w, r.width - self.px(14)), self.button_h())

    def build(self, top: int) -> None:
        """The button's place (live while a plan's first move is legal) and its tooltip."""
        if not self.shown():
            return
        rect = self.button_rect(top)
        moves = self.plans().moves
        live = bool(moves) and moves[0] in self.board.legal_set
        self.live = live
        self.board.context.add(ARM, rect, self.arm, live)
        tip = (
            tr(
                "Plays the moves the lines above suggest, one by one: each is logged, and "
                "Undo takes them back one at a time."
            )
            if live
            else tr("No quest can be met with what you hold now: see the lines above.")
        )
        self.board.tips.append((rect, tip))

    def draw(self, surface: pygame.Surface, top: int) -> None:
        """The lines from ``top`` down, and the button under them."""
        r = self.board.context.rect
        lines = self.lines(r.width - self.px(14))
        if not lines:
            return
        y = top + self.px(4)
        for line, possible in lines:
            colour = theme.TEXT_SOFT if possible else BAD
            self.pen.label(surface, line, (r.x + self.px(7), y), SIZE, colour)
            y += self.line_h()
        rect = self.button_rect(top)
        live = self.live and ARM in self.board.rects
        fill = (60, 78, 96) if live else theme.PANEL
        pygame.draw.rect(surface, fill, rect, border_radius=self.px(4))
        pygame.draw.rect(surface, theme.BORDER, rect, 1, border_radius=self.px(4))
        colour = theme.TEXT if live else theme.DISABLED
        img = theme.text(tr("Arm as suggested"), self.px(SIZE), colour)
        surface.blit(img, img.get_rect(center=rect.center))

    def arm(self) -> None:
        """Play the plans' moves one after another, each through the scene's move path (so
        each is logged and undone on its own); stop at the first the game does not take."""
        moves = self.plans().moves
        self.board.reset_choice()
        for move in moves:
            if move not in self.board.legal_set or not self.scene.act(move):
                break
