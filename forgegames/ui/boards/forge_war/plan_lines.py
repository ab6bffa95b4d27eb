"""The quest plans under the prompt while the person manages their quests (two newcomer
playtests in a row: nothing showed which adventurer, which weapon and which quest would meet a
step). One line for each unmet quest, in the engine's words (``board_info.quest_plans``): the
forges that meet it, or that no way does this round and what is missing; and the button "Arm as
suggested", which plays the plans' moves one by one through the board's own move path (each
logged, each undone by Undo).

A lead line says what to do now and names the button that ends the management (issue 39).
The room is the prompt's own (``ContextPanel.PROMPT_LINES``): while the plans show, they are
the prompt (``Prompts`` says nothing more; the button's tooltip says one may also equip by
clicking, and once an adventurer, a design or a quest is clicked the usual prompt is back).
The button stands at the end of the last line, or under it. Plans that do not fit whole are
counted on a last line ("…and 1 more quest"), and the button's tooltip names every plan. The
mine keeps its place and size in every phase."""

from __future__ import annotations

import pygame

from forgegames.core.i18n import ntr, tr
from forgegames.games.forge_war import board_info as info
from forgegames.games.forge_war.actions import Done
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
    drawn: tuple[str, ...] = ()
    """The plans' lines as last drawn (whole plans only; not the lead)."""
    led: tuple[str, ...] = ()
    """The lead's lines as last drawn (``lead``)."""

    def plans(self) -> info.QuestPlans:
        """The plans of the person at the screen while they manage their quests (none else)."""
        seat = self.board.acting()
        if seat is None or self.scene.handover is not None or not self.scene.my_turn():
            return info.QuestPlans((), False)
        return info.quest_plans(self.board.view, seat)

    def shown(self) -> bool:
        """Whether the plans show now: the person manages quests with a step unmet and has
        not begun an equip of their own (its prompt then says what to click next)."""
        return bool(self.plans().plans) and not any(self.board.equip.values())

    def line_h(self) -> int:
        """A line's height (the button stands in one)."""
        return theme.font(self.px(SIZE)).get_linesize()

    def lead(self) -> str:
        """The line that leads the plans: what to do now and the button that ends the
        management (issue 39: the prompt's room showed only a red plan, and nothing said to
        press "Finish managing quests"). It names End turn, which finishes the management and
        hands over in one press (playtest 34: the Spanish line naming "Finish managing quests"
        took two lines and pushed a plan out at 1024x640)."""
        finish = (
            tr("End turn") if self.board.end_turn_move() == Done() else self.scene.describe(Done())
        )
        if any(p.possible for p in self.plans().plans):  # one short line: the plans need room
            return tr("Arm these quests, then press {finish}:", finish=finish)
        return tr("Trade for more, or press {finish}:", finish=finish)

    def arrange(
        self, top: int, bottom: int
    ) -> tuple[list[tuple[str, tuple[int, int, int]]], pygame.Rect]:
        """The lines from ``top`` down to ``bottom``, each (line, its colour): the lead
        (``lead``), then the plans (soft where a plan meets its quest, red where none does),
        and the button: at the end of the last line where it fits, else under it. Plans that
        do not fit whole are counted on a last line ("…and 1 more quest")."""
        r = self.board.context.rect
        width, line_h = r.width - self.px(14), self.line_h()
        plans = self.plans().plans
        led = [(line, theme.TEXT) for line in theme.wrap(self.lead(), self.px(SIZE), width)]
        wrapped = [theme.wrap(p.line, self.px(SIZE), width) for p in plans]
        for shown in range(len(plans), -1, -1):
            lines = led + [
                (line, theme.TEXT_SOFT if p.possible else BAD)
                for p, ls in list(zip(plans, wrapped, strict=True))[:shown]
                for line in ls
            ]
            if shown < len(plans):
                left = len(plans) - shown
                more = ntr(left, "…and 1 more quest", "…and {n} more quests")
                lines.append((more, theme.TEXT_SOFT))
            last = self.pen.text_width(lines[-1][0], self.px(SIZE)) if lines else width
            beside = last + self.px(10) + self.button_w() <= width
            rows = len(lines) + (0 if beside else 1)
            if rows * line_h <= bottom - top or shown == 0:
                break
        y = top + (len(lines) - 1) * line_h if beside else top + len(lines) * line_h
        x = r.x + self.px(7) + (last + self.px(10) if beside else 0)
        return lines, pygame.Rect(x, y, self.button_w(), line_h)

    def button_w(self) -> int:
        """The button's width (0: no button)."""
        if not self.shown():
            return 0
        return self.pen.text_width(tr("Arm as suggested"), self.px(SIZE)) + self.px(16)

    def top(self) -> int:
        """Where the lines start: the top of the context panel (the prompt gives them its room
        while they show, ``Prompts``)."""
        return self.board.context.rect.y + self.px(6)

    def build(self) -> None:
        """The button's place (live while a plan's first move is legal) and its tooltip,
        which names every plan."""
        self.live = False
        if not self.shown():
            return
        _lines, rect = self.arrange(self.top(), self.board.context.merchant_top - self.px(2))
        plans = self.plans()
        self.live = bool(plans.moves) and plans.moves[0] in self.board.legal_set
        self.board.context.add(ARM, rect, self.arm, self.live)
        said = (
            tr(
                "Plays these moves one by one (each is logged, and Undo takes it back); or "
                "click an adventurer, a design and a quest to equip as you choose:"
            )
            if self.live
            else tr("No quest can be met with what you hold now:")
        )
        self.board.tips.append((rect, "\n".join([said, *(p.line for p in plans.plans)])))

    def draw(self, surface: pygame.Surface, bottom: int) -> int:
        """The lines from the panel's top (``top``) down to ``bottom`` and the button; where
        they end (0: nothing shown)."""
        if not self.shown():
            return 0
        top = self.top()
        r = self.board.context.rect
        lines, rect = self.arrange(top, bottom - self.px(2))
        self.drawn = tuple(line for line, colour in lines if colour != theme.TEXT)
        self.led = tuple(line for line, colour in lines if colour == theme.TEXT)
        y = top
        for line, colour in lines:
            self.pen.label(surface, line, (r.x + self.px(7), y), SIZE, colour)
            y += self.line_h()
        fill = (60, 78, 96) if self.live else theme.PANEL
        pygame.draw.rect(surface, fill, rect, border_radius=self.px(4))
        pygame.draw.rect(surface, theme.BORDER, rect, 1, border_radius=self.px(4))
        colour = theme.TEXT if self.live else theme.DISABLED
        img = theme.text(tr("Arm as suggested"), self.px(SIZE), colour)
        surface.blit(img, img.get_rect(center=rect.center))
        return max(y, rect.bottom)

    def arm(self) -> None:
        """Play the plans' moves one after another, each through the scene's move path (so
        each is logged and undone on its own); stop at the first the game does not take."""
        moves = self.plans().moves
        self.board.reset_choice()
        for move in moves:
            if move not in self.board.legal_set or not self.scene.act(move):
                break
