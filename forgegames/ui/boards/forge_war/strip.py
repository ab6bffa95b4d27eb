"""The Forge War board's action strip: a button for each legal move no place on the board covers,
the buttons that finish a choice made on the board, and the choice list a button opens."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from forgegames.core.actions import Action
from forgegames.core.i18n import tr
from forgegames.games.forge_war.actions import (
    Barracks,
    Bazaar,
    Blacksmith,
    Buy,
    ChooseTitle,
    Clerk,
    Done,
    EndBonusSpace,
    Equip,
    Finish,
    KeepWealth,
    Levels,
    MoveOverseer,
    MoveWorker,
    PlaceOverseer,
    Road,
    Sell,
    TakeCard,
    TakeQuest,
    TileBuy,
    Unassign,
    UseStall,
    coords,
)
from forgegames.ui import theme
from forgegames.ui.boards.forge_war.part import FWPanel
from forgegames.ui.widgets import Button

LISTED = {ChooseTitle: "Choose a champion title…", TileBuy: "Spend the tile's gold…"}
"""Pending choices too many and too long for the strip: one button opens their list."""
COVERED = (
    *LISTED,
    PlaceOverseer,
    MoveOverseer,
    MoveWorker,
    Buy,
    Sell,
    UseStall,
    Blacksmith,
    Bazaar,
    Barracks,
    Clerk,
    Road,
    EndBonusSpace,
    TakeQuest,
    Equip,
    Unassign,
    KeepWealth,
    TakeCard,
    Levels,
)
"""Moves a place on the board (or a choice list it opens) offers; the rest go in the strip."""


class StripPanel(FWPanel):
    """The action strip along the board's foot (its buttons are the board's ``group``)."""

    strip_tips: dict[str, str] = {}  # noqa: RUF012 (replaced whole, never changed in place)
    """A short button's label → its tooltip (the move named whole)."""
    keyed: Action | None = None
    """The Done that Enter is making, while it is made (the board asks before its loss)."""

    def build_strip(self) -> None:
        s = self.s
        buttons: list[Button] = []
        if self.board.popup:
            size = int(16 * s)
            width = max(theme.font(size).size(self.scene.describe(a))[0] for a in self.board.popup)
            width = min(
                max(width + self.px(30), self.px(200)), self.board.rect.width - 2 * self.board.pad
            )
            h = self.px(32)
            total = (len(self.board.popup) + 1) * (h + self.px(4))
            x = max(
                self.board.rect.x + self.board.pad,
                min(self.board.popup_anchor.x, self.board.rect.right - width - self.board.pad),
            )
            y = self.board.popup_anchor.bottom + self.px(4)
            if y + total > self.rect.top:
                y = max(
                    self.board.rect.y + self.board.pad,
                    self.board.popup_anchor.top - total - self.px(4),
                )
            for a in [*self.board.popup, None]:
                label = self.scene.describe(a) if a is not None else tr("Cancel")
                b = Button(
                    label,
                    (lambda a=a: self.board.act(a)) if a is not None else self.board.cancel,
                    style="normal" if a is not None else "quiet",
                )
                b.rect = pygame.Rect(x, y, width, h)
                y += h + self.px(4)
                buttons.append(b)
            self.board.group.set(buttons)
            return
        buttons = self.strip_buttons()
        x = self.rect.x
        height = self.rect.height - self.px(8)
        tips = dict(self.strip_tips)
        for b in buttons:
            width = b.fit_width(s)
            b.rect = pygame.Rect(x, self.rect.y + self.px(4), width, height)
            x += width + self.px(8)
            if b.label == self.scene.describe(Finish()) and Finish() in self.board.legal_set:
                self.board.tips.append((b.rect.copy(), self.finish_tip()))
            elif b.label in tips:
                self.board.tips.append((b.rect.copy(), tips[b.label]))
        self.board.group.set(buttons)

    def finish_tip(self) -> str:
        """What the rewards phase's Done for this round does, and whether End turn follows
        (playtest 4: it handed over at once one time and waited the next, unexplained)."""
        if self.scene.holds_turn_after(Finish()):
            return tr(
                "You are done with this round's quest rewards (trade first if you wish). "
                "Then press End turn to hand over, or Undo to take it back."
            )
        return tr(
            "You are done with this round's quest rewards (trade first if you wish). What "
            "comes next is dealt or revealed, so the turn passes at once and cannot be taken back."
        )

    def strip_buttons(self) -> list[Button]:
        """The action strip's buttons, left to right (not yet placed)."""
        buttons: list[Button] = []
        half_made = any(self.board.equip.values())  # finish or cancel the equipping first: the
        for a in self.board.legal:  # phase's Done would not fit beside Call back and Cancel
            if not isinstance(a, COVERED) and not (half_made and isinstance(a, Done)):
                buttons.append(Button(self.scene.describe(a), lambda a=a: self.board.act(a)))
        extra = self.contextual_actions()
        self.strip_tips = {label: tip for label, _run, tip in extra if tip}
        buttons = [Button(label, run, style="primary") for label, run, _tip in extra] + buttons
        for kind, label in LISTED.items():  # long choices: a list opened from one button
            options = [a for a in self.board.legal if isinstance(a, kind)]
            if options:
                run = self.board.open_popup(options, self.rect, kind.verb)
                buttons.insert(0, Button(tr(label), run, style="primary"))
        if self.board.selected is not None or any(self.board.equip.values()) or self.board.picks:
            buttons.append(Button(tr("Cancel"), self.board.cancel, style="quiet"))
        return buttons

    def enter_finishes(self) -> bool:
        """Enter with no place nor button focused: the phase's Done (the quest phase's, the
        rewards'), as its strip button does, but asking first where it loses something (the
        README: Enter ends the turn or does the phase's Done; playtest 24 pressed it in the
        quest phase and nothing happened). False when there is no such Done now."""
        scene, board = self.scene, self.board
        if scene.handover is not None or not scene.my_turn() or board.choosing():
            return False
        done = next((a for a in board.legal if isinstance(a, (Done, Finish))), None)
        if done is None:
            return False
        self.keyed = done  # a key is easily pressed unmeant: a loss is asked about first
        try:
            board.act(done)
        finally:
            self.keyed = None
        return True

    def short_buttons(self, action: Action) -> list[pygame.Rect]:
        """The strip's short buttons that make ``action``: their tooltip names it (a hint or a
        lesson marks them, as it marks a button labelled with the move)."""
        said = self.scene.describe(action)
        return [
            b.rect
            for b in self.board.group.buttons
            if b.rect.width and self.strip_tips.get(b.label) == said
        ]

    def strip_width(self) -> int:
        """How wide the action strip's buttons are, side by side."""
        widths = [b.fit_width(self.s) for b in self.strip_buttons()]
        return sum(widths) + self.px(8) * max(0, len(widths) - 1)

    def contextual_actions(self) -> list[tuple[str, Callable[[], None], str]]:
        """Strip buttons that finish a choice made on the board: (label, what it does, its
        tooltip). The labels are short, the tooltip names the move whole, so the buttons stay
        under the left column and the mats never give up their foot (playtest 22: "Green Stone
        + Jewel and Bar" and "Call adventurer 1 back" were wider than the column)."""
        out: list[tuple[str, Callable[[], None], str]] = []
        adv = self.board.equip["adv"]
        if adv is not None and Unassign(adv) in self.board.legal_set:  # type: ignore[arg-type]
            a = Unassign(adv)  # type: ignore[arg-type]
            out.append((tr("Call back"), lambda a=a: self.board.act(a), self.scene.describe(a)))
        if self.board.selected is not None and self.board.mine.mine_mode() == "worker":
            a = MoveWorker(coords(self.board.selected), ())
            if a in self.board.legal_set:
                label = tr("Take this worker out of the mine")
                out.append((label, lambda a=a: self.board.act(a), ""))
        return out
